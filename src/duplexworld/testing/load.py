"""CPU burners: the other work of a shared machine, for tests of timing rules under load.

The brief's rule is that budgets, latency and real-time pacing hold with two CPU burners
running. Each burner is a separate Python process spinning in a loop, started in a session of
its own: that is how other work reaches a shared machine (another terminal, another user, a
CI job), and on Linux the scheduler weighs each session as one group (autogroup), so a burner
in the harness's own session would take its time from the harness's tick path rather than
from the machine (measured: p99 tick lateness 219 ms at load 14 with the burners in the
test's session, 104 ms at load 19 in sessions of their own; docs/agents.md).
"""

from __future__ import annotations

import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager

__all__ = ["cpu_burners"]


@contextmanager
def cpu_burners(count: int = 2, settle_s: float = 0.5) -> Iterator[None]:
    """Run ``count`` busy-looping processes, each in a session of its own, while the block
    runs; they are killed when it ends, whatever happens in it.

    Args:
        count: how many burners (two take both cores of the project's reference machine).
        settle_s: seconds to let them get going before the block starts.
    """
    burners = [
        subprocess.Popen([sys.executable, "-c", "while True: pass"], start_new_session=True)
        for _ in range(count)
    ]
    try:
        time.sleep(settle_s)
        yield
    finally:
        for burner in burners:
            burner.kill()
            burner.wait()
