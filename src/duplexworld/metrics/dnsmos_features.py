"""The P.808 model's input features: log-mel power as librosa computes it, in numpy.

``librosa.feature.melspectrogram(y, sr=16000, n_fft=321, hop_length=160, n_mels=120)``
(centred with zero padding, periodic Hann, power 2, slaney mels with slaney norm), then
``power_to_db(ref=np.max, amin=1e-10, top_db=80)`` and ``(x + 40) / 40``. Split in two so that
the per-frame part (``mel_power``) can be shared between overlapping windows while the
per-window normalisation (``mel_db``) stays per window.
"""

from __future__ import annotations

from functools import lru_cache

import numpy as np

__all__ = ["MEL_HOP", "N_FFT", "N_MELS", "log_mel_p808", "mel_db", "mel_filterbank", "mel_power"]

SAMPLE_RATE = 16_000
N_FFT = 321
MEL_HOP = 160
N_MELS = 120


def _hz_to_mel(hz: np.ndarray) -> np.ndarray:
    # slaney scale (librosa htk=False): linear below 1 kHz, logarithmic above
    hz = np.asarray(hz, dtype=np.float64)
    mels = hz / (200.0 / 3)
    log_step = np.log(6.4) / 27.0
    above = hz >= 1000.0
    mels[above] = 15.0 + np.log(hz[above] / 1000.0) / log_step
    return mels


def _mel_to_hz(mels: np.ndarray) -> np.ndarray:
    mels = np.asarray(mels, dtype=np.float64)
    hz = (200.0 / 3) * mels
    log_step = np.log(6.4) / 27.0
    above = mels >= 15.0
    hz[above] = 1000.0 * np.exp(log_step * (mels[above] - 15.0))
    return hz


@lru_cache(maxsize=4)
def mel_filterbank(
    sample_rate: int = SAMPLE_RATE, n_fft: int = N_FFT, n_mels: int = N_MELS
) -> np.ndarray:
    """Mel weights (n_mels x n_fft//2+1) as ``librosa.filters.mel`` builds them by default.

    Slaney mel scale, slaney (area) normalisation, fmin 0, fmax sample_rate / 2, float32.
    """
    fft_freqs = np.fft.rfftfreq(n_fft, d=1.0 / sample_rate)
    edges = _mel_to_hz(
        np.linspace(
            _hz_to_mel(np.array([0.0]))[0], _hz_to_mel(np.array([sample_rate / 2]))[0], n_mels + 2
        )
    )
    widths = np.diff(edges)
    ramps = edges[:, None] - fft_freqs[None, :]
    lower = -ramps[:-2] / widths[:-1, None]
    upper = ramps[2:] / widths[1:, None]
    weights = np.maximum(0.0, np.minimum(lower, upper))
    weights *= (2.0 / (edges[2:] - edges[:-2]))[:, None]
    weights = weights.astype(np.float32)
    weights.setflags(write=False)
    return weights


@lru_cache(maxsize=4)
def _hann(n_fft: int) -> np.ndarray:
    # periodic Hann (scipy.signal.get_window('hann', n, fftbins=True)), as librosa uses
    return 0.5 - 0.5 * np.cos(2.0 * np.pi * np.arange(n_fft) / n_fft)


def mel_power(frames: np.ndarray) -> np.ndarray:
    """Mel power (n, 120) float32 of (n, 321) float32 frames (already cut and padded)."""
    spectrum = np.fft.rfft(frames.astype(np.float64) * _hann(N_FFT)[None, :], axis=1)
    # librosa keeps the STFT in complex64 for float32 input; match its rounding
    power = np.abs(spectrum.astype(np.complex64)) ** 2
    return power @ mel_filterbank().T


def mel_db(mel: np.ndarray) -> np.ndarray:
    """One window's model input from its mel power: dB relative to its maximum, top 80 dB."""
    amin = 1e-10
    db = 10.0 * np.log10(np.maximum(amin, mel))
    db -= 10.0 * np.log10(max(amin, float(mel.max())))
    db = np.maximum(db, db.max() - 80.0)
    return ((db + 40.0) / 40.0).astype(np.float32)


def log_mel_p808(audio: np.ndarray) -> np.ndarray:
    """The reference's P.808 features of one 16 kHz segment: (frames, 120) float32."""
    y = np.asarray(audio, dtype=np.float32)
    pad = N_FFT // 2
    y = np.pad(y, (pad, pad), mode="constant")
    frames = 1 + (y.size - N_FFT) // MEL_HOP
    index = np.arange(N_FFT)[None, :] + MEL_HOP * np.arange(frames)[:, None]
    return mel_db(mel_power(y[index]))
