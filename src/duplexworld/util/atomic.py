"""Writing derived files so that a reader (or a crash) never sees half of one.

The text goes to a temporary file beside the target (same filesystem) and is renamed over the
target: the rename is atomic, so after a kill the target is the old file or the new one, and
only a ``.<name>.*.tmp`` file can be left, which ``sweep_temporaries`` removes on the next
write. There is no fsync: these files are derived (rebuilt from ``results.jsonl`` and the
traces), so surviving a power loss is not worth a disk flush per file.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

TEMP_SUFFIX = ".tmp"


def temporary_beside(path: Path) -> Path:
    """A fresh temporary name beside ``path`` (created empty, so it is ours alone)."""
    handle, name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=TEMP_SUFFIX, dir=path.parent)
    os.close(handle)
    return Path(name)


def sweep_temporaries(path: Path) -> None:
    """Remove temporaries of ``path`` left by an interrupted write (call with the lock held)."""
    for stale in path.parent.glob(f".{path.name}.*{TEMP_SUFFIX}"):
        stale.unlink(missing_ok=True)


def write_text_atomic(path: Path | str, text: str) -> Path:
    """Write ``text`` (UTF-8) to ``path`` by temporary file and rename."""
    path = Path(path)
    temporary = temporary_beside(path)
    try:
        with temporary.open("w", encoding="utf-8") as handle:
            handle.write(text)
        os.replace(temporary, path)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise
    return path
