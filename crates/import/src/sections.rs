//! The section mapper PDF and DOCX share: lines → headings (by wording, confirmed by look) →
//! the contact header and one block per section → the model's fields. Text no field takes is
//! kept in `unplaced`.

use std::collections::{HashMap, HashSet};

use vitae_domain::{CustomSection, Language, Link, ResumeData, SectionKey};

use crate::contact;
use crate::dates;
use crate::draft::{self, Draft, Source};
use crate::entries::{self, Mapped};
use crate::lines::{Line, TextDocument};
use crate::notes::Note;
use crate::vocabulary::{self, Section};

/// How a line looks, to compare headings with each other and with body text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
struct Look {
    /// Size in half points.
    size: i32,
    bold: bool,
    caps: bool,
    level: Option<u8>,
}

fn look(line: &Line) -> Look {
    Look {
        size: (line.size * 2.0).round() as i32,
        bold: line.bold,
        caps: is_caps(&line.text),
        level: line.heading_level,
    }
}

fn is_caps(text: &str) -> bool {
    let letters: Vec<char> = text.chars().filter(|c| c.is_alphabetic()).collect();
    letters.len() >= 3 && letters.iter().all(|c| c.is_uppercase())
}

/// The (size, bold) most of the text is set in.
fn body_look(lines: &[Line]) -> (i32, bool) {
    // (characters, first line) by look: of equal counts, the look first seen last wins.
    let mut counts: HashMap<(i32, bool), (usize, usize)> = HashMap::new();
    for (i, l) in lines.iter().enumerate() {
        let key = ((l.size * 2.0).round() as i32, l.bold);
        counts.entry(key).or_insert((0, i)).0 += l.text.chars().count();
    }
    counts
        .into_iter()
        .max_by_key(|c| c.1)
        .map_or((0, false), |c| c.0)
}

#[derive(Debug, Clone, PartialEq)]
enum Heading {
    Known(Section),
    /// A heading we do not know, recognised by looking like the known ones.
    Custom,
}

fn headings(lines: &[Line]) -> Vec<Option<Heading>> {
    let (body_size, body_bold) = body_look(lines);
    let emphasised = |l: &Line| {
        l.heading_level.is_some()
            || (l.size * 2.0).round() as i32 >= body_size + 2
            || (l.bold && !body_bold)
            || is_caps(&l.text)
    };
    let known: Vec<Option<Section>> = lines
        .iter()
        .map(|l| vocabulary::heading(&l.text).filter(|_| !l.bullet && emphasised(l)))
        .collect();
    // (headings, first one) by look: of equal counts, the look first seen last wins.
    let mut looks: HashMap<Look, (usize, usize)> = HashMap::new();
    for (i, (l, _)) in lines
        .iter()
        .zip(&known)
        .enumerate()
        .filter(|(_, (_, k))| k.is_some())
    {
        looks.entry(look(l)).or_insert((0, i)).0 += 1;
    }
    let Some(dominant) = looks.into_iter().max_by_key(|c| c.1).map(|c| c.0) else {
        return vec![None; lines.len()];
    };
    // A heading word set smaller than the document's headings is a label inside an entry
    // (a skill group called "Languages"), not a section.
    let strong_enough = |l: &Line| {
        let lk = look(l);
        match (lk.level, dominant.level) {
            (Some(a), Some(b)) => a <= b,
            _ => lk.size + 1 >= dominant.size,
        }
    };
    // Above the first full-size heading, smaller known headings are the header's own blocks
    // (Contact, About, Profiles), which some layouts set a size down.
    let first_full = lines
        .iter()
        .zip(&known)
        .position(|(l, k)| k.is_some() && strong_enough(l))
        .unwrap_or(lines.len());
    let mut out: Vec<Option<Heading>> = lines
        .iter()
        .zip(&known)
        .enumerate()
        .map(|(i, (l, k))| {
            k.filter(|_| i < first_full || strong_enough(l))
                .map(Heading::Known)
        })
        .collect();
    // Unknown headings: lines that look exactly like the known ones, where that look is (mostly)
    // used for headings, after the first known heading.
    let with_look = lines.iter().filter(|l| look(l) == dominant).count();
    let known_count = out.iter().filter(|h| h.is_some()).count();
    if known_count >= 2 && known_count * 10 >= with_look * 6 {
        let first = out.iter().position(Option::is_some).unwrap_or(lines.len());
        for (i, l) in lines.iter().enumerate().skip(first) {
            if out[i].is_none() && look(l) == dominant && looks_like_heading(&l.text) {
                out[i] = Some(Heading::Custom);
            }
        }
    }
    out
}

fn looks_like_heading(text: &str) -> bool {
    let text = text.trim();
    let words = text.split_whitespace().count();
    (1..=5).contains(&words)
        && text.chars().count() <= 40
        && text.chars().any(char::is_alphabetic)
        && !text
            .chars()
            .any(|c| c.is_ascii_digit() || c == '@' || c == '\t')
        && !text.ends_with(['.', ',', ';'])
        && contact::urls(text, true).is_empty()
}

struct Block {
    heading: Heading,
    title: String,
    lines: Vec<Line>,
}

/// A range of dates set in a narrow column wraps: "Jan 2020 –" beside an entry's title,
/// "Present" (or "Dec 2021") at the start of the next line, before the entry's first bullet;
/// or, on the right, "Jun 2017 – Feb" over "2021", with the title's own cell wrapping beside
/// it. The end goes back to its range (from the next line, or the one after when the title
/// sits between them); what followed it on its line stays a line of its own, or, when it is
/// the wrapped rest of the title beside the dates, joins the title.
fn join_wrapped_dates(mut lines: Vec<Line>) -> Vec<Line> {
    let first_field = |t: &str| t.split('\t').next().unwrap_or("").trim().to_owned();
    let last_field = |t: &str| t.rsplit('\t').next().unwrap_or("").trim().to_owned();
    let is_open = |f: &str| {
        let dashed = f.ends_with(['–', '—', '-'])
            && dates::find(f.trim_end_matches(['–', '—', '-'])).is_some();
        dashed
            || (dates::ends_with_month(f)
                && dates::find(f).is_some()
                && f.contains(['–', '—', '-']))
    };
    let closes = |f: &str| {
        !f.is_empty() && f.chars().count() <= 24 && {
            let range = format!("2000 – {f}");
            dates::find(&range).is_some_and(|(at, _)| at.start == 0 && at.end == range.len())
        }
    };
    let mut gone = vec![false; lines.len()];
    for i in 0..lines.len() {
        if gone[i] {
            continue;
        }
        let text = lines[i].text.clone();
        let on_left = is_open(&first_field(&text));
        let on_right = text.contains('\t') && is_open(&last_field(&text));
        if !on_left && !on_right {
            continue;
        }
        for j in i + 1..(i + 3).min(lines.len()) {
            if gone[j] || lines[j].bullet {
                continue;
            }
            let next = lines[j].text.clone();
            let end = if on_left {
                first_field(&next)
            } else {
                last_field(&next)
            };
            // Two lines down, the end must stand alone (the title's line is between).
            if !closes(&end) || (j > i + 1 && next.trim() != end) {
                continue;
            }
            let rest = if !next.contains('\t') {
                String::new()
            } else if on_left {
                next.split_once('\t')
                    .map_or("", |(_, r)| r)
                    .trim()
                    .to_owned()
            } else {
                next.rsplit_once('\t')
                    .map_or("", |(r, _)| r)
                    .trim()
                    .to_owned()
            };
            let line = &mut lines[i];
            if on_left {
                let head = first_field(&line.text);
                line.text = line.text.replacen(&head, &format!("{head} {end}"), 1);
            } else {
                let trimmed = line.text.trim_end().len();
                line.text.truncate(trimmed);
                line.text.push(' ');
                line.text.push_str(&end);
            }
            let title_wraps = !on_left
                && j == i + 1
                && !rest.is_empty()
                && !rest.contains('\t')
                && lines[j].bold == lines[i].bold;
            if title_wraps {
                // "Staff Nurse — Mater" / "Misericordiae University Hospital": one title.
                let line = &mut lines[i];
                if let Some((title, dates)) = line.text.rsplit_once('\t') {
                    line.text = format!("{title} {rest}\t{dates}");
                }
                gone[j] = true;
            } else if rest.is_empty() {
                gone[j] = true;
            } else {
                lines[j].text = rest;
                lines[j].strip_bullet();
            }
            break;
        }
    }
    lines
        .into_iter()
        .zip(gone)
        .filter(|(_, gone)| !gone)
        .map(|(l, _)| l)
        .collect()
}

/// Maps a document's lines onto a draft.
pub fn draft(doc: TextDocument, source: Source, notes: Vec<Note>) -> Draft {
    let lines: Vec<Line> = doc
        .lines
        .into_iter()
        .filter(|l| !l.text.trim().is_empty())
        .collect();
    let lines = join_wrapped_dates(lines);

    let found = headings(&lines);
    let mut header: Vec<Line> = Vec::new();
    let mut blocks: Vec<Block> = Vec::new();
    for (line, heading) in lines.iter().zip(found) {
        // A skills section that opens with a group named like a section ("Languages", "Tools")
        // set in the heading's look: the group is content, not a new section.
        let opens_skills = blocks
            .last()
            .is_some_and(|b| b.heading == Heading::Known(Section::Skills) && b.lines.is_empty());
        let heading = heading.filter(|_| !opens_skills);
        match heading {
            Some(heading) => blocks.push(Block {
                heading,
                title: line.text.trim().trim_end_matches(':').to_owned(),
                lines: Vec::new(),
            }),
            None => match blocks.last_mut() {
                Some(b) => b.lines.push(line.clone()),
                None => header.push(line.clone()),
            },
        }
    }

    for block in &mut blocks {
        if is_skill_group(block) {
            block.heading = Heading::Known(Section::Skills);
        }
    }

    let mut data = ResumeData::default();
    let mut mapped = Mapped::default();
    let mut contact = Contact::default();
    contact.header(&header, &lines);
    let mut order: Vec<String> = Vec::new();
    let mut summary: Vec<String> = Vec::new();
    for block in &blocks {
        let key = match &block.heading {
            Heading::Known(Section::Summary) => {
                // Sidebars put contact details under "About" too.
                let (details, text): (Vec<Line>, Vec<Line>) =
                    block.lines.iter().cloned().partition(is_contact_line);
                for line in &details {
                    contact.line(line, true);
                }
                if !text.is_empty() {
                    summary.push(paragraphs(&text));
                }
                Some(SectionKey::Summary)
            }
            Heading::Known(Section::Contact) => {
                for line in &block.lines {
                    contact.line(line, true);
                }
                None
            }
            Heading::Known(Section::Skills) => {
                skills(&block.lines, &mut data.skills);
                Some(SectionKey::Skills)
            }
            Heading::Known(Section::Languages) => {
                languages(&block.lines, &mut data.languages, &mut mapped.unplaced);
                Some(SectionKey::Languages)
            }
            Heading::Known(Section::Other) | Heading::Custom => {
                let from = mapped.custom.len();
                entries::map(Section::Other, &block.lines, &mut mapped);
                let id = format!("imported-{}", data.custom_sections.len() + 1);
                data.custom_sections.push(CustomSection {
                    id: id.clone(),
                    heading: block.title.clone(),
                    entries: mapped.custom.drain(from..).collect(),
                });
                Some(SectionKey::Custom(id))
            }
            Heading::Known(section) => {
                entries::map(*section, &block.lines, &mut mapped);
                section_key(*section)
            }
        };
        if let Some(key) = key.map(|k| k.to_string()) {
            if !order.contains(&key) {
                order.push(key);
            }
        }
    }

    contact.fallbacks(&lines, &doc.links);
    data.name = contact.name;
    data.job_title = contact.job_title;
    data.email = contact.email;
    data.phone = contact.phone;
    data.location = contact.location;
    if data.languages.is_empty() {
        data.languages = contact
            .languages
            .into_iter()
            .map(|language| Language {
                language,
                fluency: String::new(),
            })
            .collect();
        if !data.languages.is_empty() {
            order.push(SectionKey::Languages.to_string());
        }
    }
    if summary.is_empty() && !contact.long_text.is_empty() {
        summary = vec![std::mem::take(&mut contact.long_text).join(" ")];
    }
    data.summary = summary.join("\n");
    data.work_experience = mapped.work;
    data.education = mapped.education;
    data.certifications = mapped.certifications;
    data.projects = mapped.projects;
    data.volunteering = mapped.volunteering;
    data.awards = mapped.awards;
    data.publications = mapped.publications;
    let mut taken: HashSet<String> = data
        .projects
        .iter()
        .map(|p| p.url.clone())
        .chain(data.publications.iter().map(|p| p.url.clone()))
        .map(|u| same_url(&u))
        .collect();
    for url in contact.links {
        if taken.insert(same_url(&url)) {
            data.links.push(Link {
                label: contact::link_label(&url),
                url,
            });
        }
    }
    data.custom_sections.retain(|c| !c.entries.is_empty());
    data.section_order = order;
    // "rnunez (GitHub)" beside a link to github.com/rnunez says nothing the link does not.
    // (A resume has a handful of links; past a few dozen the rest are not looked through.)
    let urls: Vec<String> = data
        .links
        .iter()
        .take(32)
        .map(|l| l.url.to_lowercase())
        .collect();
    let redundant = |text: &str| {
        text.split(|c: char| !(c.is_alphanumeric() || c == '-' || c == '_' || c == '.'))
            .filter(|w| !w.is_empty())
            .all(|w| {
                let w = w.to_lowercase();
                urls.iter().any(|u| u.contains(&w)) || contact::is_network_name(&w)
            })
    };
    let mut unplaced: Vec<String> = contact
        .unplaced
        .into_iter()
        .filter(|u| !redundant(u))
        .collect();
    unplaced.extend(mapped.unplaced);
    unplaced.extend(contact.long_text);
    draft::finish(data, &mapped.work_spans, source, unplaced, notes)
}

fn section_key(section: Section) -> Option<SectionKey> {
    Some(match section {
        Section::Summary => SectionKey::Summary,
        Section::Work => SectionKey::WorkExperience,
        Section::Education => SectionKey::Education,
        Section::Skills => SectionKey::Skills,
        Section::Certifications => SectionKey::Certifications,
        Section::Projects => SectionKey::Projects,
        Section::Languages => SectionKey::Languages,
        Section::Awards => SectionKey::Awards,
        Section::Volunteering => SectionKey::Volunteering,
        Section::Publications => SectionKey::Publications,
        Section::Contact | Section::Other => return None,
    })
}

/// A URL reduced to compare: no scheme, "www." or trailing slash, lower case.
fn same_url(url: &str) -> String {
    let u = url.trim().to_lowercase();
    let u = u
        .split_once("://")
        .map_or(u.as_str(), |(_, r)| r)
        .to_owned();
    u.strip_prefix("www.")
        .unwrap_or(&u)
        .trim_end_matches('/')
        .to_owned()
}

/// Lines as paragraphs: wrapped lines joined with a space, bullets on lines of their own.
fn paragraphs(lines: &[Line]) -> String {
    let mut out = String::new();
    let mut previous: Option<&Line> = None;
    for l in lines {
        let text = l.text.replace('\t', " ");
        let joins = !l.bullet
            && previous.is_some_and(|p| {
                !p.text.trim_end().ends_with(['.', '!', '?', ':'])
                    || p.fill.is_some_and(|f| f > 0.75)
            });
        if !out.is_empty() {
            out.push(if joins { ' ' } else { '\n' });
        }
        if l.bullet {
            out.push_str("• ");
        }
        out.push_str(text.trim());
        previous = Some(l);
    }
    out
}

/// Skill lines: items separated by commas, tabs, bullets or bars; "Group: a, b" keeps the
/// items; a lone group name above its items is left out.
fn skills(lines: &[Line], out: &mut Vec<String>) {
    let items = |text: &str| -> Vec<String> {
        let text = match text.split_once(':') {
            Some((label, rest)) if label.split_whitespace().count() <= 3 => rest,
            _ => text,
        };
        text.split([',', '\t', '·', '•', '|', ';', '▪', '●'])
            .map(|s| s.trim().trim_end_matches('.').to_owned())
            .filter(|s| !s.is_empty())
            .collect()
    };
    let mut seen: HashSet<String> = out.iter().map(|s| s.to_ascii_lowercase()).collect();
    for (i, line) in lines.iter().enumerate() {
        let found = items(&line.text);
        let next = lines.get(i + 1);
        // Group names over their items: a lone name above a list, or a line set bold above
        // plain ones (a grid of groups).
        let is_group_label = !line.text.contains(':')
            && ((found.len() == 1 && next.is_some_and(|n| items(&n.text).len() >= 2))
                || (line.bold && next.is_some_and(|n| !n.bold)));
        if is_group_label {
            continue;
        }
        for item in found {
            if seen.insert(item.to_ascii_lowercase()) {
                out.push(item);
            }
        }
    }
}

/// A group of skills under its own name, with no "Skills" heading above it (sidebars): an
/// unknown heading over a short list of items, or "Languages" over items none of which is a
/// spoken language or has a fluency ("Python, Go").
fn is_skill_group(block: &Block) -> bool {
    let items: Vec<&str> = block
        .lines
        .iter()
        .flat_map(|l| l.text.split(['\t', ',', '·', '•', '|']))
        .map(str::trim)
        .filter(|i| !i.is_empty())
        .collect();
    let short_items = items.len() >= 2
        && block.lines.iter().all(|l| {
            dates::find(&l.text).is_none() && !is_contact_line(l) && !l.text.ends_with('.')
        })
        && items
            .iter()
            .all(|i| i.split_whitespace().count() <= 4 && i.chars().count() <= 32);
    match block.heading {
        Heading::Custom => short_items,
        Heading::Known(Section::Languages) => {
            short_items
                && !items.iter().any(|i| {
                    i.split(['(', ')', '-', '—', ':'])
                        .any(|w| vocabulary::is_language_name(w) || vocabulary::is_fluency(w))
                })
        }
        _ => false,
    }
}

/// Language lines: "Spanish — Native speaker", "Spanish (Fluent)", or the fluency on a line
/// of its own under the language.
fn languages(lines: &[Line], out: &mut Vec<Language>, unplaced: &mut Vec<String>) {
    let cells = |l: &Line| {
        l.text
            .split('\t')
            .map(str::trim)
            .map(str::to_owned)
            .collect::<Vec<_>>()
    };
    let mut skip = false;
    for (i, line) in lines.iter().enumerate() {
        if std::mem::take(&mut skip) {
            continue;
        }
        // A grid: languages side by side, their fluencies on the line below.
        let row = cells(line);
        if let Some(below) = lines.get(i + 1).map(cells) {
            if row.len() > 1
                && below.len() == row.len()
                && below.iter().all(|c| vocabulary::is_fluency(c))
            {
                for (language, fluency) in row.into_iter().zip(below) {
                    out.push(Language { language, fluency });
                }
                skip = true;
                continue;
            }
        }
        for piece in line
            .text
            .split(['\t', '(', ')', ':', ',', '،', '|', '·', '•', '—', '–'])
        {
            let piece = piece.trim().trim_start_matches("- ").trim();
            if piece.is_empty() {
                continue;
            }
            if vocabulary::is_fluency(piece) {
                match out.last_mut() {
                    Some(l) if l.fluency.is_empty() => l.fluency = piece.to_owned(),
                    _ => unplaced.push(piece.to_owned()),
                }
            } else if piece.split_whitespace().count() <= 3 {
                out.push(Language {
                    language: piece.to_owned(),
                    fluency: String::new(),
                });
            } else {
                unplaced.push(piece.to_owned());
            }
        }
    }
}

/// What the header and contact lines give.
#[derive(Default)]
struct Contact {
    name: String,
    job_title: String,
    email: String,
    phone: String,
    location: String,
    links: Vec<String>,
    /// Languages listed among the contact details.
    languages: Vec<String>,
    /// Paragraph-long text in the header: a summary without a heading.
    long_text: Vec<String>,
    unplaced: Vec<String>,
}

impl Contact {
    /// The header: the lines above the first heading (or the document's first lines when a
    /// heading comes first).
    fn header(&mut self, header: &[Line], all: &[Line]) {
        let pool: Vec<&Line> = if header.is_empty() {
            all.iter().take(8).collect()
        } else {
            header.iter().collect()
        };
        let name_at = pool
            .iter()
            .enumerate()
            .filter(|(_, l)| is_name(&l.text))
            .max_by(|a, b| {
                let rank = |l: &Line| (l.heading_level == Some(0), (l.size * 2.0).round() as i32);
                rank(a.1).cmp(&rank(b.1)).then(b.0.cmp(&a.0))
            })
            .map(|(i, _)| i);
        let Some(name_at) = name_at else {
            for line in header {
                self.line(line, true);
            }
            return;
        };
        let name_line = pool[name_at];
        let mut parts = entries::pieces(&name_line.text).into_iter();
        self.name = parts.next().unwrap_or_default();
        // "Rafael Núñez, Principal Software Engineer" on one line.
        if let Some((name, title)) = self.name.clone().split_once(", ") {
            if vocabulary::title_score(title) > 0 {
                self.name = name.to_owned();
                self.job_title = title.to_owned();
            } else if is_post_nominal(title) {
                // "Jane Doe, PhD", "Siobhán O'Connor, RN, BSc": letters after the name.
                self.name = name.to_owned();
                self.unplaced.push(title.to_owned());
            }
        }
        for rest in parts {
            self.piece(&rest, true);
        }
        if header.is_empty() {
            return;
        }
        for (i, line) in header.iter().enumerate() {
            // Some layouts print the name twice (a banner and the page proper).
            if std::ptr::eq(line, name_line) || same_text(&line.text, &self.name) {
                continue;
            }
            let next_to_name = i == name_at + 1;
            if next_to_name && self.job_title.is_empty() && is_title_line(line) {
                self.job_title = line.text.replace('\t', " ").trim().to_owned();
                continue;
            }
            self.line(line, true);
        }
    }

    /// A contact line: its email, phone, web addresses and place; the rest is kept.
    fn line(&mut self, line: &Line, bare_domains: bool) {
        let plain = !line.text.contains('\t')
            && contact::email(&line.text).is_none()
            && contact::phone(&line.text).is_none()
            && contact::urls(&line.text, false).is_empty();
        if plain && (line.text.chars().count() >= 80 || line.text.split_whitespace().count() >= 8) {
            self.long_text.push(line.text.replace('\t', " "));
            return;
        }
        for piece in entries::pieces(&line.text) {
            self.piece(&piece, bare_domains);
        }
    }

    fn piece(&mut self, piece: &str, bare_domains: bool) {
        let mut rest = contact::strip_label(piece).to_owned();
        if let Some((at, email)) = contact::email(&rest) {
            if self.email.is_empty() {
                self.email = email;
            }
            rest.replace_range(at, " ");
        }
        for (at, url) in contact::urls(&rest.clone(), bare_domains).into_iter().rev() {
            self.links.push(url);
            rest.replace_range(at, " ");
        }
        if let Some((at, phone)) = contact::phone(&rest) {
            if self.phone.is_empty() {
                self.phone = phone;
            }
            rest.replace_range(at, " ");
        }
        let rest = rest.trim();
        if rest.is_empty() || contact::is_field_label(rest) {
            return;
        }
        // "English, Irish, Spanish" in the header: the languages spoken.
        let spoken: Vec<&str> = rest.split([',', '،', '·', '|']).map(str::trim).collect();
        if spoken.len() >= 2 && spoken.iter().all(|l| vocabulary::is_language_name(l)) {
            self.languages
                .extend(spoken.iter().map(|l| (*l).to_owned()));
            return;
        }
        if self.location.is_empty() && contact::is_contact_location(rest) {
            self.location = rest.to_owned();
        } else if self.job_title.is_empty()
            && vocabulary::title_score(rest) > 0
            && rest.split_whitespace().count() <= 8
        {
            self.job_title = rest.to_owned();
        } else {
            self.unplaced.push(rest.to_owned());
        }
    }

    /// Details a layout printed away from the header (a footer, a sidebar without a heading),
    /// and addresses the document only links to.
    fn fallbacks(&mut self, lines: &[Line], links: &[(String, bool)]) {
        for line in lines.iter().filter(|l| !l.bullet) {
            if self.email.is_empty() {
                if let Some((_, email)) = contact::email(&line.text) {
                    self.email = email;
                }
            }
            if self.phone.is_empty() && line.text.chars().count() <= 60 {
                if let Some((_, phone)) = contact::phone(&line.text) {
                    self.phone = phone;
                }
            }
        }
        for (uri, in_header) in links {
            if let Some(mail) = uri.strip_prefix("mailto:") {
                // A narrow column may wrap a printed address: the link has it whole.
                if self.email.is_empty() || (mail.starts_with(&self.email) && mail.contains('@')) {
                    self.email = mail.split('?').next().unwrap_or_default().to_owned();
                }
            } else if (uri.starts_with("http://") || uri.starts_with("https://"))
                && (*in_header || contact::is_profile(uri))
            {
                self.links.push(uri.clone());
            }
        }
    }
}

fn is_contact_line(line: &Line) -> bool {
    let text = line.text.as_str();
    text.chars().count() < 60
        && (contact::email(text).is_some()
            || contact::phone(text).is_some()
            || !contact::urls(text, true).is_empty()
            || contact::is_contact_location(text))
}

fn same_text(a: &str, b: &str) -> bool {
    a.trim().eq_ignore_ascii_case(b.trim())
}

/// Letters after a name: degrees and credentials ("PhD", "MBA, CPA", "RN").
fn is_post_nominal(text: &str) -> bool {
    text.split([',', ' ']).filter(|w| !w.is_empty()).all(|w| {
        vocabulary::degree_score(w) > 0 || {
            let letters = w.trim_end_matches('.').replace('.', "");
            (2..=5).contains(&letters.len())
                && letters.chars().filter(char::is_ascii_uppercase).count() * 2 > letters.len()
                && letters.chars().all(|c| c.is_ascii_alphabetic())
        }
    })
}

fn is_name(text: &str) -> bool {
    let first = entries::pieces(text).into_iter().next().unwrap_or_default();
    let words = first.split_whitespace().count();
    (1..=6).contains(&words)
        && first.chars().any(char::is_alphabetic)
        && !first.chars().any(|c| c.is_ascii_digit() || c == '@')
        && vocabulary::heading(&first).is_none()
        && contact::urls(&first, true).is_empty()
}

fn is_title_line(line: &Line) -> bool {
    let text = line.text.trim();
    text.split_whitespace().count() <= 10
        && !text.ends_with('.')
        && contact::email(text).is_none()
        && contact::phone(text).is_none()
        && contact::urls(text, true).is_empty()
        && !contact::is_location(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(lines: &[(&str, bool)]) -> Vec<String> {
        let lines = lines
            .iter()
            .map(|(text, bold)| Line {
                text: (*text).to_owned(),
                size: 11.0,
                bold: *bold,
                ..Line::default()
            })
            .collect();
        join_wrapped_dates(lines)
            .into_iter()
            .map(|l| l.text)
            .collect()
    }

    #[test]
    fn dates_wrapped_in_their_column_join_again() {
        // moderncv: the range on the left, its end before the first bullet.
        assert_eq!(
            texts(&[
                ("Jan 2020 –\tPrincipal Engineer, Stripe", true),
                ("Present\t○ Led the ledger team", false),
            ]),
            [
                "Jan 2020 – Present\tPrincipal Engineer, Stripe",
                "Led the ledger team"
            ]
        );
        // A table cell on the right: the title's cell wraps beside the year.
        assert_eq!(
            texts(&[
                ("Staff Nurse — Mater\tJun 2017 – Feb", true),
                ("Misericordiae University Hospital\t2021", true),
                ("London, United Kingdom", false),
            ]),
            [
                "Staff Nurse — Mater Misericordiae University Hospital\tJun 2017 – Feb 2021",
                "London, United Kingdom"
            ]
        );
        // The range above its title, the year below it.
        assert_eq!(
            texts(&[
                ("Jan 2016 – May", false),
                ("Staff Nurse — St. Vincent's University Hospital", true),
                ("2017", false),
            ]),
            [
                "Jan 2016 – May 2017",
                "Staff Nurse — St. Vincent's University Hospital"
            ]
        );
    }
}
