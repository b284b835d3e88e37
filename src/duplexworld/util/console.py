"""The rich console shared by the command line and the benchmarks.

Everything it prints goes through the writers' scrubber (``util.secrets.scrub_written``): an
error or a note may quote what a provider sent back, and a provider may echo the key.
"""

from __future__ import annotations

import sys
from typing import Any

from rich.console import Console

from duplexworld.util.secrets import scrub_written


class _ScrubbedStdout:
    """``sys.stdout`` as it is at each write (so a test's capture still sees it), scrubbed."""

    def write(self, text: str) -> int:
        """Write ``text`` with every secret replaced."""
        return sys.stdout.write(scrub_written(text))

    def __getattr__(self, name: str) -> Any:
        return getattr(sys.stdout, name)  # isatty, fileno, flush, encoding: the stream's own


# A pipe or a CI log gets rich's 80 columns by default, which folds the result tables.
console = Console(file=_ScrubbedStdout(), width=None if sys.stdout.isatty() else 140)  # type: ignore[arg-type]
