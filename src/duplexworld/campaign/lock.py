"""One writer per run directory: an advisory lock with its holder's pid and host.

``RunLock`` takes an exclusive ``flock`` on ``<run dir>/.lock`` and writes the holder (pid,
host, start time) into it. The kernel drops a ``flock`` when its process dies, however it
dies, so a lock file whose lock can be taken is stale by construction: its holder is gone
and the new campaign takes over (and says so). A lock that cannot be taken belongs to a live
campaign: the second one is refused with the holder's pid and host.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import fcntl
import json
import os
import socket
from pathlib import Path
from types import TracebackType

LOCK_FILE = ".lock"


class RunDirectoryLocked(RuntimeError):
    """Another live process is writing this run directory."""


def _holder(text: str) -> str:
    try:
        data = json.loads(text)
        return f"pid {data['pid']} on host {data['host']}, since {data['since']}"
    except (ValueError, KeyError, TypeError):
        return "a process that has not written its details yet"


class RunLock:
    """Exclusive advisory lock of a run directory (a context manager).

    Attributes:
        stale: the holder line of a previous, dead holder whose lock was taken over, if any.
    """

    def __init__(self, run_dir: Path | str) -> None:
        self.path = Path(run_dir) / LOCK_FILE
        self.stale: str | None = None
        self._fd: int | None = None

    def acquire(self) -> RunLock:
        """Take the lock or raise ``RunDirectoryLocked``."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            previous = os.pread(fd, 4096, 0).decode("utf-8", "replace")
            os.close(fd)
            raise RunDirectoryLocked(
                f"{self.path.parent}: another campaign is writing this run directory "
                f"({_holder(previous)}); wait for it to finish or use another --out"
            ) from None
        previous = os.pread(fd, 4096, 0).decode("utf-8", "replace")
        if previous.strip():
            self.stale = _holder(previous)  # its process died without unlocking
        me = {
            "pid": os.getpid(),
            "host": socket.gethostname(),
            "since": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"),
        }
        os.ftruncate(fd, 0)
        os.pwrite(fd, (json.dumps(me) + "\n").encode("utf-8"), 0)
        os.fsync(fd)
        self._fd = fd
        return self

    def release(self) -> None:
        """Clear the holder and drop the lock."""
        if self._fd is None:
            return
        # an empty lock file means nobody holds it; a full or read-only disk must not hide
        # the error that stopped us
        with contextlib.suppress(OSError):
            os.ftruncate(self._fd, 0)
        fcntl.flock(self._fd, fcntl.LOCK_UN)
        os.close(self._fd)
        self._fd = None

    def __enter__(self) -> RunLock:
        return self.acquire()

    def __exit__(
        self,
        kind: type[BaseException] | None,
        value: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.release()
