"""An episode process runs its numeric libraries on one thread and keeps freed memory."""

import subprocess
import sys
import textwrap

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
