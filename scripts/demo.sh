#!/usr/bin/env bash
# First README command: set up, then run the built-in default campaign and write its report.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
exec .venv/bin/duplexworld demo "$@"
