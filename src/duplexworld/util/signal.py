"""Signal levels every layer measures (the speech bank, the caller's hearing, the channel)."""

from __future__ import annotations

import numpy as np

__all__ = ["rms"]


def rms(x: np.ndarray) -> float:
    """Root mean square of a signal (0 for an empty one)."""
    if x.size == 0:
        return 0.0
    x64 = np.asarray(x, dtype=np.float64)
    return float(np.sqrt(np.mean(x64 * x64)))
