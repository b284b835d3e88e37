"""Derived results kept on disk, one JSON file per key, shared by every process on the machine.

DNSMOS scores and the caller's recognition of the agent's audio are pure functions of their
input (the models are deterministic on one thread) and costly, so each result is written once
under the sha256 key of everything that decides it and read back by any later episode, worker
process or campaign. A file is written by temporary file and rename, so a reader (or a second
worker writing the same key at the same moment) sees a whole entry or none; a file that does
not parse is treated as missing and rewritten. A cache that cannot be written (read-only,
full) costs only speed: a warning is logged once per cache and the result is still returned.

The root is ``$DUPLEXWORLD_CACHE`` when set (read at each access, so a benchmark or a test can
point a process at an empty folder), else ``~/.cache/duplexworld``.
"""

from __future__ import annotations

import json
import logging
import os
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from duplexworld.util.atomic import write_text_atomic

__all__ = ["JsonFileCache", "cache_root", "fresh_cache_root"]

log = logging.getLogger(__name__)


def cache_root() -> Path:
    """``$DUPLEXWORLD_CACHE`` if set, else ``~/.cache/duplexworld`` (read at call time)."""
    root = os.environ.get("DUPLEXWORLD_CACHE")
    return Path(root) if root else Path.home() / ".cache" / "duplexworld"


@contextmanager
def fresh_cache_root(keep: tuple[str, ...] = ()) -> Iterator[Path]:
    """Point ``$DUPLEXWORLD_CACHE`` at an empty folder inside the block, restored after.

    The folders named in ``keep`` are linked in from the cache root outside the block (assets
    such as the channel's noise inventory stay warm while derived results start empty).
    Processes started inside the block (pool workers) inherit the variable.
    """
    before = os.environ.get("DUPLEXWORLD_CACHE")
    outside = cache_root()
    with tempfile.TemporaryDirectory() as folder:
        for name in keep:
            if (outside / name).is_dir():
                (Path(folder) / name).symlink_to(outside / name, target_is_directory=True)
        os.environ["DUPLEXWORLD_CACHE"] = folder
        try:
            yield Path(folder)
        finally:
            if before is None:
                os.environ.pop("DUPLEXWORLD_CACHE", None)
            else:
                os.environ["DUPLEXWORLD_CACHE"] = before


class JsonFileCache:
    """JSON values by hex key in ``cache_root() / name / key[:2] / key.json``."""

    def __init__(self, name: str) -> None:
        """A cache in the folder ``name`` under the cache root."""
        self.name = name
        self._warned = False

    def folder(self) -> Path:
        """This cache's folder now (it follows ``$DUPLEXWORLD_CACHE``)."""
        return cache_root() / self.name

    def _path(self, key: str) -> Path:
        return self.folder() / key[:2] / f"{key}.json"

    def get(self, key: str) -> Any | None:
        """The value stored under ``key``, or None (absent, torn or not JSON)."""
        path = self._path(key)
        try:
            return json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None

    def put(self, key: str, value: Any) -> None:
        """Store ``value`` (JSON data) under ``key``; a failed write is logged, not raised."""
        path = self._path(key)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            write_text_atomic(path, json.dumps(value, sort_keys=True))
        except OSError as exc:
            if not self._warned:
                self._warned = True
                log.warning("%s cache not written (%s): results are recomputed", self.name, exc)
