//! JSON Resume (jsonresume.org, schema v1.0.0) both ways: a stored resume becomes a document any
//! JSON Resume tool reads, and a document from any of them becomes a resume that passed the same
//! rules as a save (required fields, email shape, lengths, photo). Field mapping and what is
//! dropped: `docs/interchange.md`.
//!
//! Where Vitae's free text has no exact JSON Resume form (a duration such as "Summer 2019", a
//! description whose bullets start with "-"), the export writes the standard fields as well as
//! they go and keeps the verbatim text in an `x-vitae` object beside them (the schema allows
//! extra properties). The import takes that text back only while the standard fields still say
//! what it says, so an edit made in another tool wins over a stale copy.

mod dates;
mod export;
mod import;
mod reader;
mod sections;

pub use dates::MONTH_NAMES;
pub use export::{export, export_data, JsonResume};
pub use import::{import, Imported};

/// The extension property on `basics`, each `work` and `education` entry, and `meta`.
pub const EXTENSION: &str = "x-vitae";
/// The schema this module writes and reads.
pub const SCHEMA_URL: &str =
    "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json";
/// Nesting a document may have; a JSON Resume needs five levels.
pub const MAX_DEPTH: usize = 16;

#[cfg(test)]
mod tests;

/// The splits of free text that export and import share, so that each is the other's inverse
/// wherever it can be.
mod text {
    use crate::description::{self, Line};

    /// Paragraph lines become the summary; bullet lines (and any paragraph after the first
    /// bullet) become highlights.
    pub fn split_description(description: &str) -> (String, Vec<String>) {
        let mut summary = Vec::new();
        let mut highlights = Vec::new();
        for line in description::lines(description) {
            match line {
                Line::Plain(t) if highlights.is_empty() => summary.push(t.to_owned()),
                Line::Plain(t) | Line::Bullet(t) => highlights.push(t.to_owned()),
            }
        }
        (summary.join("\n"), highlights)
    }

    /// The summary, then one "• " line per highlight (the bullet the writer uses).
    pub fn join_description(summary: &str, highlights: &[String]) -> String {
        let mut lines: Vec<String> = Vec::new();
        if !summary.trim().is_empty() {
            lines.push(summary.trim().to_owned());
        }
        lines.extend(
            highlights
                .iter()
                .map(|h| h.trim())
                .filter(|h| !h.is_empty())
                .map(|h| format!("• {h}")),
        );
        lines.join("\n")
    }

    /// "San Francisco, CA" → city "San Francisco", region "CA"; text without a comma is a city.
    pub fn split_location(location: &str) -> (String, String) {
        match location.split_once(',') {
            Some((city, region)) => (city.trim().to_owned(), region.trim().to_owned()),
            None => (location.trim().to_owned(), String::new()),
        }
    }

    /// The non-empty parts joined with ", ".
    pub fn join(parts: &[&str], separator: &str) -> String {
        parts
            .iter()
            .map(|p| p.trim())
            .filter(|p| !p.is_empty())
            .collect::<Vec<_>>()
            .join(separator)
    }
}
