//! Job families, the keyword bank of each, and how a target job title maps to one. The banks,
//! specialisations and tones are in `data/families.toml`.
//!
//! Keywords are the terms applicant tracking systems and recruiters search for in a field. No
//! keyword contains a digit: the writers must never add a number the job seeker did not write.

use std::sync::LazyLock;

use serde::{Deserialize, Serialize};
use vitae_domain::{data_file, ExperienceLevel};

use crate::text::{contains_phrase, words};

/// The field a target job title belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum JobFamily {
    Software,
    Data,
    Design,
    Product,
    Marketing,
    Sales,
    CustomerSuccess,
    Finance,
    Operations,
    HumanResources,
    Healthcare,
    Education,
    Legal,
    Engineering,
    Hospitality,
    Administrative,
    Writing,
    General,
}

/// A family's words, from `data/families.toml`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Bank {
    pub family: JobFamily,
    pub label: &'static str,
    /// Words or phrases of a job title that point to this family.
    pub title_terms: Vec<&'static str>,
    /// ATS keywords, most important first.
    pub keywords: Vec<&'static str>,
    /// Skills worth listing for the field, most important first.
    pub skills: Vec<&'static str>,
    /// What good work in the field is about, for summaries ("building reliable software").
    pub focus: &'static str,
    /// One field-specific LinkedIn tip.
    pub linkedin_tip: &'static str,
}

/// A specialisation inside a family whose keywords differ from the family's core: a frontend
/// developer and an SRE are both in software but are searched for with different terms.
#[derive(Deserialize)]
#[serde(deny_unknown_fields, bound(deserialize = "'de: 'static"))]
struct Specialty {
    title_terms: Vec<&'static str>,
    keywords: Vec<&'static str>,
}

/// How the writing changes with experience level.
#[derive(Debug, Clone, Copy, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Tone {
    /// Adjective that opens the summary.
    pub adjective: &'static str,
    /// Verb replacing "responsible for <noun>".
    pub ownership_verb: &'static str,
    /// Verb replacing "in charge of <noun>".
    pub charge_verb: &'static str,
    /// Closing line of the summary; `{title}` is the target job title, `{a}` its article.
    pub closing: &'static str,
    /// How the cover letter frames the candidate.
    pub letter_frame: &'static str,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, bound(deserialize = "'de: 'static"))]
struct Tones {
    entry: Tone,
    mid: Tone,
    senior: Tone,
    executive: Tone,
}

/// What `data/families.toml` holds.
#[derive(Deserialize)]
#[serde(deny_unknown_fields, bound(deserialize = "'de: 'static"))]
struct Families {
    /// Most specific first: a tie between two families goes to the earlier.
    family: Vec<Bank>,
    /// The bank of titles no family claims.
    general: Bank,
    specialty: Vec<Specialty>,
    tone: Tones,
}

static FAMILIES: LazyLock<Families> = LazyLock::new(|| data_file::load(read_families()));

fn read_families() -> Result<Families, data_file::DataFileError> {
    data_file::read_static(
        "crates/ai-client/data/families.toml",
        include_str!("../data/families.toml"),
    )
}

impl JobFamily {
    /// The family of a target job title: the one whose title term matches the most words;
    /// ties go to the more specific family (earlier in the bank). `General` when none does.
    pub fn of_title(job_title: &str) -> Self {
        bank_for_title(job_title).family
    }

    /// Human-readable name of the field ("software engineering").
    pub fn label(self) -> &'static str {
        bank(self).label
    }

    /// The keyword bank of the family, most important first.
    pub fn keywords(self) -> &'static [&'static str] {
        &bank(self).keywords
    }
}

pub(crate) fn bank(family: JobFamily) -> &'static Bank {
    FAMILIES
        .family
        .iter()
        .find(|b| b.family == family)
        .unwrap_or(&FAMILIES.general)
}

pub(crate) fn bank_for_title(job_title: &str) -> &'static Bank {
    let title = words(job_title);
    let mut best: Option<(&'static Bank, usize)> = None;
    for b in &FAMILIES.family {
        let score = b
            .title_terms
            .iter()
            .filter(|t| contains_phrase(&title, t))
            .map(|t| words(t).len() * 10 + t.len())
            .max()
            .unwrap_or(0);
        if score > 0 && best.is_none_or(|(_, s)| score > s) {
            best = Some((b, score));
        }
    }
    best.map(|(b, _)| b).unwrap_or(&FAMILIES.general)
}

/// The keywords for a target job title: those of its specialisation first, then the family's.
pub(crate) fn keywords_for_title(job_title: &str) -> Vec<&'static str> {
    let title = words(job_title);
    let mut out: Vec<&'static str> = Vec::new();
    for specialty in &FAMILIES.specialty {
        if specialty
            .title_terms
            .iter()
            .any(|t| contains_phrase(&title, t))
        {
            out.extend(specialty.keywords.iter().copied());
        }
    }
    for k in &bank_for_title(job_title).keywords {
        if !out.contains(k) {
            out.push(k);
        }
    }
    out
}

/// Every keyword of every bank, for picking a job description's own terms.
pub(crate) fn all_keywords() -> impl Iterator<Item = &'static str> {
    let families: &'static Families = &FAMILIES;
    families
        .family
        .iter()
        .chain(std::iter::once(&families.general))
        .flat_map(|b| b.keywords.iter().chain(&b.skills).copied())
        .chain(
            families
                .specialty
                .iter()
                .flat_map(|s| s.keywords.iter().copied()),
        )
}

pub(crate) fn tone(level: ExperienceLevel) -> Tone {
    let tones = &FAMILIES.tone;
    match level {
        ExperienceLevel::Entry => tones.entry,
        ExperienceLevel::Mid => tones.mid,
        ExperienceLevel::Senior => tones.senior,
        ExperienceLevel::Executive => tones.executive,
    }
}

/// Prompt guidance for a level, from `prompts/v3/levels/*.md`.
pub(crate) fn level_guidance(level: ExperienceLevel) -> &'static str {
    match level {
        ExperienceLevel::Entry => include_str!("../prompts/v3/levels/entry.md"),
        ExperienceLevel::Mid => include_str!("../prompts/v3/levels/mid.md"),
        ExperienceLevel::Senior => include_str!("../prompts/v3/levels/senior.md"),
        ExperienceLevel::Executive => include_str!("../prompts/v3/levels/executive.md"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_data_file_reads() {
        let families = read_families().unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(families.general.family, JobFamily::General);
        assert!(families.general.title_terms.is_empty());
        for family in &families.family {
            let banks = families.family.iter().filter(|b| b.family == family.family);
            assert_eq!(banks.count(), 1, "{:?} has one bank", family.family);
            assert_ne!(
                family.family,
                JobFamily::General,
                "general is its own table"
            );
        }
    }

    #[test]
    fn titles_map_to_the_most_specific_family() {
        let cases = [
            ("Senior Backend Engineer", JobFamily::Software),
            ("Data Engineer", JobFamily::Data),
            ("Product Designer", JobFamily::Design),
            ("Product Manager", JobFamily::Product),
            ("Registered Nurse", JobFamily::Healthcare),
            ("Financial Analyst", JobFamily::Finance),
            ("Mechanical Engineer", JobFamily::Engineering),
            ("Account Executive", JobFamily::Sales),
            ("Executive Assistant", JobFamily::Administrative),
            ("Customer Success Manager", JobFamily::CustomerSuccess),
            ("HR Business Partner", JobFamily::HumanResources),
            ("High School Teacher", JobFamily::Education),
            ("Digital Marketing Manager", JobFamily::Marketing),
            ("Supply Chain Analyst", JobFamily::Operations),
            ("Paralegal", JobFamily::Legal),
            ("Restaurant Manager", JobFamily::Hospitality),
            ("Technical Writer", JobFamily::Writing),
            ("Chief of Staff", JobFamily::General),
            ("Chief Technology Officer", JobFamily::Software),
            ("VP Engineering", JobFamily::Software),
            ("Chief Financial Officer", JobFamily::Finance),
        ];
        for (title, family) in cases {
            assert_eq!(JobFamily::of_title(title), family, "{title}");
        }
    }

    #[test]
    fn no_keyword_carries_a_number() {
        for k in all_keywords() {
            assert!(!k.chars().any(|c| c.is_ascii_digit()), "{k}");
        }
    }
}
