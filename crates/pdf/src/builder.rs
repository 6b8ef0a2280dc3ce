//! The one section builder of every PDF template. A template describes how its headings,
//! entries, paragraphs, tags and lists look ([`SectionsLook`]); this module lays out each
//! section shape ([`Body`]) in that look, in the resume's print order, into one column or a main
//! column beside a sidebar. A new section kind is written here once and prints in every
//! template.

use vitae_domain::language::ResumeLanguage;
use vitae_domain::sections::SectionKey;

use crate::layout::{Block, Face, Rgb, Run};
use crate::measure::Measure;
use crate::text::{lines, Body, Entry, Line, Resume, Section};
use crate::typeset::Align;

/// A face, size and colour.
#[derive(Debug, Clone, Copy)]
pub struct Text {
    pub face: Face,
    pub size: f32,
    pub color: Rgb,
}

impl Text {
    pub const fn new(face: Face, size: f32, color: Rgb) -> Text {
        Text { face, size, color }
    }

    fn run(self, text: impl Into<String>) -> Run {
        Run::new(self.face, self.size, self.color, text)
    }

    fn block(self, text: impl Into<String>) -> Block {
        Block::text(self.face, self.size, self.color, text)
    }
}

/// A bullet glyph in its type.
#[derive(Debug, Clone, Copy)]
pub struct Marker {
    pub text: Text,
    pub glyph: &'static str,
}

impl Marker {
    fn run(self) -> Run {
        self.text.run(self.glyph)
    }
}

/// A section heading: its text and a rule, below it or (`rule_first`) above it.
#[derive(Debug, Clone, Copy)]
pub struct HeadingLook {
    pub text: Text,
    pub uppercase: bool,
    /// Height of the heading row, for the room it needs before it may start.
    pub height: f64,
    pub rule: Rgb,
    pub rule_height: f64,
    pub rule_first: bool,
    /// Space between heading text and rule, then before the content.
    pub gaps: (f64, f64),
}

/// Where an entry's subtitle and date go.
#[derive(Debug, Clone, Copy)]
pub enum EntryForm {
    /// Title with the date right-aligned on its line; the subtitle on a line of its own.
    SubtitleBelow,
    /// Title, separator and subtitle on one line with the date right-aligned.
    SubtitleInline(&'static str),
    /// Title on its own line; subtitle, separator and date on the next, in the text flow.
    DateAfterSubtitle(&'static str),
}

/// How one entry looks.
#[derive(Debug, Clone, Copy)]
pub struct EntryLook {
    /// Room an entry needs below it before it may start on this page (0: none).
    pub keep: f64,
    /// Whether the first entry of a section asks for that room too.
    pub keep_first: bool,
    pub title: Text,
    pub subtitle: Text,
    pub date: Text,
    pub form: EntryForm,
    /// Space between the title lines and the description (entries with descriptions only).
    pub gap_before_description: f64,
    pub gap_after: f64,
}

/// How skills look.
#[derive(Debug, Clone, Copy)]
pub enum TagsLook {
    Chips {
        text: Text,
        fill: Rgb,
    },
    Inline {
        text: Text,
        separator: &'static str,
        spacing: f64,
    },
    /// As a bulleted list, like [`ItemsLook`].
    Items,
}

/// How a bulleted list (certifications, languages) looks.
#[derive(Debug, Clone, Copy)]
pub struct ItemsLook {
    pub marker: Marker,
    pub indent: f64,
    pub text: Text,
    pub gap_each: f64,
}

/// Space after a section when another follows it in the same column, by shape.
#[derive(Debug, Clone, Copy)]
pub struct SectionGaps {
    pub text: f64,
    pub entries: f64,
    /// After education.
    pub minor_entries: f64,
    pub tags: f64,
    pub items: f64,
}

/// How the sections of one column look.
#[derive(Debug, Clone, Copy)]
pub struct ColumnLook {
    pub heading: HeadingLook,
    /// Entries with descriptions.
    pub entry: EntryLook,
    /// Education's entries.
    pub minor_entry: EntryLook,
    /// Paragraphs and bullets of the summary and of descriptions.
    pub body: Text,
    pub bullet: Marker,
    pub tags: TagsLook,
    pub items: ItemsLook,
    pub gaps: SectionGaps,
}

/// A narrow column beside the main one, holding the sections listed in `keys`.
#[derive(Debug, Clone, Copy)]
pub struct Sidebar {
    pub look: ColumnLook,
    pub keys: &'static [SectionKey],
    /// Main column, gutter and sidebar widths, in parts of the text width.
    pub weights: [usize; 3],
    /// How far below the main column's top the sidebar starts.
    pub offset: f64,
}

/// A template's description of its sections.
#[derive(Debug, Clone, Copy)]
pub struct SectionsLook {
    pub main: ColumnLook,
    pub sidebar: Option<Sidebar>,
    /// Headings this template words its own way (in the resume's language).
    pub headings: &'static [(SectionKey, Wording)],
}

/// A heading a template uses instead of a section's usual one.
#[derive(Debug, Clone, Copy)]
pub enum Wording {
    /// The summary as "Profile".
    Profile,
    /// Work as "Experience".
    Experience,
    /// Skills as "Core Skills".
    CoreSkills,
}

impl Wording {
    fn word(self, language: &ResumeLanguage) -> &'static str {
        match self {
            Wording::Profile => language.words.profile,
            Wording::Experience => language.words.experience,
            Wording::CoreSkills => language.words.core_skills,
        }
    }
}

/// A heading plus the room it needs below it before it may start (no stranded headings).
pub fn keep(heading_height: f64) -> Block {
    Block::KeepSpace(heading_height + 12.0)
}

/// A line with text on the left and a date on the right.
/// The two share a baseline, so text extraction reads them as one line.
pub fn row(m: &Measure<'_>, left: Vec<Run>, right: Option<Run>) -> Block {
    match right {
        Some(r) => {
            let left_h = left
                .iter()
                .map(|l| m.glyph_height_mm(l.face, l.size))
                .fold(0.0, f64::max);
            let drop = (left_h - m.glyph_height_mm(r.face, r.size)).max(0.0);
            Block::Columns {
                weights: vec![72, 28],
                columns: vec![
                    vec![Block::para(left)],
                    vec![Block::Padded {
                        margins: [drop, 0.0, 0.0, 0.0],
                        blocks: vec![Block::para(vec![r]).aligned(Align::End)],
                    }],
                ],
            }
        }
        None => Block::para(left),
    }
}

/// Paragraphs and bullet lines of a description.
fn description(text: &str, body: Text, bullet: Marker) -> Vec<Block> {
    let mut out = Vec::new();
    for line in lines(text) {
        match line {
            Line::Bullet(t) => out.push(Block::Bullet {
                marker: bullet.run(),
                indent: 4.0,
                body: vec![body.run(t)],
            }),
            Line::Plain(t) => out.push(body.block(t).spaced(1.15)),
        }
        out.push(Block::Gap(0.6));
    }
    out
}

fn gap(out: &mut Vec<Block>, mm: f64) {
    if mm > 0.0 {
        out.push(Block::Gap(mm));
    }
}

impl HeadingLook {
    fn blocks(&self, title: &str) -> Vec<Block> {
        let text = if self.uppercase {
            self.text.block(title.to_uppercase())
        } else {
            self.text.block(title)
        };
        let rule = Block::Rule {
            color: self.rule,
            height: self.rule_height,
        };
        let (first, second) = if self.rule_first {
            (rule, text)
        } else {
            (text, rule)
        };
        vec![
            keep(self.height),
            first,
            Block::Gap(self.gaps.0),
            second,
            Block::Gap(self.gaps.1),
        ]
    }
}

impl EntryLook {
    fn blocks(
        &self,
        m: &Measure<'_>,
        i: usize,
        e: &Entry,
        with_description: bool,
        column: &ColumnLook,
    ) -> Vec<Block> {
        let mut out = Vec::new();
        if self.keep > 0.0 && (i > 0 || self.keep_first) {
            out.push(Block::KeepSpace(self.keep));
        }
        let date = (!e.date.is_empty()).then(|| self.date.run(e.date.clone()));
        match self.form {
            EntryForm::SubtitleBelow => {
                out.push(row(m, vec![self.title.run(e.title.clone())], date));
                if !e.subtitle.is_empty() {
                    out.push(self.subtitle.block(e.subtitle.clone()));
                }
            }
            EntryForm::SubtitleInline(separator) => {
                let mut title = vec![self.title.run(e.title.clone())];
                if !e.subtitle.is_empty() {
                    title.push(self.subtitle.run(format!("{separator}{}", e.subtitle)));
                }
                out.push(row(m, title, date));
            }
            EntryForm::DateAfterSubtitle(separator) => {
                out.push(self.title.block(e.title.clone()));
                let mut sub = Vec::new();
                if !e.subtitle.is_empty() {
                    sub.push(self.subtitle.run(e.subtitle.clone()));
                }
                if let Some(date) = date {
                    let sep = if sub.is_empty() { "" } else { separator };
                    sub.push(self.date.run(format!("{sep}{}", date.text)));
                }
                if !sub.is_empty() {
                    out.push(Block::para(sub));
                }
            }
        }
        if with_description {
            gap(&mut out, self.gap_before_description);
            out.extend(description(&e.description, column.body, column.bullet));
        }
        gap(&mut out, self.gap_after);
        out
    }
}

impl ItemsLook {
    fn blocks(&self, items: &[String]) -> Vec<Block> {
        let mut out = Vec::new();
        for item in items {
            out.push(Block::Bullet {
                marker: self.marker.run(),
                indent: self.indent,
                body: vec![self.text.run(item.clone())],
            });
            gap(&mut out, self.gap_each);
        }
        out
    }
}

impl ColumnLook {
    /// One section: heading and content, without the space after it.
    fn section(&self, m: &Measure<'_>, s: &Section, heading: &str) -> Vec<Block> {
        let mut out = self.heading.blocks(heading);
        match &s.body {
            Body::Text(text) => out.extend(description(text, self.body, self.bullet)),
            Body::Entries(entries) => {
                let (look, with_description) = if s.is_minor() {
                    (&self.minor_entry, false)
                } else {
                    (&self.entry, true)
                };
                for (i, e) in entries.iter().enumerate() {
                    out.extend(look.blocks(m, i, e, with_description, self));
                }
            }
            Body::Tags(tags) => match self.tags {
                TagsLook::Chips { text, fill } => out.push(Block::Chips {
                    items: tags.clone(),
                    face: text.face,
                    size: text.size,
                    text: text.color,
                    fill,
                }),
                TagsLook::Inline {
                    text,
                    separator,
                    spacing,
                } => out.push(text.block(tags.join(separator)).spaced(spacing)),
                TagsLook::Items => out.extend(self.items.blocks(tags)),
            },
            Body::Items(items) => out.extend(self.items.blocks(items)),
        }
        out
    }

    fn gap_after(&self, s: &Section) -> f64 {
        match &s.body {
            Body::Text(_) => self.gaps.text,
            Body::Entries(_) if s.is_minor() => self.gaps.minor_entries,
            Body::Entries(_) => self.gaps.entries,
            Body::Tags(_) => self.gaps.tags,
            Body::Items(_) => self.gaps.items,
        }
    }

    /// The sections in order, with the template's space between them.
    fn column<'a>(
        &self,
        m: &Measure<'_>,
        sections: impl Iterator<Item = (&'a Section, &'a str)>,
    ) -> Vec<Block> {
        let mut out = Vec::new();
        let mut sections = sections.peekable();
        while let Some((s, heading)) = sections.next() {
            out.extend(self.section(m, s, heading));
            if sections.peek().is_some() {
                gap(&mut out, self.gap_after(s));
            }
        }
        out
    }
}

/// The laid-out sections and whether a sidebar holds any of them.
pub struct Built {
    pub blocks: Vec<Block>,
    pub has_sidebar: bool,
}

impl SectionsLook {
    fn heading<'a>(&'a self, s: &'a Section, language: &ResumeLanguage) -> &'a str {
        self.headings
            .iter()
            .find(|(k, _)| *k == s.key)
            .map_or(s.heading.as_str(), |(_, w)| w.word(language))
    }

    /// Every section of `r` in print order, in this look.
    pub fn build<'a>(&'a self, m: &Measure<'_>, r: &'a Resume) -> Built {
        let in_sidebar = |s: &Section| self.sidebar.is_some_and(|side| side.keys.contains(&s.key));
        let with_heading =
            |look: &'a SectionsLook, s: &'a Section| (s, look.heading(s, r.language));
        let main = self.main.column(
            m,
            r.sections
                .iter()
                .filter(|s| !in_sidebar(s))
                .map(|s| with_heading(self, s)),
        );
        let Some(side) = self.sidebar else {
            return Built {
                blocks: main,
                has_sidebar: false,
            };
        };
        let side_blocks = side.look.column(
            m,
            r.sections
                .iter()
                .filter(|s| in_sidebar(s))
                .map(|s| with_heading(self, s)),
        );
        if side_blocks.is_empty() {
            return Built {
                blocks: main,
                has_sidebar: false,
            };
        }
        Built {
            blocks: vec![Block::Columns {
                weights: side.weights.to_vec(),
                columns: vec![
                    main,
                    vec![],
                    // Starting the sidebar a little below the main column keeps its first
                    // heading off the main heading's baseline: pdftotext (like column-aware ATS
                    // parsers) then reads the whole main column of the page before the sidebar.
                    vec![Block::Padded {
                        margins: [side.offset, 0.0, 0.0, 0.0],
                        blocks: side_blocks,
                    }],
                ],
            }],
            has_sidebar: true,
        }
    }
}
