//! The one rule for characters that may enter Vitae: none that a database or a document format
//! cannot hold. PostgreSQL refuses NUL in text, and XML 1.0 (every Word document, every SVG)
//! has no way to write the C0 control characters other than tab, line feed and carriage
//! return, nor U+FFFE and U+FFFF: a Word file holding one will not open. Such characters never
//! come from a keyboard; they arrive in pasted or extracted text.
//!
//! Input a user sends is refused with a field error (`Violations::limit_text` applies this
//! rule), so nothing is changed behind their back; text we produce or read from files
//! (a model's answer, an imported document) is cleaned with [`strip_forbidden`], and every
//! writer of XML cleans again, for rows stored before this rule.

use std::borrow::Cow;

/// Whether `c` may not be stored or written: NUL and the other XML 1.0-illegal characters.
pub fn is_forbidden(c: char) -> bool {
    matches!(c, '\u{0}'..='\u{8}' | '\u{B}' | '\u{C}' | '\u{E}'..='\u{1F}' | '\u{FFFE}' | '\u{FFFF}')
}

/// The first forbidden character of `s`, if any.
pub fn first_forbidden(s: &str) -> Option<char> {
    s.chars().find(|&c| is_forbidden(c))
}

/// `s` without its forbidden characters (borrowed when it has none, the usual case).
pub fn strip_forbidden(s: &str) -> Cow<'_, str> {
    if first_forbidden(s).is_none() {
        Cow::Borrowed(s)
    } else {
        Cow::Owned(s.chars().filter(|&c| !is_forbidden(c)).collect())
    }
}

/// Strips forbidden characters in place.
pub fn strip_forbidden_in(s: &mut String) {
    if first_forbidden(s).is_some() {
        s.retain(|c| !is_forbidden(c));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_what_xml_and_postgresql_cannot_hold_is_forbidden() {
        for c in ['\0', '\u{1}', '\u{B}', '\u{1F}', '\u{FFFE}', '\u{FFFF}'] {
            assert!(is_forbidden(c), "{:?}", c);
        }
        for c in [
            '\t', '\n', '\r', ' ', 'é', 'ل', '\u{200D}', '\u{202E}', '😀', '\u{FFFD}',
        ] {
            assert!(!is_forbidden(c), "{:?}", c);
        }
    }

    #[test]
    fn stripping_borrows_clean_text() {
        assert!(matches!(strip_forbidden("Ana Souza"), Cow::Borrowed(_)));
        assert_eq!(strip_forbidden("A\0n\u{FFFF}a"), "Ana");
        let mut s = String::from("x\u{FFFE}y");
        strip_forbidden_in(&mut s);
        assert_eq!(s, "xy");
    }
}
