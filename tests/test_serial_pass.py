"""The suite's two passes (tests/conftest.py): the tests that keep wall-clock time or load the
CPU are marked ``serial``, so ``scripts/test.sh`` runs them alone, not on a worker beside
another test; the parallel pass hands the long files out first and a spread file's tests one
by one."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

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


def test_every_first_and_spread_path_exists():
    # a renamed file would otherwise lose its place in the parallel pass's queue
    conftest = _suite_conftest()
    paths = conftest.FIRST_PATHS + conftest.SPREAD_PATHS
    assert [p for p in paths if not (TESTS / p).is_file()] == []


class _LoadfileConfig:
    """The options pytest-xdist's scheduler reads, as ``-n 2 --dist loadfile`` sets them."""

    def __init__(self, dist: str) -> None:
        self.option = SimpleNamespace(dist=dist, tx=["2*popen"], loadscopereorder=True)

    def getoption(self, name: str) -> object:
        return getattr(self.option, name)

    getvalue = getoption


def test_loadfile_hands_out_a_spread_file_test_by_test_and_other_files_whole():
    conftest = _suite_conftest()
    spread = f"tests/{conftest.SPREAD_PATHS[0]}::test_one[banking_single_intent_01]"
    whole = "tests/test_units.py::test_samples_per_tick_is_exact"
    config = _LoadfileConfig("loadfile")
    scheduler = conftest.pytest_xdist_make_scheduler(config, None)
    assert type(scheduler).__name__ == "SpreadingFileScheduling"
    assert scheduler._split_scope(spread) == spread
    assert scheduler._split_scope(whole) == "tests/test_units.py"
    assert config.option.loadscopereorder is False  # the queue keeps the collection order
    assert conftest.pytest_xdist_make_scheduler(_LoadfileConfig("load"), None) is None


def test_a_worker_collects_the_first_files_first_and_the_spread_files_last():
    conftest = _suite_conftest()
    first, spread = conftest.FIRST_PATHS, conftest.SPREAD_PATHS
    paths = [spread[0], "test_units.py", first[1], first[0]]
    items = [SimpleNamespace(path=TESTS / p) for p in paths]
    worker = SimpleNamespace(workerinput={})
    conftest.pytest_collection_modifyitems(worker, items)
    assert [i.path for i in items] == [
        TESTS / p for p in (first[0], first[1], "test_units.py", spread[0])
    ]


def test_marker_selection_splits_the_suite_into_the_two_passes():
    serial_file, parallel_file = "tests/agents/test_guard.py", "tests/test_units.py"

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
