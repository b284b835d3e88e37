"""Fixtures of the report tests."""

from __future__ import annotations

from pathlib import Path

import pytest
from synthetic_run import build_run
from wrong_run import build_wrong_run


@pytest.fixture(scope="session")
def synthetic_run(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The synthetic run with its report written."""
    from duplexworld.report import write_report

    run_dir = build_run(tmp_path_factory.mktemp("report") / "run")
    write_report(run_dir)
    return run_dir


@pytest.fixture(scope="session")
def wrong_run(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The run with a deliberately wrong agent, with its report written."""
    from duplexworld.report import write_report

    run_dir = build_wrong_run(tmp_path_factory.mktemp("wrong") / "run")
    write_report(run_dir)
    return run_dir
