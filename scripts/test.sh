#!/usr/bin/env bash
# Runs every suite, keeps going after a failure so the report is complete, and ends with one
# line CI can read: "N passed, N failed, N skipped". A test variant that cannot run here (the
# PostgreSQL ones without PostgreSQL) passes with a note in VITAE_SKIPPED_LOG, counted below,
# so a run that did not test everything never looks the same as one that did.
set -uo pipefail
cd "$(dirname "$0")/.."

passed=0
failed=0
VITAE_SKIPPED_LOG=$(mktemp)
export VITAE_SKIPPED_LOG

sum() { awk '{ s += $1 } END { print s + 0 }'; }
status=0
report=()

# count SUITE LOGFILE EXIT_CODE: adds the suite's counts; a suite that failed without
# reporting a failed test (a build error, a crash) counts as one failure.
count() {
  local suite=$1 raw=$2 rc=$3 p=0 f=0
  local log; log=$(mktemp)
  # Colour codes would hide the summary lines from the patterns below.
  sed -E 's/\x1B\[[0-9;]*[A-Za-z]//g' "$raw" > "$log"
  case $suite in
    rust)
      p=$(grep -E '^ +Summary ' "$log" | grep -oE '[0-9]+ passed' | grep -oE '[0-9]+' | sum)
      f=$(grep -E '^ +Summary ' "$log" | grep -oE '[0-9]+ failed' | grep -oE '[0-9]+' | sum)
      if [ -z "$p" ]; then
        p=$(grep -oE 'test result: [a-zA-Z]+\. [0-9]+ passed' "$log" | grep -oE '[0-9]+ passed' | grep -oE '[0-9]+' | sum)
        f=$(grep -oE '; [0-9]+ failed' "$log" | grep -oE '[0-9]+' | sum)
      fi ;;
    web-unit)
      p=$(grep -E '^ +Tests ' "$log" | grep -oE '[0-9]+ passed' | grep -oE '[0-9]+' | tail -1)
      f=$(grep -E '^ +Tests ' "$log" | grep -oE '[0-9]+ failed' | grep -oE '[0-9]+' | tail -1) ;;
    *)
      p=$(grep -E "^$suite: [0-9]+ passed" "$log" | grep -oE '[0-9]+ passed' | grep -oE '[0-9]+' | tail -1)
      f=$(grep -E "^$suite: [0-9]+ passed" "$log" | grep -oE '[0-9]+ failed' | grep -oE '[0-9]+' | tail -1) ;;
  esac
  p=${p:-0}; f=${f:-0}
  if [ "$rc" != 0 ] && [ "$f" = 0 ]; then f=1; fi
  [ "$rc" != 0 ] && status=1
  rm -f "$log"
  passed=$((passed + p)); failed=$((failed + f))
  report+=("$suite: $p passed, $f failed")
}

run() {
  local suite=$1; shift
  local log; log=$(mktemp)
  echo "==> $suite: $*"
  "$@" 2>&1 | tee "$log"
  count "$suite" "$log" "${PIPESTATUS[0]}"
  rm -f "$log"
}

if cargo nextest --version >/dev/null 2>&1; then
  run rust cargo nextest run --workspace --no-fail-fast
else
  run rust cargo test --workspace --no-fail-fast
fi

# Word lists belong in data files: no source file of the import, writer or domain crates may
# be more than half string literals.
run literals python3 scripts/literal-share.py

run schemathesis bash scripts/schemathesis.sh

if [ -f frontend/package.json ]; then
  (cd frontend && npm install --no-audit --no-fund >/dev/null) || { report+=("web: npm install failed"); failed=$((failed + 1)); status=1; }
  run web-lint bash -c 'cd frontend && npm run lint && echo "web-lint: 1 passed, 0 failed"'
  # The server's OpenAPI document: the client's generated types and schemas
  # (frontend/src/lib/api/generated) must be what `npm run generate:api` makes of it.
  openapi="${CARGO_TARGET_DIR:-$HOME/.cache/vitae-target}/openapi.json"
  cargo run -q -p vitae-api --example openapi > "$openapi" || rm -f "$openapi"
  run web-unit bash -c "cd frontend && OPENAPI_JSON='$openapi' npm test"
  run web-build bash -c 'cd frontend && npm run build && echo "web-build: 1 passed, 0 failed"'
  # First-load JS per route against a bare Next.js page; deterministic, so it runs here.
  run bundle bash -c 'cd frontend && node scripts/bundle-size.mjs'
  cargo build -q -p vitae-server
  run e2e bash -c "cd frontend && VITAE_BIN='$CARGO_TARGET_DIR/debug/vitae' npm run e2e"
fi

skipped=$(wc -l < "$VITAE_SKIPPED_LOG" | tr -d ' ')
rm -f "$VITAE_SKIPPED_LOG"
echo
printf '  %s\n' "${report[@]}"
if [ "$skipped" -gt 0 ]; then echo "  not run here: $skipped test variants (see the SKIP: lines)"; fi
echo "$passed passed, $failed failed, $skipped skipped"
exit $status
