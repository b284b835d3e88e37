"""Settings for a process that runs episodes: one compute thread per library, a steady heap.

A campaign gets its parallelism from worker processes, one episode each (``campaign.executors``
calls ``tune_episode_process`` in every serial run, pool worker and Ray task). Inside an
episode:

- The libraries that would start their own thread pools (OpenBLAS under numpy's matrix
  products, the OpenMP runtime) are held to one thread. Speed: with two workers on two cores a
  second BLAS thread per worker only oversubscribes the cores (one serial worker used 1.2-1.4
  cores, and two workers gained 1.2-1.3x). Reproducibility: a float reduction split over more
  threads can round differently, and a rounding difference in whisper's mel features can
  change a transcript; Ray starts its workers with ``OMP_NUM_THREADS=1`` (which OpenBLAS also
  honours) while a pool worker used every core, so the same campaign gave different rows under
  Ray. CTranslate2 (whisper) and onnxruntime take their thread counts per model, set where the
  models are loaded (``speech.asr``, ``speech.tts``, ``metrics.dnsmos``, ``metrics.segments``).
- glibc's allocator keeps freed memory instead of handing it back to the kernel. Every whisper
  call allocates and frees buffers of megabytes (the encoder's attention over a 30 s window
  is tens of megabytes); with glibc's defaults they were mapped and unmapped each time, so the
  kernel zeroed fresh pages for every call and 22% of an episode's CPU time was system time.
  With mmap off for ordinary allocations (``M_MMAP_MAX`` 0; a request too large for a heap is
  still mapped) and no trimming, the heap keeps those pages: a serial campaign of nine Banking
  episodes on the realistic channel took 81 s instead of 105 s (system time 23.6 s -> 1.0 s).
"""

from __future__ import annotations

import contextlib
import ctypes
import ctypes.util
import signal
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

__all__ = [
    "drop_ptrace",
    "end_with_parent",
    "hide_memory",
    "keep_freed_memory",
    "one_blas_thread",
    "terminate_as_interrupt",
    "tune_episode_process",
]

_LOCK = threading.Lock()
_TUNED = False
_CONTROLLER: Any = None

_M_TRIM_THRESHOLD = -1
_M_MMAP_MAX = -4
_TRIM_THRESHOLD = 1024 * 1024 * 1024


def _controller() -> Any:
    # Finding the loaded libraries walks the process's shared objects (milliseconds); do it once.
    global _CONTROLLER
    with _LOCK:
        if _CONTROLLER is None:
            import numpy  # noqa: F401  (loads OpenBLAS, so the controller sees it)
            from threadpoolctl import ThreadpoolController

            _CONTROLLER = ThreadpoolController()
        return _CONTROLLER


_PR_SET_PDEATHSIG = 1


def end_with_parent(parent_pid: int | None = None, signal_number: int | None = None) -> bool:
    """Have the kernel stop this process (SIGTERM) when its parent dies; True on Linux.

    ``parent_pid`` is the parent this process was started by (default: the parent now), so
    that a parent already gone before the request is noticed too. ``signal_number`` replaces
    SIGTERM (an agent's process gets SIGKILL: agent code may ignore SIGTERM). The kernel
    sends it when the parent *thread* that started this process ends, so a process must be
    started from a thread that lives at least as long as it is needed.

    A pool worker belongs to its campaign: when the driver is killed (SIGTERM, SIGKILL, an
    out-of-memory kill), the workers must not go on running episodes into a run directory
    that a resumed campaign is already writing (seen: a driver stopped with SIGTERM left both
    its workers running their episodes). Elsewhere than Linux this does nothing.
    """
    import os
    import signal

    if not sys.platform.startswith("linux"):
        return False
    parent = parent_pid if parent_pid is not None else os.getppid()
    number = int(signal.SIGTERM if signal_number is None else signal_number)
    libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6", use_errno=True)
    if libc.prctl(_PR_SET_PDEATHSIG, number, 0, 0, 0) != 0:
        return False
    if os.getppid() != parent:  # the parent died before the request took effect
        os.kill(os.getpid(), number)
    return True


_PR_SET_DUMPABLE = 4
_PR_CAPBSET_DROP = 24
_PR_SET_NO_NEW_PRIVS = 38
_CAP_SYS_PTRACE = 19
_CAPABILITY_VERSION_3 = 0x20080522


def _libc() -> Any:
    return ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6", use_errno=True)


def hide_memory() -> bool:
    """Make this process's memory unreadable to other processes without ``CAP_SYS_PTRACE``;
    True on Linux.

    A process of the same user can otherwise read another's memory through
    ``/proc/<pid>/mem`` (seen here: a child process read a value from its parent's memory);
    a non-dumpable process's memory, maps and environment need ``CAP_SYS_PTRACE``. The
    harness calls it before it starts a plug-in agent's process (``agents/isolation.py``),
    which holds the episode's scenario. Side effects: no core dump of this process, and a
    debugger or profiler of the same user cannot attach to it. A process it executes starts
    dumpable again (the kernel resets the flag on ``execve``).
    """
    if not sys.platform.startswith("linux"):
        return False
    return bool(_libc().prctl(_PR_SET_DUMPABLE, 0, 0, 0, 0) == 0)


class _CapHeader(ctypes.Structure):
    _fields_ = [("version", ctypes.c_uint32), ("pid", ctypes.c_int)]


class _CapData(ctypes.Structure):
    _fields_ = [
        ("effective", ctypes.c_uint32),
        ("permitted", ctypes.c_uint32),
        ("inheritable", ctypes.c_uint32),
    ]


def drop_ptrace() -> bool:
    """Give up ``CAP_SYS_PTRACE`` for good (this process and what it executes); True when it
    is not held afterwards, False off Linux or if it could not be dropped.

    Run by a plug-in agent's process before the plug-in is imported: without it, a process
    running as root may read any process's memory, a non-dumpable harness's included
    (``hide_memory``). The capability leaves the bounding set (an ``execve`` of a setuid
    program cannot bring it back), and the effective, permitted and inheritable sets; no new
    privileges are granted on ``execve`` either. A process that never held it loses nothing.
    """
    if not sys.platform.startswith("linux"):
        return False
    libc = _libc()
    libc.prctl(_PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0)
    libc.prctl(_PR_CAPBSET_DROP, _CAP_SYS_PTRACE, 0, 0, 0)  # EPERM without CAP_SETPCAP
    header = _CapHeader(_CAPABILITY_VERSION_3, 0)
    data = (_CapData * 2)()
    if libc.capget(ctypes.byref(header), data) != 0:
        return False
    bit = 1 << _CAP_SYS_PTRACE  # capabilities 0-31 are in the first word
    if (data[0].effective | data[0].permitted | data[0].inheritable) & bit:
        data[0].effective &= ~bit
        data[0].permitted &= ~bit
        data[0].inheritable &= ~bit
        if libc.capset(ctypes.byref(header), data) != 0:
            return False
    return True


def keep_freed_memory() -> bool:
    """Ask glibc to serve allocations from its heaps rather than fresh mappings, and never trim.

    Returns whether the settings took (False off glibc, e.g. on macOS, where nothing changes).
    """
    if not sys.platform.startswith("linux"):
        return False
    name = ctypes.util.find_library("c")
    if name is None:
        return False
    try:
        libc = ctypes.CDLL(name)
        mallopt = libc.mallopt
    except (OSError, AttributeError):  # a C library without mallopt (musl)
        return False
    mallopt.argtypes = [ctypes.c_int, ctypes.c_int]
    mallopt.restype = ctypes.c_int
    mapped = mallopt(_M_MMAP_MAX, 0)
    trimmed = mallopt(_M_TRIM_THRESHOLD, _TRIM_THRESHOLD)
    return bool(mapped and trimmed)


def tune_episode_process() -> None:
    """One BLAS/OpenMP thread and a steady heap for the rest of this process (idempotent)."""
    global _TUNED
    if _TUNED:
        return
    _controller().limit(limits=1)  # kept: the returned limiter is never restored
    keep_freed_memory()
    _TUNED = True


@contextmanager
def one_blas_thread() -> Iterator[None]:
    """One BLAS thread inside the block, whatever the process's setting outside it."""
    with _controller().limit(limits=1, user_api="blas"):
        yield


class terminate_as_interrupt(contextlib.ContextDecorator):  # noqa: N801 - used as a decorator
    """Inside it, SIGTERM raises ``KeyboardInterrupt`` as Ctrl-C does (main thread only).

    A campaign stopped by a service manager, ``timeout`` or ``kill`` gets SIGTERM, whose
    default kills the process at once: the episode in flight left its ``.partial`` directory
    (seen: 2.1 GB) and the console said nothing. As an interrupt, the same clean-up runs as
    for Ctrl-C (partial trace removed, lock released, how to resume printed).
    """

    def __enter__(self) -> terminate_as_interrupt:
        """Install the handler (elsewhere than the main thread a signal cannot be handled)."""
        self._previous: Any = None
        if threading.current_thread() is threading.main_thread():
            self._previous = signal.signal(signal.SIGTERM, _interrupt)
        return self

    def __exit__(self, *exc: object) -> None:
        """Put the previous handler back."""
        if self._previous is not None:
            signal.signal(signal.SIGTERM, self._previous)


def _interrupt(signum: int, frame: object) -> None:
    raise KeyboardInterrupt(f"signal {signum}")
