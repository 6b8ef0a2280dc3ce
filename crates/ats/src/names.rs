//! Names as their makers write them (`data/names.toml`): "zendesk" → "Zendesk",
//! "postgresql" → "PostgreSQL". Only a word typed wholly in lower case is put right; a name
//! written any other way is the writer's choice and stays.

use std::collections::HashMap;
use std::sync::LazyLock;

use serde::Deserialize;
use vitae_domain::data_file;

#[derive(Deserialize)]
#[serde(deny_unknown_fields, bound(deserialize = "'de: 'static"))]
struct Names {
    names: Vec<&'static str>,
}

/// Each name by its lower case.
static BY_LOWER: LazyLock<HashMap<String, &'static str>> = LazyLock::new(|| {
    data_file::load(read_names())
        .names
        .into_iter()
        .map(|name| (name.to_lowercase(), name))
        .collect()
});

fn read_names() -> Result<Names, data_file::DataFileError> {
    data_file::read_static(
        "crates/ats/data/names.toml",
        include_str!("../data/names.toml"),
    )
}

/// The name `word` stands for, when it is a known name typed in lower case.
fn known_name(word: &str) -> Option<&'static str> {
    if word.chars().any(char::is_uppercase) {
        return None;
    }
    BY_LOWER.get(word).copied()
}

/// `text` with every known name typed in lower case written as its maker writes it; spaces,
/// line breaks and punctuation around the words kept.
pub fn with_known_names(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while !rest.is_empty() {
        let start = rest
            .find(|c: char| !c.is_whitespace())
            .unwrap_or(rest.len());
        out.push_str(&rest[..start]);
        rest = &rest[start..];
        let end = rest.find(char::is_whitespace).unwrap_or(rest.len());
        out.push_str(&with_known_name(&rest[..end]));
        rest = &rest[end..];
    }
    out
}

/// One word with its punctuation ("zendesk,", "(aws)", "node.js."): the name inside put right.
fn with_known_name(token: &str) -> String {
    let is_edge = |c: char| {
        matches!(
            c,
            ',' | ';' | ':' | '!' | '?' | '(' | ')' | '"' | '\'' | '“' | '”'
        )
    };
    let core = token.trim_matches(is_edge);
    // A sentence's full stop is not part of a name; "node.js" keeps its own.
    let (core, stop) = match core.strip_suffix('.') {
        Some(bare) if known_name(bare).is_some() => (bare, "."),
        _ => (core, ""),
    };
    let Some(name) = known_name(core) else {
        return token.to_owned();
    };
    let at = token.find(core).unwrap_or(0);
    format!(
        "{}{name}{stop}{}",
        &token[..at],
        &token[at + core.len() + stop.len()..]
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_file_reads_and_lists_each_name_once() {
        let names = read_names().expect("data/names.toml reads").names;
        let mut lower: Vec<String> = names.iter().map(|n| n.to_lowercase()).collect();
        lower.sort();
        let before = lower.len();
        lower.dedup();
        assert_eq!(before, lower.len(), "a name is listed twice");
    }

    #[test]
    fn lower_case_names_are_written_as_their_makers_write_them() {
        assert_eq!(
            with_known_names("worked with zendesk and salesforce, then (aws) and node.js."),
            "worked with Zendesk and Salesforce, then (AWS) and Node.js."
        );
        assert_eq!(
            with_known_names("Moved  reports to postgresql.\nUsed jira"),
            "Moved  reports to PostgreSQL.\nUsed Jira"
        );
    }

    #[test]
    fn a_name_written_otherwise_and_ordinary_words_stay() {
        for kept in [
            "ZenDesk rollout",
            "ZENDESK",
            "excel at slack time with notion",
            "react to spark",
            "apis-first",
        ] {
            assert_eq!(with_known_names(kept), kept);
        }
    }
}
