#!/usr/bin/env bash
# Build (idempotently) the virtual environment of an example agent that runs as its own server,
# and print its Python. Usage: bash scripts/example-venv.sh pipecat|livekit
#   pipecat  examples/pipecat_bot: pipecat pins soxr and soundfile versions that differ from
#            duplexworld's and pulls numba; the speech models are not installed here (the
#            harness passes the paths of the ones it ships).
#   livekit  examples/livekit_agent: livekit-agents and its OpenAI plug-in pull a native WebRTC
#            library (livekit's wheel), av, opentelemetry and their own openai pin.
# Too heavy or too different for duplexworld's install, so each gets an environment outside
# the repository (DUPLEXWORLD_PIPECAT_VENV / DUPLEXWORLD_LIVEKIT_VENV override where). Every
# package is pinned, dependencies included, by the example's requirements.lock: a pin on the
# top-level packages alone let their dependencies float from one build to the next. The
# environment is rebuilt when the lock or the base Python changes, and an interrupted build
# leaves no stamp, so the next run starts again.
set -euo pipefail
name="${1:-}"
case "$name" in
  pipecat) example=pipecat_bot ;;
  livekit) example=livekit_agent ;;
  *) echo "usage: $0 pipecat|livekit" >&2; exit 2 ;;
esac
root="$(cd "$(dirname "$0")/.." && pwd)"
lock="$root/examples/$example/requirements.lock"
PYTHON="${PYTHON:-python3}"
override="DUPLEXWORLD_${name^^}_VENV"
venv="${!override:-${XDG_CACHE_HOME:-$HOME/.cache}/duplexworld/$name-venv}"
want=$({ "$PYTHON" --version; cat "$lock"; } | sha256sum | cut -d' ' -f1)
stamp="$venv/.duplexworld-$name"
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
  rm -rf "$venv"
  mkdir -p "$(dirname "$venv")"
  "$PYTHON" -m venv "$venv"
  "$venv/bin/python" -m pip install --quiet --upgrade pip >&2
  # exactly the lock: --no-deps so nothing outside it comes in, pip check that it is whole
  "$venv/bin/python" -m pip install --quiet --no-deps -r "$lock" >&2
  "$venv/bin/python" -m pip check >&2
  echo "$want" > "$stamp"
fi
echo "$venv/bin/python"
