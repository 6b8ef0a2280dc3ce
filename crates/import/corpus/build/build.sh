#!/usr/bin/env bash
# Regenerates the import corpus (see README.md). Needs node/npm, python3, /usr/bin/chromium,
# libreoffice and pdftotext; installs the themes and python-docx in scratch directories under
# $WORK (default /tmp/corpus-build), never in the repository. The typeset/ set needs pdflatex
# (texlive-latex-extra, lmodern) and pandoc.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
CORPUS="$(dirname "$HERE")"
WORK="${WORK:-/tmp/corpus-build}"
THEMES=(even elegant macchiato stackoverflow class)

mkdir -p "$WORK"
cd "$WORK"
[ -f package.json ] || npm init -y >/dev/null
npm install --no-audit --no-fund "${THEMES[@]/#/jsonresume-theme-}" >/dev/null
[ -x venv/bin/python ] || python3 -m venv venv
venv/bin/pip install -q python-docx

rm -rf html pdf docx lo linkedin
node "$HERE/render-html.cjs" "$CORPUS/personas" html "${THEMES[@]}"
mkdir -p pdf
for f in html/*.html; do
  chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer \
    --disable-background-networking --run-all-compositor-stages-before-draw \
    --virtual-time-budget=3000 --print-to-pdf="pdf/$(basename "$f" .html).pdf" "file://$WORK/$f" >/dev/null 2>&1
done
venv/bin/python "$HERE/make-docx.py" "$CORPUS/personas" docx
# A third Word look: LibreOffice's conversion of the "class" theme's HTML.
mkdir -p lo
for f in html/class--*.html; do cp "$f" "lo/libreoffice-$(basename "$f")"; done
(cd lo && libreoffice --headless --convert-to 'docx:MS Word 2007 XML' ./*.html >/dev/null 2>&1)
venv/bin/python "$HERE/make-linkedin.py" "$CORPUS/personas" linkedin

# The files, each with a reference text from a tool that is not ours (poppler's pdftotext,
# LibreOffice's text export): the scorer expects only what the file visibly holds.
rm -rf "$CORPUS/pdf" "$CORPUS/docx" "$CORPUS/linkedin"
mkdir -p "$CORPUS/pdf" "$CORPUS/docx" "$CORPUS/linkedin"
for f in pdf/*.pdf; do
  cp "$f" "$CORPUS/pdf/"
  pdftotext -layout "$f" "$CORPUS/pdf/$(basename "$f" .pdf).txt"
done
cp docx/*.docx lo/*.docx "$CORPUS/docx/"
(cd "$CORPUS/docx" && libreoffice --headless --convert-to 'txt:Text (encoded):UTF8' ./*.docx >/dev/null 2>&1)
cp linkedin/*.zip linkedin/*.txt "$CORPUS/linkedin/"
du -sh "$CORPUS"

# The second set (typeset/): pdflatex, pandoc (LaTeX and Word writers) and LibreOffice's
# conversion of a web page in nested tables, each file with its own ground truth.
rm -rf "$WORK/typeset" "$CORPUS/typeset"
python3 "$HERE/make-typeset.py" "$CORPUS/personas" "$WORK/typeset"
mkdir -p "$CORPUS/typeset"
cp "$WORK"/typeset/*.{pdf,docx,txt,json} "$CORPUS/typeset/"
du -sh "$CORPUS"
