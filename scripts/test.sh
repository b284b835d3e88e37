#!/usr/bin/env bash
# Second README command: set up, then lint and run the whole test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
.venv/bin/ruff check src tests
exec .venv/bin/python -m pytest "$@"
