"""The run-level figures (plotly): Pass@1 with 95% whiskers per world and per conversation
type, reliability curves Pass@k / Pass^k for k = 1..n, effort shares against the reference
workload, and a radar of the pillars per system.

Each figure is a plotly JSON specification; the page draws them with the plotly.js embedded
once in the file. Labels that come from the run (agent, world names) are escaped with
:func:`plotly_text` because plotly reads a subset of HTML in labels.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from typing import Any

import plotly.graph_objects as go

from duplexworld.metrics.statistics import pooled_mean
from duplexworld.report.data import Episode, RunData
from duplexworld.report.panel import PILLARS, by_name, panel
from duplexworld.report.tables import GROUPINGS, Table, pass_k_value, system_values
from duplexworld.report.timeline import plotly_text

PALETTE = ("#4c78a8", "#f58518", "#54a24b", "#e45756", "#72b7b2", "#b279a2", "#9d755d")


@dataclass(frozen=True)
class Figure:
    """A figure of the report: an id for the page, a title, what it means, and its spec."""

    id: str
    title: str
    caption: str
    spec: dict[str, Any]


def _spec(figure: go.Figure) -> dict[str, Any]:
    figure.update_layout(
        template="plotly_white", margin={"l": 60, "r": 20, "t": 30, "b": 60}, height=380
    )
    return figure.to_plotly_json()


def _pass_at_1(tables: list[Table], grouping: str) -> go.Figure:
    table = next(t for t in tables if t.pillar == "agentic" and t.grouping == grouping)
    figure = go.Figure()
    systems = sorted({row.system for row in table.rows})
    for index, system in enumerate(systems):
        rows = [r for r in table.rows if r.system == system]
        cells = [r.cells["pass@1"] for r in rows]
        figure.add_bar(
            name=plotly_text(system),
            x=[plotly_text(r.group) for r in rows],
            y=[c.estimate for c in cells],
            error_y={
                "type": "data",
                "symmetric": False,
                "array": [
                    c.high - c.estimate if c.high is not None and c.estimate is not None else 0
                    for c in cells
                ],
                "arrayminus": [
                    c.estimate - c.low if c.low is not None and c.estimate is not None else 0
                    for c in cells
                ],
            },
            hovertext=[
                f"{plotly_text(system)}, {plotly_text(r.group)}: Pass@1 "
                + (
                    f"{c.estimate:.3f} [{c.low:.3f}, {c.high:.3f}], {c.scenarios} scenarios"
                    if c.estimate is not None and c.low is not None and c.high is not None
                    else "absent"
                )
                for r, c in zip(rows, cells, strict=True)
            ],
            hoverinfo="text",
            # a label on every bar, so that 0 reads as 0 and an absent value as absent
            text=["absent" if c.estimate is None else f"{c.estimate:.2f}" for c in cells],
            textposition="outside",
            cliponaxis=False,
            marker_color=PALETTE[index % len(PALETTE)],
        )
    figure.update_layout(
        barmode="group",
        yaxis={"range": [0, 1.05], "title": {"text": "Pass@1"}},
        xaxis={"title": {"text": GROUPINGS[grouping]}},
    )
    return figure


def _by_system_world(run: RunData) -> dict[str, dict[str, list[Episode]]]:
    groups: dict[str, dict[str, list[Episode]]] = defaultdict(lambda: defaultdict(list))
    for episode in run.episodes:
        groups[run.system(episode)][episode.world].append(episode)
    return groups


def max_runs(episodes: list[Episode]) -> int:
    """The k up to which Pass@k is defined: the fewest rewarded runs of any scenario."""
    runs: dict[str, int] = defaultdict(int)
    for episode in episodes:
        if episode.value("reward") is not None:
            runs[episode.scenario_id] += 1
    return min(runs.values()) if runs else 0


def reliability(run: RunData) -> dict[str, dict[str, list[float | None]]]:
    """Per system, Pass@k and Pass^k for k = 1..n, each the unweighted mean over worlds."""
    out: dict[str, dict[str, list[float | None]]] = {}
    for system, worlds in sorted(_by_system_world(run).items()):
        n = min(max_runs(members) for members in worlds.values())
        curves: dict[str, list[float | None]] = {"pass@": [], "pass^": []}
        for k in range(1, n + 1):
            for estimator in curves:
                curves[estimator].append(
                    pooled_mean([pass_k_value(m, k, estimator) for m in worlds.values()])
                )
        out[system] = curves
    return out


def _reliability_figure(run: RunData) -> go.Figure:
    figure = go.Figure()
    for index, (system, curves) in enumerate(reliability(run).items()):
        colour = PALETTE[index % len(PALETTE)]
        for estimator, dash, label in (("pass@", "solid", "Pass@k"), ("pass^", "dash", "Pass^k")):
            values = curves[estimator]
            figure.add_scatter(
                x=list(range(1, len(values) + 1)),
                y=values,
                mode="lines+markers",
                name=f"{plotly_text(system)} {label}",
                line={"color": colour, "dash": dash},
            )
    figure.update_layout(
        xaxis={"title": {"text": "k (runs drawn)"}, "dtick": 1},
        yaxis={"range": [0, 1.05], "title": {"text": "probability"}},
    )
    return figure


def _effort_figure(tables: list[Table]) -> go.Figure:
    table = next(t for t in tables if t.pillar == "agentic" and t.grouping == "world")
    labels = [f"{plotly_text(r.system)} / {plotly_text(r.group)}" for r in table.rows]

    def share(name: str) -> list[float | None]:
        return [r.cells[name].estimate if name in r.cells else None for r in table.rows]

    under, over = share("pi_minus"), share("pi_plus")
    exact = [
        None if u is None or o is None else max(0.0, 1.0 - u - o)
        for u, o in zip(under, over, strict=True)
    ]
    rho_minus, rho_plus = share("rho_minus"), share("rho_plus")

    def fmt(value: float | None) -> str:
        return "absent" if value is None else f"{value:.2f}"

    figure = go.Figure()
    for name, values, colour, hover in (
        ("under (rho < 1)", under, "#e45756", [f"rho- {fmt(v)}" for v in rho_minus]),
        ("at the reference workload", exact, "#bab0ac", ["rho = 1"] * len(labels)),
        ("over (rho > 1)", over, "#4c78a8", [f"rho+ {fmt(v)}" for v in rho_plus]),
    ):
        figure.add_bar(
            name=name, x=labels, y=values, marker_color=colour, hovertext=hover, hoverinfo="text+y"
        )
    figure.update_layout(
        barmode="stack", yaxis={"range": [0, 1.0], "title": {"text": "share of runs"}}
    )
    return figure


def radar_axes(values: dict[str, dict[str, float]]) -> list[str]:
    """Radar axes: the metrics on a bounded scale where higher is better that some system has,
    in pillar order."""
    have = {name for metrics in values.values() for name in metrics}
    return [
        m.name
        for pillar in PILLARS
        for m in panel()
        if m.pillar == pillar and m.scale is not None and m.higher_is_better and m.name in have
    ]


def _radar_figure(tables: list[Table]) -> go.Figure:
    values = system_values(tables)
    axes = radar_axes(values)
    known = by_name()
    theta = [f"{known[a].pillar}: {known[a].label}" for a in axes]
    figure = go.Figure()
    for index, (system, metrics) in enumerate(values.items()):
        radius: list[float | None] = []
        hover: list[str] = []
        for name in axes:
            low, high = known[name].scale or (0.0, 1.0)
            value = metrics.get(name)
            radius.append(None if value is None else (value - low) / (high - low))
            hover.append(f"{known[name].label}: " + ("absent" if value is None else f"{value:.3f}"))
        figure.add_scatterpolar(
            r=[*radius, radius[0]] if radius else [],
            theta=[*theta, theta[0]] if theta else [],
            name=plotly_text(system),
            hovertext=[*hover, hover[0]] if hover else [],
            hoverinfo="text",
            line={"color": PALETTE[index % len(PALETTE)]},
        )
    figure.update_layout(polar={"radialaxis": {"range": [0, 1]}}, height=460)
    return figure


def build_figures(run: RunData, tables: list[Table]) -> list[Figure]:
    """Every run-level figure, in page order."""
    return [
        Figure(
            "fig-pass-world",
            "Pass@1 per world",
            "Share of runs with reward 1, per system and world; whiskers are the 95% percentile "
            "bootstrap interval over scenarios. Overlapping whiskers are not a ranking.",
            _spec(_pass_at_1(tables, "world")),
        ),
        Figure(
            "fig-pass-type",
            "Pass@1 per conversation type",
            "The same, broken down by the scenario's conversation type.",
            _spec(_pass_at_1(tables, "conversation_type")),
        ),
        Figure(
            "fig-reliability",
            "Reliability: Pass@k and Pass^k",
            "For k = 1..n runs of each scenario: Pass@k (solid) is the chance that at least one "
            "of k runs passes, Pass^k (dashed) that all k pass (tau-bench); unweighted mean "
            "over worlds. A wide gap means an agent that can do the task but not reliably. "
            "With one run per scenario only k = 1 exists.",
            _spec(_reliability_figure(run)),
        ),
        Figure(
            "fig-effort",
            "Effort against the reference workload",
            "Share of runs with fewer agent tool calls than gold actions (under, rho < 1), as "
            "many (rho = 1) and more (over, rho > 1); hover shows rho- and rho+, the mean ratio "
            "over those runs. Under-effort is the strongest process predictor of failure.",
            _spec(_effort_figure(tables)),
        ),
        Figure(
            "fig-radar",
            "Pillars per system",
            "Every bounded metric where higher is better, scaled to [0, 1] (1-3 and 1-5 scales "
            "mapped linearly), grouped by pillar and pooled over worlds by an unweighted mean. "
            "The pillars are shown side by side: the area is not a score.",
            _spec(_radar_figure(tables)),
        ),
    ]
