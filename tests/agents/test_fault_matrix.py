"""The fault matrix: each injected fault x each adapter ends in a scored episode or a retried
and recorded infrastructure failure, never a crash or a silently scored failure."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from duplexworld.campaign import CampaignSpec, attempt, run_campaign, select_scenarios
from duplexworld.cli import main
from duplexworld.fakes import running_fake
from duplexworld.worlds import builtin_scenarios

ADAPTERS = ["raw_ws", "openai_realtime", "twilio_bot", "gemini_live"]
MID_CALL = {
    "disconnect": "disconnect",
    "malformed": "malformed_event",
    "server_error": "server_error",
    "session_cap": "session_cap",
}
"""Faults that end a call in progress, and the class each is recorded as."""


@pytest.fixture(autouse=True)
def _quick_backoff(monkeypatch):
    # the name the campaign reads (campaign/attempt.py binds its own copy of
    # errors.EPISODE_BACKOFF_S at import, so patching that one would change no wait)
    monkeypatch.setattr(attempt, "INFRA_BACKOFF_S", 0.05)
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test")
    monkeypatch.setenv("GEMINI_API_KEY", "test-key")


HUNG_LATENESS_MS = 600_000.0
"""The p99 tick-lateness bound of these calls (a call is about 9 s long at 8x): only a hung
call passes it. What is tested here is each fault's class and retry; time-keeping is
test_timekeeping.py's. With the protocol tests' 10 s bound, a call slowed by a busy machine was
rerun as late, once more than a cell expects (two cells at load 10; under two burners at load
14 a call ran at p50 35 s late), which kept this file in the serial pass."""


CONNECT_S = 60.0
"""Time allowed for each connection and handshake (10 s by default): under two burners at
load 15 a Twilio fake's third connect, after two 429s, took longer than 10 s and the cell saw
a connect timeout instead of the 429s it tests."""


def _config(agent_config, adapter: str, server, tmp_path: Path, **changes: object) -> Path:
    if adapter == "gemini_live":
        pytest.importorskip("google.genai")  # the optional `gemini` extra
    changes = {"max_late_p99_ms": HUNG_LATENESS_MS, "connect_timeout_s": CONNECT_S, **changes}
    return agent_config(adapter, server.url, tmp_path, server.ca_file, **changes)


def _campaign(config: Path, out: Path) -> list[dict[str, object]]:
    scenarios = select_scenarios(builtin_scenarios(), None, ["banking_single_intent_01"])
    return run_campaign(CampaignSpec(tuple(scenarios), (str(config),), 1, "clean"), out)


def _infra(out: Path) -> list[dict[str, object]]:
    path = out / "infra.jsonl"
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text().splitlines()]


def _notes(out: Path) -> list[str]:
    (episode,) = [p for p in (out / "episodes").iterdir() if p.is_dir()]
    events = [json.loads(line) for line in (episode / "events.jsonl").read_text().splitlines()]
    return [str(e["text"]) for e in events if e["kind"] == "agent_note"]


CELLS = [
    (adapter, fault)
    for adapter in ADAPTERS
    for fault in sorted(MID_CALL)
    # Media Streams have no session cap and no error message: a bot can only drop the socket;
    # Gemini resumes across its cap (its own test below)
    if not (adapter in {"twilio_bot", "gemini_live"} and fault == "session_cap")
    # a user-hosted bot's malformed message is its own fault (test_failure_classes.py)
    and not (adapter in {"raw_ws", "twilio_bot"} and fault == "malformed")
]


@pytest.mark.parametrize(("adapter", "fault"), CELLS)
def test_mid_call_fault_is_recorded_then_the_episode_is_rerun_and_scored(
    adapter, fault, tmp_path, agent_config
):
    with running_fake(adapter, fault=fault, times=1) as server:
        rows = _campaign(_config(agent_config, adapter, server, tmp_path), tmp_path / "run")
    (failed,) = _infra(tmp_path / "run")
    assert failed["kind"] == MID_CALL[fault] and failed["status"] == "retried"
    assert failed["attempt"] == 1 and not failed["final"]
    (row,) = rows
    assert row["termination"] == "user_stop" and row["GS"] is not None
    # the half-written trace of the failed attempt is gone; one complete trace remains
    assert [p.name for p in (tmp_path / "run" / "episodes").iterdir()] == [row["key"]]


@pytest.mark.parametrize("adapter", ADAPTERS)
def test_429_on_connect_is_retried_within_the_episode_and_noted(adapter, tmp_path, agent_config):
    with running_fake(adapter, fault="rate_limit", times=2) as server:
        rows = _campaign(_config(agent_config, adapter, server, tmp_path), tmp_path / "run")
        connections = server.server.faults.connections
    assert len(rows) == 1 and _infra(tmp_path / "run") == []
    assert connections == 3
    notes = _notes(tmp_path / "run")
    assert "bridge connect attempt 1 failed: rate_limit: HTTP 429 on connect" in notes
    assert "bridge connected at attempt 3" in notes


def test_active_response_error_is_recorded_and_the_response_requested_again(tmp_path, agent_config):
    with running_fake("openai_realtime", fault="active_response") as server:
        config = agent_config(
            "openai_realtime",
            server.url,
            tmp_path,
            max_late_p99_ms=HUNG_LATENESS_MS,
            connect_timeout_s=CONNECT_S,
        )
        rows = _campaign(config, tmp_path / "run")
        sent = list(server.server.client_events)
    (row,) = rows
    assert row["termination"] == "user_stop"
    notes = _notes(tmp_path / "run")
    assert any("conversation_already_has_active_response" in n for n in notes)
    control = [e for e in sent if e != "input_audio_buffer.append"]  # audio interleaves
    assert control[:3] == ["session.update", "response.create", "response.create"]


@pytest.mark.parametrize("adapter", ADAPTERS)
def test_a_persistent_fault_ends_infra_failed_and_unscored(adapter, tmp_path, agent_config):
    with running_fake(adapter, fault="disconnect", times=99) as server:
        config = _config(agent_config, adapter, server, tmp_path)
        out = tmp_path / "run"
        code = main(
            ["run", "--channel", "clean", "--scenario", "banking_single_intent_01"]
            + ["--agent-config", str(config)]
            + ["--out", str(out)]
        )
    assert code == 0
    failures = _infra(out)
    assert [f["attempt"] for f in failures] == [1, 2, 3]
    assert failures[-1]["status"] == "infra_failed" and failures[-1]["final"]
    assert not (out / "results.jsonl").exists() or not (out / "results.jsonl").read_text()
    assert not [p for p in (out / "episodes").iterdir()] if (out / "episodes").exists() else True


def test_refused_connection_is_an_infrastructure_failure(tmp_path, agent_config):
    config = agent_config(
        "raw_ws", "ws://127.0.0.1:9", tmp_path, attempts=2, max_late_p99_ms=HUNG_LATENESS_MS
    )
    rows = _campaign(config, tmp_path / "run")
    assert rows == []
    failures = _infra(tmp_path / "run")
    assert {f["kind"] for f in failures} == {"refused"} and failures[-1]["final"]


def test_gemini_resumes_across_go_away_and_the_call_goes_on(tmp_path, agent_config):
    with running_fake("gemini_live", fault="session_cap") as server:
        config = _config(agent_config, "gemini_live", server, tmp_path)
        rows = _campaign(config, tmp_path / "run")
        events = list(server.server.client_events)
    (row,) = rows
    assert row["termination"] == "user_stop" and _infra(tmp_path / "run") == []
    assert events.count("setup") == 2 and "resumed" in events
    notes = _notes(tmp_path / "run")
    go_away = next(i for i, n in enumerate(notes) if n.startswith("provider notice go_away"))
    assert notes[go_away + 1].startswith("provider notice resumed: session resumed after goAway")
