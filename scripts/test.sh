#!/usr/bin/env bash
# Second README command: set up, then lint and run the whole test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
# Debian chromium + chromium-driver for the report's headless browser test (which skips with
# a reason without them). Installed only when we are root with apt available; never fatal.
if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = "0" ] \
  && { ! command -v chromium >/dev/null 2>&1 || ! command -v chromedriver >/dev/null 2>&1; }; then
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-driver >/dev/null) \
    || echo "test: could not install chromium and chromium-driver (optional); continuing"
fi
# The example pipecat bot's own environment (cached outside the repository); its end-to-end
# test skips with the reason when this fails (e.g. no package index reachable).
bash scripts/example-venv.sh pipecat >/dev/null \
  || echo "test: could not build the pipecat bot environment; its test will skip"
# Likewise the example LiveKit Agents voice agent's environment.
bash scripts/example-venv.sh livekit >/dev/null \
  || echo "test: could not build the LiveKit agent environment; its test will skip"
.venv/bin/ruff check src tests
# the package's types ([tool.mypy] in pyproject.toml: the files, strictness, stub-less imports)
.venv/bin/mypy
# (that every scenario file is what its sources produce, `scenarios generate --check`, is a
# test: tests/authoring/test_generate.py, which names each file that differs)
exec .venv/bin/python -m pytest "$@"
