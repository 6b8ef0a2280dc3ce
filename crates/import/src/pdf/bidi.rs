//! Right-to-left lines in logical order. PDF writers (XeTeX, browsers, Word) draw Arabic and
//! Hebrew glyphs left to right in the order they appear on the page, so a line read by x is
//! backwards; and Arabic text often maps to its presentation forms (the shapes a letter takes
//! at the start, middle or end of a word) rather than to its letters.
//!
//! A line whose letters are mostly right-to-left is turned back into reading order by glyph,
//! not by character (a ligature's text stays in its own order): the whole line reversed, then
//! each left-to-right run (Latin words, numbers, addresses) put back the way it reads,
//! neutrals between two left-to-right runs taking their side. Brackets mirror. This is the
//! part of the Unicode bidirectional algorithm a resume line needs: one paragraph direction,
//! no explicit embeddings.

use unicode_normalization::UnicodeNormalization;

fn is_rtl(c: char) -> bool {
    let u = c as u32;
    let digits = matches!(u, 0x0660..=0x0669 | 0x06F0..=0x06F9);
    !digits
        && matches!(u, 0x0590..=0x08FF | 0xFB1D..=0xFDFF | 0xFE70..=0xFEFF | 0x10800..=0x10FFF | 0x1E800..=0x1EFFF)
}

fn is_ltr(c: char) -> bool {
    c.is_alphanumeric() && !is_rtl(c)
}

/// Whether most of the letters of a page's texts are right-to-left ones.
pub fn is_rtl_page<'a>(texts: impl Iterator<Item = &'a str>) -> bool {
    let (mut rtl, mut ltr) = (0usize, 0usize);
    for c in texts.flat_map(str::chars) {
        if is_rtl(c) {
            rtl += 1;
        } else if c.is_alphabetic() {
            ltr += 1;
        }
    }
    rtl > ltr
}

/// Whether `text` holds any right-to-left letter.
pub fn has_rtl(text: &str) -> bool {
    text.chars().any(is_rtl)
}

#[derive(Clone, Copy, PartialEq)]
enum Side {
    Rtl,
    Ltr,
    Neutral,
}

fn side(unit: &str) -> Side {
    if unit.chars().any(is_rtl) {
        Side::Rtl
    } else if unit.chars().any(is_ltr) {
        Side::Ltr
    } else {
        Side::Neutral
    }
}

fn mirror(c: char) -> char {
    match c {
        '(' => ')',
        ')' => '(',
        '[' => ']',
        ']' => '[',
        '{' => '}',
        '}' => '{',
        '<' => '>',
        '>' => '<',
        '«' => '»',
        '»' => '«',
        other => other,
    }
}

/// A line drawn left to right, given as its units (each glyph's text and each inserted space
/// or tab), in reading order: as a right-to-left paragraph when `rtl`, else as a
/// left-to-right one whose right-to-left runs read backwards.
pub fn logical(units: &[&str], rtl: bool) -> String {
    let (own, other) = if rtl {
        (Side::Rtl, Side::Ltr)
    } else {
        (Side::Ltr, Side::Rtl)
    };
    let mut sides: Vec<Side> = units.iter().map(|u| side(u)).collect();
    // A neutral between two units of the other direction reads with them; any other, in the
    // paragraph's direction.
    let mut previous = own;
    let mut next_strong = vec![own; units.len()];
    let mut following = own;
    for i in (0..units.len()).rev() {
        next_strong[i] = following;
        if sides[i] != Side::Neutral {
            following = sides[i];
        }
    }
    for i in 0..units.len() {
        // A sign before a number ("+971", "-5") goes with the number.
        let signs = units
            .get(i + 1)
            .is_some_and(|n| n.starts_with(|c: char| c.is_ascii_digit()));
        match sides[i] {
            Side::Neutral if signs && sides.get(i + 1) == Some(&Side::Ltr) => {
                sides[i] = Side::Ltr;
                previous = Side::Ltr;
            }
            Side::Neutral => {
                sides[i] = if previous == other && next_strong[i] == other {
                    other
                } else {
                    own
                };
            }
            strong => previous = strong,
        }
    }
    let mut order: Vec<usize> = (0..units.len()).collect();
    if rtl {
        order.reverse();
    }
    // Runs against the direction the line was just read in turn round: left-to-right runs of
    // a right-to-left line, right-to-left runs of a left-to-right one.
    let backwards = Side::Rtl;
    let flip = if rtl { Side::Ltr } else { backwards };
    let mut i = 0;
    while i < order.len() {
        if sides[order[i]] == flip {
            let start = i;
            while i < order.len() && sides[order[i]] == flip {
                i += 1;
            }
            order[start..i].reverse();
        } else {
            i += 1;
        }
    }
    let mut out = String::new();
    for i in order {
        if sides[i] == Side::Rtl {
            out.extend(units[i].chars().map(mirror));
        } else {
            out.push_str(units[i]);
        }
    }
    out
}

/// Presentation forms (Arabic contextual shapes and ligatures, Hebrew and Latin ligatures) as
/// the letters they stand for, without the tatweel that stretches Arabic words for justifying.
pub fn letters(text: &str) -> String {
    const TATWEEL: char = '\u{640}';
    let form = |c: char| matches!(c as u32, 0xFB00..=0xFDFF | 0xFE70..=0xFEFF);
    if !text.chars().any(|c| form(c) || c == TATWEEL) {
        return text.to_owned();
    }
    let mut out = String::with_capacity(text.len());
    for c in text.chars().filter(|&c| c != TATWEEL) {
        if form(c) {
            out.extend(c.to_string().nfkc());
        } else {
            out.push(c);
        }
    }
    out
}

/// The combining mark a spacing accent stands for.
fn combining(accent: char) -> Option<char> {
    Some(match accent {
        '\u{b4}' => '\u{301}',
        '\u{2c6}' => '\u{302}',
        '\u{2dc}' => '\u{303}',
        '\u{a8}' => '\u{308}',
        '\u{2da}' => '\u{30a}',
        '\u{2c7}' => '\u{30c}',
        '\u{2d8}' => '\u{306}',
        '\u{af}' => '\u{304}',
        '\u{2d9}' => '\u{307}',
        '\u{2dd}' => '\u{30b}',
        '\u{2cb}' => '\u{300}',
        '\u{b8}' => '\u{327}',
        '\u{2db}' => '\u{328}',
        _ => return None,
    })
}

/// Accents drawn as glyphs of their own over or under a letter (TeX without T1 fonts writes
/// "N´u˜nez" for "Núñez") put on their letter: an accent above precedes its letter, a cedilla
/// or ogonek follows it.
pub fn compose_accents(text: &str) -> String {
    if !text.chars().any(|c| combining(c).is_some()) {
        return text.to_owned();
    }
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let below = matches!(c, '\u{b8}' | '\u{2db}');
        match combining(c) {
            Some(mark) if !below && chars.get(i + 1).is_some_and(|n| n.is_alphabetic()) => {
                // "i" under an accent is drawn dotless ("ı"); the composed letter is "í".
                let base = match chars[i + 1] {
                    '\u{131}' => 'i',
                    other => other,
                };
                out.push(base);
                out.push(mark);
                i += 2;
            }
            Some(mark) if below && out.chars().last().is_some_and(char::is_alphabetic) => {
                out.push(mark);
                i += 1;
            }
            _ => {
                out.push(c);
                i += 1;
            }
        }
    }
    out.nfc().collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn drawn(logical_text: &str) -> Vec<String> {
        // What a writer draws left to right for a right-to-left line: its runs in reverse, a
        // right-to-left run's words and letters backwards, a left-to-right run (with the
        // neutral words inside it) as it reads.
        let words: Vec<&str> = logical_text.split(' ').collect();
        let strong = |w: &str| (!w.chars().any(is_rtl)).then(|| w.chars().any(is_ltr));
        let ltr: Vec<bool> = (0..words.len())
            .map(|i| match strong(words[i]) {
                None => false,
                Some(true) => true,
                Some(false) => {
                    let before = words[..i].iter().rev().find_map(|w| {
                        strong(w)
                            .filter(|s| *s)
                            .map(|_| true)
                            .or(w.chars().any(is_rtl).then_some(false))
                    });
                    let after = words[i + 1..].iter().find_map(|w| {
                        strong(w)
                            .filter(|s| *s)
                            .map(|_| true)
                            .or(w.chars().any(is_rtl).then_some(false))
                    });
                    before == Some(true) && after == Some(true)
                }
            })
            .collect();
        let mut runs: Vec<(bool, Vec<&str>)> = Vec::new();
        for (w, l) in words.iter().zip(&ltr) {
            match runs.last_mut() {
                Some((side, run)) if side == l => run.push(w),
                _ => runs.push((*l, vec![w])),
            }
        }
        let mut units: Vec<String> = Vec::new();
        for (side, run) in runs.into_iter().rev() {
            let run: Vec<&str> = if side {
                run
            } else {
                run.into_iter().rev().collect()
            };
            for word in run {
                if !units.is_empty() {
                    units.push(" ".to_owned());
                }
                if side {
                    units.extend(word.chars().map(String::from));
                } else {
                    units.extend(word.chars().rev().map(String::from));
                }
            }
        }
        units
    }

    #[test]
    fn right_to_left_lines_read_in_logical_order() {
        for line in [
            "مهندسة برمجيات أولى",
            "الخبرة العملية",
            "ניסיון תעסוקתי",
            "مهندسة في شركة النور 2019 – 2023",
            "البريد الإلكتروني للعمل layla@x.io",
        ] {
            let units = drawn(line);
            let units: Vec<&str> = units.iter().map(String::as_str).collect();
            let visual: String = units.concat();
            assert!(is_rtl_page([visual.as_str()].into_iter()), "{line}");
            assert_eq!(logical(&units, true), line);
        }
        assert!(!is_rtl_page(["Senior Engineer, شركة"].into_iter()));
        // An Arabic name inside an English line reads forwards too.
        let units = ["Engineer", " ", "at", " ", "ر", "و", "ن", "ل", "ا"];
        assert_eq!(logical(&units, false), "Engineer at النور");
    }

    #[test]
    fn accents_drawn_apart_join_their_letters() {
        assert_eq!(compose_accents("N\u{b4}u\u{2dc}nez"), "Núñez");
        assert_eq!(
            compose_accents("Montr\u{b4}eal, Franc\u{b8}ois"),
            "Montréal, François"
        );
        assert_eq!(compose_accents("Ha\u{b4}\u{131}kon"), "Haíkon");
        assert_eq!(compose_accents("5\u{b4} long"), "5\u{b4} long");
    }

    #[test]
    fn presentation_forms_become_letters() {
        assert_eq!(letters("ﻣﻬﻨﺪﺳﺔ"), "مهندسة");
        assert_eq!(letters("ﻻ"), "لا");
        assert_eq!(letters("الخـبرة"), "الخبرة");
        assert_eq!(letters("plain"), "plain");
    }
}
