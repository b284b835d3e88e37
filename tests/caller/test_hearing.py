"""The caller hears the agent's audio, not its transcript, and only once words are spoken."""

from pathlib import Path

import numpy as np
import pytest

from duplexworld.caller.components import speech_bank
from duplexworld.caller.hearing import AgentEar, default_ear
from duplexworld.caller.persona import AGENT_VOICE
from duplexworld.channel import make_channel
from duplexworld.episode.episode import build_caller
from duplexworld.episode.orchestrator import run_episode
from duplexworld.scenario import load_scenario
from duplexworld.testing import ToneSpeaker
from duplexworld.testing.traces import trace_header
from duplexworld.testing.voices import TurnScriptAgent
from duplexworld.trace import TraceHeader, TraceWriter, read_trace
from duplexworld.units import TELEPHONE_RATE
from duplexworld.worlds import build_world

SCENARIO = (
    Path(__file__).parents[2]
    / "src/duplexworld/worlds/banking/scenarios/banking_single_intent_01.yaml"
)
LINES = ["Thank you for calling. How can I help you today?", "Could you tell me your full name?"]


def _header(scenario) -> TraceHeader:
    return trace_header(scenario)


def _episode(tmp_path, speaker, transcript: bool, ticks: int = 170):
    scenario = load_scenario(SCENARIO)
    world = build_world(scenario)
    caller = build_caller(scenario, seed=1)
    agent = TurnScriptAgent(LINES, speaker, transcript=transcript)
    agent.start(None)  # type: ignore[arg-type]  # the scripted agent needs no context
    writer = TraceWriter(tmp_path / "ep", _header(scenario))
    run_episode(
        world=world,
        caller=caller,
        channel=make_channel("clean", 1),
        agent=agent,
        writer=writer,
        step_cap=ticks,
    )
    writer.close(world.state(), meta={})
    return read_trace(tmp_path / "ep"), caller


@pytest.mark.slow
def test_real_speech_without_a_transcript_is_understood_and_answered_after_its_last_word(
    tmp_path,
):
    trace, caller = _episode(tmp_path, speech_bank(AGENT_VOICE), transcript=False)
    events = trace.events
    assert caller.spec()["perception"] == "audio"
    assert not [e for e in events if e.kind == "utterance" and e.lane == "agent"]
    answers = [e for e in events if e.kind == "caller_plan" and e.plan == "answer"]
    assert answers and answers[0].facts == ("full_name",)
    answer_tick = answers[0].tick
    heard = [e for e in events if e.kind == "heard" and "name" in e.text.lower()]
    assert heard, [e for e in events if e.kind == "heard"]
    # the question's words were known only after they were spoken, and the answer came after
    assert heard[0].end_tick < heard[0].tick <= answer_tick
    stops = [e.tick for e in events if e.kind == "speech_stopped" and e.lane == "agent"]
    question_end = max(t for t in stops if t <= answer_tick)
    starts = [e.tick for e in events if e.kind == "speech_started" and e.lane == "agent"]
    assert max(starts) < question_end <= answer_tick  # no agent speech was still to come


@pytest.mark.slow
def test_a_tone_with_a_transcript_is_not_understood(tmp_path):
    trace, _caller = _episode(tmp_path, ToneSpeaker(), transcript=True)
    plans = [e for e in trace.events if e.kind == "caller_plan"]
    assert not [p for p in plans if "full_name" in p.facts]
    assert not [e for e in trace.events if e.kind == "heard" and "name" in e.text.lower()]


@pytest.mark.slow
def test_words_become_known_only_at_the_tick_they_have_been_spoken():
    audio = speech_bank(AGENT_VOICE).speak("Could you tell me your date of birth, please?")
    pcm = np.clip(np.round(audio * 32767), -32768, 32767).astype(np.int16)
    ticks = [pcm[i : i + 1600] for i in range(0, pcm.size, 1600)]
    ear = AgentEar(default_ear().asr)
    known_at = None
    for tick, piece in enumerate([*ticks, *[np.zeros(1600, np.int16)] * 4], start=1):
        # input of caller tick t is the agent's output of tick t - 1
        if tick == len(ticks) // 2:
            partial = ear.partial(tick)
            spoken_s = (tick) * 0.2
            assert "birth" not in partial.lower(), (partial, spoken_s)
        heard = ear.hear(tick, piece)
        if heard:
            known_at = tick
            assert "birth" in heard[0].text.lower()
            assert heard[0].end_tick <= len(ticks) - 1 < heard[0].tick
    assert known_at is not None and known_at > len(ticks)
    assert pcm.size / TELEPHONE_RATE > 1.0


def test_the_transcript_ablation_is_chosen_by_environment_and_recorded(monkeypatch):
    scenario = load_scenario(SCENARIO)
    assert build_caller(scenario, seed=1).spec()["perception"] == "audio"
    monkeypatch.setenv("DUPLEXWORLD_CALLER_PERCEPTION", "transcript")
    spec = build_caller(scenario, seed=1).spec()
    assert spec["perception"] == "transcript" and spec["ear"] is None
    monkeypatch.setenv("DUPLEXWORLD_CALLER_PERCEPTION", "telepathy")
    with pytest.raises(ValueError, match="DUPLEXWORLD_CALLER_PERCEPTION"):
        build_caller(scenario, seed=1)


class _CountingRecogniser:
    """A recogniser that says how often it ran (its answer depends only on the audio)."""

    def __init__(self) -> None:
        self.calls = 0

    def transcribe_words(self, pcm, sample_rate=TELEPHONE_RATE):
        from duplexworld.speech.asr import TimedWord

        self.calls += 1
        return f"heard {int(pcm.sum())}", (TimedWord("heard", 0.0, 0.25),)

    def spec(self):
        return {"engine": "counting"}


def test_a_recognition_on_disk_is_reused_by_another_process(tmp_path, monkeypatch):
    # a worker process is another memory: only the disk tier carries the answer across
    from duplexworld.caller import hearing

    monkeypatch.setenv("DUPLEXWORLD_CACHE", str(tmp_path))
    pcm = np.full(3200, 900, dtype=np.int16)
    first = _CountingRecogniser()
    answer = hearing._RecognitionCache().recognise(first, "k:", pcm, on_disk=True)
    other_process = hearing._RecognitionCache()
    second = _CountingRecogniser()
    assert other_process.recognise(second, "k:", pcm, on_disk=True) == answer
    assert (first.calls, second.calls) == (1, 0)
    assert other_process.stats.disk_hits == 1
    assert list((tmp_path / "hearing").rglob("*.json"))


def test_an_ear_keeps_off_the_disk_unless_told(tmp_path, monkeypatch):
    # a test's stand-in recogniser must never answer a later run's real one (or another fake)
    from duplexworld.caller import hearing

    monkeypatch.setenv("DUPLEXWORLD_CACHE", str(tmp_path))
    pcm = np.full(3200, 900, dtype=np.int16)
    hearing._RecognitionCache().recognise(_CountingRecogniser(), "k:", pcm)
    assert not (tmp_path / "hearing").exists()
    assert not AgentEar(_CountingRecogniser()).on_disk
    assert default_ear().on_disk


def test_a_torn_disk_entry_is_recomputed(tmp_path, monkeypatch):
    from duplexworld.caller import hearing

    monkeypatch.setenv("DUPLEXWORLD_CACHE", str(tmp_path))
    pcm = np.full(3200, 900, dtype=np.int16)
    hearing._RecognitionCache().recognise(_CountingRecogniser(), "k:", pcm, on_disk=True)
    (entry,) = (tmp_path / "hearing").rglob("*.json")
    entry.write_text('{"text": "half', encoding="utf-8")
    again = _CountingRecogniser()
    text, _ = hearing._RecognitionCache().recognise(again, "k:", pcm, on_disk=True)
    assert again.calls == 1 and text == f"heard {int(pcm.sum())}"


class _RecordingRecogniser:
    """A recogniser that keeps the audio it was given."""

    def __init__(self) -> None:
        self.heard: list[np.ndarray] = []

    def transcribe_words(self, pcm, sample_rate=TELEPHONE_RATE):
        from duplexworld.speech.asr import TimedWord

        self.heard.append(pcm)
        return "zero one", (TimedWord("zero", 0.0, 0.3), TimedWord("one", 0.3, 0.5))

    def spec(self):
        return {"engine": "recording"}


def test_a_soft_onset_under_the_energy_gate_is_heard_with_its_stretch():
    # "zero" after a pause: its "z" stays under the gate for a tick; the stretch keeps it
    from duplexworld.caller.hearing import PRE_ROLL_TICKS, SPEECH_RMS, TICK_SAMPLES

    soft = np.full(TICK_SAMPLES, int(SPEECH_RMS * 0.5), dtype=np.int16)
    loud = np.full(TICK_SAMPLES, int(SPEECH_RMS * 8), dtype=np.int16)
    quiet = np.zeros(TICK_SAMPLES, dtype=np.int16)
    recogniser = _RecordingRecogniser()
    ear = AgentEar(recogniser)
    heard = []
    for tick, pcm in enumerate([quiet, soft, loud, loud, quiet, quiet], start=1):
        heard += ear.hear(tick, pcm)
    assert len(heard) == 1 and len(recogniser.heard) == 1
    audio = recogniser.heard[0]
    assert audio.size == (PRE_ROLL_TICKS + 4) * TICK_SAMPLES  # soft + loud x2 + the pause
    assert np.abs(audio[:TICK_SAMPLES].astype(int)).max() > 0  # the soft tick leads it
    # the stretch starts where the gate opened (agent output of tick 2), its words ending
    # within the audio's first half second (pre-roll included): by the agent's tick 3
    assert heard[0].start_tick == 2 and heard[0].end_tick == 3


class _LoopingRecogniser:
    """A recogniser that loops on audio longer than a second and hears shorter audio right:
    each loud tick is the word "eight" and each soft one "two"."""

    def transcribe_words(self, pcm, sample_rate=TELEPHONE_RATE):
        from duplexworld.caller.hearing import SPEECH_RMS, TICK_SAMPLES
        from duplexworld.speech.asr import TimedWord

        ticks = [pcm[i : i + TICK_SAMPLES] for i in range(0, pcm.size, TICK_SAMPLES)]
        if len(ticks) > 5:
            return "8, " * 20 + "1.", (TimedWord("8", 0.0, 0.2),)
        words = [
            TimedWord(
                "eight" if np.abs(t.astype(int)).mean() > SPEECH_RMS else "two",
                i * 0.2,
                i * 0.2 + 0.2,
            )
            for i, t in enumerate(ticks)
            if np.abs(t.astype(int)).mean() > 1
        ]
        return " ".join(w.text for w in words), tuple(words)

    def spec(self):
        return {"engine": "looping"}


def test_a_looping_transcript_is_heard_again_in_halves_cut_at_a_pause():
    # greedy decoding looped "8, 8, 8, ..." over a 23 s read-back of two numbers: the
    # stretch is heard again cut at its quietest tick, each word once, in order and time
    from duplexworld.caller.hearing import LOOP_RUN, SPEECH_RMS, TICK_SAMPLES
    from duplexworld.speech.loops import looped

    assert looped("number 7, 0, 3, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8", LOOP_RUN)
    assert not looped("five, five, five, zero, one, four, two", LOOP_RUN)
    loud = np.full(TICK_SAMPLES, int(SPEECH_RMS * 8), dtype=np.int16)
    dip = np.full(TICK_SAMPLES, int(SPEECH_RMS * 0.5), dtype=np.int16)
    quiet = np.zeros(TICK_SAMPLES, dtype=np.int16)
    ear = AgentEar(_LoopingRecogniser())
    heard = []
    for tick, pcm in enumerate([quiet, loud, loud, loud, dip, loud, loud, loud, quiet, quiet], 1):
        heard += ear.hear(tick, pcm)
    assert len(heard) == 1
    assert not looped(heard[0].text, LOOP_RUN)
    assert heard[0].text.split().count("eight") == 6
    assert heard[0].start_tick == 1 and heard[0].end_tick >= 7  # the last word's tick


def _heard_of(pcm: np.ndarray, recogniser) -> list:
    """What an ear hears of ``pcm`` (int16) followed by a second of silence."""
    from duplexworld.caller.hearing import TICK_SAMPLES

    pcm = np.concatenate([pcm, np.zeros(5 * TICK_SAMPLES, np.int16)])
    ear = AgentEar(recogniser)
    heard = []
    for tick, start in enumerate(range(0, pcm.size, TICK_SAMPLES), start=1):
        heard += ear.hear(tick, pcm[start : start + TICK_SAMPLES])
    return heard + list(ear.flush(tick + 1))


@pytest.mark.slow
def test_a_reply_cut_off_80_ms_in_is_a_blip_not_a_word():
    # a bot cleared its reply 80 ms in; whisper made "Bye." of the blip and the caller hung up
    audio = speech_bank(AGENT_VOICE).speak("Thank you, I have checked that for you.")
    pcm = np.clip(np.round(audio * 32767), -32768, 32767).astype(np.int16)
    onset = int(np.argmax(np.abs(pcm.astype(int)) > 300))
    recogniser = _RecordingRecogniser()
    assert _heard_of(pcm[: onset + 640], recogniser) == [] and recogniser.heard == []
    # the first 400 ms of the same reply are speech a listener makes something of
    assert _heard_of(pcm[: onset + 3200], default_ear().asr)


class _StoppingRecogniser:
    """A recogniser that stops early on the first audio it gets, as whisper does now and then
    on a long stretch: its last word ("the") is aligned over the rest of the audio."""

    def __init__(self) -> None:
        self.lengths: list[float] = []

    def transcribe_words(self, pcm, sample_rate=TELEPHONE_RATE):
        from duplexworld.speech.asr import TimedWord

        seconds = pcm.size / TELEPHONE_RATE
        self.lengths.append(seconds)
        if len(self.lengths) == 1:
            words = (TimedWord("I", 0.0, 0.4), TimedWord("have", 0.4, 0.8))
            words += (TimedWord("the", 0.8, seconds - 0.1),)
            return "I have the", words
        # the rest, heard on its own: words over the whole of it
        step = (seconds - 0.3) / 5
        texts = ("the", "date.", "Is", "that", "right?")
        words = tuple(TimedWord(t, i * step, (i + 1) * step) for i, t in enumerate(texts))
        return " ".join(texts), words

    def spec(self):
        return {"engine": "stopping"}


def test_speech_after_a_stretched_last_word_is_heard_on_its_own():
    # a 20 s read-back came back ending "... I have the": its "Is that right?" went unheard
    from duplexworld.caller.hearing import SPEECH_RMS, TICK_SAMPLES

    loud = np.full(TICK_SAMPLES, int(SPEECH_RMS * 8), dtype=np.int16)
    recogniser = _StoppingRecogniser()
    (heard,) = _heard_of(np.concatenate([loud] * 20), recogniser)
    assert heard.text == "I have the the date. Is that right?", heard.text
    # the rest was heard from where the stretched word began (0.8 s into the stretch)
    assert len(recogniser.lengths) == 2 and recogniser.lengths[1] < recogniser.lengths[0] - 0.7
