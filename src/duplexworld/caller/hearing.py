"""What the caller hears of the agent: its audio through the line, recognised as it comes.

A person on the phone knows only what has reached their ear. The caller's ear therefore takes
the agent's audio tick by tick (the agent's output of tick t - 1 arrives at tick t), passes it
through the telephone codec (G.711 mu-law, as the agent -> caller direction of the line),
cuts it into stretches of speech at short pauses and transcribes each stretch with the offline
ASR. A stretch's words become known at the tick the stretch ends, which is never before its
last word was spoken. While the agent is still talking, ``partial`` gives the words already
spoken (those whose end time lies before the current tick): the caller's barge-in decisions
use it.

The agent's self-reported transcript and its tool calls are not heard. The ``transcript``
perception mode (the agent's transcript, known the tick it starts speaking) remains as an
ablation; the caller's spec in the trace header records which mode ran.

On a wall-clock call (a real-time agent) the ear hears in the background: a stretch's
recognition runs on a worker thread while the call goes on, and its words become known at the
first tick after the recogniser is done, as a person's understanding comes a moment after the
words. The tick that closed the stretch never waits for it (``background``; the caller holds
its reply while ``busy``). In simulated time the ear recognises at once, as before.

Recognition of identical audio is cached: the built-in agents say the same sentences in every
episode, and whisper is deterministic at temperature 0 on a fixed thread count, so a cached
answer is the answer the model would give. The cache is kept in memory and on disk
(``$DUPLEXWORLD_CACHE/hearing``, shared by a campaign's worker processes: with two workers
each holding only its own memory, a quarter of the caller's recognition ran twice), keyed by
the recogniser's spec, the CTranslate2 version and the audio's sha256.
"""

from __future__ import annotations

import hashlib
import importlib.metadata
import math
import threading
import time
from collections import OrderedDict, deque
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Literal, Protocol

import numpy as np

from duplexworld.channel.g711 import mulaw_decode, mulaw_encode
from duplexworld.speech.asr import TimedWord
from duplexworld.speech.loops import Recognition, hear_unlooped
from duplexworld.units import TELEPHONE_RATE, TICK_MS, samples_per_tick
from duplexworld.util.filecache import JsonFileCache
from duplexworld.util.signal import rms

__all__ = [
    "ASR_CACHE",
    "AgentEar",
    "default_ear",
    "Heard",
    "Perception",
    "WordRecogniser",
    "background_worker",
    "line_audio",
    "speech_ms",
]

Perception = Literal["audio", "transcript", "text"]
"""How the caller perceives the agent: by ear (default), the agent's transcript beside its
audio (ablation), or, in text mode, the agent's messages (there is no audio at all)."""

TICK_SAMPLES = samples_per_tick(TELEPHONE_RATE)
TICK_S = TICK_MS / 1000.0
SPEECH_RMS = 100.0
"""RMS (int16 scale) above which a tick of agent audio counts as speech."""
PAUSE_TICKS = 2
"""Silent ticks (0.4 s) that end a stretch of agent speech; the caller answers only after
1.0 s of silence, so a stretch is always recognised before the caller may answer it."""
LOOP_RUN = 8
"""Times one word repeated in a row from which a transcript is the recogniser looping, not
speech (``speech.loops``: the stretch is heard again in halves). The longest run a
read-back holds is a few digits ("five five five")."""
PRE_ROLL_TICKS = 1
"""Ticks before a stretch's first loud tick that it keeps: a soft onset ("zero" after a
pause: its "z" stays under the energy gate) is heard, as a person hears it. Without it the
recogniser got "... one, four, two" for "zero, one, four, two" read back after a pause."""
MIN_SPEECH_MS = 150
"""Speech shorter than this (counted in 20 ms frames above the energy gate) carries no word
a listener could make out: a reply cut off 80 ms in is a blip. Whisper, given such a blip
padded with silence, answers with a word it never heard ("Bye."), and a caller that took it
for one hung up on an agent that had said nothing. The shortest words the agents say ("No.",
"Yes.") last 250 ms or more."""
FRAME_SAMPLES = TELEPHONE_RATE // 50


class WordRecogniser(Protocol):
    """Speech recognition with word timings (WhisperASR)."""

    def transcribe_words(
        self, pcm: np.ndarray, sample_rate: int = TELEPHONE_RATE
    ) -> tuple[str, tuple[TimedWord, ...]]:
        """Text of ``pcm`` and its timed words."""

    def spec(self) -> dict[str, Any]:
        """Engine and parameters (for the trace header)."""


@dataclass(frozen=True)
class Heard:
    """A stretch of agent speech as the caller understood it.

    Attributes:
        text: the recognised words.
        start_tick: tick of the agent output where the stretch began.
        end_tick: tick of the agent output in which its last word ended.
        tick: the caller tick at which the words became known (after ``end_tick``).
    """

    text: str
    start_tick: int
    end_tick: int
    tick: int


def is_speech(audio: np.ndarray) -> bool:
    """Energy gate for one tick of int16 audio."""
    return audio.size > 0 and rms(audio) > SPEECH_RMS


def speech_ms(audio: np.ndarray) -> int:
    """Milliseconds of ``audio`` (int16, 8 kHz) in 20 ms frames above the energy gate."""
    frames = audio.size // FRAME_SAMPLES
    if frames == 0:
        return 0
    x = audio[: frames * FRAME_SAMPLES].astype(np.float64).reshape(frames, FRAME_SAMPLES)
    loud = np.sqrt(np.mean(np.square(x), axis=1)) > SPEECH_RMS
    return int(loud.sum()) * 20


TAIL_SPEECH_MS = 800
"""Speech after the last recognised word (from 0.2 s past its end) from which the rest of a
stretch is heard on its own. Whisper sometimes stops before the end of a long stretch: a
20 s read-back came back ending "... I have the", its closing "Is that right?" was never
heard and the caller waited in silence for a question it had been asked."""
MAX_TAILS = 3
"""How many times a stretch's unheard tail is heard again."""


MAX_WORD_S = 1.2
"""A recognised word longer than this was stretched over speech the recogniser dropped: when
whisper stops early, the alignment gives its last word ("the") the rest of the audio."""


def _unheard_tail(audio: np.ndarray, words: tuple[TimedWord, ...]) -> int | None:
    """The sample from which ``audio`` holds at least TAIL_SPEECH_MS of speech no recognised
    word covers (a word stretched past MAX_WORD_S covers only its start), or None."""
    if not words:
        return None
    last = words[-1]
    heard_to = last.end if last.end - last.start <= MAX_WORD_S else last.start
    start = int((heard_to + 0.2) * TELEPHONE_RATE)
    if start >= audio.size or speech_ms(audio[start:]) < TAIL_SPEECH_MS:
        return None
    return int(heard_to * TELEPHONE_RATE)


def line_audio(pcm: np.ndarray) -> np.ndarray:
    """One tick of agent audio as it reaches the caller: padded to a tick, G.711 round trip."""
    x = np.asarray(pcm)
    if np.issubdtype(x.dtype, np.floating):
        x = np.clip(np.round(x * 32767.0), -32768, 32767)
    x = x.astype(np.int16)
    tick = np.zeros(TICK_SAMPLES, dtype=np.int16)
    tick[: min(x.size, TICK_SAMPLES)] = x[:TICK_SAMPLES]
    return mulaw_decode(mulaw_encode(tick))


@dataclass
class CacheStats:
    """Counters of the process-wide recognition cache (for the bench)."""

    hits: int = 0
    """Answers from memory or disk."""
    disk_hits: int = 0
    """Of ``hits``, answers read from the disk cache (another process recognised the audio)."""
    misses: int = 0
    seconds: float = 0.0
    """Wall seconds spent recognising (misses only)."""
    audio_seconds: float = 0.0
    """Seconds of audio recognised (misses only)."""


def _from_json(data: object) -> Recognition | None:
    # an entry written by _to_json; anything else (foreign or torn) is a miss
    if not isinstance(data, dict) or not isinstance(data.get("text"), str):
        return None
    try:
        words = tuple(TimedWord(str(t), float(a), float(b)) for t, a, b in data["words"])
    except (KeyError, TypeError, ValueError):
        return None
    return data["text"], words


def _to_json(result: Recognition) -> dict[str, object]:
    text, words = result
    return {"text": text, "words": [[w.text, w.start, w.end] for w in words]}


class _RecognitionCache:
    """Recognised words per (recogniser, audio bytes): bounded in memory, and on disk."""

    def __init__(self, size: int = 4096) -> None:
        self.size = size
        self.stats = CacheStats()
        self.disk = JsonFileCache("hearing")
        self._entries: OrderedDict[str, Recognition] = OrderedDict()
        self._lock = threading.Lock()

    def recognise(
        self, asr: WordRecogniser, key_prefix: str, pcm: np.ndarray, on_disk: bool = False
    ) -> Recognition:
        """``asr``'s words for ``pcm`` (``on_disk``: also look up and store on disk)."""
        key = key_prefix + hashlib.sha256(pcm.tobytes()).hexdigest()
        with self._lock:
            hit = self._entries.get(key)
            if hit is not None:
                self._entries.move_to_end(key)
                self.stats.hits += 1
                return hit
        disk_key = hashlib.sha256(key.encode()).hexdigest()
        result = _from_json(self.disk.get(disk_key)) if on_disk else None
        if result is not None:
            with self._lock:
                self.stats.hits += 1
                self.stats.disk_hits += 1
                self._remember(key, result)
            return result
        started = time.perf_counter()
        result = asr.transcribe_words(pcm, TELEPHONE_RATE)
        if on_disk:
            self.disk.put(disk_key, _to_json(result))
        with self._lock:
            self.stats.misses += 1
            self.stats.seconds += time.perf_counter() - started
            self.stats.audio_seconds += pcm.size / TELEPHONE_RATE
            self._remember(key, result)
        return result

    def _remember(self, key: str, result: Recognition) -> None:
        self._entries[key] = result
        while len(self._entries) > self.size:
            self._entries.popitem(last=False)

    def clear(self) -> None:
        """Forget the entries in memory and reset the counters (the disk cache is kept)."""
        with self._lock:
            self._entries.clear()
            self.stats = CacheStats()


ASR_CACHE = _RecognitionCache()
"""The process-wide cache of the caller's recognition."""


_WORKER: ThreadPoolExecutor | None = None
_WORKER_LOCK = threading.Lock()


def background_worker() -> ThreadPoolExecutor:
    """The caller's one background thread per process (wall-clock calls): recognition, then
    the reading of what was recognised, in order. A call has one caller, and the models' own
    threads (CTranslate2, the encoder's) do the work outside the GIL."""
    global _WORKER
    with _WORKER_LOCK:
        if _WORKER is None:
            _WORKER = ThreadPoolExecutor(1, thread_name_prefix="caller-ear")
        return _WORKER


@dataclass
class _Pending:
    """A stretch handed to the worker: its words, once recognised, and where it lay."""

    future: Future[Recognition]
    samples: int
    start: int
    lead: int
    closed: int


@dataclass
class AgentEar:
    """The caller's ear on the agent's lane: codec, pause-cut stretches, incremental ASR."""

    asr: WordRecogniser
    pause_ticks: int = PAUSE_TICKS
    on_disk: bool = False
    """Share recognitions through the disk cache: only for a recogniser whose spec names
    everything that decides its output (the bundled whisper), never a test's stand-in."""
    background: bool = False
    """Recognise on a worker thread (a wall-clock call): words come at the first tick after
    the recogniser is done, and no tick waits for it."""
    _pending: deque[_Pending] = field(default_factory=deque)
    _partial: Future[Recognition] | None = None
    _partial_heard_s: float = 0.0
    _partial_words: str = ""
    _stretch: list[np.ndarray] = field(default_factory=list)
    _previous: list[np.ndarray] = field(default_factory=list)
    _start: int = 0
    _lead: int = 0
    """Ticks of the stretch's audio before ``_start`` (its pre-roll)."""
    _silent: int = 0
    _key: str = ""

    def __post_init__(self) -> None:
        # the disk cache outlives the process: the decoder's own version is part of the key
        spec = {**self.asr.spec(), "ctranslate2": _ctranslate2_version()}
        self._key = hashlib.sha256(repr(sorted(spec.items())).encode()).hexdigest()[:16] + ":"

    def spec(self) -> dict[str, Any]:
        """The ear's settings and its recogniser (for the caller's spec)."""
        return {
            "codec": "g711-mulaw",
            "pause_ticks": self.pause_ticks,
            "asr": self.asr.spec(),
            "word_timestamps": True,
            # only when set: a simulated-time header stays what it was (old runs resume)
            **({"background": True} if self.background else {}),
        }

    @property
    def listening(self) -> bool:
        """Whether a stretch of agent speech is open (not yet recognised)."""
        return bool(self._stretch)

    @property
    def busy(self) -> bool:
        """Whether a finished stretch is still being recognised (background only)."""
        return bool(self._pending)

    def warm_up(self, speech: np.ndarray) -> None:
        """Load the recogniser and decode ``speech`` (8 kHz int16) once, on the thread that
        recognises: a model's first decode is slow, and must not fall on a call's tick."""
        pcm = np.asarray(speech, dtype=np.int16)
        if self.background:
            background_worker().submit(self.asr.transcribe_words, pcm, TELEPHONE_RATE).result()
        else:
            self.asr.transcribe_words(pcm, TELEPHONE_RATE)

    def hear(self, tick: int, agent_audio: np.ndarray) -> tuple[Heard, ...]:
        """Take the agent output of ``tick - 1``; returns stretches understood at this tick."""
        return self._collect(tick) + self._listen(tick, agent_audio)

    def _collect(self, tick: int) -> tuple[Heard, ...]:
        # background recognitions that are done, in the order the stretches ended
        out: list[Heard] = []
        while self._pending and self._pending[0].future.done():
            job = self._pending.popleft()
            text, words = job.future.result()
            heard = self._heard(text, words, job.samples, job.start, job.lead, job.closed, tick)
            out.extend(heard)
        return tuple(out)

    def _listen(self, tick: int, agent_audio: np.ndarray) -> tuple[Heard, ...]:
        pcm = line_audio(agent_audio)
        spoken_at = tick - 1
        previous, self._previous = self._previous, [*self._previous, pcm][-PRE_ROLL_TICKS:]
        if is_speech(pcm):
            if not self._stretch:
                self._stretch = list(previous)  # the soft onset before the gate opened
                self._lead = len(previous)
                self._start = spoken_at
            self._stretch.append(pcm)
            self._silent = 0
            return ()
        if not self._stretch:
            return ()
        self._stretch.append(pcm)
        self._silent += 1
        if self._silent < self.pause_ticks:
            return ()
        return self._close(tick)

    def flush(self, tick: int) -> tuple[Heard, ...]:
        """Recognise an open stretch now and wait for the worker (the call is ending)."""
        closed = self._close(tick) if self._stretch else ()
        for job in self._pending:
            job.future.result()
        return self._collect(tick) + closed

    def _recognise(self, audio: np.ndarray) -> Recognition:
        """The stretch's words (cached); a transcript that loops is heard again in halves,
        and speech after the last word recognised is heard on its own (``_with_tail``)."""
        text, words = self._recognise_once(audio)
        for _ in range(MAX_TAILS):
            tail = _unheard_tail(audio, words)
            if tail is None:
                break
            offset = tail / TELEPHONE_RATE
            more_text, more_words = self._recognise_once(audio[tail:])
            if not more_words:
                break
            moved = tuple(TimedWord(w.text, w.start + offset, w.end + offset) for w in more_words)
            text, words = f"{text} {more_text}".strip(), (*words, *moved)
        return text, words

    def _recognise_once(self, audio: np.ndarray) -> Recognition:
        return hear_unlooped(
            audio, lambda a: ASR_CACHE.recognise(self.asr, self._key, a, self.on_disk), LOOP_RUN
        )

    def _close(self, tick: int) -> tuple[Heard, ...]:
        audio = np.concatenate(self._stretch)
        start = self._start
        self._stretch, self._silent = [], 0
        self._partial, self._partial_words = None, ""
        if speech_ms(audio) < MIN_SPEECH_MS:
            return ()  # a blip, not a word: nothing is heard
        if self.background:
            future = background_worker().submit(self._recognise, audio)
            self._pending.append(_Pending(future, audio.size, start, self._lead, tick))
            return ()
        text, words = self._recognise(audio)
        return self._heard(text, words, audio.size, start, self._lead, tick, tick)

    @staticmethod
    def _heard(
        text: str,
        words: tuple[TimedWord, ...],
        samples: int,
        start: int,
        lead: int,
        closed: int,
        tick: int,
    ) -> tuple[Heard, ...]:
        # the stretch ended at ``closed``; its words are known at ``tick`` (later when the
        # recogniser ran in the background)
        if not text:
            return ()
        last = max((w.end for w in words), default=samples / TELEPHONE_RATE)
        # word times count from the audio's first tick: the pre-roll's, ``lead`` before
        end_tick = max(start, start - lead + math.ceil(last / TICK_S) - 1)
        return (Heard(text=text, start_tick=start, end_tick=min(end_tick, closed - 1), tick=tick),)

    def partial(self, tick: int) -> str:
        """Words of the open stretch already spoken by ``tick`` (for barge-in decisions).

        The stretch so far is recognised; a word counts only when its end lies before the
        last tick heard, so a word still being said is not guessed.
        """
        if not self._stretch:
            return ""
        audio = np.concatenate(self._stretch)
        heard_s = audio.size / TELEPHONE_RATE - TICK_S
        if not self.background:
            _text, words = self._recognise(audio)
            return " ".join(w.text for w in words if w.end <= heard_s).strip()
        # in the background: the words of the last recognition done, and the next one started
        # when the worker is free (a person's grasp of a sentence trails the sentence)
        if self._partial is not None and self._partial.done():
            _text, words = self._partial.result()
            cut = self._partial_heard_s
            self._partial_words = " ".join(w.text for w in words if w.end <= cut).strip()
            self._partial = None
        if self._partial is None and not self._pending:
            self._partial = background_worker().submit(self._recognise, audio)
            self._partial_heard_s = heard_s
        return self._partial_words


@lru_cache(maxsize=1)
def _ctranslate2_version() -> str | None:
    try:
        return importlib.metadata.version("ctranslate2")
    except importlib.metadata.PackageNotFoundError:
        return None


@lru_cache(maxsize=1)
def _whisper() -> WordRecogniser:
    from duplexworld.speech.asr import WhisperASR

    # the full 30 s window: the fitted one (speech/asr.py) lost words on short agent lines
    # (docs/architecture.md, "Where an episode's CPU goes")
    return WhisperASR()


def default_ear() -> AgentEar:
    """A new ear on the shared offline recogniser (faster-whisper tiny.en)."""
    return AgentEar(_whisper(), on_disk=True)
