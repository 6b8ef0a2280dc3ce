//! The text engine: a paragraph of styled spans becomes lines of positioned glyphs, in any
//! script and either direction. It works the way typesetters do (itemise, shape, then break):
//!
//! 1. [`itemize`]: the Unicode bidirectional algorithm gives each character its level; the text
//!    is cut into runs of one level, one script, one span and one face (the span's family, or
//!    the fallback face for a script it lacks).
//! 2. [`shape`]: each run is shaped with rustybuzz: ligatures, kerning, Arabic joining, Indic
//!    conjuncts and reordering, mark placement, all from the font.
//! 3. [`lines`]: UAX #14 break opportunities, measured with the shaped advances, fill lines
//!    greedily; a word wider than a line breaks between grapheme clusters (no text is lost);
//!    each line is reordered for display by the bidi algorithm (rule L2).
//!
//! What comes out keeps, for every glyph, the characters it stands for, so the PDF's text
//! layer can give them back in logical order (`writer::text_layer`).

mod itemize;
mod lines;
mod shape;

use std::ops::Range;

use crate::fonts::{FaceId, Family, Style};
use crate::layout::Rgb;

pub use lines::Line;

/// Which way a paragraph runs: from the left (Latin, Cyrillic, Devanagari, CJK…) or from the
/// right (Arabic, Hebrew, Persian, Urdu).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Hash)]
pub enum Direction {
    #[default]
    Ltr,
    Rtl,
}

impl Direction {
    pub fn is_rtl(self) -> bool {
        self == Direction::Rtl
    }
}

/// Where lines sit between the paragraph's edges, relative to its direction: `Start` is the
/// left edge of a left-to-right paragraph and the right edge of a right-to-left one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Hash)]
pub enum Align {
    #[default]
    Start,
    Center,
    End,
}

/// The look of a span of text.
#[derive(Debug, Clone, Copy)]
pub struct TextStyle {
    pub family: &'static Family,
    pub style: Style,
    /// Points.
    pub size: f32,
    pub color: Rgb,
}

/// A piece of a paragraph in one style.
#[derive(Debug, Clone)]
pub struct Span {
    pub text: String,
    pub style: TextStyle,
}

/// What a paragraph's text needs beyond its spans.
#[derive(Debug, Clone, Copy)]
pub struct Setting<'a> {
    /// The paragraph's base direction (the resume's language's).
    pub direction: Direction,
    /// BCP 47 tag of the resume's language: shaping differs by language (Serbian italics,
    /// Persian digits, CJK glyph variants).
    pub language: &'a str,
}

/// A glyph, positioned relative to the pen.
#[derive(Debug, Clone)]
pub struct Glyph {
    pub id: u16,
    /// Points to move the pen after this glyph.
    pub advance: f32,
    /// Points from the pen to draw at.
    pub dx: f32,
    pub dy: f32,
    /// The characters this glyph's cluster stands for, as a byte range of the paragraph.
    pub cluster: Range<usize>,
}

/// Glyphs of one face, size and colour, drawn from `x` (points from the line's left edge).
#[derive(Debug, Clone)]
pub struct GlyphRun {
    pub face: FaceId,
    pub size: f32,
    pub color: Rgb,
    pub x: f32,
    pub rtl: bool,
    /// In visual order (left to right).
    pub glyphs: Vec<Glyph>,
}

impl GlyphRun {
    pub fn width(&self) -> f32 {
        self.glyphs.iter().map(|g| g.advance).sum()
    }
}

/// A paragraph shaped once, ready to be broken into lines of any width.
pub struct Shaped {
    pub text: String,
    setting_direction: Direction,
    items: Vec<shape::ShapedItem>,
    /// The largest ascender-to-descender height of the primary faces of its spans: how far the
    /// first baseline sits below the top, as before the text engine.
    pub base_height: f32,
    /// The largest distance between baselines (with the fonts' line gap) of those faces.
    pub base_line: f32,
    /// Characters no font could draw.
    pub missing: Vec<char>,
}

/// Shapes `spans` as one paragraph. Line breaks inside the text become spaces (a paragraph is
/// one block of lines; callers split text into paragraphs first).
pub fn shape(spans: &[Span], setting: Setting<'_>) -> Shaped {
    let spans: Vec<Span> = spans
        .iter()
        .filter(|s| !s.text.is_empty())
        .map(|s| Span {
            text: s.text.replace(is_paragraph_separator, " "),
            style: s.style,
        })
        .collect();
    let itemized = itemize::itemize(&spans, setting);
    let items = itemized
        .items
        .iter()
        .map(|item| shape::shape_item(&itemized.text, item, setting.language))
        .collect();
    Shaped {
        base_height: itemized.base_height,
        base_line: itemized.base_line,
        text: itemized.text,
        setting_direction: setting.direction,
        items,
        missing: itemized.missing,
    }
}

fn is_paragraph_separator(c: char) -> bool {
    matches!(
        c,
        '\n' | '\r' | '\u{1C}'..='\u{1E}' | '\u{85}' | '\u{2028}' | '\u{2029}'
    )
}

impl Shaped {
    /// The width of the paragraph on one line, in points.
    pub fn width(&self) -> f32 {
        self.items
            .iter()
            .flat_map(|i| &i.glyphs)
            .map(|g| g.advance)
            .sum()
    }

    /// The paragraph broken into lines at most `width` points wide.
    pub fn lines(&self, width: f32) -> Vec<Line> {
        lines::break_lines(self, width)
    }

    pub fn direction(&self) -> Direction {
        self.setting_direction
    }

    /// Where `line` (one of this paragraph's) sits: its baseline below the line's top, and
    /// the distance to the next line's top, both in points, `spacing` times the resume's own
    /// font's line apart. A line holding a taller fallback face (Devanagari, Arabic, CJK)
    /// grows only as far as that face needs at single spacing, as a browser's line box does,
    /// so the spacing chosen is the spacing seen whatever the script.
    pub fn line_box(&self, line: &Line, spacing: f32) -> (f32, f32) {
        let gap_ratio = if self.base_height > 0.0 {
            self.base_line / self.base_height
        } else {
            1.0
        };
        let height = line.ascent + line.descent;
        (
            self.base_height.max(height),
            (self.base_line * spacing).max(height * gap_ratio),
        )
    }
}

/// The characters of `text` that no font on this machine draws in `family` (for the print
/// check), without laying anything out.
pub fn missing_characters(text: &str, family: &'static Family, language: &str) -> Vec<char> {
    itemize::missing_characters(text, family, language)
}
