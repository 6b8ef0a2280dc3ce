//! The optional sections both ways. Projects, volunteering, awards, publications, languages and
//! links (`basics.profiles`) have JSON Resume sections of their own; the resume's title, custom
//! sections, section order, hidden sections and sections kept together live under
//! `meta.x-vitae`, which other tools keep and ignore.

use serde::Serialize;

use super::dates::{Single, Span};
use super::reader::{Obj, Reader};
use super::text::{join_description, split_description};
use super::EXTENSION;
use crate::resume::ResumeData;
use crate::sections::{
    Award, CustomEntry, CustomSection, Language, Link, Project, Publication, Volunteering,
};

#[derive(Debug, Clone, Serialize)]
pub struct Profile {
    network: String,
    url: String,
}

/// Vitae's text where the standard fields would not give it back exactly.
#[derive(Debug, Clone, Default, Serialize)]
struct Verbatim {
    #[serde(skip_serializing_if = "Option::is_none")]
    duration: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    date: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    description: Option<String>,
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
            && self.date.is_none()
            && self.description.is_none()
            && !self.page_break_before
    }
}

#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ProjectOut {
    name: String,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    roles: Vec<String>,
    #[serde(skip_serializing_if = "String::is_empty")]
    url: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    start_date: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    end_date: Option<String>,
    #[serde(skip_serializing_if = "String::is_empty")]
    description: String,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    highlights: Vec<String>,
    #[serde(rename = "x-vitae", skip_serializing_if = "Verbatim::is_empty")]
    verbatim: Verbatim,
}

#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct VolunteerOut {
    organization: String,
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
pub struct AwardOut {
    title: String,
    #[serde(skip_serializing_if = "String::is_empty")]
    awarder: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    date: Option<String>,
    #[serde(skip_serializing_if = "String::is_empty")]
    summary: String,
    #[serde(rename = "x-vitae", skip_serializing_if = "Verbatim::is_empty")]
    verbatim: Verbatim,
}

#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PublicationOut {
    name: String,
    #[serde(skip_serializing_if = "String::is_empty")]
    publisher: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    release_date: Option<String>,
    #[serde(skip_serializing_if = "String::is_empty")]
    url: String,
    #[serde(skip_serializing_if = "String::is_empty")]
    summary: String,
    #[serde(rename = "x-vitae", skip_serializing_if = "Verbatim::is_empty")]
    verbatim: Verbatim,
}

/// The sections with a JSON Resume home, as exported.
#[derive(Debug, Clone, Default, Serialize)]
pub struct Exported {
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub projects: Vec<ProjectOut>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub volunteer: Vec<VolunteerOut>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub awards: Vec<AwardOut>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub publications: Vec<PublicationOut>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub languages: Vec<Language>,
}

/// What `meta.x-vitae` carries besides the experience level and template.
#[derive(Debug, Clone, Default, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct MetaSections {
    #[serde(skip_serializing_if = "String::is_empty")]
    pub title: String,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub custom_sections: Vec<CustomSection>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub section_order: Vec<String>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub hidden_sections: Vec<String>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub keep_together: Vec<String>,
}

fn unless_same(original: &str, rebuilt: &str) -> Option<String> {
    (original != rebuilt).then(|| original.to_owned())
}

/// Start, end and the verbatim text of a duration.
fn span(text: &str) -> (Option<String>, Option<String>, Option<String>) {
    match Span::parse(text, Single::StartAndEnd) {
        Some(s) => (
            s.start.map(|d| d.to_string()),
            s.end.map(|d| d.to_string()),
            unless_same(text, &s.text()),
        ),
        None => (None, None, unless_same(text, "")),
    }
}

/// The date and verbatim text of a single date.
fn date(text: &str) -> (Option<String>, Option<String>) {
    match Span::parse(text, Single::EndOnly) {
        Some(s) => (s.end.map(|d| d.to_string()), unless_same(text, &s.text())),
        None => (None, unless_same(text, "")),
    }
}

/// Summary and highlights of a description, and the verbatim text if they do not rebuild it.
fn described(text: &str) -> (String, Vec<String>, Option<String>) {
    let (summary, highlights) = split_description(text);
    let verbatim = unless_same(text, &join_description(&summary, &highlights));
    (summary, highlights, verbatim)
}

pub fn profiles(data: &ResumeData) -> Vec<Profile> {
    data.links
        .iter()
        .map(|l| Profile {
            network: l.label.clone(),
            url: l.url.clone(),
        })
        .collect()
}

pub fn export(data: &ResumeData) -> Exported {
    Exported {
        projects: data
            .projects
            .iter()
            .map(|p| {
                let (start_date, end_date, duration) = span(&p.duration);
                let (description, highlights, verbatim) = described(&p.description);
                ProjectOut {
                    name: p.name.clone(),
                    roles: [p.role.clone()]
                        .into_iter()
                        .filter(|r| !r.trim().is_empty())
                        .collect(),
                    url: p.url.clone(),
                    start_date,
                    end_date,
                    description,
                    highlights,
                    verbatim: Verbatim {
                        duration,
                        description: verbatim,
                        page_break_before: p.page_break_before,
                        ..Verbatim::default()
                    },
                }
            })
            .collect(),
        volunteer: data
            .volunteering
            .iter()
            .map(|v| {
                let (start_date, end_date, duration) = span(&v.duration);
                let (summary, highlights, verbatim) = described(&v.description);
                VolunteerOut {
                    organization: v.organization.clone(),
                    position: v.role.clone(),
                    start_date,
                    end_date,
                    summary,
                    highlights,
                    verbatim: Verbatim {
                        duration,
                        description: verbatim,
                        page_break_before: v.page_break_before,
                        ..Verbatim::default()
                    },
                }
            })
            .collect(),
        awards: data
            .awards
            .iter()
            .map(|a| {
                let (when, verbatim) = date(&a.date);
                AwardOut {
                    title: a.title.clone(),
                    awarder: a.awarder.clone(),
                    date: when,
                    summary: a.description.clone(),
                    verbatim: Verbatim {
                        date: verbatim,
                        page_break_before: a.page_break_before,
                        ..Verbatim::default()
                    },
                }
            })
            .collect(),
        publications: data
            .publications
            .iter()
            .map(|p| {
                let (when, verbatim) = date(&p.date);
                PublicationOut {
                    name: p.name.clone(),
                    publisher: p.publisher.clone(),
                    release_date: when,
                    url: p.url.clone(),
                    summary: p.description.clone(),
                    verbatim: Verbatim {
                        date: verbatim,
                        page_break_before: p.page_break_before,
                        ..Verbatim::default()
                    },
                }
            })
            .collect(),
        languages: data.languages.clone(),
    }
}

pub fn meta(data: &ResumeData) -> MetaSections {
    MetaSections {
        title: data.title.clone(),
        custom_sections: data.custom_sections.clone(),
        section_order: data.section_order.clone(),
        hidden_sections: data.hidden_sections.clone(),
        keep_together: data.keep_together.clone(),
    }
}

/// The verbatim text while the standard fields still say what it says.
fn keep_span(r: &mut Reader, o: &mut Obj<'_>, kept: String, start: &'static str) -> String {
    let span = Span {
        start: r.date(o, start),
        end: r.date(o, "endDate"),
    };
    if !kept.is_empty() && Span::parse(&kept, Single::StartAndEnd).unwrap_or_default() == span {
        kept
    } else {
        span.text()
    }
}

fn keep_date(r: &mut Reader, o: &mut Obj<'_>, kept: String, key: &'static str) -> String {
    let span = Span {
        start: None,
        end: r.date(o, key),
    };
    if !kept.is_empty() && Span::parse(&kept, Single::EndOnly).unwrap_or_default() == span {
        kept
    } else {
        span.text()
    }
}

fn keep_description(kept: String, summary: &str, highlights: &[String]) -> String {
    let rebuilt = join_description(summary, highlights);
    if !kept.is_empty() && join_description_of(&kept) == rebuilt {
        kept
    } else {
        rebuilt
    }
}

fn join_description_of(text: &str) -> String {
    let (summary, highlights) = split_description(text);
    join_description(&summary, &highlights)
}

/// What an entry's `x-vitae` keeps.
struct Kept {
    duration: String,
    date: String,
    description: String,
    page_break_before: bool,
}

/// The verbatim fields of an entry's `x-vitae`.
fn verbatim(r: &mut Reader, o: &mut Obj<'_>) -> Kept {
    let mut v = r.object(o, EXTENSION);
    let out = Kept {
        duration: r.text(&mut v, "duration"),
        date: r.text(&mut v, "date"),
        description: r.text(&mut v, "description"),
        page_break_before: r.flag(&mut v, "pageBreakBefore"),
    };
    r.finish(v);
    out
}

/// A web address as other tools write it: one without a scheme ("example.com/me") is read as
/// https; anything else is kept for validation to judge.
fn web_address(url: String) -> String {
    let t = url.trim();
    let bare_host = !t.contains("://")
        && !t.contains(':')
        && t.contains('.')
        && !t.chars().any(char::is_whitespace);
    if bare_host {
        format!("https://{t}")
    } else {
        url
    }
}

fn highlights(r: &mut Reader, o: &mut Obj<'_>) -> Vec<String> {
    r.texts(o, "highlights")
        .into_iter()
        .map(|(_, h)| h)
        .collect()
}

/// Reads the optional sections of `root` into `data`.
pub fn import(r: &mut Reader, root: &mut Obj<'_>, data: &mut ResumeData) {
    for mut o in r.objects(root, "projects") {
        let name = r.text(&mut o, "name");
        let roles: Vec<String> = r
            .texts(&mut o, "roles")
            .into_iter()
            .map(|(_, t)| t)
            .collect();
        let url = web_address(r.text(&mut o, "url"));
        let summary = r.text(&mut o, "description");
        let highlights = highlights(r, &mut o);
        let kept = verbatim(r, &mut o);
        let duration = keep_span(r, &mut o, kept.duration, "startDate");
        r.finish(o);
        data.projects.push(Project {
            name,
            role: roles.join(", "),
            url,
            duration,
            description: keep_description(kept.description, &summary, &highlights),
            page_break_before: kept.page_break_before,
        });
    }
    for mut o in r.objects(root, "volunteer") {
        let organization = r.text(&mut o, "organization");
        let role = r.text(&mut o, "position");
        let summary = r.text(&mut o, "summary");
        let highlights = highlights(r, &mut o);
        let kept = verbatim(r, &mut o);
        let duration = keep_span(r, &mut o, kept.duration, "startDate");
        r.finish(o);
        data.volunteering.push(Volunteering {
            role,
            organization,
            duration,
            description: keep_description(kept.description, &summary, &highlights),
            page_break_before: kept.page_break_before,
        });
    }
    for mut o in r.objects(root, "awards") {
        let title = r.text(&mut o, "title");
        let awarder = r.text(&mut o, "awarder");
        let description = r.text(&mut o, "summary");
        let kept = verbatim(r, &mut o);
        let date = keep_date(r, &mut o, kept.date, "date");
        r.finish(o);
        data.awards.push(Award {
            title,
            awarder,
            date,
            description,
            page_break_before: kept.page_break_before,
        });
    }
    for mut o in r.objects(root, "publications") {
        let name = r.text(&mut o, "name");
        let publisher = r.text(&mut o, "publisher");
        let url = web_address(r.text(&mut o, "url"));
        let description = r.text(&mut o, "summary");
        let kept = verbatim(r, &mut o);
        let date = keep_date(r, &mut o, kept.date, "releaseDate");
        r.finish(o);
        data.publications.push(Publication {
            name,
            publisher,
            date,
            url,
            description,
            page_break_before: kept.page_break_before,
        });
    }
    for mut o in r.objects(root, "languages") {
        let language = r.text(&mut o, "language");
        let fluency = r.text(&mut o, "fluency");
        r.finish(o);
        data.languages.push(Language { language, fluency });
    }
}

/// Links from `basics.profiles`; a profile without a URL has nothing to print.
pub fn import_profiles(r: &mut Reader, basics: &mut Obj<'_>, data: &mut ResumeData) {
    for mut o in r.objects(basics, "profiles") {
        let network = r.text(&mut o, "network");
        let username = r.text(&mut o, "username");
        let url = web_address(r.text(&mut o, "url"));
        let loc = o.loc.clone();
        r.finish(o);
        if url.trim().is_empty() {
            if !network.trim().is_empty() || !username.trim().is_empty() {
                r.note_dropped(&loc);
            }
            continue;
        }
        data.links.push(Link {
            label: network,
            url,
        });
    }
}

/// Title, custom sections, order and hidden sections from `meta.x-vitae`.
pub fn import_meta(r: &mut Reader, vitae: &mut Obj<'_>, data: &mut ResumeData) {
    data.title = r.text(vitae, "title");
    for mut s in r.objects(vitae, "customSections") {
        let id = r.text(&mut s, "id");
        let heading = r.text(&mut s, "heading");
        let entries = r
            .objects(&mut s, "entries")
            .into_iter()
            .map(|mut e| {
                let entry = CustomEntry {
                    title: r.text(&mut e, "title"),
                    subtitle: r.text(&mut e, "subtitle"),
                    date: r.text(&mut e, "date"),
                    description: r.text(&mut e, "description"),
                    page_break_before: r.flag(&mut e, "page_break_before"),
                };
                r.finish(e);
                entry
            })
            .collect();
        r.finish(s);
        data.custom_sections.push(CustomSection {
            id,
            heading,
            entries,
        });
    }
    data.section_order = r
        .texts(vitae, "sectionOrder")
        .into_iter()
        .map(|(_, t)| t)
        .collect();
    data.hidden_sections = r
        .texts(vitae, "hiddenSections")
        .into_iter()
        .map(|(_, t)| t)
        .collect();
    data.keep_together = r
        .texts(vitae, "keepTogether")
        .into_iter()
        .map(|(_, t)| t)
        .collect();
}
