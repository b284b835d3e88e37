"""``session_overrides``: validated, deep-merged over the adapter's session, received by the
provider as written, and masked wherever the harness writes them."""

from __future__ import annotations

import asyncio
import gc
import json
import time
from pathlib import Path

import pytest
import yaml

from duplexworld.agents.config import AgentConfigError, load_agent_config
from duplexworld.agents.errors import ConfigurationError
from duplexworld.agents.realtime.events import SessionSetup
from duplexworld.agents.realtime.overrides import OverrideError, merge_session, wire_twin
from duplexworld.cli import main
from duplexworld.fakes import running_fake
from duplexworld.util.secrets import scrub_written
from duplexworld.world import ToolSpec

TOOL = ToolSpec(
    name="lookup_account",
    description="Look up an account.",
    parameters={"type": "object", "properties": {"account_id": {"type": "string"}}},
    writes=False,
    actor="agent",
)
SETUP = SessionSetup(instructions="You answer the bank's phone.", tools=(TOOL,), vad_threshold=0.2)
SECRET = "mcp-token-1f9e77c0d2"
"""A secret-named override value (long enough to be a key, short of the key shapes)."""


@pytest.fixture(autouse=True)
def _keys(monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test")
    monkeypatch.setenv("GEMINI_API_KEY", "test-key")
    yield
    gc.collect()  # finalise the fakes' closed connections (see tests/campaign/test_realtime.py)


def _write(directory: Path, data: dict[str, object], name: str = "agent.yaml") -> Path:
    path = directory / name
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    return path


def _connect(transport) -> None:
    async def run() -> None:
        try:
            await transport.connect(SETUP)
        finally:
            await transport.close()

    asyncio.run(run())


# validation ----------------------------------------------------------------------------------


def test_overrides_must_be_a_mapping_and_the_error_names_file_and_field(tmp_path):
    base = {"type": "openai_realtime", "model": "gpt-realtime"}
    path = _write(tmp_path, {**base, "session_overrides": ["semantic_vad"]})
    with pytest.raises(AgentConfigError) as caught:
        load_agent_config(path)
    assert str(caught.value) == (
        f"{path}: session_overrides: must be a mapping of the provider's session fields, not a list"
    )
    # YAML turns an unquoted date into a date: not a JSON value, named by its path
    path = tmp_path / "dated.yaml"
    path.write_text(
        "type: gemini_live\nmodel: m\nsession_overrides:\n  generationConfig:\n"
        "    seed: 2024-01-01\n",
        encoding="utf-8",
    )
    dated = r"session_overrides: generationConfig\.seed: a date"
    with pytest.raises(AgentConfigError, match=dated):
        load_agent_config(path)
    ok = _write(tmp_path, {**base, "session_overrides": {"truncation": "disabled"}}, "ok.yaml")
    assert load_agent_config(ok).session_overrides == {"truncation": "disabled"}  # type: ignore[union-attr]
    assert load_agent_config(_write(tmp_path, base, "none.yaml")).session_overrides == {}  # type: ignore[union-attr]


def test_only_adapters_that_configure_a_session_take_overrides(tmp_path):
    path = _write(
        tmp_path, {"type": "raw_ws", "url": "ws://127.0.0.1:1/agent", "session_overrides": {}}
    )
    with pytest.raises(AgentConfigError, match="session_overrides: Extra inputs"):
        load_agent_config(path)


def test_merge_goes_deep_replaces_leaves_and_objects_of_another_type():
    base = {
        "audio": {"input": {"turn_detection": {"type": "server_vad", "threshold": 0.2}}},
        "tools": [{"name": "a"}],
        "voice": "alloy",
    }
    overrides = {
        "audio": {"input": {"turn_detection": {"silence_duration_ms": 650}}},
        "tools": [],
        "voice": None,
    }
    merged = merge_session(base, overrides)
    assert merged["audio"]["input"]["turn_detection"] == {
        "type": "server_vad",
        "threshold": 0.2,
        "silence_duration_ms": 650,
    }
    assert merged["tools"] == [] and merged["voice"] is None  # null is sent as null
    assert base["audio"]["input"]["turn_detection"] == {"type": "server_vad", "threshold": 0.2}
    semantic = {"audio": {"input": {"turn_detection": {"type": "semantic_vad"}}}}
    assert merge_session(base, semantic)["audio"]["input"]["turn_detection"] == {
        "type": "semantic_vad"  # another kind of VAD: the threshold does not come along
    }
    # the wire's other spelling of a field the setup already has is refused, not doubled
    with pytest.raises(OverrideError, match=r"session_overrides\.generation_config"):
        merge_session({"generationConfig": {}}, {"generation_config": {}}, wire_twin)


# the providers receive them ----------------------------------------------------------------


def _at(session: dict[str, object], path: str) -> object:
    node: object = session
    for part in path.split("."):
        assert isinstance(node, dict), (path, session)
        node = node[part]
    return node


@pytest.mark.parametrize(
    ("fake", "overrides", "expected"),
    [
        (
            "openai_realtime",
            {
                "audio": {
                    "input": {
                        "turn_detection": {"silence_duration_ms": 650},
                        "noise_reduction": {"type": "near_field"},
                    }
                },
                "tracing": {"workflow_name": "dw", "metadata": {"access_token": SECRET}},
            },
            {
                "audio.input.turn_detection": {
                    "type": "server_vad",
                    "threshold": 0.2,
                    "silence_duration_ms": 650,
                },
                "audio.input.noise_reduction": {"type": "near_field"},
                "audio.input.format": {"type": "audio/pcm", "rate": 24000},
                "tracing.metadata.access_token": SECRET,
            },
        ),
        (
            "openai_realtime_beta",
            {"turn_detection": {"type": "semantic_vad", "eagerness": "low"}, "temperature": 0.7},
            {
                "turn_detection": {"type": "semantic_vad", "eagerness": "low"},
                "temperature": 0.7,
                "input_audio_format": "pcm16",
            },
        ),
        (
            "xai_realtime",
            {"turn_detection": {"silence_duration_ms": 900}},
            {
                "turn_detection": {
                    "type": "server_vad",
                    "threshold": 0.2,
                    "silence_duration_ms": 900,
                }
            },
        ),
    ],
)
def test_the_openai_protocol_fakes_receive_the_overrides_merged(
    fake, overrides, expected, tmp_path, agent_config
):
    from duplexworld.agents.realtime.openai_realtime import OpenAIRealtimeTransport

    with running_fake(fake) as server:
        path = agent_config(fake, server.url, tmp_path, session_overrides=overrides)
        config = load_agent_config(path)
        _connect(OpenAIRealtimeTransport(config, None))  # type: ignore[arg-type]
        (session,) = server.server.sessions

        def sent_so_far() -> list[str]:
            return [e for e in server.server.client_events if e != "input_audio_buffer.append"]

        # the greeting's response.create may still be on its way on a loaded machine
        deadline = time.monotonic() + 10.0
        while len(sent_so_far()) < 2 and time.monotonic() < deadline:
            time.sleep(0.05)
        sent = sent_so_far()
    assert {path: _at(session, path) for path in expected} == expected
    assert [t["name"] for t in session["tools"]] == ["lookup_account"]  # the adapter's still
    assert session["instructions"] == SETUP.instructions
    assert sent == ["session.update", "response.create"]  # acknowledged, then answered


def test_gemini_receives_the_overrides_in_its_setup(tmp_path, agent_config):
    pytest.importorskip("google.genai")  # the optional `gemini` extra
    from duplexworld.agents.realtime.gemini_live import GeminiLiveTransport

    overrides = {
        "generationConfig": {"temperature": 0.3},
        "realtimeInputConfig": {
            "automaticActivityDetection": {
                "startOfSpeechSensitivity": "START_SENSITIVITY_LOW",
                "silenceDurationMs": 500,
            }
        },
    }
    with running_fake("gemini_live") as server:
        path = agent_config(
            "gemini_live", server.url, tmp_path, server.ca_file, session_overrides=overrides
        )
        _connect(GeminiLiveTransport(load_agent_config(path), None))  # type: ignore[arg-type]
        (setup,) = server.server.setups
    assert setup["realtimeInputConfig"] == overrides["realtimeInputConfig"]
    generation = setup["generationConfig"]
    assert generation["temperature"] == 0.3 and generation["responseModalities"] == ["AUDIO"]
    assert setup["systemInstruction"]["parts"][0]["text"] == SETUP.instructions
    assert [f["name"] for f in setup["tools"][0]["functionDeclarations"]] == ["lookup_account"]


def test_a_rejected_override_is_named_as_the_overrides_field(tmp_path, agent_config):
    from duplexworld.agents.realtime.openai_realtime import OpenAIRealtimeTransport

    with running_fake("openai_realtime") as server:
        overrides = {"audio": {"output": {"voice": "nova-x"}}}
        path = agent_config("openai_realtime", server.url, tmp_path, session_overrides=overrides)
        with pytest.raises(ConfigurationError) as caught:
            _connect(OpenAIRealtimeTransport(load_agent_config(path), None))  # type: ignore[arg-type]
    assert caught.value.field == "session_overrides.audio.output.voice"


# and are kept out of what the harness writes -----------------------------------------------


def test_a_secret_override_reaches_the_provider_and_no_written_file(
    tmp_path, monkeypatch, agent_config
):
    overrides = {
        "tracing": {"workflow_name": "dw", "metadata": {"access_token": SECRET}},
        "audio": {"input": {"turn_detection": {"silence_duration_ms": 600}}},
    }
    with running_fake("openai_realtime") as server:
        config = agent_config("openai_realtime", server.url, tmp_path, session_overrides=overrides)
        run = tmp_path / "run"
        code = main(
            ["run", "--scenario", "banking_single_intent_01"]
            + ["--agent-config", str(config), "--out", str(run)]
        )
        (session,) = server.server.sessions
    assert code == 0
    assert session["tracing"]["metadata"]["access_token"] == SECRET  # verbatim to the provider
    (episode,) = [p for p in (run / "episodes").iterdir() if p.is_dir()]
    header = json.loads((episode / "header.json").read_text())
    agent = header["components"]["agent"]
    recorded = agent["session_overrides"]
    assert recorded["tracing"]["metadata"]["access_token"] == "***"
    assert recorded["audio"] == overrides["audio"]  # the rest as configured
    assert "session_overrides" not in agent["settings"]  # once, masked
    assert SECRET not in scrub_written(f"echoed: {SECRET}")  # registered with the scrubber
    for path in run.rglob("*"):
        if path.is_file():
            assert SECRET.encode() not in path.read_bytes(), path


def test_an_override_of_the_audio_format_is_refused_before_the_call(tmp_path, agent_config):
    from duplexworld.agents.realtime.openai_realtime import OpenAIRealtimeTransport

    overrides = {"audio": {"input": {"format": {"type": "audio/pcmu"}}}}
    with running_fake("openai_realtime") as server:
        path = agent_config("openai_realtime", server.url, tmp_path, session_overrides=overrides)
        with pytest.raises(ConfigurationError) as caught:
            _connect(OpenAIRealtimeTransport(load_agent_config(path), None))  # type: ignore[arg-type]
        sessions = server.server.sessions
    assert caught.value.field == "session_overrides.audio.input.format"
    assert sessions == []  # nothing was sent in a format the bridge does not speak
