//! A section's lines cut into entries (a job, a degree, a project…) and each entry's parts
//! given to the model's fields. An entry is a few header lines (title, organisation, dates,
//! place) followed by its description (bullets and paragraphs).

use vitae_domain::{
    Award, CustomEntry, Education, Project, Publication, Volunteering, WorkExperience,
};

use crate::contact;
use crate::credits::{self, Kind};
use crate::dates::{self, Span};
use crate::lines::Line;
use crate::places;
use crate::vocabulary::{self, Section};

#[derive(Debug, Default)]
pub struct Entry {
    /// Header pieces in document order, dates removed.
    pub pieces: Vec<String>,
    /// The date text as written, and what it reads as.
    pub date: Option<(String, Span)>,
    pub description: Vec<String>,
    /// Description lines were bullets (each line becomes "• …").
    bullets: Vec<bool>,
    /// The entry began with a line of the section's entry-start look.
    has_start_look: bool,
    header_lines: usize,
    /// Where each header line's pieces begin in `pieces`.
    line_starts: Vec<usize>,
}

/// Labels some layouts print inside an entry ("Highlights"): structure, not content.
const INNER_LABELS: &[&str] = &[
    "highlights",
    "responsibilities",
    "key achievements",
    "tasks",
    "keywords",
];

/// Whether a line is description rather than an entry header, from the line alone.
fn is_description(line: &Line, dated: bool) -> bool {
    let chars = line.text.chars().count();
    line.bullet
        || (!dated
            && (chars > 90 || (chars >= 30 && line.text.trim_end().ends_with(['.', '!', ';']))))
}

/// Whether a line is description given the entry it follows: once an entry has its dates or
/// two header lines, a plain sentence in the section's body type is its description (layouts
/// that draw bullets as shapes leave no bullet glyph to go by).
fn describes(line: &Line, dated: bool, entry: Option<&Entry>, body: Look) -> bool {
    let headed = entry.is_some_and(|e| e.date.is_some() || e.header_lines >= 2);
    let words = line.text.split_whitespace().count();
    is_description(line, dated)
        || (headed
            && !dated
            && !line.bold
            && look(line) == body
            && words >= 4
            && !is_name_like(&line.text))
}

/// Words written as a name is ("Mater Misericordiae University Hospital", "St. Vincent's
/// University Hospital"): every word capitalised but the small joining ones, no sentence end.
fn is_name_like(text: &str) -> bool {
    const JOINING: &[&str] = &[
        "of", "and", "the", "for", "in", "at", "on", "de", "des", "du", "la", "le", "di", "da",
        "do", "dos", "das", "del", "y", "e", "et", "und", "für", "van", "von", "der", "&",
    ];
    let text = text.trim();
    let words: Vec<&str> = text.split_whitespace().collect();
    !text.ends_with(['.', '!', '?', ';', ':'])
        && words.len() <= 8
        && words.iter().all(|w| {
            JOINING.contains(w)
                || w.chars()
                    .find(|c| c.is_alphanumeric())
                    .is_some_and(|c| c.is_uppercase() || c.is_ascii_digit())
        })
}

/// The look most of a section's text has.
fn body_look(lines: &[Line]) -> Look {
    // (characters, first line) by look: of equal counts, the look first seen last wins.
    let mut counts: std::collections::HashMap<Look, (usize, usize)> = Default::default();
    for (i, l) in lines.iter().enumerate() {
        counts.entry(look(l)).or_insert((0, i)).0 += l.text.chars().count();
    }
    counts
        .into_iter()
        .max_by_key(|c| c.1)
        .map_or((0, false), |c| c.0)
}

type Look = (i32, bool);

fn look(line: &Line) -> Look {
    ((line.size * 2.0).round() as i32, line.bold)
}

/// Cuts `lines` (one section, heading excluded) into entries; `bullet_entries` makes each
/// bullet line an entry of its own (a list of certificates is a list of entries, not an
/// entry's description).
pub fn split(lines: &[Line], bullet_entries: bool) -> Vec<Entry> {
    let header_looks: Vec<Look> = lines
        .iter()
        .filter(|l| !is_description(l, dates::find(&l.text).is_some()))
        .map(look)
        .collect();
    let first_is_date = lines.first().is_some_and(|l| dates::is_date_only(&l.text));
    let start_look = lines.first().map(look);
    // The first line's look marks entry starts only where other header lines look different
    // (a bold title over a plain employer), and not when entries open with their dates.
    let distinctive =
        !first_is_date && start_look.is_some_and(|s| header_looks.iter().any(|l| *l != s));
    let body = body_look(lines);
    let mut entries: Vec<Entry> = Vec::new();
    let mut previous: Option<&Line> = None;
    for (i, line) in lines.iter().enumerate() {
        let text = line.text.trim();
        // A line right above a date line is the header that date belongs to (unless entries
        // open with their dates).
        let heads_a_date = !first_is_date
            && !line.bullet
            && lines
                .get(i + 1)
                .is_some_and(|n| !n.bullet && is_date_line(&n.text))
            && dates::find(text).is_none();
        if text.is_empty()
            || INNER_LABELS.contains(&text.trim_end_matches(':').to_lowercase().as_str())
        {
            continue;
        }
        let found = dates::find(text);
        if bullet_entries && line.bullet {
            let mut entry = Entry::default();
            add_header(&mut entry, text, found);
            entries.push(entry);
            previous = Some(line);
            continue;
        }
        let description = describes(line, found.is_some(), entries.last(), body)
            || continues(previous, line, &entries);
        if description && !heads_a_date {
            if entries.is_empty() {
                entries.push(Entry::default());
            }
            if let Some(entry) = entries.last_mut() {
                add_description(entry, line, previous);
            }
            previous = Some(line);
            continue;
        }
        // A web address under a title is the entry's link, whatever it looks like.
        let starts_look = distinctive && Some(look(line)) == start_look && !is_address_only(text);
        // In a list (certificates, awards) whose lines all look alike, each line that is not
        // a date of its own ("Issued on: Apr 2023") is an entry, once the entry before it is
        // whole (a name with its issuer or its date; a bare name's issuer may follow).
        let listed = bullet_entries && !distinctive && !is_date_line(text);
        let new_entry = match entries.last() {
            None => true,
            Some(e) => {
                !e.description.is_empty()
                    || (listed
                        && (e.pieces.len() >= 2
                            || e.date.is_some()
                            || vocabulary::is_credential(text)))
                    || ((found.is_some() || heads_a_date) && e.date.is_some())
                    || (starts_look
                        && e.has_start_look
                        && (e.date.is_some() || e.header_lines >= 2))
            }
        };
        if new_entry {
            entries.push(Entry {
                has_start_look: starts_look,
                ..Entry::default()
            });
        }
        if let Some(entry) = entries.last_mut() {
            match found.as_ref().and_then(|(at, _)| row_tail(text, at.end)) {
                Some((head, tail)) => {
                    add_header(entry, head, found);
                    let tail = Line {
                        text: tail.to_owned(),
                        ..line.clone()
                    };
                    add_description(entry, &tail, None);
                }
                None => add_header(entry, text, found),
            }
        }
        previous = Some(line);
    }
    entries
}

/// A table row "title | dates | first line of the description": the cell after the dates,
/// when cells stand on both sides of them and it reads as a sentence, is description.
fn row_tail(text: &str, date_end: usize) -> Option<(&str, &str)> {
    let (head, tail) = text.split_at(date_end);
    let tail = tail.trim_start_matches(' ').strip_prefix('\t')?.trim();
    let titled = head.split('\t').filter(|c| !c.trim().is_empty()).count() >= 2;
    let words: Vec<&str> = tail.split_whitespace().collect();
    let lower = words
        .iter()
        .filter(|w| w.chars().next().is_some_and(char::is_lowercase))
        .count();
    (titled && !tail.contains('\t') && words.len() >= 4 && lower >= 2).then_some((head, tail))
}

/// A line that gives an entry its dates: the date and at most a label ("Awarded on:") or a
/// length ("4 years") beside it, not a title of its own.
fn is_date_line(text: &str) -> bool {
    dates::find(text).is_some_and(|(at, _)| {
        let rest = format!("{}\t{}", &text[..at.start], &text[at.end..]);
        pieces(&rest).iter().all(|p| is_length(p) || is_label(p))
    })
}

fn is_address_only(text: &str) -> bool {
    contact::urls(text, true).first().is_some_and(|(at, _)| {
        text[..at.start].trim().is_empty() && text[at.end..].trim().is_empty()
    })
}

/// A wrapped line: it continues the previous description line rather than starting anything.
fn continues(previous: Option<&Line>, line: &Line, entries: &[Entry]) -> bool {
    let Some(prev) = previous else { return false };
    let in_description = entries.last().is_some_and(|e| !e.description.is_empty());
    let open = !prev.text.trim_end().ends_with(['.', '!', '?', ':']);
    let starts_lower = line.text.chars().next().is_some_and(char::is_lowercase);
    let wrapped = prev.fill.is_some_and(|f| f > 0.75) || starts_lower;
    in_description
        && is_description_line(prev, entries)
        && !line.bullet
        && open
        && wrapped
        && look(prev) == look(line)
        && dates::find(&line.text).is_none()
}

fn is_description_line(prev: &Line, entries: &[Entry]) -> bool {
    entries
        .last()
        .and_then(|e| e.description.last())
        .is_some_and(|last| last.ends_with(last_cell(&prev.text)))
}

/// The text of a line's last cell: where a wrapped description continues from.
fn last_cell(text: &str) -> &str {
    text.rsplit('\t').next().unwrap_or(text).trim()
}

fn add_description(entry: &mut Entry, line: &Line, previous: Option<&Line>) {
    let text = line.text.replace('\t', " ");
    let text = text.trim();
    let joins = !line.bullet
        && previous.is_some_and(|p| {
            entry
                .description
                .last()
                .is_some_and(|d| d.ends_with(last_cell(&p.text)))
                && !p.text.trim_end().ends_with(['.', '!', '?', ':'])
                && (p.fill.is_some_and(|f| f > 0.75)
                    || text.chars().next().is_some_and(char::is_lowercase))
        });
    match entry.description.last_mut() {
        Some(last) if joins => {
            last.push(' ');
            last.push_str(text);
        }
        _ => {
            entry.description.push(text.to_owned());
            entry.bullets.push(line.bullet);
        }
    }
}

fn add_header(entry: &mut Entry, text: &str, found: Option<(std::ops::Range<usize>, Span)>) {
    let mut rest = text.to_owned();
    if let Some((at, span)) = found {
        if entry.date.is_none() {
            entry.date = Some((text[at.clone()].trim().to_owned(), span));
            rest = format!("{}\t{}", &text[..at.start], &text[at.end..]);
        }
    }
    entry.header_lines += 1;
    entry.line_starts.push(entry.pieces.len());
    // "3 years 8 months": a length some layouts compute from the dates; "Awarded on:": the
    // label of a date taken out.
    entry.pieces.extend(
        pieces(&rest)
            .into_iter()
            .filter(|p| !is_length(p) && !is_label(p)),
    );
}

fn is_label(text: &str) -> bool {
    text.ends_with(':') && text.split_whitespace().count() <= 3
}

fn is_length(text: &str) -> bool {
    let words: Vec<&str> = text.split_whitespace().collect();
    !words.is_empty()
        && words.chunks(2).all(|pair| {
            matches!(pair, [n, unit] if n.parse::<u32>().is_ok()
                && ["year", "years", "yr", "yrs", "month", "months", "mo", "mos"].contains(&unit.to_lowercase().as_str()))
        })
}

/// The parts of a text between commas, Latin or Arabic ("، ").
fn commas(text: &str) -> impl Iterator<Item = &str> {
    text.split(", ").flat_map(|p| p.split("، "))
}

/// A header line's fields: split at tabs and at spaced separators.
pub fn pieces(text: &str) -> Vec<String> {
    let mut parts = vec![text.to_owned()];
    // " -- ": LaTeX's en dash where a font has none (Arabic fonts).
    for sep in ["\t", " | ", " • ", " · ", " — ", " – ", " -- ", " - "] {
        parts = parts
            .iter()
            .flat_map(|p| p.split(sep).map(str::to_owned).collect::<Vec<_>>())
            .collect();
    }
    parts
        .into_iter()
        .map(|p| {
            p.trim_matches(|c: char| c.is_whitespace() || "|,;()[]–—-·•".contains(c))
                .to_owned()
        })
        .filter(|p| !p.is_empty())
        .collect()
}

impl Entry {
    fn date_text(&self) -> String {
        self.date
            .as_ref()
            .map(|(t, _)| t.clone())
            .unwrap_or_default()
    }

    /// The description: paragraphs as written, bullets as "• " lines.
    fn description_text(&self) -> String {
        self.description
            .iter()
            .zip(&self.bullets)
            .map(|(text, &bullet)| {
                if bullet {
                    format!("• {text}")
                } else {
                    text.clone()
                }
            })
            .collect::<Vec<_>>()
            .join("\n")
    }

    /// Takes out the pieces that are places or web addresses.
    /// In an education entry (`school`), a lone city right after a school's name is the
    /// name's end ("Technische Universität" / "München", "University of California,
    /// Berkeley") and stays.
    fn take_extras(&mut self, school: bool) -> (Vec<String>, Option<String>) {
        // A place wrapped onto the next line ("…, London, United" / "Kingdom") is one piece.
        let mut i = 1;
        while i < self.pieces.len() {
            let tail = commas(&self.pieces[i - 1]).last().unwrap_or("").to_owned();
            let wrapped = self.line_starts.binary_search(&i).is_ok()
                && !places::is_place(&tail)
                && places::is_place(&format!("{tail} {}", self.pieces[i]));
            if wrapped {
                let piece = self.pieces.remove(i);
                self.pieces[i - 1].push(' ');
                self.pieces[i - 1].push_str(&piece);
                for start in &mut self.line_starts {
                    if *start > i {
                        *start -= 1;
                    }
                }
                self.line_starts.retain(|&s| s != i);
            } else {
                i += 1;
            }
        }
        let mut places = Vec::new();
        let mut url = None;
        let mut kept = Vec::new();
        // Where each old piece's line now starts: the kept pieces before it.
        let mut moved = Vec::with_capacity(self.pieces.len() + 1);
        for piece in std::mem::take(&mut self.pieces) {
            moved.push(kept.len());
            if let Some((_, u)) = contact::urls(&piece, false).into_iter().next() {
                url.get_or_insert(u);
                continue;
            }
            let names_school = |p: &str| school && vocabulary::institution_score(p) > 0;
            let lone = |p: &str| !p.contains(',');
            // "Kontor Payments GmbH, Berlin": the place at the end goes, the name stays.
            let whole = contact::is_location(&piece) || places::is_place(&piece);
            let (head, tail) = match places::split_trailing(&piece) {
                _ if whole => (piece.as_str(), None),
                (head, Some(tail)) if names_school(head) && lone(tail) => (piece.as_str(), None),
                split => split,
            };
            if let Some(tail) = tail {
                places.push(tail.to_owned());
            }
            let new_line = self
                .line_starts
                .binary_search(&moved.len().saturating_sub(1))
                .is_ok();
            let after_school = kept.last().is_some_and(|k: &String| names_school(k));
            let school_end = new_line && after_school && lone(head);
            if !school_end && (contact::is_location(head) || places::is_place(head)) {
                places.push(head.to_owned());
                continue;
            }
            kept.push(head.to_owned());
        }
        moved.push(kept.len());
        self.line_starts = self.line_starts.iter().map(|&s| moved[s]).collect();
        self.line_starts.dedup();
        self.pieces = kept;
        (places, url)
    }
}

/// Which piece is the role and which the organisation, by their words; document order
/// decides when the words do not.
fn role_and_organisation(pieces: &mut Vec<String>) -> (String, String) {
    if pieces.is_empty() {
        return (String::new(), String::new());
    }
    // "Senior Engineer, Kontor GmbH" over a line of its own: the role and the employer are
    // the first piece's two parts.
    if pieces.len() > 1 {
        let parts: Vec<&str> = commas(&pieces[0]).map(str::trim).collect();
        let titled = |p: &&str| vocabulary::title_score(p) > vocabulary::organisation_score(p);
        let org = |p: &&str| vocabulary::organisation_score(p) > vocabulary::title_score(p);
        let employer_elsewhere = pieces[1..].iter().any(|p| org(&p.as_str()));
        if parts.len() == 2
            && parts.iter().any(titled)
            && parts.iter().any(org)
            && !employer_elsewhere
        {
            let one = pieces.remove(0);
            let (role, organisation) = role_and_organisation(&mut vec![one]);
            return (role, organisation);
        }
    }
    if pieces.len() == 1 {
        let one = pieces.remove(0);
        // "at" as the languages Vitae prints write it between a role and an employer.
        for sep in [" at ", " @ ", " chez ", " bei ", " presso ", " bij "] {
            if let Some((a, b)) = one.split_once(sep) {
                return (a.trim().to_owned(), b.trim().to_owned());
            }
        }
        // "Staff Nurse, Emergency Department, Mater Hospital": the part that reads most like
        // an organisation is the employer, the rest (in order) the role.
        let parts: Vec<&str> = commas(&one).map(str::trim).collect();
        // A department names where in the employer the role is ("Staff Nurse, Emergency
        // Department"): it stays with the role.
        let org_score = |p: &str| {
            if vocabulary::is_department(p) {
                return 0;
            }
            vocabulary::organisation_score(p) as i32 - vocabulary::title_score(p) as i32
        };
        let org_at = (0..parts.len()).max_by_key(|&i| (org_score(parts[i]), i));
        if let Some(at) = org_at.filter(|&at| parts.len() > 1 && org_score(parts[at]) > 0) {
            let role: Vec<&str> = parts
                .iter()
                .enumerate()
                .filter(|(i, _)| *i != at)
                .map(|(_, p)| *p)
                .collect();
            return (role.join(", "), parts[at].to_owned());
        }
        // "Software Engineer, Zynga": a title, then a name with no title words.
        if let [role @ .., last] = parts.as_slice() {
            if !role.is_empty()
                && vocabulary::title_score(&role.join(" ")) > 0
                && vocabulary::title_score(last) == 0
                && !vocabulary::is_department(last)
            {
                return (role.join(", "), (*last).to_owned());
            }
        }
        return (one, String::new());
    }
    let score =
        |p: &String| vocabulary::title_score(p) as i32 - vocabulary::organisation_score(p) as i32;
    let role_at = (0..pieces.len().min(3))
        .max_by_key(|&i| (score(&pieces[i]), -(i as i32)))
        .unwrap_or(0);
    let role = pieces.remove(role_at);
    let org_at = (0..pieces.len().min(2))
        .min_by_key(|&i| (score(&pieces[i]), i))
        .unwrap_or(0);
    let org = if pieces.is_empty() {
        String::new()
    } else {
        pieces.remove(org_at)
    };
    (role, org)
}

/// What a section's entries give, and what could not be placed.
#[derive(Default)]
pub struct Mapped {
    pub work: Vec<WorkExperience>,
    pub education: Vec<Education>,
    pub projects: Vec<Project>,
    pub volunteering: Vec<Volunteering>,
    pub awards: Vec<Award>,
    pub publications: Vec<Publication>,
    pub certifications: Vec<String>,
    pub custom: Vec<CustomEntry>,
    pub unplaced: Vec<String>,
    /// Spans of the work entries, for the experience level.
    pub work_spans: Vec<Span>,
}

pub fn map(section: Section, lines: &[Line], out: &mut Mapped) {
    let bullet_entries = matches!(section, Section::Certifications | Section::Awards);
    for mut entry in split(lines, bullet_entries) {
        let (places, url) = entry.take_extras(section == Section::Education);
        out.unplaced.extend(places);
        let date = entry.date_text();
        let description = entry.description_text();
        match section {
            Section::Work | Section::Volunteering => {
                let (role, organisation) = role_and_organisation(&mut entry.pieces);
                if let Some((_, span)) = entry.date {
                    if section == Section::Work {
                        out.work_spans.push(span);
                    }
                }
                let description = prepend(entry.pieces.drain(..).collect(), description);
                if section == Section::Work {
                    out.work.push(WorkExperience {
                        position: role,
                        company: organisation,
                        duration: date,
                        description,
                        ..Default::default()
                    });
                } else {
                    out.volunteering.push(Volunteering {
                        role,
                        organization: organisation,
                        duration: date,
                        description,
                        ..Default::default()
                    });
                }
            }
            Section::Education => {
                out.education.push(education(&entry, date));
                out.unplaced.extend(entry.description);
            }
            Section::Projects => {
                if entry.pieces.is_empty() {
                    if let Some((name, rest)) = entry.description.first().and_then(|d| named(d)) {
                        entry.pieces.push(name);
                        entry.description[0] = rest;
                    }
                }
                let name = first(&mut entry.pieces);
                let role = if entry
                    .pieces
                    .first()
                    .is_some_and(|p| vocabulary::title_score(p) > 0)
                {
                    entry.pieces.remove(0)
                } else {
                    String::new()
                };
                let description = prepend(entry.pieces, description);
                out.projects.push(Project {
                    name,
                    role,
                    url: url.unwrap_or_default(),
                    duration: date,
                    description,
                    ..Default::default()
                });
            }
            Section::Awards => {
                let (title, awarder) = credits::name_and_source(&mut entry.pieces, Kind::Award);
                let description = prepend(entry.pieces, description);
                out.awards.push(Award {
                    title,
                    awarder,
                    date,
                    description,
                    ..Default::default()
                });
            }
            Section::Publications => {
                let (name, publisher) =
                    credits::name_and_source(&mut entry.pieces, Kind::Publication);
                let description = prepend(entry.pieces, description);
                out.publications.push(Publication {
                    name,
                    publisher,
                    date,
                    url: url.unwrap_or_default(),
                    description,
                    ..Default::default()
                });
            }
            Section::Certifications => {
                let mut text = entry.pieces.join(" — ");
                if !date.is_empty() {
                    text = format!("{text} ({date})").trim().to_owned();
                }
                if !text.is_empty() {
                    out.certifications.push(text);
                }
                out.unplaced.extend(entry.description);
            }
            _ => {
                let title = first(&mut entry.pieces);
                let subtitle = entry.pieces.join(", ");
                out.custom.push(CustomEntry {
                    title,
                    subtitle,
                    date,
                    description,
                    ..Default::default()
                });
            }
        }
    }
}

/// How a part of an education entry's header joined the part before it.
#[derive(Clone, Copy, PartialEq)]
enum Joint {
    /// A comma or "at" inside one field.
    Comma,
    /// A field separator (tab, bar, dash) on the same line.
    Field,
    /// A new header line (a wrapped name continues there).
    Line,
}

/// An education entry's parts by what each is, wherever it stands: "MSc in Informatics, TU
/// München", "BSc | Stanford University, Computer Science", "Stanford University — Master of
/// Science, Computer Science". The institution is the part that reads most like a school;
/// a campus after a comma ("College of Engineering, Guindy") or a wrapped line
/// ("Universidad Nacional" / "Autónoma de México") stays with it; the rest is the degree and
/// its field.
fn education(entry: &Entry, year: String) -> Education {
    let mut parts: Vec<(String, Joint)> = Vec::new();
    for (i, piece) in entry.pieces.iter().enumerate() {
        let mut joint = if entry.line_starts.binary_search(&i).is_ok() {
            Joint::Line
        } else {
            Joint::Field
        };
        for part in commas(piece).flat_map(|p| p.split(" at ")) {
            let part = part.trim();
            if !part.is_empty() {
                parts.push((part.to_owned(), joint));
                joint = Joint::Comma;
            }
        }
    }
    let score = |p: &str| {
        (vocabulary::institution_score(p) * 2 + vocabulary::organisation_score(p)) as i32
            - vocabulary::degree_score(p) as i32 * 2
    };
    let Some(at) = (0..parts.len()).max_by_key(|&i| score(&parts[i].0)) else {
        return Education {
            year,
            ..Education::default()
        };
    };
    let mut institution = parts.remove(at).0;
    if score(&institution) > 0 {
        while let Some((next, joint)) = parts.get(at) {
            let continues = *joint != Joint::Field
                && next.chars().next().is_some_and(char::is_uppercase)
                && vocabulary::degree_score(next) == 0
                && !vocabulary::is_field_of_study(next);
            if !continues {
                break;
            }
            institution.push_str(if *joint == Joint::Line { " " } else { ", " });
            institution.push_str(next);
            parts.remove(at);
        }
    }
    Education {
        degree: parts
            .into_iter()
            .map(|(p, _)| p)
            .collect::<Vec<_>>()
            .join(", "),
        institution,
        year,
        ..Default::default()
    }
}

/// "ledgerkit, An open-source library for…", "Budget Bot — A chat bot that…": a project's name
/// before its description on one line, a name being a few words that are not a sentence's
/// start.
fn named(line: &str) -> Option<(String, String)> {
    [", ", " — ", " – ", ": ", " - "].iter().find_map(|sep| {
        let (name, rest) = line.split_once(sep)?;
        let words = name.split_whitespace().count();
        let capital = rest.trim_start().starts_with(char::is_uppercase);
        ((1..=4).contains(&words) && capital && rest.split_whitespace().count() >= 4)
            .then(|| (name.trim().to_owned(), rest.trim().to_owned()))
    })
}

fn first(pieces: &mut Vec<String>) -> String {
    if pieces.is_empty() {
        String::new()
    } else {
        pieces.remove(0)
    }
}

/// Header pieces no field took go in front of the description, so nothing is lost.
fn prepend(pieces: Vec<String>, description: String) -> String {
    let mut parts = pieces;
    if !description.is_empty() {
        parts.push(description);
    }
    parts.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(text: &str) -> Line {
        Line {
            text: text.to_owned(),
            size: 11.0,
            ..Line::default()
        }
    }

    #[test]
    fn a_table_row_gives_its_last_cell_to_the_description() {
        let entries = split(
            &[
                line("Data Analyst\t2022-08 - Present\tBuilt dashboards on bus"),
                line("punctuality used by managers"),
            ],
            false,
        );
        assert_eq!(entries.len(), 1);
        assert_eq!(entries[0].pieces, vec!["Data Analyst".to_owned()]);
        assert_eq!(
            entries[0].description,
            vec!["Built dashboards on bus punctuality used by managers".to_owned()]
        );
        // Dates with a place after them stay a header.
        let entries = split(
            &[line("Acme\tJan 2020 - Present\tSan Francisco, CA")],
            false,
        );
        assert!(entries[0].description.is_empty());
    }

    fn mapped(section: Section, texts: &[&str]) -> Mapped {
        let lines: Vec<Line> = texts.iter().map(|t| line(t)).collect();
        let mut out = Mapped::default();
        map(section, &lines, &mut out);
        out
    }

    #[test]
    fn entry_lines_are_split_by_what_each_part_is() {
        let cases = [
            "Senior Backend Engineer, Kontor Payments GmbH – Berlin\tJan 2019 – Present",
            "Kontor Payments GmbH — Senior Backend Engineer | Berlin, Germany\t2019 – 2023",
            "Senior Backend Engineer at Kontor Payments GmbH | Remote\t2019 – 2023",
            "Berlin – Senior Backend Engineer, Kontor Payments GmbH\t2019 – 2023",
            "Senior Backend Engineer | Kontor Payments GmbH | München\t2019 – 2023",
            "Kontor Payments GmbH | Senior Backend Engineer | Remote\t2019 – 2023",
        ];
        for case in cases {
            let out = mapped(Section::Work, &[case]);
            let job = &out.work[0];
            assert_eq!(job.position, "Senior Backend Engineer", "{case}");
            assert_eq!(job.company, "Kontor Payments GmbH", "{case}");
            assert!(!job.duration.is_empty(), "{case}");
            assert_eq!(out.unplaced.len(), 1, "{case}: the place is kept aside");
        }
        let out = mapped(
            Section::Work,
            &["Ingénieur logiciel chez Kontor | Lyon, France\t2019 – aujourd'hui"],
        );
        assert_eq!(out.work[0].company, "Kontor");
        assert_eq!(out.work[0].position, "Ingénieur logiciel");
    }

    #[test]
    fn an_employer_under_a_dated_title_and_a_department_in_the_role() {
        let out = mapped(
            Section::Work,
            &[
                "Staff Nurse, Emergency Department\tJun 2017 – Feb 2021",
                "Mater Misericordiae University Hospital",
                "Triaged up to 40 patients per shift using the Manchester Triage System.",
            ],
        );
        let job = &out.work[0];
        assert_eq!(job.position, "Staff Nurse, Emergency Department");
        assert_eq!(job.company, "Mater Misericordiae University Hospital");
        assert!(job.description.starts_with("Triaged"));
        let out = mapped(
            Section::Work,
            &["Staff Nurse, Emergency Department\t2016 – 2017"],
        );
        assert_eq!(out.work[0].position, "Staff Nurse, Emergency Department");
        assert_eq!(out.work[0].company, "");
    }

    #[test]
    fn degrees_in_a_narrow_column_or_abbreviated_keep_their_field() {
        let cases = [
            (
                "MSc\tTU München, Informatics\t2014 – 2016",
                "MSc, Informatics",
                "TU München",
            ),
            (
                "MSc in Informatics, TU München\t2014 – 2016",
                "MSc in Informatics",
                "TU München",
            ),
            (
                "B.Tech, Computer Science — IIT Bombay\t2010 – 2014",
                "B.Tech, Computer Science",
                "IIT Bombay",
            ),
            (
                "Stanford University — PhD, Physics\t2010 – 2014",
                "PhD, Physics",
                "Stanford University",
            ),
            (
                "College of Engineering, Guindy\t2005",
                "",
                "College of Engineering, Guindy",
            ),
            (
                "University of California, Berkeley — BS Chemistry\t2001",
                "BS Chemistry",
                "University of California, Berkeley",
            ),
        ];
        for (text, degree, school) in cases {
            let out = mapped(Section::Education, &[text]);
            assert_eq!(out.education[0].degree, degree, "{text}");
            assert_eq!(out.education[0].institution, school, "{text}");
        }
        // A school's name wrapped onto the next line, a city at its end.
        let out = mapped(
            Section::Education,
            &[
                "MEng Software Systems\t2015 – 2017",
                "Technische Universität",
                "München",
            ],
        );
        assert_eq!(
            out.education[0].institution,
            "Technische Universität München"
        );
        assert_eq!(out.education[0].degree, "MEng Software Systems");
    }

    #[test]
    fn a_plain_certificate_list_is_one_certificate_a_line() {
        let out = mapped(
            Section::Certifications,
            &[
                "AWS Certified Solutions Architect – Amazon Web Services",
                "Certified Kubernetes Administrator – CNCF",
                "Advanced Cardiovascular Life Support, Irish Heart Foundation",
                "Issued on: Apr 01, 2023",
                "Certified Scrum Product Owner",
                "Scrum Alliance",
                "Professional Scrum Master I",
                "Certified Kubernetes Application Developer",
            ],
        );
        assert_eq!(
            out.certifications,
            [
                "AWS Certified Solutions Architect — Amazon Web Services",
                "Certified Kubernetes Administrator — CNCF",
                "Advanced Cardiovascular Life Support, Irish Heart Foundation (Apr 01, 2023)",
                "Certified Scrum Product Owner — Scrum Alliance",
                "Professional Scrum Master I",
                "Certified Kubernetes Application Developer",
            ]
        );
    }

    #[test]
    fn a_certificate_list_keeps_each_with_its_issuer_and_date() {
        let lines: Vec<Line> = [
            "AWS Certified Solutions Architect — Amazon Web Services\tMay 2021",
            "Certified Kubernetes Administrator, CNCF (2022)",
            "Professional Scrum Master I",
        ]
        .iter()
        .map(|t| Line {
            bullet: true,
            ..line(t)
        })
        .collect();
        let mut out = Mapped::default();
        map(Section::Certifications, &lines, &mut out);
        assert_eq!(
            out.certifications,
            [
                "AWS Certified Solutions Architect — Amazon Web Services (May 2021)",
                "Certified Kubernetes Administrator, CNCF (2022)",
                "Professional Scrum Master I",
            ]
        );
    }
}
