//! The import's answer, and the last steps every reader shares: every field clipped to the
//! model's limits (with a warning), overflow kept in `unplaced`, and the experience level
//! inferred from the years of work.

use serde::Serialize;
use vitae_domain::resume::limits;
use vitae_domain::sections::section_limits;
use vitae_domain::{ExperienceLevel, ResumeData};

use crate::dates::{Month, Span};
use crate::notes::Note;

/// A resume to review before saving: what the file gave, placed in the model's fields.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Draft {
    pub resume_data: ResumeData,
    /// Text from the file that no field took, in document order.
    pub unplaced: Vec<String>,
    pub source: Source,
    /// What the user should know about the draft (text shortened, the photo left out…).
    pub notes: Vec<Note>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Source {
    Pdf,
    Docx,
    Linkedin,
    /// A PDF Vitae wrote, read back from the resume it embeds.
    Vitae,
}

/// Finishes a draft read from text or from a LinkedIn export.
pub fn finish(
    mut data: ResumeData,
    work_spans: &[Span],
    source: Source,
    mut unplaced: Vec<String>,
    mut notes: Vec<Note>,
) -> Draft {
    if let Some(level) = experience_level(work_spans) {
        data.experience_level = level;
    }
    let mut clip = Clipper {
        notes: &mut notes,
        unplaced: &mut unplaced,
    };
    clip.data(&mut data);
    unplaced.retain(|u| !u.trim().is_empty());
    Draft {
        resume_data: data,
        unplaced,
        source,
        notes,
    }
}

/// Years of work → level, on the bands the editor shows (0–2, 3–5, 6–10, 10+).
fn experience_level(spans: &[Span]) -> Option<ExperienceLevel> {
    let now = today();
    let months: u32 = spans.iter().filter_map(|s| s.months(now)).sum();
    if months == 0 {
        return None;
    }
    Some(match months / 12 {
        0..=2 => ExperienceLevel::Entry,
        3..=5 => ExperienceLevel::Mid,
        6..=10 => ExperienceLevel::Senior,
        _ => ExperienceLevel::Executive,
    })
}

/// The current month, for ranges that end "present".
fn today() -> Month {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let days = secs / 86_400;
    let year_days = 365.2425;
    let years = (days as f64 / year_days).floor();
    let day_of_year = days as f64 - years * year_days;
    Month {
        year: 1970 + years as u16,
        month: Some((day_of_year / 30.44).floor().clamp(0.0, 11.0) as u8 + 1),
    }
}

struct Clipper<'a> {
    notes: &'a mut Vec<Note>,
    unplaced: &'a mut Vec<String>,
}

impl Clipper<'_> {
    /// Cuts `text` (the field [`notes::FIELDS`](crate::notes::FIELDS) names `field`) at `limit`.
    fn text(&mut self, field: &'static str, text: &mut String, limit: usize) {
        // Characters a document cannot hold (NUL, U+FFFF…) come from broken files, never from
        // a person: the draft leaves them out rather than have its save refused for them.
        vitae_domain::text::strip_forbidden_in(text);
        if text.chars().count() > limit {
            let cut: String = text.chars().take(limit).collect();
            let rest: String = text.chars().skip(limit).collect();
            self.unplaced.push(rest);
            *text = cut;
            self.notes.push(Note::text_shortened(field, limit));
        }
    }

    /// Keeps the first `limit` of `items` (the list [`notes::ENTRIES`](crate::notes::ENTRIES)
    /// names `entries`).
    fn count<T>(
        &mut self,
        entries: &'static str,
        items: &mut Vec<T>,
        limit: usize,
        describe: impl Fn(&T) -> String,
    ) {
        if items.len() > limit {
            for item in items.drain(limit..) {
                self.unplaced.push(describe(&item));
            }
            self.notes.push(Note::entries_dropped(entries, limit));
        }
    }

    fn data(&mut self, d: &mut ResumeData) {
        use limits::{DURATION, EMAIL, LONG_TEXT, SHORT_TEXT, SKILL, YEAR};
        use section_limits as s;
        self.text("name", &mut d.name, SHORT_TEXT);
        self.text("email", &mut d.email, EMAIL);
        self.text("phone", &mut d.phone, SHORT_TEXT);
        self.text("location", &mut d.location, SHORT_TEXT);
        self.text("job_title", &mut d.job_title, SHORT_TEXT);
        self.text("summary", &mut d.summary, LONG_TEXT);
        self.count("jobs", &mut d.work_experience, limits::WORK_ENTRIES, |w| {
            join(&[&w.position, &w.company, &w.duration, &w.description])
        });
        for w in &mut d.work_experience {
            self.text("work_position", &mut w.position, SHORT_TEXT);
            self.text("work_company", &mut w.company, SHORT_TEXT);
            self.text("work_dates", &mut w.duration, DURATION);
            self.text("work_description", &mut w.description, LONG_TEXT);
        }
        self.count(
            "degrees",
            &mut d.education,
            limits::EDUCATION_ENTRIES,
            |e| join(&[&e.degree, &e.institution, &e.year]),
        );
        for e in &mut d.education {
            self.text("degree", &mut e.degree, SHORT_TEXT);
            self.text("institution", &mut e.institution, SHORT_TEXT);
            self.text("degree_year", &mut e.year, YEAR);
        }
        self.count("skills", &mut d.skills, limits::SKILLS, Clone::clone);
        for skill in &mut d.skills {
            self.text("skill", skill, SKILL);
        }
        self.count(
            "certifications",
            &mut d.certifications,
            limits::CERTIFICATIONS,
            Clone::clone,
        );
        for c in &mut d.certifications {
            self.text("certification", c, SHORT_TEXT);
        }
        self.count("links", &mut d.links, s::LINKS, |l| l.url.clone());
        d.links.retain(|l| l.url.chars().count() <= s::URL);
        self.count("projects", &mut d.projects, s::PROJECTS, |p| {
            join(&[&p.name, &p.description])
        });
        for p in &mut d.projects {
            self.text("project_name", &mut p.name, SHORT_TEXT);
            self.text("project_role", &mut p.role, SHORT_TEXT);
            self.text("project_dates", &mut p.duration, DURATION);
            self.text("project_description", &mut p.description, LONG_TEXT);
            if p.url.chars().count() > s::URL {
                self.unplaced.push(std::mem::take(&mut p.url));
            }
        }
        self.count("volunteering", &mut d.volunteering, s::VOLUNTEERING, |v| {
            join(&[&v.role, &v.organization, &v.duration, &v.description])
        });
        for v in &mut d.volunteering {
            self.text("volunteering_role", &mut v.role, SHORT_TEXT);
            self.text("organisation", &mut v.organization, SHORT_TEXT);
            self.text("volunteering_dates", &mut v.duration, DURATION);
            self.text("volunteering_description", &mut v.description, LONG_TEXT);
        }
        self.count("awards", &mut d.awards, s::AWARDS, |a| {
            join(&[&a.title, &a.awarder, &a.date])
        });
        for a in &mut d.awards {
            self.text("award", &mut a.title, SHORT_TEXT);
            self.text("awarder", &mut a.awarder, SHORT_TEXT);
            self.text("award_date", &mut a.date, DURATION);
            self.text("award_description", &mut a.description, LONG_TEXT);
        }
        self.count("publications", &mut d.publications, s::PUBLICATIONS, |p| {
            join(&[&p.name, &p.publisher])
        });
        for p in &mut d.publications {
            self.text("publication_name", &mut p.name, SHORT_TEXT);
            self.text("publisher", &mut p.publisher, SHORT_TEXT);
            self.text("publication_date", &mut p.date, DURATION);
            self.text("publication_description", &mut p.description, LONG_TEXT);
            if p.url.chars().count() > s::URL {
                self.unplaced.push(std::mem::take(&mut p.url));
            }
        }
        self.count("languages", &mut d.languages, s::LANGUAGES, |l| {
            join(&[&l.language, &l.fluency])
        });
        for l in &mut d.languages {
            self.text("language", &mut l.language, SHORT_TEXT);
            self.text("fluency", &mut l.fluency, SHORT_TEXT);
        }
        self.count(
            "custom_sections",
            &mut d.custom_sections,
            s::CUSTOM_SECTIONS,
            |c| c.heading.clone(),
        );
        for c in &mut d.custom_sections {
            self.text("section_heading", &mut c.heading, SHORT_TEXT);
            self.count("section_entries", &mut c.entries, s::CUSTOM_ENTRIES, |e| {
                join(&[&e.title, &e.subtitle, &e.date, &e.description])
            });
            for e in &mut c.entries {
                self.text("entry_title", &mut e.title, SHORT_TEXT);
                self.text("entry_subtitle", &mut e.subtitle, SHORT_TEXT);
                self.text("entry_date", &mut e.date, DURATION);
                self.text("entry_description", &mut e.description, LONG_TEXT);
            }
        }
        // The order may only name custom sections that are still there.
        let kept: Vec<String> = d
            .custom_sections
            .iter()
            .map(|c| format!("custom:{}", c.id))
            .collect();
        d.section_order
            .retain(|k| !k.starts_with("custom:") || kept.contains(k));
    }
}

fn join(parts: &[&str]) -> String {
    parts
        .iter()
        .map(|p| p.trim())
        .filter(|p| !p.is_empty())
        .collect::<Vec<_>>()
        .join(", ")
}
