"""A wall-clock call keeps time: nothing slow runs on a tick, lateness is recorded, and a call
that ran late is rerun and then excluded as ``harness_late``, never scored.

The agent is the package's OpenAI Realtime fake on a real localhost socket; the caller is the
real one (whisper hearing, the sentence encoder, piper speech).
"""

from __future__ import annotations

import gc
import html
import json
import time

import numpy as np
import pytest

from duplexworld.agents.timekeeping import LatenessLog
from duplexworld.caller.hearing import AgentEar
from duplexworld.campaign import CampaignSpec, read_results, run_campaign
from duplexworld.campaign.attempt import INFRA_FILE
from duplexworld.campaign.executors import SerialExecutor
from duplexworld.cli import main
from duplexworld.fakes import running_fake
from duplexworld.speech.asr import TimedWord
from duplexworld.speech.bank import default_cache_dir
from duplexworld.testing import register_toy_world, toy_scenario
from duplexworld.testing.load import cpu_burners
from duplexworld.units import TELEPHONE_RATE, samples_per_tick

TICK = samples_per_tick(TELEPHONE_RATE)


def test_the_summary_gives_percentiles_and_the_bound():
    late = LatenessLog(bound_ms=100.0, tick_ms=200.0)
    for late_s in [0.001] * 96 + [0.3] * 3 + [-0.01]:  # early counts as on time
        late.record(late_s)
    summary = late.summary()
    assert (summary.ticks, summary.p50_ms, summary.p99_ms, summary.max_ms) == (100, 1, 300, 300)
    assert summary.over_tick == 3 and summary.too_late
    once = LatenessLog(bound_ms=100.0, tick_ms=200.0)
    for late_s in [0.001] * 99 + [0.3]:  # one stall in 100 ticks is under the p99 bound
        once.record(late_s)
    assert once.summary().max_ms == 300 and not once.summary().too_late
    assert not LatenessLog(100.0, 200.0).summary().too_late  # no ticks, nothing late


class _SlowRecogniser:
    """A recogniser that takes its time (as whisper does on a loaded CPU)."""

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds

    def transcribe_words(
        self, pcm: np.ndarray, sample_rate: int = TELEPHONE_RATE
    ) -> tuple[str, tuple[TimedWord, ...]]:
        time.sleep(self.seconds)
        return "hello there", (TimedWord("hello", 0.1, 0.4), TimedWord("there", 0.5, 0.8))

    def spec(self) -> dict[str, object]:
        return {"engine": "slow stand-in", "seconds": self.seconds, "id": id(self)}


def _speech() -> np.ndarray:
    return (np.sin(np.arange(TICK) * 0.3) * 8000).astype(np.int16)


@pytest.mark.serial  # times two ticks against 0.1 s of wall clock
def test_a_background_ear_never_holds_a_tick_and_hears_the_stretch_late():
    ear = AgentEar(_SlowRecogniser(0.4), background=True)
    silence = np.zeros(TICK, dtype=np.int16)
    for tick in range(1, 6):
        assert ear.hear(tick, _speech()) == ()
    started = time.monotonic()
    assert ear.hear(6, silence) == () and ear.hear(7, silence) == ()  # the stretch closes
    assert time.monotonic() - started < 0.1  # the tick did not wait for the recogniser
    assert ear.busy
    heard, tick = (), 8
    while not heard and tick < 100:
        time.sleep(0.05)
        heard = ear.hear(tick, silence)
        tick += 1
    (words,) = heard
    assert words.text == "hello there" and not ear.busy
    assert words.start_tick == 0 and words.end_tick <= 6  # where the agent said it
    assert words.tick > 8  # ... understood once the recogniser was done


def test_an_ear_in_simulated_time_recognises_at_once():
    ear = AgentEar(_SlowRecogniser(0.05))
    silence = np.zeros(TICK, dtype=np.int16)
    for tick in range(1, 4):
        ear.hear(tick, _speech())
    assert ear.hear(4, silence) == ()
    (words,) = ear.hear(5, silence)
    assert words.tick == 5 and not ear.busy


LONG_CALLS = ("banking_multi_intent_01", "banking_single_intent_01", "banking_multi_intent_02")
"""Scenarios called one after another until 60 s of calling (300 ticks) is measured."""


@pytest.mark.slow
@pytest.mark.serial  # starts CPU burners as many as the cores, and keeps time under them
def test_60_s_of_calls_on_a_loaded_machine_keep_time(tmp_path, monkeypatch, agent_config):
    # the caller's recognition starts cold (its own cache), so whisper really runs during the
    # calls; the speech bank is the shared one (piper lines are the same in every run)
    speech = default_cache_dir()
    cache = tmp_path / "cache"
    cache.mkdir()
    (cache / "speech").symlink_to(speech, target_is_directory=True)
    monkeypatch.setenv("DUPLEXWORLD_CACHE", str(cache))
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test")
    summaries: list[dict[str, float]] = []
    with cpu_burners(2), running_fake("openai_realtime") as server:
        config = agent_config(
            "openai_realtime", server.url, tmp_path, realtime_speed=1.0, max_late_p99_ms=100.0
        )
        for scenario in LONG_CALLS:
            run = tmp_path / scenario
            args = ["run", "--scenario", scenario, "--agent-config", str(config)]
            args += ["--channel", "clean", "--executor", "serial", "--out", str(run)]
            assert main(args) == 0
            assert not (run / INFRA_FILE).exists()  # not rerun for lateness either
            (row,) = read_results(run)
            (episode,) = [p for p in (run / "episodes").iterdir() if p.is_dir()]
            summaries.append(json.loads((episode / "meta.json").read_text())["tick_lateness"])
            header = json.loads((episode / "header.json").read_text())
            assert header["components"]["caller"]["ear"]["background"] is True
            if sum(s["ticks"] for s in summaries) >= 300:
                break
    gc.collect()  # as below
    assert sum(s["ticks"] for s in summaries) >= 300  # 60 s of calling measured
    assert all(s["p99_ms"] <= 100.0 for s in summaries), summaries


def test_a_call_over_its_lateness_bound_is_rerun_then_excluded(tmp_path, monkeypatch, agent_config):
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test")
    register_toy_world()
    waits: list[float] = []
    with running_fake("openai_realtime") as server:
        # a bound no call can keep: every attempt runs late
        config = agent_config("openai_realtime", server.url, tmp_path, max_late_p99_ms=0.0)
        spec = CampaignSpec(
            (toy_scenario(id="toy_single_intent_01", step_cap_ticks=40),),
            (str(config),),
            1,
            "clean",
        )
        out = tmp_path / "run"
        run_campaign(spec, out, executor=SerialExecutor(), sleep=waits.append)
    gc.collect()  # finalise the fake's closed connections now (see tests/campaign/test_realtime.py)
    assert read_results(out) == []  # never scored
    (failure,) = [json.loads(line) for line in (out / "failures.jsonl").read_text().splitlines()]
    assert (
        failure["termination"] == "infra_failed" and "harness_late" in failure["termination_detail"]
    )
    attempts = [json.loads(line) for line in (out / INFRA_FILE).read_text().splitlines()]
    assert [a["kind"] for a in attempts] == ["harness_late"] * 3
    assert [a["status"] for a in attempts] == ["retried", "retried", "infra_failed"]
    assert "p99" in attempts[0]["detail"] and waits == [2.0, 4.0]
    assert not list((out / "episodes").glob("*/events.jsonl"))  # no trace left to score


WALL_CLOCK_AGENT = """
import time

from duplexworld.agents import AgentChunk
from duplexworld.agents.timekeeping import LatenessLog

TICK_S = 0.2


class OnTheClock:
    # paces itself on the wall clock as the real-time bridge does: a step returns at the end
    # of its tick, and it records how late each tick was handed to it
    name = "on_the_clock"

    def __init__(self):
        self.t0 = None
        self.late = LatenessLog(100.0, 200.0)

    def start(self, context):
        self.t0 = None

    def step(self, data):
        now = time.monotonic()
        if self.t0 is None:
            self.t0 = now - data.tick * TICK_S
        self.late.record(now - (self.t0 + data.tick * TICK_S))
        wait = self.t0 + (data.tick + 1) * TICK_S - time.monotonic()
        if wait > 0:
            time.sleep(wait)
        return AgentChunk()

    def lateness(self):
        return self.late.summary()

    def spec(self):
        return {"name": self.name}


def make():
    return OnTheClock()
"""


@pytest.mark.parametrize("where", ["in_process", "own_process"])
def test_an_agent_on_the_wall_clock_is_held_to_the_bound_wherever_it_runs(
    where, tmp_path, monkeypatch
):
    # the lateness rule is not the real-time bridge's alone: any agent that keeps wall-clock
    # time (TimeKeeping) is excluded as harness_late when the harness holds up its ticks,
    # whether it runs in the harness's process (a registered agent) or in its own (a plug-in,
    # whose lateness the harness measures itself: a plug-in's own figure is not trusted)
    import sys

    from duplexworld.agents import registry
    from duplexworld.testing.toy import ToyWorld

    (tmp_path / "dw_on_the_clock.py").write_text(WALL_CLOCK_AGENT, encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    if where == "in_process":
        module = __import__("dw_on_the_clock")
        entry = registry.AgentEntry(lambda cache, world=None: module.make(), label="clock")
        monkeypatch.setitem(registry.AGENTS, "on_the_clock", entry)
        agent = "on_the_clock"
    else:
        agent = "dw_on_the_clock:make"
    register_toy_world()

    def slow_tick(self, tick):  # the harness's own work takes 300 ms on every tick
        time.sleep(0.3)
        return []

    monkeypatch.setattr(ToyWorld, "on_tick", slow_tick)
    spec = CampaignSpec(
        (toy_scenario(id="toy_single_intent_01", step_cap_ticks=8),), (agent,), 1, "clean"
    )
    out = tmp_path / "run"
    waits: list[float] = []
    run_campaign(spec, out, executor=SerialExecutor(), sleep=waits.append)
    sys.modules.pop("dw_on_the_clock", None)
    assert read_results(out) == []  # never scored
    attempts = [json.loads(line) for line in (out / INFRA_FILE).read_text().splitlines()]
    assert [a["kind"] for a in attempts] == ["harness_late"] * 3
    assert [a["status"] for a in attempts] == ["retried", "retried", "infra_failed"]
    assert "bound p99 <= 100 ms" in attempts[0]["detail"]


def _on_the_clock(tmp_path, monkeypatch) -> str:
    # the wall-clock agent above, registered in this process
    from duplexworld.agents import registry

    (tmp_path / "dw_on_the_clock.py").write_text(WALL_CLOCK_AGENT, encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    module = __import__("dw_on_the_clock")
    entry = registry.AgentEntry(lambda cache, world=None: module.make(), label="clock")
    monkeypatch.setitem(registry.AGENTS, "on_the_clock", entry)
    return "on_the_clock"


@pytest.mark.serial  # the call must keep its 100 ms bound to be scored at all
def test_the_lateness_summary_is_in_the_trace_s_final_record_and_the_report_reads_it(
    tmp_path, monkeypatch
):
    # the header is written before the first tick (and holds no wall-clock values), so the
    # summary goes into the final record, the terminated event; meta.json keeps a copy
    import sys

    from duplexworld.report import load_run
    from duplexworld.report.episode import episode_view
    from duplexworld.report.page import episode_html
    from duplexworld.trace import TickLateness, read_trace

    agent = _on_the_clock(tmp_path, monkeypatch)
    register_toy_world()
    spec = CampaignSpec(
        (toy_scenario(id="toy_single_intent_01", step_cap_ticks=8),), (agent,), 1, "clean"
    )
    out = tmp_path / "run"
    run_campaign(spec, out, executor=SerialExecutor())
    sys.modules.pop("dw_on_the_clock", None)
    (episode,) = [p for p in (out / "episodes").iterdir() if p.is_dir()]
    events = [json.loads(line) for line in (episode / "events.jsonl").read_text().splitlines()]
    assert events[-1]["kind"] == "terminated"  # the final record
    summary = events[-1]["tick_lateness"]
    assert summary["ticks"] == 8 and summary["bound_ms"] == 100.0
    assert json.loads((episode / "meta.json").read_text())["tick_lateness"] == summary
    assert "tick_lateness" not in (episode / "header.json").read_text()  # the header is fixed
    late = read_trace(episode).tick_lateness
    assert late == TickLateness(**summary)
    run = load_run(out)
    (loaded,) = run.episodes
    view = episode_view(loaded)
    assert view.tick_lateness == late
    page = episode_html(run, loaded, view, 0)
    assert f"<b>Timekeeping</b>: {html.escape(late.line())}" in page


def test_a_cascade_whose_model_stage_waited_for_a_core_is_rerun_then_excluded(
    tmp_path, monkeypatch
):
    # simulated time has lateness too: the cascade charges its model the wall time measured,
    # and a wall time in which the client's thread waited for a core (the harness's machine
    # was busy) charges the agent for the machine. Each model call here waited 300 ms (the
    # kernel's run-queue clock, stood in for): over the one-tick default bound, never scored
    import itertools

    import yaml

    from duplexworld.agents import cascade
    from duplexworld.testing.chat_server import chat_server

    register_toy_world()
    ticks = itertools.count()
    monkeypatch.setattr(cascade, "run_queue_wait", lambda: 0.3 * next(ticks))
    with chat_server(lambda body: "I can help with that. Which lamp is it, please?") as server:
        config = tmp_path / "cascade.yaml"
        fields = {"type": "cascade", "name": "cascade", "model": "m", "base_url": server.url}
        config.write_text(yaml.safe_dump({**fields, "stream": False}))
        spec = CampaignSpec(
            (toy_scenario(id="toy_single_intent_01", step_cap_ticks=80),),
            (str(config),),
            1,
            "clean",
        )
        out = tmp_path / "run"
        waits: list[float] = []
        run_campaign(spec, out, executor=SerialExecutor(), sleep=waits.append)
        asked = len(server.requests)
    assert asked >= 3  # every attempt reached the model (and was late there)
    assert read_results(out) == []  # never scored
    attempts = [json.loads(line) for line in (out / INFRA_FILE).read_text().splitlines()]
    assert [a["kind"] for a in attempts] == ["harness_late"] * 3
    assert [a["status"] for a in attempts] == ["retried", "retried", "infra_failed"]
    assert "stage lateness p50 300 ms" in attempts[0]["detail"], attempts[0]
    assert "bound p99 <= 200 ms" in attempts[0]["detail"]
