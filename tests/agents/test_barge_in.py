"""Barge-in: what the caller did not hear is cut, and the provider is told how much was heard."""

from __future__ import annotations

import re

import numpy as np
import pytest

from duplexworld.agents.backends import build_configured
from duplexworld.agents.base import AgentContext, AgentInput
from duplexworld.caller.components import speech_bank
from duplexworld.caller.persona import AGENT_VOICE
from duplexworld.fakes import running_fake
from duplexworld.units import TELEPHONE_RATE, samples_per_tick

TICK = samples_per_tick(TELEPHONE_RATE)


@pytest.mark.parametrize("fake", ["raw_ws", "openai_realtime", "twilio_bot", "gemini_live"])
def test_caller_speech_cuts_the_queued_greeting(fake, tmp_path, monkeypatch, agent_config):
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test")
    monkeypatch.setenv("GEMINI_API_KEY", "test-key")
    if fake == "gemini_live":
        pytest.importorskip("google.genai")
    words = speech_bank(AGENT_VOICE).speak("Hello, I am calling about my debit card, please.")
    caller = np.clip(np.round(np.asarray(words) * 32767), -32768, 32767).astype(np.int16)
    with running_fake(fake) as server:
        agent = build_configured(agent_config(fake, server.url, tmp_path, server.ca_file))
        agent.start(AgentContext(tools=(), instructions="Help the caller.", seed=0))
        try:
            played, notes, after_cut = 0, [], []
            onset: int | None = None  # the caller starts two ticks into the greeting
            for tick in range(60):
                audio = np.zeros(TICK, dtype=np.int16)
                if onset is not None and tick >= onset:  # the caller talks over the greeting
                    piece = caller[(tick - onset) * TICK : (tick - onset + 1) * TICK]
                    audio[: piece.size] = piece
                chunk = agent.step(AgentInput(tick=tick, audio=audio))
                if onset is None and chunk.audio.size:
                    onset = tick + 2
                notes.extend(chunk.notes)
                if any(n.startswith("barge-in") for n in notes):
                    after_cut.append(chunk.audio.size)
                else:
                    played += chunk.audio.size
        finally:
            agent.close()
        truncations = list(server.server.truncations)
    cut = [n for n in notes if n.startswith("barge-in: truncated")]
    assert cut, notes
    heard_ms, unheard_ms = map(int, re.findall(r"(\d+) ms", cut[0]))
    # what was played into the ticks before the cut is what the provider is told was heard
    assert heard_ms == played * 1000 // TELEPHONE_RATE
    assert heard_ms > 0 and unheard_ms >= 0  # nothing may be queued when the fake streams slowly
    # the rest of the greeting never reaches the line (until the fake's next answer)
    assert after_cut[1:3] == [0, 0]
    if fake in {"twilio_bot", "gemini_live"}:  # the far end stops itself: nothing to tell it
        assert any(n == "provider cleared" for n in notes)
        return
    key = "played_ms" if fake == "raw_ws" else "audio_end_ms"
    assert truncations and truncations[0][key] == heard_ms
