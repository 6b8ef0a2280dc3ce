//! Reading compressed data under a byte budget, counted while inflating: declared sizes (a ZIP
//! header, a PDF stream's /Length) are never trusted.

use std::io::{self, Read};

use flate2::read::ZlibDecoder;

use crate::error::ImportError;

/// Bytes that may still be inflated in one import.
pub struct Budget {
    left: usize,
    /// Reported in the error, in MB.
    limit_mb: usize,
}

impl Budget {
    pub fn new(bytes: usize) -> Self {
        Self {
            left: bytes,
            limit_mb: bytes >> 20,
        }
    }

    /// Reads `reader` to its end, at most `cap` bytes and at most what the budget has left.
    pub fn read_all(&mut self, reader: impl Read, cap: usize) -> Result<Vec<u8>, ReadError> {
        let limit = cap.min(self.left);
        let mut out = Vec::new();
        reader
            .take(limit as u64 + 1)
            .read_to_end(&mut out)
            .map_err(|_| ReadError::Broken)?;
        if out.len() > limit {
            return Err(ReadError::TooLarge(self.too_large()));
        }
        self.left -= out.len();
        Ok(out)
    }

    /// Charges `bytes` read without inflating, at most `cap` of them.
    pub fn take(&mut self, bytes: usize, cap: usize) -> Result<(), ReadError> {
        if bytes > cap.min(self.left) {
            return Err(ReadError::TooLarge(self.too_large()));
        }
        self.left -= bytes;
        Ok(())
    }

    /// Counts what `reader` inflates to without keeping it.
    pub fn count(&mut self, reader: impl Read) -> Result<(), ReadError> {
        let read = io::copy(&mut reader.take(self.left as u64 + 1), &mut io::sink())
            .map_err(|_| ReadError::Broken)?;
        let read = usize::try_from(read).unwrap_or(usize::MAX);
        if read > self.left {
            return Err(ReadError::TooLarge(self.too_large()));
        }
        self.left -= read;
        Ok(())
    }

    pub fn too_large(&self) -> ImportError {
        ImportError::TooLarge(self.limit_mb)
    }
}

#[derive(Debug)]
pub enum ReadError {
    TooLarge(ImportError),
    Broken,
}

/// Inflates zlib `data` (PDF's FlateDecode) under the budget.
pub fn zlib(data: &[u8], budget: &mut Budget, cap: usize) -> Result<Vec<u8>, ReadError> {
    budget.read_all(ZlibDecoder::new(data), cap)
}
