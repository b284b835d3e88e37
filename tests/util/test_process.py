"""An episode process runs its numeric libraries on one thread, keeps freed memory, and
stops when the campaign driver that started it is killed."""

import os
import signal
import subprocess
import sys
import textwrap
import time

import pytest


def _run(code: str) -> str:
    # a fresh interpreter: the settings are process-wide and would leak into other tests
    done = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


def test_tuning_holds_blas_to_one_thread_for_the_rest_of_the_process():
    out = _run(
        """
        from threadpoolctl import threadpool_info
        from duplexworld.util.process import tune_episode_process
        tune_episode_process()
        tune_episode_process()  # idempotent
        print(sorted({p["num_threads"] for p in threadpool_info()}))
        """
    )
    assert out == "[1]"


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's mallopt is Linux-only")
def test_freed_memory_is_kept_on_glibc():
    assert (
        _run("from duplexworld.util.process import keep_freed_memory; print(keep_freed_memory())")
        == "True"
    )


def test_one_blas_thread_restores_the_setting_after_the_block():
    out = _run(
        """
        import numpy  # loads OpenBLAS
        from threadpoolctl import threadpool_info
        from duplexworld.util.process import one_blas_thread
        def blas():
            return sorted({p["num_threads"] for p in threadpool_info() if p["user_api"] == "blas"})
        before = blas()
        with one_blas_thread():
            inside = blas()
        print(inside == [1], blas() == before)
        """
    )
    assert out == "True True"


_ORPHAN = """
import multiprocessing, os, sys, time

def child(queue):
    from duplexworld.util.process import end_with_parent
    queue.put((os.getpid(), end_with_parent(multiprocessing.parent_process().pid)))
    time.sleep(60)

if __name__ == "__main__":
    context = multiprocessing.get_context("spawn")
    queue = context.Queue()
    context.Process(target=child, args=(queue,)).start()
    pid, armed = queue.get(timeout=60)
    print(pid, armed, flush=True)
    time.sleep(60)
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="prctl is Linux's")
def test_a_worker_stops_when_its_parent_is_killed(tmp_path):
    script = tmp_path / "orphan.py"
    script.write_text(_ORPHAN, encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    parent = subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE, env=env)
    assert parent.stdout is not None
    pid_text, armed = parent.stdout.readline().split()
    child = int(pid_text)
    assert armed == b"True"
    os.kill(parent.pid, signal.SIGKILL)
    parent.wait()
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and _alive(child):
        time.sleep(0.05)
    assert not _alive(child)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    # a zombie (not yet reaped by init) has stopped all the same
    with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
        return stat.read().split(") ")[-1][0] != "Z"
