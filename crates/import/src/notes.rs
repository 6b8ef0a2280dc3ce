//! What the reader of a draft should know about how its file was read (the photo left out, a
//! field shortened, entries past a limit), said in any language: a code, and the values its
//! words name. The English words are here; the web client's catalogs hold the same under
//! `import.notes` and translate them (a test keeps the English identical).

use std::borrow::Cow;
use std::collections::BTreeMap;

use serde::Serialize;
use vitae_domain::message_format;

/// One thing to know about a draft.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Note {
    pub code: &'static str,
    /// `field` names a key of [`FIELDS`], `entries` one of [`ENTRIES`]; `limit` is a number.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub params: BTreeMap<&'static str, String>,
}

/// Every note's English words, by code.
pub const NOTES: [(&str, &str); 4] = [
    ("photo_not_included", "The photo is not part of an imported PDF: add it again in the editor"),
    ("embedded_unreadable", "This PDF carries Vitae resume data we could not read, so its text was imported instead"),
    ("text_shortened", "{field} was longer than {limit} characters and was shortened; the rest is under unplaced text"),
    ("entries_dropped", "Only the first {limit} {entries} were kept; the others are under unplaced text"),
];

/// The fields a shortened text may be in, and how the English words name them.
pub const FIELDS: [(&str, &str); 38] = [
    ("name", "The name"),
    ("email", "The email"),
    ("phone", "The phone"),
    ("location", "The location"),
    ("job_title", "The job title"),
    ("summary", "The summary"),
    ("work_position", "A job's position"),
    ("work_company", "A job's company"),
    ("work_dates", "A job's dates"),
    ("work_description", "A job's description"),
    ("degree", "A degree"),
    ("institution", "An institution"),
    ("degree_year", "A degree's year"),
    ("skill", "A skill"),
    ("certification", "A certification"),
    ("project_name", "A project's name"),
    ("project_role", "A project's role"),
    ("project_dates", "A project's dates"),
    ("project_description", "A project's description"),
    ("volunteering_role", "A volunteering role"),
    ("organisation", "An organisation"),
    ("volunteering_dates", "A volunteering entry's dates"),
    ("volunteering_description", "A volunteering description"),
    ("award", "An award"),
    ("awarder", "An awarder"),
    ("award_date", "An award's date"),
    ("award_description", "An award's description"),
    ("publication_name", "A publication's name"),
    ("publisher", "A publisher"),
    ("publication_date", "A publication's date"),
    ("publication_description", "A publication's description"),
    ("language", "A language"),
    ("fluency", "A fluency"),
    ("section_heading", "A section heading"),
    ("entry_title", "An entry's title"),
    ("entry_subtitle", "An entry's subtitle"),
    ("entry_date", "An entry's date"),
    ("entry_description", "An entry's description"),
];

/// The lists whose entries past a limit are dropped, and how the English words name them.
pub const ENTRIES: [(&str, &str); 12] = [
    ("jobs", "jobs"),
    ("degrees", "degrees"),
    ("skills", "skills"),
    ("certifications", "certifications"),
    ("links", "links"),
    ("projects", "projects"),
    ("volunteering", "volunteering entries"),
    ("awards", "awards"),
    ("publications", "publications"),
    ("languages", "languages"),
    ("custom_sections", "custom sections"),
    ("section_entries", "entries of a section"),
];

impl Note {
    pub fn photo_not_included() -> Self {
        Self::new("photo_not_included", [])
    }

    pub fn embedded_unreadable() -> Self {
        Self::new("embedded_unreadable", [])
    }

    /// `field` (a key of [`FIELDS`]) was cut at `limit` characters.
    pub fn text_shortened(field: &'static str, limit: usize) -> Self {
        Self::new(
            "text_shortened",
            [("field", field.to_owned()), ("limit", limit.to_string())],
        )
    }

    /// Only the first `limit` of `entries` (a key of [`ENTRIES`]) were kept.
    pub fn entries_dropped(entries: &'static str, limit: usize) -> Self {
        Self::new(
            "entries_dropped",
            [
                ("entries", entries.to_owned()),
                ("limit", limit.to_string()),
            ],
        )
    }

    fn new<const N: usize>(code: &'static str, params: [(&'static str, String); N]) -> Self {
        Self {
            code,
            params: params.into_iter().collect(),
        }
    }

    /// The note in English, its field and list named in English words.
    pub fn english(&self) -> String {
        let words = |table: &[(&str, &'static str)], key: &str| {
            table.iter().find(|(k, _)| *k == key).map(|(_, w)| *w)
        };
        let params: Vec<(&'static str, Cow<'_, str>)> = self
            .params
            .iter()
            .map(|(name, value)| {
                let named = match *name {
                    "field" => words(&FIELDS, value),
                    "entries" => words(&ENTRIES, value),
                    _ => None,
                };
                (
                    *name,
                    named.map_or(Cow::Borrowed(value.as_str()), Cow::Borrowed),
                )
            })
            .collect();
        let text = words(&NOTES, self.code).unwrap_or_default();
        message_format::format("en", text, &params)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notes_are_said_in_english_with_their_words() {
        assert_eq!(
            Note::text_shortened("work_position", 200).english(),
            "A job's position was longer than 200 characters and was shortened; the rest is under unplaced text"
        );
        assert_eq!(
            Note::entries_dropped("volunteering", 30).english(),
            "Only the first 30 volunteering entries were kept; the others are under unplaced text"
        );
    }

    #[test]
    fn a_clipped_draft_names_its_fields_and_lists() {
        use vitae_domain::{ResumeData, WorkExperience};
        let job = WorkExperience {
            position: "p".repeat(500),
            ..WorkExperience::default()
        };
        let data = ResumeData {
            name: "n".repeat(500),
            work_experience: vec![job; 40],
            ..ResumeData::default()
        };
        let draft = crate::draft::finish(data, &[], crate::Source::Pdf, Vec::new(), Vec::new());
        assert!(draft.notes.contains(&Note::text_shortened("name", 200)));
        assert!(draft
            .notes
            .contains(&Note::text_shortened("work_position", 200)));
        assert!(draft
            .notes
            .iter()
            .any(|n| n.code == "entries_dropped" && n.params["entries"] == "jobs"));
    }

    /// Every field and list the draft clips is named in the tables above (else its English
    /// words would show its key).
    #[test]
    fn every_key_the_draft_uses_has_words() {
        let source = include_str!("draft.rs");
        for (call, table) in [
            ("self.text(\"", &FIELDS[..]),
            ("self.count(\"", &ENTRIES[..]),
        ] {
            let compact: String = source.split_whitespace().collect();
            assert!(compact.matches(call).count() >= 10, "no {call} calls found");
            // What follows each call: its key, up to the closing quote.
            for (at, _) in compact.match_indices(call) {
                let key = compact[at + call.len()..]
                    .split('"')
                    .next()
                    .unwrap_or_default();
                assert!(table.iter().any(|(k, _)| *k == key), "{key} has no words");
            }
        }
    }

    /// The client's English catalog words each note, field and list exactly as here, and has no
    /// other: a new one needs its line under `import.notes`.
    #[test]
    fn the_english_catalog_holds_every_note_in_the_same_words() {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../frontend/messages/en.json"
        );
        let catalog: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(path).expect("en.json")).expect("json");
        let notes = &catalog["import"]["notes"];
        for (part, table) in [
            ("words", &NOTES[..]),
            ("fields", &FIELDS[..]),
            ("entries", &ENTRIES[..]),
        ] {
            let theirs: BTreeMap<String, String> =
                serde_json::from_value(notes[part].clone()).unwrap_or_default();
            let ours: BTreeMap<String, String> = table
                .iter()
                .map(|(k, w)| ((*k).to_owned(), (*w).to_owned()))
                .collect();
            assert_eq!(theirs, ours, "import.notes.{part}");
        }
    }
}
