#!/usr/bin/env python3
"""How much of each Rust file in the import, AI-writer and domain crates is string literals.

Word lists live in data files beside the code (crates/*/data/*.toml); a source file that is
more than half string literals is most likely a list that crept back into Rust. The share counts
the non-blank characters outside comments, and of them those inside string literals (quotes
included). Prints the largest shares; ends with "literals: N passed, N failed" (one per file).

  python3 scripts/literal-share.py            the three crates
  python3 scripts/literal-share.py PATH...    other folders or files
"""
import pathlib
import sys

LIMIT = 0.5
ROOTS = ["crates/import/src", "crates/ai-client/src", "crates/domain/src"]
# Files whose literals are sentences rather than lists, each said once where the code needs it.
SENTENCES = {
    # The English words of every field problem, which the client's catalog is held to.
    "crates/domain/src/problems.rs",
    # The import's error messages, one per `ImportError` variant.
    "crates/import/src/error.rs",
}


def share(source):
    """(code, literal): non-blank characters outside comments, and those in string literals."""
    code = literal = 0
    i, n = 0, len(source)

    def span(end):
        return sum(1 for c in source[i:end] if not c.isspace())

    while i < n:
        if source.startswith("//", i):
            end = source.find("\n", i)
            i = n if end < 0 else end
        elif source.startswith("/*", i):
            depth, i = 1, i + 2
            while i < n and depth:
                if source.startswith("/*", i):
                    depth, i = depth + 1, i + 2
                elif source.startswith("*/", i):
                    depth, i = depth - 1, i + 2
                else:
                    i += 1
        elif source[i] in "rb" and (i == 0 or not (source[i - 1].isalnum() or source[i - 1] == "_")):
            # r"…", r#"…"#, b"…", br#"…"#
            j = i + (2 if source.startswith("br", i) else 1)
            raw = source[i] == "r" or source.startswith("br", i)
            hashes = 0
            while raw and j < n and source[j] == "#":
                hashes, j = hashes + 1, j + 1
            if j < n and source[j] == '"':
                if raw:
                    close = source.find('"' + "#" * hashes, j + 1)
                    end = n if close < 0 else close + 1 + hashes
                else:
                    end = string_end(source, j)
                count = span(end)
                code, literal, i = code + count, literal + count, end
            else:
                code, i = code + 1, i + 1
        elif source[i] == '"':
            end = string_end(source, i)
            count = span(end)
            code, literal, i = code + count, literal + count, end
        elif source[i] == "'" and i + 2 < n and (source[i + 1] == "\\" or source[i + 2] == "'"):
            end = source.find("'", i + 2) + 1 if source[i + 1] == "\\" else i + 3
            code, i = code + span(end), end
        else:
            code, i = code + (not source[i].isspace()), i + 1
    return code, literal


def string_end(source, start):
    """The index just past the string literal whose opening quote is at `start`."""
    i = start + 1
    while i < len(source) and source[i] != '"':
        i += 2 if source[i] == "\\" else 1
    return i + 1


def main():
    paths = []
    for root in sys.argv[1:] or ROOTS:
        root = pathlib.Path(root)
        paths += [root] if root.is_file() else sorted(root.rglob("*.rs"))
    rows = []
    for path in paths:
        code, literal = share(path.read_text(encoding="utf-8"))
        rows.append((literal / code if code else 0.0, literal, code, path.as_posix()))
    failed = [r for r in rows if r[0] > LIMIT and r[3] not in SENTENCES]
    for fraction, literal, code, path in sorted(rows, reverse=True)[:10]:
        note = " (sentences)" if path in SENTENCES else ""
        print(f"{fraction:6.1%}  {literal:6d} of {code:6d}  {path}{note}")
    for _, _, _, path in failed:
        print(f"more than half string literals: {path} (move its lists to a data file)")
    print(f"literals: {len(rows) - len(failed)} passed, {len(failed)} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
