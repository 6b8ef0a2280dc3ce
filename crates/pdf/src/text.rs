//! The text every output prints: enhanced or original, trimmed, empty parts dropped, and
//! the sections in the resume's print order (the domain's `printed_sections`), each reduced to
//! one of a few shapes that every renderer knows how to lay out.

use vitae_domain::description;
use vitae_domain::language::ResumeLanguage;
use vitae_domain::resume::{AiEnhancedData, ResumeData};
use vitae_domain::sections::{printed_sections, SectionKey};

use crate::Content;

/// One entry of a section: work, education, a project, an award, a custom entry…
pub struct Entry {
    pub title: String,
    /// Company, institution, organisation, publisher (with a project's or publication's URL).
    pub subtitle: String,
    /// Duration, year or date, printed beside or after the entry.
    pub date: String,
    pub description: String,
    /// Starts on a new page (the user's "Start on a new page").
    pub new_page: bool,
}

/// The shape of a section's content.
pub enum Body {
    /// Paragraphs and bullets (the summary).
    Text(String),
    /// Entries with a title, a subtitle, a date and a description.
    Entries(Vec<Entry>),
    /// Short terms a template may show as chips or inline (skills).
    Tags(Vec<String>),
    /// One line each, as a bulleted list (certifications, languages).
    Items(Vec<String>),
}

pub struct Section {
    pub key: SectionKey,
    /// The default heading; a template may name a built-in section its own way.
    pub heading: String,
    pub body: Body,
    /// Kept on one page where a page can hold it (the user's "Keep together").
    pub together: bool,
}

impl Section {
    /// Entries without descriptions (education) are laid out more tightly.
    pub fn is_minor(&self) -> bool {
        self.key == SectionKey::Education
    }
}

/// Everything a template prints, already chosen and cleaned.
pub struct Resume {
    /// What it is written in: the headings' words and the page's direction.
    pub language: &'static ResumeLanguage,
    pub name: String,
    pub job_title: String,
    pub email: String,
    pub phone: String,
    pub location: String,
    /// Link addresses as printed (without the scheme).
    pub links: Vec<String>,
    /// In print order, hidden and empty sections left out.
    pub sections: Vec<Section>,
}

/// One line of a single-line field: control characters and runs of whitespace become one space.
pub fn clean(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    // Soft hyphens and byte-order marks have no place in a printed line; U+FFFE and U+FFFF
    // (stored before the input rule refused them) would make a Word file that does not open.
    // Joiners and direction marks stay: shaping and the bidi algorithm need them.
    let s: String = s
        .chars()
        .filter(|&c| !matches!(c, '\u{AD}' | '\u{FEFF}' | '\u{FFFE}' | '\u{FFFF}'))
        .collect();
    for word in s.split(|c: char| c.is_whitespace() || c.is_control()) {
        if word.is_empty() {
            continue;
        }
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(word);
    }
    out
}

/// Multi-line text keeps its line breaks (each line cleaned); blank lines drop.
fn clean_lines(s: &str) -> String {
    s.lines()
        .map(clean)
        .filter(|l| !l.is_empty())
        .collect::<Vec<_>>()
        .join("\n")
}

fn choose(enhanced: Option<&str>, original: &str, content: Content) -> String {
    match (content, enhanced.map(clean_lines)) {
        (Content::Enhanced, Some(e)) if !e.is_empty() => e,
        _ => clean_lines(original),
    }
}

/// A link as printed: the address without `https://` or a trailing slash.
pub fn display_url(url: &str) -> String {
    let url = url.trim();
    let bare = url
        .strip_prefix("https://")
        .or_else(|| url.strip_prefix("http://"))
        .unwrap_or(url);
    clean(bare.strip_suffix('/').unwrap_or(bare))
}

/// The non-empty parts joined.
fn joined(parts: &[&str], separator: &str) -> String {
    parts
        .iter()
        .filter(|p| !p.is_empty())
        .copied()
        .collect::<Vec<_>>()
        .join(separator)
}

fn entry(title: &str, subtitle: &[&str], date: &str, description: String, new_page: bool) -> Entry {
    let subtitle: Vec<String> = subtitle.iter().map(|s| clean(s)).collect();
    let subtitle: Vec<&str> = subtitle.iter().map(String::as_str).collect();
    Entry {
        title: clean(title),
        subtitle: joined(&subtitle, " · "),
        date: clean(date),
        description,
        new_page,
    }
}

fn entries(list: Vec<Entry>) -> Body {
    Body::Entries(
        list.into_iter()
            .filter(|e| {
                !(e.title.is_empty()
                    && e.subtitle.is_empty()
                    && e.date.is_empty()
                    && e.description.is_empty())
            })
            .collect(),
    )
}

fn list(items: &[String]) -> Vec<String> {
    items
        .iter()
        .map(|s| clean(s))
        .filter(|s| !s.is_empty())
        .collect()
}

/// The default heading of a section, in the resume's language.
fn heading(data: &ResumeData, language: &ResumeLanguage, key: &SectionKey) -> String {
    match key {
        SectionKey::Custom(id) => data
            .custom_sections
            .iter()
            .find(|s| &s.id == id)
            .map(|s| clean(&s.heading))
            .unwrap_or_default(),
        builtin => language.heading(builtin).unwrap_or_default().to_owned(),
    }
}

fn body(data: &ResumeData, enhanced: &AiEnhancedData, content: Content, key: &SectionKey) -> Body {
    let text = |e: Option<&str>, original: &str| choose(e, original, content);
    match key {
        SectionKey::Summary => Body::Text(text(enhanced.summary_for(data), &data.summary)),
        SectionKey::WorkExperience => entries(
            data.work_experience
                .iter()
                .enumerate()
                .map(|(i, w)| {
                    let d = text(enhanced.work_description(data, i), &w.description);
                    entry(
                        &w.position,
                        &[&w.company],
                        &w.duration,
                        d,
                        w.page_break_before,
                    )
                })
                .collect(),
        ),
        SectionKey::Education => entries(
            data.education
                .iter()
                .map(|e| {
                    entry(
                        &e.degree,
                        &[&e.institution],
                        &e.year,
                        String::new(),
                        e.page_break_before,
                    )
                })
                .collect(),
        ),
        SectionKey::Skills => Body::Tags(list(&data.skills)),
        SectionKey::Certifications => Body::Items(list(&data.certifications)),
        SectionKey::Projects => entries(
            data.projects
                .iter()
                .enumerate()
                .map(|(i, p)| {
                    let d = text(enhanced.project_description(data, i), &p.description);
                    let url = display_url(&p.url);
                    entry(
                        &p.name,
                        &[&p.role, &url],
                        &p.duration,
                        d,
                        p.page_break_before,
                    )
                })
                .collect(),
        ),
        SectionKey::Volunteering => entries(
            data.volunteering
                .iter()
                .enumerate()
                .map(|(i, v)| {
                    let d = text(enhanced.volunteering_description(data, i), &v.description);
                    entry(
                        &v.role,
                        &[&v.organization],
                        &v.duration,
                        d,
                        v.page_break_before,
                    )
                })
                .collect(),
        ),
        SectionKey::Awards => entries(
            data.awards
                .iter()
                .map(|a| {
                    entry(
                        &a.title,
                        &[&a.awarder],
                        &a.date,
                        clean_lines(&a.description),
                        a.page_break_before,
                    )
                })
                .collect(),
        ),
        SectionKey::Publications => entries(
            data.publications
                .iter()
                .map(|p| {
                    let url = display_url(&p.url);
                    entry(
                        &p.name,
                        &[&p.publisher, &url],
                        &p.date,
                        clean_lines(&p.description),
                        p.page_break_before,
                    )
                })
                .collect(),
        ),
        SectionKey::Languages => Body::Items(
            data.languages
                .iter()
                .map(|l| match (clean(&l.language), clean(&l.fluency)) {
                    (language, fluency) if fluency.is_empty() => language,
                    (language, fluency) if language.is_empty() => fluency,
                    (language, fluency) => format!("{language} ({fluency})"),
                })
                .filter(|l| !l.is_empty())
                .collect(),
        ),
        SectionKey::Custom(id) => entries(
            data.custom_sections
                .iter()
                .find(|s| &s.id == id)
                .map(|s| {
                    s.entries
                        .iter()
                        .map(|e| {
                            entry(
                                &e.title,
                                &[&e.subtitle],
                                &e.date,
                                clean_lines(&e.description),
                                e.page_break_before,
                            )
                        })
                        .collect()
                })
                .unwrap_or_default(),
        ),
    }
}

impl Body {
    fn is_empty(&self) -> bool {
        match self {
            Body::Text(t) => t.is_empty(),
            Body::Entries(e) => e.is_empty(),
            Body::Tags(l) | Body::Items(l) => l.is_empty(),
        }
    }
}

impl Resume {
    pub fn new(data: &ResumeData, enhanced: &AiEnhancedData, content: Content) -> Resume {
        let language = vitae_domain::language::of(&data.language);
        let sections = printed_sections(data)
            .into_iter()
            .map(|key| Section {
                heading: heading(data, language, &key),
                body: body(data, enhanced, content, &key),
                together: data
                    .keep_together
                    .iter()
                    .any(|k| SectionKey::parse(k).as_ref() == Some(&key)),
                key,
            })
            .filter(|s| !s.body.is_empty())
            .collect();
        Resume {
            language,
            name: clean(&data.name),
            job_title: clean(&data.job_title),
            email: clean(&data.email),
            phone: clean(&data.phone),
            location: clean(&data.location),
            links: data
                .links
                .iter()
                .map(|l| display_url(&l.url))
                .filter(|l| !l.is_empty())
                .collect(),
            sections,
        }
    }

    /// The section `key`, if it prints.
    #[cfg(test)]
    pub fn section(&self, key: &SectionKey) -> Option<&Section> {
        self.sections.iter().find(|s| &s.key == key)
    }

    /// Every piece of text it prints, headings included.
    pub fn all_text(&self) -> String {
        let mut out = String::new();
        let mut add = |s: &str| {
            out.push_str(s);
            out.push('\n');
        };
        add(&self.name);
        add(&self.job_title);
        for c in self.contact() {
            add(c);
        }
        for section in &self.sections {
            add(&section.heading);
            match &section.body {
                Body::Text(t) => add(t),
                Body::Entries(entries) => {
                    for e in entries {
                        add(&e.title);
                        add(&e.subtitle);
                        add(&e.date);
                        add(&e.description);
                    }
                }
                Body::Tags(items) | Body::Items(items) => items.iter().for_each(|i| add(i)),
            }
        }
        out
    }

    /// Email, phone, location and the links, as the header's contact line.
    pub fn contact(&self) -> Vec<&str> {
        [&self.email, &self.phone, &self.location]
            .into_iter()
            .chain(&self.links)
            .filter(|s| !s.is_empty())
            .map(String::as_str)
            .collect()
    }

    /// The document title: "{name} — {job title}", or whichever of the two is present.
    pub fn title(&self) -> String {
        match (self.name.is_empty(), self.job_title.is_empty()) {
            (false, false) => format!("{} — {}", self.name, self.job_title),
            (false, true) => self.name.clone(),
            (true, false) => self.job_title.clone(),
            (true, true) => self.language.words.resume.to_owned(),
        }
    }
}

pub enum Line {
    Plain(String),
    Bullet(String),
}

/// Splits a description into paragraphs and bullet lines (the domain's reading of bullets).
pub fn lines(text: &str) -> Vec<Line> {
    description::lines(text)
        .map(|l| match l {
            description::Line::Plain(t) => Line::Plain(t.to_owned()),
            description::Line::Bullet(t) => Line::Bullet(t.to_owned()),
        })
        .collect()
}

#[cfg(test)]
#[allow(clippy::expect_used)]
mod tests {
    use super::*;
    use vitae_domain::resume::{EnhancedWorkExperience, WorkExperience};

    #[test]
    fn enhanced_text_falls_back_to_the_original_when_missing_or_blank() {
        let data = ResumeData {
            summary: "Original summary".into(),
            work_experience: vec![
                WorkExperience {
                    position: "A".into(),
                    description: "orig one".into(),
                    ..Default::default()
                },
                WorkExperience {
                    position: "B".into(),
                    description: "orig two".into(),
                    ..Default::default()
                },
            ],
            ..Default::default()
        };
        let enhanced = AiEnhancedData {
            enhanced_summary: "  ".into(),
            enhanced_work_experience: vec![EnhancedWorkExperience {
                enhanced_description: "better one".into(),
                ..Default::default()
            }],
            ..Default::default()
        };
        let descriptions = |r: &Resume| -> Vec<String> {
            match &r.section(&SectionKey::WorkExperience).expect("work").body {
                Body::Entries(e) => e.iter().map(|e| e.description.clone()).collect(),
                _ => panic!("work prints as entries"),
            }
        };
        let r = Resume::new(&data, &enhanced, Content::Enhanced);
        assert!(matches!(
            &r.section(&SectionKey::Summary).expect("summary").body,
            Body::Text(t) if t == "Original summary"
        ));
        assert_eq!(descriptions(&r), ["better one", "orig two"]);
        let o = Resume::new(&data, &enhanced, Content::Original);
        assert_eq!(descriptions(&o), ["orig one", "orig two"]);
    }

    #[test]
    fn bullets_and_whitespace_are_normalised() {
        assert_eq!(clean(" a \t b\u{7}c "), "a b c");
        assert_eq!(clean("soft\u{AD}hyphen\u{FEFF}"), "softhyphen");
        assert_eq!(clean("حرفه\u{200C}ای"), "حرفه\u{200C}ای", "joiners stay");
        assert_eq!(clean("no\u{FFFE}n\u{FFFF}char"), "nonchar");
        let l = lines("Led things\n• Did X\n- Did  Y\n\n");
        assert!(matches!(&l[0], Line::Plain(t) if t == "Led things"));
        assert!(matches!(&l[1], Line::Bullet(t) if t == "Did X"));
        assert!(matches!(&l[2], Line::Bullet(t) if t == "Did  Y"));
    }
}
