"""A short scheduler slice for the threads that keep a wall-clock call's time.

A real-time call's tick path is a chain of short wake-ups: the agent's thread wakes at the end
of a tick, hands the tick back, the tick loop does a millisecond or two of work, and the next
tick's audio goes out from the bridge's event loop. Measured on the 2-core test machine with
four CPU burners (load 6-9), each tick's lateness was almost all *run-queue* time (the thread
was runnable and waited for a core: 68-97 ms in the worst gaps, against 1-3 ms of CPU and no
wait for the GIL or a lock), so no reduction of the harness's own work can keep the bound
under load: the threads must get a core sooner when they wake.

Linux's EEVDF scheduler (6.12 and later) lets any thread ask for a shorter slice
(``sched_setattr`` with ``sched_runtime`` under ``SCHED_OTHER``; no privilege needed, the nice
value and so the CPU share are unchanged): a task with a shorter slice gets an earlier virtual
deadline and preempts a CPU-bound task as it wakes instead of waiting out that task's slice.
Older kernels accept the call and ignore the slice; other systems have no such call, and
:func:`short_slice` does nothing there.
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import platform
import sys
from collections.abc import Iterator

__all__ = [
    "TICK_PATH_SLICE_NS",
    "WALL_CLOCK_SWITCH_S",
    "set_slice_ns",
    "short_slice",
    "slice_ns",
    "wall_clock_process",
]

TICK_PATH_SLICE_NS = 100_000
"""The slice asked for on a wall-clock call's tick path: 0.1 ms, the kernel's smallest. The
threads' bursts are short (a tick's harness work is 1-3 ms of CPU), so a short slice costs
them little; what it buys is a near-immediate start when they wake."""

WALL_CLOCK_SWITCH_S = 0.001
"""How often a thread holding the GIL hands it over during a wall-clock call (Python's default
is every 5 ms): a tick path thread that wakes while another runs Python code waits at most
about this long."""

_SYSCALLS = {"x86_64": (314, 315), "aarch64": (274, 275)}
"""``sched_setattr`` and ``sched_getattr`` per architecture (Linux's syscall tables)."""
_FAIR_POLICIES = (0, 3)  # SCHED_OTHER, SCHED_BATCH: the policies a slice applies to


class _SchedAttr(ctypes.Structure):
    # struct sched_attr, SCHED_ATTR_SIZE_VER1 (include/uapi/linux/sched/types.h)
    _fields_ = [
        ("size", ctypes.c_uint32),
        ("sched_policy", ctypes.c_uint32),
        ("sched_flags", ctypes.c_uint64),
        ("sched_nice", ctypes.c_int32),
        ("sched_priority", ctypes.c_uint32),
        ("sched_runtime", ctypes.c_uint64),
        ("sched_deadline", ctypes.c_uint64),
        ("sched_period", ctypes.c_uint64),
        ("sched_util_min", ctypes.c_uint32),
        ("sched_util_max", ctypes.c_uint32),
    ]


def _libc() -> ctypes.CDLL | None:
    if not sys.platform.startswith("linux") or platform.machine() not in _SYSCALLS:
        return None
    try:
        return ctypes.CDLL(None, use_errno=True)
    except OSError:
        return None


def _get(tid: int) -> _SchedAttr | None:
    libc = _libc()
    if libc is None:
        return None
    attr = _SchedAttr()
    get = _SYSCALLS[platform.machine()][1]
    if libc.syscall(get, tid, ctypes.byref(attr), ctypes.sizeof(attr), 0) != 0:
        return None
    return attr


def slice_ns(tid: int = 0) -> int | None:
    """Thread ``tid``'s scheduler slice in nanoseconds (0: the calling thread; None: not a
    fair-class thread on Linux, or the call is not available)."""
    attr = _get(tid)
    if attr is None or attr.sched_policy not in _FAIR_POLICIES:
        return None
    return int(attr.sched_runtime)


def set_slice_ns(value: int, tid: int = 0) -> bool:
    """Ask for a slice of ``value`` ns for thread ``tid`` (0: the calling thread; a value of 0:
    the kernel's default). Keeps the thread's policy and nice value; a thread it starts later
    inherits the slice. Returns whether the kernel accepted it.
    """
    libc = _libc()
    attr = _get(tid)
    if libc is None or attr is None or attr.sched_policy not in _FAIR_POLICIES:
        return False
    attr.size = ctypes.sizeof(attr)
    attr.sched_flags = 0  # the nice value read above goes back with the slice: it stays
    attr.sched_runtime = value
    return libc.syscall(_SYSCALLS[platform.machine()][0], tid, ctypes.byref(attr), 0) == 0


def _threads() -> list[int]:
    try:
        return [int(name) for name in os.listdir("/proc/self/task")]
    except OSError:
        return []


@contextlib.contextmanager
def short_slice(value: int = TICK_PATH_SLICE_NS) -> Iterator[bool]:
    """The calling thread runs with a ``value`` ns slice inside the block, its own after.

    Yields whether the slice was granted (False on systems without the call).
    """
    before = slice_ns()
    granted = before is not None and set_slice_ns(value)
    try:
        yield granted
    finally:
        if granted:
            set_slice_ns(0 if before is None else before)


@contextlib.contextmanager
def wall_clock_process(
    value: int = TICK_PATH_SLICE_NS, switch_interval_s: float = WALL_CLOCK_SWITCH_S
) -> Iterator[bool]:
    """Every thread of this process runs with a ``value`` ns slice inside the block, and the
    GIL changes hands every ``switch_interval_s``; both as they were after.

    Every thread, not only the tick path's: the threads share the GIL, and a thread that was
    preempted while holding it (the caller's recogniser in Python code, a socket's reader)
    holds up the tick path until it gets a core again. Threads started inside the block
    inherit the slice; after it they get the kernel's default. Yields whether the slices
    were granted (False on systems without the call).
    """
    before = {tid: slice_ns(tid) for tid in _threads()}
    granted = [tid for tid, was in before.items() if was is not None and set_slice_ns(value, tid)]
    interval = sys.getswitchinterval()
    sys.setswitchinterval(min(interval, switch_interval_s))
    try:
        yield bool(granted)
    finally:
        sys.setswitchinterval(interval)
        if granted:
            for tid in _threads():
                was = before.get(tid)
                set_slice_ns(0 if was is None else was, tid)
