"""The metric registry: built-in metrics are registered by one explicit call on first use,
never by importing their modules."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

import duplexworld
from duplexworld.metrics import base
from duplexworld.metrics.base import REGISTRY, MetricDisplay, MetricSet
from duplexworld.metrics.builtin import builtin_metric_sets

SRC = Path(duplexworld.__file__).parent.parent

_PROBE = """
import duplexworld.metrics.agentic, duplexworld.metrics.effort, duplexworld.metrics.scoring
import duplexworld.metrics.turn_taking, duplexworld.metrics.interaction
from duplexworld.metrics import base
print(len(base._METRICS), len(base._DISPLAYS))
print(len(base.REGISTRY) > 0, "GS" in base.REGISTRY, "reward" in base.metric_displays())
"""


def test_importing_metric_modules_registers_nothing_until_the_registry_is_used() -> None:
    env = {**os.environ, "PYTHONPATH": str(SRC)}
    done = subprocess.run(
        [sys.executable, "-c", _PROBE], capture_output=True, text=True, env=env, check=True
    )
    assert done.stdout.split("\n")[:2] == ["0 0", "True True True"]


def test_the_registry_holds_exactly_the_builtin_sets_in_their_order() -> None:
    declared = [m.name for s in builtin_metric_sets() for m in s.metrics]
    builtin = [name for name in REGISTRY if name in set(declared)]
    assert builtin == declared and len(set(declared)) == len(declared)
    assert {"GS", "ACT", "NLA", "TT", "SEL", "DNSMOS_OVRL", "UTMOS"} <= set(declared)
    columns = [c.name for s in builtin_metric_sets() for c in s.columns]
    assert columns == ["reward", "pass@1", "pass@3", "pass^3"]
    assert not set(columns) & set(REGISTRY)  # displayed, not computed by the registry


def test_a_name_registers_once() -> None:
    twice = MetricSet()
    twice.metric("GS", "9", "a second goal state", display=MetricDisplay("agentic"))(
        lambda scenario, trace: None
    )
    with pytest.raises(ValueError, match="registered twice"):
        base.register_metrics(twice)
    column = MetricSet()
    column.column("reward", MetricDisplay("agentic"))
    with pytest.raises(ValueError, match="registered twice"):
        base.register_metrics(column)
    assert REGISTRY["GS"].version == "1"


def test_a_display_with_a_value_in_the_wrong_slot_is_refused() -> None:
    with pytest.raises(ValueError, match="pooling must be one of"):
        MetricDisplay("agentic", "rho+", None, False, "absent", True)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="pillar must be one of"):
        MetricDisplay("speed")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="core must be"):
        MetricDisplay("agentic", core="yes")  # type: ignore[arg-type]
