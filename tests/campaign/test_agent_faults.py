"""Fault suite: every bad-agent behaviour ends its episode as agent_error, the campaign goes on.

Each bad agent runs in one campaign before a ``null`` agent on the toy world; the bad
episodes must end ``agent_error`` with a reason and reward 0, and the null episodes must
finish normally. A step that sleeps forever is cut at its wall cap, one that spins at its CPU
budget; a factory or ``spec()`` that hangs at the start budget. An agent raising
KeyboardInterrupt, SystemExit or InfrastructureError (it is no configured provider adapter)
has failed; the campaign goes on.
"""

from __future__ import annotations

import threading
import time
from typing import Any

import numpy as np
import pytest

from duplexworld.agents import AgentChunk, registry
from duplexworld.agents.errors import InfrastructureError
from duplexworld.agents.guard import HarnessDials
from duplexworld.agents.registry import AgentEntry
from duplexworld.campaign import CampaignSpec, read_failures, read_results, run_campaign
from duplexworld.campaign.attempt import INFRA_BACKOFF_S
from duplexworld.testing import register_toy_world, toy_scenario
from duplexworld.trace import (
    HarnessNote,
    Terminated,
    ToolCalled,
    ToolReturned,
    Utterance,
    read_meta,
    read_trace,
)
from duplexworld.world import ToolCall

TICK = 1600
_RELEASE = threading.Event()  # lets the sleeping agent's abandoned thread end with the test


class BadAgent:
    """An agent that misbehaves in one named way at tick 2 (or in start/build)."""

    def __init__(self, behaviour: str) -> None:
        self.name = f"bad_{behaviour}"
        self.behaviour = behaviour

    def start(self, context: Any) -> None:
        if self.behaviour == "start_raises":
            raise RuntimeError("cannot connect my brain")
        if self.behaviour == "start_exits":
            raise SystemExit(3)

    def step(self, data: Any) -> Any:
        if data.tick < 2:
            return AgentChunk()
        b = self.behaviour
        if b == "step_raises":
            raise ValueError("division by zero in my planner")
        if b == "returns_none":
            return None
        if b == "audio_list":
            return AgentChunk(audio=[0] * TICK)  # type: ignore[arg-type]
        if b == "audio_str":
            return AgentChunk(audio="hello")  # type: ignore[arg-type]
        if b == "stereo":
            return AgentChunk(audio=np.zeros((TICK, 2), dtype=np.int16))
        if b == "int32":
            return AgentChunk(audio=np.full(TICK, 70000, dtype=np.int32))
        if b == "nan":
            return AgentChunk(audio=np.full(TICK, np.nan, dtype=np.float32))
        if b == "inf":
            return AgentChunk(audio=np.full(TICK, np.inf, dtype=np.float32))
        if b == "int_scaled_float":
            return AgentChunk(audio=np.full(TICK, 12000.0, dtype=np.float32))
        if b == "non_json_call":
            call = ToolCall.model_construct(
                call_id="c1", name="get_lamp", arguments={"lamp_id": object()}, actor="agent"
            )
            return AgentChunk(tool_calls=(call,))
        if b == "nan_argument":
            call = ToolCall(call_id="c1", name="get_lamp", arguments={"x": float("nan")})
            return AgentChunk(tool_calls=(call,))
        if b == "calls_as_user":
            call = ToolCall(call_id="c1", name="flip_breaker", arguments={}, actor="user")
            return AgentChunk(tool_calls=(call,))
        if b == "sleeps_forever":
            _RELEASE.wait()
            return AgentChunk()
        if b == "spins_forever":
            while not _RELEASE.is_set():
                pass
            return AgentChunk()
        if b == "keyboard_interrupt":
            raise KeyboardInterrupt
        if b == "system_exit":
            raise SystemExit("bye")
        if b == "raises_infrastructure":
            raise InfrastructureError("server_error", "my own service, I say")
        if b == "chunk_raises":
            return _RaisingChunk()
        raise AssertionError(b)

    def spec(self) -> dict[str, Any]:
        if self.behaviour == "spec_raises":
            raise KeyError("spec")
        if self.behaviour == "spec_hangs":
            _RELEASE.wait()
        return {"name": self.name}


class _RaisingChunk(AgentChunk):
    """A chunk whose transcript is a property that raises when the harness reads it."""

    def __getattribute__(self, name: str) -> Any:
        if name == "transcript":
            raise RuntimeError("my transcript is not ready")
        return super().__getattribute__(name)


EXPECTED = {
    "start_raises": "start() raised RuntimeError: cannot connect my brain",
    "step_raises": "step(tick 2) raised ValueError: division by zero",
    "returns_none": "step() returned a NoneType, not an AgentChunk",
    "audio_list": "audio is a list, expected a numpy array",
    "audio_str": "audio is a str, expected a numpy array",
    "stereo": "audio of shape (1600, 2) refused",
    "int32": "audio dtype int32 refused",
    "nan": "float audio holds NaN or inf",
    "inf": "float audio holds NaN or inf",
    "int_scaled_float": "float audio must be full scale",
    "non_json_call": "arguments that are not JSON",
    "nan_argument": "arguments that are not JSON",
    "calls_as_user": "claims actor 'user'",
    "sleeps_forever": "step(tick 2) exceeded its wall cap of 5 s",
    "spins_forever": "step(tick 2) used more than its CPU budget of 0.5 s",
    "keyboard_interrupt": "step(tick 2) raised KeyboardInterrupt",
    "system_exit": "step(tick 2) raised SystemExit: bye",
    "start_exits": "start() raised SystemExit: 3",
    "raises_infrastructure": "step(tick 2) raised InfrastructureError: server_error: my own",
    "chunk_raises": "reading what the agent returned raised RuntimeError: my transcript",
    "build_raises": "building the agent raised OSError: model file missing",
    "build_hangs": "building the agent exceeded its wall budget of 1 s",
    "spec_raises": "building the agent raised KeyError",
    "spec_hangs": "building the agent exceeded its wall budget of 1 s",
}


def _builder(behaviour: str):
    def build(cache_dir, world=None):
        if behaviour == "build_raises":
            raise OSError("model file missing")
        if behaviour == "build_hangs":
            _RELEASE.wait()
        return BadAgent(behaviour)

    return build


@pytest.fixture
def bad_agents(monkeypatch):
    register_toy_world()
    agents = dict(registry.AGENTS)
    for behaviour in EXPECTED:
        agents[f"bad_{behaviour}"] = AgentEntry(_builder(behaviour))
    monkeypatch.setattr(registry, "AGENTS", agents)
    yield
    _RELEASE.set()


def test_every_bad_agent_ends_as_agent_error_and_the_null_episodes_finish(tmp_path, bad_agents):
    names = tuple(f"bad_{b}" for b in EXPECTED) + ("null",)
    spec = CampaignSpec(
        scenarios=(toy_scenario(step_cap_ticks=60),),
        agents=names,
        runs=1,
        channel="clean",
        dials=HarnessDials(start_budget_s=1.0, step_budget_s=0.5, step_wall_cap_s=5.0),
    )
    started = time.monotonic()
    rows = {str(r["agent"]): r for r in run_campaign(spec, tmp_path)}
    elapsed = time.monotonic() - started
    assert elapsed < 60
    for behaviour, reason in EXPECTED.items():
        key = f"toy_single_intent_01__bad_{behaviour}__clean__r0"
        row = next(r for r in read_results(tmp_path) if r["key"] == key)
        assert row["termination"] == "agent_error", (behaviour, row)
        assert reason in str(row["termination_detail"]), (behaviour, row["termination_detail"])
        assert row["reward"] == 0.0
        terminated = read_trace(tmp_path / "episodes" / key).events(Terminated)[-1]
        assert terminated.reason == "agent_error" and reason in terminated.detail
    null = next(r for k, r in rows.items() if k == "null")
    assert null["termination"] in {"user_stop", "max_steps"}
    assert null["ticks"] > 2
    # what the episode ran on and what its steps cost are in its meta.json
    meta = read_meta(tmp_path / "episodes" / str(null["key"]))
    assert meta["cpu_model"] and meta["load_at_start"]["cpus"] >= 1
    assert meta["agent_steps"]["steps"] == null["ticks"]
    assert 0 < meta["agent_steps"]["max_step_cpu_s"] < 0.5
    assert not read_failures(tmp_path)


def _deep(levels: int) -> list:
    value: list = []
    for _ in range(levels):
        value = [value]
    return value


class Chatty:
    """Returns far too much per tick: a megabyte of transcript and 100 tool calls, then a
    100 kB argument, megabyte names and call_ids, 100,000-deep arguments, a million calls."""

    name = "chatty"

    def start(self, context: Any) -> None:
        pass

    def step(self, data: Any) -> AgentChunk:
        calls: tuple[ToolCall, ...] = ()
        if data.tick == 0:
            calls = tuple(
                ToolCall(call_id=f"c{data.tick}_{i}", name="get_lamp", arguments={"lamp_id": "1"})
                for i in range(100)
            )
            huge = ToolCall(call_id="big", name="get_lamp", arguments={"lamp_id": "9" * 100_000})
            calls = (huge, *calls)
        elif data.tick == 1:
            calls = (ToolCall(call_id="i" * 1_000_000, name="n" * 1_000_000, arguments={}),)
        elif data.tick == 2:
            deep = ToolCall.model_construct(
                call_id="deep", name="get_lamp", arguments={"lamp_id": _deep(100_000)}
            )
            calls = (deep,)
        elif data.tick == 3:
            one = ToolCall(call_id="many", name="get_lamp", arguments={"lamp_id": "1"})
            calls = (one,) * 1_000_000
        return AgentChunk(
            audio=np.full(3 * TICK, 0.5, dtype=np.float32),
            transcript="word " * 200_000,
            tool_calls=calls,
            end_call=data.tick == 4,
        )

    def spec(self) -> dict[str, Any]:
        return {"name": self.name}


def test_output_volume_per_tick_is_bounded_and_the_cut_recorded(tmp_path, monkeypatch):
    register_toy_world()
    monkeypatch.setattr(
        registry, "AGENTS", {**registry.AGENTS, "chatty": AgentEntry(lambda c, w=None: Chatty())}
    )
    spec = CampaignSpec(
        scenarios=(toy_scenario(step_cap_ticks=20),), agents=("chatty",), runs=1, channel="clean"
    )
    started = time.monotonic()
    (row,) = run_campaign(spec, tmp_path)
    assert time.monotonic() - started < 60  # a million calls are not each checked
    assert row["termination"] == "agent_stop"
    trace = read_trace(tmp_path / "episodes" / str(row["key"]))
    notes = [e.text for e in trace.events(HarnessNote)]
    assert any("transcript of 1000000 characters cut to 2000" in n for n in notes)
    assert any("101 tool calls cut to the first 16" in n for n in notes)
    assert any("1000000 tool calls cut to the first 16" in n for n in notes)
    assert any("audio of 4800 samples cut to one tick" in n for n in notes)
    assert any("tool name of 1000000 characters cut to 128" in n for n in notes)
    assert any("call_id of 1000000 characters cut to 128" in n for n in notes)
    assert any("'deep') refused: arguments nested too deeply" in n for n in notes)
    assert all(len(e.text) <= 2000 for e in trace.events(Utterance))
    called = trace.events(ToolCalled)
    assert len(called) == 16 + 1 + 1 + 16
    assert all(len(e.name) <= 128 and len(e.call_id) <= 128 for e in called)
    returned = {e.call_id: e for e in trace.events(ToolReturned)}
    assert not returned["big"].ok and "argument value is too long" in returned["big"].content
    assert not returned["deep"].ok and "nested too deeply" in returned["deep"].content
    events = (tmp_path / "episodes" / str(row["key"]) / "events.jsonl").stat().st_size
    assert events < 200_000


class Flaky:
    """Its provider is down: raises InfrastructureError from step."""

    name = "flaky"

    def start(self, context: Any) -> None:
        pass

    def step(self, data: Any) -> AgentChunk:
        raise InfrastructureError("server_error", "realtime endpoint returned 503")

    def spec(self) -> dict[str, Any]:
        return {"name": self.name}


def test_infrastructure_errors_are_retried_then_recorded_outside_the_scores(tmp_path, monkeypatch):
    register_toy_world()
    monkeypatch.setattr(
        registry,
        "AGENTS",
        {**registry.AGENTS, "flaky": AgentEntry(lambda c, w=None: Flaky(), provider=True)},
    )
    spec = CampaignSpec(
        scenarios=(toy_scenario(step_cap_ticks=20),), agents=("flaky",), runs=1, channel="clean"
    )
    waits: list[float] = []
    rows = run_campaign(spec, tmp_path, sleep=waits.append)
    assert rows == []
    assert waits == [INFRA_BACKOFF_S, 2 * INFRA_BACKOFF_S]
    (failure,) = read_failures(tmp_path)
    assert failure["termination"] == "infra_failed" and failure["attempts"] == 3
    assert "503" in str(failure["termination_detail"])
    assert not (tmp_path / "episodes" / str(failure["key"])).exists()
    assert not list((tmp_path / "episodes").glob("*.partial"))
