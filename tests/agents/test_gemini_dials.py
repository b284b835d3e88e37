"""Gemini Live: usage counted from whichever message carries it; the VAD dial not faked."""

from __future__ import annotations

import gc
import json

import pytest

from duplexworld.cli import main
from duplexworld.fakes import running_fake


def test_usage_on_a_message_of_its_own_is_counted(tmp_path, monkeypatch, agent_config):
    pytest.importorskip("google.genai")  # the optional `gemini` extra
    monkeypatch.setenv("GEMINI_API_KEY", "test-key")
    with running_fake("gemini_live", fault="usage_apart") as server:
        config = agent_config("gemini_live", server.url, tmp_path, server.ca_file)
        run = tmp_path / "run"
        code = main(
            ["run", "--channel", "clean", "--scenario", "banking_single_intent_01"]
            + ["--agent-config", str(config), "--out", str(run)]
        )
    gc.collect()  # finalise the fake's closed connections (see tests/campaign/test_realtime.py)
    assert code == 0
    (episode,) = [p for p in (run / "episodes").iterdir() if p.is_dir()]
    usage = json.loads((episode / "usage.json").read_text())["usage"]
    assert usage["input_tokens"] > 0 and usage["output_tokens"] > 0
    events = [json.loads(line) for line in (episode / "events.jsonl").read_text().splitlines()]
    notes = [str(e["text"]) for e in events if e["kind"] == "agent_note"]
    assert any(n.startswith("provider usage ") for n in notes)


def test_preflight_is_not_applicable_to_a_gemini_agent(tmp_path, capsys, agent_config):
    config = agent_config("gemini_live", "https://127.0.0.1:9", tmp_path)
    assert main(["personas", "preflight", "--agent-config", str(config)]) == 0
    out = capsys.readouterr().out
    assert "not applicable" in out and "VAD threshold 0.2" not in out


def test_a_refused_setup_stops_the_campaign_with_one_line(
    tmp_path, monkeypatch, capsys, agent_config
):
    pytest.importorskip("google.genai")
    monkeypatch.setenv("GEMINI_API_KEY", "test-key")
    with running_fake("gemini_live", fault="reject_setup", times=99) as server:
        config = agent_config("gemini_live", server.url, tmp_path, server.ca_file)
        code = main(
            ["run", "--channel", "clean", "--scenario", "banking_single_intent_01"]
            + ["--agent-config", str(config), "--out", str(tmp_path / "run")]
        )
        connections = server.server.faults.connections
    gc.collect()
    assert code == 2 and connections == 1  # not retried
    shown = [line for line in capsys.readouterr().out.splitlines() if "error:" in line]
    assert len(shown) == 1 and "field 'voice'" in shown[0]
