"""A campaign process killed, interrupted or out of disk: clean messages, nothing half-written.

Each case runs the real command in a subprocess (the toy world registered first) and checks
what is left in the run directory.
"""

from __future__ import annotations

import json
import os
import random
import resource
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
import yaml

from duplexworld.speech.bank import default_cache_dir
from duplexworld.testing import register_toy_world, toy_scenario

COMMAND = (
    "import os, signal, sys, time\n"
    # ctrl-C as in a terminal: a process started from a background job of a non-interactive
    # shell inherits SIGINT ignored, and Python then never raises KeyboardInterrupt
    "signal.signal(signal.SIGINT, signal.default_int_handler)\n"
    "from duplexworld.testing import register_toy_world\n"
    "register_toy_world()\n"
    "if os.environ.get('EPISODE_PAUSE_S'):\n"
    # a pause after each episode keeps the campaign running while the test signals it (a toy
    # episode takes a fraction of a second: on a loaded machine the whole campaign could end
    # between the first result and the signal)
    "    from duplexworld.campaign import executors\n"
    "    _attempt = executors.attempt_episode\n"
    "    def _paused(*a, **k):\n"
    "        outcome = _attempt(*a, **k)\n"
    "        time.sleep(float(os.environ['EPISODE_PAUSE_S']))\n"
    "        return outcome\n"
    "    executors.attempt_episode = _paused\n"
    "from duplexworld.cli import main\n"
    "sys.exit(main(sys.argv[1:]))\n"
)


def scenarios(directory: Path, count: int = 4, step_cap: int = 150) -> Path:
    register_toy_world()
    directory.mkdir(exist_ok=True)
    for index in range(count):
        scenario = toy_scenario(id=f"toy_single_intent_{index + 1:02d}", step_cap_ticks=step_cap)
        path = directory / f"{scenario.id}.yaml"
        path.write_text(yaml.safe_dump(scenario.model_dump(mode="json")), encoding="utf-8")
    return directory


def start(tmp_path: Path, out: Path, preexec=None, pause_s: float = 0.0) -> subprocess.Popen:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path), "COLUMNS": "200"}
    if pause_s:
        env["EPISODE_PAUSE_S"] = str(pause_s)
    args = [
        sys.executable,
        "-c",
        COMMAND,
        "run",
        "--channel",
        "clean",
        "--scenario-file",
        str(tmp_path / "mine"),
        "--agent",
        "null",
        "--runs",
        "2",
        "--out",
        str(out),
        "--cache",
        str(default_cache_dir()),
        # the toy world is registered in this process only (spawned workers would not see it)
        "--executor",
        "serial",
    ]
    return subprocess.Popen(
        args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, preexec_fn=preexec
    )


def finished(out: Path) -> int:
    path = out / "results.jsonl"
    return path.read_bytes().count(b"\n") if path.is_file() else 0


def wait_for_results(out: Path, process: subprocess.Popen, at_least: int = 1) -> None:
    deadline = time.monotonic() + 120
    while finished(out) < at_least and process.poll() is None and time.monotonic() < deadline:
        time.sleep(0.05)


def leftovers(out: Path) -> list[str]:
    names = [p.name for p in (out / "episodes").glob("*")] if (out / "episodes").is_dir() else []
    return [n for n in names if n.endswith(".partial")] + [p.name for p in out.glob("*.tmp")]


def table(out: Path) -> list[str]:
    return sorted((out / "results.jsonl").read_text(encoding="utf-8").splitlines())


@pytest.fixture(scope="module")
def reference(tmp_path_factory) -> tuple[Path, list[str]]:
    """The same campaign run once without interruption."""
    base = tmp_path_factory.mktemp("reference")
    scenarios(base / "mine")
    process = start(base, base / "out")
    _, err = process.communicate(timeout=600)
    assert process.returncode == 0, err.decode()
    return base, table(base / "out")


def test_kill_9_at_random_points_then_resume_gives_the_same_table(tmp_path, reference):
    scenarios(tmp_path / "mine")
    out = tmp_path / "out"
    rng = random.Random(15)
    for _ in range(3):
        process = start(tmp_path, out)
        wait_for_results(out, process, finished(out) + 1)
        time.sleep(rng.uniform(0.0, 0.6))  # somewhere inside a later episode, or its write
        process.send_signal(signal.SIGKILL)
        process.wait()
    process = start(tmp_path, out)
    _, err = process.communicate(timeout=600)
    assert process.returncode == 0, err.decode()
    rows = table(out)
    assert rows == reference[1]  # every episode once, no torn or duplicated line
    assert len({json.loads(r)["key"] for r in rows}) == len(rows) == 8
    assert leftovers(out) == []


def test_ctrl_c_says_how_to_resume_and_exits_130(tmp_path, reference):
    scenarios(tmp_path / "mine")
    out = tmp_path / "out"
    process = start(tmp_path, out, pause_s=1.0)
    wait_for_results(out, process)
    process.send_signal(signal.SIGINT)
    stdout, stderr = process.communicate(timeout=60)
    assert process.returncode == 130
    assert "interrupted; run the same command to resume" in stdout.decode()
    assert b"Traceback" not in stderr
    assert leftovers(out) == []
    assert (out / ".lock").read_text() == ""  # released on the way out
    process = start(tmp_path, out)
    stdout, _ = process.communicate(timeout=600)
    assert process.returncode == 0 and b"resuming:" in stdout
    assert table(out) == reference[1]


def test_sigterm_is_handled_as_ctrl_c(tmp_path, reference):
    scenarios(tmp_path / "mine")
    out = tmp_path / "out"
    process = start(tmp_path, out, pause_s=1.0)
    wait_for_results(out, process)
    process.send_signal(signal.SIGTERM)
    stdout, stderr = process.communicate(timeout=60)
    assert process.returncode == 130, stderr.decode()
    assert "interrupted; run the same command to resume" in stdout.decode()
    assert b"Traceback" not in stderr
    assert leftovers(out) == []
    assert (out / ".lock").read_text() == ""  # released on the way out


@pytest.mark.parametrize("limit", [3000, 60_000])
def test_a_full_disk_gives_one_line_naming_the_file_and_no_partial_episode(tmp_path, limit):
    scenarios(tmp_path / "mine", count=1)
    out = tmp_path / "out"

    def small_disk() -> None:
        # the kernel refuses writes past the limit with EFBIG, like a disk that is full
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))

    process = start(tmp_path, out, preexec=small_disk)
    stdout, stderr = process.communicate(timeout=600)
    text = stdout.decode()
    assert process.returncode == 1, text + stderr.decode()
    errors = [line for line in text.splitlines() if line.startswith("error: ")]
    assert len(errors) == 1 and f"error: {out}" in errors[0], text
    assert "File too large" in errors[0] or "cannot write audio" in errors[0], text
    assert b"Traceback" not in stderr
    assert leftovers(out) == []
    assert not (out / "episodes").is_dir() or not any((out / "episodes").iterdir())


def read_only(directory: Path) -> tuple[bool, object]:
    """Make ``directory`` unwritable for this user: chmod, or (root ignores modes) the
    immutable attribute. Returns whether it worked and how to undo it."""
    if os.geteuid() != 0:
        directory.chmod(0o555)
        return True, lambda: directory.chmod(0o755)
    done = subprocess.run(["chattr", "+i", str(directory)], capture_output=True, check=False)
    undo = lambda: subprocess.run(["chattr", "-i", str(directory)], check=False)  # noqa: E731
    return done.returncode == 0, undo


@pytest.mark.parametrize("where", ["out", "episodes"])
def test_a_read_only_directory_gives_one_line_naming_it(tmp_path, where):
    scenarios(tmp_path / "mine", count=1)
    out = tmp_path / "out"
    (out / "episodes").mkdir(parents=True)
    target = out if where == "out" else out / "episodes"
    worked, undo = read_only(target)
    if not worked:
        undo()
        pytest.skip("cannot make a directory read-only here (no chattr)")
    try:
        process = start(tmp_path, out)
        stdout, stderr = process.communicate(timeout=120)
    finally:
        undo()
    text = stdout.decode()
    errors = [line for line in text.splitlines() if line.startswith("error: ")]
    assert process.returncode == 1, text
    assert len(errors) == 1 and f"error: {target}" in errors[0], text
    assert b"Traceback" not in stderr
    assert leftovers(out) == []
