//! Which reader a file needs, decided from its bytes, never from its name.

use crate::archive::Archive;
use crate::error::ImportError;
use crate::linkedin;

pub enum Kind<'a> {
    Pdf,
    Docx(Archive<'a>),
    Linkedin(Archive<'a>),
}

pub fn kind(bytes: &[u8]) -> Result<Kind<'_>, ImportError> {
    // Some writers put a few bytes of junk before the header; readers accept it within the
    // first kilobyte, and so do we.
    let head = &bytes[..bytes.len().min(1024)];
    if head.windows(5).any(|w| w == b"%PDF-") {
        return Ok(Kind::Pdf);
    }
    if !bytes.starts_with(b"PK\x03\x04") {
        return Err(ImportError::Unsupported);
    }
    let Some(zip) = Archive::open(bytes)? else {
        return Err(ImportError::corrupt(
            "the ZIP archive is damaged or incomplete",
        ));
    };
    if zip.has("word/document.xml") {
        Ok(Kind::Docx(zip))
    } else if linkedin::is_export(&zip) {
        Ok(Kind::Linkedin(zip))
    } else {
        Err(ImportError::Unsupported)
    }
}
