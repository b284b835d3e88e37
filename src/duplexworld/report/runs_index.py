"""``duplexworld view DIR`` on a folder of runs: the list of runs and a compare form.

A folder (not itself a run) is searched for run directories (those with ``results.jsonl``)
down to ``MAX_DEPTH`` levels. The index lists each run with its episodes, systems and last
change, links to its report, and offers a form comparing any two systems (one agent on one
channel of a run) with ``duplexworld compare``'s page. The page is static HTML in the
report's stylesheet: no script, every name escaped.
"""

from __future__ import annotations

import datetime as dt
import html
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import quote

from duplexworld.campaign.runner import RESULTS_FILE, read_results

MAX_DEPTH = 3
"""How deep below the folder run directories are looked for."""

SEPARATOR = "|"
"""Joins run, agent and channel in a compare form's value (none of them may hold it: a run
name holding it is not offered)."""


@dataclass(frozen=True)
class RunEntry:
    """One run directory under the folder."""

    name: str
    """Its path relative to the folder, with ``/`` separators (its URL prefix)."""
    path: Path
    episodes: int
    systems: tuple[tuple[str, str], ...]
    """(agent, channel) pairs, sorted."""
    changed: float
    """Modification time of its ``results.jsonl``."""


def find_runs(folder: Path) -> list[RunEntry]:
    """Run directories with at least one finished episode under ``folder``, by name."""
    found: list[RunEntry] = []

    def visit(directory: Path, depth: int) -> None:
        results = directory / RESULTS_FILE
        if results.is_file() and directory != folder:
            rows = read_results(directory)
            if rows:
                name = directory.relative_to(folder).as_posix()
                systems = sorted({(str(r["agent"]), str(r["channel"])) for r in rows})
                found.append(
                    RunEntry(name, directory, len(rows), tuple(systems), results.stat().st_mtime)
                )
            return  # a run's own folders (episodes/, ...) hold no runs
        if depth >= MAX_DEPTH:
            return
        try:
            children = sorted(p for p in directory.iterdir() if p.is_dir())
        except OSError:
            return
        for child in children:
            if not child.name.startswith(".") and not child.is_symlink():
                visit(child, depth + 1)

    visit(folder, 0)
    return sorted(found, key=lambda entry: entry.name)


def system_value(run: str, agent: str, channel: str) -> str:
    """A compare form's value for one system."""
    return SEPARATOR.join((run, agent, channel))


def parse_system(value: str) -> tuple[str, str, str]:
    """(run, agent, channel) of a form value.

    Raises:
        ValueError: not three parts.
    """
    parts = value.split(SEPARATOR)
    if len(parts) != 3 or not all(parts):
        raise ValueError(f"not a run{SEPARATOR}agent{SEPARATOR}channel value: {value!r}")
    return parts[0], parts[1], parts[2]


def render_index(folder: Path, runs: list[RunEntry]) -> str:
    """The folder's index page."""
    from duplexworld.report.assets import STYLE

    esc = html.escape
    rows = []
    options = []
    for run in runs:
        changed = dt.datetime.fromtimestamp(run.changed, dt.UTC).strftime("%Y-%m-%d %H:%M UTC")
        systems = ", ".join(f"{a} @ {c}" for a, c in run.systems)
        link = quote(run.name) + "/"
        rows.append(
            f"<tr><td><a href='{esc(link)}'>{esc(run.name)}</a></td>"
            f"<td class='num'>{run.episodes}</td><td>{esc(systems)}</td>"
            f"<td>{esc(changed)}</td></tr>"
        )
        if SEPARATOR in run.name:
            continue
        for agent, channel in run.systems:
            value = system_value(run.name, agent, channel)
            options.append(
                f"<option value='{esc(value)}'>{esc(run.name)}: {esc(agent)} @ {esc(channel)}"
                "</option>"
            )
    choices = "".join(options)
    form = (
        "<form method='get' action='compare' class='filters'>"
        f"<label>A <select name='a'>{choices}</select></label>"
        f"<label>B <select name='b'>{choices}</select></label>"
        "<button type='submit'>compare</button></form>"
        if len(options) >= 2
        else "<p class='note'>Compare needs two systems (agent on a channel).</p>"
    )
    policy = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'"
    return (
        "<!doctype html><html lang='en'><head><meta charset='utf-8'>"
        f"<meta http-equiv='Content-Security-Policy' content=\"{policy}\">"
        "<meta name='viewport' content='width=device-width, initial-scale=1'>"
        f"<title>duplexworld runs: {esc(folder.name)}</title><style>{STYLE}</style></head>"
        f"<body><header><h1>duplexworld runs</h1><p>{len(runs)} runs under "
        f"<code>{esc(folder.name)}</code>.</p></header><main>"
        "<h2>Runs</h2><table id='runs'><thead><tr><th>run</th><th>episodes</th>"
        f"<th>systems</th><th>last result</th></tr></thead><tbody>{''.join(rows)}</tbody>"
        f"</table><h2>Compare two systems</h2>{form}<p class='note'>A and B are each "
        "system's values as its report pools them; B - A is paired on the scenarios both "
        "ran, and the scenarios only one ran are listed.</p></main></body></html>\n"
    )
