//! The enhanced resume: every entry's description as bullets (those the job description asks
//! for first), a summary in resume voice, the ATS keywords and the skills to add.

use vitae_domain::{
    AiEnhancedData, EnhancedProject, EnhancedVolunteering, EnhancedWorkExperience, ResumeData,
};

use super::context::{push_unique, ranked_skills, Context};
use super::phrases::{article, roles_phrase};
use super::{bullets, written_in_english};
use crate::family::{all_keywords, bank_for_title, keywords_for_title, tone, Bank, Tone};
use crate::text::{capitalize, join_and, sentences, squash};

const MAX_KEYWORDS: usize = 15;
const MAX_SUGGESTED_SKILLS: usize = 8;

/// The resume's enhancement: bullets for every entry, a summary, ATS keywords and skills to add.
pub(super) fn enhance(resume: &ResumeData, job_description: Option<&str>) -> AiEnhancedData {
    let bank = bank_for_title(&resume.job_title);
    let tone = tone(resume.experience_level);
    let ctx = Context::new(resume, job_description);
    let english = written_in_english(resume);
    // Work, project and volunteering descriptions follow the same bullet rules.
    let bullets_of = |description: &str| {
        let lines = ctx.relevant_first(bullets::bullets(description, &tone, english));
        if lines.is_empty() {
            description.trim().to_owned()
        } else {
            lines.join("\n")
        }
    };
    let enhanced_work_experience = resume
        .work_experience
        .iter()
        .map(|w| EnhancedWorkExperience {
            position: w.position.clone(),
            company: w.company.clone(),
            duration: w.duration.clone(),
            description: w.description.clone(),
            enhanced_description: bullets_of(&w.description),
        })
        .collect();
    let enhanced_projects = resume
        .projects
        .iter()
        .map(|p| EnhancedProject {
            name: p.name.clone(),
            description: p.description.clone(),
            enhanced_description: bullets_of(&p.description),
        })
        .collect();
    let enhanced_volunteering = resume
        .volunteering
        .iter()
        .map(|v| EnhancedVolunteering {
            role: v.role.clone(),
            organization: v.organization.clone(),
            description: v.description.clone(),
            enhanced_description: bullets_of(&v.description),
        })
        .collect();
    AiEnhancedData {
        enhanced_summary: if english {
            summary(resume, bank, &tone, &ctx)
        } else {
            tidy(&resume.summary)
        },
        enhanced_summary_source: resume.summary.clone(),
        enhanced_work_experience,
        enhanced_projects,
        enhanced_volunteering,
        ats_keywords: ats_keywords(&keywords_for_title(&resume.job_title), bank, &ctx),
        suggested_skills: suggested_skills(resume, bank, &ctx),
    }
}

/// Text in another language, tidied: runs of spaces and blank lines gone, each sentence
/// starting with a capital where the script has them. Nothing is added.
fn tidy(text: &str) -> String {
    crate::text::sentences(text)
        .iter()
        .map(|s| crate::text::capitalize(s.trim()))
        .filter(|s| !s.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Keywords of the family bank; those the job description and the resume share come first,
/// then those of the job description, then those of the resume, then the rest of the bank.
fn ats_keywords(keywords: &[&'static str], bank: &Bank, ctx: &Context) -> Vec<String> {
    let mut out = Vec::new();
    if !ctx.jd_words.is_empty() {
        for k in keywords
            .iter()
            .chain(&bank.skills)
            .copied()
            .chain(all_keywords())
        {
            if ctx.in_jd(k) && ctx.in_resume(k) {
                push_unique(&mut out, k);
            }
        }
        for k in keywords.iter().chain(&bank.skills) {
            if ctx.in_jd(k) {
                push_unique(&mut out, k);
            }
        }
    }
    for k in keywords {
        if ctx.in_resume(k) {
            push_unique(&mut out, k);
        }
    }
    for k in keywords {
        push_unique(&mut out, k);
    }
    out.truncate(MAX_KEYWORDS);
    out
}

/// Skills of the field the resume does not list yet, those the job description asks for first.
fn suggested_skills(resume: &ResumeData, bank: &Bank, ctx: &Context) -> Vec<String> {
    let has = |k: &str| {
        resume
            .skills
            .iter()
            .any(|s| s.trim().eq_ignore_ascii_case(k))
    };
    let mut out = Vec::new();
    if !ctx.jd_words.is_empty() {
        for k in bank
            .skills
            .iter()
            .chain(&bank.keywords)
            .copied()
            .chain(all_keywords())
        {
            if ctx.in_jd(k) && !has(k) {
                push_unique(&mut out, k);
            }
        }
    }
    for k in &bank.skills {
        if !has(k) {
            push_unique(&mut out, k);
        }
    }
    out.truncate(MAX_SUGGESTED_SKILLS);
    out
}

/// "I am a backend engineer who…" → "Backend engineer who…": the summary in resume voice. A
/// sentence still in the first person after that ("I do customer support and like helping
/// people") is left out: the rest of the summary says who the person is from the resume's facts.
fn resume_voice(summary: &str) -> Vec<String> {
    const LEADS: &[(&str, &str)] = &[
        ("i am an ", ""),
        ("i am a ", ""),
        ("i'm an ", ""),
        ("i'm a ", ""),
        ("i’m an ", ""),
        ("i’m a ", ""),
        ("i’m ", ""),
        ("i’ve ", "Brings "),
        ("i am ", ""),
        ("i'm ", ""),
        ("i have ", "Brings "),
        ("i've ", "Brings "),
        ("my name is ", ""),
    ];
    sentences(summary)
        .into_iter()
        .map(|s| {
            for (lead, with) in LEADS {
                let head = s.get(..lead.len());
                let rest = s.get(lead.len()..).unwrap_or("");
                if head.is_some_and(|h| h.eq_ignore_ascii_case(lead)) && !rest.trim().is_empty() {
                    return format!("{with}{}", capitalize(rest)).trim().to_owned();
                }
            }
            capitalize(&s)
        })
        .filter(|s| !s.is_empty() && !in_first_person(s))
        .collect()
}

/// Whether a sentence speaks of its writer: "I", "me", "my", "we", "our" as words.
fn in_first_person(sentence: &str) -> bool {
    const FIRST_PERSON: &[&str] = &[
        "i", "i'm", "i’m", "i've", "i’ve", "i'd", "i’d", "me", "my", "mine", "myself", "we",
        "we're", "we’re", "our", "ours",
    ];
    sentence
        .split(|c: char| !(c.is_alphanumeric() || c == '\'' || c == '’'))
        .any(|word| FIRST_PERSON.contains(&word.to_lowercase().as_str()))
}

fn summary(resume: &ResumeData, bank: &Bank, tone: &Tone, ctx: &Context) -> String {
    let title = resume.job_title.trim();
    let field = if bank.family == crate::JobFamily::General {
        "professional".to_owned()
    } else {
        format!("{} professional", bank.label)
    };
    let mut parts = Vec::new();
    let mut opening = format!("{} {field}", tone.adjective);
    if let Some(roles) = roles_phrase(resume, 3) {
        opening.push_str(&format!(" with experience as {roles}"));
    } else if let Some(e) = resume
        .education
        .iter()
        .find(|e| !e.degree.trim().is_empty())
    {
        opening.push_str(&format!(" with a {}", e.degree.trim()));
        if !e.institution.trim().is_empty() {
            opening.push_str(&format!(" from {}", e.institution.trim()));
        }
    }
    parts.push(format!("{opening}."));
    // Early in a career, education is part of the pitch.
    if resume.experience_level == vitae_domain::ExperienceLevel::Entry
        && !resume.work_experience.is_empty()
    {
        if let Some(e) = resume
            .education
            .iter()
            .find(|e| !e.degree.trim().is_empty())
        {
            let from = match e.institution.trim() {
                "" => String::new(),
                i => format!(" from {i}"),
            };
            let degree = e.degree.trim();
            parts.push(format!("Holds {} {degree}{from}.", article(degree)));
        }
    }
    for s in resume_voice(&resume.summary) {
        // "Responsible for the pipeline" reads as the bullets do: "Owned the pipeline".
        let s = bullets::without_weak_opener(&s, tone).unwrap_or(s);
        parts.push(format!("{}.", s.trim_end_matches(['.', '!'])));
    }
    let skills = ranked_skills(resume, ctx, 6);
    if !skills.is_empty() {
        parts.push(format!("Skilled in {}.", join_and(&skills)));
    }
    let certs: Vec<String> = resume
        .certifications
        .iter()
        .map(|c| c.trim().to_owned())
        .filter(|c| !c.is_empty())
        .collect();
    if !certs.is_empty() {
        parts.push(format!("Certified: {}.", join_and(&certs)));
    }
    parts.push(format!("Focused on {}.", bank.focus));
    if !title.is_empty() {
        parts.push(
            tone.closing
                .replace("{a}", article(title))
                .replace("{title}", title),
        );
    }
    vitae_ats::with_known_names(&squash(&parts.join(" ")))
}
