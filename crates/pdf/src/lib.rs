//! Resume PDFs (docs/pdf.md): ten templates (described as data in `templates/`), enhanced or original text, A4 or US Letter, the
//! profile photo, an optional "VITAE PREVIEW" watermark. The same text also leaves as a Word
//! document in a template's colours ([`render_docx`]) and as plain text ([`plain_text`]), so
//! every format says the same thing (docs/interchange.md).
//!
//! The text engine (`typeset`: bidi, shaping, line breaking) sets every paragraph in the
//! resume's fonts with fallbacks for other scripts (`fonts`), the page flow (`flow`) places
//! the blocks a template describes on pages, and `writer` writes the PDF: fonts subset by
//! glyph with a text layer in logical order, page decoration, photo, watermark, metadata.
//!
//! ```no_run
//! use vitae_domain::resume::{AiEnhancedData, ResumeData, TemplateStyle};
//! use vitae_pdf::{render, Content, Paper, RenderOptions};
//! # fn main() -> Result<(), vitae_pdf::PdfError> {
//! let resume = ResumeData { name: "Ana Souza".into(), ..Default::default() };
//! let options = RenderOptions {
//!     template: TemplateStyle::Modern,
//!     content: Content::Enhanced,
//!     paper: Some(Paper::A4),
//!     watermark: true,
//! };
//! let pdf: Vec<u8> = render(&resume, &AiEnhancedData::default(), &options)?;
//! # Ok(()) }
//! ```

mod card;
mod compose;
pub mod design;
mod docx;
mod draw;
mod fit;
mod flow;
pub mod fonts;
#[doc(hidden)]
pub mod fuzz;
mod layout;
mod measure;
mod photo;
mod plain;
mod rules;
mod svg_pages;
mod text;
mod thumbnail;
pub mod typeset;
mod writer;

use vitae_domain::error::{BoxError, WithContext};
use vitae_domain::resume::{AiEnhancedData, ResumeData, TemplateStyle};

pub use crate::card::{accent_of, render_card, Card, CARD_HEIGHT, CARD_WIDTH};
use crate::design::Look;
pub use crate::docx::{render_docx, DocxOptions};
pub use crate::fit::{fit_to_pages, pagination, DoesNotFit, Fitted, Pagination};
use crate::flow::Frame;
pub use crate::flow::Note;
use crate::measure::Measure;
pub use crate::photo::normalize_upload as normalize_photo;
pub use crate::plain::plain_text;
pub use crate::svg_pages::render_svg_pages;
pub use crate::thumbnail::{render_thumbnail, sample_resume, THUMBNAIL_WIDTH};
use crate::typeset::{Direction, Setting};
pub use vitae_domain::design::Paper;

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

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct RenderOptions {
    pub template: TemplateStyle,
    pub content: Content,
    /// The paper asked for, over the resume's design (`None`: the design's, A4 by default).
    pub paper: Option<Paper>,
    /// Draw "VITAE PREVIEW" diagonally across every page.
    pub watermark: bool,
}

impl Default for RenderOptions {
    fn default() -> Self {
        RenderOptions {
            template: TemplateStyle::default(),
            content: Content::default(),
            paper: None,
            watermark: true,
        }
    }
}

/// Rendering failed: a bug or a broken embedded font, or (`TooManyPages`) a resume too long to
/// print. Any text renders; an unreadable photo is left out.
#[derive(Debug, thiserror::Error)]
pub enum PdfError {
    #[error("font: {0}")]
    Font(#[source] BoxError),
    #[error("layout: {0}")]
    Layout(#[source] BoxError),
    #[error("pdf: {0}")]
    Pdf(#[source] BoxError),
    #[error("docx: {0}")]
    Docx(#[source] BoxError),
    /// The resume needs more than [`MAX_PAGES`] pages: the user's input, not our bug (the API
    /// answers 422 `too_many_pages`).
    #[error("the resume needs more than {MAX_PAGES} pages")]
    TooManyPages,
}

/// Pages one document may have. A valid resume can hold text for far more (250 000 characters
/// one to a line), so a document that would need more is refused ([`PdfError::TooManyPages`])
/// rather than cut short; docs/pdf.md has the arithmetic.
pub const MAX_PAGES: usize = 400;

/// A resume laid out on its pages: what the PDF writer and the thumbnail draw.
struct Laid {
    pages: Vec<draw::Page>,
    /// Lines of text on each page.
    lines: Vec<usize>,
    /// More pages were needed than were allowed.
    truncated: bool,
    notes: Vec<flow::Note>,
    /// Width and height, millimetres.
    size: (f32, f32),
    layout: compose::Layout,
    photo: Option<std::sync::Arc<photo::Jpeg>>,
    text: text::Resume,
}

/// Lays `resume` out in its template and design, at most `max_pages` pages.
fn lay_out(
    resume: &ResumeData,
    enhanced: &AiEnhancedData,
    options: &RenderOptions,
    max_pages: usize,
) -> Laid {
    let text = text::Resume::new(resume, enhanced, options.content);
    let mut look = Look::new(options.template, &resume.design);
    if let Some(paper) = options.paper {
        look.paper = paper;
    }
    let (pw, ph) = look.paper.size_mm();
    let page = (pw as f32, ph as f32);
    let photo = resume
        .profile_photo
        .as_deref()
        .filter(|p| !p.is_empty())
        .and_then(photo::prepare_cached);
    let setting = Setting {
        direction: if text.language.rtl {
            Direction::Rtl
        } else {
            Direction::Ltr
        },
        language: text.language.code,
    };
    let measure = Measure {
        fonts: look.fonts,
        setting,
    };
    let mut layout = compose::layout(&measure, &look, &text, page, photo.is_some());
    if setting.direction.is_rtl() {
        layout.mirror(page.0);
    }

    let ctx = flow::Ctx {
        direction: setting.direction,
        language: setting.language,
        fonts: look.fonts,
        rule_width: layout.line_width,
    };
    let m = &layout.margins;
    let frame = |i: usize| {
        let top = if i == 0 { m.first_top } else { m.top };
        Frame {
            x: m.left,
            y: top,
            w: page.0 - m.left - m.right,
            h: page.1 - top - m.bottom,
        }
    };
    let first = frame(0);
    let pieces = flow::lay_out(&layout.blocks, ctx, first.x, first.w);
    let paged = flow::paginate(pieces, &frame, max_pages);
    Laid {
        pages: paged.pages,
        lines: paged.lines,
        truncated: paged.truncated,
        notes: paged.notes,
        size: page,
        layout,
        photo,
        text,
    }
}

/// Renders `resume` as a PDF file.
pub fn render(
    resume: &ResumeData,
    enhanced: &AiEnhancedData,
    options: &RenderOptions,
) -> Result<Vec<u8>, PdfError> {
    let Laid {
        pages,
        truncated,
        size,
        layout,
        photo,
        text,
        ..
    } = lay_out(resume, enhanced, options, MAX_PAGES);
    if truncated {
        return Err(PdfError::TooManyPages);
    }
    let title = text.title();
    let resume_json = embedded_resume(resume, options.template)?;
    let meta = writer::Meta {
        title: &title,
        author: &text.name,
        subject: text.language.words.resume,
        resume_json: &resume_json,
    };
    let decoration = writer::Decoration {
        first_page: &layout.first_page,
        later_pages: &layout.later_pages,
        photo: layout.photo.zip(photo.as_deref()),
        watermark: options.watermark,
    };
    writer::write(&pages, size, &decoration, &meta)
}

/// The profile photo as the PDF embeds it (a JPEG of at most 360 pixels a side), for a web
/// page that draws the resume's pages ([`render_svg_pages`]); `None` without a readable one.
pub fn page_photo(resume: &ResumeData) -> Option<Vec<u8>> {
    let data_url = resume.profile_photo.as_deref().filter(|p| !p.is_empty())?;
    photo::prepare_cached(data_url).map(|jpeg| jpeg.bytes.clone())
}

/// The characters of `resume` (enhanced and original text) that no font of this machine can
/// print in its design: they would come out as empty boxes, so the editor warns before a
/// download. Sorted, each once.
pub fn missing_characters(
    resume: &ResumeData,
    enhanced: &AiEnhancedData,
    template: TemplateStyle,
) -> Vec<char> {
    let fonts = Look::new(template, &resume.design).fonts;
    let mut missing: Vec<char> = [Content::Enhanced, Content::Original]
        .into_iter()
        .flat_map(|content| {
            let text = text::Resume::new(resume, enhanced, content);
            let all = text.all_text();
            [fonts.main, fonts.alt]
                .into_iter()
                .flat_map(|family| typeset::missing_characters(&all, family, text.language.code))
                .collect::<Vec<_>>()
        })
        .collect();
    missing.sort_unstable();
    missing.dedup();
    missing
}

/// The JSON Resume document a PDF embeds: what the user typed, as printed, so without hidden
/// sections and without the photo (it is in the page already; the editor keeps the original).
fn embedded_resume(resume: &ResumeData, template: TemplateStyle) -> Result<Vec<u8>, PdfError> {
    let mut printed = vitae_domain::sections::without_hidden(resume);
    printed.profile_photo = None;
    let doc = vitae_domain::json_resume::export_data(&printed, template, None);
    serde_json::to_vec(&doc)
        .map_err(|e| PdfError::Pdf(WithContext::new("embedded resume", e).into()))
}
