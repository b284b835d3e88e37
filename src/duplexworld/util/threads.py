"""One compute thread per numeric library in a process that runs episodes.

A campaign gets its parallelism from worker processes, one episode each. Inside an episode the
libraries that would start their own thread pools (OpenBLAS under numpy's matrix products, the
OpenMP runtime) are held to one thread, for two reasons:

- Speed: with two workers on two cores, a second BLAS thread per worker only oversubscribes the
  cores (measured: one serial worker used 1.2-1.4 cores, and two workers gained 1.2-1.3x).
- Reproducibility: a float reduction split over more threads can round differently, and a
  rounding difference in whisper's mel features can change a transcript. Ray starts its
  workers with ``OMP_NUM_THREADS=1`` (which OpenBLAS also honours) while a pool worker would use
  every core, so without a fixed count the same campaign gave different rows under Ray.

CTranslate2 (whisper) and onnxruntime take their thread counts per model, set where the models
are loaded (``speech.asr``, ``metrics.dnsmos``, ``metrics.segments``).
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

__all__ = ["one_blas_thread", "single_thread_numerics"]

_LOCK = threading.Lock()
_LIMITED = False
_CONTROLLER: Any = None


def _controller() -> Any:
    # Finding the loaded libraries walks the process's shared objects (milliseconds); do it once.
    global _CONTROLLER
    with _LOCK:
        if _CONTROLLER is None:
            import numpy  # noqa: F401  (loads OpenBLAS, so the controller sees it)
            from threadpoolctl import ThreadpoolController

            _CONTROLLER = ThreadpoolController()
        return _CONTROLLER


def single_thread_numerics() -> None:
    """Hold BLAS and OpenMP to one thread for the rest of this process (idempotent)."""
    global _LIMITED
    if _LIMITED:
        return
    _controller().limit(limits=1)  # kept: the returned limiter is never restored
    _LIMITED = True


@contextmanager
def one_blas_thread() -> Iterator[None]:
    """One BLAS thread inside the block, whatever the process's setting outside it."""
    with _controller().limit(limits=1, user_api="blas"):
        yield
