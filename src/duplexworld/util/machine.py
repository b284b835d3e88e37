"""What an episode ran on: the CPU model and the machine's load, for its ``meta.json``.

Wall-clock figures (an episode's wall seconds, a campaign's duration) depend on both; a
reader comparing them across runs or machines needs them beside the figures.
"""

from __future__ import annotations

import os
import platform
from functools import lru_cache
from pathlib import Path

CPUINFO = Path("/proc/cpuinfo")
"""Where Linux names the processor (other systems: ``platform.processor()``)."""


@lru_cache(maxsize=1)
def cpu_model() -> str:
    """The processor's model name, or ``"unknown"``."""
    try:
        for line in CPUINFO.read_text(encoding="utf-8", errors="replace").splitlines():
            key, _, value = line.partition(":")
            if key.strip() == "model name" and value.strip():
                return value.strip()
    except OSError:
        pass  # not Linux, or no /proc
    return platform.processor() or "unknown"


def machine_load() -> dict[str, float | int] | None:
    """The 1-minute load average and the cores it is shared by, or None where the OS has no
    load average."""
    try:
        one_minute = os.getloadavg()[0]
    except (AttributeError, OSError):
        return None
    return {"load_1m": round(one_minute, 2), "cpus": os.cpu_count() or 1}
