"""Canary secrets echoed back by agents and providers are in no file and not on the console.

A configured provider adapter registers its key when it reads it (``agents.config.api_key``);
here the stand-in adapters do the same. One echoes the key into its notes, transcript and tool
arguments, verbatim, reversed and spaced, and ends the call; one fails with an
``InfrastructureError`` that quotes the key (as a provider's error event does); one agent that
is no adapter raises an error quoting it. Every file under the run directory and the cache,
the console and the log must hold none of the copies.
"""

from __future__ import annotations

import logging

import pytest
import yaml

from duplexworld.agents import AgentChunk, registry
from duplexworld.agents.config import OpenAIRealtimeConfig, api_key
from duplexworld.agents.errors import InfrastructureError
from duplexworld.agents.registry import AgentEntry
from duplexworld.caller.llm import LLMPlanner
from duplexworld.cli import main
from duplexworld.speech.bank import default_cache_dir
from duplexworld.testing import register_toy_world, toy_scenario
from duplexworld.util.secrets import register_secret
from duplexworld.world import ToolCall

AGENT_KEY = "sk-agentCANARY0123456789xyz"
COPIES = (AGENT_KEY, AGENT_KEY[::-1], " ".join(AGENT_KEY), "-".join(AGENT_KEY[::-1]))


class Echo:
    """Echoes its key back in every field it can, as a provider's event might."""

    def __init__(self, how: str) -> None:
        self.name = f"echo_{how}"
        self.how = how

    def start(self, context):
        pass

    def step(self, data):
        if data.tick == 3 and self.how == "infra":
            raise InfrastructureError("refused", f"invalid api key {AGENT_KEY}")
        if data.tick == 3 and self.how == "raise":
            raise RuntimeError(f"bad key {COPIES[1]}")
        if data.tick == 3:
            call = ToolCall(call_id="c1", name="get_lamp", arguments={"lamp_id": COPIES[2]})
            return AgentChunk(transcript=COPIES[3], notes=COPIES, tool_calls=(call,))
        return AgentChunk(end_call=data.tick == 6)

    def spec(self):
        return {"name": self.name, "echo": "key " + AGENT_KEY}


def _entry(how: str, provider: bool) -> AgentEntry:
    def build(cache_dir, world=None):
        register_secret(AGENT_KEY)  # what api_key() does for a configured adapter
        return Echo(how)

    return AgentEntry(build, provider=provider)


@pytest.fixture
def echoes(monkeypatch, tmp_path):
    register_toy_world()
    monkeypatch.setenv("DUPLEXWORLD_CACHE", str(tmp_path / "cache"))
    agents = {
        **registry.AGENTS,
        "echo_trace": _entry("trace", provider=True),
        "echo_infra": _entry("infra", provider=True),
        "echo_raise": _entry("raise", provider=False),
    }
    monkeypatch.setattr(registry, "AGENTS", agents)
    mine = tmp_path / "mine"
    mine.mkdir()
    scenario = toy_scenario(step_cap_ticks=30)
    (mine / f"{scenario.id}.yaml").write_text(
        yaml.safe_dump(scenario.model_dump(mode="json")), encoding="utf-8"
    )
    monkeypatch.setattr("duplexworld.campaign.attempt.INFRA_BACKOFF_S", 0.0)
    return mine


def test_echoed_keys_reach_no_file_and_not_the_console(tmp_path, echoes, capsys, caplog):
    caplog.set_level(logging.WARNING)
    out = tmp_path / "out"
    for agent in ("echo_trace", "echo_infra", "echo_raise"):  # one run directory each
        args = ["run", "--scenario-file", str(echoes), "--agent", agent, "--out", str(out / agent)]
        args += ["--channel", "clean", "--cache", str(default_cache_dir())]
        assert main([*args, "--executor", "serial"]) == 0
    console = capsys.readouterr()
    files = [p for root in (out, tmp_path / "cache") if root.exists() for p in root.rglob("*")]
    files = [p for p in files if p.is_file()]
    # the run really happened: traces, results and the infrastructure log exist
    names = {p.name for p in files}
    assert {"events.jsonl", "results.jsonl", "infra.jsonl", "failures.jsonl"} <= names
    events = next(p for p in files if p.name == "events.jsonl" and "echo_trace" in str(p))
    assert "***" in events.read_text(encoding="utf-8")  # the echoes were there, scrubbed
    for copy in COPIES:
        for path in files:
            assert copy.encode() not in path.read_bytes(), (copy, path)
        assert copy not in console.out and copy not in console.err
        assert copy not in caplog.text


def test_a_configured_key_is_registered_when_read_and_a_caller_url_token_is_redacted(
    monkeypatch,
):
    from duplexworld.util.secrets import scrub_written

    monkeypatch.setenv("DW_TEST_PROVIDER_KEY", "prov-key-CANARY-4242")
    config = OpenAIRealtimeConfig.model_validate(
        {"type": "openai_realtime", "model": "m", "api_key_env": "DW_TEST_PROVIDER_KEY"}
    )
    api_key(config)
    assert scrub_written("echo prov-key-CANARY-4242 back") == "echo *** back"
    register_secret("none")  # a placeholder key of a local server: ordinary words stay
    assert scrub_written("none of the lamps") == "none of the lamps"
    assert scrub_written("the bearer of the card") == "the bearer of the card"
    planner = LLMPlanner("m", "https://llm.example.com/v1?token=qtokCANARY55")
    assert "qtokCANARY55" not in str(planner.spec())
