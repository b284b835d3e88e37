"""Judges against a local OpenAI-compatible server on 127.0.0.1 (a real socket, in a thread)."""

from __future__ import annotations

import json
import logging
from pathlib import Path

import numpy as np
import pytest

from duplexworld.metrics import judges
from duplexworld.metrics.base import REGISTRY, Absent, MetricValue
from duplexworld.metrics.judges import prompts
from duplexworld.metrics.judges.client import JudgeClient, JudgeError, parse_json_verdict
from duplexworld.metrics.judges.config import JudgeConfig
from duplexworld.testing.chat_server import chat_server
from duplexworld.testing.traces import trace_header
from duplexworld.trace import (
    Heard,
    Terminated,
    ToolCalled,
    ToolReturned,
    TraceWriter,
    Utterance,
    read_trace,
)
from duplexworld.worlds import build_world, builtin_scenarios

API_KEY = "sk-test-SECRET-4471-do-not-leak"


class FakeEndpoint:
    """Answers each request by the judge named in the system prompt."""

    def __init__(self) -> None:
        self.replies: dict[str, str] = {
            "progressed": json.dumps(
                {
                    "unnecessary_tool_calls": False,
                    "information_loss": True,
                    "redundancy": False,
                    "poor_question_quality": False,
                    "explanation": "asked for the date of birth twice",
                }
            ),
            "faithful": "```json\n"
            + json.dumps(
                {
                    "instruction_adherence": {"violated": False, "severity": None},
                    "role_consistency": {"violated": False, "severity": None},
                    "tool_result_fidelity": {"violated": True, "severity": "minor"},
                    "grounding": {"violated": False, "severity": None},
                    "tool_schema_adherence": {"violated": False, "severity": None},
                    "explanation": "rounded an amount",
                }
            )
            + "\n```",
            "assertion": 'Verdict: {"satisfied": true, "explanation": "line 3"}',
        }

    def reply_for(self, body: dict) -> str:
        system = body["messages"][0]["content"]
        for marker, reply in self.replies.items():
            if marker in system:
                return reply
        raise AssertionError(f"unexpected prompt: {system[:80]}")


@pytest.fixture
def endpoint():
    fake = FakeEndpoint()
    with chat_server(fake.reply_for) as server:
        server.replies = fake.replies  # type: ignore[attr-defined]  (tests change replies)
        yield server


@pytest.fixture
def configured(endpoint, tmp_path, monkeypatch):
    monkeypatch.setenv("DUPLEXWORLD_JUDGE_MODEL", "judge-model-1")
    monkeypatch.setenv("DUPLEXWORLD_JUDGE_BASE_URL", endpoint.url)
    monkeypatch.setenv("DUPLEXWORLD_JUDGE_API_KEY", API_KEY)
    monkeypatch.setenv("DUPLEXWORLD_JUDGE_CACHE", str(tmp_path / "judge-cache"))
    judges.configure_judge(None)
    yield endpoint
    judges.configure_judge(None)


@pytest.fixture
def unconfigured(monkeypatch):
    for name in ("MODEL", "BASE_URL", "API_KEY", "CACHE"):
        monkeypatch.delenv(f"DUPLEXWORLD_JUDGE_{name}", raising=False)
    judges.configure_judge(None)


# an assertion with no deterministic part, so the judge alone decides NLA (every banking
# scenario has checks since the read-back checks: one is taken without them)
SCENARIO = next(s for s in builtin_scenarios("banking") if s.nl_assertion).model_copy(
    update={"nl_checks": ()}
)
WORLD = build_world(SCENARIO)


def make_trace(directory: Path, agent_lines: list[str], scenario=SCENARIO):
    header = trace_header(
        scenario,
        components={
            "agent": {"name": "scripted"},
            # what the episode writes: the world's prompt and tools as the agent got them
            "world": {
                "name": SCENARIO.world,
                "instructions": WORLD.instructions(),
                "tools": [spec.model_dump(mode="json") for spec in WORLD.tools()],
            },
        },
    )
    writer = TraceWriter(directory, header)
    writer.emit(Utterance(tick=0, lane="caller", text="Hi, my card {keeps} getting declined."))
    tick = 5
    for line in agent_lines:
        writer.emit(Utterance(tick=tick, lane="agent", text=line))
        # what the caller's ear recognised of it (judges read this, not the utterance)
        writer.emit(
            Heard(tick=tick + 3, lane="agent", text=line, start_tick=tick, end_tick=tick + 2)
        )
        tick += 10
    if agent_lines:
        writer.emit(
            ToolCalled(
                tick=tick, call_id="c1", actor="agent", name="get_customer", arguments={"id": "7"}
            )
        )
        writer.emit(
            ToolReturned(
                tick=tick + 1,
                call_id="c1",
                actor="agent",
                name="get_customer",
                ok=True,
                content="Dana Whitfield",
            )
        )
    writer.emit(Terminated(tick=tick + 2, reason="user_stop"))
    silence = np.zeros(1600, np.int16)
    for _ in range(tick + 2):
        writer.audio(silence, silence)
    writer.close({}, meta={})
    return read_trace(directory)


def test_judged_metrics_are_absent_without_a_judge(unconfigured, tmp_path):
    trace = make_trace(tmp_path / "ep", ["Hello, how can I help?"])
    for name in judges.JUDGED_METRICS:
        assert not isinstance(REGISTRY[name].compute(SCENARIO, trace), MetricValue)
    assert "no judge configured" in judges.judge_status()


def test_prompts_carry_the_transcript_and_settings(configured, tmp_path):
    trace = make_trace(tmp_path / "ep", ["Hello, how can I help?", "Your card is unlocked."])
    cp = REGISTRY["CP"].compute(SCENARIO, trace)
    assert cp is not None and cp.value == 2.0  # one issue of four
    assert cp.version == prompts.CP_VERSION and cp.evidence["model"] == "judge-model-1"
    request = configured.requests[-1]
    assert request["path"] == "/v1/chat/completions"
    assert request["headers"]["Authorization"] == f"Bearer {API_KEY}"
    body = request["body"]
    assert body["model"] == "judge-model-1" and body["temperature"] == 0
    user = body["messages"][1]["content"]
    assert "AGENT: Your card is unlocked." in user
    assert "CALLER: Hi, my card {keeps} getting declined." in user
    assert 'AGENT TOOL CALL: get_customer {"id": "7"}' in user
    assert "TOOL RESULT get_customer (ok): Dana Whitfield" in user
    for issue in prompts.CP_ISSUES:
        assert issue in user
    assert SCENARIO.goal not in user  # CP is topic-free


def test_fai_sees_instructions_role_and_tool_schemas(configured, tmp_path):
    trace = make_trace(tmp_path / "ep", ["Hello."])
    fai = REGISTRY["FAI"].compute(SCENARIO, trace)
    assert fai is not None and fai.value == 2.0  # one minor violation
    user = configured.requests[-1]["body"]["messages"][1]["content"]
    assert WORLD.instructions() in user
    assert all(spec.name in user for spec in WORLD.tools())
    assert "scripted agent answering the phone for the banking service" in user
    for dimension in prompts.FAI_DIMENSIONS:
        assert dimension in user


def test_nla_checks_the_assertion_deterministic_cases_first(configured, tmp_path):
    trace = make_trace(tmp_path / "ep", ["I have locked the card."])
    nla = REGISTRY["NLA"].compute(SCENARIO, trace)
    assert nla is not None and nla.value == 1.0
    assert SCENARIO.nl_assertion in configured.requests[-1]["body"]["messages"][1]["content"]
    count = len(configured.requests)
    silent = make_trace(tmp_path / "silent", [])
    value = REGISTRY["NLA"].compute(SCENARIO, silent)
    assert value is not None and value.value == 0.0 and "deterministic" in value.evidence
    no_assertion = SCENARIO.model_copy(update={"nl_assertion": None})
    assert isinstance(REGISTRY["NLA"].compute(no_assertion, trace), Absent)
    assert len(configured.requests) == count  # neither case asked the judge


def test_second_scoring_is_answered_from_the_cache(configured, tmp_path):
    trace = make_trace(tmp_path / "ep", ["Hello, how can I help?"])
    first = {name: REGISTRY[name].compute(SCENARIO, trace) for name in judges.JUDGED_METRICS}
    count = len(configured.requests)
    assert count == 3
    judges.configure_judge(None)  # a fresh client: only the disk cache can answer
    import duplexworld.metrics.judges.metrics as judge_metrics

    judge_metrics._CLIENT = None
    second = {name: REGISTRY[name].compute(SCENARIO, trace) for name in judges.JUDGED_METRICS}
    assert len(configured.requests) == count
    assert first == second


def test_the_api_key_lands_nowhere(configured, tmp_path, caplog):
    caplog.set_level(logging.DEBUG)
    trace = make_trace(tmp_path / "ep", ["Hello, how can I help?"])
    values = [REGISTRY[name].compute(SCENARIO, trace) for name in judges.JUDGED_METRICS]
    cache_files = list((tmp_path / "judge-cache").rglob("*"))
    assert any(p.is_file() for p in cache_files)
    for path in cache_files:
        if path.is_file():
            assert API_KEY not in path.read_text(encoding="utf-8")
            assert "127.0.0.1" not in path.read_text(encoding="utf-8")
    for value in values:
        assert API_KEY not in value.model_dump_json()
    assert API_KEY not in repr(judges.judge_config())
    assert API_KEY not in judges.judge_status() and API_KEY not in caplog.text


def test_server_errors_are_retried_and_refusals_are_absent(configured, tmp_path, caplog):
    config = JudgeConfig(
        model="m", base_url=configured.url, api_key=API_KEY, cache_dir=tmp_path / "c"
    )
    client = JudgeClient(config, sleep=lambda s: None)
    messages = prompts.nla_messages("The agent greets.", "[0.0] AGENT: hi")
    configured.fail_next = [503, 500]
    verdict = client.verdict("NLA", "1", messages, prompts.validate_nla)
    assert verdict.data["satisfied"] is True and client.requests == 3
    configured.fail_next = [401]
    with pytest.raises(JudgeError) as failure:
        client.verdict("NLA", "1", prompts.nla_messages("Other.", "x"), prompts.validate_nla)
    assert API_KEY not in str(failure.value) and API_KEY not in caplog.text


def test_an_unusable_verdict_is_absent_and_not_cached(configured, tmp_path):
    configured.replies["assertion"] = "I think it is fine."
    trace = make_trace(tmp_path / "ep", ["Hello."])
    assert isinstance(REGISTRY["NLA"].compute(SCENARIO, trace), Absent)
    assert not list((tmp_path / "judge-cache").rglob("*.json"))


def test_json_parsing_tolerates_fences_and_prose():
    assert parse_json_verdict('```json\n{"a": 1}\n```') == {"a": 1}
    assert parse_json_verdict('Sure! {"a": {"b": 2}} Hope that helps.') == {"a": {"b": 2}}
    with pytest.raises(JudgeError):
        parse_json_verdict("no json here")


def test_score_mappings():
    clean = {key: False for key in prompts.CP_ISSUES}
    assert prompts.cp_score(clean) == 3.0
    assert prompts.cp_score({**clean, "redundancy": True, "information_loss": True}) == 1.0
    kept = {key: {"violated": False, "severity": None} for key in prompts.FAI_DIMENSIONS}
    assert prompts.fai_score(kept) == 3.0
    major = {**kept, "grounding": {"violated": True, "severity": "major"}}
    assert prompts.fai_score(major) == 1.0
    with pytest.raises(ValueError):
        prompts.validate_cp({"unnecessary_tool_calls": "maybe"})
