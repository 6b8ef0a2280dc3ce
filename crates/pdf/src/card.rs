//! The link card: a 1200 × 630 PNG that chat apps and social sites show beside a pasted public
//! link (its `og:image`). An SVG built here (name, job title, the template's accent as a stripe,
//! the Vitae mark) drawn by resvg with the fonts compiled into this crate, so a name in Arabic,
//! Hebrew or Devanagari is shaped and drawn as in the PDF, and nothing depends on the fonts of
//! the machine.

use std::sync::{Arc, OnceLock};

use resvg::{tiny_skia, usvg};
use vitae_domain::error::WithContext;
use vitae_domain::resume::{ResumeData, TemplateStyle};

use crate::fonts::families::FAMILIES;
use crate::fonts::Style;
use crate::PdfError;

pub const CARD_WIDTH: u32 = 1200;
pub const CARD_HEIGHT: u32 = 630;

/// The family of text with no script of its own, and the last resort of every run.
const FONT_STACK: &str = "'Noto Sans', 'Liberation Sans'";

/// A card's words. Nothing else of the resume reaches it.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Card {
    pub headline: String,
    pub subline: String,
    /// The stripe and the mark, as `(r, g, b)`.
    pub accent: (u8, u8, u8),
}

impl Card {
    /// The card of a resume: its name over its job title, in its design's accent.
    pub fn of_resume(resume: &ResumeData, template: TemplateStyle) -> Card {
        Card {
            headline: resume.name.trim().to_owned(),
            subline: resume.job_title.trim().to_owned(),
            accent: accent_of(resume, template),
        }
    }

    /// The card of a link behind a password: nothing of the person.
    pub fn protected() -> Card {
        Card {
            headline: "A resume shared privately".to_owned(),
            subline: "Open the link and enter its password to read it".to_owned(),
            accent: (29, 78, 216),
        }
    }
}

/// The accent colour of a resume in `template` and its own design: what its bands and rules
/// are drawn in.
pub fn accent_of(resume: &ResumeData, template: TemplateStyle) -> (u8, u8, u8) {
    let accent = crate::design::Look::new(template, &resume.design)
        .palette
        .accent;
    (accent.0, accent.1, accent.2)
}

/// The card as a PNG.
pub fn render_card(card: &Card) -> Result<Vec<u8>, PdfError> {
    let svg = svg(card);
    let options = usvg::Options {
        fontdb: fonts().clone(),
        font_family: "Noto Sans".to_owned(),
        ..usvg::Options::default()
    };
    let tree = usvg::Tree::from_str(&svg, &options)
        .map_err(|e| PdfError::Layout(WithContext::new("card svg", e).into()))?;
    let mut pixmap = tiny_skia::Pixmap::new(CARD_WIDTH, CARD_HEIGHT)
        .ok_or_else(|| PdfError::Layout("card pixmap".into()))?;
    resvg::render(
        &tree,
        tiny_skia::Transform::identity(),
        &mut pixmap.as_mut(),
    );
    pixmap
        .encode_png()
        .map_err(|e| PdfError::Layout(WithContext::new("card png", e).into()))
}

/// Every embedded face, loaded once (the bytes are the binary's own, not copied).
fn fonts() -> &'static Arc<usvg::fontdb::Database> {
    static FONTS: OnceLock<Arc<usvg::fontdb::Database>> = OnceLock::new();
    FONTS.get_or_init(|| {
        let mut db = usvg::fontdb::Database::new();
        for family in &FAMILIES {
            for style in [Style::REGULAR, Style::BOLD] {
                if let Some(bytes) = family.file(style) {
                    db.load_font_source(usvg::fontdb::Source::Binary(Arc::new(bytes)));
                }
            }
        }
        Arc::new(db)
    })
}

/// Characters a line may have before it is cut with an ellipsis.
const MAX_HEADLINE: usize = 48;
const MAX_SUBLINE: usize = 70;

fn svg(card: &Card) -> String {
    let (r, g, b) = card.accent;
    let accent = format!("#{r:02x}{g:02x}{b:02x}");
    let headline = shorten(&card.headline, MAX_HEADLINE);
    let subline = shorten(&card.subline, MAX_SUBLINE);
    // Large for a short name, smaller as it grows, so most names fit one line of 1 008 px.
    let chars = headline.chars().count().max(1) as f32;
    let headline_size = (1700.0 / chars).clamp(44.0, 84.0);
    let subline_size = (2200.0 / subline.chars().count().max(1) as f32).clamp(28.0, 40.0);
    format!(
        r##"<svg xmlns="http://www.w3.org/2000/svg" width="{CARD_WIDTH}" height="{CARD_HEIGHT}" viewBox="0 0 {CARD_WIDTH} {CARD_HEIGHT}">
<rect width="{CARD_WIDTH}" height="{CARD_HEIGHT}" fill="#ffffff"/>
<rect width="32" height="{CARD_HEIGHT}" fill="{accent}"/>
<rect x="96" y="384" width="160" height="6" fill="{accent}"/>
<text xml:space="preserve" x="96" y="300" font-family="{FONT_STACK}" font-weight="bold" font-size="{headline_size}" fill="#0f172a">{}</text>
<text xml:space="preserve" x="96" y="460" font-family="{FONT_STACK}" font-size="{subline_size}" fill="#475569">{}</text>
<text x="96" y="566" font-family="{FONT_STACK}" font-weight="bold" font-size="34" fill="{accent}">Vitae</text>
</svg>"##,
        runs(&headline),
        runs(&subline),
    )
}

/// The text as one `<tspan>` per run of a script with a family of its own (Arabic, Hebrew,
/// Devanagari), each in that family. resvg falls back per glyph only where shaping keeps one
/// glyph per character, which Devanagari's conjuncts do not; a run in its own family is shaped
/// whole. Digits and punctuation stay with the run they are in; spaces are drawn between runs.
fn runs(text: &str) -> String {
    let mut out = String::new();
    let mut run = String::new();
    let mut family: Option<&str> = None;
    let flush = |out: &mut String, run: &mut String, family: Option<&str>| {
        if run.is_empty() {
            return;
        }
        match family {
            Some(f) => out.push_str(&format!(
                "<tspan font-family=\"'{f}', {FONT_STACK}\">{}</tspan>",
                escape(run)
            )),
            None => out.push_str(&escape(run)),
        }
        run.clear();
    };
    for c in text.chars() {
        if c == ' ' {
            // Drawn in the Latin family: a script face's own space may have no width.
            flush(&mut out, &mut run, family);
            out.push(' ');
            continue;
        }
        let own = script_family(c);
        let neutral = !c.is_alphabetic();
        if !neutral && own != family {
            flush(&mut out, &mut run, family);
            family = own;
        }
        run.push(c);
    }
    flush(&mut out, &mut run, family);
    out
}

/// The embedded family for a character's script, when it is not the Latin one's.
fn script_family(c: char) -> Option<&'static str> {
    match u32::from(c) {
        0x0600..=0x06FF | 0x0750..=0x077F | 0x08A0..=0x08FF | 0xFB50..=0xFDFF | 0xFE70..=0xFEFF => {
            Some("Noto Sans Arabic")
        }
        0x0590..=0x05FF | 0xFB1D..=0xFB4F => Some("Noto Sans Hebrew"),
        0x0900..=0x097F | 0xA8E0..=0xA8FF | 0x1CD0..=0x1CFF => Some("Noto Sans Devanagari"),
        _ => None,
    }
}

/// `text` cut to `max` characters at most, an ellipsis marking the cut.
fn shorten(text: &str, max: usize) -> String {
    let text: String = text.split_whitespace().collect::<Vec<_>>().join(" ");
    if text.chars().count() <= max {
        return text;
    }
    let mut cut: String = text.chars().take(max - 1).collect();
    cut = cut.trim_end().to_owned();
    cut.push('…');
    cut
}

/// Text for XML content or a quoted attribute, without what XML cannot carry.
pub(crate) fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            // XML cannot carry these; joiners and marks stay (Devanagari needs them).
            c if c.is_control() || matches!(c, '\u{FFFE}' | '\u{FFFF}') => {}
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(headline: &str) -> Card {
        Card {
            headline: headline.into(),
            subline: "Senior Backend Engineer".into(),
            accent: (29, 78, 216),
        }
    }

    /// Pixels of the PNG that are neither white nor the accent: ink of the text.
    fn ink(png: &[u8]) -> usize {
        let pixmap = tiny_skia::Pixmap::decode_png(png).expect("png");
        assert_eq!((pixmap.width(), pixmap.height()), (CARD_WIDTH, CARD_HEIGHT));
        pixmap
            .pixels()
            .iter()
            .filter(|p| p.red() < 100 && p.green() < 100 && p.blue() < 120)
            .count()
    }

    #[test]
    fn a_card_is_a_1200_by_630_png_with_its_words_drawn() {
        let png = render_card(&card("Ana Souza")).expect("card");
        assert!(png.starts_with(b"\x89PNG"));
        assert!(ink(&png) > 2_000, "the name is drawn");
    }

    #[test]
    fn arabic_hebrew_and_devanagari_names_are_drawn_not_boxed() {
        let only_subline = render_card(&card("")).expect("card");
        for name in ["ليلى حسن", "अनन्या शर्मा", "נועה כהן", "अनन्या Sharma"]
        {
            let png = render_card(&card(name)).expect("card");
            assert!(
                ink(&png) > ink(&only_subline) + 1_000,
                "{name} has ink on the card"
            );
            // As many unassigned characters draw as many empty boxes: a name drawn in boxes
            // would look the same.
            let boxes: String = name
                .chars()
                .map(|c| if c == ' ' { ' ' } else { '\u{0378}' })
                .collect();
            let boxed = render_card(&card(&boxes)).expect("card");
            assert_ne!(png, boxed, "{name} is drawn in its own glyphs");
        }
    }

    #[test]
    fn each_script_run_gets_its_family() {
        assert_eq!(runs("Ana"), "Ana");
        assert_eq!(
            runs("अनन्या — Data"),
            format!(
                "<tspan font-family=\"'Noto Sans Devanagari', {FONT_STACK}\">अनन्या</tspan> \
                 <tspan font-family=\"'Noto Sans Devanagari', {FONT_STACK}\">—</tspan> Data"
            )
        );
    }

    #[test]
    fn markup_in_a_name_is_text_and_long_names_are_cut() {
        assert!(render_card(&card("<b>&\"Ana'</b>")).is_ok());
        let long = "Maria ".repeat(20);
        assert_eq!(shorten(&long, 12), "Maria Maria…");
        assert_eq!(escape("a<b>&\u{7}"), "a&lt;b&gt;&amp;");
    }
}
