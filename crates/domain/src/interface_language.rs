//! The languages the web interface speaks, and how a visitor's one is chosen: the `vitae_lang`
//! cookie (set by the language menu, and from the account at sign-in), else the browser's
//! `Accept-Language`, else English. Anything unknown falls back without an error. The resume's
//! own language (`language`) is a separate choice.

/// Every interface language, English first (the fallback). The codes are the directories of the
/// web client's export (`out/<code>/…`) and the names of its message catalogs.
pub const ALL: [&str; 7] = ["en", "ar", "hi", "es", "fr", "de", "pt-BR"];

/// The language shown when nothing better is known.
pub const DEFAULT: &str = "en";

/// The cookie that keeps the visitor's choice.
pub const COOKIE: &str = "vitae_lang";

/// The interface language a code names, matched without regard to case (`pt-br` is `pt-BR`).
pub fn parse(code: &str) -> Option<&'static str> {
    ALL.into_iter()
        .find(|known| known.eq_ignore_ascii_case(code))
}

/// The best interface language for an `Accept-Language` value: the listed ranges by weight
/// (ties in the order given), each matched exactly, then by its primary subtag (`ar-AE` is
/// Arabic, any `pt` is Brazilian Portuguese). `None` when nothing listed is spoken here.
pub fn from_accept_language(header: &str) -> Option<&'static str> {
    let mut ranges: Vec<(f32, usize, &str)> = header
        .split(',')
        .enumerate()
        .filter_map(|(order, item)| {
            let mut parts = item.split(';').map(str::trim);
            let tag = parts.next().filter(|t| !t.is_empty())?;
            let weight = parts
                .find_map(|p| p.strip_prefix("q="))
                .map_or(Some(1.0), |q| q.trim().parse::<f32>().ok())?;
            (weight > 0.0 && weight <= 1.0).then_some((weight, order, tag))
        })
        .collect();
    ranges.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
    ranges.into_iter().find_map(|(_, _, tag)| matching(tag))
}

fn matching(tag: &str) -> Option<&'static str> {
    parse(tag).or_else(|| {
        let primary = tag.split(['-', '_']).next()?;
        ALL.into_iter().find(|known| {
            known
                .split('-')
                .next()
                .is_some_and(|p| p.eq_ignore_ascii_case(primary))
        })
    })
}

/// The language for a request: a known cookie value wins, then `Accept-Language`, then English.
pub fn choose(cookie: Option<&str>, accept_language: Option<&str>) -> &'static str {
    cookie
        .and_then(parse)
        .or_else(|| accept_language.and_then(from_accept_language))
        .unwrap_or(DEFAULT)
}

/// Whether the language is written right to left.
pub fn is_rtl(code: &str) -> bool {
    code == "ar"
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cookie_wins_then_the_browser_then_english() {
        assert_eq!(choose(Some("ar"), Some("de")), "ar");
        assert_eq!(choose(Some("klingon"), Some("de-CH, en;q=0.5")), "de");
        assert_eq!(choose(None, Some("xx, yy;q=0.4")), "en");
        assert_eq!(choose(None, None), "en");
        assert_eq!(choose(Some("PT-br"), None), "pt-BR");
    }

    #[test]
    fn accept_language_is_read_by_weight_then_by_primary_subtag() {
        assert_eq!(from_accept_language("fr;q=0.3, hi;q=0.9"), Some("hi"));
        assert_eq!(from_accept_language("ar-AE,ar;q=0.9,en;q=0.8"), Some("ar"));
        assert_eq!(from_accept_language("pt-PT"), Some("pt-BR"));
        assert_eq!(from_accept_language("es-419, en"), Some("es"));
        assert_eq!(from_accept_language("*"), None);
        assert_eq!(from_accept_language("de;q=0, fr;q=0.1"), Some("fr"));
        assert_eq!(from_accept_language("de;q=abc, ;;, es;q=2"), None);
        assert_eq!(from_accept_language(""), None);
    }

    #[test]
    fn only_arabic_is_right_to_left() {
        assert!(is_rtl("ar"));
        assert!(ALL.iter().filter(|c| is_rtl(c)).count() == 1);
    }
}
