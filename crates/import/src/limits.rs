//! The bounds on what one import may cost. Past any of them the file is refused as too complex
//! ([`crate::ImportError::TooComplex`]) rather than read in part: a resume sits far below every
//! one, so a file that reaches one was made to cost, not to be read. Each bound is a few times
//! what the largest real resume in the corpus needs and small enough that reaching it stays
//! well under a second in a debug build (`tests/hostile.rs` holds both ends).

/// Pages of a PDF we read; a longer file is refused (a resume is rarely over three pages, and
/// half a draft of a long document would mislead more than it helps).
pub const PDF_PAGES: usize = 20;
/// Bytes all the streams of one PDF may inflate to, counted while inflating.
pub const PDF_INFLATED: usize = 48 << 20;
/// Bytes one stream (a page's content, an object stream) may inflate to.
pub const PDF_STREAM: usize = 4 << 20;
/// Glyphs read from one PDF: twenty full pages of small type are ~80 000.
pub const PDF_GLYPHS: usize = 150_000;
/// Content-stream operators run in one PDF, pages and forms together. Browsers and Word write
/// one text operator per word or run with a few positioning ones around it, ~10 000 a dense
/// page; twenty such pages are 200 000.
pub const PDF_OPERATIONS: usize = 500_000;
/// Bytes of content streams run, filtered or not, counted each time a stream runs (a form
/// drawn twice costs twice): a dense page is 20–100 kB, so twenty are ~2 MB.
pub const PDF_CONTENT_BYTES: usize = 8 << 20;
/// Form XObjects nested inside each other that we follow.
pub const PDF_FORM_DEPTH: usize = 4;
/// Form XObject invocations in one PDF at any depth: writers use a few a page (logos, icons,
/// transparency groups). The depth alone does not bound them: a form drawing itself n times
/// at each of d levels costs n^d.
pub const PDF_FORMS: usize = 2_000;
/// Glyph runs on one baseline laid out: a dense page has a few hundred.
pub const PDF_SPANS: usize = 60_000;
/// Distinct fonts read: a resume uses two to six faces, and some writers give every page its
/// own subset of each.
pub const PDF_FONTS: usize = 256;
/// Entries of all ToUnicode maps and width tables read: a font that maps the whole two-byte
/// code space has 65 536 of each, so this is four such fonts.
pub const PDF_FONT_ENTRIES: usize = 600_000;
/// Streams in the raw file (each is scanned and, if compressed, inflated into a counter before
/// lopdf loads the file): a resume has tens to a few hundred.
pub const PDF_STREAMS: usize = 20_000;
/// Lines handed to the section mapper from one file: twenty pages of 80 lines are 1 600, and a
/// Word resume has fewer paragraphs than that. The mapper costs ~50 µs a line in a debug build.
pub const LINES: usize = 6_000;
/// Characters of text read from a Word document or a LinkedIn export (a PDF's are bounded by
/// its glyphs): twenty pages of small type are ~80 000; the mapper costs ~0.5 µs a character
/// in a debug build.
pub const TEXT_CHARS: usize = 300_000;
/// Tables nested inside tables in a Word document: layouts converted from web pages nest three
/// or four deep.
pub const DOCX_TABLE_DEPTH: usize = 32;
/// XML events (tags, text, references) read from a Word document's parts: a two-page resume
/// has ~20 000.
pub const DOCX_XML_EVENTS: usize = 2_000_000;
/// Rows read from a LinkedIn export's CSV files together: positions, schools, skills and the
/// rest of one profile are a few hundred at most.
pub const LINKEDIN_ROWS: usize = 20_000;
/// Bytes all the entries read from one ZIP may inflate to, and one entry.
pub const ZIP_TOTAL: usize = 20 << 20;
pub const ZIP_ENTRY: usize = 10 << 20;
/// Entries a ZIP may list (a DOCX has a few dozen, a LinkedIn export about a hundred).
pub const ZIP_ENTRIES: usize = 5_000;
