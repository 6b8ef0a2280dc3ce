//! Structure checks (the 15 points that are not keywords) and the suggestions drawn from
//! everything the score found.

use crate::resume_index::ResumeIndex;
use crate::{KeywordKind, MatchedKeyword, MissingKeyword, Section, SectionFinding};

pub const STRUCTURE_CHECKS: u32 = 6;
const MAX_SUGGESTIONS: usize = 8;
const MAX_MISSING_SKILL_SUGGESTIONS: usize = 3;

struct Check {
    section: Section,
    code: &'static str,
    message: &'static str,
    fix: &'static str,
}

const CHECKS: [Check; STRUCTURE_CHECKS as usize] = [
    Check {
        section: Section::Summary,
        code: "missing_summary",
        message: "The resume has no professional summary.",
        fix: "Write a 2–3 sentence summary that names the role you want and your strongest skills from the posting.",
    },
    Check {
        section: Section::Skills,
        code: "empty_skills",
        message: "The skills section is empty.",
        fix: "List your tools and skills in the skills section: ATS filters read it first.",
    },
    Check {
        section: Section::Experience,
        code: "no_experience",
        message: "The resume has no work experience.",
        fix: "Add your work history, internships or projects, each with what you did and the result.",
    },
    Check {
        section: Section::Experience,
        code: "no_quantified_achievements",
        message: "No work entry has a number in it.",
        fix: "Put numbers in your work entries: how many, how much, how fast (e.g. “cut report time by 40%”).",
    },
    Check {
        section: Section::Contact,
        code: "missing_email",
        message: "The contact email is missing or not an email address.",
        fix: "Add an email address so that the recruiter can reach you.",
    },
    Check {
        section: Section::Education,
        code: "no_education",
        message: "The education section is empty.",
        fix: "Add your highest degree, course or training, even if it is not in this field.",
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

/// Missing keywords first (heaviest first), then keywords that only the skills list shows,
/// then the structure fixes.
pub fn suggestions(
    matched: &[MatchedKeyword],
    missing: &[MissingKeyword],
    findings: &[SectionFinding],
) -> Vec<String> {
    let mut out = Vec::new();
    let mut skills = 0;
    for k in missing {
        let stressed = if k.weight >= 3 {
            "the posting stresses it"
        } else {
            "the posting mentions it"
        };
        let line = match k.kind {
            KeywordKind::Skill if skills < MAX_MISSING_SKILL_SUGGESTIONS => {
                skills += 1;
                format!(
                    "If you have used {}, add it to your skills and show it in a work entry: {stressed}.",
                    k.keyword
                )
            }
            KeywordKind::Skill => continue,
            KeywordKind::Title => format!(
                "Use the posting's title “{}” in your target job title or summary, if it fits your experience.",
                k.keyword
            ),
            KeywordKind::Certification => format!(
                "If you hold {}, list it under certifications: {stressed}.",
                k.keyword
            ),
            KeywordKind::Education => format!(
                "If you have a {}, name it in your education section: {stressed}.",
                k.keyword
            ),
        };
        out.push(line);
    }
    for k in matched
        .iter()
        .filter(|k| k.weight >= 3 && k.found_in == [Section::Skills])
        .take(2)
    {
        out.push(format!(
            "Show {} in a work entry, not only in your skills list: the posting stresses it.",
            k.keyword
        ));
    }
    for f in findings {
        if let Some(c) = CHECKS.iter().find(|c| c.code == f.code) {
            out.push(c.fix.to_owned());
        }
    }
    out.truncate(MAX_SUGGESTIONS);
    out
}
