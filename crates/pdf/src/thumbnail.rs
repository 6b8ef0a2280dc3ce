//! Thumbnails: the first page of a resume as a small PNG, drawn from the same laid-out page the
//! PDF writer draws (bands, rules, the photo, every glyph the shaper placed, in the same fonts),
//! so a template picker or a dashboard card shows the page the PDF will print, not a picture of
//! one. Glyph outlines and shapes are filled with tiny-skia (part of resvg).

use resvg::tiny_skia::{
    self, FillRule, Paint, Path, PathBuilder, Pattern, Pixmap, SpreadMode, Stroke, Transform,
};
use rustybuzz::ttf_parser::{GlyphId, OutlineBuilder};
use vitae_domain::error::WithContext;
use vitae_domain::resume::{
    AiEnhancedData, Education, ExperienceLevel, ResumeData, WorkExperience,
};

use crate::compose::PhotoPlace;
use crate::draw::Op;
use crate::fonts;
use crate::layout::Rgb;
use crate::photo::Jpeg;
use crate::rules::PHOTO_RING;
use crate::typeset::Line;
use crate::writer::{KAPPA, PT_PER_MM};
use crate::{lay_out, PdfError, RenderOptions};

/// Thumbnails are this many pixels wide; the height follows the paper.
pub const THUMBNAIL_WIDTH: u32 = 360;

/// The first page of `resume` as a PNG `THUMBNAIL_WIDTH` pixels wide (never watermarked: it is
/// a picture of the layout, not a copy of the document).
pub fn render_thumbnail(
    resume: &ResumeData,
    enhanced: &AiEnhancedData,
    options: &RenderOptions,
) -> Result<Vec<u8>, PdfError> {
    let laid = lay_out(resume, enhanced, options, 1);
    let (w_mm, h_mm) = laid.size;
    let px = THUMBNAIL_WIDTH as f32 / w_mm;
    let height = (h_mm * px).round() as u32;
    let mut pixmap = Pixmap::new(THUMBNAIL_WIDTH, height)
        .ok_or_else(|| PdfError::Layout("a page of no size".into()))?;
    pixmap.fill(tiny_skia::Color::WHITE);
    let canvas = Canvas { px };
    for band in &laid.layout.first_page {
        canvas.fill_rect(
            &mut pixmap,
            (band.x, band.y, band.w, band.h),
            0.0,
            band.color,
        );
    }
    if let (Some(place), Some(jpeg)) = (laid.layout.photo, laid.photo.as_deref()) {
        canvas.photo(&mut pixmap, &place, jpeg);
    }
    for op in laid
        .pages
        .first()
        .map(|p| p.ops.as_slice())
        .unwrap_or_default()
    {
        match op {
            Op::Text { x, baseline, line } => canvas.line(&mut pixmap, *x, *baseline, line),
            Op::Stroke {
                from,
                to,
                width,
                color,
            } => canvas.stroke(&mut pixmap, *from, *to, *width, *color),
            Op::Fill {
                x,
                y,
                w,
                h,
                radius,
                color,
            } => canvas.fill_rect(&mut pixmap, (*x, *y, *w, *h), *radius, *color),
        }
    }
    pixmap
        .encode_png()
        .map_err(|e| PdfError::Layout(WithContext::new("thumbnail png", e).into()))
}

/// Draws in millimetres from the page's top-left corner onto a pixmap `px` pixels per mm.
struct Canvas {
    px: f32,
}

fn paint(color: Rgb) -> Paint<'static> {
    let mut paint = Paint::default();
    paint.set_color_rgba8(color.0, color.1, color.2, 255);
    paint.anti_alias = true;
    paint
}

impl Canvas {
    fn fill_rect(
        &self,
        pixmap: &mut Pixmap,
        (x, y, w, h): (f32, f32, f32, f32),
        radius: f32,
        color: Rgb,
    ) {
        let k = self.px;
        let path = if radius > 0.0 {
            rounded_rect(x * k, y * k, w * k, h * k, radius * k)
        } else {
            tiny_skia::Rect::from_xywh(x * k, y * k, w * k, h * k).map(PathBuilder::from_rect)
        };
        if let Some(path) = path {
            pixmap.fill_path(
                &path,
                &paint(color),
                FillRule::Winding,
                Transform::identity(),
                None,
            );
        }
    }

    fn stroke(
        &self,
        pixmap: &mut Pixmap,
        from: (f32, f32),
        to: (f32, f32),
        width: f32,
        color: Rgb,
    ) {
        let k = self.px;
        let mut pb = PathBuilder::new();
        pb.move_to(from.0 * k, from.1 * k);
        pb.line_to(to.0 * k, to.1 * k);
        let Some(path) = pb.finish() else { return };
        // At least a hairline: a 0.5 pt rule is a fifth of a pixel here.
        let stroke = Stroke {
            width: (width / PT_PER_MM * k).max(0.6),
            ..Stroke::default()
        };
        pixmap.stroke_path(&path, &paint(color), &stroke, Transform::identity(), None);
    }

    /// One line of shaped text, glyph by glyph, where the PDF writer puts each glyph.
    fn line(&self, pixmap: &mut Pixmap, x: f32, baseline: f32, line: &Line) {
        let k = self.px / PT_PER_MM; // pixels per point
        let (left, base) = (x * self.px, baseline * self.px);
        for run in &line.runs {
            let face = fonts::book().face(run.face);
            let scale = run.size / face.units_per_em * k;
            let paint = paint(run.color);
            let mut pen = run.x;
            for g in &run.glyphs {
                let mut outline = Outline(PathBuilder::new());
                if face
                    .shaper
                    .outline_glyph(GlyphId(g.id), &mut outline)
                    .is_some()
                {
                    if let Some(path) = outline.0.finish() {
                        let at = Transform::from_row(
                            scale,
                            0.0,
                            0.0,
                            -scale,
                            left + (pen + g.dx) * k,
                            base - g.dy * k,
                        );
                        pixmap.fill_path(&path, &paint, FillRule::Winding, at, None);
                    }
                }
                pen += g.advance;
            }
        }
    }

    /// The photo, cropped to its square (or circle) and its ring, as the PDF places it.
    fn photo(&self, pixmap: &mut Pixmap, place: &PhotoPlace, jpeg: &Jpeg) {
        let k = self.px;
        let (x, y, s) = (place.x * k, place.y * k, place.size * k);
        let shape = |inset: f32| {
            if place.round {
                PathBuilder::from_circle(x + s / 2.0, y + s / 2.0, s / 2.0 + inset)
            } else {
                tiny_skia::Rect::from_xywh(x - inset, y - inset, s + 2.0 * inset, s + 2.0 * inset)
                    .map(PathBuilder::from_rect)
            }
        };
        // The ring's width is in points, as the PDF draws it.
        if let (Some(ring), Some(path)) = (place.ring, shape(PHOTO_RING / PT_PER_MM * k)) {
            pixmap.fill_path(
                &path,
                &paint(ring),
                FillRule::Winding,
                Transform::identity(),
                None,
            );
        }
        let Some(image) = decoded(jpeg, place.gray) else {
            return;
        };
        let Some(path) = shape(0.0) else { return };
        let (iw, ih) = (image.width() as f32, image.height() as f32);
        let scale = s / iw.min(ih);
        let (dx, dy) = (x - (iw * scale - s) / 2.0, y - (ih * scale - s) / 2.0);
        let shader = Pattern::new(
            image.as_ref(),
            SpreadMode::Pad,
            tiny_skia::FilterQuality::Bilinear,
            1.0,
            Transform::from_row(scale, 0.0, 0.0, scale, dx, dy),
        );
        let paint = Paint {
            shader,
            anti_alias: true,
            ..Paint::default()
        };
        pixmap.fill_path(
            &path,
            &paint,
            FillRule::Winding,
            Transform::identity(),
            None,
        );
    }
}

/// The photo as pixels, in grey where the template shows it so.
fn decoded(jpeg: &Jpeg, gray: bool) -> Option<Pixmap> {
    let image = image::load_from_memory_with_format(&jpeg.bytes, image::ImageFormat::Jpeg).ok()?;
    let rgba = if gray {
        image::DynamicImage::ImageLuma8(image.to_luma8()).to_rgba8()
    } else {
        image.to_rgba8()
    };
    let (w, h) = rgba.dimensions();
    Pixmap::from_vec(rgba.into_raw(), tiny_skia::IntSize::from_wh(w, h)?)
}

fn rounded_rect(x: f32, y: f32, w: f32, h: f32, r: f32) -> Option<Path> {
    let r = r.min(w / 2.0).min(h / 2.0);
    let c = r * (1.0 - KAPPA);
    let mut pb = PathBuilder::new();
    pb.move_to(x + r, y);
    pb.line_to(x + w - r, y);
    pb.cubic_to(x + w - c, y, x + w, y + c, x + w, y + r);
    pb.line_to(x + w, y + h - r);
    pb.cubic_to(x + w, y + h - c, x + w - c, y + h, x + w - r, y + h);
    pb.line_to(x + r, y + h);
    pb.cubic_to(x + c, y + h, x, y + h - c, x, y + h - r);
    pb.line_to(x, y + r);
    pb.cubic_to(x, y + c, x + c, y, x + r, y);
    pb.close();
    pb.finish()
}

/// A glyph's outline, in font units, y up.
struct Outline(PathBuilder);

impl OutlineBuilder for Outline {
    fn move_to(&mut self, x: f32, y: f32) {
        self.0.move_to(x, y);
    }
    fn line_to(&mut self, x: f32, y: f32) {
        self.0.line_to(x, y);
    }
    fn quad_to(&mut self, x1: f32, y1: f32, x: f32, y: f32) {
        self.0.quad_to(x1, y1, x, y);
    }
    fn curve_to(&mut self, x1: f32, y1: f32, x2: f32, y2: f32, x: f32, y: f32) {
        self.0.cubic_to(x1, y1, x2, y2, x, y);
    }
    fn close(&mut self) {
        self.0.close();
    }
}

/// The resume a template's thumbnail shows: short enough for one page in every template, with
/// every part a template styles (header, summary, entries, a bullet list, skills).
pub fn sample_resume() -> (ResumeData, AiEnhancedData) {
    let job = |position: &str, company: &str, duration: &str, description: &str| WorkExperience {
        position: position.into(),
        company: company.into(),
        duration: duration.into(),
        description: description.into(),
        ..Default::default()
    };
    let data = ResumeData {
        name: "Jordan Lee".into(),
        email: "jordan.lee@example.com".into(),
        phone: "+1 555 010 0199".into(),
        location: "Austin, TX".into(),
        summary: "Product designer who turns research into interfaces people finish using. \
                  Eight years across fintech and health, from first sketch to shipped release."
            .into(),
        job_title: "Senior Product Designer".into(),
        experience_level: ExperienceLevel::Senior,
        work_experience: vec![
            job(
                "Senior Product Designer",
                "Northwind Health",
                "2021 – Present",
                "• Led the redesign of patient sign-up; completion rose from 61% to 84%\n\
                 • Built the design system used by five product teams\n\
                 • Ran monthly research sessions with clinicians",
            ),
            job(
                "Product Designer",
                "Quantum Payments",
                "2017 – 2021",
                "• Designed the merchant dashboard used by 40 000 shops\n\
                 • Cut support tickets about payouts by a third",
            ),
            job(
                "UX Designer",
                "Lumen Studio",
                "2015 – 2017",
                "• Shipped sites and apps for twelve clients",
            ),
        ],
        education: vec![Education {
            degree: "BFA Interaction Design".into(),
            institution: "University of Texas at Austin".into(),
            year: "2015".into(),
            ..Default::default()
        }],
        skills: [
            "Figma",
            "User research",
            "Prototyping",
            "Design systems",
            "Accessibility",
        ]
        .map(String::from)
        .to_vec(),
        certifications: vec!["Nielsen Norman UX Certificate".into()],
        ..ResumeData::default()
    };
    (data, AiEnhancedData::default())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Content;
    use vitae_domain::resume::TemplateStyle;

    fn pixels(png: &[u8]) -> image::RgbaImage {
        image::load_from_memory_with_format(png, image::ImageFormat::Png)
            .expect("a PNG")
            .to_rgba8()
    }

    fn options(template: TemplateStyle) -> RenderOptions {
        RenderOptions {
            template,
            content: Content::Enhanced,
            paper: None,
            watermark: true,
        }
    }

    #[test]
    fn a_thumbnail_is_the_first_page_at_its_paper_proportions() {
        let (data, enhanced) = sample_resume();
        let png = render_thumbnail(&data, &enhanced, &options(TemplateStyle::Modern)).expect("png");
        let image = pixels(&png);
        assert_eq!(image.width(), THUMBNAIL_WIDTH);
        // A4 is 210 × 297 mm.
        assert_eq!(
            image.height(),
            (297.0 * THUMBNAIL_WIDTH as f32 / 210.0).round() as u32
        );
        // Text was drawn: a good share of the page is neither white nor the band's colour.
        let inked = image
            .pixels()
            .filter(|p| p.0[..3] != [255, 255, 255])
            .count();
        assert!(inked > image.len() / 4 / 50, "only {inked} inked pixels");
    }

    #[test]
    fn the_accent_of_the_design_colours_the_thumbnail() {
        let (mut data, enhanced) = sample_resume();
        data.design.accent = Some("#b91c1c".into());
        let red = pixels(
            &render_thumbnail(&data, &enhanced, &options(TemplateStyle::Modern)).expect("png"),
        );
        // Modern's band runs across the top: its middle is the accent.
        let band = red.get_pixel(THUMBNAIL_WIDTH / 2, 4).0;
        assert_eq!(&band[..3], &[0xb9, 0x1c, 0x1c]);
    }

    #[test]
    fn templates_differ_in_their_thumbnails() {
        let (data, enhanced) = sample_resume();
        let thumbs: Vec<Vec<u8>> = TemplateStyle::ALL
            .iter()
            .map(|t| render_thumbnail(&data, &enhanced, &options(*t)).expect("png"))
            .collect();
        for (i, a) in thumbs.iter().enumerate() {
            for b in &thumbs[i + 1..] {
                assert_ne!(a, b, "two templates drew the same thumbnail");
            }
        }
    }
}
