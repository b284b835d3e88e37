"""Executors: a process pool and Ray give the rows a serial campaign gives; resume holds."""

from __future__ import annotations

import json
import shutil

import pytest

from duplexworld.campaign import CampaignSpec, read_results, run_campaign
from duplexworld.campaign.executors import (
    LocalPoolExecutor,
    RayExecutor,
    SerialExecutor,
    make_executor,
)
from duplexworld.worlds import builtin_scenarios


def _spec(count: int) -> CampaignSpec:
    scenarios = tuple(builtin_scenarios("banking")[:count])
    return CampaignSpec(scenarios=scenarios, agents=("null",), runs=1, channel="clean")


def _by_key(rows):
    return {row["key"]: row for row in rows}


@pytest.fixture(scope="module")
def serial_rows(tmp_path_factory):
    out = tmp_path_factory.mktemp("serial")
    return _by_key(run_campaign(_spec(3), out, executor=SerialExecutor()))


def test_a_pool_of_two_workers_gives_the_serial_rows(serial_rows, tmp_path):
    pool = LocalPoolExecutor(workers=2)
    rows = run_campaign(_spec(3), tmp_path / "run", executor=pool)
    assert _by_key(rows) == serial_rows
    # the driver wrote results.jsonl, one line per episode
    lines = (tmp_path / "run" / "results.jsonl").read_text(encoding="utf-8").splitlines()
    assert sorted(json.loads(line)["key"] for line in lines) == sorted(serial_rows)
    # workers are processes reused across episodes (so their models stay loaded)
    assert 1 <= len(pool.pids) <= 2
    finished = sorted(p.name for p in (tmp_path / "run" / "episodes").iterdir())
    assert finished == sorted(serial_rows)  # no .partial directory left behind


def test_resume_with_a_pool_runs_only_the_missing_episodes(serial_rows, tmp_path):
    out = tmp_path / "run"
    run_campaign(_spec(3), out, executor=SerialExecutor())
    # as if interrupted after the first episode: the later rows and traces are not there
    results = out / "results.jsonl"
    first, *later = results.read_text(encoding="utf-8").splitlines()
    results.write_text(first + "\n", encoding="utf-8")
    for line in later:
        shutil.rmtree(out / "episodes" / json.loads(line)["key"])
    seen: list[tuple[int, int]] = []
    rows = run_campaign(
        _spec(3),
        out,
        on_start=lambda todo, done: seen.append((todo, done)),
        executor=LocalPoolExecutor(workers=2),
    )
    assert seen == [(2, 1)]
    assert _by_key(rows) == serial_rows
    assert len(read_results(out)) == 3


def test_executor_choices_are_checked():
    assert isinstance(make_executor("serial"), SerialExecutor)
    assert make_executor("local", workers=3).workers == 3  # type: ignore[attr-defined]
    # one worker is still a process of its own: an agent killing it loses one episode only
    assert make_executor("local", workers=1).workers == 1  # type: ignore[attr-defined]
    assert make_executor("ray", address="127.0.0.1:6379").address == "127.0.0.1:6379"  # type: ignore[attr-defined]
    with pytest.raises(ValueError, match="at least 1"):
        make_executor("local", workers=0)
    with pytest.raises(ValueError, match="unknown executor 'grid'"):
        make_executor("grid")
    with pytest.raises(ValueError, match="--address is for --executor ray"):
        make_executor("local", address="127.0.0.1:6379")


@pytest.mark.slow
def test_ray_on_a_local_cluster_gives_the_serial_rows(serial_rows, tmp_path):
    pytest.importorskip("ray", reason="the ray extra is not installed")
    ray_executor = RayExecutor(num_cpus=2)
    rows = run_campaign(_spec(3), tmp_path / "run", executor=ray_executor)
    assert _by_key(rows) == serial_rows
    assert ray_executor.startup_seconds is not None
    import ray

    assert not ray.is_initialized()  # the local cluster it started is gone
