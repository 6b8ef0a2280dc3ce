//! What the resume and the job description talk about, and the resume's own skills ranked by
//! it: shared by the enhancement, the cover letter and the LinkedIn tips.

use vitae_domain::ResumeData;

use crate::text::{contains_phrase, words};

/// What the resume and the job description talk about, as lower-case words.
pub(super) struct Context {
    resume_words: Vec<String>,
    pub(super) jd_words: Vec<String>,
}

impl Context {
    pub(super) fn new(resume: &ResumeData, job_description: Option<&str>) -> Self {
        let mut text = format!("{} {} ", resume.summary, resume.job_title);
        for w in &resume.work_experience {
            text.push_str(&format!(" {} . {} . ", w.position, w.description));
        }
        for s in resume.skills.iter().chain(&resume.certifications) {
            text.push_str(&format!(" {s} . "));
        }
        for e in &resume.education {
            text.push_str(&format!(" {} . ", e.degree));
        }
        Self {
            resume_words: words(&text),
            jd_words: job_description.map(words).unwrap_or_default(),
        }
    }

    pub(super) fn in_resume(&self, term: &str) -> bool {
        contains_phrase(&self.resume_words, term)
    }

    pub(super) fn in_jd(&self, term: &str) -> bool {
        contains_phrase(&self.jd_words, term)
    }

    /// With a job description, the bullets that share the most of its words (of four letters
    /// or more) come first; without one, or on a tie, the job seeker's order stays.
    pub(super) fn relevant_first(&self, mut lines: Vec<String>) -> Vec<String> {
        if self.jd_words.is_empty() {
            return lines;
        }
        let shared = |line: &String| {
            let mut seen: Vec<String> = words(line)
                .into_iter()
                .filter(|w| {
                    w.chars().count() >= 4
                        && !JOB_AD_FILLER.contains(&w.as_str())
                        && self.jd_words.contains(w)
                })
                .collect();
            seen.sort();
            seen.dedup();
            seen.len()
        };
        lines.sort_by_cached_key(|l| std::cmp::Reverse(shared(l)));
        lines
    }
}

/// Adds `item`, trimmed, unless it is blank or listed already (in any case).
pub(super) fn push_unique(list: &mut Vec<String>, item: &str) {
    let item = item.trim();
    if !item.is_empty() && !list.iter().any(|k| k.eq_ignore_ascii_case(item)) {
        list.push(item.to_owned());
    }
}

/// The job seeker's own skills, those the job description names first.
pub(super) fn ranked_skills(resume: &ResumeData, ctx: &Context, n: usize) -> Vec<String> {
    let mut skills: Vec<String> = Vec::new();
    for s in resume.skills.iter().filter(|s| ctx.in_jd(s)) {
        push_unique(&mut skills, s);
    }
    for s in &resume.skills {
        push_unique(&mut skills, s);
    }
    skills.truncate(n);
    skills
}

/// Words of job ads that say nothing about the job: never echoed, never a reason to reorder.
const JOB_AD_FILLER: &[&str] = &[
    "about",
    "above",
    "after",
    "again",
    "their",
    "there",
    "these",
    "those",
    "which",
    "while",
    "where",
    "would",
    "should",
    "could",
    "other",
    "within",
    "without",
    "across",
    "through",
    "including",
    "ability",
    "strong",
    "experience",
    "years",
    "looking",
    "candidate",
    "team",
    "teams",
    "work",
    "working",
    "role",
    "join",
    "company",
    "responsibilities",
    "requirements",
    "skills",
    "preferred",
    "required",
    "plus",
    "must",
    "will",
    "your",
    "with",
    "from",
    "that",
    "this",
    "have",
    "what",
    "ideal",
    "position",
    "opportunity",
    "using",
    "based",
    "every",
    "ignore",
    "previous",
    "instructions",
    "please",
    "able",
    "help",
    "make",
    "also",
    "into",
    "more",
    "well",
    "such",
    "they",
    "them",
    "than",
];
