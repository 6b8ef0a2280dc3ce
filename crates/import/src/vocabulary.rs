//! The words resumes use: section headings, and the words that tell a job title from an
//! employer, a degree from a school, a fluency from a language. The words themselves are in
//! `data/vocabulary.toml`.

use std::collections::{BTreeMap, HashMap};
use std::sync::LazyLock;

use serde::Deserialize;
use vitae_domain::data_file;

/// What a heading introduces.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Section {
    Summary,
    Work,
    Education,
    Skills,
    Certifications,
    Projects,
    Languages,
    Awards,
    Volunteering,
    Publications,
    /// Contact details or profile links, wherever a layout puts them.
    Contact,
    /// A heading we recognise that Vitae has no section for (interests, references): it
    /// becomes a custom section.
    Other,
}

/// The lists of `data/vocabulary.toml`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Vocabulary {
    /// English headings by section.
    headings: BTreeMap<Section, Vec<String>>,
    /// Headings in the other languages Vitae prints resumes in, by section.
    headings_other_languages: BTreeMap<Section, Vec<String>>,
    words: Words,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Words {
    title: Vec<String>,
    organisation: Vec<String>,
    award: Vec<String>,
    degree: Vec<String>,
    institution: Vec<String>,
    language_name: Vec<String>,
    fluency: Vec<String>,
    fluency_phrase: Vec<String>,
    credential: Vec<String>,
    department: Vec<String>,
    field_of_study: Vec<String>,
    field_of_study_ending: Vec<String>,
}

static VOCABULARY: LazyLock<Vocabulary> = LazyLock::new(|| data_file::load(read_vocabulary()));

fn read_vocabulary() -> Result<Vocabulary, data_file::DataFileError> {
    data_file::read(
        "crates/import/data/vocabulary.toml",
        include_str!("../data/vocabulary.toml"),
    )
}

/// Every heading by its key ([`heading_key`]), built once.
static HEADINGS: LazyLock<HashMap<String, Section>> = LazyLock::new(|| {
    let mut table = HashMap::new();
    // English last: where a word is both ("Formation", "Contact"), English decides.
    for by_section in [&VOCABULARY.headings_other_languages, &VOCABULARY.headings] {
        for (section, words) in by_section {
            for key in words.iter().filter_map(|w| heading_key(w)) {
                table.insert(key, *section);
            }
        }
    }
    table
});

/// The section a heading's wording names, if it names one.
pub fn heading(text: &str) -> Option<Section> {
    let key = heading_key(text)?;
    let find = |key: &str| HEADINGS.get(key).copied();
    // "Projects Experience", "Volunteer History": a known heading with a generic word added.
    find(&key)
        .or_else(|| {
            let base = key
                .strip_suffix(" experience")
                .or_else(|| key.strip_suffix(" history"))?;
            find(base)
        })
        .or_else(|| qualified(&key, find))
}

/// "Open Source Projects", "Research Experience", "Programming Languages": a known heading
/// after a word or two that narrow it down.
fn qualified(key: &str, find: impl Fn(&str) -> Option<Section>) -> Option<Section> {
    let words: Vec<&str> = key.split(' ').collect();
    if words.len() > 4 {
        return None;
    }
    (1..=2.min(words.len().saturating_sub(1))).find_map(|skip| {
        let section = find(&words[skip..].join(" "))?;
        // "Contact" and "About" narrowed down are rarely headings ("Emergency Contact").
        (!matches!(section, Section::Contact | Section::Summary)).then_some(section)
    })
}

/// A heading's text reduced to compare: no icon or punctuation around it, lower case, "&" as
/// "and". `None` for text too long to be a heading.
fn heading_key(text: &str) -> Option<String> {
    let text = text.trim_matches(|c: char| !c.is_alphanumeric());
    if text.is_empty() || text.chars().count() > 40 {
        return None;
    }
    let words: Vec<String> = text
        .split(|c: char| c.is_whitespace() || c == '/')
        .filter(|w| !w.is_empty())
        .map(|w| {
            if w == "&" {
                "and".to_owned()
            } else {
                // Turkish "İ" lower-cases to "i" and a combining dot.
                w.to_lowercase().replace('\u{307}', "")
            }
        })
        .collect();
    let key = words.join(" ");
    Some(key.strip_prefix("my ").map(str::to_owned).unwrap_or(key))
}

/// Whether `text` names a spoken language ("French", "Brazilian Portuguese").
pub fn is_language_name(text: &str) -> bool {
    words(text).any(|w| is_one_of(&w, &VOCABULARY.words.language_name))
}

fn words(text: &str) -> impl Iterator<Item = String> + '_ {
    text.split(|c: char| !(c.is_alphanumeric() || c == '\'' || c == '-' || c == '.'))
        .filter(|w| !w.is_empty())
        .map(|w| w.trim_matches('.').to_lowercase())
}

fn is_one_of(word: &str, list: &[String]) -> bool {
    list.iter().any(|l| l == word)
}

/// Han, kana and hangul: scripts written without spaces, where a word of the list is found
/// inside a longer run ("软件工程师" holds "工程师").
fn unspaced(c: char) -> bool {
    matches!(c as u32, 0x3040..=0x30FF | 0x3400..=0x9FFF | 0xAC00..=0xD7AF | 0xF900..=0xFAFF)
}

fn count(text: &str, list: &[String]) -> usize {
    words(text)
        .filter(|w| {
            is_one_of(w, list)
                || (w.chars().any(unspaced)
                    && list
                        .iter()
                        .any(|l| l.chars().all(unspaced) && w.contains(l.as_str())))
        })
        .count()
}

pub fn title_score(text: &str) -> usize {
    count(text, &VOCABULARY.words.title)
}

pub fn organisation_score(text: &str) -> usize {
    count(text, &VOCABULARY.words.organisation)
}

pub fn award_score(text: &str) -> usize {
    count(text, &VOCABULARY.words.award)
}

pub fn degree_score(text: &str) -> usize {
    count(text, &VOCABULARY.words.degree)
}

pub fn institution_score(text: &str) -> usize {
    count(text, &VOCABULARY.words.institution)
}

/// The name of a certificate or licence rather than of its issuer: "Certified …",
/// "… Practitioner", "Professional Scrum Master I".
pub fn is_credential(text: &str) -> bool {
    words(text).any(|w| is_one_of(&w, &VOCABULARY.words.credential)) || title_score(text) > 0
}

/// A unit inside an employer ("Emergency Department", "Platform Team", "Cardiology Ward").
pub fn is_department(text: &str) -> bool {
    words(text)
        .last()
        .is_some_and(|w| is_one_of(&w, &VOCABULARY.words.department))
}

/// Words and endings of fields of study ("Computer Science", "Informatics", "General
/// Nursing"), to tell a field after a school's name from the rest of the school's name
/// ("University of California, Berkeley").
pub fn is_field_of_study(text: &str) -> bool {
    let vocabulary = &VOCABULARY.words;
    words(text).any(|w| {
        is_one_of(&w, &vocabulary.field_of_study)
            || vocabulary
                .field_of_study_ending
                .iter()
                .any(|e| w.ends_with(e.as_str()))
    })
}

pub fn is_fluency(text: &str) -> bool {
    let all = words(text).count();
    all > 0 && count(text, &VOCABULARY.words.fluency) * 2 >= all
        || is_one_of(
            &text.trim().to_lowercase(),
            &VOCABULARY.words.fluency_phrase,
        )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_data_file_reads() {
        let vocabulary = read_vocabulary().unwrap_or_else(|e| panic!("{e}"));
        // A heading under two sections would be read as whichever comes last.
        let mut seen = HashMap::new();
        for by_section in [vocabulary.headings, vocabulary.headings_other_languages] {
            for (section, words) in by_section {
                for key in words.iter().filter_map(|w| heading_key(w)) {
                    let other = seen.insert(key.clone(), section);
                    assert!(
                        other.is_none_or(|s| s == section),
                        "the heading {key:?} is under both {other:?} and {section:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn headings_by_wording() {
        assert_eq!(heading("WORK EXPERIENCE"), Some(Section::Work));
        assert_eq!(heading("Employment History:"), Some(Section::Work));
        assert_eq!(
            heading("Licenses & Certifications"),
            Some(Section::Certifications)
        );
        assert_eq!(heading("\u{f0b1}  About"), Some(Section::Summary));
        assert_eq!(heading("Experience with Kafka and Rust at scale"), None);
        assert_eq!(heading("Open Source Projects"), Some(Section::Projects));
        assert_eq!(heading("Research Experience"), Some(Section::Work));
    }

    #[test]
    fn headings_in_every_language_vitae_prints() {
        let cases = [
            ("Berufserfahrung", Section::Work),
            ("Expérience professionnelle", Section::Work),
            ("EXPERIENCIA LABORAL", Section::Work),
            ("Experiência profissional", Section::Work),
            ("Esperienze lavorative", Section::Work),
            ("Werkervaring", Section::Work),
            ("Doświadczenie zawodowe", Section::Work),
            ("İŞ DENEYİMİ", Section::Work),
            ("Опыт работы", Section::Work),
            ("الخبرة العملية", Section::Work),
            ("ניסיון תעסוקתי", Section::Work),
            ("سوابق کاری", Section::Work),
            ("پیشہ ورانہ تجربہ", Section::Work),
            ("अनुभव", Section::Work),
            ("工作经历", Section::Work),
            ("職務経歴", Section::Work),
            ("경력", Section::Work),
            ("Ausbildung", Section::Education),
            ("Formation", Section::Education),
            ("التعليم", Section::Education),
            ("शिक्षा", Section::Education),
            ("学歴", Section::Education),
            ("Kenntnisse", Section::Skills),
            ("Compétences", Section::Skills),
            ("Навыки", Section::Skills),
            ("Zertifikate", Section::Certifications),
            ("Certificaciones", Section::Certifications),
            ("الشهادات", Section::Certifications),
            ("Sprachen", Section::Languages),
            ("Idiomas", Section::Languages),
            ("语言能力", Section::Languages),
            ("Veröffentlichungen", Section::Publications),
            ("Auszeichnungen", Section::Awards),
            ("Profil", Section::Summary),
            ("Kontakt", Section::Contact),
        ];
        for (text, section) in cases {
            assert_eq!(heading(text), Some(section), "{text}");
        }
    }
}
