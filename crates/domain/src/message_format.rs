//! Fills in ICU messages, the format of the interface's catalogs, for the words the server says
//! itself (field problems, its own pages and mail). It reads the part of ICU the catalogs use:
//! `{name}`, `{name, select, key {…} other {…}}` and `{name, plural, one {# …} other {# …}}`
//! (with `=N` cases), plural categories by the language's rules.

use std::borrow::Cow;
use std::collections::BTreeMap;

/// The values a message names, by argument.
pub type Params<'a> = &'a [(&'static str, Cow<'a, str>)];

/// A map of values (a field problem's or a report's `params`) as [`Params`].
pub fn params_of<'a>(map: &'a BTreeMap<&'static str, String>) -> Vec<(&'static str, Cow<'a, str>)> {
    map.iter()
        .map(|(name, value)| (*name, Cow::Borrowed(value.as_str())))
        .collect()
}

/// `text` with `params` in place, for `language` (an interface language code). What cannot be
/// read is kept as written: the client's catalog test checks every message's syntax.
pub fn format(language: &str, text: &str, params: Params) -> String {
    let mut out = String::with_capacity(text.len());
    write(&mut out, language, text, params, None);
    out
}

/// Writes `text` into `out`; inside a plural branch, `#` is `count`.
fn write(out: &mut String, language: &str, text: &str, params: Params, count: Option<&str>) {
    let value = |name: &str| {
        params
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| v.as_ref())
    };
    let mut rest = text;
    while let Some(at) = rest.find(['{', '#']) {
        out.push_str(&rest[..at]);
        if rest[at..].starts_with('#') {
            out.push_str(count.unwrap_or("#"));
            rest = &rest[at + 1..];
            continue;
        }
        let Some(len) = group_len(&rest[at..]) else {
            out.push_str(&rest[at..]);
            return;
        };
        let inner = &rest[at + 1..at + len - 1];
        rest = &rest[at + len..];
        let mut parts = inner.splitn(3, ',').map(str::trim);
        let name = parts.next().unwrap_or_default();
        let given = value(name);
        match (parts.next(), parts.next()) {
            (Some("select"), Some(cases)) => {
                let chosen = case(cases, given.unwrap_or("other")).or_else(|| case(cases, "other"));
                write(out, language, chosen.unwrap_or_default(), params, count);
            }
            (Some("plural"), Some(cases)) => {
                let n = given.unwrap_or("0");
                let exact = format!("={n}");
                let chosen = case(cases, &exact)
                    .or_else(|| case(cases, plural_category(language, n)))
                    .or_else(|| case(cases, "other"));
                write(out, language, chosen.unwrap_or_default(), params, Some(n));
            }
            _ => out.push_str(given.unwrap_or(inner)),
        }
    }
    out.push_str(rest);
}

/// The length of the `{…}` group `s` starts with, nested groups included.
fn group_len(s: &str) -> Option<usize> {
    let mut depth = 0usize;
    for (i, c) in s.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return Some(i + 1);
                }
            }
            _ => {}
        }
    }
    None
}

/// The text of the case named `key` in `key {…} key {…}`.
fn case<'a>(mut cases: &'a str, key: &str) -> Option<&'a str> {
    loop {
        cases = cases.trim_start();
        let open = cases.find('{')?;
        let len = group_len(&cases[open..])?;
        if cases[..open].trim() == key {
            return Some(&cases[open + 1..open + len - 1]);
        }
        cases = &cases[open + len..];
    }
}

/// The CLDR plural category of a whole number in each interface language.
fn plural_category(language: &str, n: &str) -> &'static str {
    let Ok(n) = n.parse::<u64>() else {
        return "other";
    };
    match language {
        "ar" => match (n, n % 100) {
            (0, _) => "zero",
            (1, _) => "one",
            (2, _) => "two",
            (_, 3..=10) => "few",
            (_, 11..=99) => "many",
            _ => "other",
        },
        // Zero and one take the singular in these.
        "fr" | "hi" | "pt-BR" if n <= 1 => "one",
        _ if n == 1 => "one",
        _ => "other",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(name: &'static str, value: &'static str) -> (&'static str, Cow<'static, str>) {
        (name, Cow::Borrowed(value))
    }

    #[test]
    fn arguments_selects_and_plurals_are_filled_in() {
        let steps = "{count, plural, =0 {nothing} one {# step} other {# steps}} due {day}";
        assert_eq!(
            format("en", steps, &[p("count", "1"), p("day", "today")]),
            "1 step due today"
        );
        assert_eq!(
            format("en", steps, &[p("count", "0"), p("day", "x")]),
            "nothing due x"
        );
        assert_eq!(
            format("en", steps, &[p("count", "12"), p("day", "x")]),
            "12 steps due x"
        );
        let kind = "{k, select, object {an object} other {{k}}}";
        assert_eq!(format("en", kind, &[p("k", "object")]), "an object");
        assert_eq!(format("en", kind, &[p("k", "list")]), "list");
        assert_eq!(format("en", "no {braces", &[]), "no {braces");
    }

    #[test]
    fn plural_categories_follow_each_language() {
        let category = |l, n| plural_category(l, n);
        assert_eq!(category("en", "0"), "other");
        assert_eq!(category("fr", "0"), "one");
        assert_eq!(category("hi", "1"), "one");
        assert_eq!(category("de", "2"), "other");
        let arabic: Vec<_> = ["0", "1", "2", "5", "11", "100", "103"]
            .iter()
            .map(|n| category("ar", n))
            .collect();
        assert_eq!(
            arabic,
            ["zero", "one", "two", "few", "many", "other", "few"]
        );
    }
}
