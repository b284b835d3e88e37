"""The Qwen-Omni-Realtime dialect against a fake written from Model Studio's documentation
(``fakes/qwen_omni.py``): its session shape, its function-call events, its rates, and an
episode on the toy world end to end."""

from __future__ import annotations

import gc
import json

import pytest

from duplexworld.agents.config import load_agent_config
from duplexworld.agents.realtime.openai_realtime import OpenAIRealtimeTransport
from duplexworld.campaign import CampaignSpec, read_results, run_campaign
from duplexworld.campaign.executors import SerialExecutor
from duplexworld.fakes import running_fake
from duplexworld.fakes.qwen_omni import session_problem
from duplexworld.testing import register_toy_world, toy_scenario

KEY = "sk-qwen-test-3b1d0f7e9a2c"


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
