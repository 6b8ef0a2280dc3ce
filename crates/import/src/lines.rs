//! The representation PDF and DOCX meet in: the document's lines in reading order, each with
//! the look the section mapper judges headings and entries by.

/// One line of text as the reader sees it.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Line {
    /// Text, with `\t` where the source put a wide gap or a cell boundary (right-aligned dates,
    /// skill "chips", table cells): such gaps separate fields.
    pub text: String,
    /// Font size in points.
    pub size: f32,
    pub bold: bool,
    /// The source marked it as a heading (a Word heading style): 0 for the title, 1.. for
    /// heading levels.
    pub heading_level: Option<u8>,
    /// A list item (a bullet glyph in a PDF, a numbered or bulleted paragraph in Word).
    pub bullet: bool,
    /// Width as a share of the widest line of its column (PDF), to tell a wrapped line from
    /// one that ended; `None` when the source does not wrap lines (Word paragraphs).
    pub fill: Option<f32>,
}

/// What a reader hands the section mapper.
#[derive(Debug, Default)]
pub struct TextDocument {
    pub lines: Vec<Line>,
    /// Web and mail addresses the document links to without printing them (PDF link
    /// annotations), with whether the link sits in the page header.
    pub links: Vec<(String, bool)>,
}

/// Glyphs that start a list item in text.
const BULLETS: &[char] = &[
    '•', '◦', '▪', '▫', '■', '□', '●', '○', '►', '▸', '▶', '➢', '✓', '✔', '-', '–', '—', '*', '·',
    '\u{f0b7}', '\u{f0a7}', '\u{f0d8}', '\u{f076}',
];

impl Line {
    /// Moves a leading bullet glyph into `bullet`.
    pub fn strip_bullet(&mut self) {
        let trimmed = self.text.trim_start();
        let mut chars = trimmed.chars();
        if let Some(first) = chars.next() {
            let rest = chars.as_str();
            // "-" and "*" count only when followed by a space ("-5%" is not a bullet).
            let spaced = rest.starts_with([' ', '\t', '\u{a0}']);
            let loose = !matches!(first, '-' | '*' | '–' | '—' | '·');
            if BULLETS.contains(&first) && (spaced || loose) && !rest.trim().is_empty() {
                self.text = rest.trim_start().to_owned();
                self.bullet = true;
            }
        }
    }
}

/// Collapses runs of spaces (not tabs) and trims.
pub fn tidy(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut space = false;
    for c in text.chars() {
        if c == '\t' {
            while out.ends_with(' ') {
                out.pop();
            }
            if !out.ends_with('\t') && !out.is_empty() {
                out.push('\t');
            }
            space = false;
        } else if c.is_whitespace() || c.is_control() {
            space = !out.is_empty() && !out.ends_with('\t');
        } else {
            if space {
                out.push(' ');
            }
            space = false;
            out.push(c);
        }
    }
    out.trim_end_matches(['\t', ' ']).to_owned()
}
