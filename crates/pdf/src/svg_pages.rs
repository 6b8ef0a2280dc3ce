//! The pages of a resume as inline SVG, for a web page to show at its first paint: drawn from
//! the same laid-out pages the PDF writer draws (bands, rules, the photo, each line's runs where
//! the shaper put them), so a shared link shows the document its visitor downloads, with no
//! script. Text stays text (selectable, read by screen readers, found by the browser's search):
//! each run is a `<text>` in the WOFF2 copy of the face the PDF embeds, so the browser's shaper
//! gives it the advances the PDF's did. A face a visitor's browser cannot have (a system CJK
//! font) falls back to the browser's own, held to the PDF's width with `textLength`; only
//! there, as it makes the browser place every character itself (a third of the page's layout
//! time at a phone's speed).

use std::collections::BTreeSet;
use std::fmt::{self, Write};

use vitae_domain::resume::{AiEnhancedData, ResumeData};

use crate::card::escape;
use crate::compose::{PhotoPlace, Rect};
use crate::draw::Op;
use crate::fonts::{self, Category, FaceId};
use crate::layout::Rgb;
use crate::photo::Jpeg;
use crate::rules::PHOTO_RING;
use crate::typeset::{GlyphRun, Line};
use crate::writer::{PT_PER_MM, WATERMARK, WATERMARK_EM};
use crate::{lay_out, RenderOptions, MAX_PAGES};

/// Every page of `resume` as an `<svg>` in millimetres (its `viewBox`), scaled by the page's
/// CSS to any width, after one `<style>` with the faces they use. `label(page, pages)` names
/// each page for assistive technology ("Page 1 of 2", in the page's language). The photo is
/// an `<image>` of `photo_href`, where the page serves [`crate::page_photo`]: its own request,
/// cached on its own, keeps the page's HTML to text and shapes (a photo inlined as base64 is
/// tens of kilobytes that compress to nothing and hold back the first paint).
pub fn render_svg_pages(
    resume: &ResumeData,
    enhanced: &AiEnhancedData,
    options: &RenderOptions,
    label: &dyn Fn(usize, usize) -> String,
    photo_href: &str,
) -> String {
    let laid = lay_out(resume, enhanced, options, MAX_PAGES);
    let (w, h) = laid.size;
    let mut faces = BTreeSet::new();
    let mut pages = String::new();
    let count = laid.pages.len();
    for (i, page) in laid.pages.iter().enumerate() {
        let mut svg = Svg {
            out: String::with_capacity(32 * 1024),
            faces: &mut faces,
        };
        svg.open(w, h, &label(i + 1, count));
        let bands = if i == 0 {
            &laid.layout.first_page
        } else {
            &laid.layout.later_pages
        };
        for band in bands {
            svg.band(band);
        }
        if let (0, Some(place), Some(jpeg)) = (i, laid.layout.photo, laid.photo.as_deref()) {
            svg.photo(&place, jpeg, photo_href);
        }
        for op in &page.ops {
            svg.op(op);
        }
        if options.watermark {
            svg.watermark(w, h);
        }
        svg.out.push_str("</svg>");
        pages.push_str(&svg.out);
    }
    let mut out = String::with_capacity(pages.len() + 1024);
    out.push_str("<style>.vitae-page text{white-space:pre}");
    for face in faces {
        if let Some((family, style)) = fonts::web_face(face) {
            let css_name = format!("vitae-{}-{style}", family.id);
            out.push_str(&fonts::web::font_face_rules(&css_name, family, style, ""));
        }
    }
    out.push_str("</style>");
    out.push_str(&pages);
    out
}

/// One page's SVG being written, and the faces the document has used so far.
struct Svg<'a> {
    out: String,
    faces: &'a mut BTreeSet<FaceId>,
}

/// A length in millimetres, written with at most two decimals (a hundredth of a millimetre is
/// far below a screen pixel at any zoom a page is read at).
struct Mm(f32);

impl fmt::Display for Mm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let rounded = (self.0 * 100.0).round() / 100.0;
        if rounded == rounded.trunc() {
            write!(f, "{}", rounded as i64)
        } else {
            write!(f, "{rounded}")
        }
    }
}

/// `#rrggbb`.
struct Hex(Rgb);

impl fmt::Display for Hex {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Rgb(r, g, b) = self.0;
        write!(f, "#{r:02x}{g:02x}{b:02x}")
    }
}

impl Svg<'_> {
    fn open(&mut self, w: f32, h: f32, label: &str) {
        // Text runs set their own direction: a right-to-left page around it must not turn
        // their anchors.
        let _ = write!(
            self.out,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"vitae-page\" viewBox=\"0 0 {w} {h}\" \
             role=\"group\" aria-label=\"{label}\" direction=\"ltr\">\
             <rect width=\"{w}\" height=\"{h}\" fill=\"#fff\"/>",
            w = Mm(w),
            h = Mm(h),
            label = escape(label),
        );
    }

    fn band(&mut self, band: &Rect) {
        self.rect(band.x, band.y, band.w, band.h, 0.0, band.color);
    }

    fn rect(&mut self, x: f32, y: f32, w: f32, h: f32, radius: f32, color: Rgb) {
        let _ = write!(
            self.out,
            "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{}\"",
            Mm(x),
            Mm(y),
            Mm(w),
            Mm(h),
            Hex(color)
        );
        if radius > 0.0 {
            let _ = write!(self.out, " rx=\"{}\"", Mm(radius));
        }
        self.out.push_str("/>");
    }

    fn op(&mut self, op: &Op) {
        match op {
            Op::Text { x, baseline, line } => self.line(*x, *baseline, line),
            Op::Stroke {
                from,
                to,
                width,
                color,
            } => {
                let _ = write!(
                    self.out,
                    "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"{}\" stroke-width=\"{}\"/>",
                    Mm(from.0),
                    Mm(from.1),
                    Mm(to.0),
                    Mm(to.1),
                    Hex(*color),
                    Mm(width / PT_PER_MM)
                );
            }
            Op::Fill {
                x,
                y,
                w,
                h,
                radius,
                color,
            } => self.rect(*x, *y, *w, *h, *radius, *color),
        }
    }

    /// Each run of a line as one `<text>`: the browser shapes it again with the same face. The
    /// runs go in the order they were typed (each is placed by its own `x`), so the page's text
    /// reads in logical order, every space once: a space where a right-to-left and a
    /// left-to-right run meet is in one of them, and a run of only a space stays.
    fn line(&mut self, x: f32, baseline: f32, line: &Line) {
        let mut runs: Vec<(usize, &GlyphRun)> = line
            .runs
            .iter()
            .filter_map(|run| Some((run.glyphs.iter().map(|g| g.cluster.start).min()?, run)))
            .collect();
        runs.sort_by_key(|(start, _)| *start);
        for (_, run) in runs {
            let text = logical_text(run, line);
            if text.is_empty() {
                continue;
            }
            self.faces.insert(run.face);
            let left = x + run.x / PT_PER_MM;
            let width = run.width() / PT_PER_MM;
            // A right-to-left run starts at its right edge.
            let (at, direction) = if run.rtl {
                (left + width, "rtl")
            } else {
                (left, "ltr")
            };
            let _ = write!(
                self.out,
                "<text x=\"{}\" y=\"{}\" font-size=\"{}\" font-family=\"{}\" fill=\"{}\" \
                 direction=\"{direction}\" unicode-bidi=\"bidi-override\"",
                Mm(at),
                Mm(baseline),
                Mm(run.size / PT_PER_MM),
                font_family(run.face),
                Hex(run.color),
            );
            if fonts::web_face(run.face).is_none() {
                let _ = write!(self.out, " textLength=\"{}\"", Mm(width));
            }
            let _ = write!(self.out, ">{}</text>", escape(&text));
        }
    }

    /// The photo in its square or circle, covering it, with its ring, grey where the template
    /// shows it so.
    fn photo(&mut self, place: &PhotoPlace, jpeg: &Jpeg, href: &str) {
        let (x, y, s) = (place.x, place.y, place.size);
        let shape = |inset: f32, fill: &str| {
            if place.round {
                format!(
                    "<circle cx=\"{}\" cy=\"{}\" r=\"{}\"{fill}/>",
                    Mm(x + s / 2.0),
                    Mm(y + s / 2.0),
                    Mm(s / 2.0 + inset)
                )
            } else {
                format!(
                    "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\"{fill}/>",
                    Mm(x - inset),
                    Mm(y - inset),
                    Mm(s + 2.0 * inset),
                    Mm(s + 2.0 * inset)
                )
            }
        };
        if let Some(ring) = place.ring {
            let fill = format!(" fill=\"{}\"", Hex(ring));
            self.out.push_str(&shape(PHOTO_RING / PT_PER_MM, &fill));
        }
        let (iw, ih) = (jpeg.width.max(1) as f32, jpeg.height.max(1) as f32);
        let scale = s / iw.min(ih);
        let (dw, dh) = (iw * scale, ih * scale);
        let _ = write!(
            self.out,
            "<clipPath id=\"vitae-photo-clip\">{}</clipPath>",
            shape(0.0, "")
        );
        if place.gray {
            self.out.push_str(
                "<filter id=\"vitae-photo-gray\"><feColorMatrix type=\"saturate\" values=\"0\"/></filter>",
            );
        }
        let _ = write!(
            self.out,
            "<image x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" clip-path=\"url(#vitae-photo-clip)\"{} href=\"{}\"/>",
            Mm(x - (dw - s) / 2.0),
            Mm(y - (dh - s) / 2.0),
            Mm(dw),
            Mm(dh),
            if place.gray {
                " filter=\"url(#vitae-photo-gray)\""
            } else {
                ""
            },
            escape(href),
        );
    }

    /// "VITAE PREVIEW" along the page's diagonal, as the PDF draws it.
    fn watermark(&mut self, w: f32, h: f32) {
        let (pw, ph) = (w * PT_PER_MM, h * PT_PER_MM);
        let size = ((pw * pw + ph * ph).sqrt() * 0.72 / WATERMARK_EM).floor() / PT_PER_MM;
        let degrees = -h.atan2(w).to_degrees();
        let _ = write!(
            self.out,
            "<text x=\"{cx}\" y=\"{cy}\" transform=\"rotate({degrees} {cx} {cy})\" \
             text-anchor=\"middle\" dominant-baseline=\"central\" font-size=\"{size}\" \
             font-family=\"Arial, Helvetica, sans-serif\" font-weight=\"700\" fill=\"#6b7380\" \
             fill-opacity=\"0.16\" textLength=\"{length}\">{WATERMARK}</text>",
            cx = Mm(w / 2.0),
            cy = Mm(h / 2.0),
            degrees = Mm(degrees),
            size = Mm(size),
            length = Mm(size * WATERMARK_EM),
        );
    }
}

/// A run's characters as typed: a run is one stretch of one direction, so its text is the
/// paragraph's from its first character to its last (the browser orders it for display).
fn logical_text(run: &GlyphRun, line: &Line) -> String {
    let start = run.glyphs.iter().map(|g| g.cluster.start).min();
    let end = run.glyphs.iter().map(|g| g.cluster.end).max();
    match (start, end) {
        (Some(start), Some(end)) => {
            crate::writer::visible_text(line.text.get(start..end).unwrap_or_default())
        }
        _ => String::new(),
    }
}

/// The face's WOFF2 copy, then the generic family of its kind.
fn font_family(face: FaceId) -> String {
    match fonts::web_face(face) {
        Some((family, style)) => {
            format!("vitae-{}-{style}, {}", family.id, generic(family.category))
        }
        None => "sans-serif".to_owned(),
    }
}

fn generic(category: Category) -> &'static str {
    match category {
        Category::Sans => "sans-serif",
        Category::Serif => "serif",
        Category::Mono => "monospace",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{render, sample_resume, Content, Paper};
    use vitae_domain::resume::{TemplateStyle, WorkExperience};

    fn options(template: TemplateStyle, watermark: bool) -> RenderOptions {
        RenderOptions {
            template,
            content: Content::Enhanced,
            paper: None,
            watermark,
        }
    }

    fn pages(resume: &ResumeData, options: &RenderOptions) -> String {
        render_svg_pages(
            resume,
            &AiEnhancedData::default(),
            options,
            &|page, pages| format!("Page {page} of {pages}"),
            "/photo?a=1&b=2",
        )
    }

    fn pdf_pages(resume: &ResumeData, options: &RenderOptions) -> usize {
        let pdf = render(resume, &AiEnhancedData::default(), options).expect("pdf");
        let text = String::from_utf8_lossy(&pdf);
        text.matches("/Type /Page").count() - text.matches("/Type /Pages").count()
    }

    fn long_resume() -> ResumeData {
        let (mut resume, _) = sample_resume();
        let job = resume.work_experience[0].clone();
        resume.work_experience = (0..9)
            .map(|i| WorkExperience {
                company: format!("Company {i}"),
                ..job.clone()
            })
            .collect();
        resume
    }

    #[test]
    fn every_page_the_pdf_prints_is_an_svg_of_its_paper() {
        let resume = long_resume();
        for template in [TemplateStyle::Modern, TemplateStyle::Corporate] {
            let options = options(template, true);
            let svg = pages(&resume, &options);
            let printed = pdf_pages(&resume, &options);
            assert!(printed >= 2, "the long resume fills two pages");
            assert_eq!(svg.matches("<svg ").count(), printed, "{template:?}");
            assert!(svg.contains("viewBox=\"0 0 210 297\""));
            assert!(svg.contains(&format!("aria-label=\"Page {printed} of {printed}\"")));
        }
        let mut letter = resume.clone();
        letter.design.paper = Some(Paper::Letter);
        let svg = pages(&letter, &options(TemplateStyle::Modern, true));
        assert!(
            svg.contains("viewBox=\"0 0 215.9 279.4\""),
            "{}",
            &svg[..300]
        );
    }

    #[test]
    fn text_is_text_in_the_faces_the_pdf_embeds_and_escaped() {
        let (mut resume, _) = sample_resume();
        resume.name = "Ana <b>Souza</b> & Co".into();
        resume.design.font = Some("lato".into());
        let svg = pages(&resume, &options(TemplateStyle::Modern, false));
        assert!(
            svg.contains(">Ana &lt;b&gt;Souza&lt;/b&gt; &amp; Co</text>"),
            "the name, whole and escaped"
        );
        assert!(!svg.contains("<b>"));
        assert!(svg.contains("Northwind Health"));
        // Every face a run names is declared, from its WOFF2 copy.
        let named = "font-family=\"vitae-";
        let used: BTreeSet<&str> = svg
            .match_indices(named)
            .filter_map(|(at, _)| svg[at + named.len()..].split(',').next())
            .collect();
        assert!(used.iter().any(|f| f.starts_with("lato-")), "{used:?}");
        for face in used {
            assert!(
                svg.contains(&format!(
                    "font-family:\"vitae-{face}\";src:url(\"/fonts/{face}-latin.woff2\")"
                )),
                "{face} is declared"
            );
        }
    }

    #[test]
    fn the_watermark_is_drawn_only_when_asked_for() {
        let (resume, _) = sample_resume();
        let marked = pages(&resume, &options(TemplateStyle::Elegant, true));
        let clean = pages(&resume, &options(TemplateStyle::Elegant, false));
        assert_eq!(marked.matches(">VITAE PREVIEW</text>").count(), 1);
        assert!(!clean.contains("VITAE PREVIEW"));
    }

    #[test]
    fn only_faces_a_browser_cannot_fetch_are_held_to_the_pdfs_width() {
        let (mut resume, _) = sample_resume();
        resume.language = "zh".into();
        resume.name = "王小明".into();
        let svg = pages(&resume, &options(TemplateStyle::Modern, false));
        // The name is set in the machine's CJK face (no WOFF2 of ours): the browser's own CJK
        // font draws it, at the PDF's width.
        let name = svg
            .split("<text ")
            .find(|t| t.contains(">王小明</text>"))
            .expect("the name");
        assert!(name.contains("font-family=\"sans-serif\""), "{name}");
        assert!(name.contains("textLength=\""), "{name}");
        let latin = svg
            .split("<text ")
            .find(|t| t.contains(">Northwind Health</text>"))
            .expect("a Latin run");
        assert!(!latin.contains("textLength"), "{latin}");
    }

    #[test]
    fn right_to_left_runs_keep_their_typed_order_and_direction() {
        let (mut resume, _) = sample_resume();
        resume.language = "ar".into();
        resume.name = "ليلى حداد".into();
        resume.job_title = "مهندسة برمجيات 2020".into();
        let svg = pages(&resume, &options(TemplateStyle::Modern, false));
        assert!(svg.contains("direction=\"rtl\" unicode-bidi=\"bidi-override\""));
        assert!(svg.contains(">ليلى حداد</text>"), "the name as typed");
        // The number is a left-to-right run of its own inside the Arabic line.
        assert!(svg.contains("direction=\"ltr\" unicode-bidi=\"bidi-override\">2020</text>"));
    }

    #[test]
    fn the_photo_is_drawn_from_its_own_address_not_inlined() {
        use base64::Engine;
        let (mut resume, _) = sample_resume();
        let portrait = image::RgbImage::from_fn(800, 600, |x, y| {
            image::Rgb([(x % 256) as u8, (y % 256) as u8, 90])
        });
        let mut png = std::io::Cursor::new(Vec::new());
        image::DynamicImage::ImageRgb8(portrait)
            .write_to(&mut png, image::ImageFormat::Png)
            .expect("encode");
        let options = options(TemplateStyle::Modern, false);
        let without = pages(&resume, &options);
        assert!(!without.contains("<image "));
        assert_eq!(crate::page_photo(&resume), None);

        resume.profile_photo = Some(format!(
            "data:image/png;base64,{}",
            base64::engine::general_purpose::STANDARD.encode(png.into_inner())
        ));
        let svg = pages(&resume, &options);
        assert_eq!(svg.matches("<image ").count(), 1);
        assert!(
            svg.contains("href=\"/photo?a=1&amp;b=2\"/>"),
            "the address, escaped"
        );
        assert!(!svg.contains("base64"), "no photo bytes in the page");
        // What the address serves: the JPEG the PDF embeds, scaled down for print.
        let jpeg = crate::page_photo(&resume).expect("a photo");
        assert!(jpeg.starts_with(&[0xFF, 0xD8, 0xFF]));
        let decoded = image::load_from_memory(&jpeg).expect("a readable JPEG");
        assert_eq!((decoded.width(), decoded.height()), (360, 270));
    }
}
