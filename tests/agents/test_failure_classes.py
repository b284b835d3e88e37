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
from duplexworld.campaign import CampaignSpec, attempt, read_results, run_campaign, select_scenarios
from duplexworld.cli import main
from duplexworld.fakes import running_fake
from duplexworld.worlds import builtin_scenarios

SCENARIO = "banking_single_intent_01"


@pytest.fixture(autouse=True)
def _quick_backoff(monkeypatch):
    # the name the campaign reads (campaign/attempt.py binds its own copy of
    # errors.EPISODE_BACKOFF_S at import, so patching that one would change no wait)
    monkeypatch.setattr(attempt, "INFRA_BACKOFF_S", 0.05)
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
    # 4000 "call limit reached": the bot's service is at its limit, not wrong: retried
    with running_fake("raw_ws", fault="close_4000", times=1) as server:
        config = agent_config("raw_ws", server.url, tmp_path, api_key_env="DW_RAW_KEY")
        rows = _campaign(config, tmp_path / "run")
    (failed,) = _lines(tmp_path / "run" / "infra.jsonl")
    assert failed["kind"] == "rate_limit" and failed["status"] == "retried"
    assert "4000" in str(failed["detail"]) and "call limit reached" in str(failed["detail"])
    assert len(rows) == 1


def test_a_bots_own_error_close_is_its_fault_and_scored(tmp_path, agent_config):
    # 4001 with an error of the bot's own: the bot is the agent under test, so the call ends
    # as its failure, scored, with the code and the reason; nothing is retried
    with running_fake("raw_ws", fault="close_4001", times=1) as server:
        config = agent_config("raw_ws", server.url, tmp_path, api_key_env="DW_RAW_KEY")
        rows = _campaign(config, tmp_path / "run")
        connections = server.server.faults.connections
    assert _lines(tmp_path / "run" / "infra.jsonl") == [] and connections == 1
    (row,) = rows
    assert row["termination"] == "agent_error" and row["reward"] == 0.0
    detail = str(row["termination_detail"])
    assert "code 4001" in detail and "unhandled exception in the call handler" in detail


@pytest.mark.parametrize(
    ("code", "reason", "user_hosted", "expected"),
    [
        (4000, "call limit reached", False, "rate_limit"),
        (4000, "call limit reached", True, "rate_limit"),
        (4003, "invalid api key", False, "auth"),
        (4003, "Unauthorized", True, "auth"),
        (4400, "unknown voice 'nova-x'", False, "config_rejected"),
        (4400, "invalid session configuration", True, "config_rejected"),
        (1008, "API key not valid", False, "auth"),
        (4001, "unhandled exception in the call handler", True, "agent_error"),
        (4001, "unhandled exception in the call handler", False, "disconnect"),
        (1011, "", False, "server_error"),
        (1006, "", True, "disconnect"),
        (None, "", False, "disconnect"),
    ],
)
def test_an_application_close_is_classified_by_its_reason(code, reason, user_hosted, expected):
    from duplexworld.agents.errors import AgentFault, ConfigurationError
    from duplexworld.agents.realtime.wire import close_failure

    failure = close_failure(code, reason, user_hosted=user_hosted, agent="bot")
    kind = "agent_error" if isinstance(failure, AgentFault) else failure.kind
    assert kind == expected
    text = failure.reason if isinstance(failure, AgentFault) else str(failure)
    assert str(code if code is not None else "none") in text and reason[:20] in text
    if expected == "config_rejected":
        assert isinstance(failure, ConfigurationError)
        assert failure.field == ("voice" if "voice" in reason else "session")
    if isinstance(failure, errors.InfrastructureError):
        assert failure.retryable is (expected in {"rate_limit", "disconnect", "server_error"})


def test_an_adapters_own_bug_is_a_harness_error_not_the_agents(tmp_path, agent_config, monkeypatch):
    # an exception in the adapter's own code (here its receive, after the call began) is the
    # harness's bug: recorded as harness_error, neither scored nor retried as an outage
    from duplexworld.agents.realtime.raw_ws import RawWebSocketTransport

    original = RawWebSocketTransport.receive
    received = [0]

    async def buggy(self):
        received[0] += 1
        if received[0] == 5:
            raise KeyError("a field the adapter forgot")
        return await original(self)

    monkeypatch.setattr(RawWebSocketTransport, "receive", buggy)
    with running_fake("raw_ws") as server:
        config = agent_config("raw_ws", server.url, tmp_path, api_key_env="DW_RAW_KEY")
        rows = _campaign(config, tmp_path / "run")
    assert rows == [] and _lines(tmp_path / "run" / "infra.jsonl") == []
    (failure,) = _lines(tmp_path / "run" / "failures.jsonl")
    assert failure["termination"] == "harness_error"
    assert "AdapterError" in str(failure["termination_detail"])
    assert "a field the adapter forgot" in str(failure["termination_detail"])
