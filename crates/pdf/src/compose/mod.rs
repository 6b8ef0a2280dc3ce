//! A resume laid out in a [`Look`]: the header, the sections in their columns, and what is
//! drawn on the page around them (bands, the sidebar's fill, the photo). The web client's
//! preview follows the same steps over the same description
//! (`frontend/src/lib/design/page.tsx`).

mod sections;

use crate::design::paint::WHITE;
use crate::design::spec::{Align as SpecAlign, HeaderSpec, PhotoPlace as Place, Side, TextSpec};
use crate::design::{face, Look};
use crate::layout::{Block, Rgb};
use crate::measure::Measure;
use crate::rules::{CONTACT_MIN, LEAST_MARGIN, NAME_STEP, TITLE_MIN};
use crate::text::Resume;
use crate::typeset::Align;

pub use sections::{heading_of, rule_block};

/// A filled rectangle in millimetres from the page's top-left corner.
#[derive(Debug, Clone, Copy)]
pub struct Rect {
    pub x: f32,
    pub y: f32,
    pub w: f32,
    pub h: f32,
    pub color: Rgb,
}

/// Where the photo goes on page 1, in millimetres from the top-left corner.
#[derive(Debug, Clone, Copy)]
pub struct PhotoPlace {
    pub x: f32,
    pub y: f32,
    pub size: f32,
    pub round: bool,
    pub ring: Option<Rgb>,
    /// Shown in greyscale (a saturation blend over it; the JPEG is embedded as it came).
    pub gray: bool,
}

pub struct Margins {
    pub first_top: f32,
    pub top: f32,
    pub right: f32,
    pub bottom: f32,
    pub left: f32,
}

pub struct Layout {
    pub blocks: Vec<Block>,
    pub margins: Margins,
    pub first_page: Vec<Rect>,
    pub later_pages: Vec<Rect>,
    pub photo: Option<PhotoPlace>,
    /// Stroke width for rules, in points.
    pub line_width: f32,
}

impl Layout {
    /// The page drawn for a right-to-left language: bands, the sidebar's fill and the photo on
    /// the other side, and the left and right margins swapped (the blocks mirror themselves as
    /// they are laid out).
    pub fn mirror(&mut self, page_width: f32) {
        for r in self.first_page.iter_mut().chain(&mut self.later_pages) {
            r.x = page_width - r.x - r.w;
        }
        if let Some(p) = self.photo.as_mut() {
            p.x = page_width - p.x - p.size;
        }
        std::mem::swap(&mut self.margins.left, &mut self.margins.right);
    }
}

/// The header: name, title and contact line, and their height.
struct Header {
    blocks: Vec<Block>,
    height: f32,
}

/// The largest size in steps of [`NAME_STEP`] from `max` down to `min` at which `text` fits
/// `width` mm on one line.
fn fit(m: &Measure<'_>, spec: &TextSpec, size: (f32, f32), text: &str, width: f32) -> f32 {
    let (max, min) = size;
    let steps = ((max - min) / NAME_STEP).floor().max(0.0) as u32;
    (0..=steps)
        .map(|i| max - i as f32 * NAME_STEP)
        .find(|&s| m.width_mm(face(spec), s, text) <= width)
        .unwrap_or(min)
}

fn header(m: &Measure<'_>, look: &Look, r: &Resume, width: f32, background: Rgb) -> Header {
    let h: &HeaderSpec = &look.template.header;
    let align = match h.align {
        SpecAlign::Start => Align::Start,
        SpecAlign::Center => Align::Center,
    };
    let mut out = Header {
        blocks: Vec::new(),
        height: 0.0,
    };
    // One line each, shrunk (down to `min` ems) to stay on one line where it can.
    let line = |out: &mut Header, spec: &TextSpec, min: f32, text: &str| {
        let mut run = look.run(spec, background, text);
        run.size = fit(m, spec, (run.size, min * look.size), &run.text, width);
        out.height += m.height_mm(run.face, run.size, &run.text, width);
        out.blocks.push(Block::para(vec![run]).aligned(align));
    };
    let gap = |out: &mut Header, mm: f32| {
        let mm = mm * look.spacing;
        out.blocks.push(Block::Gap(mm));
        out.height += mm;
    };
    if !r.name.is_empty() {
        line(&mut out, &h.name, h.name_min, &r.name);
        gap(&mut out, h.gap_name);
    }
    if !r.job_title.is_empty() {
        line(&mut out, &h.title, TITLE_MIN, &r.job_title);
    }
    let contact = r.contact().join(&h.separator);
    if !contact.is_empty() {
        gap(&mut out, h.gap_title);
        line(&mut out, &h.contact, CONTACT_MIN, &contact);
    }
    out
}

/// `r` laid out in `look` on a page `page` mm large.
pub fn layout(
    m: &Measure<'_>,
    look: &Look,
    r: &Resume,
    page: (f32, f32),
    has_photo: bool,
) -> Layout {
    let t = look.template;
    let h = &t.header;
    let (pw, ph) = page;
    let margin = |delta: f32| (look.margins + delta).max(LEAST_MARGIN);
    let margins = Margins {
        first_top: margin(t.page.first_top),
        top: margin(t.page.top),
        right: look.margins,
        bottom: margin(t.page.bottom),
        left: look.margins,
    };
    let width = pw - margins.left - margins.right;
    let photo = has_photo.then_some(&h.photo);
    let beside = photo.filter(|p| matches!(p.place, Place::End | Place::Start));
    let text_width = width - beside.map_or(0.0, |p| p.size + p.gap);
    let band = h.band.as_ref().map(|b| (b, look.fill(b.paint)));
    let gap_after = h.gap_after * look.spacing;
    let head = header(m, look, r, text_width, band.map_or(WHITE, |(_, c)| c));
    let head_h = head.height;
    // The header's text keeps clear of a photo beside it: padding on the photo's side.
    let padded = |blocks| {
        let pad = beside.map_or(0.0, |p| p.size + p.gap);
        let (end, start) = match beside.map(|p| p.place) {
            Some(Place::Start) => (0.0, pad),
            _ => (pad, 0.0),
        };
        Block::Padded {
            margins: [0.0, end, 0.0, start],
            blocks,
        }
    };
    let photo_x = |size: f32, place: Place| match place {
        Place::End => pw - margins.right - size,
        Place::Start => margins.left,
        Place::Above => (pw - size) / 2.0,
    };

    let mut blocks = Vec::new();
    let mut first_page = Vec::new();
    let photo_place;
    // Where the sections start on page 1, measured from the page's top edge.
    let sections_top;
    match band {
        Some((spec, color)) => {
            let top = margins.first_top;
            let band_h =
                (top + head_h + spec.pad_bottom).max(photo.map_or(0.0, |p| p.size + 2.0 * p.gap));
            let text_top = top + ((band_h - top - spec.pad_bottom) - head_h).max(0.0) / 2.0;
            blocks.push(Block::Gap(text_top - top));
            blocks.push(padded(head.blocks));
            blocks.push(Block::Gap(
                (band_h - text_top - head_h).max(0.0) + gap_after,
            ));
            first_page.push(Rect {
                x: 0.0,
                y: 0.0,
                w: pw,
                h: band_h,
                color,
            });
            photo_place = photo.map(|p| (photo_x(p.size, p.place), (band_h - p.size) / 2.0));
            sections_top = band_h + gap_after;
        }
        None => {
            let mut y = margins.first_top;
            if let Some(p) = photo.filter(|p| p.place == Place::Above) {
                blocks.push(Block::Gap(p.size + p.gap));
                y += p.size + p.gap;
            }
            blocks.push(padded(head.blocks));
            y += head_h;
            if let Some(p) = beside.filter(|p| head_h < p.size) {
                blocks.push(Block::Gap(p.size - head_h));
                y += p.size - head_h;
            }
            if let Some(rule) = &h.rule {
                let rule_gap = rule.gap * look.spacing;
                blocks.push(Block::Gap(rule_gap));
                blocks.push(rule_block(look, rule));
                y += rule_gap + rule.height;
            }
            blocks.push(Block::Gap(gap_after));
            photo_place = photo.map(|p| (photo_x(p.size, p.place), margins.first_top));
            sections_top = y + gap_after;
        }
    }

    let built = sections::build(m, look, r);
    blocks.extend(built.blocks);

    let mut later_pages = Vec::new();
    if let Some(side) = t.sidebar.as_ref().filter(|_| built.has_sidebar) {
        if let Some(paint) = side.background {
            let color = look.fill(paint);
            let [wm, wg, ws] = side.weights.map(|w| w as f32);
            let total = (wm + wg + ws).max(1.0);
            let (x, w) = match side.side {
                Side::End => {
                    let x = margins.left + width * (wm + wg) / total - side.background_pad;
                    (x, pw - x)
                }
                Side::Start => (0.0, margins.left + width * ws / total + side.background_pad),
            };
            let top = match band {
                Some(_) => sections_top - gap_after,
                None => (sections_top - side.background_pad).max(0.0),
            };
            first_page.push(Rect {
                x,
                y: top,
                w,
                h: ph - top,
                color,
            });
            later_pages.push(Rect {
                x,
                y: 0.0,
                w,
                h: ph,
                color,
            });
        }
    }
    if let Some(band) = &t.page.later_band {
        later_pages.push(Rect {
            x: 0.0,
            y: 0.0,
            w: pw,
            h: band.height,
            color: look.fill(band.paint),
        });
    }
    Layout {
        blocks,
        photo: photo.zip(photo_place).map(|(p, (x, y))| PhotoPlace {
            x,
            y,
            size: p.size,
            round: p.round,
            ring: p.ring.map(|ring| look.fill(ring)),
            gray: p.gray,
        }),
        margins,
        first_page,
        later_pages,
        line_width: t.page.rule_width,
    }
}
