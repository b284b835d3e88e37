#!/usr/bin/env bash
# Build (idempotently) the virtual environment for the example pipecat telephony bot
# (examples/pipecat_bot) and print its Python. pipecat pins soxr and soundfile versions that
# differ from duplexworld's and pulls numba, so the bot gets its own environment outside the
# repository; it is a separate server anyway. Cached by a stamp of the pins below.
set -euo pipefail
PYTHON="${PYTHON:-python3}"
venv="${DUPLEXWORLD_PIPECAT_VENV:-${XDG_CACHE_HOME:-$HOME/.cache}/duplexworld/pipecat-venv}"
# The bot's dependencies: pipecat with its Whisper (faster-whisper), Piper and websocket
# (FastAPI) extras, and uvicorn to serve it. The speech models are not installed here: the
# harness passes the paths of the ones it ships.
pins="pipecat-ai[whisper,piper,websocket]==1.14.0 uvicorn==0.54.0"
want=$(echo "$pins" | sha256sum | cut -d' ' -f1)
stamp="$venv/.duplexworld-pipecat"
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
  rm -rf "$venv"
  mkdir -p "$(dirname "$venv")"
  "$PYTHON" -m venv "$venv"
  "$venv/bin/python" -m pip install --quiet --upgrade pip >&2
  # shellcheck disable=SC2086
  "$venv/bin/python" -m pip install --quiet $pins >&2
  echo "$want" > "$stamp"
fi
echo "$venv/bin/python"
