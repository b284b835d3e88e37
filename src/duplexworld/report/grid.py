"""Runs side by side: the scenario x system grid and the failure reasons per system.

A grid cell holds one mark per run of a scenario by a system (pass, fail, or absent when the
episode could not be scored), each a deep link to its episode. A cell whose every scored run
failed is "failed in every run"; one with passes and failures is "flaky": the page filters
episodes by these. The reason counts tally failed episodes per system by how the call ended,
the reward factor that failed first, and the failure class.
"""

from __future__ import annotations

import html
from collections import Counter
from dataclasses import dataclass
from urllib.parse import quote

from duplexworld.report.data import Episode, RunData
from duplexworld.report.episode import EpisodeView
from duplexworld.report.textual import md_text

esc = html.escape

MARKS = {"pass": "\u2713", "fail": "\u2717", "absent": "\u2013"}
"""The glyph of each run outcome in the grid."""

REASON_KINDS = ("termination", "failed first", "class")
"""The kinds of failure reason counted per system."""


@dataclass(frozen=True)
class RunMark:
    """One run of a scenario by a system: its episode key, run index and outcome."""

    key: str
    run: int
    outcome: str
    """``pass``, ``fail`` or ``absent``."""


@dataclass(frozen=True)
class GridCell:
    """The runs of one scenario by one system."""

    marks: tuple[RunMark, ...]

    @property
    def always_failed(self) -> bool:
        """Every scored run failed (and at least one was scored)."""
        scored = [m for m in self.marks if m.outcome != "absent"]
        return bool(scored) and all(m.outcome == "fail" for m in scored)

    @property
    def flaky(self) -> bool:
        """Some scored runs passed and some failed."""
        outcomes = {m.outcome for m in self.marks}
        return {"pass", "fail"} <= outcomes

    @property
    def runs(self) -> str:
        """The cell's run filter class: ``always``, ``flaky`` or empty."""
        return "always" if self.always_failed else "flaky" if self.flaky else ""


@dataclass(frozen=True)
class Grid:
    """Scenarios (rows) by systems (columns)."""

    scenarios: tuple[str, ...]
    systems: tuple[str, ...]
    cells: dict[tuple[str, str], GridCell]


def outcome(episode: Episode, view: EpisodeView) -> str:
    """``pass``, ``fail``, or ``absent`` when the reward could not be computed."""
    if view.passed:
        return "pass"
    return "absent" if episode.value("reward") is None else "fail"


def _run(episode: Episode) -> int:
    run = episode.row.get("run")
    return run if isinstance(run, int) else 0


def build_grid(run: RunData, views: list[EpisodeView]) -> Grid:
    """The grid of a run (every scenario by every system; a missing pair is an empty cell)."""
    marks: dict[tuple[str, str], list[RunMark]] = {}
    for episode, view in zip(run.episodes, views, strict=True):
        marks.setdefault((episode.scenario_id, run.system(episode)), []).append(
            RunMark(episode.key, _run(episode), outcome(episode, view))
        )
    return Grid(
        scenarios=tuple(sorted({s for s, _ in marks})),
        systems=tuple(sorted({a for _, a in marks})),
        cells={
            pair: GridCell(tuple(sorted(found, key=lambda m: (m.run, m.key))))
            for pair, found in marks.items()
        },
    )


def reason_counts(run: RunData, views: list[EpisodeView]) -> dict[str, Counter[tuple[str, str]]]:
    """Per system, failed episodes counted by (reason kind, reason)."""
    counts: dict[str, Counter[tuple[str, str]]] = {}
    for episode, view in zip(run.episodes, views, strict=True):
        tally = counts.setdefault(run.system(episode), Counter())
        if outcome(episode, view) != "fail":
            continue
        tally["termination", view.termination] += 1
        if view.failures:
            tally["failed first", view.failures[0][0]] += 1
        if view.failure_class:
            tally["class", view.failure_class] += 1
    return counts


def episode_link(key: str) -> str:
    """The page's deep link to an episode (the script opens it; filters are kept)."""
    return "#ep=" + quote(key, safe="")


def grid_html(grid: Grid) -> str:
    """The grid as an HTML table (every string escaped)."""
    head = "<th>scenario</th>" + "".join(f"<th>{esc(s)}</th>" for s in grid.systems)
    rows = []
    for scenario in grid.scenarios:
        cells = [f"<td>{esc(scenario)}</td>"]
        for system in grid.systems:
            cell = grid.cells.get((scenario, system))
            if cell is None:
                cells.append("<td class='absent' title='not run'>not run</td>")
                continue
            links = "".join(
                f"<a class='mark {m.outcome}' href='{esc(episode_link(m.key))}' "
                f"title='{esc(f'run {m.run}: {m.outcome}')}' data-key='{esc(m.key)}'>"
                f"{MARKS[m.outcome]}</a>"
                for m in cell.marks
            )
            cells.append(f"<td class='cell' data-runs='{cell.runs}'>{links}</td>")
        rows.append("<tr>" + "".join(cells) + "</tr>")
    return (
        f"<div class='scroll'><table class='grid-runs'><tr>{head}</tr>{''.join(rows)}</table></div>"
    )


def reasons_html(counts: dict[str, Counter[tuple[str, str]]]) -> str:
    """Failure-reason counts per system, one column per reason that occurs."""
    columns = sorted(
        {reason for tally in counts.values() for reason in tally},
        key=lambda r: (REASON_KINDS.index(r[0]), r[1]),
    )
    if not columns:
        return "<p class='note'>No failed episode.</p>"
    head = "<th>system</th>" + "".join(
        f"<th>{esc(kind)}<br>{esc(reason)}</th>" for kind, reason in columns
    )
    rows = "".join(
        f"<tr><td>{esc(system)}</td>"
        + "".join(f"<td class='num'>{tally.get(c, 0)}</td>" for c in columns)
        + "</tr>"
        for system, tally in sorted(counts.items())
    )
    return f"<div class='scroll'><table class='reasons'><tr>{head}</tr>{rows}</table></div>"


def grid_markdown(grid: Grid) -> list[str]:
    """The grid as Markdown table lines: one mark per run, the cell's tag in words."""
    lines = [
        "| scenario | " + " | ".join(md_text(s) for s in grid.systems) + " |",
        "|---" * (1 + len(grid.systems)) + "|",
    ]
    for scenario in grid.scenarios:
        cells = []
        for system in grid.systems:
            cell = grid.cells.get((scenario, system))
            marks = "".join(MARKS[m.outcome] for m in cell.marks) if cell else "not run"
            tag = {"always": " (failed in every run)", "flaky": " (flaky)"}.get(
                cell.runs if cell else "", ""
            )
            cells.append(marks + tag)
        lines.append(f"| {md_text(scenario)} | " + " | ".join(cells) + " |")
    return lines
