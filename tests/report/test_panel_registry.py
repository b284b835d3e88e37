"""The report's panel is the registered metrics' declared displays; report/ names no world's
metric."""

from __future__ import annotations

import ast
import json
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

import duplexworld.report
from duplexworld.metrics import base
from duplexworld.metrics.base import REGISTRY, MetricDisplay, MetricSet, MetricValue
from duplexworld.report import load_run
from duplexworld.report.panel import UNASSIGNED, by_name, panel, pillar_metrics, unknown_metrics
from duplexworld.report.tables import build_tables
from duplexworld.world.registry import load_world_plugins

REPORT = Path(duplexworld.report.__file__).parent

DISPLAY = MetricDisplay(
    "dynamics",
    "hold s",
    scale=None,
    higher_is_better=False,
    absent="the caller never held",
    description="seconds the caller held",
)


class _Plugin:
    """A metric plug-in declaring where the report shows it."""

    name = "dw_test_hold"
    version = "3"
    description = "seconds the caller was on hold"
    display = DISPLAY

    def compute(self, trace: object) -> MetricValue:
        return MetricValue(name=self.name, version=self.version, value=1.0)


@pytest.fixture
def plugin() -> Iterator[str]:
    base.register_plugin(_Plugin())
    yield _Plugin.name
    REGISTRY.pop(_Plugin.name)
    base.PLUGINS.pop(_Plugin.name, None)


def test_a_registered_plugin_is_in_the_panel_with_its_declared_display(plugin: str) -> None:
    entry = by_name()[plugin]
    assert (entry.label, entry.pillar, entry.scale, entry.higher_is_better) == (
        "hold s",
        "dynamics",
        None,
        False,
    )
    assert entry.absent == "the caller never held" and entry.pooling == "scenario_mean"
    assert entry.description == "seconds the caller held" and not entry.core
    # placed in its pillar, not left unassigned; a column with no display is under "other"
    assert entry in pillar_metrics("dynamics", {plugin})
    extra = unknown_metrics({plugin, "dw_no_display"}, {plugin, "dw_no_display"})
    assert [(m.name, m.pillar) for m in extra] == [("dw_no_display", UNASSIGNED)]


def test_the_tables_show_a_registered_metric_in_its_pillar_with_its_label(
    plugin: str, synthetic_run: Path, tmp_path: Path
) -> None:
    run = tmp_path / "run"
    shutil.copytree(synthetic_run, run)
    rows = [json.loads(line) for line in (run / "results.jsonl").read_text().splitlines()]
    for row in rows:
        row[plugin] = 2.5
        row["metric_versions"][plugin] = "3"
    (run / "results.jsonl").write_text("".join(json.dumps(row) + "\n" for row in rows))
    tables = build_tables(load_run(run, with_traces=False))
    (dynamics,) = [t for t in tables if t.pillar == "dynamics" and t.grouping == "world"]
    (shown,) = [m for m in dynamics.metrics if m.name == plugin]
    assert shown.label == "hold s" and not shown.higher_is_better
    assert not [t for t in tables if t.pillar == UNASSIGNED]
    cells = [row.cells[plugin] for row in dynamics.rows]
    assert cells and all(cell.estimate == pytest.approx(2.5) for cell in cells)


def test_a_metric_set_registered_by_a_world_is_in_the_panel() -> None:
    own = MetricSet()
    own.metric(
        "dw_test_world_score",
        "1",
        "a world's own score",
        display=MetricDisplay("agentic", "own", (0.0, 1.0), pooling="tau_rate"),
    )(lambda scenario, trace: None)
    base.register_metrics(own)
    try:
        entry = by_name()["dw_test_world_score"]
        assert (entry.label, entry.pillar, entry.pooling) == ("own", "agentic", "tau_rate")
        assert entry.description == "a world's own score"  # the metric's, when none declared
        assert panel()[-1] is entry  # registered last, shown last in its pillar
    finally:
        REGISTRY.pop("dw_test_world_score")
    assert "dw_test_world_score" not in by_name()


def _world_metric_names() -> set[str]:
    load_world_plugins()
    return {
        name
        for name, metric in REGISTRY.items()
        if getattr(metric.compute, "__module__", "").startswith("duplexworld.worlds.")
    }


def _named(source: str, names: set[str]) -> list[str]:
    """String constants (f-string parts included) that are, or start with the family prefix
    of, one of ``names`` (``path_eta`` -> ``path_``)."""
    prefixes = {name.split("_", 1)[0] + "_" for name in names if "_" in name}
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            text = node.value
            if text in names or any(text.startswith(prefix) for prefix in prefixes):
                found.append(text)
    return found


def test_no_report_module_names_a_worlds_metric() -> None:
    names = _world_metric_names()
    assert {"path_eta", "wb_WS"} <= names  # the check sees the worlds' metrics
    offenders = {
        str(path.relative_to(REPORT)): hits
        for path in sorted(REPORT.rglob("*.py"))
        if (hits := _named(path.read_text(encoding="utf-8"), names))
    }
    assert offenders == {}


def test_the_name_check_sees_a_metric_name() -> None:
    source = 'PanelMetric("wb_TTR", "TTR s")\nx = f"path_{kind}"\ny = "GS"\n'
    assert _named(source, {"wb_TTR", "path_eta"}) == ["wb_TTR", "path_"]


def test_every_builtin_metric_declares_its_display() -> None:
    load_world_plugins()
    undeclared = [name for name, metric in REGISTRY.items() if metric.display is None]
    assert undeclared == []
