//! Step 1: a paragraph's text cut into runs that can each be shaped alone: one bidi level,
//! one script, one span, one face. Characters common to scripts (spaces, digits,
//! punctuation) and combining marks stay in the run around them, so a run changes face only
//! where the text changes script or the face lacks a glyph.

use std::ops::Range;

use unicode_bidi::{Level, ParagraphBidiInfo};
use unicode_script::{Script, UnicodeScript};

use super::{Setting, Span, TextStyle};
use crate::fonts::{self, needs_a_glyph, FaceId, Family};

/// A run to shape.
pub struct Item {
    /// Bytes of the paragraph's text.
    pub range: Range<usize>,
    pub face: FaceId,
    pub style: TextStyle,
    pub level: Level,
    pub script: Script,
}

pub struct Itemized {
    pub text: String,
    pub items: Vec<Item>,
    pub base_height: f32,
    pub base_line: f32,
    pub missing: Vec<char>,
}

pub fn itemize(spans: &[Span], setting: Setting<'_>) -> Itemized {
    let book = fonts::book();
    let mut text = String::new();
    let mut span_ranges = Vec::with_capacity(spans.len());
    for s in spans {
        let start = text.len();
        text.push_str(&s.text);
        span_ranges.push(start..text.len());
    }
    let base = if setting.direction.is_rtl() {
        Level::rtl()
    } else {
        Level::ltr()
    };
    let levels = if text.is_empty() {
        Vec::new()
    } else {
        ParagraphBidiInfo::new(&text, Some(base)).levels
    };
    let scripts = resolved_scripts(&text);

    let mut items: Vec<Item> = Vec::new();
    let mut missing = Vec::new();
    let mut base_height: f32 = 0.0;
    let mut base_line: f32 = 0.0;
    let mut chars = text.char_indices().zip(scripts).peekable();
    for (span, range) in spans.iter().zip(&span_ranges) {
        let style = span.style;
        let Some(primary) = book.family_face(style.family, style.style) else {
            continue;
        };
        base_height = base_height.max(book.face(primary).glyph_height(style.size));
        base_line = base_line.max(book.face(primary).line_height(style.size));
        let mut current: Option<Item> = None;
        while let Some(&((at, c), script)) = chars.peek() {
            if at >= range.end {
                break;
            }
            chars.next();
            let end = at + c.len_utf8();
            let level = levels.get(at).copied().unwrap_or(base);
            if let Some(item) = current.as_mut() {
                let same_run = item.level == level
                    && item.script == script
                    && (!needs_a_glyph(c) || is_mark(c) || book.face(item.face).covers(c));
                if same_run {
                    item.range.end = end;
                    continue;
                }
            }
            let face = match book.face_for(c, style.family, style.style, setting.language) {
                Some(face) => face,
                None => {
                    if !missing.contains(&c) {
                        missing.push(c);
                    }
                    primary
                }
            };
            match current.as_mut() {
                Some(item) if item.level == level && item.script == script && item.face == face => {
                    item.range.end = end;
                }
                _ => {
                    items.extend(current.take());
                    current = Some(Item {
                        range: at..end,
                        face,
                        style,
                        level,
                        script,
                    });
                }
            }
        }
        items.extend(current);
    }
    Itemized {
        text,
        items,
        base_height,
        base_line,
        missing,
    }
}

/// Combining marks belong to the character before them, whatever their own script.
fn is_mark(c: char) -> bool {
    matches!(c.script(), Script::Inherited)
        || matches!(c, '\u{200C}' | '\u{200D}' | '\u{FE00}'..='\u{FE0F}')
}

/// The script of each character, with characters common to scripts (and marks) given the
/// script of the text before them, or after them at the start of the paragraph.
fn resolved_scripts(text: &str) -> Vec<Script> {
    let mut scripts: Vec<Script> = text.chars().map(|c| c.script()).collect();
    let shared = |s: Script| matches!(s, Script::Common | Script::Inherited | Script::Unknown);
    let mut last = None;
    for s in scripts.iter_mut() {
        if shared(*s) {
            if let Some(l) = last {
                *s = l;
            }
        } else {
            last = Some(*s);
        }
    }
    // Leading common characters take the first real script (or Latin when there is none).
    let first = scripts
        .iter()
        .copied()
        .find(|s| !shared(*s))
        .unwrap_or(Script::Latin);
    for s in scripts.iter_mut() {
        if !shared(*s) {
            break;
        }
        *s = first;
    }
    scripts
}

/// The distinct characters of `text` that no face draws in `family`.
pub fn missing_characters(text: &str, family: &'static Family, language: &str) -> Vec<char> {
    let book = fonts::book();
    let mut missing = Vec::new();
    for c in text.chars() {
        if needs_a_glyph(c)
            && !missing.contains(&c)
            && book
                .face_for(c, family, fonts::Style::REGULAR, language)
                .is_none()
        {
            missing.push(c);
        }
    }
    missing
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn common_characters_take_the_script_around_them() {
        let scripts = resolved_scripts("12 مرحبا, world!");
        assert_eq!(
            scripts[0],
            Script::Arabic,
            "leading digits join the first script"
        );
        let comma = "12 مرحبا".chars().count();
        assert_eq!(scripts[comma], Script::Arabic);
        assert_eq!(*scripts.last().expect("last"), Script::Latin);
    }
}
