"""Writing the report of a run directory: ``report.html``, ``report.md`` and ``report.csv``.

Each file is written under a temporary name and renamed into place, so a reader (or
``duplexworld view``) never sees half a report.
"""

from __future__ import annotations

from pathlib import Path

from duplexworld.report.data import RunData, load_run
from duplexworld.report.episode import EpisodeView, episode_view, seconds
from duplexworld.report.figures import build_figures
from duplexworld.report.grid import build_grid, grid_markdown
from duplexworld.report.page import render_page
from duplexworld.report.tables import build_tables, number
from duplexworld.report.textual import render_csv, render_markdown
from duplexworld.util.atomic import write_text_atomic

REPORT_FILES = ("report.md", "report.html", "report.csv")


def _episode_items(run: RunData, views: list[EpisodeView]) -> list[dict[str, str]]:
    return [
        {
            "key": episode.key,
            "agent": run.system(episode),
            "world": episode.world,
            "type": episode.conversation_type,
            "reward": number(episode.value("reward")),
            "failed": "; ".join(f"{f}: {why}" for f, why in view.failures),
            "termination": view.termination,
            "seconds": f"{seconds(view.ticks):.1f}",
        }
        for episode, view in zip(run.episodes, views, strict=True)
    ]


def render_all(run: RunData) -> dict[str, str]:
    """Every report file's text, by file name."""
    tables = build_tables(run)
    views = [episode_view(episode) for episode in run.episodes]
    return {
        "report.md": render_markdown(
            run, tables, _episode_items(run, views), grid_markdown(build_grid(run, views))
        ),
        "report.html": render_page(run, tables, build_figures(run, tables), views),
        "report.csv": render_csv(tables),
    }


def write_atomic(path: Path, text: str) -> Path:
    """Write ``text`` to ``path`` through a temporary file and a rename (``util.atomic``: the
    temporary is removed when the write fails, e.g. on a full disk)."""
    path.with_name(path.name + ".partial").unlink(missing_ok=True)  # an older layout's
    return write_text_atomic(path, text)


def write_report(out_dir: Path | str) -> tuple[Path, Path]:
    """Write report.md, report.html and report.csv into the run directory; returns the
    Markdown and HTML paths (report.csv is beside them).

    Raises:
        RunDirError: the directory is missing, a file, or has no finished episode.
    """
    out_dir = Path(out_dir)
    files = render_all(load_run(out_dir))
    paths = {name: write_atomic(out_dir / name, text) for name, text in files.items()}
    return paths["report.md"], paths["report.html"]
