"""The rich console shared by the command line and the benchmarks."""

from __future__ import annotations

import sys

from rich.console import Console

# A pipe or a CI log gets rich's 80 columns by default, which folds the result tables.
console = Console(width=None if sys.stdout.isatty() else 140)
