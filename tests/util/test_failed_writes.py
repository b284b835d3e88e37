"""A write that fails (a full disk) leaves no partial file beside its target."""

from __future__ import annotations

import errno
import os

import pytest

from duplexworld.campaign import database
from duplexworld.report.render import write_atomic


def _full_disk(*args, **kwargs):
    raise OSError(errno.ENOSPC, "No space left on device")


def test_a_failed_report_write_leaves_no_partial_file(tmp_path, monkeypatch):
    monkeypatch.setattr(os, "replace", _full_disk)
    with pytest.raises(OSError, match="No space"):
        write_atomic(tmp_path / "report.html", "<html>" * 1000)
    assert list(tmp_path.iterdir()) == []


def test_a_failed_database_write_leaves_neither_the_file_nor_its_wal(tmp_path, monkeypatch):
    def fill(partial, *args):
        partial.write_bytes(b"half a database")
        (partial.parent / f"{partial.name}.wal").write_bytes(b"its log")
        _full_disk()

    monkeypatch.setattr(database, "_fill", fill)
    with pytest.raises(OSError, match="No space"):
        database.write_results_db(tmp_path, [])
    assert list(tmp_path.iterdir()) == []
