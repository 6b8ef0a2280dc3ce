//! Writes the laid-out pages as a PDF file (pdf-writer): the page decoration (full-bleed bands,
//! the clipped photo, the diagonal watermark), the text with its fonts and text layer
//! ([`text`]), the metadata, and the resume itself as an embedded `resume.json`.

mod text;

pub(crate) use text::visible_text;

use std::collections::HashMap;
use std::io::Write;

use pdf_writer::types::BlendMode;
use pdf_writer::{Content, Filter, Finish, Name, Pdf, Rect, Ref, Str, TextStr};

use crate::compose::{PhotoPlace, Rect as Band};
use crate::draw::{Op, Page};
use crate::layout::Rgb;
use crate::photo::Jpeg;
use crate::rules::PHOTO_RING;
use crate::PdfError;

/// Points in a millimetre: the layout measures in millimetres, PDF (and type) in points.
pub(crate) const PT_PER_MM: f32 = 72.0 / 25.4;

pub struct Meta<'a> {
    pub title: &'a str,
    pub author: &'a str,
    pub subject: &'a str,
    /// The resume as JSON Resume, embedded as `resume.json` so that importing this PDF into
    /// Vitae gives the resume back exactly.
    pub resume_json: &'a [u8],
}

/// What goes on the pages besides the laid-out content.
pub struct Decoration<'a> {
    pub first_page: &'a [Band],
    pub later_pages: &'a [Band],
    pub photo: Option<(PhotoPlace, &'a Jpeg)>,
    pub watermark: bool,
}

/// Deflates at the default level (the best level is three times slower for ~2 % less).
pub fn deflate(data: &[u8]) -> Vec<u8> {
    let mut enc = flate2::write::ZlibEncoder::new(
        Vec::with_capacity(data.len() / 2),
        flate2::Compression::default(),
    );
    // Writing to a Vec cannot fail.
    let _ = enc.write_all(data);
    enc.finish().unwrap_or_default()
}

struct Refs(i32);

impl Refs {
    fn next(&mut self) -> Ref {
        self.0 += 1;
        Ref::new(self.0)
    }
}

pub fn write(
    pages: &[Page],
    size_mm: (f32, f32),
    decoration: &Decoration<'_>,
    meta: &Meta<'_>,
) -> Result<Vec<u8>, PdfError> {
    let (pw, ph) = (size_mm.0 * PT_PER_MM, size_mm.1 * PT_PER_MM);
    let mut refs = Refs(0);
    let mut pdf = Pdf::new();
    let catalog = refs.next();
    let tree = refs.next();
    let info = refs.next();
    let photo = decoration
        .photo
        .map(|(place, jpeg)| (place, jpeg, refs.next()));
    let watermark = decoration.watermark.then(|| (refs.next(), refs.next()));
    let gray = photo
        .as_ref()
        .filter(|(place, _, _)| place.gray)
        .map(|_| refs.next());

    let mut fonts = text::Fonts::default();
    let mut page_ids = Vec::with_capacity(pages.len());
    let mut contents = Vec::with_capacity(pages.len());
    for (i, page) in pages.iter().enumerate() {
        let mut content = Content::new();
        let bands = if i == 0 {
            decoration.first_page
        } else {
            decoration.later_pages
        };
        for band in bands {
            fill(&mut content, band.color, |c| {
                c.rect(
                    band.x * PT_PER_MM,
                    ph - (band.y + band.h) * PT_PER_MM,
                    band.w * PT_PER_MM,
                    band.h * PT_PER_MM,
                );
            });
        }
        if let (0, Some((place, jpeg, _))) = (i, &photo) {
            photo_ops(&mut content, place, jpeg, ph);
        }
        for op in &page.ops {
            draw(&mut content, &mut fonts, op, ph);
        }
        if watermark.is_some() {
            watermark_ops(&mut content, pw, ph);
        }
        page_ids.push(refs.next());
        contents.push((refs.next(), deflate(&content.finish())));
    }

    let font_refs: HashMap<_, _> = fonts.resources().map(|(_, id)| (id, refs.next())).collect();
    let font_names: Vec<(String, Ref)> = fonts
        .resources()
        .filter_map(|(name, id)| Some((name.to_owned(), *font_refs.get(&id)?)))
        .collect();

    pdf.pages(tree)
        .kids(page_ids.iter().copied())
        .count(pages.len() as i32);
    for (page_id, (content_id, _)) in page_ids.iter().zip(&contents) {
        let mut page = pdf.page(*page_id);
        page.parent(tree)
            .media_box(Rect::new(0.0, 0.0, pw, ph))
            .contents(*content_id);
        let mut resources = page.resources();
        let mut font_dict = resources.fonts();
        for (name, id) in &font_names {
            font_dict.pair(Name(name.as_bytes()), *id);
        }
        if let Some((font, _)) = watermark {
            font_dict.pair(Name(b"VitaeWm"), font);
        }
        font_dict.finish();
        if let Some((_, _, image)) = &photo {
            resources.x_objects().pair(Name(b"VitaePhoto"), *image);
        }
        let mut states = resources.ext_g_states();
        if let Some((_, alpha)) = watermark {
            states.pair(Name(b"VitaeWmGs"), alpha);
        }
        if let Some(gray) = gray {
            states.pair(Name(b"VitaeGray"), gray);
        }
    }
    for (content_id, bytes) in &contents {
        pdf.stream(*content_id, bytes).filter(Filter::FlateDecode);
    }
    let mut next = || refs.next();
    fonts.write(&mut pdf, &mut next, &font_refs)?;

    if let Some((_, jpeg, image)) = &photo {
        let mut xobject = pdf.image_xobject(*image, &jpeg.bytes);
        xobject
            .width(jpeg.width as i32)
            .height(jpeg.height as i32)
            .bits_per_component(8);
        if jpeg.gray {
            xobject.color_space().device_gray();
        } else {
            xobject.color_space().device_rgb();
        }
        xobject.filter(Filter::DctDecode);
    }
    if let Some((font, alpha)) = watermark {
        pdf.type1_font(font)
            .base_font(Name(b"Helvetica-Bold"))
            .encoding_predefined(Name(b"WinAnsiEncoding"));
        pdf.ext_graphics(alpha)
            .non_stroking_alpha(0.16)
            .stroking_alpha(0.16);
    }
    if let Some(gray) = gray {
        pdf.ext_graphics(gray).blend_mode(BlendMode::Saturation);
    }
    embed_resume(&mut pdf, catalog, tree, &mut refs, meta.resume_json);
    let now = chrono::Utc::now();
    let date = pdf_writer::Date::new(chrono::Datelike::year(&now) as u16)
        .month(chrono::Datelike::month(&now) as u8)
        .day(chrono::Datelike::day(&now) as u8)
        .hour(chrono::Timelike::hour(&now) as u8)
        .minute(chrono::Timelike::minute(&now) as u8)
        .second(chrono::Timelike::second(&now) as u8)
        .utc_offset_hour(0);
    pdf.document_info(info)
        .title(TextStr(meta.title))
        .author(TextStr(meta.author))
        .subject(TextStr(meta.subject))
        .creator(TextStr("Vitae"))
        .producer(TextStr("Vitae"))
        .creation_date(date)
        .modified_date(date);
    Ok(pdf.finish())
}

fn fill(content: &mut Content, color: Rgb, path: impl FnOnce(&mut Content)) {
    let [r, g, b] = color.unit();
    content.save_state();
    content.set_fill_rgb(r, g, b);
    path(content);
    content.fill_nonzero();
    content.restore_state();
}

fn draw(content: &mut Content, fonts: &mut text::Fonts, op: &Op, ph: f32) {
    match op {
        Op::Text { x, baseline, line } => {
            fonts.draw_line(content, line, x * PT_PER_MM, ph - baseline * PT_PER_MM);
        }
        Op::Stroke {
            from,
            to,
            width,
            color,
        } => {
            let [r, g, b] = color.unit();
            content.save_state();
            content.set_stroke_rgb(r, g, b);
            content.set_line_width(*width);
            content.move_to(from.0 * PT_PER_MM, ph - from.1 * PT_PER_MM);
            content.line_to(to.0 * PT_PER_MM, ph - to.1 * PT_PER_MM);
            content.stroke();
            content.restore_state();
        }
        Op::Fill {
            x,
            y,
            w,
            h,
            radius,
            color,
        } => fill(content, *color, |c| {
            rounded_rect(
                c,
                x * PT_PER_MM,
                ph - (y + h) * PT_PER_MM,
                w * PT_PER_MM,
                h * PT_PER_MM,
                radius * PT_PER_MM,
            );
        }),
    }
}

/// Bézier handle length for a quarter circle.
pub(crate) const KAPPA: f32 = 0.552_284_8;

fn rounded_rect(c: &mut Content, x: f32, y: f32, w: f32, h: f32, r: f32) {
    let r = r.min(w / 2.0).min(h / 2.0);
    if r <= 0.0 {
        c.rect(x, y, w, h);
        return;
    }
    let k = KAPPA * r;
    c.move_to(x + r, y);
    c.line_to(x + w - r, y);
    c.cubic_to(x + w - r + k, y, x + w, y + r - k, x + w, y + r);
    c.line_to(x + w, y + h - r);
    c.cubic_to(x + w, y + h - r + k, x + w - r + k, y + h, x + w - r, y + h);
    c.line_to(x + r, y + h);
    c.cubic_to(x + r - k, y + h, x, y + h - r + k, x, y + h - r);
    c.line_to(x, y + r);
    c.cubic_to(x, y + r - k, x + r - k, y, x + r, y);
    c.close_path();
}

fn circle(c: &mut Content, cx: f32, cy: f32, r: f32) {
    rounded_rect(c, cx - r, cy - r, 2.0 * r, 2.0 * r, r);
}

/// The photo, covering its square box (centre-cropped by the clip), round or square, with an
/// optional ring; greyscale through a Saturation blend (the JPEG is embedded as it came).
fn photo_ops(content: &mut Content, place: &PhotoPlace, p: &Jpeg, ph: f32) {
    let s = place.size * PT_PER_MM;
    let x = place.x * PT_PER_MM;
    let y = ph - place.y * PT_PER_MM - s;
    let (iw, ih) = (p.width.max(1) as f32, p.height.max(1) as f32);
    let scale = s / iw.min(ih);
    let (dw, dh) = (iw * scale, ih * scale);
    let (dx, dy) = (x - (dw - s) / 2.0, y - (dh - s) / 2.0);
    let (cx, cy) = (x + s / 2.0, y + s / 2.0);
    let path = |c: &mut Content, inset: f32| {
        if place.round {
            circle(c, cx, cy, s / 2.0 + inset);
        } else {
            c.rect(
                cx - s / 2.0 - inset,
                cy - s / 2.0 - inset,
                s + 2.0 * inset,
                s + 2.0 * inset,
            );
        }
    };
    if let Some(ring) = place.ring {
        fill(content, ring, |c| path(c, PHOTO_RING));
    }
    content.save_state();
    path(content, 0.0);
    content.clip_nonzero();
    content.end_path();
    content.save_state();
    content.transform([dw, 0.0, 0.0, dh, dx, dy]);
    content.x_object(Name(b"VitaePhoto"));
    content.restore_state();
    if place.gray {
        // A grey fill in Saturation blend mode takes the colour out of what is under it.
        content.set_parameters(Name(b"VitaeGray"));
        content.set_fill_gray(0.5);
        content.rect(x, y, s, s);
        content.fill_nonzero();
    }
    content.restore_state();
}

pub(crate) const WATERMARK: &str = "VITAE PREVIEW";
/// Helvetica-Bold advance width of WATERMARK, in ems.
pub(crate) const WATERMARK_EM: f32 = 7.835;

/// "VITAE PREVIEW" along the page diagonal, centred, large and light; its ActualText lets
/// text extraction read the rotated words whole.
fn watermark_ops(content: &mut Content, pw: f32, ph: f32) {
    let angle = ph.atan2(pw);
    let diagonal = (pw * pw + ph * ph).sqrt();
    let size = (diagonal * 0.72 / WATERMARK_EM).floor();
    let (c, s) = (angle.cos(), angle.sin());
    let half_w = WATERMARK_EM * size / 2.0;
    let half_h = 0.72 * size / 2.0;
    let x = pw / 2.0 - half_w * c + half_h * s;
    let y = ph / 2.0 - half_w * s - half_h * c;
    content.save_state();
    content.set_parameters(Name(b"VitaeWmGs"));
    content.set_fill_rgb(0.42, 0.45, 0.5);
    content
        .begin_marked_content_with_properties(Name(b"Span"))
        .properties()
        .actual_text(TextStr(WATERMARK));
    content.begin_text();
    content.set_font(Name(b"VitaeWm"), size);
    content.set_text_matrix([c, s, -s, c, x, y]);
    content.show(Str(WATERMARK.as_bytes()));
    content.end_text();
    content.end_marked_content();
    content.restore_state();
}

/// Writes the catalog with `json` attached as the embedded file `resume.json`: listed in
/// `/Names /EmbeddedFiles` (what viewers' attachment panels and our importer read) and as an
/// associated file of the document (`/AF`, PDF 2.0).
fn embed_resume(pdf: &mut Pdf, catalog: Ref, tree: Ref, refs: &mut Refs, json: &[u8]) {
    const FILE_NAME: &str = "resume.json";
    let (file, spec) = (refs.next(), refs.next());
    let packed = deflate(json);
    pdf.embedded_file(file, &packed)
        .subtype(Name(b"application/json"))
        .filter(Filter::FlateDecode);
    pdf.file_spec(spec)
        .path(Str(FILE_NAME.as_bytes()))
        .unic_file(TextStr(FILE_NAME))
        .description(TextStr(
            "This resume as JSON Resume, for importing it into Vitae",
        ))
        .association_kind(pdf_writer::types::AssociationKind::Data)
        .embedded_file(file);
    let mut cat = pdf.catalog(catalog);
    cat.pages(tree);
    cat.names()
        .embedded_files()
        .names()
        .insert(Str(FILE_NAME.as_bytes()), spec);
    cat.insert(Name(b"AF")).array().item(spec);
}
