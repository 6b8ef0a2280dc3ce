//! Structure checks (the 15 points that are not keywords) and the suggestions drawn from
//! everything the score found.

use crate::resume_index::ResumeIndex;
use std::collections::BTreeMap;

use vitae_domain::message_format;

use crate::{Advice, KeywordKind, MatchedKeyword, MissingKeyword, Section, SectionFinding};

pub const STRUCTURE_CHECKS: u32 = 6;
const MAX_SUGGESTIONS: usize = 8;
const MAX_MISSING_SKILL_SUGGESTIONS: usize = 3;

struct Check {
    section: Section,
    code: &'static str,
    message: &'static str,
}

const CHECKS: [Check; STRUCTURE_CHECKS as usize] = [
    Check {
        section: Section::Summary,
        code: "missing_summary",
        message: "The resume has no professional summary.",
    },
    Check {
        section: Section::Skills,
        code: "empty_skills",
        message: "The skills section is empty.",
    },
    Check {
        section: Section::Experience,
        code: "no_experience",
        message: "The resume has no work experience.",
    },
    Check {
        section: Section::Experience,
        code: "no_quantified_achievements",
        message: "No work entry has a number in it.",
    },
    Check {
        section: Section::Contact,
        code: "missing_email",
        message: "The contact email is missing or not an email address.",
    },
    Check {
        section: Section::Education,
        code: "no_education",
        message: "The education section is empty.",
    },
];

pub fn findings(index: &ResumeIndex) -> Vec<SectionFinding> {
    let passed = [
        index.has_summary,
        index.has_skills,
        index.has_experience,
        // An empty work history is reported once, as `no_experience`.
        index.has_numbers_in_experience || !index.has_experience,
        index.has_email,
        index.has_education,
    ];
    CHECKS
        .iter()
        .zip(passed)
        .filter(|(_, ok)| !ok)
        .map(|(c, _)| SectionFinding {
            section: c.section,
            code: c.code.to_owned(),
            message: c.message.to_owned(),
        })
        .collect()
}

/// The words of every piece of advice, by code: English ICU messages, which the web client's
/// catalogs hold under `ats.advice` and translate (a test keeps the English identical).
pub const ADVICE: [(&str, &str); 11] = [
    ("add_skill", "If you have used {keyword}, add it to your skills and show it in a work entry: {stress, select, strong {the posting stresses it} other {the posting mentions it}}."),
    ("use_title", "Use the posting's title “{keyword}” in your target job title or summary, if it fits your experience."),
    ("add_certification", "If you hold {keyword}, list it under certifications: {stress, select, strong {the posting stresses it} other {the posting mentions it}}."),
    ("add_education", "If you have a {keyword}, name it in your education section: {stress, select, strong {the posting stresses it} other {the posting mentions it}}."),
    ("show_in_work", "Show {keyword} in a work entry, not only in your skills list: the posting stresses it."),
    ("missing_summary", "Write a 2–3 sentence summary that names the role you want and your strongest skills from the posting."),
    ("empty_skills", "List your tools and skills in the skills section: ATS filters read it first."),
    ("no_experience", "Add your work history, internships or projects, each with what you did and the result."),
    ("no_quantified_achievements", "Put numbers in your work entries: how many, how much, how fast (e.g. “cut report time by 40%”)."),
    ("missing_email", "Add an email address so that the recruiter can reach you."),
    ("no_education", "Add your highest degree, course or training, even if it is not in this field."),
];

impl Advice {
    fn new(code: &'static str, keyword: Option<&str>, stress: Option<&'static str>) -> Self {
        let mut params = BTreeMap::new();
        if let Some(keyword) = keyword {
            params.insert("keyword", keyword.to_owned());
        }
        if let Some(stress) = stress {
            params.insert("stress", stress.to_owned());
        }
        Self { code, params }
    }

    /// The advice in English.
    pub fn english(&self) -> String {
        let text = ADVICE
            .iter()
            .find(|(code, _)| *code == self.code)
            .map_or("", |(_, text)| *text);
        message_format::format("en", text, &message_format::params_of(&self.params))
    }
}

/// Missing keywords first (heaviest first), then keywords that only the skills list shows,
/// then the structure fixes.
pub fn suggestions(
    matched: &[MatchedKeyword],
    missing: &[MissingKeyword],
    findings: &[SectionFinding],
) -> Vec<Advice> {
    let mut out = Vec::new();
    let mut skills = 0;
    for k in missing {
        let stress = Some(if k.weight >= 3 { "strong" } else { "mention" });
        let keyword = Some(k.keyword.as_str());
        let advice = match k.kind {
            KeywordKind::Skill if skills < MAX_MISSING_SKILL_SUGGESTIONS => {
                skills += 1;
                Advice::new("add_skill", keyword, stress)
            }
            KeywordKind::Skill => continue,
            KeywordKind::Title => Advice::new("use_title", keyword, None),
            KeywordKind::Certification => Advice::new("add_certification", keyword, stress),
            KeywordKind::Education => Advice::new("add_education", keyword, stress),
        };
        out.push(advice);
    }
    for k in matched
        .iter()
        .filter(|k| k.weight >= 3 && k.found_in == [Section::Skills])
        .take(2)
    {
        out.push(Advice::new("show_in_work", Some(&k.keyword), None));
    }
    for f in findings {
        if let Some(c) = CHECKS.iter().find(|c| c.code == f.code) {
            out.push(Advice::new(c.code, None, None));
        }
    }
    out.truncate(MAX_SUGGESTIONS);
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeMap;

    /// The client's English catalog words each piece of advice exactly as the report's
    /// `suggestions` do, and has no other: new advice needs its line in `ats.advice`.
    #[test]
    fn the_english_catalog_holds_every_piece_of_advice_in_the_same_words() {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../frontend/messages/en.json"
        );
        let catalog: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(path).expect("en.json")).expect("json");
        let theirs: BTreeMap<String, String> =
            serde_json::from_value(catalog["ats"]["advice"].clone()).unwrap_or_default();
        let ours: BTreeMap<String, String> = ADVICE
            .iter()
            .map(|(code, text)| ((*code).to_owned(), (*text).to_owned()))
            .collect();
        assert_eq!(theirs, ours, "frontend/messages/en.json ats.advice");
        for check in &CHECKS {
            assert!(
                ours.contains_key(check.code),
                "{} has no advice",
                check.code
            );
        }
    }

    #[test]
    fn advice_is_said_in_english_with_its_values() {
        let strong = Advice::new("add_skill", Some("SQL"), Some("strong"));
        assert_eq!(
            strong.english(),
            "If you have used SQL, add it to your skills and show it in a work entry: the posting stresses it."
        );
        let mention = Advice::new("add_certification", Some("AWS"), Some("mention"));
        assert!(mention.english().ends_with("the posting mentions it."));
    }
}
