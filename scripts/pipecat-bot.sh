#!/usr/bin/env bash
# Start the example pipecat telephony bot (examples/pipecat_bot/bot.py) in its own environment,
# with the Whisper model and Piper voice that duplexworld's installed packages ship.
# Usage: bash scripts/pipecat-bot.sh --port 8770 --llm-base-url http://127.0.0.1:8766/v1
# (DUPLEXWORLD_PYTHON: the Python that has duplexworld installed; default .venv/bin/python.)
set -euo pipefail
cd "$(dirname "$0")/.."
project_python="${DUPLEXWORLD_PYTHON:-.venv/bin/python}"
bot_python=$(bash scripts/example-venv.sh pipecat)
mapfile -t models < <("$project_python" -m duplexworld.agents.pipecat_bot)
exec env -u PYTHONPATH "$bot_python" examples/pipecat_bot/bot.py \
  --whisper-model "${models[0]}" --piper-dir "${models[1]}" --piper-voice "${models[2]}" "$@"
