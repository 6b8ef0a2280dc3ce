//! The ZIP containers (DOCX, LinkedIn export): entries read by name, every byte counted against
//! [`limits::ZIP_TOTAL`] and [`limits::ZIP_ENTRY`] while it inflates.

use std::io::Cursor;

use zip::ZipArchive;

use crate::error::ImportError;
use crate::inflate::{Budget, ReadError};
use crate::limits;

pub struct Archive<'a> {
    zip: ZipArchive<Cursor<&'a [u8]>>,
    budget: Budget,
}

impl<'a> Archive<'a> {
    /// Opens `bytes` as a ZIP; `None` if it is not one.
    pub fn open(bytes: &'a [u8]) -> Result<Option<Self>, ImportError> {
        let zip = match ZipArchive::new(Cursor::new(bytes)) {
            Ok(zip) => zip,
            Err(_) => return Ok(None),
        };
        if zip.len() > limits::ZIP_ENTRIES {
            return Err(ImportError::corrupt("the archive lists too many files"));
        }
        Ok(Some(Self {
            zip,
            budget: Budget::new(limits::ZIP_TOTAL),
        }))
    }

    pub fn names(&self) -> Vec<String> {
        self.zip.file_names().map(str::to_owned).collect()
    }

    pub fn has(&self, name: &str) -> bool {
        self.zip.index_for_name(name).is_some()
    }

    /// The entry `name`, inflated; `None` if the archive has none by that name.
    pub fn read(&mut self, name: &str) -> Result<Option<Vec<u8>>, ImportError> {
        let Some(index) = self.zip.index_for_name(name) else {
            return Ok(None);
        };
        let entry = self
            .zip
            .by_index(index)
            .map_err(|_| ImportError::corrupt("a file inside the archive cannot be opened"))?;
        match self.budget.read_all(entry, limits::ZIP_ENTRY) {
            Ok(bytes) => Ok(Some(bytes)),
            Err(ReadError::TooLarge(e)) => Err(e),
            Err(ReadError::Broken) => {
                Err(ImportError::corrupt("a file inside the archive is damaged"))
            }
        }
    }

    /// The entry `name` as text (UTF-8, a byte-order mark dropped).
    pub fn read_text(&mut self, name: &str) -> Result<Option<String>, ImportError> {
        Ok(self.read(name)?.map(|bytes| {
            let text = String::from_utf8_lossy(&bytes).into_owned();
            text.strip_prefix('\u{feff}')
                .map(str::to_owned)
                .unwrap_or(text)
        }))
    }
}
