//! The profile photo: re-encoded for storage when it is uploaded (`normalize_upload`), and made
//! ready for a PDF: a JPEG (DCTDecode) of at most `MAX_SIDE` pixels a side, any transparency
//! flattened onto white. Nothing is decoded before its declared size has been checked.

use std::collections::VecDeque;
use std::hash::{BuildHasher, RandomState};
use std::io::Cursor;
use std::sync::{Arc, Mutex, OnceLock};

use base64::Engine;
use image::codecs::jpeg::JpegEncoder;
use image::{DynamicImage, GenericImageView, ImageDecoder, ImageReader, RgbImage};
use vitae_domain::photo::{Photo, PhotoError, MAX_PHOTO_SIDE, STORED_PHOTO_SIDE};

/// Enough for ~30 mm at 300 dpi.
const MAX_SIDE: u32 = 360;
/// A JPEG up to this size is embedded as it is, undecoded (PDF readers decode JPEG natively).
const PASS_THROUGH_BYTES: usize = 120 * 1024;
const PASS_THROUGH_SIDE: u32 = 1200;

pub struct Jpeg {
    pub bytes: Vec<u8>,
    pub width: u32,
    pub height: u32,
    pub gray: bool,
    /// Decoded and re-encoded (not the uploaded bytes).
    pub reencoded: bool,
}

/// Photos recently prepared by this process, by a keyed hash of their data URL: the same
/// resume is rendered again and again (template switches, re-downloads), and decoding a large
/// PNG costs tens of milliseconds. Only the small re-encoded JPEGs are kept.
const CACHE_ENTRIES: usize = 16;

type Cache = Mutex<VecDeque<(u64, usize, Arc<Jpeg>)>>;

fn cache() -> &'static (RandomState, Cache) {
    static CACHE: OnceLock<(RandomState, Cache)> = OnceLock::new();
    CACHE.get_or_init(|| (RandomState::new(), Mutex::new(VecDeque::new())))
}

/// Like [`prepare`], through the cache (JPEGs that pass through are cheap and not cached).
pub fn prepare_cached(data_url: &str) -> Option<Arc<Jpeg>> {
    let (keys, entries) = cache();
    let key = keys.hash_one(data_url);
    if let Ok(entries) = entries.lock() {
        if let Some((_, _, jpeg)) = entries
            .iter()
            .find(|(k, len, _)| *k == key && *len == data_url.len())
        {
            return Some(Arc::clone(jpeg));
        }
    }
    let jpeg = Arc::new(prepare(data_url)?);
    if jpeg.reencoded {
        if let Ok(mut entries) = entries.lock() {
            if entries.len() >= CACHE_ENTRIES {
                entries.pop_front();
            }
            entries.push_back((key, data_url.len(), Arc::clone(&jpeg)));
        }
    }
    Some(jpeg)
}

/// The photo as it is stored: decoded within bounds, at most `STORED_PHOTO_SIDE` pixels a side,
/// transparency flattened onto white, re-encoded as a JPEG. Re-encoding also drops whatever
/// the file carried besides pixels (EXIF location, comments, trailing data).
///
/// A JPEG that is already in stored form (small enough, nothing but pixels) is kept byte for
/// byte, so saving a resume again does not degrade its photo a little more each time.
pub fn normalize_upload(photo: &Photo) -> Result<Photo, PhotoError> {
    if is_stored_form(photo.bytes()) {
        return Ok(photo.clone());
    }
    let img = decode_bounded(photo.bytes()).map_err(|e| match e {
        Refusal::TooManyPixels => PhotoError::TooManyPixels,
        Refusal::Unreadable => PhotoError::NotAnImage,
    })?;
    let img = flatten(img);
    let (w, h) = img.dimensions();
    let img = if w.max(h) > STORED_PHOTO_SIDE {
        img.resize(
            STORED_PHOTO_SIDE,
            STORED_PHOTO_SIDE,
            image::imageops::FilterType::Triangle,
        )
    } else {
        img
    };
    let mut out = Vec::new();
    JpegEncoder::new_with_quality(&mut out, 88)
        .encode_image(&img)
        .map_err(|_| PhotoError::NotAnImage)?;
    Photo::from_jpeg(out)
}

/// A baseline or progressive JPEG of at most `STORED_PHOTO_SIDE` pixels a side whose header
/// holds only what an encoder needs (JFIF, tables, frame): no EXIF, XMP or comments.
fn is_stored_form(bytes: &[u8]) -> bool {
    if !bytes.starts_with(&[0xFF, 0xD8]) {
        return false;
    }
    let mut at = 2;
    let mut frame = None;
    while let (Some(&0xFF), Some(&marker)) = (bytes.get(at), bytes.get(at + 1)) {
        let Some(len) = bytes
            .get(at + 2..at + 4)
            .map(|b| usize::from(u16::from_be_bytes([b[0], b[1]])))
        else {
            return false;
        };
        match marker {
            // Start of scan: the header is over.
            0xDA => break,
            0xC0 | 0xC2 => {
                // Frame: precision, height, width.
                let dims = bytes.get(at + 5..at + 9);
                frame = dims.map(|d| {
                    (
                        u32::from(u16::from_be_bytes([d[2], d[3]])),
                        u32::from(u16::from_be_bytes([d[0], d[1]])),
                    )
                });
            }
            0xE0 | 0xDB | 0xC4 | 0xDD => {}
            _ => return false,
        }
        at += 2 + len;
    }
    frame.is_some_and(|(w, h)| w > 0 && h > 0 && w.max(h) <= STORED_PHOTO_SIDE)
}

enum Refusal {
    TooManyPixels,
    Unreadable,
}

/// Decodes an image whose header declares at most `MAX_PHOTO_SIDE` pixels a side, with the
/// decoder's own limits set as well, so no file can make it allocate more than that size needs.
fn decode_bounded(bytes: &[u8]) -> Result<DynamicImage, Refusal> {
    let reader = || {
        ImageReader::new(Cursor::new(bytes))
            .with_guessed_format()
            .map_err(|_| Refusal::Unreadable)
    };
    let (w, h) = reader()?
        .into_dimensions()
        .map_err(|_| Refusal::Unreadable)?;
    if w.max(h) > MAX_PHOTO_SIDE {
        return Err(Refusal::TooManyPixels);
    }
    let mut limits = image::Limits::default();
    limits.max_image_width = Some(MAX_PHOTO_SIDE);
    limits.max_image_height = Some(MAX_PHOTO_SIDE);
    limits.max_alloc = Some(u64::from(MAX_PHOTO_SIDE).pow(2) * 4 + (1 << 20));
    let mut reader = reader()?;
    reader.limits(limits);
    reader.decode().map_err(|e| match e {
        image::ImageError::Limits(_) => Refusal::TooManyPixels,
        _ => Refusal::Unreadable,
    })
}

/// Decodes a `data:image/…;base64,…` URL. `None` when it is not a readable image (or larger
/// than any upload may be): a resume without its photo is better than no PDF.
pub fn prepare(data_url: &str) -> Option<Jpeg> {
    let (_, payload) = data_url.split_once(',')?;
    let bytes = base64::engine::general_purpose::STANDARD
        .decode(payload.trim())
        .ok()?;
    if bytes.starts_with(&[0xFF, 0xD8, 0xFF]) && bytes.len() <= PASS_THROUGH_BYTES {
        let (width, height, color) = {
            let decoder = ImageReader::new(Cursor::new(&bytes))
                .with_guessed_format()
                .ok()?
                .into_decoder()
                .ok()?;
            let (w, h) = decoder.dimensions();
            (w, h, decoder.color_type())
        };
        let gray = color == image::ColorType::L8;
        if (gray || color == image::ColorType::Rgb8) && width.max(height) <= PASS_THROUGH_SIDE {
            return Some(Jpeg {
                bytes,
                width,
                height,
                gray,
                reencoded: false,
            });
        }
    }
    let img = decode_bounded(&bytes).ok()?;
    let img = flatten(img);
    let (w, h) = img.dimensions();
    let img = if w.max(h) > MAX_SIDE {
        // `thumbnail` box-samples: several times faster than a filtered resize, and the
        // difference is invisible at 30 mm.
        img.thumbnail(MAX_SIDE, MAX_SIDE)
    } else {
        img
    };
    let (width, height) = img.dimensions();
    let mut out = Vec::new();
    JpegEncoder::new_with_quality(&mut out, 85)
        .encode_image(&img)
        .ok()?;
    Some(Jpeg {
        bytes: out,
        width,
        height,
        gray: false,
        reencoded: true,
    })
}

/// RGB with any alpha composited onto white.
fn flatten(img: DynamicImage) -> DynamicImage {
    if !img.color().has_alpha() {
        return DynamicImage::ImageRgb8(img.to_rgb8());
    }
    let rgba = img.to_rgba8();
    let mut rgb = RgbImage::new(rgba.width(), rgba.height());
    for (src, dst) in rgba.pixels().zip(rgb.pixels_mut()) {
        let a = u32::from(src[3]);
        for c in 0..3 {
            dst[c] = ((u32::from(src[c]) * a + 255 * (255 - a) + 127) / 255) as u8;
        }
    }
    DynamicImage::ImageRgb8(rgb)
}

#[cfg(test)]
#[allow(clippy::expect_used)]
mod tests {
    use super::*;

    fn data_url(img: &DynamicImage, format: image::ImageFormat, mime: &str) -> String {
        let mut buf = Cursor::new(Vec::new());
        img.write_to(&mut buf, format).expect("encode");
        format!(
            "data:{mime};base64,{}",
            base64::engine::general_purpose::STANDARD.encode(buf.into_inner())
        )
    }

    fn photo(img: &DynamicImage, format: image::ImageFormat, mime: &str) -> Photo {
        Photo::parse(&data_url(img, format, mime)).expect("accepted by the upload rule")
    }

    /// A PNG header declaring `side` × `side` pixels followed by all-zero data: tiny on disk.
    fn bomb_png(side: u32) -> Vec<u8> {
        let img = image::GrayImage::new(side, side);
        let mut buf = Cursor::new(Vec::new());
        DynamicImage::ImageLuma8(img)
            .write_to(&mut buf, image::ImageFormat::Png)
            .expect("encode");
        buf.into_inner()
    }

    #[test]
    fn uploads_are_stored_as_jpegs_of_at_most_1024_pixels() {
        let img = DynamicImage::ImageRgba8(image::RgbaImage::from_pixel(
            3000,
            1500,
            image::Rgba([10, 20, 30, 128]),
        ));
        let stored =
            normalize_upload(&photo(&img, image::ImageFormat::Png, "image/png")).expect("stored");
        assert_eq!(stored.format(), vitae_domain::photo::ImageFormat::Jpeg);
        let back = image::load_from_memory(stored.bytes()).expect("jpeg");
        assert_eq!(back.dimensions(), (1024, 512));
        let small = DynamicImage::ImageRgb8(RgbImage::from_pixel(40, 30, image::Rgb([1, 2, 3])));
        let kept =
            normalize_upload(&photo(&small, image::ImageFormat::Gif, "image/gif")).expect("gif");
        assert_eq!(
            image::load_from_memory(kept.bytes())
                .expect("jpeg")
                .dimensions(),
            (40, 30)
        );
    }

    #[test]
    fn a_stored_photo_saved_again_is_kept_byte_for_byte() {
        let img = DynamicImage::ImageRgb8(RgbImage::from_fn(600, 800, |x, y| {
            image::Rgb([(x % 256) as u8, (y % 256) as u8, 90])
        }));
        let first =
            normalize_upload(&photo(&img, image::ImageFormat::Png, "image/png")).expect("stored");
        let again = normalize_upload(&first).expect("stored again");
        assert_eq!(first, again);
        let mut with_comment = first.bytes()[..2].to_vec();
        with_comment.extend_from_slice(&[0xFF, 0xFE, 0, 6, b'g', b'p', b's', b'!']);
        with_comment.extend_from_slice(&first.bytes()[2..]);
        let commented = Photo::from_jpeg(with_comment).expect("jpeg");
        let cleaned = normalize_upload(&commented).expect("re-encoded");
        assert!(!cleaned.bytes().windows(4).any(|w| w == b"gps!"));
    }

    #[test]
    fn an_image_declaring_more_than_4096_pixels_a_side_is_refused_undecoded() {
        let bomb = bomb_png(4097);
        assert!(
            bomb.len() < 100_000,
            "the bomb is small: {} bytes",
            bomb.len()
        );
        let url = format!(
            "data:image/png;base64,{}",
            base64::engine::general_purpose::STANDARD.encode(&bomb)
        );
        let upload = Photo::parse(&url).expect("passes the byte-size rule");
        assert_eq!(normalize_upload(&upload), Err(PhotoError::TooManyPixels));
        assert!(
            prepare(&url).is_none(),
            "a stored bomb renders without its photo"
        );
    }

    #[test]
    fn transparent_png_is_flattened_onto_white() {
        let img = DynamicImage::ImageRgba8(image::RgbaImage::from_pixel(
            8,
            8,
            image::Rgba([0, 0, 0, 0]),
        ));
        let jpeg = prepare(&data_url(&img, image::ImageFormat::Png, "image/png")).expect("decodes");
        let back = image::load_from_memory(&jpeg.bytes)
            .expect("jpeg")
            .to_rgb8();
        assert!(back
            .pixels()
            .all(|p| p[0] > 245 && p[1] > 245 && p[2] > 245));
    }

    #[test]
    fn small_jpegs_pass_through_untouched() {
        let img = DynamicImage::ImageRgb8(RgbImage::from_pixel(500, 400, image::Rgb([9, 99, 199])));
        let url = data_url(&img, image::ImageFormat::Jpeg, "image/jpeg");
        let jpeg = prepare(&url).expect("decodes");
        let (_, payload) = url.split_once(',').expect("data url");
        let original = base64::engine::general_purpose::STANDARD
            .decode(payload)
            .expect("base64");
        assert_eq!(jpeg.bytes, original);
        assert_eq!((jpeg.width, jpeg.height), (500, 400));
    }

    #[test]
    fn large_photos_are_downscaled_and_gif_reads() {
        let img =
            DynamicImage::ImageRgb8(RgbImage::from_pixel(900, 600, image::Rgb([200, 10, 10])));
        let jpeg = prepare(&data_url(&img, image::ImageFormat::Png, "image/png")).expect("decodes");
        assert_eq!((jpeg.width, jpeg.height), (360, 240));
        let small = DynamicImage::ImageRgba8(image::RgbaImage::from_pixel(
            10,
            10,
            image::Rgba([10, 200, 10, 255]),
        ));
        let gif =
            prepare(&data_url(&small, image::ImageFormat::Gif, "image/gif")).expect("gif decodes");
        assert_eq!((gif.width, gif.height), (10, 10));
        assert!(prepare("data:image/png;base64,aGVsbG8=").is_none());
    }
}
