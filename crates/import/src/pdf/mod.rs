//! PDFs: a file Vitae wrote gives back its embedded resume exactly; any other is read from its
//! text layer (positions, sizes and weights of the glyphs) into lines for the section mapper.

mod bidi;
mod content;
mod embedded;
mod fonts;
mod guard;
mod layout;
mod lexer;
mod objects;

use lopdf::{Dictionary, Document, LoadOptions, Object};

use crate::draft::{Draft, Source};
use crate::error::ImportError;
use crate::inflate::Budget;
use crate::lines::TextDocument;
use crate::notes::Note;
use crate::work::{Count, Work};
use crate::{limits, sections, vitae};
use objects::{array, dict, get, number, resolve, text};

pub fn import(bytes: &[u8], work: &mut Work<'_>) -> Result<Draft, ImportError> {
    guard::check(bytes, &mut Budget::new(limits::PDF_INFLATED), work)?;
    let options = LoadOptions {
        max_decompressed_size: Some(limits::PDF_STREAM),
        ..LoadOptions::default()
    };
    let doc = Document::load_mem_with_options(bytes, options).map_err(|_| {
        if bytes.windows(8).any(|w| w == b"/Encrypt") {
            ImportError::Encrypted
        } else {
            ImportError::corrupt("the PDF's structure is broken or the file is incomplete")
        }
    })?;
    // lopdf opens a file whose user password is empty, as every viewer does; one that needs a
    // password stays encrypted.
    if doc.is_encrypted() {
        return Err(ImportError::Encrypted);
    }
    let pages: Vec<_> = doc.page_iter().collect();
    if pages.len() > limits::PDF_PAGES {
        return Err(ImportError::TooManyPages(pages.len()));
    }
    if pages.is_empty() {
        return Err(ImportError::corrupt("the PDF has no pages"));
    }
    let mut budget = Budget::new(limits::PDF_INFLATED);
    let mut notes = Vec::new();
    if let Some(json) = embedded::resume_json(&doc, &mut budget) {
        match vitae::draft(&json) {
            Some(draft) => return Ok(draft),
            None => notes.push(Note::embedded_unreadable()),
        }
    }
    work.check()?;
    let text = text_layer(&doc, &pages, &mut budget, work)?;
    if text.lines.iter().all(|l| l.text.trim().is_empty()) {
        return Err(ImportError::NoText);
    }
    Ok(sections::draft(text, Source::Pdf, notes))
}

fn text_layer(
    doc: &Document,
    pages: &[lopdf::ObjectId],
    budget: &mut Budget,
    work: &mut Work<'_>,
) -> Result<TextDocument, ImportError> {
    let mut reader = content::Reader::new(doc, work);
    let mut out = TextDocument::default();
    for (number, &id) in pages.iter().enumerate() {
        let Ok(page) = doc.get_dictionary(id) else {
            continue;
        };
        let resources = inherited(doc, page, b"Resources").and_then(|r| r.as_dict().ok());
        let glyphs = reader.page(page, resources, budget)?;
        let (width, height) = page_size(doc, page);
        let lines = layout::page_lines(&glyphs, width, reader.work())?;
        reader.work().charge(Count::Lines, lines.len())?;
        out.lines
            .extend(lines.into_iter().filter(|l| !is_page_number(&l.text)));
        out.links.extend(links(doc, page, height, number == 0));
    }
    Ok(out)
}

/// A page attribute the page may inherit from its ancestors in the page tree.
fn inherited<'a>(doc: &'a Document, page: &'a Dictionary, key: &[u8]) -> Option<&'a Object> {
    let mut node = page;
    for _ in 0..32 {
        if let Some(value) = get(doc, node, key) {
            return Some(value);
        }
        node = dict(doc, node, b"Parent")?;
    }
    None
}

fn page_size(doc: &Document, page: &Dictionary) -> (f32, f32) {
    let page_box = inherited(doc, page, b"MediaBox").and_then(|b| b.as_array().ok());
    match page_box.map(|b| b.iter().filter_map(number).collect::<Vec<_>>()) {
        Some(b) if b.len() == 4 && b.iter().all(|v| v.is_finite()) => {
            ((b[2] - b[0]).abs(), (b[3] - b[1]).abs())
        }
        _ => (612.0, 792.0),
    }
}

/// The web and mail addresses of a page's link annotations, each with whether it sits in the
/// top fifth of the first page (the contact header).
fn links(doc: &Document, page: &Dictionary, height: f32, first: bool) -> Vec<(String, bool)> {
    let mut out = Vec::new();
    for annot in array(doc, page, b"Annots")
        .unwrap_or_default()
        .iter()
        .take(500)
    {
        let Some(annot) = resolve(doc, annot).and_then(|a| a.as_dict().ok()) else {
            continue;
        };
        let uri = dict(doc, annot, b"A")
            .and_then(|a| get(doc, a, b"URI"))
            .and_then(text);
        let top = array(doc, annot, b"Rect")
            .map(|r| r.iter().filter_map(number).fold(f32::MIN, f32::max))
            .unwrap_or(0.0);
        if let Some(uri) = uri {
            out.push((uri.trim().to_owned(), first && top > height * 0.8));
        }
    }
    out
}

/// "2", "Page 2", "2 / 3", "Page 2 of 3": footer lines, not resume text. A year alone ("2021",
/// the end of a range that wrapped in its column) is not one: page numbers have at most three
/// digits.
fn is_page_number(text: &str) -> bool {
    let t = text.trim().to_ascii_lowercase();
    let t = t.strip_prefix("page").unwrap_or(&t).trim();
    !t.is_empty()
        && t.len() < 12
        && t.split(['/', ' '])
            .filter(|p| !p.is_empty() && *p != "of")
            .all(|p| p.len() <= 3 && p.chars().all(|c| c.is_ascii_digit()))
}
