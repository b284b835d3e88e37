"""One writer per run directory, and derived files that are never half written."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time

import pytest

from duplexworld.campaign import CampaignSpec, run_campaign
from duplexworld.campaign.database import write_results_db
from duplexworld.campaign.lock import LOCK_FILE, RunDirectoryLocked, RunLock
from duplexworld.cli import main
from duplexworld.testing import register_toy_world, toy_scenario

HOLDER = """
import sys, time
from duplexworld.campaign.lock import RunLock
lock = RunLock(sys.argv[1]).acquire()
print("locked", flush=True)
time.sleep(60)
"""


def hold_in_subprocess(directory) -> subprocess.Popen:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    process = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(directory)], stdout=subprocess.PIPE, env=env
    )
    assert process.stdout.readline().strip() == b"locked"
    return process


def toy_spec() -> CampaignSpec:
    register_toy_world()
    return CampaignSpec(
        scenarios=(toy_scenario(step_cap_ticks=20),), agents=("null",), runs=1, channel="clean"
    )


def test_a_second_campaign_on_a_locked_directory_is_refused(tmp_path, capsys):
    holder = hold_in_subprocess(tmp_path)
    try:
        with pytest.raises(RunDirectoryLocked) as refused:
            run_campaign(toy_spec(), tmp_path)
        assert f"pid {holder.pid} on host {socket.gethostname()}" in str(refused.value)
        assert not (tmp_path / "results.jsonl").exists()
        code = main(
            [
                "run",
                "--scenario",
                "banking_single_intent_01",
                "--agent",
                "null",
                "--out",
                str(tmp_path),
            ]
        )
        assert code == 2
        assert "another campaign is writing this run directory" in capsys.readouterr().out
        assert main(["report", str(tmp_path)]) == 2
    finally:
        holder.kill()
        holder.wait()


def test_in_one_process_the_lock_is_exclusive_too(tmp_path):
    with RunLock(tmp_path), pytest.raises(RunDirectoryLocked):
        RunLock(tmp_path).acquire()
    with RunLock(tmp_path) as again:
        assert again.stale is None  # a clean release leaves no holder behind


def test_a_lock_left_by_a_killed_campaign_is_detected_as_stale_and_taken_over(tmp_path):
    holder = hold_in_subprocess(tmp_path)
    holder.send_signal(signal.SIGKILL)
    holder.wait()
    assert str(holder.pid) in (tmp_path / LOCK_FILE).read_text()
    notices: list[str] = []
    rows = run_campaign(toy_spec(), tmp_path, on_notice=notices.append)
    assert len(rows) == 1
    assert any(f"campaign that is gone (pid {holder.pid}" in n for n in notices)


def test_derived_files_are_renamed_into_place_and_leftovers_swept(tmp_path):
    (tmp_path / ".results.duckdb.abc.tmp").write_bytes(b"torn")
    (tmp_path / "results.duckdb.partial").write_bytes(b"torn")
    write_results_db(tmp_path, [{"key": "a", "reward": 1.0}])
    assert sorted(p.name for p in tmp_path.iterdir()) == ["results.duckdb"]
    run_campaign(toy_spec(), tmp_path / "run")
    assert main(["report", str(tmp_path / "run")]) == 0
    leftovers = [p.name for p in (tmp_path / "run").iterdir() if p.name.endswith(".tmp")]
    assert leftovers == []
    assert (tmp_path / "run" / "report.html").read_text().rstrip().endswith("</html>")
    assert time.time() - (tmp_path / "run" / "report.md").stat().st_mtime < 60


FORKER = """
import os, sys, time
from duplexworld.campaign.lock import RunLock
lock = RunLock(sys.argv[1]).acquire()
child = os.fork()
if child == 0:  # an agent's forked child: inherits the lock's descriptor, outlives its parent
    null = os.open(os.devnull, os.O_WRONLY)
    os.dup2(null, 1)  # not the test's pipe: it would wait for this child's end
    os.dup2(null, 2)
    time.sleep(120)
    os._exit(0)
print(child, flush=True)
os._exit(0)  # the campaign dies without releasing
"""


def test_a_lock_kept_by_a_forked_child_of_a_dead_holder_is_taken_over(tmp_path):
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    out = subprocess.run(
        [sys.executable, "-c", FORKER, str(tmp_path)], capture_output=True, env=env, check=True
    )
    orphan = int(out.stdout.strip())
    try:
        with pytest.raises(BlockingIOError):  # the orphan really holds the flock
            fd = os.open(tmp_path / LOCK_FILE, os.O_RDWR)
            try:
                import fcntl

                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            finally:
                os.close(fd)
        notices: list[str] = []
        rows = run_campaign(toy_spec(), tmp_path, on_notice=notices.append)
        assert len(rows) == 1
        assert any("its lock was held by a process it left" in n for n in notices)
    finally:
        os.kill(orphan, signal.SIGKILL)


def test_a_live_holder_is_never_taken_over(tmp_path):
    holder = hold_in_subprocess(tmp_path)
    try:
        with pytest.raises(RunDirectoryLocked, match=f"pid {holder.pid}"):
            RunLock(tmp_path).acquire()
    finally:
        holder.kill()
        holder.wait()
