"""The cascade against a local chat-completions endpoint: honest latency that does not depend
on how busy the machine is (local stages charged their CPU time, the model its wall time)."""

from __future__ import annotations

import json
import re
import time
from pathlib import Path

import pytest
import yaml

from duplexworld.agents.cascade import SENTENCE_END
from duplexworld.caller.components import speech_bank
from duplexworld.caller.persona import AGENT_VOICE
from duplexworld.campaign import CampaignSpec, run_campaign, select_scenarios
from duplexworld.testing import register_toy_world, toy_scenario
from duplexworld.testing.chat_server import chat_server
from duplexworld.testing.load import cpu_burners
from duplexworld.trace import AgentNote, read_trace
from duplexworld.worlds import builtin_scenarios

LINES = (
    "I can help with that. Which lamp is it, please?",
    "Thank you. Lamp one is on now. Is there anything else I can help you with?",
    "Thank you for calling. Goodbye.",
)
"""The chat endpoint's replies, one per caller turn heard."""

SLOW_S = 1.5
"""What the slow endpoint adds to every reply (a remote model's wall time)."""


def _reply(delay_s: float):
    def reply(body: dict[str, object]) -> str:
        time.sleep(delay_s)
        users = sum(1 for m in body["messages"] if m["role"] == "user")  # type: ignore[index]
        return LINES[min(users, len(LINES)) - 1]

    return reply


REPLY_NOTE = re.compile(
    r"latency reply: vad ([0-9.]+) s cpu \([0-9.]+ s wall\), asr ([0-9.]+) s cpu "
    r"\(([0-9.]+) s wall\), llm ([0-9.]+) s wall, tts ([0-9.]+) s cpu \([0-9.]+ s wall\) "
    r"-> tick \d+"
)


def _toy_episode(delay_s: float, out: Path) -> tuple[dict[str, object], list[dict[str, float]]]:
    """One toy call against an endpoint that answers after ``delay_s``: the results row and
    each reply's charged stage times."""
    with chat_server(_reply(delay_s)) as server:
        config = out.parent / f"{out.name}.yaml"
        fields = {"type": "cascade", "name": "cascade", "model": "m", "base_url": server.url}
        config.write_text(yaml.safe_dump({**fields, "stream": False}))
        scenario = toy_scenario(step_cap_ticks=200)
        (row,) = run_campaign(CampaignSpec((scenario,), (str(config),), 1, "clean"), out)
        requests = len(server.requests)
    assert requests >= 2, (row["termination"], row.get("termination_detail"))
    (episode,) = [p for p in (out / "episodes").iterdir() if p.is_dir()]
    stages = [
        dict(zip(("vad", "asr", "asr_wall", "llm", "tts"), map(float, m.groups()), strict=True))
        for e in read_trace(episode).events(AgentNote)
        if (m := REPLY_NOTE.match(e.text))
    ]
    return row, stages


@pytest.mark.slow
def test_a_slow_model_adds_its_time_to_the_gap_at_any_load(tmp_path):
    register_toy_world()
    # every reply's sentences from the speech cache in both calls: no call renders one
    bank = speech_bank(AGENT_VOICE)
    for line in LINES:
        for sentence in SENTENCE_END.split(line):
            bank.speak(sentence)
    gaps: dict[int, float] = {}
    asr: dict[int, list[float]] = {}
    for burners in (0, 2):
        with cpu_burners(burners):
            fast_row, fast = _toy_episode(0.0, tmp_path / f"fast{burners}")
            slow_row, slow = _toy_episode(SLOW_S, tmp_path / f"slow{burners}")
        # the same conversation: as many replies, the slow model's each about 1.5 s slower
        assert len(fast) == len(slow) >= 2, (fast, slow)
        for f, s in zip(fast, slow, strict=True):
            assert SLOW_S - 0.3 <= s["llm"] - f["llm"] <= SLOW_S + 0.4, (f, s)
        # the tau-Voice panel's response latency (the results row) grew by the model's 1.5 s
        gaps[burners] = float(slow_row["response_latency"]) - float(fast_row["response_latency"])
        asr[burners] = [r["asr"] for r in fast + slow]
        print(
            f"{burners} burners: response latency {fast_row['response_latency']:.2f} s -> "
            f"{slow_row['response_latency']:.2f} s (+{gaps[burners]:.2f} s); replies (asr CPU s "
            f"/ wall s, llm wall s): "
            + "; ".join(f"{r['asr']:.2f}/{r['asr_wall']:.2f}, {r['llm']:.2f}" for r in fast + slow)
        )
    assert all(abs(gap - SLOW_S) <= 0.2 + 1e-9 for gap in gaps.values()), gaps
    # the recogniser's charge does not follow the load (its wall time grows about 3x with two
    # burners on two cores): on average at most half as much again as without them
    assert sum(asr[2]) / len(asr[2]) <= 1.5 * sum(asr[0]) / len(asr[0]), asr


def test_streamed_reply_with_a_tool_call_against_the_chat_fake(tmp_path, monkeypatch, agent_config):
    from duplexworld.campaign import attempt
    from duplexworld.fakes import running_fake

    monkeypatch.setattr(attempt, "INFRA_BACKOFF_S", 0.05)  # the name the campaign reads
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
    assert any(n.startswith("latency tool call: vad") and " asr " in n for n in notes)
    spoken = " ".join(
        e["text"] for e in events if e["kind"] == "utterance" and e["lane"] == "agent"
    )
    assert "I have checked that for you" in spoken
    for path in (tmp_path / "run").rglob("*"):
        if path.is_file():
            assert b"sk-cascade-test-secret" not in path.read_bytes()
