//! The cover letter: the role and the job seeker's roles, their strongest results, what the job
//! description asks for that they have, their skills.

use vitae_ats::KeywordKind;
use vitae_domain::ResumeData;

use super::context::{ranked_skills, Context};
use super::phrases::roles_phrase;
use super::{bullets, written_in_english};
use crate::family::{bank_for_title, tone};
use crate::text::{contains_phrase, join_and, words};

/// Terms of a job description worth echoing: its keywords as the ATS match reads them, the ones
/// it requires and repeats first; not the role itself, which the letter names already.
fn job_description_terms(resume: &ResumeData, job_description: &str) -> Vec<String> {
    let role = resume.job_title.trim();
    vitae_ats::job_terms(job_description)
        .into_iter()
        .filter(|t| t.kind != KeywordKind::Title && !t.term.eq_ignore_ascii_case(role))
        .map(|t| t.term)
        .take(6)
        .collect()
}

pub(super) fn cover_letter(resume: &ResumeData, company: &str, job_description: &str) -> String {
    let bank = bank_for_title(&resume.job_title);
    let tone = tone(resume.experience_level);
    let ctx = Context::new(resume, Some(job_description));
    let title = match resume.job_title.trim() {
        "" => "open".to_owned(),
        t => t.to_owned(),
    };
    let company = if company.is_empty() {
        "your company"
    } else {
        company
    };
    let mut paragraphs = Vec::new();

    let mut intro = format!("I am writing to apply for the {title} position at {company}.");
    match roles_phrase(resume, 2) {
        Some(roles) => intro.push_str(&format!(
            " As {}, I bring experience as {roles}.",
            tone.letter_frame
        )),
        None => intro.push_str(&format!(" I am {}.", tone.letter_frame)),
    }
    paragraphs.push(intro);

    // The strongest bullets: those naming what the job description asks for, then those with
    // a figure, never more than three.
    let jd_terms = job_description_terms(resume, job_description);
    let mut candidates: Vec<(usize, String)> = Vec::new();
    for w in &resume.work_experience {
        for b in bullets::bullets(&w.description, &tone, written_in_english(resume)) {
            let line = b.trim_start_matches("• ").to_owned();
            if line.starts_with("Contributed to results:") {
                continue;
            }
            let lw = words(&line);
            let score = jd_terms.iter().filter(|t| contains_phrase(&lw, t)).count() * 2
                + usize::from(line.chars().any(|c| c.is_ascii_digit()));
            candidates.push((score, format!("{line} ({})", w.company.trim())));
        }
    }
    candidates.sort_by_key(|c| std::cmp::Reverse(c.0));
    let highlights: Vec<String> = candidates
        .into_iter()
        .take(3)
        .map(|(_, l)| format!("• {l}"))
        .collect();
    if !highlights.is_empty() {
        paragraphs.push(format!(
            "A few results from my recent work:\n{}",
            highlights.join("\n")
        ));
    }

    let shared: Vec<String> = jd_terms
        .iter()
        .filter(|t| ctx.in_resume(t))
        .cloned()
        .collect();
    let asked: Vec<String> = jd_terms.iter().take(4).cloned().collect();
    if !shared.is_empty() {
        paragraphs.push(format!(
            "Your job description emphasises {}. My hands-on work with {} maps directly to these needs, and I would bring the same focus on {} to {company}.",
            join_and(&asked),
            join_and(&shared.into_iter().take(4).collect::<Vec<_>>()),
            bank.focus
        ));
    } else if !asked.is_empty() {
        paragraphs.push(format!(
            "Your job description emphasises {}. I would bring my focus on {} to these priorities at {company}.",
            join_and(&asked),
            bank.focus
        ));
    } else {
        paragraphs.push(format!(
            "I would bring my focus on {} to the role at {company}.",
            bank.focus
        ));
    }

    let skills = ranked_skills(resume, &ctx, 5);
    if !skills.is_empty() {
        paragraphs.push(format!("My core skills include {}.", join_and(&skills)));
    }
    paragraphs.push(format!(
        "Thank you for considering my application. I would welcome the opportunity to discuss how I can contribute to {company}."
    ));

    let name = resume.name.trim();
    let signature = if name.is_empty() {
        String::new()
    } else {
        format!("\n{name}")
    };
    format!(
        "Dear Hiring Manager,\n\n{}\n\nSincerely,{signature}",
        paragraphs.join("\n\n")
    )
}
