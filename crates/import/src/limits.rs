//! The bounds on what one import may cost.

/// Pages of a PDF we read; a longer file is refused (a resume is rarely over three pages, and
/// half a draft of a long document would mislead more than it helps).
pub const PDF_PAGES: usize = 20;
/// Bytes all the streams of one PDF may inflate to, counted while inflating.
pub const PDF_INFLATED: usize = 48 << 20;
/// Bytes one stream (a page's content, an object stream) may inflate to.
pub const PDF_STREAM: usize = 4 << 20;
/// Glyphs read from one PDF; more text than any resume holds.
pub const PDF_GLYPHS: usize = 400_000;
/// Form XObjects nested inside each other that we follow.
pub const PDF_FORM_DEPTH: usize = 4;
/// Bytes all the entries read from one ZIP may inflate to, and one entry.
pub const ZIP_TOTAL: usize = 20 << 20;
pub const ZIP_ENTRY: usize = 10 << 20;
/// Entries a ZIP may list (a DOCX has a few dozen, a LinkedIn export about a hundred).
pub const ZIP_ENTRIES: usize = 5_000;
