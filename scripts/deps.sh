#!/usr/bin/env bash
# Installs the Debian packages the test suites need, when they are missing and we can.
set -euo pipefail
need=()
command -v pdftotext >/dev/null 2>&1 || need+=(poppler-utils)
[ -x /usr/bin/chromium ] || need+=(chromium)
# The DOCX test converts the Word file back to text with LibreOffice.
command -v libreoffice >/dev/null 2>&1 || need+=(libreoffice-writer-nogui)
# The PDF tests print Chinese and Japanese with the machine's CJK fonts (the binary carries
# Latin, Greek, Cyrillic, Arabic, Hebrew and Devanagari itself).
[ -d /usr/share/fonts/opentype/noto ] && ls /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc >/dev/null 2>&1 || need+=(fonts-noto-cjk)
# `make bench` drives the API's reads with wrk, a load generator that is not the bottleneck.
command -v wrk >/dev/null 2>&1 || need+=(wrk)
command -v cargo-nextest >/dev/null 2>&1 || cargo nextest --version >/dev/null 2>&1 || echo "note: cargo-nextest not found; falling back to cargo test"
if [ ${#need[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "installing: ${need[*]}"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
  else
    echo "missing system packages: ${need[*]} (install them with your package manager)" >&2
    exit 1
  fi
fi
