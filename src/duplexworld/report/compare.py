"""``duplexworld compare RUN_A RUN_B``: two systems side by side, by the report's rules.

Each side is one agent on one channel of its run (``--agent-a/-b``, ``--channel-a/-b``), so
two channels of one campaign compare too (clean against text: the modality gap).

- **A** and **B** are each side's values over all of its scenarios, pooled exactly as the
  report pools them (``report.pooled``: cells as the tables form them, tau-Voice events pooled
  over calls with ``n<10`` hidden, worlds weighed equally): the report of the same run shows
  the same numbers.
- **B - A** is computed on the scenarios both sides ran (paired): each side pooled by the same
  rules over those scenarios only. Its 95% interval is a paired percentile bootstrap over
  those scenarios, within each world (``metrics.statistics.paired_ratio_difference``): a
  resample draws the same scenarios for both sides, each bringing all its runs and events.
- Scenarios only one side ran are listed, never silently dropped.

A metric either side has no value for is shown with the reason instead of a difference.
"""

from __future__ import annotations

import csv
import html
import io
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass

from duplexworld.metrics.estimators import pass_at_k, pass_hat_k, success
from duplexworld.metrics.statistics import Interval, paired_ratio_difference, stable_seed
from duplexworld.report.data import Episode, RunData
from duplexworld.report.panel import PILLARS, PanelMetric, pillar_metrics, unknown_metrics
from duplexworld.report.pooled import SystemKey, pooled_values, subset, system_key
from duplexworld.report.tables import _events, _tau_outcomes, present_metrics

__all__ = [
    "Comparison",
    "MetricComparison",
    "compare_runs",
    "render_csv",
    "render_html",
    "render_markdown",
    "select_agent",
    "select_channel",
]


def select_agent(rows: list[dict[str, object]], agent: str | None, label: str) -> str:
    """The agent to compare in a run: the given one, or the run's only agent.

    Raises:
        ValueError: the agent is not in the run, or the run has several and none was named.
    """
    agents = sorted({str(row["agent"]) for row in rows})
    if agent is not None:
        if agent not in agents:
            raise ValueError(f"{label}: no episodes of agent {agent!r} (agents: {agents})")
        return agent
    if len(agents) != 1:
        raise ValueError(f"{label} holds agents {agents}: name one with --agent-a/--agent-b")
    return agents[0]


def select_channel(rows: list[dict[str, object]], channel: str | None, label: str) -> str:
    """The channel to compare in a run: the given one, or the run's only channel (a campaign
    holding clean and text rows gives the modality gap as ``--channel-a clean --channel-b
    text`` on the same run).

    Raises:
        ValueError: the channel is not in the run, or the run has several and none was named.
    """
    channels = sorted({str(row["channel"]) for row in rows})
    if channel is not None:
        if channel not in channels:
            raise ValueError(f"{label}: no episodes on channel {channel!r} (channels: {channels})")
        return channel
    if len(channels) != 1:
        raise ValueError(
            f"{label} holds channels {channels}: name one with --channel-a/--channel-b"
        )
    return channels[0]


@dataclass(frozen=True)
class MetricComparison:
    """One metric of the two sides."""

    metric: PanelMetric
    a: float | None
    """Side A over all its scenarios (the report's value)."""
    b: float | None
    paired_a: float | None
    """Side A over the shared scenarios only."""
    paired_b: float | None
    difference: Interval | None
    """B - A on the shared scenarios with its paired bootstrap interval."""
    absent: str = ""
    """Why there is no difference, when there is none."""


@dataclass(frozen=True)
class Comparison:
    """Everything ``compare`` shows."""

    label_a: str
    label_b: str
    scenarios_a: int
    scenarios_b: int
    only_a: tuple[str, ...]
    """Scenarios side A ran and side B did not (left out of every difference)."""
    only_b: tuple[str, ...]
    shared: int
    metrics: tuple[MetricComparison, ...]


Tally = tuple[float, float]
"""A scenario's (numerator, weight) for a metric: the side's statistic over a world is the
sum of numerators over the sum of weights."""


def _pass_tally(
    k: int, estimator: Callable[[int, int, int], float | None]
) -> Callable[[list[Episode]], Tally | None]:
    def tally(members: list[Episode]) -> Tally | None:
        known = [r for e in members if (r := e.value("reward")) is not None]
        if not known:
            return None
        value = estimator(len(known), sum(success(r) for r in known), k)
        return None if value is None else (value, 1.0)

    return tally


def _scenario_tally(metric: PanelMetric) -> Callable[[list[Episode]], Tally | None]:
    """How one scenario's episodes enter ``metric`` (mirrors ``tables.metric_cell``)."""
    name = metric.name
    if metric.pooling == "pass_k":
        estimator = pass_at_k if name.startswith("pass@") else pass_hat_k
        return _pass_tally(int(name[-1]), estimator)
    if metric.pooling == "tau_ratio":  # interruptions per response event

        def ratio(members: list[Episode]) -> Tally | None:
            events = [ev for e in members for ev in _events(e)]
            interrupts = sum(ev.category == "agent" and ev.outcome == "interrupt" for ev in events)
            responses = sum(ev.category == "response" for ev in events)
            return (float(interrupts), float(responses)) if responses else None

        return ratio
    if metric.pooling == "tau_mean":
        outcome = "response" if name == "response_latency" else "yield"

        def latency(members: list[Episode]) -> Tally | None:
            values = [
                ev.latency_ticks * e.calls.tick_seconds
                for e in members
                if e.calls is not None
                for ev in e.calls.events
                if ev.outcome == outcome and ev.latency_ticks is not None
            ]
            return (sum(values), float(len(values))) if values else None

        return latency
    if metric.pooling == "tau_rate":
        categories, positive = _tau_outcomes(name)

        def rate(members: list[Episode]) -> Tally | None:
            events = [ev for e in members for ev in _events(e) if ev.category in categories]
            hits = sum(ev.outcome == positive for ev in events)
            return (float(hits), float(len(events))) if events else None

        return rate

    def mean(members: list[Episode]) -> Tally | None:
        if name == "pass@1":
            values = [float(success(r)) for e in members if (r := e.value("reward")) is not None]
        else:
            values = [v for e in members if (v := e.value(name)) is not None]
        return (sum(values) / len(values), 1.0) if values else None

    return mean


def _paired_interval(
    metric: PanelMetric, side_a: list[Episode], side_b: list[Episode], seed: str
) -> Interval | None:
    tally = _scenario_tally(metric)
    by_scenario: dict[str, dict[str, list[Episode]]] = defaultdict(lambda: defaultdict(list))
    for side, episodes in (("a", side_a), ("b", side_b)):
        for episode in episodes:
            by_scenario[episode.scenario_id][side].append(episode)
    strata: dict[str, list[tuple[float, float, float, float]]] = defaultdict(list)
    for scenario in sorted(by_scenario):
        sides = by_scenario[scenario]
        a, b = tally(sides["a"]), tally(sides["b"])
        if metric.pooling == "pass_k" and (a is None or b is None):
            return None  # the report's rule: a scenario short of k runs makes Pass@k absent
        if a is None and b is None:
            continue
        world = (sides["a"] or sides["b"])[0].world
        strata[world].append((*(a or (0.0, 0.0)), *(b or (0.0, 0.0))))
    return paired_ratio_difference(strata, seed=stable_seed("compare", seed, metric.name))


def _panel(run_a: RunData, run_b: RunData) -> list[PanelMetric]:
    from duplexworld.metrics.tables import metric_names

    present = present_metrics(run_a) & present_metrics(run_b)
    columns = set(metric_names([e.row for e in (*run_a.episodes, *run_b.episodes)]))
    extra = unknown_metrics(present, columns)
    out: list[PanelMetric] = []
    for pillar in (*PILLARS, "other"):
        out += pillar_metrics(pillar, present, extra)
    return out


def _absent_reason(metric: PanelMetric, paired_a: float | None, paired_b: float | None) -> str:
    sides = [s for s, v in (("A", paired_a), ("B", paired_b)) if v is None]
    if metric.pooling.startswith("tau_"):
        why = "no events, or fewer than 10 pooled events (n<10)"
    elif metric.pooling == "pass_k":
        why = "a scenario has fewer runs than k"
    else:
        why = metric.absent
    return f"absent on the shared scenarios in {' and '.join(sides)}: {why}"


def compare_runs(run_a: RunData, key_a: SystemKey, run_b: RunData, key_b: SystemKey) -> Comparison:
    """Side A (``key_a`` in ``run_a``) against side B (``key_b`` in ``run_b``)."""
    side_a = subset(run_a, lambda e: system_key(e) == key_a)
    side_b = subset(run_b, lambda e: system_key(e) == key_b)
    scenarios_a = {e.scenario_id for e in side_a.episodes}
    scenarios_b = {e.scenario_id for e in side_b.episodes}
    shared = scenarios_a & scenarios_b
    paired_a = subset(side_a, lambda e: e.scenario_id in shared)
    paired_b = subset(side_b, lambda e: e.scenario_id in shared)
    values_a = pooled_values(side_a).get(key_a, {})
    values_b = pooled_values(side_b).get(key_b, {})
    shared_a = pooled_values(paired_a).get(key_a, {}) if shared else {}
    shared_b = pooled_values(paired_b).get(key_b, {}) if shared else {}
    label_a, label_b = f"{key_a[0]} @ {key_a[1]}", f"{key_b[0]} @ {key_b[1]}"
    metrics = []
    for metric in _panel(side_a, side_b):
        name = metric.name
        pa, pb = shared_a.get(name), shared_b.get(name)
        interval = None
        absent = ""
        if not shared:
            absent = "no scenario was run by both sides"
        elif pa is None or pb is None:
            absent = _absent_reason(metric, pa, pb)
        else:
            interval = _paired_interval(
                metric, list(paired_a.episodes), list(paired_b.episodes), f"{label_a}|{label_b}"
            )
            if interval is not None:
                # the estimate is the report's pooled values; the bootstrap gives the spread
                interval = Interval(
                    pb - pa, interval.low, interval.high, interval.groups, interval.runs
                )
            else:
                absent = "no paired scenario carries both sides' values"
        if not metric.core and all(v is None for v in (values_a.get(name), values_b.get(name))):
            continue  # as in the report: a secondary metric absent everywhere is left out
        metrics.append(
            MetricComparison(
                metric=metric,
                a=values_a.get(name),
                b=values_b.get(name),
                paired_a=pa,
                paired_b=pb,
                difference=interval,
                absent=absent,
            )
        )
    return Comparison(
        label_a=label_a,
        label_b=label_b,
        scenarios_a=len(scenarios_a),
        scenarios_b=len(scenarios_b),
        only_a=tuple(sorted(scenarios_a - shared)),
        only_b=tuple(sorted(scenarios_b - shared)),
        shared=len(shared),
        metrics=tuple(metrics),
    )


# -- rendering ---------------------------------------------------------------------------------
DASH = "\u2014"

HEADERS = ("pillar", "metric", "A", "B", "B - A (shared)", "95% interval", "note")
"""Columns of the Markdown, HTML and terminal tables."""

CSV_COLUMNS = (
    "pillar",
    "metric",
    "label",
    "a",
    "b",
    "shared_scenarios",
    "paired_a",
    "paired_b",
    "difference",
    "ci_low",
    "ci_high",
    "higher_is_better",
    "absent_reason",
)
"""Columns of ``compare --csv``; an absent value is an empty field, never 0."""


def _num(value: float | None, sign: bool = False) -> str:
    if value is None:
        return DASH
    return f"{value:+.3f}" if sign else f"{value:.3f}"


def table_rows(comparison: Comparison) -> list[tuple[str, ...]]:
    """The comparison's rows as text cells, in ``HEADERS`` order."""
    rows: list[tuple[str, ...]] = []
    for m in comparison.metrics:
        d = m.difference
        note = m.absent or ("" if m.metric.higher_is_better else "lower is better")
        rows.append(
            (
                m.metric.pillar,
                m.metric.label,
                _num(m.a),
                _num(m.b),
                _num(d.estimate if d else None, sign=True),
                f"[{d.low:+.3f}, {d.high:+.3f}]" if d else DASH,
                note,
            )
        )
    return rows


def summary_lines(comparison: Comparison) -> list[str]:
    """What the table covers, and the scenarios left out of the differences."""
    c = comparison
    lines = [
        f"A = {c.label_a} ({c.scenarios_a} scenarios), B = {c.label_b} ({c.scenarios_b} "
        f"scenarios); B - A on the {c.shared} scenarios both ran, 95% paired bootstrap over "
        "them. A and B are each side's values over all its scenarios, pooled as in the report."
    ]
    if c.only_a:
        lines.append(f"only in A ({len(c.only_a)}, not paired): {', '.join(c.only_a)}")
    if c.only_b:
        lines.append(f"only in B ({len(c.only_b)}, not paired): {', '.join(c.only_b)}")
    return lines


def render_markdown(comparison: Comparison) -> str:
    """The comparison as Markdown."""
    from duplexworld.report.textual import md_text

    out = ["# duplexworld compare", ""]
    out += [f"{md_text(line)}  " for line in summary_lines(comparison)]
    out += ["", "| " + " | ".join(HEADERS) + " |", "|" + "---|" * len(HEADERS)]
    out += [
        "| " + " | ".join(md_text(cell) for cell in row) + " |" for row in table_rows(comparison)
    ]
    return "\n".join(out) + "\n"


def render_csv(comparison: Comparison) -> str:
    """The comparison as CSV, one line per metric."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)

    def field(value: float | None) -> str:
        return "" if value is None else repr(value)

    for m in comparison.metrics:
        d = m.difference
        writer.writerow(
            (
                m.metric.pillar,
                m.metric.name,
                m.metric.label,
                field(m.a),
                field(m.b),
                comparison.shared,
                field(m.paired_a),
                field(m.paired_b),
                field(d.estimate if d else None),
                field(d.low if d else None),
                field(d.high if d else None),
                m.metric.higher_is_better,
                m.absent,
            )
        )
    return buffer.getvalue()


def render_html(comparison: Comparison) -> str:
    """The comparison as one self-contained page in the report's style (no script at all)."""
    from duplexworld.report.assets import STYLE

    esc = html.escape
    policy = "default-src 'none'; style-src 'unsafe-inline'"
    head = "".join(f"<th>{esc(h)}</th>" for h in HEADERS)
    body = []
    for m, row in zip(comparison.metrics, table_rows(comparison), strict=True):
        cells = [f"<td>{esc(row[0])}</td>", f"<td title='{esc(m.metric.description)}'>"
                 f"{esc(row[1])}</td>"]  # fmt: skip
        for text in row[2:6]:
            cls = "absent" if text == DASH else "num"
            cells.append(f"<td class='{cls}'>{esc(text)}</td>")
        cells.append(f"<td class='note'>{esc(row[6])}</td>")
        body.append("<tr>" + "".join(cells) + "</tr>")
    lines = "".join(f"<p class='note'>{esc(line)}</p>" for line in summary_lines(comparison))
    title = f"{comparison.label_b} vs {comparison.label_a}"
    return (
        "<!doctype html><html lang='en'><head><meta charset='utf-8'>"
        f"<meta http-equiv='Content-Security-Policy' content=\"{policy}\">"
        "<meta name='viewport' content='width=device-width, initial-scale=1'>"
        f"<title>duplexworld compare: {esc(title)}</title><style>{STYLE}</style></head>"
        f"<body><header><h1>duplexworld compare</h1><p>{esc(title)}</p>{lines}</header>"
        f"<main><div class='scroll'><table id='compare'><thead><tr>{head}</tr></thead>"
        f"<tbody>{''.join(body)}</tbody></table></div></main></body></html>\n"
    )
