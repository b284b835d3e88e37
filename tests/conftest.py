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
    # CPU burners as many as the machine has cores (the slow-model gap, 60 s of calls keeping
    # time, step budgets under load, a remote stage's wait for a core on a pinned core)
    "agents/test_cascade.py",
    "agents/test_timekeeping.py",
    "agents/test_guard_load.py",
    "agents/test_latency.py",
    "campaign/test_budgets_under_load.py",
    # wall-clock and CPU step budgets, abandoned steps timed against a bound
    "agents/test_guard.py",
    "agents/test_isolation.py",
    "campaign/test_agent_faults.py",
    # real bots in their own environments, their replies timed on the wall clock
    "agents/test_livekit_agent.py",
    "agents/test_pipecat_bot.py",
    # real-time calls paced against the fakes under a per-provider cap, a tick-lateness bound
    "campaign/test_realtime.py",
    # a fault per protocol against the fakes with a lateness bound (one failed at p50 3.6 s in
    # the parallel pass at load 10-20); Twilio's call held to its length in wall time
    "agents/test_fault_matrix.py",
    "agents/test_twilio_marks.py",
    # a 3 s total deadline against a server that drips a byte every 1.5 s
    "util/test_http.py",
    # children killed and waited for within wall-clock deadlines
    "util/test_process.py",
)
"""Files (or folders) under ``tests/`` whose every test is ``serial``; a test elsewhere can
declare ``pytest.mark.serial`` itself. The real-time protocol tests against the local fakes
are not here: they run at 8x with a lateness bound of seconds (tests/agents/conftest.py); nor
are the campaign tests whose clocks only bound a hang (dead workers, outages, kill -9 and
ctrl-C, the pool and ray executors), which pass two at a time on a machine at load 10-20."""


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
