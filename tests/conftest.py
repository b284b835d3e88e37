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
from typing import Any

import pytest

_TESTS = Path(__file__).resolve().parent

SERIAL_PATHS = (
    # CPU burners as many as the machine has cores (the slow-model gap, 60 s of calls keeping
    # time, step budgets under load, a remote stage's wait for a core on a pinned core)
    "agents/test_cascade.py",
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
    # Twilio's call held to its length in wall time (within 10%)
    "agents/test_twilio_marks.py",
)
"""Files (or folders) under ``tests/`` whose every test is ``serial``; a test elsewhere can
declare ``pytest.mark.serial`` itself (tests/agents/test_timekeeping.py marks its burner test
and the two that must keep a bound of 100 ms or less; its other tests assert that a call the
harness held up is rerun and excluded, which a loaded machine only makes later, so they share
the parallel pass; tests/campaign/test_realtime.py marks its Ray test, which starts a local
Ray cluster while tests/campaign/test_executors.py may be starting another on the other
worker). The real-time protocol tests against the local fakes
are not here: they run at 8x with a lateness bound of seconds (tests/agents/conftest.py); nor
are the campaign tests whose clocks only bound a hang (dead workers, outages, kill -9 and
ctrl-C, the pool and ray executors), which pass two at a time on a machine at load 10-20.

Four files left this list (issue 32) after passing under two ``yes`` burners at the tests'
own priority, the machine also at load 7-15 from other jobs: the real-time campaigns under a
provider's cap (tests/campaign/test_realtime.py: they assert calls counted at the fake, at
most the cap open, one lost call, a rate limit waited out; their lateness bound is 10 s, and
every test passed under the burners at load 7-9, its Ray test too, which stays serial); the
fault matrix (tests/agents/test_fault_matrix.py; its calls' lateness and connect bounds now
only catch a hung call: each cell asserts a fault's class and retry, and a call merely
slowed by load was rerun as late, or timed out connecting, which the cell does not expect),
the HTTP deadlines and caps (tests/util/test_http.py: a 3 s deadline against a byte every
1.5 s, asserted within 4.5 s) and the child-process deadlines (tests/util/test_process.py:
10 s and more for a kill that takes milliseconds)."""


FIRST_PATHS = (
    # the parallel pass's longest files, by their time in it (pytest --durations, Dec 2026):
    # the caller's paraphrase corpus (2,400 + 1,300 + 500 turns read in one process, which
    # encodes each text once), campaigns killed and resumed, the speech-act corpus, the
    # example world's episodes and own tests, the executors and pools, shared end-to-end runs
    "caller/test_paraphrases.py",
    "campaign/test_interruptions.py",
    "metrics/test_speech_act_corpus.py",
    "test_example_world.py",
    "campaign/test_executors.py",
    "agents/test_session_overrides.py",
    "campaign/test_worker_deaths.py",
    "test_end_to_end.py",
    "worlds/test_pathfinding_e2e.py",
    "campaign/test_outages.py",
    "agents/test_plugins.py",
    "worlds/workbench/test_workbench_e2e.py",
)
"""Files of minutes each, handed out first in the parallel pass (longest first): a pass that
ends on one of them leaves the other worker idle for as long."""

SPREAD_PATHS = ("caller/test_paraphrased_oracle.py", "agents/test_fault_matrix.py")
"""Files whose tests the parallel pass hands out one by one, last, instead of keeping the file
on one worker: each test is a whole episode and none shares a module or session fixture, so
the file would keep one worker busy for minutes (the fault matrix: 26 episodes, about 190 s);
as single tests they fill the pass's end."""


def _relative(path: Path) -> str | None:
    try:
        return path.resolve().relative_to(_TESTS).as_posix()
    except ValueError:  # a test outside tests/ (pytest pointed elsewhere)
        return None


def _is_serial(path: Path) -> bool:
    relative = _relative(path)
    return relative is not None and any(
        relative == p or relative.startswith(p + "/") for p in SERIAL_PATHS
    )


def _send_order(item: pytest.Item) -> int:
    """Where a test's file goes in the parallel pass's queue: ``FIRST_PATHS`` in their order,
    then the other files, then ``SPREAD_PATHS``."""
    relative = _relative(item.path)
    if relative in FIRST_PATHS:
        return FIRST_PATHS.index(relative)
    return len(FIRST_PATHS) + (relative in SPREAD_PATHS)


@pytest.hookimpl(tryfirst=True)  # before ``-m`` deselects by marker
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Mark every test under ``SERIAL_PATHS`` ``serial``; on an xdist worker, order the tests
    by ``_send_order`` (stable: a file's tests stay together, in their order), the order in
    which ``SpreadingFileScheduling`` hands the files out."""
    for item in items:
        if _is_serial(item.path):
            item.add_marker(pytest.mark.serial)
    if hasattr(config, "workerinput"):
        items.sort(key=_send_order)


def xdist_scope(nodeid: str) -> str:
    """The parallel pass's unit of work for a test: its file, or the test itself in a file of
    ``SPREAD_PATHS`` (node ids are relative to the repository root)."""
    path = nodeid.split("::", 1)[0]
    spread = {f"{_TESTS.name}/{p}" for p in SPREAD_PATHS}
    return nodeid if path in spread else path


@pytest.hookimpl(optionalhook=True)  # a hook of pytest-xdist, absent without it
def pytest_xdist_make_scheduler(config: pytest.Config, log: Any) -> Any:
    """Under ``--dist loadfile``, ``loadfile`` with two changes: units handed out in the
    workers' collection order (``_send_order``) instead of by number of tests, and the tests of
    ``SPREAD_PATHS`` as units of their own (every other file still runs whole on one worker,
    its module and session fixtures once)."""
    if config.getoption("dist") != "loadfile":
        return None
    from xdist.scheduler import LoadFileScheduling

    class SpreadingFileScheduling(LoadFileScheduling):
        """``loadfile`` with ``xdist_scope`` as the unit of work."""

        def _split_scope(self, nodeid: str) -> str:
            return xdist_scope(nodeid)

    config.option.loadscopereorder = False  # keep the collection order (see _send_order)
    return SpreadingFileScheduling(config, log)
