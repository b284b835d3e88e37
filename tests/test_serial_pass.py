"""The suite's serial pass: the tests that keep wall-clock time or load the CPU are marked
``serial`` (tests/conftest.py), so ``scripts/test.sh`` runs them alone, not on a worker beside
another test."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

TESTS = Path(__file__).resolve().parent


def _suite_conftest():
    spec = importlib.util.spec_from_file_location("suite_conftest", TESTS / "conftest.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_serial_path_exists():
    # a renamed or moved file would otherwise fall silently into the parallel pass
    missing = [p for p in _suite_conftest().SERIAL_PATHS if not (TESTS / p).exists()]
    assert missing == []


def test_marker_selection_splits_the_suite_into_the_two_passes():
    serial_file, parallel_file = "tests/util/test_http.py", "tests/test_units.py"

    def collected(marker: str) -> set[str]:
        done = subprocess.run(
            [sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider"]
            + ["-m", marker, serial_file, parallel_file],
            cwd=TESTS.parent,
            capture_output=True,
            text=True,
            timeout=300,
        )
        assert done.returncode == 0, done.stdout + done.stderr
        return {line.split("::")[0] for line in done.stdout.splitlines() if "::" in line}

    assert collected("serial") == {serial_file}
    assert collected("not serial") == {parallel_file}
