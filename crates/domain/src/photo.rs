//! The profile photo rule: an inline `data:` URL holding a JPEG, PNG or GIF of at most
//! 2 MB (2 097 152 bytes). The content is checked by its magic bytes, not by its label.

use base64::Engine;

use crate::problems::{self, Problem};

/// Largest accepted photo, in decoded bytes.
pub const MAX_PHOTO_BYTES: usize = 2_097_152;
/// Longest accepted `data:` URL: the base64 of the largest photo plus the longest prefix.
pub const MAX_PHOTO_DATA_URL_LEN: usize = MAX_PHOTO_BYTES.div_ceil(3) * 4 + 32;

/// Longest side of an accepted photo, read from the file's header before anything is decoded:
/// a small file can declare a huge image (11 000 × 11 000 zeros compress to 470 kB) whose
/// decoding would take gigabytes.
pub const MAX_PHOTO_SIDE: u32 = 4096;
/// Longest side a photo is stored at (it is printed at about 30 mm).
pub const STORED_PHOTO_SIDE: u32 = 1024;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ImageFormat {
    Jpeg,
    Png,
    Gif,
}

impl ImageFormat {
    pub fn mime(self) -> &'static str {
        match self {
            Self::Jpeg => "image/jpeg",
            Self::Png => "image/png",
            Self::Gif => "image/gif",
        }
    }

    fn sniff(bytes: &[u8]) -> Option<Self> {
        if bytes.starts_with(&[0xFF, 0xD8, 0xFF]) {
            Some(Self::Jpeg)
        } else if bytes.starts_with(b"\x89PNG\r\n\x1a\n") {
            Some(Self::Png)
        } else if bytes.starts_with(b"GIF87a") || bytes.starts_with(b"GIF89a") {
            Some(Self::Gif)
        } else {
            None
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PhotoError {
    #[error("{}", problems::PHOTO_NOT_AN_IMAGE.text)]
    NotAnImage,
    #[error("{}", problems::PHOTO_TOO_LARGE.text)]
    TooLarge,
    #[error("{}", problems::PHOTO_TOO_MANY_PIXELS.text)]
    TooManyPixels,
}

impl PhotoError {
    /// The field problem a refused photo is.
    pub fn problem(&self) -> Problem {
        match self {
            Self::NotAnImage => problems::PHOTO_NOT_AN_IMAGE,
            Self::TooLarge => problems::PHOTO_TOO_LARGE,
            Self::TooManyPixels => problems::PHOTO_TOO_MANY_PIXELS,
        }
    }
}

/// A photo that passed the rule. Holds the decoded bytes; `data_url` rebuilds the stored form.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Photo {
    format: ImageFormat,
    bytes: Vec<u8>,
}

impl Photo {
    /// Parses a `data:image/<jpeg|png|gif>;base64,<payload>` URL.
    pub fn parse(data_url: &str) -> Result<Self, PhotoError> {
        if data_url.len() > MAX_PHOTO_DATA_URL_LEN {
            return Err(PhotoError::TooLarge);
        }
        let rest = data_url
            .strip_prefix("data:")
            .ok_or(PhotoError::NotAnImage)?;
        let (meta, payload) = rest.split_once(',').ok_or(PhotoError::NotAnImage)?;
        let mime = meta
            .strip_suffix(";base64")
            .ok_or(PhotoError::NotAnImage)?
            .to_ascii_lowercase();
        let labelled = match mime.as_str() {
            "image/jpeg" | "image/jpg" => ImageFormat::Jpeg,
            "image/png" => ImageFormat::Png,
            "image/gif" => ImageFormat::Gif,
            _ => return Err(PhotoError::NotAnImage),
        };
        let bytes = base64::engine::general_purpose::STANDARD
            .decode(payload.trim())
            .map_err(|_| PhotoError::NotAnImage)?;
        if bytes.len() > MAX_PHOTO_BYTES {
            return Err(PhotoError::TooLarge);
        }
        match ImageFormat::sniff(&bytes) {
            Some(found) if found == labelled => Ok(Self {
                format: found,
                bytes,
            }),
            _ => Err(PhotoError::NotAnImage),
        }
    }

    /// A JPEG made by re-encoding an accepted photo; held to the same size and content rules.
    pub fn from_jpeg(bytes: Vec<u8>) -> Result<Self, PhotoError> {
        if bytes.len() > MAX_PHOTO_BYTES {
            return Err(PhotoError::TooLarge);
        }
        match ImageFormat::sniff(&bytes) {
            Some(ImageFormat::Jpeg) => Ok(Self {
                format: ImageFormat::Jpeg,
                bytes,
            }),
            _ => Err(PhotoError::NotAnImage),
        }
    }

    pub fn format(&self) -> ImageFormat {
        self.format
    }

    pub fn bytes(&self) -> &[u8] {
        &self.bytes
    }

    /// The canonical `data:` URL of this photo.
    pub fn data_url(&self) -> String {
        format!(
            "data:{};base64,{}",
            self.format.mime(),
            base64::engine::general_purpose::STANDARD.encode(&self.bytes)
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn url(mime: &str, bytes: &[u8]) -> String {
        format!(
            "data:{mime};base64,{}",
            base64::engine::general_purpose::STANDARD.encode(bytes)
        )
    }

    const PNG: &[u8] = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR";
    const JPEG: &[u8] = &[0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10];
    const GIF: &[u8] = b"GIF89a\x01\0\x01\0";

    #[test]
    fn accepts_the_three_formats_by_content() {
        assert_eq!(
            Photo::parse(&url("image/png", PNG)).map(|p| p.format()),
            Ok(ImageFormat::Png)
        );
        assert_eq!(
            Photo::parse(&url("image/jpeg", JPEG)).map(|p| p.format()),
            Ok(ImageFormat::Jpeg)
        );
        assert_eq!(
            Photo::parse(&url("image/jpg", JPEG)).map(|p| p.format()),
            Ok(ImageFormat::Jpeg)
        );
        assert_eq!(
            Photo::parse(&url("image/gif", GIF)).map(|p| p.format()),
            Ok(ImageFormat::Gif)
        );
    }

    #[test]
    fn refuses_a_label_that_lies_about_the_content() {
        assert_eq!(
            Photo::parse(&url("image/png", b"<svg onload=alert(1)>")),
            Err(PhotoError::NotAnImage)
        );
        assert_eq!(
            Photo::parse(&url("image/png", JPEG)),
            Err(PhotoError::NotAnImage)
        );
    }

    #[test]
    fn refuses_other_types_and_malformed_urls() {
        for bad in [
            url("image/svg+xml", PNG),
            url("text/plain", PNG),
            "data:image/png,notbase64".to_owned(),
            "data:image/png;base64,!!!".to_owned(),
            "https://example.com/me.png".to_owned(),
            String::new(),
        ] {
            assert_eq!(Photo::parse(&bad), Err(PhotoError::NotAnImage), "{bad}");
        }
    }

    #[test]
    fn size_limit_is_inclusive_at_two_megabytes() {
        let mut at_limit = PNG.to_vec();
        at_limit.resize(MAX_PHOTO_BYTES, 0);
        assert!(Photo::parse(&url("image/png", &at_limit)).is_ok());
        at_limit.push(0);
        assert_eq!(
            Photo::parse(&url("image/png", &at_limit)),
            Err(PhotoError::TooLarge)
        );
        assert_eq!(
            PhotoError::TooLarge.to_string(),
            "Photo size should be less than 2MB"
        );
    }

    #[test]
    fn round_trips_to_a_canonical_data_url() {
        let photo = Photo::parse(&url("image/jpg", JPEG)).expect("valid");
        assert_eq!(photo.data_url(), url("image/jpeg", JPEG));
    }
}
