//! The layout rules every template shares, in one place because the web client's preview
//! applies them too (`design::export` hands them over with the descriptions).

use serde::Serialize;

/// No page margin is ever smaller than this (mm), whatever a template adds to the design's.
pub const LEAST_MARGIN: f32 = 5.0;
/// Steps (points) a long name shrinks by to stay on one line.
pub const NAME_STEP: f32 = 0.5;
/// The least sizes, in ems, a title and a contact line shrink to before they wrap.
pub const TITLE_MIN: f32 = 0.9;
pub const CONTACT_MIN: f32 = 0.72;
/// Room (mm) a heading asks for below it, beyond its own height, before it may start a page.
pub const HEADING_KEEP: f32 = 12.0;
/// A description's bullets: the marker's room (mm), and the space after each line (mm).
pub const DESCRIPTION_INDENT: f32 = 4.0;
pub const DESCRIPTION_LINE_GAP: f32 = 0.6;
/// An entry's line with a date at its end: parts of the width for the text and the date.
pub const ROW_WEIGHTS: [usize; 2] = [72, 28];
/// Chips: padding across (em) and down (mm), the space between chips (em), corner radius
/// (mm). pdftotext (and ATS parsers like it) split words more than ~0.9 em apart into
/// separate blocks; neighbouring chip texts closer than that keep the list in order.
pub const CHIP_PAD_X: f32 = 0.36;
pub const CHIP_PAD_Y: f32 = 1.1;
pub const CHIP_GAP: f32 = 0.16;
pub const CHIP_RADIUS: f32 = 1.3;
/// Width (points) of the ring around a photo.
pub const PHOTO_RING: f32 = 1.6;

#[derive(Serialize)]
pub struct Rules {
    least_margin: f32,
    name_step: f32,
    title_min: f32,
    contact_min: f32,
    heading_keep: f32,
    description_indent: f32,
    description_line_gap: f32,
    row_weights: [usize; 2],
    chip_pad_x: f32,
    chip_pad_y: f32,
    chip_gap: f32,
    chip_radius: f32,
    photo_ring: f32,
}

pub const RULES: Rules = Rules {
    least_margin: LEAST_MARGIN,
    name_step: NAME_STEP,
    title_min: TITLE_MIN,
    contact_min: CONTACT_MIN,
    heading_keep: HEADING_KEEP,
    description_indent: DESCRIPTION_INDENT,
    description_line_gap: DESCRIPTION_LINE_GAP,
    row_weights: ROW_WEIGHTS,
    chip_pad_x: CHIP_PAD_X,
    chip_pad_y: CHIP_PAD_Y,
    chip_gap: CHIP_GAP,
    chip_radius: CHIP_RADIUS,
    photo_ring: PHOTO_RING,
};
