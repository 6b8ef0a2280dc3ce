//! A stored resume as a JSON Resume document. What the job seeker typed (`resume_data`) is
//! exported; the writer's enhanced text is not (it can be generated again after an import).
//! The optional sections are mapped in [`super::sections`].

use serde::Serialize;

use super::dates::{Single, Span};
use super::text::{join, join_description, split_description, split_location};
use super::{sections, SCHEMA_URL};
use crate::design::Design;
use chrono::{DateTime, Utc};

use crate::resume::{
    Education, ExperienceLevel, ResumeData, StoredResume, TemplateStyle, WorkExperience,
};

/// A JSON Resume document as Vitae writes it: only the sections Vitae has, empty ones left out.
#[derive(Debug, Clone, Serialize)]
pub struct JsonResume {
    #[serde(rename = "$schema")]
    schema: &'static str,
    basics: Basics,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    work: Vec<Work>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    education: Vec<Study>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    skills: Vec<Skill>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    certificates: Vec<Certificate>,
    #[serde(flatten)]
    sections: sections::Exported,
    meta: Meta,
}

#[derive(Debug, Clone, Serialize)]
struct Basics {
    name: String,
    #[serde(skip_serializing_if = "String::is_empty")]
    label: String,
    /// The photo's `data:` URL (at most 2 MB of image, the limit every Vitae photo meets).
    #[serde(skip_serializing_if = "Option::is_none")]
    image: Option<String>,
    #[serde(skip_serializing_if = "String::is_empty")]
    email: String,
    #[serde(skip_serializing_if = "String::is_empty")]
    phone: String,
    #[serde(skip_serializing_if = "String::is_empty")]
    summary: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    location: Option<Location>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    profiles: Vec<sections::Profile>,
    #[serde(rename = "x-vitae", skip_serializing_if = "Option::is_none")]
    verbatim: Option<BasicsVerbatim>,
}

#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
struct Location {
    #[serde(skip_serializing_if = "String::is_empty")]
    city: String,
    #[serde(skip_serializing_if = "String::is_empty")]
    region: String,
}

#[derive(Debug, Clone, Serialize)]
struct BasicsVerbatim {
    location: String,
}

#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
struct Work {
    name: String,
    position: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    start_date: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    end_date: Option<String>,
    #[serde(skip_serializing_if = "String::is_empty")]
    summary: String,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    highlights: Vec<String>,
    #[serde(rename = "x-vitae", skip_serializing_if = "Verbatim::is_empty")]
    verbatim: Verbatim,
}

#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
struct Study {
    institution: String,
    #[serde(skip_serializing_if = "String::is_empty")]
    study_type: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    start_date: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    end_date: Option<String>,
    #[serde(rename = "x-vitae", skip_serializing_if = "Verbatim::is_empty")]
    verbatim: Verbatim,
}

/// Vitae's own text for fields whose JSON Resume form would not give it back exactly.
#[derive(Debug, Clone, Default, Serialize)]
struct Verbatim {
    #[serde(skip_serializing_if = "Option::is_none")]
    duration: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    description: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    year: Option<String>,
    /// "Start on a new page" in print.
    #[serde(
        rename = "pageBreakBefore",
        skip_serializing_if = "crate::resume::is_false"
    )]
    page_break_before: bool,
}

impl Verbatim {
    fn is_empty(&self) -> bool {
        self.duration.is_none()
            && self.description.is_none()
            && self.year.is_none()
            && !self.page_break_before
    }
}

#[derive(Debug, Clone, Serialize)]
struct Skill {
    name: String,
}

#[derive(Debug, Clone, Serialize)]
struct Certificate {
    name: String,
}

#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
struct Meta {
    version: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    last_modified: Option<String>,
    /// The resume's language (BCP 47), when it has one.
    #[serde(skip_serializing_if = "String::is_empty")]
    language: String,
    #[serde(rename = "x-vitae")]
    vitae: MetaVitae,
}

/// The resume's settings that JSON Resume has no field for.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
struct MetaVitae {
    experience_level: ExperienceLevel,
    template_style: TemplateStyle,
    /// The resume's own look over its template's (accent, font, sizes, margins, paper).
    #[serde(skip_serializing_if = "Design::is_empty")]
    design: Design,
    #[serde(flatten)]
    sections: sections::MetaSections,
}

/// `Some(original)` when `rebuilt` (what an import would make of the standard fields) differs.
fn unless_same(original: &str, rebuilt: &str) -> Option<String> {
    (original != rebuilt).then(|| original.to_owned())
}

/// The dates of a span, and the original text when they do not say all of it.
fn span_fields(text: &str, single: Single) -> (Option<String>, Option<String>, Option<String>) {
    match Span::parse(text, single) {
        Some(span) => (
            span.start.map(|d| d.to_string()),
            span.end.map(|d| d.to_string()),
            unless_same(text, &span.text()),
        ),
        None => (None, None, unless_same(text, "")),
    }
}

fn work(w: &WorkExperience) -> Work {
    let (start_date, end_date, duration) = span_fields(&w.duration, Single::StartAndEnd);
    let (summary, highlights) = split_description(&w.description);
    let description = unless_same(&w.description, &join_description(&summary, &highlights));
    Work {
        name: w.company.clone(),
        position: w.position.clone(),
        start_date,
        end_date,
        summary,
        highlights,
        verbatim: Verbatim {
            duration,
            description,
            year: None,
            page_break_before: w.page_break_before,
        },
    }
}

fn study(e: &Education) -> Study {
    let (start_date, end_date, year) = span_fields(&e.year, Single::EndOnly);
    Study {
        institution: e.institution.clone(),
        study_type: e.degree.clone(),
        start_date,
        end_date,
        verbatim: Verbatim {
            year,
            page_break_before: e.page_break_before,
            ..Verbatim::default()
        },
    }
}

/// The resume as a JSON Resume v1.0.0 document.
pub fn export(stored: &StoredResume) -> JsonResume {
    export_data(
        &stored.resume_data,
        stored.template_style,
        Some(stored.updated_at),
    )
}

/// What the user typed, in `template`, last changed at `modified` if known: also the document
/// a Vitae PDF embeds, so importing that PDF gives the resume back exactly.
pub fn export_data(
    data: &ResumeData,
    template: TemplateStyle,
    modified: Option<DateTime<Utc>>,
) -> JsonResume {
    let (city, region) = split_location(&data.location);
    let location = (!data.location.trim().is_empty()).then_some(Location { city, region });
    let rebuilt = location
        .as_ref()
        .map(|l| join(&[l.city.as_str(), l.region.as_str()], ", "))
        .unwrap_or_default();
    JsonResume {
        schema: SCHEMA_URL,
        basics: Basics {
            name: data.name.clone(),
            label: data.job_title.clone(),
            image: data.profile_photo.clone().filter(|p| !p.is_empty()),
            email: data.email.clone(),
            phone: data.phone.clone(),
            summary: data.summary.clone(),
            location,
            profiles: sections::profiles(data),
            verbatim: unless_same(&data.location, &rebuilt)
                .map(|location| BasicsVerbatim { location }),
        },
        work: data.work_experience.iter().map(work).collect(),
        education: data.education.iter().map(study).collect(),
        skills: data
            .skills
            .iter()
            .map(|s| Skill { name: s.clone() })
            .collect(),
        certificates: data
            .certifications
            .iter()
            .map(|c| Certificate { name: c.clone() })
            .collect(),
        sections: sections::export(data),
        meta: Meta {
            version: "v1.0.0",
            last_modified: modified.map(|m| m.format("%Y-%m-%dT%H:%M:%S").to_string()),
            language: data.language.clone(),
            vitae: MetaVitae {
                experience_level: data.experience_level,
                template_style: template,
                design: data.design.clone(),
                sections: sections::meta(data),
            },
        },
    }
}
