"""The Qwen-Omni-Realtime dialect against a fake written from Model Studio's documentation
(``fakes/qwen_omni.py``): its session shape, its function-call events, its rates, an episode
on the toy world end to end, and its error codes in their failure classes (one test per
family against the fake)."""

from __future__ import annotations

import gc
import json

import pytest

from duplexworld.agents.config import load_agent_config
from duplexworld.agents.realtime.openai_realtime import OpenAIRealtimeTransport, error_family
from duplexworld.campaign import CampaignSpec, read_results, run_campaign
from duplexworld.campaign.attempt import INFRA_FILE
from duplexworld.campaign.executors import SerialExecutor
from duplexworld.cli import main
from duplexworld.fakes import running_fake
from duplexworld.fakes.qwen_omni import session_problem
from duplexworld.testing import register_toy_world, toy_scenario

KEY = "sk-qwen-test-3b1d0f7e9a2c"
ACTIVE = "conversation_already_has_active_response"


@pytest.fixture(autouse=True)
def _key(monkeypatch):
    monkeypatch.setenv("DASHSCOPE_API_KEY", KEY)
    yield
    gc.collect()  # finalise the fake's closed connections (see tests/campaign/test_realtime.py)


def test_a_qwen_configuration_defaults_to_model_studio(tmp_path):
    path = tmp_path / "qwen.yaml"
    path.write_text("type: openai_realtime\nmodel: qwen3-omni-flash-realtime\ndialect: qwen\n")
    config = load_agent_config(path)
    assert config.base_url == "https://dashscope-intl.aliyuncs.com/api-ws/v1"  # type: ignore[union-attr]
    assert (config.voice, config.api_key_env) == ("Cherry", "DASHSCOPE_API_KEY")  # type: ignore[union-attr]
    transport = OpenAIRealtimeTransport(config, None)  # type: ignore[arg-type]
    caps = transport.capabilities
    assert (caps.input_rate, caps.output_rate, caps.session_cap_s) == (16000, 24000, 7200.0)


def test_the_documented_session_shape_is_what_the_adapter_sends(tmp_path, agent_config):
    register_toy_world()
    from duplexworld.agents.realtime.events import SessionSetup
    from duplexworld.world import ToolSpec

    tool = ToolSpec(
        name="get_lamp",
        description="Read a lamp.",
        parameters={"type": "object", "properties": {"lamp_id": {"type": "string"}}},
        writes=False,
        actor="agent",
    )
    config = load_agent_config(agent_config("qwen_omni", "http://127.0.0.1:1/api-ws/v1", tmp_path))
    transport = OpenAIRealtimeTransport(config, None)  # type: ignore[arg-type]
    session = transport.session(SessionSetup("Answer the phone.", (tool,), 0.2))
    assert session_problem(session) is None  # the fake's documented checks pass
    assert session["tools"] == [
        {
            "type": "function",
            "function": {
                "name": "get_lamp",
                "description": "Read a lamp.",
                "parameters": {"type": "object", "properties": {"lamp_id": {"type": "string"}}},
            },
        }
    ]
    assert (session["input_audio_format"], session["output_audio_format"]) == ("pcm", "pcm")
    # the OpenAI Realtime tool shape is not Qwen's: the fake refuses it as the docs describe it
    flat = {**session, "tools": [{"type": "function", "name": "get_lamp", "parameters": {}}]}
    assert session_problem(flat)["error"]["param"] == "session.tools[0]"  # type: ignore[index]


def test_a_toy_episode_runs_end_to_end_against_the_qwen_fake(tmp_path, agent_config):
    register_toy_world()
    with running_fake("qwen_omni") as server:
        # 2x, not the suite's 8x: on a loaded machine the caller's background hearing fell
        # so many ticks behind at 8x that the call ran out of steps before it replied
        config = agent_config("qwen_omni", server.url, tmp_path, realtime_speed=2.0)
        spec = CampaignSpec(
            (toy_scenario(id="toy_single_intent_01", step_cap_ticks=1000),),
            (str(config),),
            1,
            "clean",
        )
        out = tmp_path / "run"
        run_campaign(spec, out, executor=SerialExecutor())
        fake = server.server
        headers = fake.headers
    (row,) = read_results(out)
    assert row["termination"] == "user_stop", row
    assert fake.undocumented == []  # only events the documentation lists went out
    (session,) = fake.sessions
    assert [t["function"]["name"] for t in session["tools"]]  # the world's tools, Qwen's shape
    assert headers[0]["authorization"] == f"Bearer {KEY}"
    (episode,) = [p for p in (out / "episodes").iterdir() if p.is_dir()]
    events = [json.loads(line) for line in (episode / "events.jsonl").read_text().splitlines()]
    called = [e for e in events if e["kind"] == "tool_called" and e["actor"] == "agent"]
    assert len(called) == 1  # one call, though the fake announced it in two events
    (output,) = fake.tool_outputs  # the result went back as a function_call_output item
    assert output["call_id"] == called[0]["call_id"]
    assert fake.client_events.count("response.create") >= 2  # greeting, then after the result
    spoken = [e["text"] for e in events if e["kind"] == "utterance" and e["lane"] == "agent"]
    assert spoken[0].startswith("Thank you for calling")
    header = json.loads((episode / "header.json").read_text())
    caps = header["components"]["agent"]["capabilities"]
    assert (caps["input_rate"], caps["output_rate"]) == (16000, 24000)
    usage = json.loads((episode / "usage.json").read_text())["usage"]
    assert usage["input_audio_tokens"] > 0 and usage["output_audio_tokens"] > 0
    for path in out.rglob("*"):
        if path.is_file():
            assert KEY.encode() not in path.read_bytes(), path


@pytest.mark.parametrize(
    ("error", "expected"),
    [
        # Model Studio's general codes, by family (whatever the event's type says)
        ({"type": "invalid_request_error", "code": "InvalidApiKey"}, "auth"),
        ({"type": "invalid_request_error", "code": "invalid_api_key"}, "auth"),
        ({"type": "invalid_request_error", "code": "AccessDenied.Unpurchased"}, "auth"),
        ({"type": "invalid_request_error", "code": "Arrearage"}, "auth"),
        ({"type": "invalid_request_error", "code": "Throttling"}, "rate_limit"),
        ({"type": "invalid_request_error", "code": "Throttling.RateQuota"}, "rate_limit"),
        ({"type": "invalid_request_error", "code": "Throttling.AllocationQuota"}, "rate_limit"),
        ({"type": "invalid_request_error", "code": "insufficient_quota"}, "rate_limit"),
        ({"type": "invalid_request_error", "code": "InternalError"}, "server_error"),
        ({"type": "invalid_request_error", "code": "InternalError.Algo"}, "server_error"),
        ({"type": "invalid_request_error", "code": "ServiceUnavailable"}, "server_error"),
        ({"type": "invalid_request_error", "code": "InvalidParameter"}, "config"),
        ({"type": "invalid_request_error", "code": "invalid_value"}, "config"),
        ({"type": "invalid_request_error", "code": "ModelNotFound"}, "config"),
        # OpenAI's, as before
        ({"type": "invalid_request_error", "code": "session_expired"}, "session_cap"),
        ({"type": "invalid_request_error", "code": "rate_limit_exceeded"}, "rate_limit"),
        ({"type": "server_error", "code": None}, "server_error"),
        # no family: a notice once the call runs, a refused configuration while setting up
        ({"type": "invalid_request_error", "code": "DataInspectionFailed"}, None),
        ({"type": "invalid_request_error", "code": ACTIVE}, None),
        ({"type": "invalid_request_error"}, None),
    ],
)
def test_an_error_code_is_classified_by_its_family(error, expected):
    assert error_family(error) == expected


def _toy_campaign(config, out):
    spec = CampaignSpec(
        (toy_scenario(id="toy_single_intent_01", step_cap_ticks=120),), (str(config),), 1, "clean"
    )
    return run_campaign(spec, out, executor=SerialExecutor(), sleep=lambda seconds: None)


def _infra(out):
    path = out / INFRA_FILE
    return [json.loads(line) for line in path.read_text().splitlines()] if path.exists() else []


def test_a_refused_key_in_an_error_event_is_auth_and_never_retried(tmp_path, agent_config):
    register_toy_world()
    with running_fake("qwen_omni", fault="error_auth", times=99) as server:
        rows = _toy_campaign(agent_config("qwen_omni", server.url, tmp_path), tmp_path / "run")
        connections = server.server.faults.connections
    assert rows == [] and connections == 1  # neither the bridge nor the campaign tried again
    (failed,) = _infra(tmp_path / "run")
    assert failed["kind"] == "auth" and failed["final"], failed
    assert "InvalidApiKey" in str(failed["detail"])


def test_throttling_in_reply_to_the_session_is_retried_then_scored(tmp_path, agent_config):
    register_toy_world()
    with running_fake("qwen_omni", fault="error_rate_limit", times=1) as server:
        rows = _toy_campaign(agent_config("qwen_omni", server.url, tmp_path), tmp_path / "run")
        connections = server.server.faults.connections
    (row,) = rows  # scored: the second connection ran the call
    assert connections == 2 and _infra(tmp_path / "run") == []
    (episode,) = [p for p in (tmp_path / "run" / "episodes").iterdir() if p.is_dir()]
    events = [json.loads(line) for line in (episode / "events.jsonl").read_text().splitlines()]
    notes = [str(e["text"]) for e in events if e["kind"] == "agent_note"]
    assert any(
        n.startswith("bridge connect attempt 1 failed: rate_limit: provider error Throttling")
        for n in notes
    ), notes


def test_an_invalid_parameter_stops_the_campaign_with_one_line(tmp_path, agent_config, capsys):
    with running_fake("qwen_omni", fault="error_invalid_parameter", times=99) as server:
        config = agent_config("qwen_omni", server.url, tmp_path)
        out = tmp_path / "run"
        code = main(
            ["run", "--channel", "clean", "--scenario", "banking_single_intent_01"]
            + ["--agent-config", str(config), "--out", str(out)]
        )
        sent = [e for e in server.server.client_events if e != "input_audio_buffer.append"]
        connections = server.server.faults.connections
    assert code == 2 and connections == 1
    shown = [line for line in capsys.readouterr().out.splitlines() if "error:" in line]
    assert len(shown) == 1, shown
    assert "field 'session'" in shown[0] and "InvalidParameter" in shown[0], shown
    assert "response.create" not in sent  # the call never ran without its configuration
    assert _infra(out) == []


def test_an_internal_error_mid_call_is_the_providers_then_the_episode_is_rerun(
    tmp_path, agent_config
):
    register_toy_world()
    with running_fake("qwen_omni", fault="error_server", times=1) as server:
        rows = _toy_campaign(agent_config("qwen_omni", server.url, tmp_path), tmp_path / "run")
    (failed,) = _infra(tmp_path / "run")
    assert failed["kind"] == "server_error" and failed["status"] == "retried", failed
    assert "InternalError" in str(failed["detail"])
    (row,) = rows  # the rerun was scored
    assert row["GS"] is not None
