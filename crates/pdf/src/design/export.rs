//! What the web client's preview needs to draw a page as the PDF draws it, in one JSON
//! document (`frontend/src/lib/design/catalog.json`, written by `examples/export_design.rs`
//! and kept current by a test): every template description, the fonts with their files and
//! line metrics, the resume languages with their words, and the design's ranges.

use serde::Serialize;
use vitae_domain::design::{self, Paper};
use vitae_domain::language::{ResumeLanguage, LANGUAGES};

use super::catalog::templates;
use super::spec::Template;
use crate::fonts::web::{self, WebPart};
use crate::fonts::{self, book, Category, Family, Style, FAMILIES};
use crate::rules::{Rules, RULES};

#[derive(Serialize)]
struct Catalog {
    templates: &'static [Template],
    fonts: Vec<FontEntry>,
    /// The parts a split font's faces are fetched in (`fonts::web`).
    web_parts: Vec<WebPart>,
    languages: &'static [ResumeLanguage],
    limits: Limits,
    papers: Vec<PaperEntry>,
    rules: &'static Rules,
}

#[derive(Serialize)]
struct FontEntry {
    id: &'static str,
    name: &'static str,
    category: Category,
    /// Whether a design may choose it (the others are fallbacks for scripts).
    choosable: bool,
    /// Whether its faces are fetched in `web_parts` (else each whole).
    split: bool,
    scripts: Vec<&'static str>,
    /// Per style, the TrueType file in `crates/pdf/fonts/` the WOFF2 is made from.
    files: Files,
    /// The regular face's vertical metrics in ems: what a line's height is made of.
    ascender: f32,
    descender: f32,
    line_gap: f32,
}

#[derive(Serialize)]
struct Files {
    regular: &'static str,
    bold: Option<&'static str>,
    italic: Option<&'static str>,
}

#[derive(Serialize)]
struct Limits {
    font_size: (f64, f64),
    line_height: (f64, f64),
    margins_mm: (f64, f64),
}

#[derive(Serialize)]
struct PaperEntry {
    id: &'static str,
    width_mm: f64,
    height_mm: f64,
}

/// The catalog as pretty JSON, ending with a newline.
pub fn catalog_json() -> String {
    let fonts = FAMILIES
        .iter()
        .enumerate()
        .filter_map(|(i, family)| font_entry(family, i < fonts::families::DESIGN_FAMILIES))
        .collect();
    let catalog = Catalog {
        templates: templates(),
        fonts,
        web_parts: web::web_parts(),
        languages: &LANGUAGES,
        limits: Limits {
            font_size: design::limits::FONT_SIZE,
            line_height: design::limits::LINE_HEIGHT,
            margins_mm: design::limits::MARGINS_MM,
        },
        papers: Paper::ALL
            .iter()
            .map(|p| PaperEntry {
                id: p.as_str(),
                width_mm: p.size_mm().0,
                height_mm: p.size_mm().1,
            })
            .collect(),
        rules: &RULES,
    };
    // Serialising data we own cannot fail; an empty document would fail the currency test.
    let mut json = serde_json::to_string_pretty(&catalog).unwrap_or_default();
    json.push('\n');
    json
}

fn font_entry(family: &'static Family, choosable: bool) -> Option<FontEntry> {
    let book = book();
    let face = book.face(book.family_face(family, Style::REGULAR)?);
    let em = |v: f32| (v / face.units_per_em * 1000.0).round() / 1000.0;
    let [regular, bold, italic] = family.files;
    Some(FontEntry {
        id: family.id,
        name: family.name,
        category: family.category,
        choosable,
        split: web::is_split(family),
        scripts: fonts::scripts(family),
        files: Files {
            regular: regular?,
            bold,
            italic,
        },
        ascender: em(face.ascender),
        descender: em(-face.descender),
        line_gap: em(face.line_gap),
    })
}
