"""Judge and decider outages cost a bounded budget and never stop a campaign; secrets stay out.

The endpoints are local OpenAI-compatible servers on real sockets (``testing.chat_server``).
"""

from __future__ import annotations

import json
import time
from pathlib import Path

import numpy as np
import pytest
import yaml

from duplexworld.agents import AgentChunk, registry
from duplexworld.agents.registry import AgentEntry
from duplexworld.cli import main
from duplexworld.metrics.judges.breaker import DEFAULT_THRESHOLD, reset_breakers
from duplexworld.speech.bank import default_cache_dir
from duplexworld.testing import register_toy_world, toy_scenario
from duplexworld.testing.chat_server import chat_server
from duplexworld.trace import HarnessNote, Terminated, read_trace
from duplexworld.util.secrets import redact_url, scrub

KEY_CANARY = "sk-canaryKEY0123456789abcdef"
QUERY_CANARY = "qtokCANARY9876"


@pytest.fixture(autouse=True)
def clean(monkeypatch, tmp_path):
    for name in ("MODEL", "BASE_URL", "API_KEY", "TIMEOUT", "CACHE"):
        monkeypatch.delenv(f"DUPLEXWORLD_JUDGE_{name}", raising=False)
        monkeypatch.delenv(f"DUPLEXWORLD_DECIDER_{name}", raising=False)
    speech = default_cache_dir()  # keep the warm speech cache; judge and decider caches go here
    monkeypatch.setenv("DUPLEXWORLD_CACHE", str(tmp_path / "cache"))
    reset_breakers()
    yield speech
    reset_breakers()


def toy_files(directory: Path, count: int, step_cap: int = 60) -> Path:
    register_toy_world()
    directory.mkdir()
    for index in range(count):
        scenario = toy_scenario(id=f"toy_single_intent_{index + 1:02d}", step_cap_ticks=step_cap)
        path = directory / f"{scenario.id}.yaml"
        path.write_text(yaml.safe_dump(scenario.model_dump(mode="json")), encoding="utf-8")
    return directory


class Talker:
    """Lets the caller open, then asks a question and talks on without a pause: the caller's
    decider is consulted every 2 s of it."""

    name = "talker"

    def start(self, context):
        pass

    def step(self, data):
        if data.tick < 40:
            return AgentChunk()
        tone = (0.3 * np.sin(np.arange(1600) * 2 * np.pi * 440 / 8000)).astype(np.float32)
        return AgentChunk(audio=tone, transcript="Which lamp is it?" if data.tick == 40 else "")

    def spec(self):
        return {"name": self.name}


def run(tmp_path, speech, *extra: str, agent: str = "null", channel: str = "clean") -> int:
    out = str(tmp_path / "out")
    mine = str(tmp_path / "mine")
    args = [
        "run",
        "--channel",
        channel,
        "--scenario-file",
        mine,
        "--agent",
        agent,
        "--out",
        out,
        "--cache",
        str(speech),
    ]
    args += ["--executor", "serial"]  # the fakes and the toy world live in this process
    return main([*args, *extra])


def test_a_hanging_judge_costs_at_most_the_breaker_budget_and_the_report_says_why(
    tmp_path, monkeypatch, clean
):
    toy_files(tmp_path / "mine", 4)
    with chat_server(lambda body: "{}") as server:
        server.hang_s = 3.0
        monkeypatch.setenv("DUPLEXWORLD_JUDGE_MODEL", "judge-1")
        monkeypatch.setenv("DUPLEXWORLD_JUDGE_BASE_URL", server.url)
        monkeypatch.setenv("DUPLEXWORLD_JUDGE_TIMEOUT", "0.3")
        started = time.monotonic()
        assert run(tmp_path, clean) == 0
        elapsed = time.monotonic() - started
        asked = len(server.requests)
    # 4 episodes x (CP, FAI) would be 8 requests x 4 attempts without the breaker
    assert asked == DEFAULT_THRESHOLD
    assert elapsed < 40
    rows = [json.loads(line) for line in (tmp_path / "out" / "results.jsonl").open()]
    assert len(rows) == 4 and all(r["CP"] is None and r["FAI"] is None for r in rows)
    report = (tmp_path / "out" / "report.md").read_text(encoding="utf-8")
    assert "judge unavailable" in report
    assert "judge unavailable" in (tmp_path / "out" / "report.html").read_text(encoding="utf-8")


def test_a_decider_outage_falls_back_to_the_seeded_policy_and_the_trace_says_so(
    tmp_path, monkeypatch, clean
):
    toy_files(tmp_path / "mine", 1, step_cap=100)
    with chat_server(lambda body: "{}") as server:
        server.fail_always = 503
        monkeypatch.setenv("DUPLEXWORLD_DECIDER_MODEL", "decider-1")
        monkeypatch.setenv("DUPLEXWORLD_DECIDER_BASE_URL", server.url)
        monkeypatch.setattr(
            registry,
            "AGENTS",
            {**registry.AGENTS, "talker": AgentEntry(lambda c, w=None: Talker())},
        )
        assert run(tmp_path, clean, agent="talker", channel="turn_taking") == 0
        assert server.requests  # it was asked, and failed
    (episode,) = (tmp_path / "out" / "episodes").iterdir()
    notes = [e for e in read_trace(episode).events(HarnessNote) if e.topic == "decider"]
    assert notes and "seeded policy used" in notes[0].text
    assert read_trace(episode).events(Terminated)[-1].reason != "agent_error"


def echo(server_box: list) -> object:
    """Replies that echo the request's headers and path inside valid verdicts."""

    def reply(body: dict) -> str:
        request = server_box[0].requests[-1]
        leak = f"headers {json.dumps(request['headers'])} path {request['path']}"
        system = body["messages"][0]["content"]
        if "progressed" in system:
            return json.dumps(
                {
                    "unnecessary_tool_calls": False,
                    "information_loss": False,
                    "redundancy": False,
                    "poor_question_quality": False,
                    "explanation": leak,
                }
            )
        if "faithful" in system:
            kept = {"violated": False, "severity": None}
            return json.dumps(
                {
                    "instruction_adherence": kept,
                    "role_consistency": kept,
                    "tool_result_fidelity": kept,
                    "grounding": kept,
                    "tool_schema_adherence": kept,
                    "explanation": leak,
                }
            )
        return json.dumps({"answer": "no", "why": leak})

    return reply


def test_a_canary_secret_in_a_url_and_echoed_in_replies_is_in_no_file(tmp_path, monkeypatch, clean):
    toy_files(tmp_path / "mine", 1, step_cap=100)
    talker = AgentEntry(lambda c, w=None: Talker())
    monkeypatch.setattr(registry, "AGENTS", {**registry.AGENTS, "talker": talker})
    box: list = []
    with chat_server(echo(box)) as server:
        box.append(server)
        url = f"{server.url}?token={QUERY_CANARY}"
        for role in ("JUDGE", "DECIDER"):
            monkeypatch.setenv(f"DUPLEXWORLD_{role}_MODEL", "m-1")
            monkeypatch.setenv(f"DUPLEXWORLD_{role}_BASE_URL", url)
            monkeypatch.setenv(f"DUPLEXWORLD_{role}_API_KEY", KEY_CANARY)
        assert run(tmp_path, clean, agent="talker", channel="turn_taking") == 0
        assert main(["score", str(tmp_path / "out")]) == 0
        requests = list(server.requests)
    # the endpoints were really asked, with the key and the query string, and echoed both
    assert any(r["headers"].get("Authorization") == f"Bearer {KEY_CANARY}" for r in requests)
    assert any(QUERY_CANARY in r["path"] for r in requests)
    assert any("turn-taking" in r["body"]["messages"][0]["content"] for r in requests)
    files = [p for root in (tmp_path / "out", tmp_path / "cache") for p in root.rglob("*")]
    files = [p for p in files if p.is_file()]
    assert any("cache" in p.parts and p.suffix == ".json" for p in files)  # verdicts cached
    for path in files:
        data = path.read_bytes()
        assert KEY_CANARY.encode() not in data, path
        assert QUERY_CANARY.encode() not in data, path
    header = json.loads(next((tmp_path / "out" / "episodes").glob("*/header.json")).read_text())
    assert "?***" in json.dumps(header["components"]["caller"])


def test_redaction_and_scrubbing_rules():
    assert redact_url("https://user:pw@api.example.com:8443/v1?key=abc#x") == (
        "https://***@api.example.com:8443/v1?***#***"
    )
    text = 'Authorization: Bearer abc.def-ghi, {"api_key": "zzz"} sk-AAAAAAAAAAAAAAAAAAAA mine'
    cleaned = scrub(text, ["mine"])
    for secret in ("abc.def-ghi", "zzz", "sk-AAAA", "mine"):
        assert secret not in cleaned
