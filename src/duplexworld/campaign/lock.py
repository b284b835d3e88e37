"""One writer per run directory: an advisory lock with its holder's pid and host.

``RunLock`` takes an exclusive ``flock`` on ``<run dir>/.lock`` and writes the holder (pid,
host, start time) into it. The kernel drops a ``flock`` when its process dies, however it
dies, so a lock file whose lock can be taken is stale by construction: its holder is gone
and the new campaign takes over (and says so). A lock that cannot be taken belongs to a live
campaign: the second one is refused with the holder's pid and host, unless the holder it
names is gone. A process the campaign's agent forked inherits the lock's file descriptor and
keeps the ``flock`` after the campaign died; when the named holder is on this host and its pid
is dead, a zombie, or a different process (its start time, read from ``/proc``, differs from
the one recorded), the lock file is replaced by a fresh one (the orphan keeps a lock on the
old, unlinked file, which nobody looks at) and the new campaign takes over, saying so.
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


def _start_time(pid: int) -> str | None:
    """The kernel's start time of process ``pid`` (clock ticks since boot), or None."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text(encoding="utf-8", errors="replace")
    except OSError:
        return None
    fields = stat.rsplit(")", 1)[-1].split()
    return fields[19] if len(fields) > 19 else None  # field 22 of stat(5)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    try:
        stat = Path(f"/proc/{pid}/stat").read_text(encoding="utf-8", errors="replace")
    except OSError:
        return True  # no /proc: a pid that answers is alive
    return stat.rsplit(")", 1)[-1].split()[:1] != ["Z"]


def _holder_gone(text: str) -> bool:
    """Whether the holder a lock file names is certainly not running: on this host, and its
    pid dead or now another process."""
    try:
        data = json.loads(text)
        pid, host = int(data["pid"]), str(data["host"])
    except (ValueError, KeyError, TypeError):
        return False  # a holder that has not written its details yet is alive
    if host != socket.gethostname():
        return False  # another machine's process (a shared filesystem): cannot tell
    if not _alive(pid):
        return True
    started = data.get("started")
    return started is not None and _start_time(pid) not in (None, str(started))


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

    def acquire(self, _replaced: bool = False) -> RunLock:
        """Take the lock or raise ``RunDirectoryLocked``."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            previous = os.pread(fd, 4096, 0).decode("utf-8", "replace")
            if not _replaced and _holder_gone(previous) and self._still_at_path(fd):
                # held by what the dead holder left behind: a fresh file, a fresh lock
                os.unlink(self.path)
                os.close(fd)
                self.acquire(_replaced=True)
                self.stale = f"{_holder(previous)}; its lock was held by a process it left"
                return self
            os.close(fd)
            raise RunDirectoryLocked(
                f"{self.path.parent}: another campaign is writing this run directory "
                f"({_holder(previous)}); wait for it to finish or use another --out"
            ) from None
        if not self._still_at_path(fd):  # another campaign replaced the file meanwhile
            os.close(fd)
            return self.acquire(_replaced=_replaced)
        previous = os.pread(fd, 4096, 0).decode("utf-8", "replace")
        if previous.strip():
            self.stale = _holder(previous)  # its process died without unlocking
        me = {
            "pid": os.getpid(),
            "host": socket.gethostname(),
            "since": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"),
            "started": _start_time(os.getpid()),  # tells a reused pid from the holder
        }
        os.ftruncate(fd, 0)
        os.pwrite(fd, (json.dumps(me) + "\n").encode("utf-8"), 0)
        os.fsync(fd)
        self._fd = fd
        return self

    def _still_at_path(self, fd: int) -> bool:
        """Whether ``fd`` is still the file at the lock's path (not unlinked or replaced)."""
        try:
            return os.stat(self.path).st_ino == os.fstat(fd).st_ino
        except FileNotFoundError:
            return False

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
