//! Resume PDFs (docs/pdf.md): five templates, enhanced or original text, A4 or US Letter, the
//! profile photo, an optional "VITAE PREVIEW" watermark. The same text also leaves as a Word
//! document in a template's colours ([`render_docx`]) and as plain text ([`plain_text`]), so
//! every format says the same thing (docs/interchange.md).
//!
//! genpdf lays the text out and printpdf writes it; fonts are subset per document (see
//! [`fonts`](crate::fonts) for why genpdf is given stand-in built-in fonts) and lopdf finishes
//! the file: embedded subsets, page decoration, photo, watermark, metadata.
//!
//! ```no_run
//! use vitae_domain::resume::{AiEnhancedData, ResumeData, TemplateStyle};
//! use vitae_pdf::{render, Content, Paper, RenderOptions};
//! # fn main() -> Result<(), vitae_pdf::PdfError> {
//! let resume = ResumeData { name: "Ana Souza".into(), ..Default::default() };
//! let options = RenderOptions {
//!     template: TemplateStyle::Modern,
//!     content: Content::Enhanced,
//!     paper: Paper::A4,
//!     watermark: true,
//! };
//! let pdf: Vec<u8> = render(&resume, &AiEnhancedData::default(), &options)?;
//! # Ok(()) }
//! ```

mod builder;
mod docx;
mod fonts;
mod layout;
mod photo;
mod plain;
mod post;
mod templates;
mod text;

use std::collections::{BTreeMap, BTreeSet};

use genpdf::error::Error as GenpdfError;
use genpdf::render::Area;
use genpdf::style::Style;
use genpdf::{Context, Margins, PageDecorator};
use vitae_domain::resume::{AiEnhancedData, ResumeData, TemplateStyle};

pub use crate::docx::{render_docx, DocxOptions};
use crate::fonts::{Face, Subset};
use crate::layout::{Block, Fonts};
pub use crate::photo::normalize_upload as normalize_photo;
pub use crate::plain::plain_text;

/// Which text to print: the writer's improved summary and descriptions, or what the user typed.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub enum Content {
    /// The enhanced summary and descriptions where present, the original text elsewhere.
    #[default]
    Enhanced,
    Original,
}

impl Content {
    /// `enhanced` or `original` (the query parameter's values); anything else is `None`.
    pub fn parse(s: &str) -> Option<Content> {
        match s.to_ascii_lowercase().as_str() {
            "enhanced" => Some(Content::Enhanced),
            "original" => Some(Content::Original),
            _ => None,
        }
    }
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub enum Paper {
    #[default]
    A4,
    Letter,
}

impl Paper {
    /// `a4` or `letter`; anything else is `None`.
    pub fn parse(s: &str) -> Option<Paper> {
        match s.to_ascii_lowercase().as_str() {
            "a4" => Some(Paper::A4),
            "letter" => Some(Paper::Letter),
            _ => None,
        }
    }

    /// Width and height in millimetres.
    pub fn size_mm(self) -> (f64, f64) {
        match self {
            Paper::A4 => (210.0, 297.0),
            Paper::Letter => (215.9, 279.4),
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct RenderOptions {
    pub template: TemplateStyle,
    pub content: Content,
    pub paper: Paper,
    /// Draw "VITAE PREVIEW" diagonally across every page.
    pub watermark: bool,
}

impl Default for RenderOptions {
    fn default() -> Self {
        RenderOptions {
            template: TemplateStyle::default(),
            content: Content::default(),
            paper: Paper::default(),
            watermark: true,
        }
    }
}

/// Rendering failed: a bug or a broken embedded font, never the user's input (any text renders;
/// an unreadable photo is left out).
#[derive(Debug, thiserror::Error)]
pub enum PdfError {
    #[error("font: {0}")]
    Font(String),
    #[error("layout: {0}")]
    Layout(String),
    #[error("pdf: {0}")]
    Pdf(String),
    #[error("docx: {0}")]
    Docx(String),
}

impl From<GenpdfError> for PdfError {
    fn from(e: GenpdfError) -> Self {
        PdfError::Layout(e.to_string())
    }
}

/// Renders `resume` as a PDF file.
pub fn render(
    resume: &ResumeData,
    enhanced: &AiEnhancedData,
    options: &RenderOptions,
) -> Result<Vec<u8>, PdfError> {
    let text = text::Resume::new(resume, enhanced, options.content);
    let page = options.paper.size_mm();
    let photo = resume
        .profile_photo
        .as_deref()
        .filter(|p| !p.is_empty())
        .and_then(photo::prepare_cached);
    let layout = templates::layout(options.template, &text, page, photo.is_some());

    // Each face's characters → its subset.
    let mut chars: BTreeMap<Face, BTreeSet<char>> = BTreeMap::new();
    Block::collect(&layout.blocks, &mut chars);
    let mut subsets = BTreeMap::new();
    for (face, set) in &chars {
        subsets.insert(*face, Subset::new(*face, set)?);
    }
    let family = |regular: Face, bold: Face, italic: Face| -> Result<_, PdfError> {
        use printpdf::BuiltinFont as B;
        let serif = regular.is_serif();
        let data = |face: Face, builtin: B| -> Result<genpdf::fonts::FontData, PdfError> {
            let bytes = match subsets.get(&face) {
                Some(s) => s.font.clone(),
                None => Subset::new(face, &BTreeSet::new())?.font,
            };
            Ok(genpdf::fonts::FontData::new(bytes, Some(builtin))?)
        };
        Ok(genpdf::fonts::FontFamily {
            regular: data(regular, if serif { B::TimesRoman } else { B::Helvetica })?,
            bold: data(
                bold,
                if serif {
                    B::TimesBold
                } else {
                    B::HelveticaBold
                },
            )?,
            italic: data(
                italic,
                if serif {
                    B::TimesItalic
                } else {
                    B::HelveticaOblique
                },
            )?,
            bold_italic: data(
                bold,
                if serif {
                    B::TimesBoldItalic
                } else {
                    B::HelveticaBoldOblique
                },
            )?,
        })
    };
    let sans = family(Face::SansRegular, Face::SansBold, Face::SansItalic)?;
    let serif = family(Face::SerifRegular, Face::SerifBold, Face::SerifItalic)?;

    let mut doc = genpdf::Document::new(sans);
    let sans = doc.font_cache().default_font_family();
    let serif = doc.add_font_family(serif);
    let fonts = Fonts {
        subsets,
        sans,
        serif,
    };
    doc.set_minimal_conformance();
    doc.set_paper_size(genpdf::Size::new(page.0, page.1));
    doc.set_title(text.title());
    doc.set_page_decorator(Decorator {
        margins: Margins::trbl(
            layout.margins.top,
            layout.margins.right,
            layout.margins.bottom,
            layout.margins.left,
        ),
        first: Margins::trbl(
            layout.margins.first_top,
            layout.margins.right,
            layout.margins.bottom,
            layout.margins.left,
        ),
        pages: 0,
    });
    doc.push(fonts.build(&layout.blocks));
    let mut raw = Vec::with_capacity(64 * 1024);
    doc.render(&mut raw)?;

    let title = text.title();
    let resume_json = embedded_resume(resume, options.template)?;
    let meta = post::Meta {
        title: &title,
        author: &text.name,
        subject: "Resume",
        resume_json: &resume_json,
    };
    post::finish(
        &raw,
        &fonts.subsets,
        &layout,
        photo.as_deref(),
        page,
        options.watermark,
        &meta,
    )
}

/// The JSON Resume document a PDF embeds: what the user typed, as printed, so without hidden
/// sections and without the photo (it is in the page already; the editor keeps the original).
fn embedded_resume(resume: &ResumeData, template: TemplateStyle) -> Result<Vec<u8>, PdfError> {
    let mut printed = vitae_domain::sections::without_hidden(resume);
    printed.profile_photo = None;
    let doc = vitae_domain::json_resume::export_data(&printed, template, None);
    serde_json::to_vec(&doc).map_err(|e| PdfError::Pdf(format!("embedded resume: {e}")))
}

/// Page margins, with a different top margin on the first page.
struct Decorator {
    margins: Margins,
    first: Margins,
    pages: usize,
}

impl PageDecorator for Decorator {
    fn decorate_page<'a>(
        &mut self,
        _: &Context,
        mut area: Area<'a>,
        _: Style,
    ) -> Result<Area<'a>, GenpdfError> {
        area.add_margins(if self.pages == 0 {
            self.first
        } else {
            self.margins
        });
        self.pages += 1;
        Ok(area)
    }
}
