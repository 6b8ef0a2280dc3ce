//! Contact details inside a line of text: email addresses, phone numbers, web addresses, and
//! whether a piece of text reads as a place.

use crate::dates;
use crate::vocabulary;

/// Characters that separate items on a contact line.
fn is_separator(c: char) -> bool {
    c.is_whitespace()
        || matches!(
            c,
            '|' | '•' | '·' | ',' | ';' | '<' | '>' | '(' | ')' | '⋅' | '∙'
        )
}

/// Whitespace-separated pieces of `text` with their byte offsets.
fn pieces(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.split(is_separator)
        .scan(0usize, move |_, piece| Some(piece))
        .filter(|p| !p.is_empty())
        .map(move |p| (p.as_ptr() as usize - text.as_ptr() as usize, p))
}

fn trim_punctuation(s: &str) -> &str {
    s.trim_end_matches(['.', ',', ';', ':', ')', ']', '\''])
        .trim_start_matches(['(', '[', '\''])
}

pub fn email(text: &str) -> Option<(std::ops::Range<usize>, String)> {
    pieces(text).find_map(|(at, piece)| {
        let bare = trim_punctuation(piece);
        let bare = bare.strip_prefix("mailto:").unwrap_or(bare);
        let (user, host) = bare.split_once('@')?;
        let ok = !user.is_empty()
            && host.contains('.')
            && !host.starts_with('.')
            && !host.ends_with('.')
            && bare
                .chars()
                .all(|c| c.is_alphanumeric() || "@._%+-'".contains(c));
        ok.then(|| (at..at + piece.len(), bare.to_owned()))
    })
}

/// A phone number: 8 to 15 digits with the usual punctuation, not a date range.
pub fn phone(text: &str) -> Option<(std::ops::Range<usize>, String)> {
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    let allowed = |c: char| c.is_ascii_digit() || " +()-./\u{a0}".contains(c);
    let mut i = 0;
    while i < chars.len() {
        let (at, c) = chars[i];
        let starts = c.is_ascii_digit() || c == '+' || c == '(';
        let after_word = i > 0 && chars[i - 1].1.is_alphanumeric();
        if !starts || after_word {
            i += 1;
            continue;
        }
        let mut j = i;
        while j < chars.len() && allowed(chars[j].1) {
            j += 1;
        }
        let end = chars.get(j).map_or(text.len(), |c| c.0);
        let found = text[at..end].trim_end_matches([' ', '-', '.', '/', '(', '\u{a0}']);
        let digits = found.chars().filter(char::is_ascii_digit).count();
        let dated = dates::find(found).is_some_and(|(r, _)| r.len() * 2 > found.len());
        let glued = chars.get(j).is_some_and(|c| c.1.is_alphanumeric());
        if (8..=15).contains(&digits) && !dated && !glued {
            return Some((at..at + found.len(), found.trim().to_owned()));
        }
        i = j.max(i + 1);
    }
    None
}

/// Hosts whose addresses are profiles, wherever they appear.
const PROFILE_HOSTS: &[(&str, &str)] = &[
    ("linkedin.com", "LinkedIn"),
    ("github.com", "GitHub"),
    ("gitlab.com", "GitLab"),
    ("orcid.org", "ORCID"),
    ("twitter.com", "Twitter"),
    ("x.com", "X"),
    ("stackoverflow.com", "Stack Overflow"),
    ("behance.net", "Behance"),
    ("dribbble.com", "Dribbble"),
    ("medium.com", "Medium"),
    ("scholar.google.com", "Google Scholar"),
    ("researchgate.net", "ResearchGate"),
];

fn host(url: &str) -> &str {
    let rest = url.split_once("://").map_or(url, |(_, r)| r);
    let host = rest.split(['/', '?', '#']).next().unwrap_or_default();
    host.strip_prefix("www.").unwrap_or(host)
}

/// An address of a person's profile: a profile host, and on code hosts the account itself
/// (github.com/name), not one of its repositories (a project's address).
pub fn is_profile(url: &str) -> bool {
    let host = host(url).to_lowercase();
    let known = PROFILE_HOSTS
        .iter()
        .any(|(h, _)| host == *h || host.ends_with(&format!(".{h}")));
    let rest = url.split_once("://").map_or(url, |(_, r)| r);
    let segments = rest
        .split(['?', '#'])
        .next()
        .unwrap_or_default()
        .split('/')
        .skip(1)
        .filter(|s| !s.is_empty())
        .count();
    let code_host = host == "github.com" || host == "gitlab.com";
    known && (!code_host || segments <= 1)
}

/// A profile network's name as a word ("github", "linkedin").
pub fn is_network_name(word: &str) -> bool {
    PROFILE_HOSTS
        .iter()
        .any(|(_, label)| label.eq_ignore_ascii_case(word))
        || ["website", "portfolio", "homepage", "blog"].contains(&word)
}

/// The label a link gets: the network's name, or "Website".
pub fn link_label(url: &str) -> String {
    let host = host(url).to_lowercase();
    PROFILE_HOSTS
        .iter()
        .find(|(h, _)| host == *h || host.ends_with(&format!(".{h}")))
        .map_or("Website", |(_, label)| label)
        .to_owned()
}

/// Web addresses in `text`, made absolute. With `bare`, a plain domain ("marcus.dev") counts
/// too, as it does in a contact header; elsewhere only a scheme, "www." or a profile host does.
pub fn urls(text: &str, bare: bool) -> Vec<(std::ops::Range<usize>, String)> {
    pieces(text)
        .filter_map(|(at, piece)| {
            let url = trim_punctuation(piece);
            let lower = url.to_lowercase();
            if lower.contains('@') || url.len() < 4 {
                return None;
            }
            let schemed = lower.starts_with("http://") || lower.starts_with("https://");
            let looks =
                schemed || lower.starts_with("www.") || is_profile(url) || (bare && is_domain(url));
            if !looks {
                return None;
            }
            let absolute = if schemed {
                url.to_owned()
            } else {
                format!("https://{url}")
            };
            Some((at..at + piece.len(), absolute))
        })
        .collect()
}

/// "name.tld" or "name.tld/path" with an alphabetic top-level domain.
fn is_domain(text: &str) -> bool {
    let host = text.split('/').next().unwrap_or_default();
    let labels: Vec<&str> = host.split('.').collect();
    let tld = labels.last().copied().unwrap_or_default();
    labels.len() >= 2
        && labels
            .iter()
            .all(|l| !l.is_empty() && l.chars().all(|c| c.is_ascii_alphanumeric() || c == '-'))
        && (2..=12).contains(&tld.len())
        && tld.chars().all(|c| c.is_ascii_alphabetic())
        && !["js", "ts", "py", "rs", "go", "net", "io"].contains(&host.to_lowercase().as_str())
        && !host.chars().next().is_some_and(|c| c.is_ascii_digit())
        && tld.chars().all(|c| c.is_ascii_lowercase())
}

/// Words that label a contact field ("Email:", "Phone", "Location").
const FIELD_LABELS: &[&str] = &[
    "email",
    "e-mail",
    "mail",
    "phone",
    "tel",
    "telephone",
    "mobile",
    "cell",
    "location",
    "address",
    "website",
    "web",
    "portfolio",
    "linkedin",
    "github",
    "homepage",
    "url",
];

/// `text` without a leading field label.
pub fn strip_label(text: &str) -> &str {
    let trimmed = text.trim();
    for label in FIELD_LABELS {
        if let Some(rest) = trimmed
            .get(..label.len())
            .filter(|head| head.eq_ignore_ascii_case(label))
            .map(|_| &trimmed[label.len()..])
        {
            if rest.is_empty() || rest.starts_with([':', ' ', '\t']) {
                return rest.trim_start_matches([':', ' ', '\t']).trim();
            }
        }
    }
    trimmed
}

pub fn is_field_label(text: &str) -> bool {
    FIELD_LABELS.contains(&text.trim().trim_end_matches(':').to_lowercase().as_str())
}

/// "San Francisco, CA, US", "Berlin, Germany": a few capitalised words around a comma.
pub fn is_location(text: &str) -> bool {
    let text = text.trim();
    let words: Vec<&str> = text
        .split([' ', ','])
        .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric()))
        .filter(|w| !w.is_empty())
        .collect();
    text.contains(',')
        && (2..=7).contains(&words.len())
        && text.chars().count() <= 60
        && words.iter().all(|w| {
            w.chars()
                .next()
                .is_some_and(|c| c.is_uppercase() || c.is_ascii_digit())
        })
        && words
            .iter()
            .filter(|w| w.chars().any(|c| c.is_ascii_digit()))
            .count()
            <= 1
        && vocabulary::title_score(text) == 0
        && vocabulary::organisation_score(text) == 0
        && vocabulary::degree_score(text) == 0
        && vocabulary::institution_score(text) == 0
        && !text.contains('@')
}

/// A place among contact details, where layouts also drop the commas: "Montréal QC CA",
/// "Galway Connacht IE" (capitalised words in one cell ending in a country code). Only there:
/// in an entry "Microsoft Power BI" would read the same.
pub fn is_contact_location(text: &str) -> bool {
    let words: Vec<&str> = text.split_whitespace().collect();
    let code = |w: &str| w.len() == 2 && w.chars().all(|c| c.is_ascii_uppercase());
    is_location(text)
        || crate::places::is_place(text)
        || ((3..=5).contains(&words.len())
            && words.last().is_some_and(|w| code(w))
            && words
                .iter()
                .all(|w| w.chars().next().is_some_and(char::is_uppercase))
            && !text
                .chars()
                .any(|c| c.is_ascii_digit() || c == '@' || c == '\t')
            && vocabulary::title_score(text) == 0
            && vocabulary::organisation_score(text) == 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_contact_details() {
        let line = "rafael@example.com | +1 415 555 0123 | github.com/rnunez | 2019 - 2021";
        assert_eq!(
            email(line).map(|e| e.1).as_deref(),
            Some("rafael@example.com")
        );
        assert_eq!(phone(line).map(|p| p.1).as_deref(), Some("+1 415 555 0123"));
        let urls = urls(line, false);
        assert_eq!(urls.len(), 1);
        assert_eq!(urls[0].1, "https://github.com/rnunez");
        assert_eq!(
            phone("(514) 555-0142").map(|p| p.1).as_deref(),
            Some("(514) 555-0142")
        );
        assert_eq!(
            phone("07700 900123").map(|p| p.1).as_deref(),
            Some("07700 900123")
        );
        assert!(phone("Jan 2019 - Dec 2021").is_none());
        assert!(phone("2019-2021").is_none());
        assert!(is_location("San Francisco, CA, US"));
        assert!(!is_location("Staff Nurse, Emergency Department"));
        assert!(is_contact_location("Montréal QC CA"));
        assert!(!is_contact_location("Power BI"));
        assert_eq!(strip_label("Email: a@b.co"), "a@b.co");
    }
}
