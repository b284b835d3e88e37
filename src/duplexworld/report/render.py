"""The human-readable report of a run directory: Markdown and HTML.

Every string that comes from a trace (transcripts, tool results) is untrusted: HTML output
escapes it, Markdown output neutralises table and HTML syntax.
"""

from __future__ import annotations

import html
from pathlib import Path

from duplexworld.campaign.notes import read_notes
from duplexworld.campaign.runner import read_results
from duplexworld.metrics.tables import CellValue, event_pooled_panel
from duplexworld.report.summary import SummaryRow, fmt, summarise_rows
from duplexworld.trace import Trace, read_trace
from duplexworld.units import ticks_to_seconds
from duplexworld.util.atomic import write_text_atomic

ROUTE_MAP_FILE = "route_map.svg"
"""A Pathfinding episode's route map, written beside its trace (worlds.pathfinding.routemap)."""

COLUMNS = (
    "agent",
    "world",
    "channel",
    "scenarios",
    "episodes",
    "GS",
    "ACT",
    "Pass@1",
    "Pass@3",
    "Pass^3",
    "mean call s",
)


def summary_cells(row: SummaryRow) -> list[str]:
    """The table cells of one summary row, in ``COLUMNS`` order."""
    return [
        row.agent,
        row.world,
        row.channel,
        str(row.scenarios),
        str(row.episodes),
        fmt(row.gs),
        fmt(row.act),
        fmt(row.pass_at_1),
        fmt(row.pass_at_3),
        fmt(row.pass_hat_3),
        f"{row.mean_sim_seconds:.1f}",
    ]


PANEL_NOTE = (
    "tau-Voice panel and SEL: the events of every episode of the cell pooled, then the rate "
    "computed once (tau2-bench's rule); a rate backed by fewer than 10 events shows n<10."
)


def panel_cells(cell: CellValue) -> list[str]:
    """The table cells of one event-pooled value: where, what, the value (or n<10), events."""
    shown = cell.note or fmt(cell.estimate)
    return [cell.agent, cell.world, cell.channel, cell.metric, shown, str(cell.events or 0)]


PANEL_COLUMNS = ("agent", "world", "channel", "metric", "pooled value", "events")


def _md(text: str) -> str:
    return html.escape(text, quote=False).replace("|", "\\|").replace("\n", " ")


def transcript(trace: Trace) -> list[tuple[float, str, str]]:
    """(seconds, speaker, text) lines of a call, including tool calls and results."""
    lines: list[tuple[float, str, str]] = []
    for event in trace.events:
        at = ticks_to_seconds(event.tick)
        if event.kind == "utterance":
            lines.append((at, event.lane, event.text))
        elif event.kind == "tool_called":
            lines.append((at, "tool", f"{event.name}({event.arguments})"))
        elif event.kind == "tool_returned":
            lines.append((at, "result", ("ok: " if event.ok else "") + event.content[:200]))
        elif event.kind == "terminated":
            lines.append((at, "end", event.reason))
    return lines


def render_markdown(out_dir: Path) -> str:
    """Markdown report for a run directory."""
    rows = read_results(out_dir)
    summary = summarise_rows(rows)
    panel = event_pooled_panel(rows)
    parts = [
        "# duplexworld report",
        "",
        f"{len(rows)} episodes in `{out_dir.name}`.",
        "",
        "## Results by agent and world",
        "",
        "| " + " | ".join(COLUMNS) + " |",
        "|" + "---|" * len(COLUMNS),
    ]
    parts += ["| " + " | ".join(_md(c) for c in summary_cells(row)) + " |" for row in summary]
    parts += [
        "",
        "A dash means absent (too few runs for the estimator, or a metric that could "
        "not be computed), never zero. Pillars are reported side by side, never combined.",
        "",
        "## Interaction panel (event-pooled)",
        "",
        PANEL_NOTE,
        "",
        "| " + " | ".join(PANEL_COLUMNS) + " |",
        "|" + "---|" * len(PANEL_COLUMNS),
        *("| " + " | ".join(_md(c) for c in panel_cells(v)) + " |" for v in panel),
        "",
    ]
    notes = read_notes(out_dir)
    if notes:
        parts += ["## Notes", ""]
        parts += [f"- {_md(topic)}: {_md(text)}" for topic, text in sorted(notes.items())]
        parts += [""]
    parts += [
        "## Episodes",
        "",
        "| episode | termination | call s | GS | ACT | reward |",
        "|---|---|---|---|---|---|",
    ]
    for row in rows:
        parts.append(
            f"| {_md(str(row['key']))} | {_md(str(row['termination']))} | "
            f"{float(row['sim_seconds']):.1f} | {fmt(row.get('GS'))} | {fmt(row.get('ACT'))} | "
            f"{fmt(row.get('reward'))} |"
        )
    return "\n".join(parts) + "\n"


def render_html(out_dir: Path) -> str:
    """Self-contained HTML report with per-episode transcripts."""
    rows = read_results(out_dir)
    summary = summarise_rows(rows)
    esc = html.escape
    head = "".join(f"<th>{esc(c)}</th>" for c in COLUMNS)
    body = "".join(
        "<tr>" + "".join(f"<td>{esc(c)}</td>" for c in summary_cells(row)) + "</tr>"
        for row in summary
    )
    panel_head = "".join(f"<th>{esc(c)}</th>" for c in PANEL_COLUMNS)
    panel_body = "".join(
        "<tr>" + "".join(f"<td>{esc(c)}</td>" for c in panel_cells(v)) + "</tr>"
        for v in event_pooled_panel(rows)
    )
    notes = "".join(
        f"<li>{esc(topic)}: {esc(text)}</li>" for topic, text in sorted(read_notes(out_dir).items())
    )
    notes = f"<h2>Notes</h2><ul>{notes}</ul>" if notes else ""
    episodes = []
    for row in rows:
        directory = out_dir / "episodes" / str(row["key"])
        lines = ""
        if (directory / "header.json").is_file():
            lines = "".join(
                f"<tr class='{esc(who)}'><td>{at:.1f}</td><td>{esc(who)}</td>"
                f"<td>{esc(text)}</td></tr>"
                for at, who, text in transcript(read_trace(directory))
            )
        route_map = ""
        if (directory / ROUTE_MAP_FILE).is_file():
            # an <img> cannot run script from the SVG, and the file is written by the harness
            route_map = (
                f"<p><img src='episodes/{esc(str(row['key']))}/{ROUTE_MAP_FILE}' "
                "alt='route map: grid, closures, start, destination, walked and ideal routes' "
                "style='max-width:100%'></p>"
            )
        episodes.append(
            f"<details><summary>{esc(str(row['key']))}: reward {esc(fmt(row.get('reward')))}, "
            f"{esc(str(row['termination']))}, {float(row['sim_seconds']):.1f} s</summary>"
            f"<p><a href='episodes/{esc(str(row['key']))}/audio.flac'>audio</a> "
            "(left: caller as heard by the agent, right: agent)</p>"
            f"{route_map}<table class='t'>{lines}</table></details>"
        )
    return (
        "<!doctype html><html><head><meta charset='utf-8'><title>duplexworld report</title>"
        "<style>body{font-family:sans-serif;max-width:70em;margin:2em auto}"
        "table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.2em .5em}"
        ".agent td{background:#eef}.tool td,.result td{color:#555;font-size:90%}</style>"
        f"</head><body><h1>duplexworld report</h1><p>{len(rows)} episodes.</p>"
        f"<h2>Results by agent and world</h2><table><tr>{head}</tr>{body}</table>"
        "<p>A dash means absent, never zero. Pillars are never combined.</p>"
        f"<h2>Interaction panel (event-pooled)</h2><p>{esc(PANEL_NOTE)}</p>"
        f"<table><tr>{panel_head}</tr>{panel_body}</table>"
        f"{notes}<h2>Episodes</h2>{''.join(episodes)}</body></html>\n"
    )


def write_report(out_dir: Path) -> tuple[Path, Path]:
    """Write report.md and report.html into the run directory."""
    out_dir = Path(out_dir)
    markdown = out_dir / "report.md"
    page = out_dir / "report.html"
    # written aside and renamed: a kill never leaves a truncated report
    write_text_atomic(markdown, render_markdown(out_dir))
    write_text_atomic(page, render_html(out_dir))
    return markdown, page
