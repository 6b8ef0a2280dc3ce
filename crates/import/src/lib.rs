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
//! part lets every decompression be bounded. lopdf parses the objects: 0.47 (not the 0.26 the
//! PDF templates write with) because 0.26 took ~44 ms to load a two-page resume and 0.47 loads
//! and reads it in ~2 ms, and because 0.47 bounds the object streams it inflates while loading.
//! `pdf_oxide` (spans with weight out of the box, ~5 ms a parse) was the alternative; it is
//! ~450k lines with image, layout and crypto dependencies, a far heavier build for what this
//! needs. Measured here at one build job: the crate and its dependencies build in ~2 min
//! (debug); a two-page PDF parses in ~2 ms and a Word document in ~1.3 ms (release,
//! `examples/parse_bench.rs`).
//!
//! Untrusted input costs bounded time and memory: at most [`limits::PDF_PAGES`] pages, every
//! inflated byte counted against a cap while inflating (never trusting declared sizes), and a
//! panic in a parser is caught and reported as a damaged file.

#![forbid(unsafe_code)]

mod archive;
mod contact;
mod credits;
mod dates;
mod detect;
mod docx;
mod draft;
mod entries;
mod error;
mod inflate;
pub mod limits;
mod lines;
mod linkedin;
mod pdf;
mod sections;
mod vitae;
mod vocabulary;

use std::panic::{catch_unwind, AssertUnwindSafe};

pub use draft::{Draft, Source};
pub use error::ImportError;

/// Reads `bytes` as a resume file and returns the draft it gives.
pub fn import(bytes: &[u8]) -> Result<Draft, ImportError> {
    // The parsers are third-party code over hostile input: a panic in one must become an answer.
    catch_unwind(AssertUnwindSafe(|| read(bytes))).unwrap_or_else(|_| {
        Err(ImportError::Corrupt(
            "the file's structure could not be read".to_owned(),
        ))
    })
}

fn read(bytes: &[u8]) -> Result<Draft, ImportError> {
    match detect::kind(bytes)? {
        detect::Kind::Pdf => pdf::import(bytes),
        detect::Kind::Docx(zip) => docx::import(zip),
        detect::Kind::Linkedin(zip) => linkedin::import(zip),
    }
}
