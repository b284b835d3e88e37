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
# Two passes (tests/conftest.py says which tests are serial and why): the parallel pass on two
# worker processes, each test file kept on one worker (its module and session fixtures, such
# as a shared end-to-end campaign, run once), the files of minutes handed out first and the
# episodes of tests/caller/test_paraphrased_oracle.py and tests/agents/test_fault_matrix.py
# one by one (FIRST_PATHS, SPREAD_PATHS);
# then the serial pass alone, so that the tests that keep wall-clock time or start CPU burners
# share the machine with nothing else. docs/ci.md has the passes' durations.
# (--dist loadgroup, to share out one file's independent tests, does not group under pytest
# 9.2: pytest-xdist 3.8 renames a test's node id through an attribute pytest no longer reads.)
# --durations=25 puts the slowest tests of each pass in every log. Arguments go to both passes.
status=0
.venv/bin/python -m pytest -n 2 --dist loadfile -m "not serial" --durations=25 "$@" || status=$?
serial=0
.venv/bin/python -m pytest -m serial --durations=25 "$@" || serial=$?
# exit code 5 is "no tests collected": fine for one pass (arguments that select only parallel
# or only serial tests), not for both
if [ "$status" = 5 ] && [ "$serial" != 5 ]; then status=0; fi
if [ "$serial" = 5 ] && [ "$status" = 0 ]; then serial=0; fi
if [ "$status" = 0 ]; then status=$serial; fi
exit "$status"
