//! The languages a resume can be printed in (`resume_data.language`, a BCP 47 tag; English
//! when absent): the words every output prints on its own (section headings, "Present", the
//! document's subject) and the direction of the page. The interface language is another
//! choice, made in the web client: an Arabic interface can edit an English resume.

use std::sync::LazyLock;

use serde::{Deserialize, Serialize};

use crate::data_file;
use crate::sections::SectionKey;

/// The words an output prints that the job seeker did not type.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct Words {
    pub summary: &'static str,
    pub work_experience: &'static str,
    pub education: &'static str,
    pub skills: &'static str,
    pub certifications: &'static str,
    pub projects: &'static str,
    pub volunteering: &'static str,
    pub awards: &'static str,
    pub publications: &'static str,
    pub languages: &'static str,
    /// Headings some templates use instead: the summary as "Profile", work as "Experience",
    /// skills as "Core Skills".
    pub profile: &'static str,
    pub experience: &'static str,
    pub core_skills: &'static str,
    /// The end of a span still going on ("2021 – Present").
    pub present: &'static str,
    /// What the document is (its PDF subject).
    pub resume: &'static str,
}

/// A language a resume prints in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct ResumeLanguage {
    /// BCP 47 tag, as stored.
    pub code: &'static str,
    /// Its name in English.
    pub name: &'static str,
    /// Its name in itself, for the language picker.
    pub native: &'static str,
    /// Written from the right: the page is mirrored.
    pub rtl: bool,
    pub words: Words,
}

impl ResumeLanguage {
    /// The printed heading of a built-in section (custom sections have their own).
    pub fn heading(&self, key: &SectionKey) -> Option<&'static str> {
        let w = &self.words;
        Some(match key {
            SectionKey::Summary => w.summary,
            SectionKey::WorkExperience => w.work_experience,
            SectionKey::Education => w.education,
            SectionKey::Skills => w.skills,
            SectionKey::Certifications => w.certifications,
            SectionKey::Projects => w.projects,
            SectionKey::Volunteering => w.volunteering,
            SectionKey::Awards => w.awards,
            SectionKey::Publications => w.publications,
            SectionKey::Languages => w.languages,
            SectionKey::Custom(_) => return None,
        })
    }

    /// The primary language subtag: `pt` of `pt-BR`.
    pub fn primary(&self) -> &'static str {
        self.code.split('-').next().unwrap_or(self.code)
    }
}

/// The language of a resume that names none, or one no longer supported.
pub const DEFAULT: &str = "en";

/// The language `tag` names: an exact match of a supported tag (case aside), else its
/// primary subtag (`en-GB` prints as `en`, `pt-PT` as `pt`).
pub fn find(tag: &str) -> Option<&'static ResumeLanguage> {
    let tag = tag.trim();
    if tag.is_empty() || tag.len() > 35 {
        return None;
    }
    if let Some(l) = LANGUAGES.iter().find(|l| l.code.eq_ignore_ascii_case(tag)) {
        return Some(l);
    }
    let primary = tag.split(['-', '_']).next().unwrap_or(tag);
    LANGUAGES
        .iter()
        .find(|l| l.code.eq_ignore_ascii_case(primary))
}

/// The language a resume prints in: its own, or English.
pub fn of(tag: &str) -> &'static ResumeLanguage {
    find(tag).unwrap_or(&LANGUAGES[0])
}

/// Every language a resume can print in, from `data/languages.toml`; English first (the
/// default).
pub static LANGUAGES: LazyLock<Vec<ResumeLanguage>> =
    LazyLock::new(|| data_file::load(read_languages()));

fn read_languages() -> Result<Vec<ResumeLanguage>, data_file::DataFileError> {
    #[derive(Deserialize)]
    #[serde(deny_unknown_fields, bound(deserialize = "'de: 'static"))]
    struct File {
        language: Vec<ResumeLanguage>,
    }
    let file: File = data_file::read_static(
        "crates/domain/data/languages.toml",
        include_str!("../data/languages.toml"),
    )?;
    Ok(file.language)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_data_file_reads() {
        if let Err(e) = read_languages() {
            panic!("{e}");
        }
    }

    #[test]
    fn tags_find_their_language_or_its_primary_one() {
        assert_eq!(find("ar").map(|l| l.code), Some("ar"));
        assert_eq!(find("PT-br").map(|l| l.code), Some("pt-BR"));
        assert_eq!(find("pt-PT").map(|l| l.code), Some("pt"));
        assert_eq!(find("en-GB").map(|l| l.code), Some("en"));
        assert_eq!(find("zh-TW").map(|l| l.code), Some("zh-TW"));
        assert_eq!(find("zh-Hans-CN").map(|l| l.code), Some("zh"));
        assert_eq!(find("tlh"), None);
        assert_eq!(find(""), None);
        assert_eq!(of("").code, "en");
    }

    #[test]
    fn every_language_has_every_word_and_rtl_ones_are_marked() {
        assert!(LANGUAGES.len() >= 20);
        for l in LANGUAGES.iter() {
            let w = &l.words;
            for word in [
                w.summary,
                w.work_experience,
                w.education,
                w.skills,
                w.certifications,
                w.projects,
                w.volunteering,
                w.awards,
                w.publications,
                w.languages,
                w.profile,
                w.experience,
                w.core_skills,
                w.present,
                w.resume,
            ] {
                assert!(!word.trim().is_empty(), "{}", l.code);
            }
            assert_eq!(
                l.rtl,
                ["ar", "he", "fa", "ur"].contains(&l.code),
                "{}",
                l.code
            );
        }
        let codes: std::collections::HashSet<_> = LANGUAGES.iter().map(|l| l.code).collect();
        assert_eq!(codes.len(), LANGUAGES.len(), "no language twice");
    }
}
