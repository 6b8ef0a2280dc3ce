//! How a work description reads: paragraph lines and bullet lines. One reading for every
//! renderer (PDF, DOCX, plain text) and for the JSON Resume mapping, so a line that prints as a
//! bullet is also exported as a highlight.

/// One non-blank line of a description, trimmed, its bullet marker removed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Line<'a> {
    Plain(&'a str),
    Bullet(&'a str),
}

/// The markers people (and the writer, which uses "• ") start a bullet line with.
const MARKERS: [&str; 8] = ["• ", "- ", "* ", "– ", "· ", "•", "▪ ", "◦ "];

/// The non-blank lines of `text`, each read as a paragraph or a bullet.
pub fn lines(text: &str) -> impl Iterator<Item = Line<'_>> {
    text.lines().filter_map(|l| {
        let t = l.trim();
        if t.is_empty() {
            return None;
        }
        for marker in MARKERS {
            if let Some(rest) = t.strip_prefix(marker) {
                let rest = rest.trim();
                if !rest.is_empty() {
                    return Some(Line::Bullet(rest));
                }
            }
        }
        Some(Line::Plain(t))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bullets_and_paragraphs_are_told_apart() {
        let got: Vec<_> = lines("Led things\n• Did X\n- Did  Y\n\n  *  Z \n-\n•Tight").collect();
        assert_eq!(
            got,
            [
                Line::Plain("Led things"),
                Line::Bullet("Did X"),
                Line::Bullet("Did  Y"),
                Line::Bullet("Z"),
                Line::Plain("-"),
                Line::Bullet("Tight"),
            ]
        );
    }
}
