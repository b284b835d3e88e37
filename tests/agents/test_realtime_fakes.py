"""Real-time adapters end to end against their local fakes on real sockets."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from duplexworld.cli import main
from duplexworld.fakes import running_fake

SECRET = "sk-test-7f3a9c1e-do-not-leak"
KEY_VARS = (
    "OPENAI_API_KEY",
    "XAI_API_KEY",
    "REALTIME_BETA_API_KEY",
    "DW_RAW_KEY",
    "GEMINI_API_KEY",
    "DASHSCOPE_API_KEY",
)


def _events(run: Path) -> list[dict[str, object]]:
    (episode,) = [p for p in (run / "episodes").iterdir() if p.is_dir()]
    lines = (episode / "events.jsonl").read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines]


@pytest.mark.parametrize(
    "fake",
    [
        "raw_ws",
        "openai_realtime",
        "openai_realtime_beta",
        "xai_realtime",
        "qwen_omni",
        "twilio_bot",
        "gemini_live",
    ],
)
def test_adapter_completes_a_scored_episode_and_leaks_no_key(
    fake, tmp_path, monkeypatch, agent_config
):
    if fake == "gemini_live":
        pytest.importorskip("google.genai")  # the optional `gemini` extra
    for name in KEY_VARS:
        monkeypatch.setenv(name, SECRET)
    with running_fake(fake) as server:
        extra = {"api_key_env": "DW_RAW_KEY"} if fake in {"raw_ws", "twilio_bot"} else {}
        config = agent_config(fake, server.url, tmp_path, server.ca_file, **extra)
        run = tmp_path / "run"
        code = main(
            [
                "run",
                "--scenario",
                "banking_single_intent_01",
                "--agent-config",
                str(config),
                "--out",
                str(run),
            ]
        )
        headers = server.server.headers
    assert code == 0
    (row,) = [json.loads(line) for line in (run / "results.jsonl").read_text().splitlines()]
    assert row["termination"] == "user_stop" and row["GS"] is not None
    events = _events(run)
    notes = [str(e["text"]) for e in events if e["kind"] == "agent_note"]
    if fake not in {"twilio_bot", "gemini_live"}:  # they report no VAD events
        assert any(n.startswith("provider speech_started") for n in notes)
    assert any(n.startswith("provider response_done") for n in notes)
    called = [e for e in events if e["kind"] == "tool_called" and e["actor"] == "agent"]
    returned = [e for e in events if e["kind"] == "tool_returned" and e["actor"] == "agent"]
    assert called and returned and returned[0]["tick"] == called[0]["tick"] + 1
    assert any(n.startswith("bridge sent 1 tool results") for n in notes)
    spoken = [e["text"] for e in events if e["kind"] == "utterance" and e["lane"] == "agent"]
    assert spoken[0].startswith("Thank you for calling")
    (episode,) = [p for p in (run / "episodes").iterdir() if p.is_dir()]
    usage = json.loads((episode / "usage.json").read_text())
    if fake.startswith(("openai", "xai", "gemini")):
        assert usage["usage"]["input_tokens"] > 0 and usage["usage"]["output_tokens"] > 0
    if fake == "qwen_omni":  # the text/audio split, from Qwen's own key for it
        assert usage["usage"]["input_audio_tokens"] > 0 and usage["usage"]["output_text_tokens"] > 0
    if fake == "xai_realtime":  # billed by session time
        assert usage["usage"]["session_seconds"] > 0
    assert usage["cost"] is None and usage["status"].startswith("unpriced")
    # the key went over the wire as a bearer token, and nowhere into the run directory
    assert any(
        h.get("authorization") == f"Bearer {SECRET}" or h.get("x-goog-api-key") == SECRET
        for h in headers
    )
    for path in run.rglob("*"):
        if path.is_file():
            assert SECRET.encode() not in path.read_bytes(), path
