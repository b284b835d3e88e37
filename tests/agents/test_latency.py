"""The measured-latency rule: a local stage is charged its CPU time, a remote one its wall
time, so a stage that waits (for a core, for a server) is charged only what it computed."""

from __future__ import annotations

import multiprocessing
import os
import re
import time

from duplexworld.agents.latency import StageClock, ticks_for


def _spin(seconds: float) -> None:
    """Compute (CPU time) for about ``seconds`` of this thread's CPU clock."""
    until = time.thread_time() + seconds
    while time.thread_time() < until:
        pass


def test_a_local_stage_is_charged_its_cpu_time_not_its_wait():
    clock = StageClock()
    with clock.stage("asr"):
        _spin(0.1)
        time.sleep(0.5)  # a wait (for a core, for I/O) is no work of the stage
    assert 0.09 <= clock.stages["asr"] <= 0.3, clock
    assert clock.walls["asr"] >= 0.6 and clock.charges["asr"] == "cpu"
    note = clock.note("reply", 10)
    # the wall time in brackets (however long the load made it: 0.6 s up, over 1 s loaded)
    assert re.fullmatch(r"latency reply: asr 0\.\d\d s cpu \(\d+\.\d\d s wall\) -> tick \d+", note)


def test_a_remote_stage_is_charged_its_wall_time():
    clock = StageClock()
    with clock.stage("llm", charge="wall"):
        time.sleep(0.5)  # the server's time: the caller waits for it
    clock.add("tts", 0.05, "cpu")
    assert 0.5 <= clock.stages["llm"] <= 0.7 and clock.charges["llm"] == "wall"
    assert clock.seconds == clock.stages["llm"] + 0.05
    assert ticks_for(clock.seconds) in (3, 4)  # 0.55 to 0.75 s, rounded up to whole ticks
    assert clock.ready_tick(10) == 10 + ticks_for(clock.seconds)
    assert "llm 0.5" in clock.note("reply", 10) and "s wall," in clock.note("reply", 10)


def _burn_on(cpu: int) -> None:  # pragma: no cover - runs in a child process until terminated
    os.sched_setaffinity(0, {cpu})
    while True:
        pass


def test_a_remote_stages_wait_for_a_core_is_kept_as_the_harness_lateness():
    # the model's client thread is runnable (its reply came) but the machine's core is busy:
    # that wait is in the charged wall time, and the clock keeps it apart as lateness
    cpu = min(os.sched_getaffinity(0))
    before = os.sched_getaffinity(0)
    burner = multiprocessing.get_context("fork").Process(target=_burn_on, args=(cpu,))
    burner.start()
    clock = StageClock()
    try:
        os.sched_setaffinity(0, {cpu})  # this thread shares the burner's one core
        time.sleep(0.2)  # the burner is running
        with clock.stage("llm", charge="wall"):
            _spin(0.3)  # the client's work, done in turns with the burner
        with clock.stage("asr"):
            _spin(0.1)  # a local stage: charged its CPU time, its wait is nobody's charge
    finally:
        os.sched_setaffinity(0, before)
        burner.terminate()
        burner.join()
    assert clock.waits["llm"] >= 0.1, clock  # about 0.3 s: the burner had the core half the time
    assert clock.late_s == clock.waits["llm"] and "asr" not in clock.waits
    assert clock.stages["llm"] >= 0.3 + clock.waits["llm"] * 0.9  # charged with the wait in it


def test_a_stage_without_a_wait_for_a_core_is_not_late():
    clock = StageClock()
    with clock.stage("llm", charge="wall"):
        time.sleep(0.3)  # waiting for the server is not runnable: no core is waited for
    clock.add("llm", 0.2, "wall", waited=-0.01)  # a clock read backwards counts as nothing
    assert clock.waits["llm"] < 0.1 and clock.stages["llm"] >= 0.5
