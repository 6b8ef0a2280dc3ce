//! What can go wrong, each with the sentence the user reads.

use crate::limits;

/// Why a file gave no draft. The server answers `Unsupported` with 415 and every other error
/// with 422, each with its message.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ImportError {
    #[error("This file type is not supported: upload a PDF, a Word document (.docx) or a LinkedIn data export (.zip)")]
    Unsupported,
    #[error("This PDF is password-protected: remove the password (for example, print it to a new PDF) and upload it again")]
    Encrypted,
    #[error("This PDF has no text we can read — it may be a scan")]
    NoText,
    #[error("We found no resume text in this file")]
    Empty,
    #[error("This PDF has {0} pages: we import resumes of at most {max} pages", max = limits::PDF_PAGES)]
    TooManyPages(usize),
    #[error("This file is too large to import: its contents unpack to more than {0} MB")]
    TooLarge(usize),
    #[error("This file is damaged or incomplete and cannot be read: {0}")]
    Corrupt(String),
    /// One of the work limits in [`limits`] ran out: far more structure than a resume has.
    #[error("This file is too complex to read: save or print it again as a simple PDF or Word document and upload that")]
    TooComplex,
    /// The caller's deadline passed before the file was read.
    #[error("This file took too long to read: save or print it again as a simple PDF or Word document and upload that")]
    TooSlow,
    /// The caller gave up on the import (the upload's request went away).
    #[error("The import was cancelled")]
    Cancelled,
}

impl ImportError {
    pub(crate) fn corrupt(reason: &str) -> Self {
        Self::Corrupt(reason.to_owned())
    }
}
