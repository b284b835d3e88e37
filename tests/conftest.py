"""Suite-wide collection rules: which tests must run alone (the ``serial`` marker).

``scripts/test.sh`` runs the suite in two passes: every test not marked ``serial`` on two
worker processes (pytest-xdist, one file per worker at a time), then the ``serial`` tests in one
process with nothing else running. A test is serial when a second test running beside it would
change what it measures or asserts: it keeps wall-clock time (real-time agents and their fakes,
lateness and budget bounds, deadlines), or it starts CPU burners as many as the machine has
cores, which would in turn slow a test on the other worker.
"""

from __future__ import annotations

from pathlib import Path

import pytest

_TESTS = Path(__file__).resolve().parent

SERIAL_PATHS = (
    # real-time fakes on sockets, tick lateness, step budgets, CPU burners (test_timekeeping,
    # test_cascade, test_guard_load, test_latency pin work to a core)
    "agents",
    # wall-clock budgets under burners, worker deaths and outages timed by the harness, the
    # realtime executor, a local ray cluster
    "campaign",
    # a 3 s total deadline against a server that drips a byte every 1.5 s
    "util/test_http.py",
    # children killed and waited for within wall-clock deadlines
    "util/test_process.py",
)
"""Folders and files under ``tests/`` whose every test is ``serial``; a test elsewhere can
declare ``pytest.mark.serial`` itself."""


def _is_serial(path: Path) -> bool:
    try:
        relative = path.resolve().relative_to(_TESTS).as_posix()
    except ValueError:  # a test outside tests/ (pytest pointed elsewhere)
        return False
    return any(relative == p or relative.startswith(p + "/") for p in SERIAL_PATHS)


@pytest.hookimpl(tryfirst=True)  # before ``-m`` deselects by marker
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark every test under ``SERIAL_PATHS`` ``serial``."""
    for item in items:
        if _is_serial(item.path):
            item.add_marker(pytest.mark.serial)
