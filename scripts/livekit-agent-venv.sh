#!/usr/bin/env bash
# Build (idempotently) the virtual environment for the example LiveKit Agents voice agent
# (examples/livekit_agent) and print its Python. livekit-agents and its OpenAI plug-in pull a
# native WebRTC library (livekit's wheel), av, opentelemetry and their own openai pin: too
# heavy for duplexworld's install, so the agent gets its own environment outside the
# repository (it is a separate server anyway). Cached by a stamp of the pins below.
set -euo pipefail
PYTHON="${PYTHON:-python3}"
venv="${DUPLEXWORLD_LIVEKIT_VENV:-${XDG_CACHE_HOME:-$HOME/.cache}/duplexworld/livekit-venv}"
pins="livekit-agents==1.8.9 livekit-plugins-openai==1.8.9"
want=$(echo "$pins" | sha256sum | cut -d' ' -f1)
stamp="$venv/.duplexworld-livekit"
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
