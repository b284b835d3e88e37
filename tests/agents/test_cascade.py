"""The cascade against a local chat-completions endpoint: honest, measured latency."""

from __future__ import annotations

import json
import re
import time
from dataclasses import dataclass
from pathlib import Path

import pytest
import yaml

from duplexworld.caller.persona import AGENT_VOICE
from duplexworld.campaign import CampaignSpec, run_campaign, select_scenarios
from duplexworld.episode.components import speech_bank
from duplexworld.metrics.interaction import extract_call_events, interaction_input_from_trace
from duplexworld.testing.chat_server import chat_server
from duplexworld.trace import AgentNote, Utterance, read_trace
from duplexworld.worlds import builtin_scenarios

LINES = (
    "I can help with that. Could you tell me your full name, please?",
    "Thank you. Is there anything else I can help you with?",
    "Thank you for calling. Goodbye.",
)


def _reply(delay_s: float):
    def reply(body: dict[str, object]) -> str:
        time.sleep(delay_s)
        users = sum(1 for m in body["messages"] if m["role"] == "user")  # type: ignore[index]
        return LINES[min(users, len(LINES)) - 1]

    return reply


REPLY_NOTE = re.compile(
    r"latency reply: asr ([0-9.]+) s, llm ([0-9.]+) s, tts ([0-9.]+) s -> tick (\d+)"
)


@dataclass(frozen=True)
class Answered:
    """One caller turn the agent answered, as the tau-Voice panel scored it."""

    turn: tuple[str, int]
    """The caller's words and their occurrence in the call (the same turn in another call)."""
    latency_s: float
    """The panel's response latency of this turn."""
    stages: tuple[float, float, float]
    """The reply's measured recogniser, model and synthesis seconds."""


def _answered(episode: Path) -> list[Answered]:
    """The panel's response events, each with its caller turn and the reply's stage times."""
    trace = read_trace(episode)
    calls = extract_call_events(interaction_input_from_trace(trace))
    caller = [e for e in trace.events if isinstance(e, Utterance) and e.lane == "caller"]
    replies = {
        int(m.group(4)): (float(m.group(1)), float(m.group(2)), float(m.group(3)))
        for e in trace.events(AgentNote)
        if (m := REPLY_NOTE.match(e.text))
    }
    answered = []
    for event in calls.of("response"):
        if event.outcome != "response" or event.latency_ticks is None:
            continue
        before = [u for u in caller if u.tick <= event.tick]
        onset = event.tick + event.latency_ticks
        # the reply whose speech starts the answer (its note is written at its release tick)
        stages = replies.get(onset) or replies.get(onset - 1)
        if not before or stages is None:
            continue  # the greeting, or speech that was not a timed reply
        text = before[-1].text
        occurrence = sum(1 for u in before if u.text == text)
        answered.append(
            Answered((text, occurrence), event.latency_ticks * calls.tick_seconds, stages)
        )
    return answered


def _episode(delay_s: float, tmp: Path, name: str) -> tuple[dict[str, object], Path]:
    with chat_server(_reply(delay_s)) as server:
        config = tmp / f"{name}.yaml"
        config.write_text(
            yaml.safe_dump(
                {
                    "type": "cascade",
                    "name": name,
                    "model": "m",
                    "base_url": server.url,
                    "stream": False,
                }
            )
        )
        scenarios = select_scenarios(builtin_scenarios(), None, ["banking_single_intent_01"])
        (row,) = run_campaign(
            CampaignSpec(tuple(scenarios), (str(config),), 1, "clean"), tmp / name
        )
        requests = len(server.requests)
    (episode,) = [p for p in (tmp / name / "episodes").iterdir() if p.is_dir()]
    assert requests >= 2, (row["termination"], row.get("termination_detail"))
    return row, episode


PATIENCE_S = 30.0
"""The caller's wait before "Are you still there?" in the latency test (tau-Voice: 5 s)."""


@pytest.fixture
def patient_caller(monkeypatch):
    """Callers that wait PATIENCE_S for an answer: on a loaded machine the recogniser's wall
    time (also measured, so also on the clock) plus the slow model's 1.5 s can outlast the
    default 5 s, the caller re-prompts in one run only, and the two calls stop being the same
    conversation. The trace header records the caller's turn-taking values."""
    from duplexworld.caller import TurnTakingConfig
    from duplexworld.episode import episode as episode_module

    build = episode_module.build_caller

    def patient(*args, **kwargs):
        caller = build(*args, **kwargs)
        caller.config = TurnTakingConfig(wait_after_self_s=PATIENCE_S)
        return caller

    monkeypatch.setattr(episode_module, "build_caller", patient)


def test_a_slow_model_answers_later_by_its_measured_time(tmp_path, patient_caller):
    # both runs find the replies in the speech cache, so they differ by the model's time only
    bank = speech_bank(AGENT_VOICE)
    for line in LINES:
        for sentence in line.split(". "):
            bank.speak(sentence if sentence.endswith((".", "?")) else sentence + ".")
    fast_row, fast_dir = _episode(0.0, tmp_path, "fast")
    slow_row, slow_dir = _episode(1.5, tmp_path, "slow")
    header = json.loads((slow_dir / "header.json").read_text())
    assert header["components"]["agent"]["timing"].startswith("measured")
    assert header["components"]["caller"]["turn_taking"]["wait_after_self_s"] == PATIENCE_S
    fast, slow = _answered(fast_dir), _answered(slow_dir)
    # the same conversation: the caller's turns, each answered, in the same order
    assert [a.turn for a in fast] == [a.turn for a in slow] and len(fast) >= 2, (fast, slow)
    for f, s in zip(fast, slow, strict=True):
        # the model took 1.5 s longer in every reply ...
        assert 1.2 <= s.stages[1] - f.stages[1] <= 1.9, (f, s)
        # ... and the panel's response latency of the turn is longer by the measured
        # difference: the model's 1.5 s, plus whatever the recogniser and synthesiser took
        # more or less in this run (their wall time varies with the machine's load), each
        # rounded up to whole ticks
        other = (s.stages[0] - f.stages[0]) + (s.stages[2] - f.stages[2])
        assert 1.2 <= s.latency_s - f.latency_s - other <= 1.9, (f, s)
    # the tau-Voice panel's response latency (the results row): about 1.5 s longer
    difference = float(slow_row["response_latency"]) - float(fast_row["response_latency"])
    other = sum(
        s.stages[0] + s.stages[2] - f.stages[0] - f.stages[2]
        for f, s in zip(fast, slow, strict=True)
    )
    assert 1.2 <= difference - other / len(fast) <= 1.9, (difference, other)
    print(f"tau-Voice response latency: +{difference:.2f} s (other stages {other:+.2f} s)")


def test_streamed_reply_with_a_tool_call_against_the_chat_fake(tmp_path, monkeypatch, agent_config):
    from duplexworld.agents import errors
    from duplexworld.fakes import running_fake

    monkeypatch.setattr(errors, "EPISODE_BACKOFF_S", 0.05)
    monkeypatch.setenv("CASCADE_API_KEY", "sk-cascade-test-secret")
    with running_fake("chat", fault="rate_limit", times=1) as server:
        data = yaml.safe_load(
            (Path(__file__).parents[2] / "examples/agents/cascade.yaml").read_text()
        )
        data["base_url"] = server.url
        config = tmp_path / "cascade.yaml"
        config.write_text(yaml.safe_dump(data))
        scenarios = select_scenarios(builtin_scenarios(), None, ["banking_single_intent_01"])
        rows = run_campaign(
            CampaignSpec(tuple(scenarios), (str(config),), 1, "clean"), tmp_path / "run"
        )
        requests = list(server.server.requests)
    (row,) = rows
    assert row["termination"] == "user_stop", row.get("termination_detail")
    assert all(r["stream"] for r in requests) and requests[0]["tools"]
    # the 429 was an infrastructure failure: recorded, and the episode run again
    (failed,) = [json.loads(x) for x in (tmp_path / "run" / "infra.jsonl").read_text().splitlines()]
    assert failed["kind"] == "rate_limit"
    (episode,) = [p for p in (tmp_path / "run" / "episodes").iterdir() if p.is_dir()]
    events = [json.loads(line) for line in (episode / "events.jsonl").read_text().splitlines()]
    called = [e for e in events if e["kind"] == "tool_called" and e["actor"] == "agent"]
    assert called and called[0]["name"] == requests[0]["tools"][0]["function"]["name"]
    notes = [e["text"] for e in events if e["kind"] == "agent_note"]
    assert any(n.startswith("latency tool call: asr") for n in notes)
    spoken = " ".join(
        e["text"] for e in events if e["kind"] == "utterance" and e["lane"] == "agent"
    )
    assert "I have checked that for you" in spoken
    for path in (tmp_path / "run").rglob("*"):
        if path.is_file():
            assert b"sk-cascade-test-secret" not in path.read_bytes()
