"""Reports of a run directory: tables per pillar, figures, episode pages; Markdown, CSV, HTML."""

from duplexworld.report.data import RunDirError, load_run
from duplexworld.report.render import REPORT_FILES, render_all, write_report
from duplexworld.report.summary import SummaryRow, summarise_rows

__all__ = [
    "REPORT_FILES",
    "RunDirError",
    "SummaryRow",
    "load_run",
    "render_all",
    "summarise_rows",
    "write_report",
]
