"""The self-contained HTML page: figures, harness dials, tables, route maps, episodes.

One file that works offline from a file URL: plotly.js is embedded once, no CDN, no fetch.
Data reaches the page's script only as JSON blocks (``<script type="application/json">``
with ``<``, ``>`` and ``&`` written as ``\\u003c``-style escapes, so no string can close the
block); every string from an agent, a caller or a scenario is HTML-escaped where it is shown,
so the page runs no script from data. A Content-Security-Policy allows only the two scripts
of the page itself (by hash) and no network access.
"""

from __future__ import annotations

import base64
import hashlib
import html
import json
from collections import Counter, defaultdict
from collections.abc import Iterable
from functools import lru_cache
from typing import Any
from urllib.parse import quote

from plotly.offline import get_plotlyjs
from plotly.utils import PlotlyJSONEncoder

from duplexworld.campaign.notes import read_notes
from duplexworld.report.assets import SCRIPT, STYLE
from duplexworld.report.data import Episode, RunData
from duplexworld.report.episode import EpisodeView, seconds
from duplexworld.report.figures import Figure
from duplexworld.report.grid import Grid, build_grid, grid_html, reason_counts, reasons_html
from duplexworld.report.panel import PILLARS, episode_absent_reason, panel
from duplexworld.report.tables import (
    EXCLUDED_NOTE,
    GROUPINGS,
    Table,
    cell_note,
    cell_text,
    excluded_after,
    number,
)
from duplexworld.report.timeline import timeline_figure

ROUTE_MAP_FILE = "route_map.svg"
"""A Pathfinding episode's route map, written beside its trace (worlds.pathfinding.routemap)."""

PILLAR_NOTES = {
    "agentic": "Did the task get done: goal state, gold actions, reward and its Pass "
    "estimators, effort against the reference workload, credential WER.",
    "dynamics": "How the call flowed: turn-taking (TT), selectivity and the tau-Voice "
    "interaction rates and latencies (events pooled over episodes).",
    "naturalness": "How the agent sounded: DNSMOS on the agent channel, judges where configured.",
    "other": "Metric columns of this run that the report's panel does not place in a pillar "
    "yet (scenario means with bootstrap intervals).",
}

esc = html.escape


def json_block(element_id: str, value: Any) -> str:
    """A JSON data block the browser never executes and no string can break out of."""
    text = json.dumps(value, cls=PlotlyJSONEncoder, separators=(",", ":"), ensure_ascii=False)
    for raw, escaped in (
        ("&", "\\u0026"),
        ("<", "\\u003c"),
        (">", "\\u003e"),
        ("\u2028", "\\u2028"),
        ("\u2029", "\\u2029"),
    ):
        text = text.replace(raw, escaped)
    return f'<script type="application/json" id="{esc(element_id)}">{text}</script>'


def _hash(script: str) -> str:
    return "'sha256-" + base64.b64encode(hashlib.sha256(script.encode()).digest()).decode() + "'"


@lru_cache(maxsize=1)
def _plotly_js() -> tuple[str, str]:
    script = get_plotlyjs()
    return script, _hash(script)


def episode_url(key: str, name: str) -> str:
    """Relative URL of a file in an episode directory (quoted, then HTML-escaped by callers)."""
    return f"episodes/{quote(key, safe='')}/{quote(name)}"


def _td(text: str, cls: str = "", title: str = "") -> str:
    attributes = (f' class="{cls}"' if cls else "") + (f' title="{esc(title)}"' if title else "")
    return f"<td{attributes}>{esc(text)}</td>"


def _table_html(table: Table) -> str:
    heads = [GROUPINGS[table.grouping], "system", "episodes", "scenarios"]
    after = excluded_after(table)
    head = "".join(f"<th>{esc(h)}</th>" for h in heads)
    for index, metric in enumerate(table.metrics):
        head += f'<th title="{esc(metric.description)}">{esc(metric.label)}</th>'
        if index == after:
            head += f'<th title="{esc(EXCLUDED_NOTE)}">excluded</th>'
    body = []
    for row in table.rows:
        cells = [_td(row.group), _td(row.system), _td(str(row.episodes), "num"),
                 _td(str(row.scenarios), "num")]  # fmt: skip
        for index, metric in enumerate(table.metrics):
            cell = row.cells[metric.name]
            if cell.estimate is None:
                cls = "hidden" if cell.shown else "absent"
                cells.append(_td(cell_text(cell), cls, cell_note(cell)))
            elif cell.low is not None and cell.high is not None:
                cells.append(
                    f'<td class="num" title="{esc(cell_note(cell))}">{number(cell.estimate)}'
                    f"<br><small>[{number(cell.low)}, {number(cell.high)}]</small></td>"
                )
            else:
                cells.append(_td(number(cell.estimate), "num", cell_note(cell)))
            if index == after:
                cells.append(_td(str(row.excluded), "num", EXCLUDED_NOTE))
        body.append("<tr>" + "".join(cells) + "</tr>")
    note = ""
    if table.left_out:
        names = ", ".join(f"{m.label} ({m.absent})" for m in table.left_out)
        note = f"<p class='note'>Not shown, absent in every cell: {esc(names)}.</p>"
    if after is not None:
        note += f"<p class='note'>{esc(EXCLUDED_NOTE)}</p>"
    return (
        f"<h3>{esc(table.pillar)} by {esc(GROUPINGS[table.grouping])}</h3>"
        f"<div class='scroll'><table><tr>{head}</tr>{''.join(body)}</table></div>{note}"
    )


def _distinct(values: Iterable[object]) -> str:
    counts = Counter(json.dumps(v, sort_keys=True) if not isinstance(v, str) else v for v in values)
    if len(counts) > 4:
        return f"{len(counts)} distinct values"
    return "; ".join(f"{v} ({n})" if len(counts) > 1 else v for v, n in sorted(counts.items()))


def _flatten(prefix: str, value: Any, out: dict[str, Any]) -> None:
    if isinstance(value, dict):
        for key, item in value.items():
            if key in {"seed", "scenario_id", "description", "key", "effective", "inventory"}:
                continue  # per-episode values and provenance, not dials
            _flatten(f"{prefix}.{key}" if prefix else str(key), item, out)
    elif isinstance(value, list) and len(value) > 6:
        out[prefix] = f"{len(value)} items"
    else:
        out[prefix] = value


def dials(run: RunData) -> list[tuple[str, str]]:
    """The harness settings of the run: (dial, its value or values with episode counts)."""
    seen: dict[str, list[object]] = defaultdict(list)
    for episode in run.episodes:
        header = episode.header
        components = header.get("components", {}) if isinstance(header, dict) else {}
        flat: dict[str, Any] = {
            "channel preset": header.get("channel"),
            "modality": header.get("modality", "voice"),  # text: the text control
            "tick ms": header.get("tick_ms"),
            "step cap ticks": header.get("step_cap_ticks"),
            "duplexworld version": header.get("duplexworld_version"),
            "persona": episode.persona,
        }
        caller = components.get("caller", {}) if isinstance(components, dict) else {}
        if isinstance(caller, dict):
            for key in ("name", "interrupts", "backchannels"):
                flat[f"caller {key}"] = caller.get(key)
            decider = caller.get("decider")
            flat["caller decider"] = decider.get("name") if isinstance(decider, dict) else decider
            turn_taking = caller.get("turn_taking")
            if isinstance(turn_taking, dict):
                for key, value in turn_taking.items():
                    if key.endswith("_s"):
                        flat[f"caller turn-taking {key}"] = value
        agent = episode.agent_spec
        flat[f"agent {episode.agent}"] = " ".join(
            str(agent.get(k)) for k in ("name", "version") if agent.get(k) is not None
        )
        channel = components.get("channel") if isinstance(components, dict) else None
        _flatten("channel", channel if isinstance(channel, dict) else {}, flat)
        for key, value in flat.items():
            if value is not None:
                seen[key].append(value)
    return [(key, _distinct(values)) for key, values in seen.items()]


def _dials_html(run: RunData) -> str:
    rows = dials(run)
    main_keys = [k for k, _ in rows if not k.startswith("channel.")]
    body = "".join(f"<tr>{_td(k)}{_td(v)}</tr>" for k, v in rows if k in main_keys)
    channel = "".join(f"<tr>{_td(k)}{_td(v)}</tr>" for k, v in rows if k not in main_keys)
    return (
        "<div class='card'><h3>Harness dials</h3><p class='note'>The settings behind these "
        "results, from each episode's trace header (counts when episodes differ).</p>"
        f"<table>{body}</table><details><summary>channel parameters</summary>"
        f"<table>{channel}</table></details></div>"
    )


def _figure_html(figure: Figure) -> str:
    return (
        f"<div class='card'><h3>{esc(figure.title)}</h3>"
        f"<div class='fig' id='{esc(figure.id)}' data-spec='spec-{esc(figure.id)}'></div>"
        f"<p class='note'>{esc(figure.caption)}</p>{json_block('spec-' + figure.id, figure.spec)}"
        "</div>"
    )


def _call_text(name: str, arguments: str) -> str:
    return f"{name}({arguments})"


def _gold_html(view: EpisodeView) -> str:
    if not view.gold and not view.surplus:
        return "<p class='note'>No gold actions in this scenario and no agent tool call.</p>"
    if not view.scored_calls:
        # Pathfinding and the like score the walk, not calls: these are the agent's actions
        actions = "".join(
            "<tr><td><span class='matched'>action</span></td>"
            + _td(f"{seconds(call.tick):.1f} s " + _call_text(call.name, call.arguments))
            + "</tr>"
            for call in view.surplus
        )
        return (
            "<p class='note'>This scenario has no gold actions: its tool calls are the agent's "
            "actions (scored by the outcome, not matched against a list).</p>"
            f"<table class='gold'><tr><th>kind</th><th>agent tool call</th></tr>{actions}</table>"
        )
    rows: list[str] = []
    for gold in view.gold:
        expected = ", ".join(
            [f"{name} = {value}" for name, value in gold.expected]
            + ([f"result returns one of {', '.join(gold.clauses)}"] if gold.clauses else [])
        )
        if gold.matched is not None:
            status = "<span class='matched'>matched</span>"
            cell = _td(
                f"{seconds(gold.matched.tick):.1f} s "
                + _call_text(gold.matched.name, gold.matched.arguments)
            )
        elif gold.near is not None:
            status = (
                "<span class='missing'>wrong arguments</span>" if gold.arg_diff
                else "<span class='missing'>wrong result</span>"
            )  # fmt: skip
            wrong = "".join(
                f"<li><code>{esc(name)}</code>: expected <code class='want'>{esc(want)}</code>, "
                f"called with <code class='got'>{esc(got)}</code></li>"
                for name, want, got in gold.arg_diff
            )
            if not gold.arg_diff:
                wrong = (
                    "<li>its result returned none of the policy clauses "
                    f"<code class='want'>{esc(', '.join(gold.clauses) or '?')}</code></li>"
                )
            cell = (
                f"<td>{esc(f'{seconds(gold.near.tick):.1f} s ')}"
                f"{esc(_call_text(gold.near.name, gold.near.arguments))}"
                f"<ul class='argdiff'>{wrong}</ul></td>"
            )
        else:
            status, cell = "<span class='missing'>missing</span>", "<td></td>"
        rows.append(
            f"<tr><td>{status}</td>{_td(gold.name)}"
            f"{_td(expected or ', '.join(gold.critical), 'expected')}{cell}</tr>"
        )
    for call in view.surplus:
        rows.append(
            "<tr><td><span class='surplus'>surplus</span></td><td></td><td></td>"
            + _td(f"{seconds(call.tick):.1f} s " + _call_text(call.name, call.arguments))
            + "</tr>"
        )
    return (
        "<table class='gold'><tr><th>gold action</th><th>tool</th>"
        "<th>critical arguments: expected values</th>"
        f"<th>matching call</th></tr>{''.join(rows)}</table>"
    )


def _diff_html(view: EpisodeView) -> str:
    if view.diff_problem:
        return f"<p class='note'>No record diff: {esc(view.diff_problem)}.</p>"
    if not view.record_diff:
        return ""
    rows = "".join(
        f"<tr>{_td(d.table)}{_td(d.record)}{_td(d.field or '(whole record)')}"
        f"{_td(d.expected, 'want')}{_td(d.actual, 'got')}</tr>"
        for d in view.record_diff
    )
    return (
        "<p><b>Records against the gold replay</b> <span class='note'>(every field of the final "
        "store that differs from the store a correct call leaves)</span></p>"
        "<table class='recdiff'><tr><th>table</th><th>record</th><th>field</th>"
        f"<th>expected</th><th>actual</th></tr>{rows}</table>"
    )


def _checks_html(view: EpisodeView) -> str:
    if not view.speech_checks:
        return ""
    rows = []
    for check in view.speech_checks:
        verdict = (
            "<span class='matched'>holds</span>" if check.holds
            else "<span class='missing'>fails</span>" if check.holds is False
            else "<span class='absent'>?</span>"
        )  # fmt: skip
        heard = (
            (f"{seconds(check.tick):.1f} s " if check.tick is not None else "")
            + f"\u201c{check.heard}\u201d"
            + (f" (found: {check.matched})" if check.matched else "")
            if check.heard
            else "nothing heard for it"
        )
        rows.append(f"<tr><td>{verdict}</td>{_td(check.rule)}{_td(check.note)}{_td(heard)}</tr>")
    return (
        "<p><b>Speech checks</b> <span class='note'>(on the agent's speech as the caller heard "
        "it; the line is the one that decided the check)</span></p>"
        "<table class='checks'><tr><th>verdict</th><th>rule</th><th>check</th>"
        f"<th>heard line</th></tr>{''.join(rows)}</table>"
    )


def _transcript_rows(view: EpisodeView) -> list[tuple[int, int, str, str, str]]:
    rows: list[tuple[int, int, str, str, str]] = []
    for start, _, lane, text in view.utterances:
        rows.append((start, 0, lane, lane, text))
    for tick, cls, who, text in view.extras:
        rows.append((tick, 1, cls, who, text))
    for tool in view.tools:
        rows.append(
            (tool.tick, 2, "tool", f"{tool.actor} tool", _call_text(tool.name, tool.arguments))
        )
        if tool.result_tick is not None:
            prefix = "ok: " if tool.ok else "error: "
            rows.append((tool.result_tick, 3, "result", "result", prefix + tool.result))
    for start, end, label, text in view.effects:
        rows.append(
            (start, 4, "effect", "channel", f"{label} until {seconds(end):.1f} s"
             + (f": {text}" if text else ""))
        )  # fmt: skip
    rows.append((view.ticks, 5, "end", "end", view.termination + (
        f" ({view.termination_detail})" if view.termination_detail else "")))  # fmt: skip
    return sorted(rows)


def _metric_line(episode: Episode) -> str:
    parts = []
    for pillar in PILLARS:
        for metric in panel():
            if metric.pillar != pillar or metric.name not in episode.row:
                continue
            value = episode.value(metric.name)
            if value is None:
                if not metric.core:
                    continue
                reason = episode_absent_reason(metric.name, episode.scores, episode.absent)
                parts.append(
                    f"<span class='absent' title='{esc(reason)}'>{esc(metric.label)} \u2014</span>"
                )
            else:
                parts.append(f"<span title='{esc(metric.description)}'>{esc(metric.label)} "
                             f"{value:.3f}</span>")  # fmt: skip
    return "<p class='note'>" + " \u00b7 ".join(parts) + "</p>"


def episode_html(
    run: RunData, episode: Episode, view: EpisodeView, index: int, runs: str = ""
) -> str:
    """One episode: summary line, timeline, audio, failure analysis, gold actions, record
    diff, speech checks, transcript. ``runs`` is its grid cell's run filter class."""
    reward = episode.value("reward")
    badge = (
        "<span class='badge pass'>pass</span>" if view.passed
        else "<span class='badge unk'>absent</span>" if reward is None
        else "<span class='badge fail'>fail</span>"
    )  # fmt: skip
    summary = (
        f"{badge} {esc(episode.key)} \u2014 {esc(run.system(episode))}, {esc(episode.world)}, "
        f"{esc(episode.conversation_type)}, reward {esc(number(reward))}, "
        f"{esc(view.termination)}, {seconds(view.ticks):.1f} s"
    )
    directory = run.directory / "episodes" / episode.key
    parts = [
        f"<div class='tl' data-spec='tl-{index}'></div>",
        json_block(f"tl-{index}", timeline_figure(view)),
    ]
    if (directory / "audio.flac").is_file():
        parts.append(
            "<p><audio controls preload='none' "
            f"src='{esc(episode_url(episode.key, 'audio.flac'))}'>"
            "</audio> <span class='note'>stereo: left the caller as the agent heard it, right "
            "the agent; click the timeline or a transcript line to play from there</span></p>"
        )
    if view.failures:
        items = "".join(f"<li><b>{esc(f)}</b>: {esc(why)}</li>" for f, why in view.failures)
        parts.append(
            f"<p class='first'><b>Failed first</b>: {esc(view.first_failure)}</p>"
            f"<p><b>Why it failed</b></p><ul class='why'>{items}</ul>"
        )
    detail = f" ({esc(view.termination_detail)})" if view.termination_detail else ""
    parts.append(
        f"<p><b>Termination</b>: {esc(view.termination)}{detail}. "
        f"Persona {esc(episode.persona)}, scenario {esc(episode.scenario_id)}.</p>"
    )
    parts.append(_metric_line(episode))
    parts.append(_gold_html(view))
    parts.append(_diff_html(view))
    parts.append(_checks_html(view))
    if (directory / ROUTE_MAP_FILE).is_file():
        # an <img> never runs script from the SVG, and the file is written by the harness
        parts.append(
            f"<p><img src='episodes/{esc(episode.key)}/{ROUTE_MAP_FILE}' class='route' "
            "alt='route map: grid, closures, start, destination, walked and ideal routes'></p>"
        )
    lines = "".join(
        f"<tr class='{esc(cls)}' data-t='{seconds(tick):.1f}'><td class='num'>"
        f"{seconds(tick):.1f}</td>{_td(who)}{_td(text, 'text')}</tr>"
        for tick, _, cls, who, text in _transcript_rows(view)
    )
    if view.extras:
        parts.append(
            "<p><label><input type='checkbox' class='extras'> show what the caller heard and "
            "the agent's notes</label></p>"
        )
    parts.append(
        f"<table class='transcript'><tr><th>s</th><th>who</th><th>what</th></tr>{lines}</table>"
    )
    if view.problem:
        parts.append(f"<p class='missing'>{esc(view.problem)}</p>")
    failed = "0" if view.passed else "1"
    return (
        f"<details class='ep' data-key='{esc(episode.key)}' "
        f"data-agent='{esc(run.system(episode))}' "
        f"data-world='{esc(episode.world)}' data-type='{esc(episode.conversation_type)}' "
        f"data-failed='{failed}' data-runs='{esc(runs)}'>"
        f"<summary>{summary}</summary><div class='epbody'>" + "".join(parts) + "</div></details>"
    )


def _select(name: str, values: Iterable[str]) -> str:
    options = "".join(f"<option value='{esc(v)}'>{esc(v)}</option>" for v in sorted(set(values)))
    return (
        f"<label>{esc(name)} <select name='{esc(name)}'><option value=''>all</option>"
        f"{options}</select></label>"
    )


def _route_maps(run: RunData) -> str:
    maps = [
        e for e in run.episodes if (run.directory / "episodes" / e.key / ROUTE_MAP_FILE).is_file()
    ]
    if not maps:
        return ""
    cards = "".join(
        f"<div class='card'><p>{esc(e.key)}: reward {esc(number(e.value('reward')))}</p>"
        f"<img class='route' src='{esc(episode_url(e.key, ROUTE_MAP_FILE))}' alt='route map'></div>"
        for e in maps
    )
    return (
        "<h2 id='routes'>Pathfinding route maps</h2><p class='note'>Grid, closures, start, "
        "destination, the walked route and the ideal one, per episode.</p>"
        f"<div class='grid'>{cards}</div>"
    )


def _notes_html(run: RunData) -> str:
    # what the harness has to say about the run (a judge that was unavailable, episodes that
    # could not be run): written by the campaign, escaped like any other text
    notes = read_notes(run.directory)
    if not notes:
        return ""
    items = "".join(f"<li>{esc(topic)}: {esc(text)}</li>" for topic, text in sorted(notes.items()))
    return f"<h2 id='notes'>Notes</h2><ul class='note'>{items}</ul>"


def _side_by_side(run: RunData, views: list[EpisodeView], grid: Grid) -> str:
    return (
        "<h2 id='side'>Side by side</h2><p class='note'>Every scenario by every system: one "
        "mark per run (\u2713 pass, \u2717 fail, \u2013 absent: not scored); click a mark to "
        "open its episode.</p>"
        + grid_html(grid)
        + "<h3>Failure reasons</h3><p class='note'>Failed episodes per system by how the call "
        "ended, the reward factor that failed first, and the failure class (from the agent's "
        "notes: misheard, unheard, a channel effect over a caller turn; unclassified when the "
        "agent writes no notes).</p>" + reasons_html(reason_counts(run, views))
    )


def _episodes_by_scenario(run: RunData, views: list[EpisodeView], grid: Grid) -> str:
    indexed = list(enumerate(zip(run.episodes, views, strict=True)))
    sections = []
    for scenario in grid.scenarios:
        members = sorted(
            (item for item in indexed if item[1][0].scenario_id == scenario),
            key=lambda item: (run.system(item[1][0]), str(item[1][0].row.get("run")), item[0]),
        )
        body = "".join(
            episode_html(run, episode, view, index, grid.cells[scenario, run.system(episode)].runs)
            for index, (episode, view) in members
        )
        sections.append(
            f"<section class='scen' data-scenario='{esc(scenario)}'><h3>{esc(scenario)}</h3>"
            f"{body}</section>"
        )
    return "".join(sections)


def render_page(
    run: RunData, tables: list[Table], figures: list[Figure], views: list[EpisodeView]
) -> str:
    """The whole HTML document."""
    plotly_js, plotly_hash = _plotly_js()
    policy = (
        "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; "
        f"script-src {plotly_hash} {_hash(SCRIPT)}; font-src data:"
    )
    systems = sorted({run.system(e) for e in run.episodes})
    headline = ", ".join(systems)
    pillar_html = []
    pillars = list(dict.fromkeys(t.pillar for t in tables))
    for pillar in pillars:
        pillar_html.append(
            f"<h2 id='{pillar}'>{esc(pillar.capitalize())}</h2>"
            f"<p class='note'>{esc(PILLAR_NOTES[pillar])}</p>"
        )
        pillar_html += [_table_html(t) for t in tables if t.pillar == pillar]
    grid = build_grid(run, views)
    episodes = _episodes_by_scenario(run, views, grid)
    filters = (
        "<form id='filters' class='filters'>"
        + _select("agent", (run.system(e) for e in run.episodes))
        + _select("world", (e.world for e in run.episodes))
        + _select("type", (e.conversation_type for e in run.episodes))
        + "<label><input type='checkbox' name='failed'> failed only</label>"
        "<label>runs <select name='runs'><option value=''>all</option>"
        "<option value='always'>failed in every run</option>"
        "<option value='flaky'>flaky (passed and failed)</option></select></label>"
        "<span id='shown' class='note'></span></form>"
    )
    return (
        "<!doctype html><html lang='en'><head><meta charset='utf-8'>"
        f"<meta http-equiv='Content-Security-Policy' content=\"{policy}\">"
        "<meta name='viewport' content='width=device-width, initial-scale=1'>"
        f"<title>duplexworld report: {esc(run.directory.name)}</title><style>{STYLE}</style></head>"
        f"<body><header><h1>duplexworld report</h1><p>{len(run.episodes)} episodes in "
        f"<code>{esc(run.directory.name)}</code>; systems: {esc(headline)}; channel: "
        f"{esc(', '.join(run.channels))}; modality: {esc(', '.join(run.modalities))}.</p>"
        "<nav><a href='#overview'>overview</a>"
        + "".join(f"<a href='#{p}'>{p}</a>" for p in pillars)
        + "<a href='#side'>side by side</a><a href='#episodes'>episodes</a></nav>"
        "<p class='note'>Pillars are shown side by "
        "side and never combined. Cells are estimates with 95% percentile bootstrap intervals "
        "over scenarios (a scenario's runs resampled together); tau-Voice rates pool events "
        "over episodes and show <b>n&lt;10</b> when fewer than 10 events back them. A dash is "
        "absent, never zero: hover for the reason.</p></header><main>"
        + _notes_html(run)
        + f"<h2 id='overview'>Overview</h2><div class='grid'>{_figure_html(figures[0])}"
        f"{_dials_html(run)}{''.join(_figure_html(f) for f in figures[1:])}</div>"
        + "".join(pillar_html)
        + _route_maps(run)
        + _side_by_side(run, views, grid)
        + f"<h2 id='episodes'>Episodes</h2><p class='note'>Grouped by scenario. The filters "
        "and the open episode are kept in the URL (copy it to share the view).</p>"
        f"{filters}{episodes}</main>"
        f"<script>{plotly_js}</script><script>{SCRIPT}</script></body></html>\n"
    )
