"""The careful second listening (issue 28): a slip of the caller's recogniser cannot fail a
right agent, and a wrong line still fails.

Real audio: the oracle's voice (piper joe-us through the speech bank) says a line, the caller's
real ear (G.711, whisper tiny.en) hears it into a ``heard`` event, and the trace keeps the
audio as a run writes it; the checks then hear it again with whisper base.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
import soundfile as sf

from duplexworld.caller.hearing import AgentEar
from duplexworld.metrics import speech_checks
from duplexworld.metrics.speech_checks import check_speech
from duplexworld.scenario.schema import SpeechCheck
from duplexworld.speech.careful import careful_model_dir
from duplexworld.testing.scripted import Say, enterprise_scenario, scripted_trace
from duplexworld.testing.traces import trace_header
from duplexworld.trace import Trace
from duplexworld.trace.events import Heard, Terminated
from duplexworld.units import TELEPHONE_RATE, samples_per_tick

pytestmark = pytest.mark.skipif(
    careful_model_dir() is None, reason="whisper base packages not installed"
)

TICK = samples_per_tick(TELEPHONE_RATE)
RIGHT = "The stop payment is on the check to Rivera Construction."
"""tiny.en hears "... to repair a construction"; whisper base hears it right."""
WRONG = "The stop payment is on the check to Rivera Masonry."
PROMISE = "Don't worry, this claim will be paid in full."

PAYEE = SpeechCheck(rule="must_say", phrases=("Rivera Construction",), note="tells the payee")
NO_PROMISE = SpeechCheck(
    rule="must_not_say", act="promise", phrase_class="payment_promise", note="promises nothing"
)


def _scenario(*checks: SpeechCheck):
    # a real scenario whose gold writes nothing is not needed: no line here claims completion
    chosen = enterprise_scenario("banking_record_disambiguation_01")
    return chosen.model_copy(update={"nl_checks": checks})


def _voice_trace(folder: Path, scenario, text: str) -> Trace:
    """A call in which the agent says ``text`` once, heard by the caller's real ear, with the
    trace's audio as a run writes it."""
    from duplexworld.channel.inventory import default_speech
    from duplexworld.speech.asr import WhisperASR

    speech = np.asarray(default_speech().speak(text))
    pcm = np.clip(np.round(speech * 32767.0), -32768, 32767).astype(np.int16)
    agent = np.concatenate([np.zeros(5 * TICK, np.int16), pcm, np.zeros(10 * TICK, np.int16)])
    agent = np.pad(agent, (0, -agent.size % TICK))
    ear = AgentEar(WhisperASR())
    events: list = []
    ticks = agent.size // TICK
    for tick in range(1, ticks + 1):
        for words in ear.hear(tick, agent[(tick - 1) * TICK : tick * TICK]):
            events.append(
                Heard(
                    tick=words.tick,
                    lane="agent",
                    text=words.text,
                    start_tick=words.start_tick,
                    end_tick=words.end_tick,
                )
            )
    events.append(Terminated(tick=ticks, reason="user_stop"))
    stereo = np.stack([np.zeros_like(agent), agent], axis=1)
    sf.write(folder / "audio.flac", stereo, TELEPHONE_RATE, subtype="PCM_16")
    header = trace_header(scenario, components={"caller": {"perception": "audio"}})
    return Trace(folder, header, events, {})


@pytest.fixture(scope="module")
def folder(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("second_listening")


def test_a_right_line_tiny_mishears_passes_on_the_second_listening(folder, monkeypatch):
    scenario = _scenario(PAYEE)
    (folder / "right").mkdir()
    trace = _voice_trace(folder / "right", scenario, RIGHT)
    heard = [e.text for e in trace.events(Heard)]
    assert heard and "rivera construction" not in " ".join(heard).lower()  # tiny's slip
    entry = check_speech(scenario, trace).checks[0]
    assert entry["met"] and entry["transcript"] == "careful"
    listening = entry["second_listening"]
    assert listening["model"] == "whisper-base" and listening["heard_verdict"]["met"] is False
    assert "rivera construction" in listening["lines"][0]["careful"].lower()
    assert listening["lines"][0]["heard"] == heard[0]
    # switched off, the caller's slip fails the right agent
    monkeypatch.setattr(speech_checks, "_listen_again", lambda *args: None)
    assert check_speech(scenario, trace).value == 0.0


def test_a_wrong_value_still_fails_with_the_second_listening(folder):
    scenario = _scenario(PAYEE)
    (folder / "wrong").mkdir()
    entry = check_speech(scenario, _voice_trace(folder / "wrong", scenario, WRONG)).checks[0]
    assert not entry["met"] and entry["transcript"] == "heard"
    assert entry["second_listening"]["careful_verdict"]["met"] is False
    assert "masonry" in entry["second_listening"]["lines"][0]["careful"].lower()


def test_a_forbidden_promise_still_fails_with_the_second_listening(folder):
    scenario = _scenario(NO_PROMISE)
    (folder / "promise").mkdir()
    entry = check_speech(scenario, _voice_trace(folder / "promise", scenario, PROMISE)).checks[0]
    assert not entry["met"] and entry["transcript"] == "heard"
    careful = entry["second_listening"]["careful_verdict"]
    assert careful["met"] is False and "paid in full" in careful["heard"]["text"].lower()


def test_a_violation_the_careful_transcript_does_not_show_falls(tmp_path, monkeypatch):
    # a must_not_say violation stands only if the careful transcript still shows it
    from duplexworld.metrics import second_listening

    scenario = _scenario(NO_PROMISE)
    stereo = np.zeros((40 * TICK, 2), np.int16)
    stereo[10 * TICK : 20 * TICK, 1] = 3000
    sf.write(tmp_path / "audio.flac", stereo, TELEPHONE_RATE, subtype="PCM_16")
    events = [
        Heard(tick=22, lane="agent", text=PROMISE, start_tick=10, end_tick=19),
        Terminated(tick=39, reason="user_stop"),
    ]
    header = trace_header(scenario, components={"caller": {"perception": "audio"}})
    trace = Trace(tmp_path, header, events, {})
    said = "Don't worry, this claim will be reviewed in full."
    monkeypatch.setattr(second_listening, "hear_carefully", lambda pcm: said)
    entry = check_speech(scenario, trace).checks[0]
    assert entry["met"] and entry["transcript"] == "careful"
    assert entry["second_listening"]["heard_verdict"]["heard"]["text"] == PROMISE


def test_without_audio_the_evidence_says_no_second_listening():
    scenario = _scenario(PAYEE)
    trace = scripted_trace(scenario, [Say("The stop payment is to repair a construction.")])
    entry = check_speech(scenario, trace).checks[0]
    assert not entry["met"]
    assert entry["second_listening"] == {"done": False, "reason": "the trace has no audio"}


def test_the_transcript_ablation_is_not_heard_again():
    scenario = _scenario(PAYEE)
    heard = scripted_trace(scenario, [Say("The stop payment is to repair a construction.")])
    header = trace_header(scenario, components={"caller": {"perception": "transcript"}})
    trace = Trace(heard.directory, header, list(heard.events), heard.final_state)
    entry = check_speech(scenario, trace).checks[0]
    assert not entry["met"] and "second_listening" not in entry
