//! The profile photo, made ready for a PDF: a JPEG (DCTDecode) of at most `MAX_SIDE` pixels a
//! side, any transparency flattened onto white.

use std::collections::VecDeque;
use std::hash::{BuildHasher, RandomState};
use std::io::Cursor;
use std::sync::{Arc, Mutex, OnceLock};

use base64::Engine;
use image::codecs::jpeg::JpegEncoder;
use image::{DynamicImage, GenericImageView, ImageDecoder, ImageReader, RgbImage};

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

/// Decodes a `data:image/…;base64,…` URL. `None` when it is not a readable image: a resume
/// without its photo is better than no PDF.
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
    let img = image::load_from_memory(&bytes).ok()?;
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
