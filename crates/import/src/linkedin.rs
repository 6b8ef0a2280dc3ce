//! A LinkedIn data export ("Get a copy of your data"): a ZIP of CSV files with LinkedIn's own
//! file and column names. Already structured, so each file maps straight onto the model.

use vitae_domain::{
    Award, Education, Language, Link, Project, ResumeData, SectionKey, Volunteering, WorkExperience,
};

use crate::archive::Archive;
use crate::contact;
use crate::dates::{self, Span};
use crate::draft::{self, Draft, Source};
use crate::error::ImportError;
use crate::work::{Count, Work};

/// Files that mark an archive as a LinkedIn export.
const MARKERS: &[&str] = &[
    "Profile.csv",
    "Positions.csv",
    "Education.csv",
    "Skills.csv",
];

pub fn is_export(zip: &Archive<'_>) -> bool {
    zip.names().iter().any(|n| MARKERS.contains(&file_name(n)))
}

fn file_name(path: &str) -> &str {
    path.rsplit('/').next().unwrap_or(path)
}

/// One CSV file as rows of named columns.
struct Table {
    header: Vec<String>,
    rows: Vec<Vec<String>>,
}

impl Table {
    fn get<'a>(&self, row: &'a [String], column: &str) -> &'a str {
        self.header
            .iter()
            .position(|h| h.eq_ignore_ascii_case(column))
            .and_then(|i| row.get(i))
            .map_or("", |s| s.trim())
    }
}

/// Columns read from a CSV file: LinkedIn's widest file has about fifteen.
const COLUMNS: usize = 64;

fn table(
    zip: &mut Archive<'_>,
    work: &mut Work<'_>,
    name: &str,
    key_column: &str,
) -> Result<Option<Table>, ImportError> {
    let Some(path) = zip.names().into_iter().find(|n| file_name(n) == name) else {
        return Ok(None);
    };
    let Some(text) = zip.read_text(&path)? else {
        return Ok(None);
    };
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .from_reader(text.as_bytes());
    let mut records = reader.records().filter_map(Result::ok);
    // Some files open with a few lines of notes before the header row.
    let Some(header) = records
        .by_ref()
        .take(20)
        .find(|r| r.iter().any(|c| c.trim().eq_ignore_ascii_case(key_column)))
    else {
        return Ok(None);
    };
    let mut rows = Vec::new();
    for record in records {
        work.charge(Count::CsvRows, 1)?;
        work.charge(Count::TextChars, record.as_slice().len())?;
        rows.push(record.iter().take(COLUMNS).map(str::to_owned).collect());
    }
    Ok(Some(Table {
        header: header
            .iter()
            .take(COLUMNS)
            .map(|h| h.trim().to_owned())
            .collect(),
        rows,
    }))
}

/// "Jan 2020" and "" (still there) → "Jan 2020 - Present"; and what the range reads as.
fn duration(started: &str, finished: &str) -> (String, Option<Span>) {
    let text = match (started.is_empty(), finished.is_empty()) {
        (true, true) => String::new(),
        (false, true) => format!("{started} - Present"),
        (true, false) => finished.to_owned(),
        (false, false) => format!("{started} - {finished}"),
    };
    let span = dates::find(&text).map(|(_, s)| s);
    (text, span)
}

pub fn import(mut zip: Archive<'_>, work: &mut Work<'_>) -> Result<Draft, ImportError> {
    let mut data = ResumeData::default();
    let mut order: Vec<SectionKey> = Vec::new();
    let mut spans = Vec::new();
    let mut unplaced = Vec::new();

    if let Some(t) = table(&mut zip, work, "Profile.csv", "First Name")? {
        if let Some(row) = t.rows.first() {
            data.name = [t.get(row, "First Name"), t.get(row, "Last Name")]
                .join(" ")
                .trim()
                .to_owned();
            data.job_title = t.get(row, "Headline").to_owned();
            data.summary = t.get(row, "Summary").to_owned();
            data.location = t.get(row, "Geo Location").to_owned();
            if data.location.is_empty() {
                data.location = t.get(row, "Address").to_owned();
            }
            // "[PERSONAL:https://example.dev,PORTFOLIO:example.com/work]"
            for (_, url) in contact::urls(
                &t.get(row, "Websites")
                    .replace([':', '[', ']'], " ")
                    .replace("https //", "https://")
                    .replace("http //", "http://"),
                true,
            ) {
                data.links.push(Link {
                    label: contact::link_label(&url),
                    url,
                });
            }
            if !data.summary.is_empty() {
                order.push(SectionKey::Summary);
            }
        }
    }
    if let Some(t) = table(&mut zip, work, "Email Addresses.csv", "Email Address")? {
        let primary = t
            .rows
            .iter()
            .find(|r| t.get(r, "Primary").eq_ignore_ascii_case("yes"));
        if let Some(row) = primary.or(t.rows.first()) {
            data.email = t.get(row, "Email Address").to_owned();
        }
    }
    if let Some(t) = table(&mut zip, work, "PhoneNumbers.csv", "Number")? {
        if let Some(row) = t.rows.first() {
            data.phone = t.get(row, "Number").to_owned();
        }
    }
    if let Some(t) = table(&mut zip, work, "Positions.csv", "Company Name")? {
        for row in &t.rows {
            let (text, span) = duration(t.get(row, "Started On"), t.get(row, "Finished On"));
            spans.extend(span);
            let location = t.get(row, "Location");
            if !location.is_empty() {
                unplaced.push(location.to_owned());
            }
            data.work_experience.push(WorkExperience {
                position: t.get(row, "Title").to_owned(),
                company: t.get(row, "Company Name").to_owned(),
                duration: text,
                description: t.get(row, "Description").to_owned(),
                ..Default::default()
            });
        }
        order.push(SectionKey::WorkExperience);
    }
    if let Some(t) = table(&mut zip, work, "Education.csv", "School Name")? {
        for row in &t.rows {
            let (year, _) = duration(t.get(row, "Start Date"), t.get(row, "End Date"));
            data.education.push(Education {
                degree: t.get(row, "Degree Name").to_owned(),
                institution: t.get(row, "School Name").to_owned(),
                year,
                ..Default::default()
            });
            for column in ["Notes", "Activities"] {
                let text = t.get(row, column);
                if !text.is_empty() {
                    unplaced.push(text.to_owned());
                }
            }
        }
        order.push(SectionKey::Education);
    }
    if let Some(t) = table(&mut zip, work, "Skills.csv", "Name")? {
        data.skills = t
            .rows
            .iter()
            .map(|r| t.get(r, "Name").to_owned())
            .filter(|s| !s.is_empty())
            .collect();
        order.push(SectionKey::Skills);
    }
    if let Some(t) = table(&mut zip, work, "Certifications.csv", "Name")? {
        for row in &t.rows {
            let name = t.get(row, "Name");
            let authority = t.get(row, "Authority");
            let started = t.get(row, "Started On");
            let mut text = [name, authority]
                .iter()
                .filter(|s| !s.is_empty())
                .copied()
                .collect::<Vec<_>>()
                .join(" — ");
            if !started.is_empty() {
                text = format!("{text} ({started})");
            }
            if !text.is_empty() {
                data.certifications.push(text);
            }
        }
        order.push(SectionKey::Certifications);
    }
    if let Some(t) = table(&mut zip, work, "Projects.csv", "Title")? {
        for row in &t.rows {
            let (text, _) = duration(t.get(row, "Started On"), t.get(row, "Finished On"));
            let url = t.get(row, "Url");
            data.projects.push(Project {
                name: t.get(row, "Title").to_owned(),
                role: String::new(),
                url: contact::urls(url, true)
                    .into_iter()
                    .next()
                    .map(|(_, u)| u)
                    .unwrap_or_default(),
                duration: text,
                description: t.get(row, "Description").to_owned(),
                ..Default::default()
            });
        }
        order.push(SectionKey::Projects);
    }
    if let Some(t) = table(&mut zip, work, "Volunteering.csv", "Company Name")? {
        for row in &t.rows {
            let (text, _) = duration(t.get(row, "Started On"), t.get(row, "Finished On"));
            data.volunteering.push(Volunteering {
                role: t.get(row, "Role").to_owned(),
                organization: t.get(row, "Company Name").to_owned(),
                duration: text,
                description: t.get(row, "Description").to_owned(),
                ..Default::default()
            });
        }
        order.push(SectionKey::Volunteering);
    }
    if let Some(t) = table(&mut zip, work, "Honors.csv", "Title")? {
        for row in &t.rows {
            data.awards.push(Award {
                title: t.get(row, "Title").to_owned(),
                awarder: String::new(),
                date: t.get(row, "Issued On").to_owned(),
                description: t.get(row, "Description").to_owned(),
                ..Default::default()
            });
        }
        order.push(SectionKey::Awards);
    }
    if let Some(t) = table(&mut zip, work, "Publications.csv", "Name")? {
        for row in &t.rows {
            data.publications.push(vitae_domain::Publication {
                name: t.get(row, "Name").to_owned(),
                publisher: t.get(row, "Publisher").to_owned(),
                date: t.get(row, "Published On").to_owned(),
                url: contact::urls(t.get(row, "Url"), true)
                    .into_iter()
                    .next()
                    .map(|(_, u)| u)
                    .unwrap_or_default(),
                description: t.get(row, "Description").to_owned(),
                ..Default::default()
            });
        }
        order.push(SectionKey::Publications);
    }
    if let Some(t) = table(&mut zip, work, "Languages.csv", "Name")? {
        for row in &t.rows {
            data.languages.push(Language {
                language: t.get(row, "Name").to_owned(),
                fluency: t.get(row, "Proficiency").to_owned(),
            });
        }
        order.push(SectionKey::Languages);
    }
    if data.name.is_empty()
        && data.work_experience.is_empty()
        && data.education.is_empty()
        && data.skills.is_empty()
    {
        return Err(ImportError::Empty);
    }
    data.section_order = order.iter().map(ToString::to_string).collect();
    Ok(draft::finish(
        data,
        &spans,
        Source::Linkedin,
        unplaced,
        Vec::new(),
    ))
}
