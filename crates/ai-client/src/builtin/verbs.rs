//! Verb forms for rewriting bullet openers: base, past tense, gerund. The verbs are in
//! `data/verbs.toml`.

use std::collections::HashMap;
use std::sync::LazyLock;

use serde::Deserialize;
use vitae_domain::data_file;

/// The lists of `data/verbs.toml`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Verbs {
    /// (base, past, gerund) of verbs whose forms do not follow the spelling rules below.
    irregular: Vec<(String, String, String)>,
    /// Base forms of verbs that do: past = base + "ed" (with the usual e/y rules), gerund =
    /// base + "ing".
    regular: Vec<String>,
    /// Verbs that open noun phrases far more often than actions ("Reports for the board").
    nounish: Vec<String>,
    /// Gerunds that name a field or a department rather than an action.
    noun_gerunds: Vec<String>,
    /// A past-tense opener, then others that say the same and fit where it does.
    alternatives: Vec<Vec<String>>,
}

static VERBS: LazyLock<Verbs> = LazyLock::new(|| data_file::load(read_verbs()));

fn read_verbs() -> Result<Verbs, data_file::DataFileError> {
    data_file::read(
        "crates/ai-client/data/verbs.toml",
        include_str!("../../data/verbs.toml"),
    )
}

fn regular_past(base: &str) -> String {
    if base.ends_with('e') {
        format!("{base}d")
    } else if let Some(stem) = base.strip_suffix('y') {
        if stem.ends_with(['a', 'e', 'o', 'u']) {
            format!("{base}ed")
        } else {
            format!("{stem}ied")
        }
    } else if base == "vet" {
        "vetted".to_owned()
    } else if base == "instal" {
        "installed".to_owned()
    } else if base == "refer" {
        "referred".to_owned()
    } else {
        format!("{base}ed")
    }
}

fn regular_gerund(base: &str) -> String {
    if base.ends_with("ee") || base.ends_with("ye") || base.ends_with("oe") {
        format!("{base}ing")
    } else if let Some(stem) = base.strip_suffix('e') {
        format!("{stem}ing")
    } else if base == "vet" {
        "vetting".to_owned()
    } else if base == "refer" {
        "referring".to_owned()
    } else {
        format!("{base}ing")
    }
}

/// (base, past, gerund) of every known verb.
fn all() -> impl Iterator<Item = (&'static str, String, String)> {
    let verbs: &'static Verbs = &VERBS;
    verbs
        .irregular
        .iter()
        .map(|(b, p, g)| (b.as_str(), p.clone(), g.clone()))
        .chain(
            verbs
                .regular
                .iter()
                .filter(|b| !verbs.irregular.iter().any(|(i, _, _)| i == *b))
                .map(|b| (b.as_str(), regular_past(b), regular_gerund(b))),
        )
}

/// Past-tense openers that can stand where `past` does, in the table's order; none when the
/// table has none for it.
pub fn alternatives_to(past: &str) -> &'static [String] {
    let past = past.to_lowercase();
    VERBS
        .alternatives
        .iter()
        .find(|row| row.first().is_some_and(|first| *first == past))
        .map_or(&[], |row| &row[1..])
}

/// Whether a word that opens a fragment is likelier a noun than a verb.
pub fn is_nounish(word: &str) -> bool {
    let w = word.to_lowercase();
    let w = w.trim_matches(|c: char| !c.is_alphanumeric());
    if VERBS.noun_gerunds.iter().any(|g| g == w) {
        return true;
    }
    VERBS
        .nounish
        .iter()
        .any(|n| w == n || w == format!("{n}s") || w == format!("{n}es"))
}

/// What a lower-case word is, as a verb.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum VerbForm {
    Base(String),
    Past(String),
    Gerund(String),
    /// Third person present ("manages").
    Present(String),
}

impl VerbForm {
    /// The past tense of the verb, whatever form it came in.
    pub fn past(&self) -> String {
        match self {
            Self::Base(p) | Self::Past(p) | Self::Gerund(p) | Self::Present(p) => p.clone(),
        }
    }
}

fn present_of(base: &str) -> String {
    if base.ends_with(['s', 'x', 'z']) || base.ends_with("ch") || base.ends_with("sh") {
        format!("{base}es")
    } else if let Some(stem) = base
        .strip_suffix('y')
        .filter(|s| !s.ends_with(['a', 'e', 'o', 'u']))
    {
        format!("{stem}ies")
    } else {
        format!("{base}s")
    }
}

/// Every known form, built once: the first verb (in table order) to claim a form keeps it,
/// and within a verb the base form wins ("cut", "set").
fn forms() -> &'static HashMap<String, VerbForm> {
    static FORMS: LazyLock<HashMap<String, VerbForm>> = LazyLock::new(|| {
        let mut map = HashMap::new();
        for (base, past, gerund) in all() {
            map.entry(base.to_owned())
                .or_insert_with(|| VerbForm::Base(past.clone()));
            map.entry(past.clone())
                .or_insert_with(|| VerbForm::Past(past.clone()));
            map.entry(gerund)
                .or_insert_with(|| VerbForm::Gerund(past.clone()));
            map.entry(present_of(base))
                .or_insert_with(|| VerbForm::Present(past.clone()));
        }
        map
    });
    &FORMS
}

/// Recognises `word` (any case) as a form of a known verb and gives its past tense.
pub fn classify(word: &str) -> Option<VerbForm> {
    let w = word.to_lowercase();
    let w = w.trim_matches(|c: char| !c.is_alphanumeric() && c != '-');
    forms().get(w).cloned()
}

/// The past tense of an -ing word that is not in the tables, by the spelling rules
/// ("pulling" → "pulled", "updating" → "updated", "planning" → "planned"). Only used where the
/// word is known to be a verb (right after "responsible for", "duties included", …).
pub fn guess_past_of_gerund(word: &str) -> Option<String> {
    let w = word.to_lowercase();
    let stem = w.strip_suffix("ing")?;
    if stem.len() < 3 || !stem.chars().all(|c| c.is_ascii_alphabetic()) || is_nounish(&w) {
        return None;
    }
    let bytes = stem.as_bytes();
    let (last, before) = (bytes[bytes.len() - 1], bytes[bytes.len() - 2]);
    let is_vowel = |c: u8| b"aeiou".contains(&c);
    let base = if last == before && b"bdgmnpt".contains(&last) {
        // planning → planned
        return Some(format!("{stem}ed"));
    } else if [
        "at", "ut", "iz", "is", "ur", "ar", "ir", "id", "ud", "uc", "os", "bl", "pl", "tl", "gl",
        "rg", "dg", "ng",
    ]
    .iter()
    .any(|e| stem.ends_with(e))
        && !stem.ends_with("eat")
        && !stem.ends_with("oat")
        || last == b'v'
        || last == b'c'
        || (last == b'z' && before != b'z')
        || (!is_vowel(before) && last == b'g' && stem.len() > 3 && stem.ends_with("ag"))
    {
        // creating → create, organizing → organize, charging → charge
        format!("{stem}e")
    } else {
        stem.to_owned()
    };
    Some(if base.ends_with('e') {
        format!("{base}d")
    } else if let Some(s) = base
        .strip_suffix('y')
        .filter(|s| !s.ends_with(['a', 'e', 'o', 'u']))
    {
        format!("{s}ied")
    } else {
        format!("{base}ed")
    })
}

/// Whether `word` is the base form of a known verb.
pub fn is_base(word: &str) -> bool {
    matches!(
        forms().get(word.to_lowercase().as_str()),
        Some(VerbForm::Base(_))
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_data_file_reads() {
        if let Err(e) = read_verbs() {
            panic!("{e}");
        }
    }

    #[test]
    fn forms_are_recognised() {
        assert_eq!(
            classify("managing"),
            Some(VerbForm::Gerund("managed".into()))
        );
        assert_eq!(classify("Built"), Some(VerbForm::Past("built".into())));
        assert_eq!(classify("plan"), Some(VerbForm::Base("planned".into())));
        assert_eq!(
            classify("analyzes"),
            Some(VerbForm::Present("analyzed".into()))
        );
        assert_eq!(
            classify("supplies"),
            Some(VerbForm::Present("supplied".into()))
        );
        assert_eq!(classify("writing"), Some(VerbForm::Gerund("wrote".into())));
        assert_eq!(
            classify("overseeing"),
            Some(VerbForm::Gerund("oversaw".into()))
        );
        assert_eq!(classify("billing"), None);
        for (g, p) in [
            ("pulling", "pulled"),
            ("updating", "updated"),
            ("curating", "curated"),
            ("mopping", "mopped"),
            ("prioritizing", "prioritized"),
            ("securing", "secured"),
            ("deciding", "decided"),
            ("reducing", "reduced"),
            ("handling", "handled"),
            ("emailing", "emailed"),
            ("charging", "charged"),
        ] {
            assert_eq!(guess_past_of_gerund(g).as_deref(), Some(p), "{g}");
        }
    }
}
