#!/usr/bin/env bash
# Set up duplexworld in .venv (idempotent): Debian packages when possible, then the package.
set -euo pipefail
cd "$(dirname "$0")/.."

# Debian packages: espeak-ng gives extra caller accents (optional; piper ships its own data).
# Installed only when we are root with apt available; never fatal.
if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = "0" ] && ! command -v espeak-ng >/dev/null 2>&1; then
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq espeak-ng >/dev/null) \
    || echo "setup: could not install espeak-ng (optional); continuing"
fi

PYTHON="${PYTHON:-python3}"
if [ ! -x .venv/bin/python ]; then
  "$PYTHON" -m venv .venv
fi
stamp=.venv/.duplexworld-installed
want=$(cat pyproject.toml | sha256sum | cut -d' ' -f1)
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
  .venv/bin/python -m pip install --quiet --upgrade pip
  # the ray extra too: its executor test starts a real local cluster
  .venv/bin/python -m pip install --quiet -e ".[dev,ray]"
  echo "$want" > "$stamp"
fi
echo "setup: ready (.venv/bin/duplexworld)"
