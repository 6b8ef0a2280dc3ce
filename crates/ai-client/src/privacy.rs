//! What a configured model may see of a resume (see `docs/privacy.md`).
//!
//! The job seeker's name, email, phone, location and photo never leave the server. Wherever
//! they occur in text that is sent (the summary, a description, a job description) they are
//! replaced by placeholders, and the placeholders in the model's answer are turned back into
//! the real values.

use serde::Serialize;
use vitae_domain::ResumeData;

pub const NAME: &str = "[CANDIDATE_NAME]";
pub const FIRST_NAME: &str = "[CANDIDATE_FIRST_NAME]";
pub const LAST_NAME: &str = "[CANDIDATE_LAST_NAME]";
pub const EMAIL: &str = "[CANDIDATE_EMAIL]";
pub const PHONE: &str = "[CANDIDATE_PHONE]";
pub const LOCATION: &str = "[CANDIDATE_LOCATION]";
pub const CITY: &str = "[CANDIDATE_CITY]";

/// The resume as a model sees it: only the fields below, personal details already replaced.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct ModelResume {
    pub target_job_title: String,
    pub experience_level: String,
    pub summary: String,
    pub work_experience: Vec<ModelWork>,
    pub education: Vec<ModelEducation>,
    pub skills: Vec<String>,
    pub certifications: Vec<String>,
    /// Left out when empty, so the prompt of a resume without them is as it was.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub projects: Vec<ModelProject>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub volunteering: Vec<ModelVolunteering>,
}

#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct ModelProject {
    pub name: String,
    pub role: String,
    pub duration: String,
    pub description: String,
}

#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct ModelVolunteering {
    pub role: String,
    pub organization: String,
    pub duration: String,
    pub description: String,
}

#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct ModelWork {
    pub position: String,
    pub company: String,
    pub duration: String,
    pub description: String,
}

#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct ModelEducation {
    pub degree: String,
    pub institution: String,
    pub year: String,
}

/// Pairs of (real value, placeholder), longest real value first so that a full name is
/// replaced before its first name.
#[derive(Debug, Clone, Default)]
pub struct Redactor {
    pairs: Vec<(String, &'static str)>,
}

impl Redactor {
    pub fn for_resume(resume: &ResumeData) -> Self {
        let mut pairs: Vec<(String, &'static str)> = Vec::new();
        let mut add = |value: &str, placeholder: &'static str| {
            let value = value.trim();
            if value.chars().count() >= 2 && !pairs.iter().any(|(v, _)| v == value) {
                pairs.push((value.to_owned(), placeholder));
            }
        };
        add(&resume.email, EMAIL);
        add(&resume.phone, PHONE);
        add(&resume.name, NAME);
        add(&resume.location, LOCATION);
        if let Some(city) = resume
            .location
            .split(',')
            .next()
            .filter(|c| c.trim() != resume.location.trim())
        {
            add(city, CITY);
        }
        let parts: Vec<&str> = resume.name.split_whitespace().collect();
        if parts.len() >= 2 {
            // Only parts long enough to be names, not initials.
            if let Some(first) = parts.first().filter(|p| p.chars().count() >= 3) {
                add(first, FIRST_NAME);
            }
            if let Some(last) = parts.last().filter(|p| p.chars().count() >= 3) {
                add(last, LAST_NAME);
            }
        }
        // A phone written without its spacing elsewhere ("+551155550100").
        let compact: String = resume
            .phone
            .chars()
            .filter(|c| !c.is_whitespace())
            .collect();
        if compact != resume.phone.trim()
            && compact.chars().filter(char::is_ascii_digit).count() >= 6
        {
            add(&compact, PHONE);
        }
        pairs.sort_by_key(|p| std::cmp::Reverse(p.0.chars().count()));
        Self { pairs }
    }

    /// `text` with every personal value replaced by its placeholder. Names are replaced only
    /// as whole words, so "Grant" the person does not eat "grants".
    pub fn redact(&self, text: &str) -> String {
        let mut out = text.to_owned();
        for (value, placeholder) in &self.pairs {
            out = replace_whole(&out, value, placeholder);
        }
        out
    }

    /// `text` with every placeholder turned back into the real value.
    pub fn restore(&self, text: &str) -> String {
        let mut out = text.to_owned();
        for placeholder in [NAME, FIRST_NAME, LAST_NAME, EMAIL, PHONE, LOCATION, CITY] {
            if let Some((value, _)) = self.pairs.iter().find(|(_, p)| *p == placeholder) {
                out = out.replace(placeholder, value);
            }
        }
        out
    }

    /// The resume as the model may see it.
    pub fn model_resume(&self, resume: &ResumeData) -> ModelResume {
        let r = |s: &str| self.redact(s.trim());
        ModelResume {
            target_job_title: r(&resume.job_title),
            // The label only: the year range is ours, not a figure the job seeker gave, and the
            // answer may only carry the job seeker's own figures.
            experience_level: resume.experience_level.label().to_owned(),
            summary: r(&resume.summary),
            work_experience: resume
                .work_experience
                .iter()
                .map(|w| ModelWork {
                    position: r(&w.position),
                    company: r(&w.company),
                    duration: r(&w.duration),
                    description: r(&w.description),
                })
                .collect(),
            education: resume
                .education
                .iter()
                .map(|e| ModelEducation {
                    degree: r(&e.degree),
                    institution: r(&e.institution),
                    year: r(&e.year),
                })
                .collect(),
            skills: resume
                .skills
                .iter()
                .map(|s| r(s))
                .filter(|s| !s.is_empty())
                .collect(),
            certifications: resume
                .certifications
                .iter()
                .map(|s| r(s))
                .filter(|s| !s.is_empty())
                .collect(),
            // A project's URL is left out: the writer has no use for it.
            projects: resume
                .projects
                .iter()
                .map(|p| ModelProject {
                    name: r(&p.name),
                    role: r(&p.role),
                    duration: r(&p.duration),
                    description: r(&p.description),
                })
                .collect(),
            volunteering: resume
                .volunteering
                .iter()
                .map(|v| ModelVolunteering {
                    role: r(&v.role),
                    organization: r(&v.organization),
                    duration: r(&v.duration),
                    description: r(&v.description),
                })
                .collect(),
        }
    }
}

/// Replaces `value` in `text` where it is not part of a longer word.
fn replace_whole(text: &str, value: &str, placeholder: &str) -> String {
    if value.is_empty() {
        return text.to_owned();
    }
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(pos) = rest.find(value) {
        let before = rest[..pos].chars().next_back();
        let after = rest[pos + value.len()..].chars().next();
        let edge_ok = |c: Option<char>, inner: Option<char>| match (c, inner) {
            (Some(c), Some(i)) => !(c.is_alphanumeric() && i.is_alphanumeric()),
            _ => true,
        };
        let starts_word = edge_ok(before, value.chars().next());
        let ends_word = edge_ok(after, value.chars().next_back());
        out.push_str(&rest[..pos]);
        if starts_word && ends_word {
            out.push_str(placeholder);
        } else {
            out.push_str(value);
        }
        rest = &rest[pos + value.len()..];
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn resume() -> ResumeData {
        ResumeData {
            name: "Grant Okafor".into(),
            email: "grant@example.com".into(),
            phone: "+44 20 7946 0958".into(),
            location: "Leeds, UK".into(),
            summary: "Grant Okafor, based in Leeds, UK. Won 3 grants. Call +44 20 7946 0958 or grant@example.com.".into(),
            profile_photo: Some("data:image/png;base64,AAAA".into()),
            ..ResumeData::default()
        }
    }

    #[test]
    fn personal_details_are_replaced_and_restored() {
        let r = Redactor::for_resume(&resume());
        let sent = r.redact(&resume().summary);
        assert_eq!(
            sent,
            "[CANDIDATE_NAME], based in [CANDIDATE_LOCATION]. Won 3 grants. Call [CANDIDATE_PHONE] or [CANDIDATE_EMAIL]."
        );
        assert_eq!(r.restore(&sent), resume().summary);
        assert_eq!(
            r.restore("Regards, [CANDIDATE_FIRST_NAME]"),
            "Regards, Grant"
        );
    }

    #[test]
    fn the_model_resume_has_no_personal_field() {
        let r = Redactor::for_resume(&resume());
        let json = serde_json::to_string(&r.model_resume(&resume())).unwrap_or_default();
        for secret in ["Grant", "Okafor", "example.com", "7946", "Leeds", "base64"] {
            assert!(!json.contains(secret), "{secret} leaked: {json}");
        }
    }
}
