"""Word error of the agent's piper voice through the G.711 line: full vs fitted window.

Each line (the paraphrase suite's train split, evenly spaced; ``--join N`` speaks N
consecutive turns as one line, for read-back lengths) is spoken with the agent's voice, given
the caller's ear's framing (one tick of silence before, two after) and passed through the
G.711 round trip, then recognised by the bundled whisper with the full 30 s window and with
the fitted window (``speech/asr.py``). Words are compared in ``normalise_spoken`` form.
The train split only: the held-out split is never used to tune the window rule.

Run: ``PYTHONPATH=src python -m tests.speech.window_wer [--lines 150] [--join 1]``
"""

from __future__ import annotations

import argparse
import time

import numpy as np

from duplexworld.caller.components import speech_bank
from duplexworld.caller.hearing import TICK_SAMPLES, line_audio
from duplexworld.caller.persona import AGENT_VOICE
from duplexworld.speech import WhisperASR, normalise_spoken
from duplexworld.training.intent_head import load_corpus

from ..caller.paraphrase_suite import DATA


def word_errors(reference: str, heard: str) -> int:
    """Edit distance in words between ``reference`` and ``heard``."""
    ref, hyp = reference.split(), heard.split()
    row = list(range(len(hyp) + 1))
    for i in range(1, len(ref) + 1):
        diagonal, row[0] = row[0], i
        for j in range(1, len(hyp) + 1):
            cost = min(row[j] + 1, row[j - 1] + 1, diagonal + (ref[i - 1] != hyp[j - 1]))
            diagonal, row[j] = row[j], cost
    return row[len(hyp)]


def lines(count: int, join: int) -> list[str]:
    """``count`` texts from the train split, evenly spaced, each ``join`` turns long."""
    turns = [turn.text for turn in load_corpus(DATA / "train", "*.yaml")]
    step = max(1, len(turns) // count)
    return [" ".join(turns[i * step : i * step + join]) for i in range(count)]


def on_the_line(text: str) -> np.ndarray:
    """``text`` in the agent's voice as a stretch of the caller's ear (int16, 8 kHz)."""
    audio = speech_bank(AGENT_VOICE).speak(text)
    pcm = np.clip(np.round(audio * 32767), -32768, 32767).astype(np.int16)
    silence = np.zeros(TICK_SAMPLES, dtype=np.int16)
    pcm = np.concatenate([silence, pcm, silence, silence])
    pcm = np.concatenate([pcm, np.zeros(-pcm.size % TICK_SAMPLES, dtype=np.int16)])
    ticks = [line_audio(pcm[k : k + TICK_SAMPLES]) for k in range(0, pcm.size, TICK_SAMPLES)]
    return np.concatenate(ticks)


def main() -> None:
    """Print word error, CPU seconds per audio second and the encoded frames per window."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--lines", type=int, default=150)
    parser.add_argument("--join", type=int, default=1)
    args = parser.parse_args()
    texts = lines(args.lines, args.join)
    clips = [on_the_line(text) for text in texts]
    seconds = sum(clip.size for clip in clips) / 8000
    print(f"{len(clips)} lines, {seconds:.0f} s of audio")
    heard: dict[str, list[str]] = {}
    for window in ("full", "fitted"):
        asr = WhisperASR(window=window)  # type: ignore[arg-type]
        started = time.process_time()
        heard[window] = [normalise_spoken(asr.transcribe(clip)) for clip in clips]
        cpu = time.process_time() - started
        pairs = zip(texts, heard[window], strict=True)
        errors = sum(word_errors(normalise_spoken(t), h) for t, h in pairs)
        words = sum(len(normalise_spoken(t).split()) for t in texts)
        print(
            f"{window:6s} WER {errors / words:.4f} ({errors}/{words}); "
            f"{cpu / seconds:.3f} CPU-s per audio-s; {asr.stats.encoded_frames} frames encoded, "
            f"{asr.stats.full_window_retries} full-window retries"
        )
    same = sum(a == b for a, b in zip(heard["full"], heard["fitted"], strict=True))
    print(f"identical transcripts: {same}/{len(clips)}")


if __name__ == "__main__":
    main()
