"""The measured-latency rule: a local stage is charged its CPU time, a remote one its wall
time, so a stage that waits (for a core, for a server) is charged only what it computed."""

from __future__ import annotations

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
    assert note.startswith("latency reply: asr 0.") and " s cpu (0." in note, note


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
