"""DNSMOS computed once per frame instead of once per window, with the reference's values.

DNSMOS scores 9.01 s windows at a 1 s hop (which of them: ``window_starts``), so each second of
audio passes through the models up to nine times. Both DNSMOS models start with per-frame
work at a 10 ms frame hop (a 1 s hop is exactly 100 frames):

- P.835 (``sig_bak_ovr.onnx``): a DFT of each 320-sample frame, log power, four 3x3
  convolutions at full resolution, a 2x2 max pool and a fifth convolution (together 96% of
  the model's cost). An output of that trunk (at half the frame rate) sees input frames
  ``2p-6 .. 2p+7``, so a window's trunk features equal those of the whole signal except
  within 3 pooled frames of the window's edges, where the window's zero padding differs. The
  trunk is therefore run once over the signal (in runs of whole 100-frame hops with an
  8-frame halo), each window's edges are recomputed from a 12-frame strip of that window
  alone, and the head (pooling, two small convolutions, global max, dense layers) runs per
  window on the assembled features.
- P.808 (``model_v8.onnx``): the log-mel power of each centred 321-sample frame is computed
  once; only a window's first and last frames (which touch its zero padding) and its
  normalisation (``ref=max``, ``top_db``) are per window, then the model runs per window.

Short clips are looped by doubling, as the reference does. The looped signal repeats exactly
with the clip's period, so two windows whose starts differ by a multiple of it are identical
and are scored once; and when the period is a whole number of frames, the per-frame work is
done on one period, circularly.

The two sub-models are cut out of the shipped ONNX file at load time (the ``onnx`` package);
their nodes and weights are the original ones.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import numpy as np

from duplexworld.metrics.dnsmos_features import mel_db, mel_power

__all__ = [
    "DEFAULT_WINDOW_SET",
    "WINDOW_SETS",
    "P808Features",
    "P835Split",
    "SignalFrames",
    "WindowPlan",
    "window_starts",
]

SAMPLE_RATE = 16_000
INPUT_SECONDS = 9.01
"""The reference's window length in seconds (``INPUT_LENGTH``), a float as it computes it."""
WINDOW_SAMPLES = 144_160
HOP_SAMPLES = 16_000
WINDOW_SETS = ("reference", "every")
"""Which 9.01 s windows a clip's score averages (both at a 1 s hop; see ``window_starts``)."""
DEFAULT_WINDOW_SET = "reference"
"""The registered metrics' window set: the reference runner's, so that the values are the
ones DNSMOS figures elsewhere were computed with."""
FRAME_HOP = 160
"""Both models' frame hop in samples (10 ms)."""
P835_FRAME = 320
P808_FRAME = 321
P808_SAMPLES = WINDOW_SAMPLES - 160
"""The P.808 model sees the window minus its last 160 samples."""
WINDOW_FRAMES = 900
HOP_FRAMES = HOP_SAMPLES // FRAME_HOP
HALO = 8
"""Input frames either side of a trunk run: covers the reach ``2p-6 .. 2p+7`` (kept even so
that the 2x2 pooling stays aligned with the signal's frames)."""
EDGE = 3
"""Pooled frames at each window edge that differ from the whole signal's (zero padding)."""
STRIP = 12
"""Input frames of an edge strip: its outer EDGE pooled outputs reach at most frame 11 of
the window (``2p+7`` for ``p < 3``) and never the strip's own padding on the inner side."""
POOLED = WINDOW_FRAMES // 2
MAX_RUN = 9
"""Hops per trunk run over the signal: bounds the trunk's activations (~80 MB)."""

_TRUNK_INPUT = "mos_estimator_logpow/concat:0"
_TRUNK_OUTPUT = "mos_estimator_logpow/conv2d_4/Relu:0"
_HEAD_OUTPUT = "Identity:0"


@dataclass(frozen=True)
class SignalFrames:
    """Samples of the (looped) signal, read with wrap-around when it is periodic.

    ``period`` is the clip's length when the reference looped it (the looped signal then
    repeats exactly), else None and ``samples`` is read as it is.
    """

    samples: np.ndarray
    period: int | None

    def take(self, starts: np.ndarray, length: int) -> np.ndarray:
        """Rows ``samples[start : start + length]`` (modulo the period), float32."""
        index = np.asarray(starts, dtype=np.int64)[:, None] + np.arange(length)[None, :]
        if self.period is not None:
            index %= self.period
        return self.samples[index]

    @property
    def frame_period(self) -> int | None:
        """The period in frames when it is a whole number of them (frames then repeat)."""
        if self.period is None or self.period % FRAME_HOP:
            return None
        return self.period // FRAME_HOP


@dataclass(frozen=True)
class WindowPlan:
    """Which windows a window set scores and which of them are distinct.

    ``starts`` holds the start sample of each distinct window; ``inverse[i]`` is the distinct
    window that scored window ``i`` (in order) equals.
    """

    signal: SignalFrames
    starts: np.ndarray
    inverse: np.ndarray

    @classmethod
    def of(cls, x: np.ndarray, window_set: str = DEFAULT_WINDOW_SET) -> WindowPlan:
        """The plan for 16 kHz float32 audio ``x`` (non-empty) and one of ``WINDOW_SETS``."""
        period: int | None = None
        looped = x
        if x.size < WINDOW_SAMPLES:
            period = x.size
            while looped.size < WINDOW_SAMPLES:  # the reference doubles until one window fits
                looped = np.concatenate([looped, looped])
        scored = window_starts(looped.size, window_set)
        keys = scored % period if period is not None else scored
        _, first, inverse = np.unique(keys, return_index=True, return_inverse=True)
        signal = SignalFrames(x if period is not None else looped, period)
        return cls(signal=signal, starts=scored[first], inverse=inverse.reshape(-1))

    @property
    def windows(self) -> int:
        """Windows scored (distinct or not)."""
        return int(self.inverse.size)


def window_starts(samples: int, window_set: str = DEFAULT_WINDOW_SET) -> np.ndarray:
    """Start samples of the windows scored in ``samples`` samples of (looped) 16 kHz audio.

    ``every``: each full window at a 1 s hop. ``reference``: the windows DNS-Challenge's
    ``dnsmos_local.py`` (and speechmos's ``run``, the same loop) scores, which are fewer:

    - it takes ``int(floor(seconds) - 9.01) + 1`` hops, counted from whole seconds, so the last
      full window is left out when the clip's fraction of a second would have held it (17.2 s:
      starts 0-7 s, not 0-8 s);
    - it ends window ``i`` at ``int((i + 9.01) * 16000)`` in double precision, which truncates
      to one sample short of the window for ``i`` in 7-23, 119-122 and others; it skips a cut
      shorter than the model's input, so those windows are not scored either.

    Raises:
        ValueError: an unknown window set.
    """
    if window_set == "every":
        return np.arange(0, samples - WINDOW_SAMPLES + 1, HOP_SAMPLES, dtype=np.int64)
    if window_set != "reference":
        raise ValueError(f"unknown DNSMOS window set {window_set!r}: one of {WINDOW_SETS}")
    hops = int(np.floor(samples / SAMPLE_RATE) - INPUT_SECONDS) + 1
    kept = [
        i * HOP_SAMPLES
        for i in range(max(hops, 0))
        # the float end index, as the reference computes it (the windows it loses are facts
        # of its arithmetic, reproduced here rather than corrected)
        if min(int((i + INPUT_SECONDS) * SAMPLE_RATE), samples) - i * HOP_SAMPLES >= WINDOW_SAMPLES
    ]
    return np.asarray(kept, dtype=np.int64)


def _submodel(
    model: object, input_name: str, output_name: str, shape: list[str | int | None]
) -> bytes:
    """The part of ``model`` computing ``output_name`` from ``input_name``, serialized."""
    import onnx
    from onnx import helper

    graph = model.graph  # type: ignore[attr-defined]
    producer = {out: node for node in graph.node for out in node.output}
    wanted: set[int] = set()
    pending = [output_name]
    while pending:
        name = pending.pop()
        node = producer.get(name)
        if name == input_name or node is None or id(node) in wanted:
            continue
        wanted.add(id(node))
        pending.extend(node.input)
    nodes = [node for node in graph.node if id(node) in wanted]  # keeps topological order
    used = {name for node in nodes for name in node.input}
    initializers = [init for init in graph.initializer if init.name in used]
    sub = helper.make_graph(
        nodes,
        f"dnsmos_{output_name.split('/')[-1]}",
        [helper.make_tensor_value_info(input_name, onnx.TensorProto.FLOAT, shape)],
        [helper.make_tensor_value_info(output_name, onnx.TensorProto.FLOAT, None)],
        initializers,
    )
    out = helper.make_model(sub, opset_imports=list(model.opset_import))  # type: ignore[attr-defined]
    out.ir_version = model.ir_version  # type: ignore[attr-defined]
    return out.SerializeToString()


class P835Split:
    """``sig_bak_ovr.onnx`` as trunk (frames to the fifth convolution) and head (the rest)."""

    def __init__(self, path: Path, options: object, providers: list[str]) -> None:
        """Cut the model file at ``path`` and open both parts with the given session options."""
        import onnx
        import onnxruntime as ort

        model = onnx.load(str(path))
        trunk = _submodel(model, _TRUNK_INPUT, _TRUNK_OUTPUT, ["N", "T", P835_FRAME])
        head = _submodel(model, _TRUNK_OUTPUT, _HEAD_OUTPUT, ["N", 32, POOLED, 80])
        self._trunk = ort.InferenceSession(trunk, options, providers=providers)
        self._head = ort.InferenceSession(head, options, providers=providers)

    def trunk(self, frames: np.ndarray) -> np.ndarray:
        """Trunk features (N, 32, T // 2, 80) of frame sequences (N, T, 320), zero padded."""
        return self._trunk.run(None, {_TRUNK_INPUT: frames})[0]

    def head(self, features: np.ndarray) -> np.ndarray:
        """Raw (SIG, BAK, OVRL) before the polynomial fits, (N, 3), of window features."""
        return self._head.run(None, {_TRUNK_OUTPUT: features})[0]

    def raw_scores(self, plan: WindowPlan, batch: int) -> np.ndarray:
        """Raw P.835 outputs (distinct windows, 3) for a plan, as the whole model gives them."""
        signal = plan.signal
        starts = plan.starts // FRAME_HOP
        left, right = self._edges(signal, plan.starts)
        ring = self._ring(signal)
        if ring is not None:
            period_pooled = ring.shape[1]
            ring = np.concatenate([ring] * (1 + -(-POOLED // period_pooled)), axis=1)
        hops: dict[int, np.ndarray] = {}
        rows: list[np.ndarray] = []
        for first in range(0, len(starts), batch):
            group = starts[first : first + batch]
            if ring is None:
                self._fill_hops(signal, group, hops)
            features = np.empty((len(group), 32, POOLED, 80), dtype=np.float32)
            for row, start in enumerate(group):
                if ring is not None:  # a slice of the ring laid out long enough
                    offset = (start // 2) % period_pooled
                    features[row] = ring[:, offset : offset + POOLED]
                else:
                    h0 = start // HOP_FRAMES
                    width = HOP_FRAMES // 2
                    for k in range(WINDOW_FRAMES // HOP_FRAMES):  # in place: no joined copy
                        features[row, :, k * width : (k + 1) * width] = hops[h0 + k]
                features[row, :, :EDGE] = left[first + row]
                features[row, :, -EDGE:] = right[first + row]
            rows.append(self.head(features))
            if ring is None and first + batch < len(starts):  # hops no later window uses
                keep = int(starts[first + batch]) // HOP_FRAMES
                for h in [h for h in hops if h < keep]:
                    del hops[h]
        return np.concatenate(rows).astype(np.float64)

    def _ring(self, signal: SignalFrames) -> np.ndarray | None:
        # A looped clip whose period is a whole number of frames: its trunk features repeat,
        # so one period is computed circularly (two when the period is odd, so that the
        # pooling pairs frames as the windows do; windows start on even frames).
        period = signal.frame_period
        if period is None:
            return None
        span = period if period % 2 == 0 else 2 * period
        index = np.arange(-HALO, span + HALO) % period
        frames = signal.take(index * FRAME_HOP, P835_FRAME)[None]
        return self.trunk(frames)[0, :, HALO // 2 : HALO // 2 + span // 2]

    def _edges(self, signal: SignalFrames, starts: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        # each window's first and last EDGE pooled frames, from strips of that window alone
        # (its zero padding included), all windows in one trunk call
        offsets = np.arange(STRIP) * FRAME_HOP
        first = starts[:, None] + offsets[None, :]
        last = first + (WINDOW_FRAMES - STRIP) * FRAME_HOP
        index = np.concatenate([first, last]).reshape(-1)
        strips = signal.take(index, P835_FRAME).reshape(-1, STRIP, P835_FRAME)
        out = self.trunk(strips)
        n = len(starts)
        return out[:n, :, :EDGE], out[n:, :, -EDGE:]

    def _fill_hops(
        self, signal: SignalFrames, group: np.ndarray, hops: dict[int, np.ndarray]
    ) -> None:
        # trunk features of the 100-frame hops these windows need, computed in runs of
        # consecutive hops with a HALO so that every pooled frame of the run is exact; at the
        # signal's ends the halo is clamped, which only touches window edges (from strips)
        per_window = WINDOW_FRAMES // HOP_FRAMES
        needed = sorted(
            {h for s in group for h in range(s // HOP_FRAMES, s // HOP_FRAMES + per_window)}
            - set(hops)
        )
        runs: list[list[int]] = []
        for h in needed:
            if runs and runs[-1][-1] == h - 1 and len(runs[-1]) < MAX_RUN:
                runs[-1].append(h)
            else:
                runs.append([h])
        last_frame = (signal.samples.size - P835_FRAME) // FRAME_HOP
        for run in runs:
            index = np.arange(run[0] * HOP_FRAMES - HALO, (run[-1] + 1) * HOP_FRAMES + HALO)
            if signal.period is None:
                index = np.clip(index, 0, last_frame)
            out = self.trunk(signal.take(index * FRAME_HOP, P835_FRAME)[None])[0]
            for offset, h in enumerate(run):
                begin = HALO // 2 + offset * HOP_FRAMES // 2
                hops[h] = out[:, begin : begin + HOP_FRAMES // 2]


class P808Features:
    """The P.808 model inputs of a plan's distinct windows, the mel power computed per frame.

    A window's centred frame ``j`` covers its samples ``160 j - 160 .. 160 j + 160``; frames
    1-898 lie inside the window and equal the signal's own centred frames, frames 0 and 899
    reach into the window's zero padding and are cut per window.
    """

    def __init__(self, plan: WindowPlan) -> None:
        """Compute the mel power of every centred frame that some window uses inside it."""
        self._plan = plan
        signal = plan.signal
        base = plan.starts // FRAME_HOP  # the signal frame of each window's frame 0
        self._period = signal.frame_period
        if self._period is not None:
            frames = np.arange(self._period)
            self._first = 0
        else:
            frames = np.arange(int(base.min()) + 1, int(base.max()) + WINDOW_FRAMES - 1)
            self._first = int(frames[0])
        self._mel = mel_power(signal.take(frames * FRAME_HOP - FRAME_HOP, P808_FRAME))
        edge = P808_FRAME - FRAME_HOP  # 161 samples of the window in its first frame
        head = signal.take(plan.starts, edge)
        tail = signal.take(plan.starts + P808_SAMPLES - FRAME_HOP * 2, FRAME_HOP * 2)
        n = len(plan.starts)
        cut = np.zeros((2 * n, P808_FRAME), dtype=np.float32)
        cut[:n, FRAME_HOP:] = head
        cut[n:, : FRAME_HOP * 2] = tail
        self._edges = mel_power(cut)

    def windows(self, first: int, stop: int) -> np.ndarray:
        """Model inputs (n, 900, 120) of distinct windows ``first`` to ``stop`` (exclusive)."""
        return np.stack(
            [self.window(row) for row in range(first, min(stop, len(self._plan.starts)))]
        )

    def window(self, row: int) -> np.ndarray:
        """The (900, 120) float32 model input of distinct window ``row``."""
        n = len(self._plan.starts)
        inner = int(self._plan.starts[row]) // FRAME_HOP + np.arange(1, WINDOW_FRAMES - 1)
        if self._period is not None:
            inner %= self._period
        else:
            inner -= self._first
        mel = np.concatenate(
            [self._edges[row : row + 1], self._mel[inner], self._edges[n + row : n + row + 1]]
        )
        return mel_db(mel)
