"""Each failure class against the fakes: who is blamed, whether it is retried or scored.

The table in docs/agents.md ("Failure classes") lists what happens for each; every row has a
test here or in test_fault_matrix.py / test_timekeeping.py.
"""

from __future__ import annotations

import gc
import json
from pathlib import Path

import pytest

from duplexworld.agents import errors
from duplexworld.campaign import CampaignSpec, read_results, run_campaign, select_scenarios
from duplexworld.cli import main
from duplexworld.fakes import running_fake
from duplexworld.worlds import builtin_scenarios

SCENARIO = "banking_single_intent_01"


@pytest.fixture(autouse=True)
def _quick_backoff(monkeypatch):
    monkeypatch.setattr(errors, "EPISODE_BACKOFF_S", 0.05)
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test")
    monkeypatch.setenv("DW_RAW_KEY", "sk-test")
    yield
    gc.collect()  # finalise the fakes' closed connections (see tests/campaign/test_realtime.py)


def _campaign(config: Path, out: Path) -> list[dict[str, object]]:
    scenarios = select_scenarios(builtin_scenarios(), None, [SCENARIO])
    return run_campaign(CampaignSpec(tuple(scenarios), (str(config),), 1, "clean"), out)


def _lines(path: Path) -> list[dict[str, object]]:
    return [json.loads(line) for line in path.read_text().splitlines()] if path.exists() else []


def test_a_wrong_key_is_an_auth_failure_and_never_retried(tmp_path, agent_config):
    with running_fake("openai_realtime", fault="auth", times=99) as server:
        rows = _campaign(agent_config("openai_realtime", server.url, tmp_path), tmp_path / "run")
        connections = server.server.faults.connections
    assert rows == [] and connections == 1  # one try: neither the bridge nor the campaign retried
    (failed,) = _lines(tmp_path / "run" / "infra.jsonl")
    assert failed["kind"] == "auth" and failed["final"] and "HTTP 401" in str(failed["detail"])


def test_a_rejected_voice_stops_the_campaign_with_one_line(tmp_path, agent_config, capsys):
    with running_fake("openai_realtime") as server:
        config = agent_config("openai_realtime", server.url, tmp_path, voice="nova-x")
        out = tmp_path / "run"
        code = main(
            ["run", "--channel", "clean", "--scenario", SCENARIO]
            + ["--agent-config", str(config), "--out", str(out)]
        )
        sent = [e for e in server.server.client_events if e != "input_audio_buffer.append"]
    assert code == 2
    errors_shown = [line for line in capsys.readouterr().out.splitlines() if "error:" in line]
    assert len(errors_shown) == 1
    assert "field 'voice'" in errors_shown[0] and "nova-x" in errors_shown[0]
    assert "response.create" not in sent  # the call never ran without its configuration
    assert read_results(out) == [] if (out / "results.jsonl").exists() else True
    assert _lines(out / "infra.jsonl") == [] and _lines(out / "failures.jsonl") == []


def test_a_failed_response_is_the_providers_failure_then_the_episode_is_scored(
    tmp_path, agent_config
):
    with running_fake("openai_realtime", fault="response_failed", times=1) as server:
        rows = _campaign(agent_config("openai_realtime", server.url, tmp_path), tmp_path / "run")
    (failed,) = _lines(tmp_path / "run" / "infra.jsonl")
    assert failed["kind"] == "server_error" and "response failed" in str(failed["detail"])
    assert failed["status"] == "retried"
    (row,) = rows
    assert row["termination"] == "user_stop"


@pytest.mark.parametrize("adapter", ["raw_ws", "twilio_bot"])
def test_a_user_hosted_bots_malformed_message_is_its_own_fault_and_scored(
    adapter, tmp_path, agent_config
):
    with running_fake(adapter, fault="malformed", times=1) as server:
        config = agent_config(adapter, server.url, tmp_path, api_key_env="DW_RAW_KEY")
        rows = _campaign(config, tmp_path / "run")
    assert _lines(tmp_path / "run" / "infra.jsonl") == []  # not an outage: not retried
    (row,) = rows
    assert row["termination"] == "agent_error" and row["GS"] is not None
    (episode,) = [p for p in (tmp_path / "run" / "episodes").iterdir() if p.is_dir()]
    events = _lines(episode / "events.jsonl")
    (end,) = [e for e in events if e["kind"] == "terminated"]
    assert "malformed" in str(end["detail"])


def test_a_close_code_and_its_reason_are_recorded(tmp_path, agent_config):
    with running_fake("raw_ws", fault="close_4000", times=1) as server:
        config = agent_config("raw_ws", server.url, tmp_path, api_key_env="DW_RAW_KEY")
        rows = _campaign(config, tmp_path / "run")
    (failed,) = _lines(tmp_path / "run" / "infra.jsonl")
    assert failed["kind"] == "disconnect"
    assert "4000" in str(failed["detail"]) and "call limit reached" in str(failed["detail"])
    assert len(rows) == 1
