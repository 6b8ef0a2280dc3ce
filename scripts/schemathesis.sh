#!/usr/bin/env bash
# Schemathesis against the server's own OpenAPI document (/api/openapi.json): the debug binary
# on a temporary SQLite, signed in through the dev sign-in, every operation with a bounded number
# of generated requests. Checks: no 5xx, and every answer's status, content type and body as the
# document declares. Ends with "schemathesis: N passed, N failed" (one per operation), the line
# scripts/test.sh reads. SCHEMATHESIS_EXAMPLES sets the examples per operation (default 25).
set -euo pipefail
cd "$(dirname "$0")/.."

: "${CARGO_TARGET_DIR:=$HOME/.cache/vitae-target}"
venv="$CARGO_TARGET_DIR/schemathesis-venv"
requirements=scripts/schemathesis-requirements.txt
examples=${SCHEMATHESIS_EXAMPLES:-25}

# The pinned versions in a venv beside the build, installed once. Hypothesis is pinned too:
# from 6.138 it parses a whole module's source to describe a lambda, and Python 3.11.7's parser
# then failed one operation with "AST constructor recursion depth mismatch" (a CPython bug), a
# tool crash that reads as a failed test.
if ! "$venv/bin/pip" freeze 2>/dev/null | grep -qxF -f "$requirements"; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q --disable-pip-version-check -r "$requirements"
fi

# VITAE_BIN (as for the end-to-end tests) runs an already built binary.
if [ -z "${VITAE_BIN:-}" ]; then
  cargo build -q -p vitae-server
  VITAE_BIN="$CARGO_TARGET_DIR/debug/vitae"
fi

work=$(mktemp -d)
# A stand-in web client: without one every non-API path answers 503 "not built", which the
# server rightly logs as an error and would fail the run.
mkdir -p "$work/site" && echo '<!doctype html><title>Vitae</title>' > "$work/site/index.html"
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
base="http://127.0.0.1:$port"
# Limits high enough that the generated sign-ins and AI calls are not answered 429.
env -i PATH="$PATH" HOME="$HOME" \
  DATABASE_URL="sqlite://$work/vitae.db" BIND_ADDR="127.0.0.1:$port" PUBLIC_URL="$base" \
  STATIC_DIR="$work/site" SIGN_IN_LIMIT_PER_MINUTE=100000 \
  FREE_AI_DAILY_LIMIT=100000 RUST_LOG=warn \
  "$VITAE_BIN" >"$work/server.log" 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null; wait "$server" 2>/dev/null; rm -rf "$work"' EXIT

for _ in $(seq 100); do
  curl -fs "$base/api/readyz" >/dev/null 2>&1 && break
  sleep 0.2
done

# Sign in as the web client does: starting sets the cookie the ticket is bound to, the dev form
# gives a ticket, the exchange a session cookie.
jar="$work/cookies"
curl -fs -o /dev/null -c "$jar" "$base/api/auth/login?redirect=$base/dashboard"
ticket=$(curl -fs -D - -o /dev/null -b "$jar" "$base/api/auth/dev/login" \
  --data-urlencode name="Schema Thesis" --data-urlencode email=st@example.com \
  --data-urlencode redirect="$base/dashboard" | tr -d '\r' | sed -n 's/^[Ll]ocation: .*#session_id=//p')
cookie=$(curl -fs -D - -o /dev/null -b "$jar" "$base/api/auth/session" -H 'Content-Type: application/json' \
  -d "{\"session_id\":\"$ticket\"}" | tr -d '\r' | sed -n 's/^[Ss]et-[Cc]ookie: \(session_token=[^;]*\).*/\1/p')
[ -n "$cookie" ] || { echo "schemathesis: could not sign in"; cat "$work/server.log"; exit 1; }

# Signing out would end the session the rest of the run uses. The Origin header is the
# site's own, as a browser on the site sends it (others are refused by design).
status=0
# Hypothesis keeps its caches and example database beside the venv, not in the checkout.
HYPOTHESIS_STORAGE_DIRECTORY="$CARGO_TARGET_DIR/hypothesis" \
  "$venv/bin/schemathesis" run "$base/api/openapi.json" \
  --checks not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance \
  --exclude-path /api/auth/logout \
  --exclude-path /api/auth/logout-all \
  --header "Cookie: $cookie" --header "Origin: $base" \
  --max-examples "$examples" --seed 1 --workers 2 --no-shrink \
  --report junit --report-junit-path "$work/junit.xml" || status=$?

python3 - "$work/junit.xml" <<'PY'
import sys, xml.etree.ElementTree as ET
cases = ET.parse(sys.argv[1]).getroot().iter("testcase")
failed = passed = 0
for case in cases:
    if case.find("failure") is not None or case.find("error") is not None:
        failed += 1
    else:
        passed += 1
print(f"schemathesis: {passed} passed, {failed} failed")
PY
# What the server logged about its own failures, to find the cause of a 5xx.
if grep -qE 'panicked|request failed' "$work/server.log"; then
  echo "server errors:"; grep -E 'panicked|request failed' "$work/server.log" | head -20
  status=1
fi
exit $status
