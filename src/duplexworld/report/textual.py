"""The report's tables as Markdown and as CSV (long format, one line per cell and metric)."""

from __future__ import annotations

import csv
import io
import re

from duplexworld.campaign.notes import read_notes
from duplexworld.report.data import RunData
from duplexworld.report.tables import (
    EXCLUDED_NOTE,
    GROUPINGS,
    Table,
    cell_text,
    excluded_after,
)

CSV_COLUMNS = (
    "pillar",
    "grouping",
    "system",
    "group",
    "metric",
    "estimate",
    "ci_low",
    "ci_high",
    "scenarios",
    "runs",
    "events",
    "shown",
    "absent_reason",
)
"""Columns of ``report.csv``; an absent value is an empty field, never 0."""


def md_text(text: object) -> str:
    """Untrusted text made inert in a Markdown table cell (no HTML, no column breaks)."""
    # only a "<" that could open a tag, a comment or a declaration is HTML; "n<10" stays
    text = re.sub(r"<(?=[A-Za-z/!?])", "&lt;", str(text))
    return text.replace("|", "\\|").replace("\n", " ").replace("\r", " ")


def _md_table(table: Table) -> list[str]:
    heads = [GROUPINGS[table.grouping], "system", "episodes", "scenarios"]
    after = excluded_after(table)
    for index, metric in enumerate(table.metrics):
        heads += [metric.label] + (["excluded"] if index == after else [])
    lines = ["| " + " | ".join(md_text(h) for h in heads) + " |", "|" + "---|" * len(heads)]
    reasons: dict[tuple[str, str], None] = {}
    for row in table.rows:
        cells = [row.group, row.system, str(row.episodes), str(row.scenarios)]
        for index, metric in enumerate(table.metrics):
            cell = row.cells[metric.name]
            cells.append(cell_text(cell))
            if index == after:
                cells.append(str(row.excluded))
            if cell.shown:
                reasons[
                    (
                        metric.label,
                        f"{cell.shown}: hidden, fewer than 10 events pooled (tau2-bench's rule)",
                    )
                ] = None
            elif cell.estimate is None and cell.absent:
                reasons[(metric.label, cell.absent)] = None
        lines.append("| " + " | ".join(md_text(c) for c in cells) + " |")
    if reasons:
        lines += ["", "Absent or hidden values:"]
        lines += [f"- {md_text(label)}: {md_text(reason)}" for label, reason in reasons]
    if table.left_out:
        names = ", ".join(f"{m.label} ({m.absent})" for m in table.left_out)
        lines += ["", f"Not shown, absent in every cell: {md_text(names)}."]
    if after is not None:
        lines += ["", EXCLUDED_NOTE]
    return lines


def render_markdown(
    run: RunData,
    tables: list[Table],
    episodes: list[dict[str, str]],
    grid: list[str] | None = None,
) -> str:
    """The Markdown report: every table, the scenario x system grid (``grid``: its Markdown
    lines), then one line per episode."""
    parts = [
        "# duplexworld report",
        "",
        f"{len(run.episodes)} episodes in `{md_text(run.directory.name)}`; channels: "
        f"{md_text(', '.join(run.channels))}; modality: {md_text(', '.join(run.modalities))}"
        + (" (text mode: turn-taking and audio metrics absent)" if "text" in run.modalities else "")
        + ".",
        "",
        "Each pillar on its own, never combined. A cell is `estimate [95% CI]`: a percentile "
        "bootstrap over scenarios (a scenario's runs resampled together). tau-Voice rates pool "
        "events over episodes; a rate backed by fewer than 10 events shows `n<10`. A dash is "
        "absent, never zero.",
    ]
    notes = read_notes(run.directory)
    if notes:
        parts += ["", "## Notes", ""]
        parts += [f"- {md_text(topic)}: {md_text(text)}" for topic, text in sorted(notes.items())]
    for table in tables:
        parts += ["", f"## {table.pillar}: by {GROUPINGS[table.grouping]}", ""]
        parts += _md_table(table)
    if grid:
        parts += ["", "## Side by side", "", *grid]
    parts += [
        "",
        "## Episodes",
        "",
        "| episode | agent | world | type | reward | failed | termination | call s |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for item in episodes:
        parts.append(
            "| "
            + " | ".join(
                md_text(item[k])
                for k in ("key", "agent", "world", "type", "reward", "failed", "termination")
            )
            + f" | {md_text(item['seconds'])} |"
        )
    return "\n".join(parts) + "\n"


def render_csv(tables: list[Table]) -> str:
    """Every cell of every table, one line per (table, row, metric)."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    for table in tables:
        for row in table.rows:
            for metric in table.metrics:
                cell = row.cells[metric.name]
                values = (
                    cell.estimate,
                    cell.low,
                    cell.high,
                )
                writer.writerow(
                    [
                        table.pillar,
                        table.grouping,
                        row.system,
                        row.group,
                        metric.name,
                        *("" if v is None else repr(round(v, 6)) for v in values),
                        cell.scenarios,
                        cell.runs,
                        "" if cell.events is None else cell.events,
                        cell.shown,
                        cell.absent,
                    ]
                )
    return buffer.getvalue()


__all__ = ["CSV_COLUMNS", "md_text", "render_csv", "render_markdown"]
