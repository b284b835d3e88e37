"""Twilio fidelity: marks echoed when playback reaches them, transcripts per utterance, and a
bot that follows Twilio's documented mark semantics clears what the caller did not hear.

The bot is the package's Twilio fake with ``mark_every_chunk``: a mark after every 100 ms
chunk (the pattern of Twilio's own samples), audio counted as playing while a mark is
unanswered, ``clear`` when the caller talks over it then.
"""

from __future__ import annotations

import gc
import json

import numpy as np

from duplexworld.agents.backends import build_configured
from duplexworld.agents.base import AgentContext, AgentInput
from duplexworld.caller.components import speech_bank
from duplexworld.caller.persona import AGENT_VOICE
from duplexworld.cli import main
from duplexworld.fakes import running_fake
from duplexworld.units import TELEPHONE_RATE, samples_per_tick

TICK = samples_per_tick(TELEPHONE_RATE)
SPEED = 2.0
"""Slow enough that playback (2x) and the fake's streaming (20x) are far apart."""


def test_marks_are_echoed_at_playback_and_the_bot_is_transcribed_per_utterance(
    tmp_path, monkeypatch, agent_config
):
    monkeypatch.setenv("DW_RAW_KEY", "sk-test")
    with running_fake("twilio_bot", fault="mark_every_chunk") as server:
        config = agent_config(
            "twilio_bot", server.url, tmp_path, api_key_env="DW_RAW_KEY", realtime_speed=SPEED
        )
        run = tmp_path / "run"
        code = main(
            ["run", "--channel", "clean", "--scenario", "banking_single_intent_01"]
            + ["--agent-config", str(config), "--out", str(run)]
        )
        (sink,) = server.server.sinks
        echoes = list(sink.echoes)
    gc.collect()  # finalise the fake's closed connections (see tests/campaign/test_realtime.py)
    assert code == 0
    # the greeting's chunks: each echoed when its 100 ms had played (at 2x), not on arrival
    greeting = [(name, sent, echoed) for name, sent, echoed in echoes if name.startswith("chunk_")]
    first_sent = greeting[0][1]
    n = 20
    name, _sent, echoed = greeting[n - 1]
    assert name == f"chunk_{n}"
    assert echoed - first_sent >= 0.8 * n * 0.1 / SPEED  # 2 s of greeting played at 2x
    (episode,) = [p for p in (run / "episodes").iterdir() if p.is_dir()]
    events = [json.loads(line) for line in (episode / "events.jsonl").read_text().splitlines()]
    spoken = [e["text"] for e in events if e["kind"] == "utterance" and e["lane"] == "agent"]
    # one transcript per utterance (the fake has four spoken lines), never one per mark
    assert 1 <= len(spoken) <= 4, spoken
    assert spoken[0].startswith("Thank you for calling")
    meta = json.loads((episode / "meta.json").read_text())
    ticks = max(e["tick"] for e in events)
    call_s = ticks * 0.2 / SPEED
    # no tick waited for the harness's recogniser: the call took its length in wall time
    assert meta["loop_wall_seconds"] <= 1.1 * call_s + 1.0, (meta["loop_wall_seconds"], call_s)
    assert meta["tick_lateness"]["p99_ms"] <= 100.0


def test_a_barge_in_over_unplayed_audio_gets_a_clear(tmp_path, monkeypatch, agent_config):
    monkeypatch.setenv("DW_RAW_KEY", "sk-test")
    words = speech_bank(AGENT_VOICE).speak("Hello, I am calling about my debit card, please.")
    caller = np.clip(np.round(np.asarray(words) * 32767), -32768, 32767).astype(np.int16)
    with running_fake("twilio_bot", fault="mark_every_chunk") as server:
        config = agent_config("twilio_bot", server.url, tmp_path, api_key_env="DW_RAW_KEY")
        agent = build_configured(config)
        agent.start(AgentContext(tools=(), instructions="Help the caller.", seed=0))
        notes: list[str] = []
        try:
            onset: int | None = None  # the caller starts two ticks into the greeting
            for tick in range(60):
                audio = np.zeros(TICK, dtype=np.int16)
                if onset is not None and tick >= onset:
                    piece = caller[(tick - onset) * TICK : (tick - onset + 1) * TICK]
                    audio[: piece.size] = piece
                chunk = agent.step(AgentInput(tick=tick, audio=audio))
                if onset is None and chunk.audio.size:
                    onset = tick + 2
                notes.extend(chunk.notes)
        finally:
            agent.close()
        (sink,) = server.server.sinks
        clears, pending = sink.clears, dict(sink.pending)
    gc.collect()
    assert clears >= 1  # the bot knew its audio was still playing: its marks were unanswered
    assert "provider cleared" in notes
    assert any(n.startswith("barge-in: truncated") for n in notes)
    assert not any(name.startswith("chunk_") for name in pending)  # cleared marks come back
