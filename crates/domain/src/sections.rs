//! The optional sections a resume may carry beyond summary, work, education, skills and
//! certifications (links, projects, volunteering, awards, publications, languages, sections of
//! the user's own), the order they print in and which are hidden. Named after JSON Resume so
//! import and export map one to one. Every output prints [`printed_sections`], so the preview,
//! PDF, DOCX, text and JSON Resume agree on what appears and in which order.

use std::collections::HashSet;
use std::fmt;

use serde::{Deserialize, Serialize};

use crate::problems;
use crate::resume::{limits, ResumeData};
use crate::validation::Violations;

/// A web address printed in the header (LinkedIn, GitHub, a portfolio).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(default)]
pub struct Link {
    pub label: String,
    pub url: String,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(default)]
pub struct Project {
    pub name: String,
    pub role: String,
    pub url: String,
    pub duration: String,
    pub description: String,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(default)]
pub struct Volunteering {
    pub role: String,
    pub organization: String,
    pub duration: String,
    pub description: String,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(default)]
pub struct Award {
    pub title: String,
    pub awarder: String,
    pub date: String,
    pub description: String,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(default)]
pub struct Publication {
    pub name: String,
    pub publisher: String,
    pub date: String,
    pub url: String,
    pub description: String,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(default)]
pub struct Language {
    pub language: String,
    pub fluency: String,
}

/// A section with the user's own heading (licences, talks, interests…).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(default)]
pub struct CustomSection {
    /// Stable within the resume; `custom:<id>` names the section in `section_order`. Always
    /// written (validation refuses an empty one), so the document marks it required.
    #[cfg_attr(feature = "openapi", schema(required = true))]
    pub id: String,
    pub heading: String,
    pub entries: Vec<CustomEntry>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(default)]
pub struct CustomEntry {
    pub title: String,
    pub subtitle: String,
    pub date: String,
    pub description: String,
}

/// A printable section, as named in `section_order` and `hidden_sections`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum SectionKey {
    Summary,
    WorkExperience,
    Education,
    Skills,
    Certifications,
    Projects,
    Volunteering,
    Awards,
    Publications,
    Languages,
    Custom(String),
}

impl SectionKey {
    /// The built-in sections in their default order; custom sections follow in stored order.
    pub const DEFAULT_ORDER: [SectionKey; 10] = [
        SectionKey::Summary,
        SectionKey::WorkExperience,
        SectionKey::Education,
        SectionKey::Skills,
        SectionKey::Certifications,
        SectionKey::Projects,
        SectionKey::Volunteering,
        SectionKey::Awards,
        SectionKey::Publications,
        SectionKey::Languages,
    ];

    /// Reads a stored key; `None` for a name that is not a section.
    pub fn parse(key: &str) -> Option<SectionKey> {
        if let Some(id) = key.strip_prefix(CUSTOM_PREFIX) {
            return (!id.is_empty()).then(|| SectionKey::Custom(id.to_owned()));
        }
        Self::DEFAULT_ORDER
            .into_iter()
            .find(|k| k.builtin_name() == Some(key))
    }

    fn builtin_name(&self) -> Option<&'static str> {
        Some(match self {
            SectionKey::Summary => "summary",
            SectionKey::WorkExperience => "work_experience",
            SectionKey::Education => "education",
            SectionKey::Skills => "skills",
            SectionKey::Certifications => "certifications",
            SectionKey::Projects => "projects",
            SectionKey::Volunteering => "volunteering",
            SectionKey::Awards => "awards",
            SectionKey::Publications => "publications",
            SectionKey::Languages => "languages",
            SectionKey::Custom(_) => return None,
        })
    }
}

impl fmt::Display for SectionKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SectionKey::Custom(id) => write!(f, "{CUSTOM_PREFIX}{id}"),
            builtin => f.write_str(builtin.builtin_name().unwrap_or_default()),
        }
    }
}

const CUSTOM_PREFIX: &str = "custom:";

/// Limits on the optional sections, in the spirit of [`limits`].
pub mod section_limits {
    pub const LINKS: usize = 10;
    pub const URL: usize = 500;
    pub const PROJECTS: usize = 30;
    pub const VOLUNTEERING: usize = 30;
    pub const AWARDS: usize = 30;
    pub const PUBLICATIONS: usize = 50;
    pub const LANGUAGES: usize = 30;
    pub const CUSTOM_SECTIONS: usize = 10;
    pub const CUSTOM_ENTRIES: usize = 30;
    pub const CUSTOM_ID: usize = 40;
    /// Built-in sections plus every custom one.
    pub const ORDER_KEYS: usize = 10 + CUSTOM_SECTIONS;
}

/// Whether `url` is an absolute http(s) address with a host.
pub fn is_web_url(url: &str) -> bool {
    let url = url.trim();
    let scheme_end = url.find("://").map_or(0, |i| i + 3);
    let scheme = url[..scheme_end].to_ascii_lowercase();
    let rest = matches!(scheme.as_str(), "https://" | "http://").then(|| &url[scheme_end..]);
    match rest {
        Some(rest) => {
            let host = rest.split(['/', '?', '#']).next().unwrap_or_default();
            !host.is_empty() && !url.chars().any(|c| c.is_whitespace() || hides_in_a_url(c))
        }
        None => false,
    }
}

/// Characters that change how a printed address reads without showing themselves: controls and
/// the bidirectional overrides, embeddings, isolates and marks (an address with U+202E before
/// `gpj.exe` shows as `…exe.jpg`). No real address needs one; a browser would percent-encode them.
fn hides_in_a_url(c: char) -> bool {
    c.is_control()
        || matches!(c, '\u{200E}' | '\u{200F}' | '\u{061C}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

fn is_custom_id(id: &str) -> bool {
    !id.is_empty()
        && id.chars().count() <= section_limits::CUSTOM_ID
        && id
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
}

fn blank(s: &str) -> bool {
    s.trim().is_empty()
}

/// Checks the optional sections of `data`, with locations relative to `resume_data`.
pub(crate) fn validate(data: &ResumeData, v: &mut Violations) {
    use limits::{DURATION, LONG_TEXT, SHORT_TEXT, YEAR};
    use section_limits as l;

    v.limit_text(&["title"], &data.title, SHORT_TEXT);

    v.limit_len(&["links"], data.links.len(), l::LINKS);
    for (i, link) in data.links.iter().enumerate() {
        let i = i.to_string();
        let at = |f: &'static str| ["links", i.as_str(), f];
        v.limit_text(&at("label"), &link.label, SHORT_TEXT);
        web_url(v, &at("url"), &link.url, true);
    }

    v.limit_len(&["projects"], data.projects.len(), l::PROJECTS);
    for (i, p) in data.projects.iter().enumerate() {
        let i = i.to_string();
        let at = |f: &'static str| ["projects", i.as_str(), f];
        v.require_text(
            &at("name"),
            &p.name,
            SHORT_TEXT,
            problems::PROJECT_NAME_REQUIRED,
        );
        v.limit_text(&at("role"), &p.role, SHORT_TEXT);
        web_url(v, &at("url"), &p.url, false);
        v.limit_text(&at("duration"), &p.duration, DURATION);
        v.limit_text(&at("description"), &p.description, LONG_TEXT);
    }

    v.limit_len(&["volunteering"], data.volunteering.len(), l::VOLUNTEERING);
    for (i, e) in data.volunteering.iter().enumerate() {
        let i = i.to_string();
        let at = |f: &'static str| ["volunteering", i.as_str(), f];
        v.require_text(&at("role"), &e.role, SHORT_TEXT, problems::ROLE_REQUIRED);
        v.require_text(
            &at("organization"),
            &e.organization,
            SHORT_TEXT,
            problems::ORGANIZATION_REQUIRED,
        );
        v.limit_text(&at("duration"), &e.duration, DURATION);
        v.limit_text(&at("description"), &e.description, LONG_TEXT);
    }

    v.limit_len(&["awards"], data.awards.len(), l::AWARDS);
    for (i, a) in data.awards.iter().enumerate() {
        let i = i.to_string();
        let at = |f: &'static str| ["awards", i.as_str(), f];
        v.require_text(
            &at("title"),
            &a.title,
            SHORT_TEXT,
            problems::AWARD_TITLE_REQUIRED,
        );
        v.limit_text(&at("awarder"), &a.awarder, SHORT_TEXT);
        v.limit_text(&at("date"), &a.date, YEAR);
        v.limit_text(&at("description"), &a.description, LONG_TEXT);
    }

    v.limit_len(&["publications"], data.publications.len(), l::PUBLICATIONS);
    for (i, p) in data.publications.iter().enumerate() {
        let i = i.to_string();
        let at = |f: &'static str| ["publications", i.as_str(), f];
        v.require_text(
            &at("name"),
            &p.name,
            SHORT_TEXT,
            problems::PUBLICATION_NAME_REQUIRED,
        );
        v.limit_text(&at("publisher"), &p.publisher, SHORT_TEXT);
        v.limit_text(&at("date"), &p.date, YEAR);
        web_url(v, &at("url"), &p.url, false);
        v.limit_text(&at("description"), &p.description, LONG_TEXT);
    }

    v.limit_len(&["languages"], data.languages.len(), l::LANGUAGES);
    for (i, lang) in data.languages.iter().enumerate() {
        let i = i.to_string();
        let at = |f: &'static str| ["languages", i.as_str(), f];
        v.require_text(
            &at("language"),
            &lang.language,
            SHORT_TEXT,
            problems::LANGUAGE_NAME_REQUIRED,
        );
        v.limit_text(&at("fluency"), &lang.fluency, SHORT_TEXT);
    }

    v.limit_len(
        &["custom_sections"],
        data.custom_sections.len(),
        l::CUSTOM_SECTIONS,
    );
    let mut ids = HashSet::new();
    for (i, s) in data.custom_sections.iter().enumerate() {
        let i = i.to_string();
        let at = |f: &'static str| ["custom_sections", i.as_str(), f];
        if !is_custom_id(&s.id) {
            v.push(&at("id"), problems::SECTION_ID_INVALID);
        } else if !ids.insert(s.id.as_str()) {
            v.push(&at("id"), problems::SECTION_ID_TAKEN);
        }
        v.require_text(
            &at("heading"),
            &s.heading,
            SHORT_TEXT,
            problems::SECTION_HEADING_REQUIRED,
        );
        v.limit_len(&at("entries"), s.entries.len(), l::CUSTOM_ENTRIES);
        for (j, e) in s.entries.iter().enumerate() {
            let j = j.to_string();
            let at = |f: &'static str| ["custom_sections", i.as_str(), "entries", j.as_str(), f];
            v.require_text(
                &at("title"),
                &e.title,
                SHORT_TEXT,
                problems::ENTRY_TITLE_REQUIRED,
            );
            v.limit_text(&at("subtitle"), &e.subtitle, SHORT_TEXT);
            v.limit_text(&at("date"), &e.date, DURATION);
            v.limit_text(&at("description"), &e.description, LONG_TEXT);
        }
    }

    for field in ["section_order", "hidden_sections"] {
        let keys = if field == "section_order" {
            &data.section_order
        } else {
            &data.hidden_sections
        };
        v.limit_len(&[field], keys.len(), l::ORDER_KEYS);
        let mut seen = HashSet::new();
        for (i, key) in keys.iter().enumerate() {
            let at = [field, &i.to_string()];
            let known = match SectionKey::parse(key) {
                Some(SectionKey::Custom(id)) => ids.contains(id.as_str()),
                Some(_) => true,
                None => false,
            };
            if !known {
                v.push_with(&at, problems::SECTION_UNKNOWN, &[("section", key.into())]);
            } else if !seen.insert(key.as_str()) {
                v.push(&at, problems::SECTION_REPEATED);
            }
        }
    }
}

fn web_url(v: &mut Violations, loc: &[&str], url: &str, required: bool) {
    if blank(url) {
        if required {
            v.push(loc, problems::LINK_URL_REQUIRED);
        }
    } else if !is_web_url(url) {
        v.push(loc, problems::URL_NOT_WEB);
    } else {
        v.limit_text(loc, url, section_limits::URL);
    }
}

/// Whether a section of `data` has anything to print.
fn has_content(data: &ResumeData, key: &SectionKey) -> bool {
    let any = |fields: &[&str]| fields.iter().any(|f| !blank(f));
    match key {
        SectionKey::Summary => !blank(&data.summary),
        SectionKey::WorkExperience => data
            .work_experience
            .iter()
            .any(|w| any(&[&w.position, &w.company, &w.duration, &w.description])),
        SectionKey::Education => data
            .education
            .iter()
            .any(|e| any(&[&e.degree, &e.institution, &e.year])),
        SectionKey::Skills => data.skills.iter().any(|s| !blank(s)),
        SectionKey::Certifications => data.certifications.iter().any(|s| !blank(s)),
        SectionKey::Projects => data
            .projects
            .iter()
            .any(|p| any(&[&p.name, &p.role, &p.url, &p.duration, &p.description])),
        SectionKey::Volunteering => data
            .volunteering
            .iter()
            .any(|e| any(&[&e.role, &e.organization, &e.duration, &e.description])),
        SectionKey::Awards => data
            .awards
            .iter()
            .any(|a| any(&[&a.title, &a.awarder, &a.date, &a.description])),
        SectionKey::Publications => data
            .publications
            .iter()
            .any(|p| any(&[&p.name, &p.publisher, &p.date, &p.url, &p.description])),
        SectionKey::Languages => data
            .languages
            .iter()
            .any(|l| any(&[&l.language, &l.fluency])),
        SectionKey::Custom(id) => data
            .custom_sections
            .iter()
            .find(|s| &s.id == id)
            .is_some_and(|s| {
                s.entries
                    .iter()
                    .any(|e| any(&[&e.title, &e.subtitle, &e.date, &e.description]))
            }),
    }
}

/// Every section in print order, hidden ones included: the keys of `section_order` that name a
/// section of this resume, then the built-in sections it leaves out in their default order,
/// then custom sections it leaves out in the order they are stored. The editor lists this.
pub fn ordered_sections(data: &ResumeData) -> Vec<SectionKey> {
    let custom: Vec<SectionKey> = data
        .custom_sections
        .iter()
        .map(|s| SectionKey::Custom(s.id.clone()))
        .collect();
    let exists = |k: &SectionKey| !matches!(k, SectionKey::Custom(_)) || custom.contains(k);
    let mut out: Vec<SectionKey> = Vec::new();
    let listed = data
        .section_order
        .iter()
        .filter_map(|k| SectionKey::parse(k));
    for key in listed
        .chain(SectionKey::DEFAULT_ORDER)
        .chain(custom.iter().cloned())
    {
        if exists(&key) && !out.contains(&key) {
            out.push(key);
        }
    }
    out
}

/// The sections every output prints, in order: [`ordered_sections`] without hidden sections
/// and without sections that have nothing to print.
pub fn printed_sections(data: &ResumeData) -> Vec<SectionKey> {
    let hidden: Vec<SectionKey> = data
        .hidden_sections
        .iter()
        .filter_map(|k| SectionKey::parse(k))
        .collect();
    ordered_sections(data)
        .into_iter()
        .filter(|k| !hidden.contains(k) && has_content(data, k))
        .collect()
}

/// The resume without the content of its hidden sections: what a printed copy may carry
/// (a PDF embeds it), since a section the user hid must not travel in a file they send out.
pub fn without_hidden(data: &ResumeData) -> ResumeData {
    let mut out = data.clone();
    for key in data
        .hidden_sections
        .iter()
        .filter_map(|k| SectionKey::parse(k))
    {
        match key {
            SectionKey::Summary => out.summary.clear(),
            SectionKey::WorkExperience => out.work_experience.clear(),
            SectionKey::Education => out.education.clear(),
            SectionKey::Skills => out.skills.clear(),
            SectionKey::Certifications => out.certifications.clear(),
            SectionKey::Projects => out.projects.clear(),
            SectionKey::Volunteering => out.volunteering.clear(),
            SectionKey::Awards => out.awards.clear(),
            SectionKey::Publications => out.publications.clear(),
            SectionKey::Languages => out.languages.clear(),
            SectionKey::Custom(id) => out.custom_sections.retain(|s| s.id != id),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::resume::WorkExperience;

    fn keys(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| (*s).to_owned()).collect()
    }

    #[test]
    fn a_printed_copy_carries_no_hidden_section() {
        let mut data = full();
        data.hidden_sections = keys(&["skills", "projects"]);
        let printed = without_hidden(&data);
        assert!(printed.skills.is_empty() && printed.projects.is_empty());
        assert_eq!(printed.work_experience, data.work_experience);
        assert_eq!(printed.hidden_sections, data.hidden_sections);
    }

    fn full() -> ResumeData {
        ResumeData {
            summary: "Nurse.".into(),
            work_experience: vec![WorkExperience {
                position: "Nurse".into(),
                ..Default::default()
            }],
            skills: vec!["Triage".into()],
            projects: vec![Project {
                name: "Clinic app".into(),
                ..Default::default()
            }],
            languages: vec![Language {
                language: "Portuguese".into(),
                fluency: "Native".into(),
            }],
            custom_sections: vec![CustomSection {
                id: "licences".into(),
                heading: "Licences".into(),
                entries: vec![CustomEntry {
                    title: "RN".into(),
                    ..Default::default()
                }],
            }],
            ..Default::default()
        }
    }

    fn names(list: Vec<SectionKey>) -> Vec<String> {
        list.into_iter().map(|k| k.to_string()).collect()
    }

    #[test]
    fn without_an_order_sections_print_in_the_default_order_and_empty_ones_drop() {
        assert_eq!(
            names(printed_sections(&full())),
            [
                "summary",
                "work_experience",
                "skills",
                "projects",
                "languages",
                "custom:licences"
            ]
        );
    }

    #[test]
    fn listed_keys_lead_and_the_rest_follow_in_default_order_hidden_ones_drop() {
        let data = ResumeData {
            section_order: keys(&["custom:licences", "skills", "projects"]),
            hidden_sections: keys(&["summary", "languages"]),
            ..full()
        };
        assert_eq!(
            names(printed_sections(&data)),
            ["custom:licences", "skills", "projects", "work_experience"]
        );
        assert_eq!(
            names(ordered_sections(&data))[..4],
            ["custom:licences", "skills", "projects", "summary"]
        );
    }

    #[test]
    fn keys_of_removed_custom_sections_are_ignored_when_printing() {
        let mut data = full();
        data.section_order = keys(&["custom:gone", "languages"]);
        data.custom_sections.clear();
        assert_eq!(names(printed_sections(&data))[0], "languages");
    }

    #[test]
    fn keys_round_trip_through_their_names() {
        for key in SectionKey::DEFAULT_ORDER {
            assert_eq!(SectionKey::parse(&key.to_string()), Some(key));
        }
        assert_eq!(
            SectionKey::parse("custom:x1"),
            Some(SectionKey::Custom("x1".into()))
        );
        assert_eq!(SectionKey::parse("custom:"), None);
        assert_eq!(SectionKey::parse("hobbies"), None);
    }

    fn problems(data: ResumeData) -> Vec<(String, String)> {
        let mut v = Violations::new();
        validate(&data, &mut v);
        v.errors()
            .iter()
            .map(|e| (e.loc.join("."), e.msg.clone()))
            .collect()
    }

    #[test]
    fn a_resume_using_every_section_well_has_no_problems() {
        let data = ResumeData {
            links: vec![Link {
                label: "GitHub".into(),
                url: "https://github.com/ana".into(),
            }],
            section_order: keys(&["custom:licences", "skills"]),
            hidden_sections: keys(&["summary"]),
            ..full()
        };
        assert_eq!(problems(data), []);
    }

    #[test]
    fn bad_sections_are_reported_at_their_fields() {
        let mut data = full();
        data.links = vec![
            Link {
                label: "Site".into(),
                url: "javascript:alert(1)".into(),
            },
            Link {
                label: "Empty".into(),
                url: " ".into(),
            },
        ];
        data.projects[0].name = " ".into();
        data.custom_sections.push(data.custom_sections[0].clone());
        data.custom_sections.push(CustomSection {
            id: "has space".into(),
            heading: String::new(),
            entries: vec![],
        });
        data.section_order = keys(&["skills", "hobbies", "skills", "custom:nope"]);
        data.hidden_sections = vec!["x".repeat(3); section_limits::ORDER_KEYS + 1];
        data.languages = vec![Language::default(); section_limits::LANGUAGES + 1];
        let got = problems(data);
        let at = |loc: &str| got.iter().find(|(l, _)| l == loc).map(|(_, m)| m.as_str());
        assert_eq!(at("links.0.url"), Some(problems::URL_NOT_WEB.text));
        assert_eq!(at("links.1.url"), Some(problems::LINK_URL_REQUIRED.text));
        assert_eq!(
            at("projects.0.name"),
            Some(problems::PROJECT_NAME_REQUIRED.text)
        );
        assert_eq!(at("languages"), Some("At most 30 entries are allowed"));
        assert_eq!(
            at("languages.0.language"),
            Some(problems::LANGUAGE_NAME_REQUIRED.text)
        );
        assert_eq!(
            at("custom_sections.1.id"),
            Some(problems::SECTION_ID_TAKEN.text)
        );
        assert_eq!(
            at("custom_sections.2.id"),
            Some(problems::SECTION_ID_INVALID.text)
        );
        assert_eq!(
            at("custom_sections.2.heading"),
            Some(problems::SECTION_HEADING_REQUIRED.text)
        );
        assert_eq!(at("section_order.1"), Some("Unknown section: \"hobbies\""));
        assert_eq!(at("section_order.2"), Some(problems::SECTION_REPEATED.text));
        assert_eq!(
            at("section_order.3"),
            Some("Unknown section: \"custom:nope\"")
        );
        assert_eq!(
            at("hidden_sections"),
            Some("At most 20 entries are allowed")
        );
    }

    #[test]
    fn web_urls_need_http_or_https_and_a_host() {
        for good in [
            "https://github.com/ana",
            "http://ana.dev",
            "https://x.io?a=b",
            "HTTPS://Example.com/Jobs",
            "https://مثال.إختبار/وظائف",
        ] {
            assert!(is_web_url(good), "{good}");
        }
        for bad in [
            "javascript:alert(1)",
            "ftp://x.io",
            "https://",
            "https:///path",
            "github.com/ana",
            "https://a b.io",
            "data:text/html,hi",
            "https://example.com/\u{202E}gpj.exe",
            "https://exa\u{2066}mple.com",
            "https://example.com/\u{0}",
        ] {
            assert!(!is_web_url(bad), "{bad}");
        }
    }
}
