#!/usr/bin/env bash
# Fuzzes the readers of untrusted uploads with cargo-fuzz (libFuzzer, AddressSanitizer): each
# target in fuzz/fuzz_targets for FUZZ_SECONDS (default 600), starting from the committed
# seeds and past findings (fuzz/seeds, fuzz/regressions) plus what earlier runs grew
# (fuzz/corpus, not committed). An input that panics in our code, runs past FUZZ_TIMEOUT
# seconds or takes more than FUZZ_RSS_MB of memory is a failure, saved under
# fuzz/artifacts/<target>/. Ends with "fuzz: N passed, N failed" (one per target).
#
# The toolchain is stable Rust: RUSTC_BOOTSTRAP=1 lets it take the -Z flags cargo-fuzz passes
# for the sanitizer and coverage instrumentation (docs/security.md, "Fuzzing").
set -uo pipefail
cd "$(dirname "$0")/.."

FUZZ_SECONDS=${FUZZ_SECONDS:-600}
FUZZ_TIMEOUT=${FUZZ_TIMEOUT:-5}
FUZZ_RSS_MB=${FUZZ_RSS_MB:-2048}
FUZZ_TARGETS=${FUZZ_TARGETS:-pdf docx linkedin json_resume text_engine}
# Its own folder: the sanitizer build shares nothing with the workspace's.
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/vitae-target}/fuzz"
export RUSTC_BOOTSTRAP=1

if ! cargo fuzz --version >/dev/null 2>&1; then
  cargo install cargo-fuzz --locked || { echo "fuzz: 0 passed, 1 failed"; exit 1; }
fi
(cd fuzz && cargo fuzz build -O) || { echo "fuzz: 0 passed, 1 failed"; exit 1; }

passed=0
failed=0
for target in $FUZZ_TARGETS; do
  mkdir -p "fuzz/corpus/$target" "fuzz/regressions/$target"
  log=$(mktemp)
  echo "==> fuzz $target for ${FUZZ_SECONDS}s"
  (cd fuzz && cargo fuzz run -O "$target" "corpus/$target" "seeds/$target" "regressions/$target" -- \
      -max_total_time="$FUZZ_SECONDS" -timeout="$FUZZ_TIMEOUT" -rss_limit_mb="$FUZZ_RSS_MB" \
      -print_final_stats=1) >"$log" 2>&1
  rc=$?
  # The last status line and the final statistics: runs, speed, coverage, corpus.
  grep -E '^#[0-9]+' "$log" | tail -1
  grep -E '^stat::(number_of_executed_units|average_exec_per_sec|peak_rss_mb)' "$log"
  if [ "$rc" = 0 ]; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    grep -E 'ERROR|panicked|Test unit written' "$log" | head -20
    echo "fuzz $target failed (exit $rc); log kept at $log"
    continue
  fi
  rm -f "$log"
done
echo "fuzz: $passed passed, $failed failed"
[ "$failed" = 0 ]
