//! The resume: what a job seeker types (`ResumeData`), what the writer adds
//! (`AiEnhancedData`), and how both are stored and listed.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;

use crate::design::Design;
use crate::enhanced::{EnhancedProject, EnhancedVolunteering, StaleEnhancements};
use crate::photo::Photo;
use crate::problems;
use crate::sections::{
    self, Award, CustomSection, Language, Link, Project, Publication, Volunteering,
};
use crate::validation::{is_email_shaped, Violations};

/// Limits on what one resume may hold. Generous for any real career, small enough that one
/// request cannot fill the database.
pub mod limits {
    pub const SHORT_TEXT: usize = 200;
    pub const EMAIL: usize = 254;
    pub const DURATION: usize = 100;
    pub const YEAR: usize = 50;
    pub const LONG_TEXT: usize = 5_000;
    pub const WORK_ENTRIES: usize = 30;
    pub const EDUCATION_ENTRIES: usize = 20;
    pub const SKILLS: usize = 100;
    pub const SKILL: usize = 100;
    pub const CERTIFICATIONS: usize = 50;
    pub const KEYWORDS: usize = 100;
    /// Resumes a Free or Single PDF account may keep; Pro ("unlimited resumes") has no cap.
    pub const RESUMES_WITHOUT_PRO: i64 = 100;
    /// A job posting pasted for the writer, a cover letter or the ATS match.
    pub const JOB_DESCRIPTION: usize = 20_000;

    /// Characters of text a valid `resume_data` may hold in all, the photo aside (about 40
    /// pages), and an `ai_enhanced_data` (twice that). Every field has its own limit as well;
    /// these totals are what bound a request, and the JSON body limit is made from them.
    pub const RESUME_CHARS: usize = 250_000;
    pub const ENHANCED_CHARS: usize = 500_000;
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "lowercase")]
pub enum ExperienceLevel {
    #[default]
    Entry,
    Mid,
    Senior,
    Executive,
}

impl ExperienceLevel {
    pub const ALL: [Self; 4] = [Self::Entry, Self::Mid, Self::Senior, Self::Executive];

    /// The stored and serialised name.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Entry => "entry",
            Self::Mid => "mid",
            Self::Senior => "senior",
            Self::Executive => "executive",
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            Self::Entry => "Entry Level",
            Self::Mid => "Mid Level",
            Self::Senior => "Senior Level",
            Self::Executive => "Executive",
        }
    }

    pub fn years(self) -> &'static str {
        match self {
            Self::Entry => "0-2 years",
            Self::Mid => "3-5 years",
            Self::Senior => "6-10 years",
            Self::Executive => "10+ years",
        }
    }
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "lowercase")]
pub enum TemplateStyle {
    #[default]
    Modern,
    Minimal,
    Corporate,
    Classic,
    Elegant,
    Sidebar,
    Compact,
    Timeline,
    Academic,
    Headline,
}

impl TemplateStyle {
    pub const ALL: [Self; 10] = [
        Self::Modern,
        Self::Minimal,
        Self::Corporate,
        Self::Classic,
        Self::Elegant,
        Self::Sidebar,
        Self::Compact,
        Self::Timeline,
        Self::Academic,
        Self::Headline,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Modern => "modern",
            Self::Minimal => "minimal",
            Self::Corporate => "corporate",
            Self::Classic => "classic",
            Self::Elegant => "elegant",
            Self::Sidebar => "sidebar",
            Self::Compact => "compact",
            Self::Timeline => "timeline",
            Self::Academic => "academic",
            Self::Headline => "headline",
        }
    }

    /// The style stored under `name`; unknown names (from an older or newer release) read as
    /// the default rather than failing the whole resume.
    pub fn from_stored(name: &str) -> Self {
        Self::ALL
            .into_iter()
            .find(|s| s.as_str() == name)
            .unwrap_or_default()
    }
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(default)]
pub struct WorkExperience {
    pub position: String,
    pub company: String,
    pub duration: String,
    pub description: String,
    /// Starts on a new page in print ("Start on a new page"), unless it is first on one already.
    #[serde(skip_serializing_if = "crate::resume::is_false")]
    pub page_break_before: bool,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(default)]
pub struct Education {
    pub degree: String,
    pub institution: String,
    pub year: String,
    /// Starts on a new page in print ("Start on a new page"), unless it is first on one already.
    #[serde(skip_serializing_if = "crate::resume::is_false")]
    pub page_break_before: bool,
}

/// What the job seeker enters (`resume_data` on the wire). Missing fields read as empty so that
/// validation, not the JSON parser, tells the user what is required.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(default)]
pub struct ResumeData {
    pub name: String,
    pub email: String,
    pub phone: String,
    pub location: String,
    pub summary: String,
    pub job_title: String,
    pub experience_level: ExperienceLevel,
    pub work_experience: Vec<WorkExperience>,
    pub education: Vec<Education>,
    pub skills: Vec<String>,
    pub certifications: Vec<String>,
    /// `data:image/…;base64,…`, or null.
    pub profile_photo: Option<String>,
    // The optional sections (docs/api.md). Left out of the JSON when empty, so a resume that
    // uses none of them is stored and answered exactly as before they existed.
    /// The resume's own name in the documents list; never printed.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub title: String,
    /// The language the resume is written in (BCP 47: `en`, `ar`, `pt-BR`…; `language::find`):
    /// its printed headings and its direction. Empty reads as English.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub language: String,
    /// Colour, font, size, spacing and paper; absent fields are the template's own.
    #[serde(skip_serializing_if = "Design::is_empty")]
    pub design: Design,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub links: Vec<Link>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub projects: Vec<Project>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub volunteering: Vec<Volunteering>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub awards: Vec<Award>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub publications: Vec<Publication>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub languages: Vec<Language>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub custom_sections: Vec<CustomSection>,
    /// Section keys in print order; see [`sections::ordered_sections`].
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub section_order: Vec<String>,
    /// Section keys not printed.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub hidden_sections: Vec<String>,
    /// Section keys the PDF keeps on one page ("Keep together") where a page can hold them.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub keep_together: Vec<String>,
}

/// A `ResumeData` that passed validation: required fields present, email-shaped email, lengths
/// within `limits`, blank skills and certifications dropped, the photo canonical.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ValidResume(ResumeData);

impl ValidResume {
    pub fn as_data(&self) -> &ResumeData {
        &self.0
    }

    pub fn into_data(self) -> ResumeData {
        self.0
    }

    /// The canonical `data:` URL of the photo, if there is one.
    pub fn photo(&self) -> Option<&str> {
        self.0.profile_photo.as_deref()
    }

    /// The same resume with its photo replaced by `photo`, re-encoded from the one it had.
    pub fn with_photo(mut self, photo: Photo) -> Self {
        self.0.profile_photo = Some(photo.data_url());
        self
    }
}

impl ResumeData {
    /// Checks every rule and reports every failure, with locations relative to `resume_data`.
    pub fn validate(mut self) -> Result<ValidResume, Violations> {
        use limits as l;
        let mut v = Violations::new();
        v.require_text(
            &["name"],
            &self.name,
            l::SHORT_TEXT,
            problems::NAME_REQUIRED,
        );
        if self.email.trim().is_empty() {
            v.push(&["email"], problems::EMAIL_REQUIRED);
        } else if !is_email_shaped(&self.email) {
            v.push(&["email"], problems::EMAIL_INVALID);
        } else {
            v.limit_text(&["email"], &self.email, l::EMAIL);
        }
        v.require_text(
            &["phone"],
            &self.phone,
            l::SHORT_TEXT,
            problems::PHONE_REQUIRED,
        );
        v.require_text(
            &["location"],
            &self.location,
            l::SHORT_TEXT,
            problems::LOCATION_REQUIRED,
        );
        v.require_text(
            &["job_title"],
            &self.job_title,
            l::SHORT_TEXT,
            problems::JOB_TITLE_REQUIRED,
        );
        v.require_text(
            &["summary"],
            &self.summary,
            l::LONG_TEXT,
            problems::SUMMARY_REQUIRED,
        );

        v.limit_len(
            &["work_experience"],
            self.work_experience.len(),
            l::WORK_ENTRIES,
        );
        for (i, w) in self.work_experience.iter().enumerate() {
            let i = i.to_string();
            let at = |f: &'static str| ["work_experience", i.as_str(), f];
            v.require_text(
                &at("position"),
                &w.position,
                l::SHORT_TEXT,
                problems::POSITION_REQUIRED,
            );
            v.require_text(
                &at("company"),
                &w.company,
                l::SHORT_TEXT,
                problems::COMPANY_REQUIRED,
            );
            v.require_text(
                &at("duration"),
                &w.duration,
                l::DURATION,
                problems::DURATION_REQUIRED,
            );
            v.require_text(
                &at("description"),
                &w.description,
                l::LONG_TEXT,
                problems::DESCRIPTION_REQUIRED,
            );
        }
        v.limit_len(&["education"], self.education.len(), l::EDUCATION_ENTRIES);
        for (i, e) in self.education.iter().enumerate() {
            let i = i.to_string();
            let at = |f: &'static str| ["education", i.as_str(), f];
            v.require_text(
                &at("degree"),
                &e.degree,
                l::SHORT_TEXT,
                problems::DEGREE_REQUIRED,
            );
            v.require_text(
                &at("institution"),
                &e.institution,
                l::SHORT_TEXT,
                problems::INSTITUTION_REQUIRED,
            );
            v.require_text(&at("year"), &e.year, l::YEAR, problems::YEAR_REQUIRED);
        }

        self.skills = drop_blank(self.skills);
        self.certifications = drop_blank(self.certifications);
        v.limit_len(&["skills"], self.skills.len(), l::SKILLS);
        for (i, s) in self.skills.iter().enumerate() {
            v.limit_text(&["skills", &i.to_string()], s, l::SKILL);
        }
        v.limit_len(
            &["certifications"],
            self.certifications.len(),
            l::CERTIFICATIONS,
        );
        for (i, c) in self.certifications.iter().enumerate() {
            v.limit_text(&["certifications", &i.to_string()], c, l::SHORT_TEXT);
        }
        if !self.language.is_empty() && crate::language::find(&self.language).is_none() {
            v.push(&["language"], problems::RESUME_LANGUAGE_UNKNOWN);
        }
        self.design.validate(&mut v);
        sections::validate(&self, &mut v);
        if text_chars(&self, "profile_photo") > l::RESUME_CHARS {
            v.push(&[], problems::RESUME_TOO_LONG);
        }

        self.profile_photo = match self.profile_photo.take().filter(|p| !p.is_empty()) {
            None => None,
            Some(url) => match Photo::parse(&url) {
                Ok(photo) => Some(photo.data_url()),
                Err(e) => {
                    v.push(&["profile_photo"], e.problem());
                    None
                }
            },
        };
        v.into_result(ValidResume(self))
    }
}

/// For `skip_serializing_if`: a flag left out of the JSON while it is off, so a resume that
/// uses none is stored and answered exactly as before the flag existed.
pub(crate) fn is_false(flag: &bool) -> bool {
    !*flag
}

fn drop_blank(items: Vec<String>) -> Vec<String> {
    items
        .into_iter()
        .map(|s| s.trim().to_owned())
        .filter(|s| !s.is_empty())
        .collect()
}

/// A work entry as the writer returns it: the original fields plus the improved description.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(default)]
pub struct EnhancedWorkExperience {
    pub position: String,
    pub company: String,
    pub duration: String,
    pub description: String,
    pub enhanced_description: String,
}

/// What the AI writer adds to a resume (`ai_enhanced_data` on the wire). Each enhanced text keeps
/// the original it was written from (`description` of an entry, `enhanced_summary_source`), so
/// an original edited since is noticed (see [`crate::enhanced`]).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(default)]
pub struct AiEnhancedData {
    pub enhanced_summary: String,
    /// The summary `enhanced_summary` was written from; absent on resumes enhanced before it
    /// was recorded.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub enhanced_summary_source: String,
    /// One entry per work entry of the resume, in the same order.
    pub enhanced_work_experience: Vec<EnhancedWorkExperience>,
    /// One entry per project, in the same order (or none).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub enhanced_projects: Vec<EnhancedProject>,
    /// One entry per volunteering entry, in the same order (or none).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub enhanced_volunteering: Vec<EnhancedVolunteering>,
    pub ats_keywords: Vec<String>,
    pub suggested_skills: Vec<String>,
}

impl AiEnhancedData {
    /// Checks sizes, and that each enhanced list is either empty or has one entry per source
    /// entry of `data`.
    pub fn validate(&self, data: &ResumeData) -> Result<(), Violations> {
        use limits::*;
        let mut v = Violations::new();
        v.limit_text(&["enhanced_summary"], &self.enhanced_summary, LONG_TEXT * 2);
        v.limit_text(
            &["enhanced_summary_source"],
            &self.enhanced_summary_source,
            LONG_TEXT,
        );
        for (field, len, sources, problem) in [
            (
                "enhanced_work_experience",
                self.enhanced_work_experience.len(),
                data.work_experience.len(),
                problems::ENHANCED_WORK_COUNT,
            ),
            (
                "enhanced_projects",
                self.enhanced_projects.len(),
                data.projects.len(),
                problems::ENHANCED_PROJECT_COUNT,
            ),
            (
                "enhanced_volunteering",
                self.enhanced_volunteering.len(),
                data.volunteering.len(),
                problems::ENHANCED_VOLUNTEERING_COUNT,
            ),
        ] {
            if len != 0 && len != sources {
                v.push(&[field], problem);
            }
        }
        let enhanced = &self.enhanced_work_experience;
        for (i, w) in enhanced.iter().enumerate() {
            let i = i.to_string();
            let at = |f: &'static str| ["enhanced_work_experience", i.as_str(), f];
            v.limit_text(&at("position"), &w.position, SHORT_TEXT);
            v.limit_text(&at("company"), &w.company, SHORT_TEXT);
            v.limit_text(&at("duration"), &w.duration, limits::DURATION);
            v.limit_text(&at("description"), &w.description, LONG_TEXT);
            v.limit_text(
                &at("enhanced_description"),
                &w.enhanced_description,
                LONG_TEXT * 2,
            );
        }
        for (i, p) in self.enhanced_projects.iter().enumerate() {
            let i = i.to_string();
            let at = |f: &'static str| ["enhanced_projects", i.as_str(), f];
            v.limit_text(&at("name"), &p.name, SHORT_TEXT);
            v.limit_text(&at("description"), &p.description, LONG_TEXT);
            v.limit_text(
                &at("enhanced_description"),
                &p.enhanced_description,
                LONG_TEXT * 2,
            );
        }
        for (i, e) in self.enhanced_volunteering.iter().enumerate() {
            let i = i.to_string();
            let at = |f: &'static str| ["enhanced_volunteering", i.as_str(), f];
            v.limit_text(&at("role"), &e.role, SHORT_TEXT);
            v.limit_text(&at("organization"), &e.organization, SHORT_TEXT);
            v.limit_text(&at("description"), &e.description, LONG_TEXT);
            v.limit_text(
                &at("enhanced_description"),
                &e.enhanced_description,
                LONG_TEXT * 2,
            );
        }
        for (field, list) in [
            ("ats_keywords", &self.ats_keywords),
            ("suggested_skills", &self.suggested_skills),
        ] {
            v.limit_len(&[field], list.len(), KEYWORDS);
            for (i, k) in list.iter().enumerate() {
                v.limit_text(&[field, &i.to_string()], k, SKILL);
            }
        }
        if text_chars(self, "") > ENHANCED_CHARS {
            v.push(&[], problems::ENHANCED_TOO_LONG);
        }
        v.into_result(())
    }
}

/// Characters in every string of `value` but the field named `skip`.
fn text_chars(value: &impl Serialize, skip: &str) -> usize {
    fn count(value: &serde_json::Value, skip: &str) -> usize {
        match value {
            serde_json::Value::String(s) => s.chars().count(),
            serde_json::Value::Array(items) => items.iter().map(|v| count(v, skip)).sum(),
            serde_json::Value::Object(fields) => fields
                .iter()
                .filter(|(k, _)| k.as_str() != skip)
                .map(|(_, v)| count(v, skip))
                .sum(),
            _ => 0,
        }
    }
    serde_json::to_value(value).map_or(0, |v| count(&v, skip))
}

/// A saved resume as the API returns it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct StoredResume {
    pub id: String,
    pub created_at: DateTime<Utc>,
    /// Send it back unchanged with an update; a newer stored value means someone else saved.
    pub updated_at: DateTime<Utc>,
    pub resume_data: ResumeData,
    pub ai_enhanced_data: AiEnhancedData,
    pub template_style: TemplateStyle,
    /// A Single PDF credit was spent on this resume: its clean copies stay free for good.
    #[serde(default)]
    pub unlocked: bool,
    /// Enhanced texts whose original was edited since; left out when there are none.
    #[serde(default, skip_serializing_if = "StaleEnhancements::is_empty")]
    pub stale_enhancements: StaleEnhancements,
}

/// One entry of the resume list: never carries the photo.
///
/// The two documents are the stored JSON, checked to be JSON and passed through as written: the
/// list is the hottest read, and decoding 20 resumes only to encode them again was half of its
/// cost (docs/performance.md). The columns only ever hold our own encoding of a validated
/// `ResumeData` (photo taken out) and of `AiEnhancedData`, so the bytes are those a decode and
/// re-encode would give; a change to the shape of those types must rewrite stored rows in a
/// migration.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ResumeListItem {
    pub id: String,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub template_style: TemplateStyle,
    /// A `ResumeData` whose `profile_photo` is null.
    #[cfg_attr(feature = "openapi", schema(value_type = ResumeData))]
    pub resume_data: Box<RawValue>,
    #[cfg_attr(feature = "openapi", schema(value_type = Vec<EnhancedWorkExperience>))]
    pub enhanced_work_experience: Box<RawValue>,
    pub has_photo: bool,
    /// As [`StoredResume::unlocked`].
    pub unlocked: bool,
    /// The slug of the resume's live public link (`/r/{slug}`); absent when it has none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub share_slug: Option<String>,
}

#[cfg(test)]
mod tests {
    use super::*;

    pub(crate) fn complete() -> ResumeData {
        ResumeData {
            name: "Ana Souza".into(),
            email: "ana@example.com".into(),
            phone: "+55 11 5555 0100".into(),
            location: "São Paulo".into(),
            summary: "Backend engineer.".into(),
            job_title: "Senior Backend Engineer".into(),
            experience_level: ExperienceLevel::Senior,
            work_experience: vec![WorkExperience {
                position: "Engineer".into(),
                company: "Acme".into(),
                duration: "2019 - 2024".into(),
                description: "Built the billing service.".into(),
                ..Default::default()
            }],
            education: vec![Education {
                degree: "BSc Computer Science".into(),
                institution: "USP".into(),
                year: "2018".into(),
                ..Default::default()
            }],
            skills: vec!["Rust".into(), "  ".into(), " SQL ".into()],
            certifications: vec![" ".into()],
            profile_photo: None,
            ..ResumeData::default()
        }
    }

    fn messages_of(data: ResumeData) -> Vec<(String, String)> {
        data.validate()
            .err()
            .map(|v| {
                v.errors()
                    .iter()
                    .map(|e| (e.loc.join("."), e.msg.clone()))
                    .collect()
            })
            .unwrap_or_default()
    }

    #[test]
    fn a_complete_resume_passes_and_blank_skills_are_dropped() {
        let valid = complete().validate().expect("valid");
        assert_eq!(valid.as_data().skills, ["Rust", "SQL"]);
        assert!(valid.as_data().certifications.is_empty());
    }

    #[test]
    fn an_empty_resume_reports_every_required_field_with_the_spec_message() {
        let data = ResumeData {
            work_experience: vec![WorkExperience::default()],
            education: vec![Education::default()],
            ..ResumeData::default()
        };
        let got = messages_of(data);
        let expected = [
            ("name", problems::NAME_REQUIRED),
            ("email", problems::EMAIL_REQUIRED),
            ("phone", problems::PHONE_REQUIRED),
            ("location", problems::LOCATION_REQUIRED),
            ("job_title", problems::JOB_TITLE_REQUIRED),
            ("summary", problems::SUMMARY_REQUIRED),
            ("work_experience.0.position", problems::POSITION_REQUIRED),
            ("work_experience.0.company", problems::COMPANY_REQUIRED),
            ("work_experience.0.duration", problems::DURATION_REQUIRED),
            (
                "work_experience.0.description",
                problems::DESCRIPTION_REQUIRED,
            ),
            ("education.0.degree", problems::DEGREE_REQUIRED),
            ("education.0.institution", problems::INSTITUTION_REQUIRED),
            ("education.0.year", problems::YEAR_REQUIRED),
        ];
        let expected: Vec<(String, String)> = expected
            .iter()
            .map(|(l, m)| ((*l).to_owned(), m.text.to_owned()))
            .collect();
        assert_eq!(got, expected);
    }

    #[test]
    fn whitespace_only_text_counts_as_missing() {
        let data = ResumeData {
            name: "   ".into(),
            ..complete()
        };
        assert_eq!(
            messages_of(data),
            [("name".into(), problems::NAME_REQUIRED.text.into())]
        );
    }

    #[test]
    fn email_must_be_email_shaped() {
        let data = ResumeData {
            email: "ana.example.com".into(),
            ..complete()
        };
        assert_eq!(
            messages_of(data),
            [("email".into(), problems::EMAIL_INVALID.text.into())]
        );
    }

    #[test]
    fn over_long_text_and_too_many_entries_are_refused() {
        let mut data = complete();
        data.summary = "x".repeat(limits::LONG_TEXT + 1);
        data.skills = vec!["Rust".into(); limits::SKILLS + 1];
        let got = messages_of(data);
        assert_eq!(got.len(), 2, "{got:?}");
        assert_eq!(got[0].0, "summary");
        assert_eq!(got[1].0, "skills");
    }

    #[test]
    fn a_bad_photo_is_refused_with_the_spec_message() {
        let data = ResumeData {
            profile_photo: Some("data:image/png;base64,aGVsbG8=".into()),
            ..complete()
        };
        assert_eq!(
            messages_of(data),
            [("profile_photo".into(), "Please upload an image file".into())]
        );
    }

    #[test]
    fn missing_fields_deserialize_as_empty_then_fail_validation() {
        let data: ResumeData = serde_json::from_str(r#"{"name":"Ana"}"#).expect("parses");
        assert_eq!(data.experience_level, ExperienceLevel::Entry);
        assert!(data.validate().is_err());
    }

    #[test]
    fn enhanced_data_needs_one_entry_per_work_entry() {
        let one = EnhancedWorkExperience::default();
        let data = AiEnhancedData {
            enhanced_work_experience: vec![one.clone(), one],
            ..AiEnhancedData::default()
        };
        let work = |n: usize| ResumeData {
            work_experience: vec![WorkExperience::default(); n],
            ..ResumeData::default()
        };
        assert!(data.validate(&work(2)).is_ok());
        assert!(data.validate(&work(0)).is_err());
        assert!(AiEnhancedData::default().validate(&work(3)).is_ok());
    }

    #[test]
    fn template_styles_round_trip_and_unknown_ones_read_as_modern() {
        for s in TemplateStyle::ALL {
            assert_eq!(TemplateStyle::from_stored(s.as_str()), s);
        }
        assert_eq!(TemplateStyle::from_stored("neon"), TemplateStyle::Modern);
        assert_eq!(TemplateStyle::default(), TemplateStyle::Modern);
    }

    #[test]
    fn experience_levels_carry_the_spec_year_ranges() {
        let ranges: Vec<_> = ExperienceLevel::ALL.iter().map(|l| l.years()).collect();
        assert_eq!(
            ranges,
            ["0-2 years", "3-5 years", "6-10 years", "10+ years"]
        );
    }
}
