#!/usr/bin/env bash
# Regenerate the README's report screenshot from a real run, so it never goes stale: a small
# text-mode campaign (two scenarios, one per world, x oracle and null, three runs each; a few
# seconds), its report.html, and a full-page headless-Chromium PNG of it.
# Usage: scripts/report-screenshot.sh [OUT_PNG]   (default docs/report-screenshot.png)
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON="${DUPLEXWORLD_PYTHON:-.venv/bin/python}"
out="${1:-docs/report-screenshot.png}"
run=$(mktemp -d)
trap 'rm -rf "$run"' EXIT
echo "report-screenshot: running the campaign in $run"
"$PYTHON" -m duplexworld run \
  --scenario banking_policy_refusal_01 --scenario healthcare_guided_procedure_01 \
  --agent oracle --agent null --channel text --runs 3 --executor serial \
  --out "$run/run" >/dev/null
"$PYTHON" -m duplexworld.report.screenshot "$run/run/report.html" "$out"
