#!/usr/bin/env bash
# Prints the path of a Python with the test tools of scripts/test-requirements.txt (a real SMTP
# server for the support-mail tests), installing them once into a venv beside the build. Safe to
# call from tests running at once: the first installs, the others wait on the lock.
set -euo pipefail
cd "$(dirname "$0")/.."
: "${CARGO_TARGET_DIR:=$HOME/.cache/vitae-target}"
venv="$CARGO_TARGET_DIR/test-venv"
requirements=scripts/test-requirements.txt
mkdir -p "$CARGO_TARGET_DIR"
exec 9>"$venv.lock"
flock 9
# Every pinned line must be installed as pinned; one missing (a tool added since) installs.
# Through the venv's own python: a venv copied elsewhere keeps pip scripts pointing at the old one.
installed=$("$venv/bin/python" -m pip freeze 2>/dev/null || true)
if grep -v '^#' "$requirements" | grep -vxF -f <(printf '%s\n' "$installed") | grep -q .; then
  python3 -m venv "$venv" >&2
  "$venv/bin/python" -m pip install -q --disable-pip-version-check -r "$requirements" >&2
fi
echo "$venv/bin/python"
