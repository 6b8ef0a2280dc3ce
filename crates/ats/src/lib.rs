//! Vitae's ATS match score: how well a resume covers the keywords of a job description.
//!
//! Pure and deterministic: no I/O, no AI call, no clock. The score is explainable from its
//! parts (see `docs/ats.md`):
//!
//! - 85 points × (weight of the matched keywords ÷ weight of all keywords), where a keyword
//!   weighs 3 when the posting requires it, 2 when it names it, 1 when it is a nice-to-have,
//!   plus one per repeat (at most two);
//! - 15 points × (structure checks passed ÷ 6): summary, skills, work history, numbers in the
//!   work history, a usable email, education.
//!
//! ```
//! use vitae_domain::ResumeData;
//!
//! let resume = ResumeData {
//!     skills: vec!["Node.js".into(), "PostgreSQL".into()],
//!     ..ResumeData::default()
//! };
//! let report = vitae_ats::score(&resume, None, "Requirements:\n- NodeJS\n- Kubernetes");
//! assert_eq!(report.matched_keywords[0].keyword, "Node.js");
//! assert_eq!(report.missing_keywords[0].keyword, "Kubernetes");
//! ```

mod extract;
mod findings;
mod lexicon;
mod names;
mod resume_index;
mod text;

use std::collections::BTreeMap;

use serde::Serialize;
use vitae_domain::{AiEnhancedData, ResumeData};

pub use extract::{job_terms, JobTerm};
use findings::{findings, suggestions, STRUCTURE_CHECKS};
pub use names::with_known_names;
use resume_index::ResumeIndex;

/// Share of the score that keyword coverage gives; structure checks give the rest.
pub const KEYWORD_POINTS: u32 = 85;
pub const STRUCTURE_POINTS: u32 = 100 - KEYWORD_POINTS;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum KeywordKind {
    /// A skill or tool; the client offers to add a missing one to the skills list.
    Skill,
    Certification,
    Education,
    /// The role the posting is for, without its level.
    Title,
}

/// A part of the resume.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum Section {
    Title,
    Summary,
    Skills,
    Experience,
    Education,
    Certifications,
    Projects,
    Volunteering,
    Awards,
    Publications,
    Languages,
    /// The user's own sections.
    Custom,
    Contact,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct MatchedKeyword {
    pub keyword: String,
    pub kind: KeywordKind,
    pub weight: u32,
    /// Where the resume mentions it.
    pub found_in: Vec<Section>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct MissingKeyword {
    pub keyword: String,
    pub kind: KeywordKind,
    pub weight: u32,
}

/// Something about the resume's structure that costs points, e.g. no summary.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct SectionFinding {
    pub section: Section,
    /// Stable code: `missing_summary`, `empty_skills`, `no_experience`,
    /// `no_quantified_achievements`, `missing_email`, `no_education`.
    pub code: String,
    pub message: String,
}

/// How the score adds up.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ScoreBreakdown {
    pub matched_weight: u32,
    pub total_weight: u32,
    /// Out of `KEYWORD_POINTS` (85).
    pub keyword_points: u32,
    pub checks_passed: u32,
    pub checks_total: u32,
    /// Out of `STRUCTURE_POINTS` (15).
    pub structure_points: u32,
}

/// One suggestion, said in any language: what to do (`code`) and the values its words name
/// (`keyword`; `stress`: `strong` when the posting stresses the keyword, else `mention`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Advice {
    pub code: &'static str,
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub params: BTreeMap<&'static str, String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct AtsReport {
    /// 0–100: `keyword_points + structure_points`.
    pub score: u32,
    /// Heaviest first.
    pub matched_keywords: Vec<MatchedKeyword>,
    /// Heaviest first.
    pub missing_keywords: Vec<MissingKeyword>,
    pub section_findings: Vec<SectionFinding>,
    /// Concrete next steps, most valuable first, in English.
    pub suggestions: Vec<String>,
    /// The same steps in any language: each one's code and the values its words name (the web
    /// client's catalogs word them under `ats.advice`).
    pub advice: Vec<Advice>,
    pub breakdown: ScoreBreakdown,
}

/// Scores `resume` against `job_description`. With `enhanced`, the writer's summary and work
/// descriptions stand in for the job seeker's own where present (the "enhanced" content).
pub fn score(
    resume: &ResumeData,
    enhanced: Option<&AiEnhancedData>,
    job_description: &str,
) -> AtsReport {
    let index = ResumeIndex::new(resume, enhanced);
    let mut matched_keywords = Vec::new();
    let mut missing_keywords = Vec::new();
    for term in job_terms(job_description) {
        let found_in = index.sections_of(&term.keys);
        if found_in.is_empty() {
            missing_keywords.push(MissingKeyword {
                keyword: term.term,
                kind: term.kind,
                weight: term.weight,
            });
        } else {
            matched_keywords.push(MatchedKeyword {
                keyword: term.term,
                kind: term.kind,
                weight: term.weight,
                found_in,
            });
        }
    }
    let matched_weight: u32 = matched_keywords.iter().map(|k| k.weight).sum();
    let total_weight = matched_weight + missing_keywords.iter().map(|k| k.weight).sum::<u32>();
    let section_findings = findings(&index);
    let checks_passed = STRUCTURE_CHECKS - section_findings.len() as u32;
    let keyword_points = rounded_share(KEYWORD_POINTS, matched_weight, total_weight);
    let structure_points = rounded_share(STRUCTURE_POINTS, checks_passed, STRUCTURE_CHECKS);
    let advice = suggestions(&matched_keywords, &missing_keywords, &section_findings);
    AtsReport {
        score: keyword_points + structure_points,
        matched_keywords,
        missing_keywords,
        section_findings,
        suggestions: advice.iter().map(Advice::english).collect(),
        advice,
        breakdown: ScoreBreakdown {
            matched_weight,
            total_weight,
            keyword_points,
            checks_passed,
            checks_total: STRUCTURE_CHECKS,
            structure_points,
        },
    }
}

/// `points × part ÷ whole`, rounded half up; 0 when there is no whole.
fn rounded_share(points: u32, part: u32, whole: u32) -> u32 {
    if whole == 0 {
        0
    } else {
        (2 * points * part + whole) / (2 * whole)
    }
}

/// The skills in a new order: those the job description asks for first, heaviest first;
/// the others after, in their old order. Nothing is added or dropped.
pub fn prioritize_skills(skills: &[String], job_description: &str) -> Vec<String> {
    let terms = job_terms(job_description);
    let weight_of = |skill: &String| {
        let key = text::key_of(skill);
        terms
            .iter()
            .filter(|t| t.keys.contains(&key))
            .map(|t| t.weight)
            .max()
            .unwrap_or(0)
    };
    let mut ranked: Vec<(u32, &String)> = skills.iter().map(|s| (weight_of(s), s)).collect();
    ranked.sort_by_key(|(weight, _)| std::cmp::Reverse(*weight));
    ranked.into_iter().map(|(_, s)| s.clone()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shares_round_half_up_and_survive_an_empty_whole() {
        assert_eq!(rounded_share(85, 1, 2), 43);
        assert_eq!(rounded_share(85, 0, 0), 0);
        assert_eq!(rounded_share(15, 6, 6), 15);
    }

    #[test]
    fn skills_the_posting_asks_for_move_first_and_none_are_lost() {
        let skills: Vec<String> = ["Excel", "Figma", "Kubernetes", "Go"]
            .map(String::from)
            .to_vec();
        let jd = "Requirements:\n- Kubernetes\n- Kubernetes operators\nNice to have:\n- Figma";
        assert_eq!(
            prioritize_skills(&skills, jd),
            ["Kubernetes", "Figma", "Excel", "Go"]
        );
    }
}
