"""Turn segmentation: speech flags from trace events and from silero VAD, runs, gap merging."""

import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from duplexworld.metrics.segments import (
    INTEGRATION_WINDOW_MS,
    Segment,
    event_speech_flags,
    flags_from_segments,
    merge_gaps,
    runs,
    segments_from_flags,
    trace_segments,
    vad_speech_flags,
)
from duplexworld.speech.bank import SpeechBank
from duplexworld.speech.silero import (
    DEFAULT_VAD_THRESHOLD,
    SERVER_VAD_THRESHOLD,
    VAD_FRAME_SAMPLES,
    SileroVAD,
    silero_model_path,
)
from duplexworld.speech.tts import PiperTTS
from duplexworld.testing import toy_scenario
from duplexworld.testing.traces import trace_header
from duplexworld.trace import (
    SpeechStarted,
    SpeechStopped,
    Terminated,
    TraceHeader,
    TraceWriter,
    read_trace,
)
from duplexworld.units import TELEPHONE_RATE, samples_per_tick

TICK = samples_per_tick(TELEPHONE_RATE)
FRAME_S = VAD_FRAME_SAMPLES / TELEPHONE_RATE


def test_runs_are_maximal_half_open_spans():
    assert runs([]) == []
    assert runs([False, False]) == []
    assert runs([True, True, False, True]) == [Segment(0, 2), Segment(3, 4)]
    assert runs(np.array([0, 1, 1, 0, 1], dtype=bool)) == [Segment(1, 3), Segment(4, 5)]
    assert Segment(3, 7).length == 4


def test_gaps_up_to_the_integration_window_are_closed():
    assert INTEGRATION_WINDOW_MS == 500
    # a 2-tick (0.4 s) gap closes, a 3-tick (0.6 s) gap does not: "up to 0.5 s", not rounded
    segments = [Segment(0, 2), Segment(4, 5), Segment(8, 9)]
    assert merge_gaps(segments) == [Segment(0, 5), Segment(8, 9)]
    assert merge_gaps(segments, max_gap_ms=600) == [Segment(0, 9)]
    assert merge_gaps(segments, max_gap_ms=0) == segments
    flags = [True, False, False, True, False, False, False, True]
    assert segments_from_flags(flags) == [Segment(0, 1), Segment(3, 4), Segment(7, 8)]
    assert segments_from_flags(flags, INTEGRATION_WINDOW_MS) == [Segment(0, 4), Segment(7, 8)]


def test_flags_and_segments_round_trip():
    flags = np.array([0, 1, 1, 0, 0, 1, 0, 1, 1, 1], dtype=bool)
    assert np.array_equal(flags_from_segments(runs(flags), flags.size), flags)
    clipped = flags_from_segments([Segment(-2, 1), Segment(3, 99)], 5)
    assert clipped.tolist() == [True, False, False, True, True]


def test_event_flags_follow_starts_and_stops_per_lane():
    events = [
        SpeechStarted(tick=1, lane="caller"),
        SpeechStarted(tick=2, lane="agent"),
        SpeechStopped(tick=4, lane="caller"),  # first silent tick
        SpeechStopped(tick=3, lane="agent"),
        SpeechStarted(tick=6, lane="agent"),  # still speaking at the end of the call
        Terminated(tick=8, reason="user_stop"),
    ]
    flags = event_speech_flags(events, 8)
    assert flags["caller"].tolist() == [0, 1, 1, 1, 0, 0, 0, 0]
    assert flags["agent"].tolist() == [0, 0, 1, 0, 0, 0, 1, 1]
    assert event_speech_flags([], 0)["caller"].size == 0


def test_thresholds_are_named_constants():
    assert DEFAULT_VAD_THRESHOLD == 0.5
    assert SERVER_VAD_THRESHOLD == 0.2
    with pytest.raises(ValueError):
        SileroVAD(threshold=1.5)


def test_the_bundled_silero_model_runs_without_torch_or_faster_whisper():
    path = silero_model_path()
    assert path.name == "silero_vad_v6.onnx" and path.is_file()
    # a fresh interpreter: other tests in this session may import faster-whisper themselves
    probe = (
        "import sys, numpy as np\n"
        "from duplexworld.speech.silero import SileroVAD\n"
        "SileroVAD().tick_flags(np.zeros(1600, dtype=np.int16))\n"
        "assert 'torch' not in sys.modules and 'faster_whisper' not in sys.modules\n"
    )
    subprocess.run([sys.executable, "-c", probe], check=True)


@pytest.fixture(scope="module")
def speech(tmp_path_factory) -> np.ndarray:
    bank = SpeechBank(PiperTTS(), cache_dir=tmp_path_factory.mktemp("bank"))
    return np.asarray(bank.speak("I would like to check the balance on my savings account."))


def _true_span(clip: np.ndarray, offset_s: float) -> tuple[float, float]:
    # ground truth: where the clip's envelope exceeds 1 % of its peak
    loud = np.flatnonzero(np.abs(clip) > 0.01 * np.abs(clip).max())
    return offset_s + loud[0] / TELEPHONE_RATE, offset_s + (loud[-1] + 1) / TELEPHONE_RATE


def test_vad_finds_speech_where_there_is_speech_and_none_in_silence(speech):
    lead, tail = 1.0, 1.5
    audio = np.concatenate(
        [np.zeros(int(lead * TELEPHONE_RATE)), speech, np.zeros(int(tail * TELEPHONE_RATE))]
    ).astype(np.float32)
    vad = SileroVAD()
    frames = vad.frame_flags(audio)
    assert frames.size == -(-audio.size // VAD_FRAME_SAMPLES)
    hits = np.flatnonzero(frames)
    first, last = hits[0] * FRAME_S, (hits[-1] + 1) * FRAME_S
    start, end = _true_span(speech, lead)
    assert abs(first - start) <= 0.1
    assert abs(last - end) <= 0.1
    # per tick: nothing in the silent lead and tail, speech through most of the clip
    ticks = vad.tick_flags(audio)
    assert ticks.size == -(-audio.size // TICK)
    spans = segments_from_flags(ticks, INTEGRATION_WINDOW_MS)
    assert len(spans) == 1
    assert abs(spans[0].start * 0.2 - start) <= 0.2
    assert abs(spans[0].end * 0.2 - end) <= 0.2
    assert not vad.tick_flags(np.zeros(3 * TELEPHONE_RATE, dtype=np.int16)).any()


def test_vad_accepts_int16_and_a_lower_threshold_finds_at_least_as_much(speech):
    pcm = (np.concatenate([np.zeros(TELEPHONE_RATE), speech]) * 32767).astype(np.int16)
    strict = SileroVAD().tick_flags(pcm)
    lenient = SileroVAD(threshold=SERVER_VAD_THRESHOLD).tick_flags(pcm)
    assert strict.any() and not strict[:4].any()
    assert np.all(lenient[strict])


def _header() -> TraceHeader:
    scenario = toy_scenario()
    return trace_header(scenario, step_cap_ticks=100)


def test_trace_segments_from_events_and_from_recorded_audio(tmp_path: Path, speech):
    pcm = (speech * 32767).astype(np.int16)
    n_speech = -(-pcm.size // TICK)
    caller = np.zeros((5 + n_speech + 5) * TICK, dtype=np.int16)
    caller[5 * TICK : 5 * TICK + pcm.size] = pcm
    writer = TraceWriter(tmp_path / "ep", _header())
    writer.emit(SpeechStarted(tick=5, lane="caller"))
    writer.emit(SpeechStopped(tick=5 + n_speech, lane="caller"))
    for tick in range(caller.size // TICK):
        writer.audio(caller[tick * TICK : (tick + 1) * TICK], np.zeros(TICK, dtype=np.int16))
    end = caller.size // TICK
    writer.emit(Terminated(tick=end, reason="user_stop"))
    writer.close({}, meta={})
    trace = read_trace(tmp_path / "ep")

    from_events = trace_segments(trace)
    assert from_events.caller == (Segment(5, 5 + n_speech),)
    assert from_events.agent == () and from_events.n_ticks == end
    assert from_events.lane("caller") == from_events.caller

    flags = vad_speech_flags(trace)
    assert not flags["agent"].any()
    heard = segments_from_flags(flags["caller"], INTEGRATION_WINDOW_MS)
    assert len(heard) == 1
    assert abs(heard[0].start - 5) <= 1 and abs(heard[0].end - (5 + n_speech)) <= 1
    assert trace_segments(trace, INTEGRATION_WINDOW_MS, source="vad").caller == tuple(heard)
    with pytest.raises(ValueError):
        trace_segments(trace, source="nope")
