"""Reports: summaries of result rows, Markdown and HTML."""

from duplexworld.report.render import write_report
from duplexworld.report.summary import SummaryRow, summarise_rows

__all__ = ["SummaryRow", "summarise_rows", "write_report"]
