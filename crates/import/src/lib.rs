//! A resume file becomes a draft resume, deterministically and without an AI model: a PDF (one
//! Vitae wrote gives back its exact resume; any other is read from its text layer), a Word
//! document (.docx) or a LinkedIn data export (.zip). The type is decided by the content, never
//! by the file name.
//!
//! ```text
//! bytes ─ detect ─┬─ pdf/  (lopdf objects → our text layout) ──┐
//!                 ├─ docx  (quick-xml paragraphs and runs) ─────┼─ lines ─ sections ─ draft
//!                 ├─ linkedin (csv of the export's files) ───────────────────────────┘
//!                 └─ anything else: Unsupported
//! ```
//!
//! PDF and DOCX meet in one representation, [`lines::Line`] (text with its size, weight and
//! list/heading marks), and one section mapper reads it; the LinkedIn export is already
//! structured and maps straight onto the fields.
//!
//! Why lopdf 0.47 and our own layout: the text layer of a resume needs only a small part of
//! PDF (fonts' ToUnicode maps and widths, the text operators, form XObjects), and owning that
//! part lets every decompression and every operator be bounded (content streams are read by
//! our own one-pass lexer, `pdf/lexer.rs`, not lopdf's `Content::decode`). lopdf parses the objects: 0.47 (not the 0.26 the
//! PDF templates write with) because 0.26 took ~44 ms to load a two-page resume and 0.47 loads
//! and reads it in ~2 ms, and because 0.47 bounds the object streams it inflates while loading.
//! `pdf_oxide` (spans with weight out of the box, ~5 ms a parse) was the alternative; it is
//! ~450k lines with image, layout and crypto dependencies, a far heavier build for what this
//! needs. Measured here at one build job: the crate and its dependencies build in ~2 min
//! (debug); a two-page PDF parses in ~2 ms and a Word document in ~1.3 ms (release,
//! `examples/parse_bench.rs`).
//!
//! Untrusted input costs bounded time and memory: at most [`limits::PDF_PAGES`] pages, every
//! inflated byte counted against a cap while inflating (never trusting declared sizes), every
//! unit of work (content operators, form invocations, stream bytes, glyphs, spans, fonts, XML
//! events, CSV rows) counted against the limits in [`limits`], every pass over glyphs, spans
//! and lines linear or n log n, and a panic in a parser caught and reported as a damaged file.
//! [`import_with`] also takes a [`Stop`]: a deadline and a cancel flag, checked every few
//! thousand units of work.

#![forbid(unsafe_code)]

pub mod applications_csv;
mod archive;
mod contact;
mod credits;
mod dates;
mod detect;
mod docx;
mod draft;
mod entries;
mod error;
#[doc(hidden)]
pub mod fuzz;
mod inflate;
pub mod limits;
mod lines;
mod linkedin;
pub mod notes;
mod pdf;
mod places;
mod sections;
mod stop;
mod vitae;
mod vocabulary;
mod work;

use std::panic::{catch_unwind, AssertUnwindSafe};

pub use draft::{Draft, Source};
pub use error::ImportError;
pub use stop::Stop;

/// Reads `bytes` as a resume file and returns the draft it gives, bounded by the work limits
/// only.
pub fn import(bytes: &[u8]) -> Result<Draft, ImportError> {
    import_with(bytes, &Stop::never())
}

/// [`import`], ending early with [`ImportError::TooSlow`] once `stop`'s deadline passes or
/// [`ImportError::Cancelled`] once its flag is set.
pub fn import_with(bytes: &[u8], stop: &Stop) -> Result<Draft, ImportError> {
    // The parsers are third-party code over hostile input: a panic in one must become an answer.
    catch_unwind(AssertUnwindSafe(|| read(bytes, stop))).unwrap_or_else(|_| {
        Err(ImportError::Corrupt(
            "the file's structure could not be read".to_owned(),
        ))
    })
}

fn read(bytes: &[u8], stop: &Stop) -> Result<Draft, ImportError> {
    stop.check()?;
    let mut work = work::Work::new(stop);
    let draft = match detect::kind(bytes)? {
        detect::Kind::Pdf => pdf::import(bytes, &mut work),
        detect::Kind::Docx(zip) => docx::import(zip, &mut work),
        detect::Kind::Linkedin(zip) => linkedin::import(zip, &mut work),
    }?;
    // The section mapper's passes are linear in the lines, which the readers bounded.
    work.check()?;
    Ok(draft)
}
