//! The compiled-in faces as a browser fetches them (WOFF2 copies made by
//! `frontend/scripts/fonts.mjs`). A family a design can choose carries Latin, Greek, Cyrillic
//! and more, 140–220 kB a face; a resume in English needs a fifth of that. Those families are
//! therefore cut in two by Unicode range, as web font services do: the basic Latin part, and
//! the rest of the font. A browser fetches a part only when the page shows a character of its
//! range. The script fallbacks (Arabic, Hebrew, Devanagari) stay whole: one script each.

use std::fmt::Write;

use serde::Serialize;

use super::families::design_families;
use super::Family;

/// Basic Latin: ASCII, Latin-1, the common punctuation, currency and typographic signs.
const LATIN: &[(u32, u32)] = &[
    (0x0000, 0x00FF),
    (0x0131, 0x0131),
    (0x0152, 0x0153),
    (0x02BB, 0x02BC),
    (0x02C6, 0x02C6),
    (0x02DA, 0x02DA),
    (0x02DC, 0x02DC),
    (0x0304, 0x0304),
    (0x0308, 0x0308),
    (0x0329, 0x0329),
    (0x2000, 0x206F),
    (0x20AC, 0x20AC),
    (0x2122, 0x2122),
    (0x2191, 0x2191),
    (0x2193, 0x2193),
    (0x2212, 0x2212),
    (0x2215, 0x2215),
    (0xFEFF, 0xFEFF),
    (0xFFFD, 0xFFFD),
];

/// The plane the second part covers: every face compiled in draws only characters of it.
const LAST: u32 = 0xFFFF;

/// One part of a split face: the file `<family>-<style>-<name>.woff2`, shown for the
/// characters of `unicode_range` (CSS syntax).
#[derive(Debug, Clone, Serialize)]
pub struct WebPart {
    pub name: &'static str,
    pub unicode_range: String,
}

/// The parts every split face is cut into, in this order.
pub fn web_parts() -> Vec<WebPart> {
    vec![
        WebPart {
            name: "latin",
            unicode_range: unicode_range(LATIN),
        },
        WebPart {
            name: "more",
            unicode_range: unicode_range(&complement(LATIN)),
        },
    ]
}

/// Whether a family's faces are fetched in parts (the families a design can choose).
pub fn is_split(family: &Family) -> bool {
    design_families().iter().any(|f| std::ptr::eq(f, family))
}

/// The `@font-face` rules that give CSS family `css_name` the face `style` (`regular`, `bold`,
/// `italic`) of `family`, with `descriptors` (`font-weight:700;…`) added to each.
pub fn font_face_rules(css_name: &str, family: &Family, style: &str, descriptors: &str) -> String {
    let rule = |file: &str, range: Option<&str>| {
        let mut rule = format!(
            "@font-face{{font-family:\"{css_name}\";src:url(\"/fonts/{file}.woff2\") format(\"woff2\");{descriptors}font-display:swap"
        );
        if let Some(range) = range {
            let _ = write!(rule, ";unicode-range:{range}");
        }
        rule.push('}');
        rule
    };
    let stem = format!("{}-{style}", family.id);
    if is_split(family) {
        web_parts()
            .iter()
            .map(|part| rule(&format!("{stem}-{}", part.name), Some(&part.unicode_range)))
            .collect()
    } else {
        rule(&stem, None)
    }
}

fn unicode_range(ranges: &[(u32, u32)]) -> String {
    let parts: Vec<String> = ranges
        .iter()
        .map(|&(a, b)| {
            if a == b {
                format!("U+{a:X}")
            } else {
                format!("U+{a:X}-{b:X}")
            }
        })
        .collect();
    parts.join(",")
}

/// What `ranges` (sorted, apart) leave of `0..=LAST`.
fn complement(ranges: &[(u32, u32)]) -> Vec<(u32, u32)> {
    let mut out = Vec::new();
    let mut next = 0;
    for &(a, b) in ranges {
        if a > next {
            out.push((next, a - 1));
        }
        next = b + 1;
    }
    if next <= LAST {
        out.push((next, LAST));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fonts::Family;

    #[test]
    fn the_two_parts_cover_the_plane_once() {
        let rest = complement(LATIN);
        let mut all: Vec<(u32, u32)> = LATIN.iter().copied().chain(rest).collect();
        all.sort();
        let mut next = 0;
        for (a, b) in all {
            assert_eq!(a, next, "no gap or overlap before U+{a:X}");
            next = b + 1;
        }
        assert_eq!(next, LAST + 1);
        assert!(web_parts()[1]
            .unicode_range
            .starts_with("U+100-130,U+132-151,"));
    }

    #[test]
    fn design_families_come_in_parts_and_script_fallbacks_whole() {
        let lato = Family::by_id("lato").expect("lato");
        let rules = font_face_rules("vitae-lato", lato, "bold", "font-weight:700;");
        assert_eq!(rules.matches("@font-face").count(), 2);
        assert!(rules.contains("src:url(\"/fonts/lato-bold-latin.woff2\")"));
        assert!(rules.contains("src:url(\"/fonts/lato-bold-more.woff2\")"));
        assert!(rules.contains("font-weight:700;font-display:swap;unicode-range:U+0-FF,"));
        let arabic = Family::by_id("noto-sans-arabic").expect("arabic");
        assert_eq!(
            font_face_rules("vitae-noto-sans-arabic", arabic, "regular", ""),
            "@font-face{font-family:\"vitae-noto-sans-arabic\";src:url(\"/fonts/noto-sans-arabic-regular.woff2\") format(\"woff2\");font-display:swap}"
        );
    }
}
