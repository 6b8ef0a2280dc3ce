//! The sections of a resume in a template's column descriptions: each section shape
//! ([`Body`]) laid out once here, in the resume's print order, into one column or a main column
//! beside a sidebar. A new section kind is written here once and prints in every template.

use vitae_domain::language::ResumeLanguage;

use crate::design::spec::{
    Align as SpecAlign, ColumnSpec, EntryForm, EntrySpec, HeadingSpec, Marker, RuleSpec, Side,
    TagsForm, Template, TextSpec,
};
use crate::design::Look;
use crate::layout::{Block, Rgb, Run};
use crate::measure::Measure;
use crate::rules::{DESCRIPTION_INDENT, DESCRIPTION_LINE_GAP, HEADING_KEEP, ROW_WEIGHTS};
use crate::text::{lines, Body, Entry, Line, Resume, Section};
use crate::typeset::Align;

/// One column's description in a look, over its background.
struct Column<'a> {
    spec: &'a ColumnSpec,
    look: &'a Look,
    m: &'a Measure<'a>,
    background: Rgb,
}

impl Column<'_> {
    fn run(&self, spec: &TextSpec, text: impl Into<String>) -> Run {
        self.look.run(spec, self.background, text)
    }

    fn block(&self, spec: &TextSpec, text: impl Into<String>) -> Block {
        Block::para(vec![self.run(spec, text)])
    }

    fn marker(&self, marker: &Marker) -> Run {
        self.run(&marker.text, marker.glyph.clone())
    }

    fn rule(&self, rule: &RuleSpec) -> Block {
        rule_block(self.look, rule)
    }

    /// Paragraphs and bullet lines of a description, at the design's line height.
    fn description(&self, text: &str) -> Vec<Block> {
        let spacing = self.look.line_height;
        let mut out = Vec::new();
        for line in lines(text) {
            out.push(match line {
                Line::Bullet(t) => Block::Bullet {
                    marker: self.marker(&self.spec.bullet),
                    indent: DESCRIPTION_INDENT,
                    body: vec![self.run(&self.spec.body, t)],
                    spacing,
                },
                Line::Plain(t) => self.block(&self.spec.body, t).spaced(spacing),
            });
            self.gap(&mut out, DESCRIPTION_LINE_GAP);
        }
        out
    }

    /// Vertical space of the template's, in the design's spacing.
    fn gap(&self, out: &mut Vec<Block>, mm: f32) {
        gap(out, mm * self.look.spacing);
    }

    fn heading(&self, h: &HeadingSpec, title: &str) -> Vec<Block> {
        let text = self.block(&h.text, title).aligned(align(h.align));
        let mut out = Vec::new();
        match &h.rule {
            Some(rule) if h.rule_first => {
                out.push(self.rule(rule));
                self.gap(&mut out, rule.gap);
                out.push(text);
            }
            Some(rule) => {
                out.push(text);
                self.gap(&mut out, rule.gap);
                out.push(self.rule(rule));
            }
            None => out.push(text),
        }
        self.gap(&mut out, h.gap_after);
        out
    }

    fn entry(&self, spec: &EntrySpec, i: usize, e: &Entry, with_description: bool) -> Vec<Block> {
        let mut out = Vec::new();
        if spec.keep > 0.0 && (i > 0 || spec.keep_first) {
            out.push(Block::KeepSpace(spec.keep));
        }
        let date = (!e.date.is_empty()).then(|| self.run(&spec.date, e.date.clone()));
        let mut lines = Vec::new();
        let mut date_cell = None;
        match spec.form {
            EntryForm::SubtitleBelow => {
                lines.push(row(
                    self.m,
                    vec![self.run(&spec.title, e.title.clone())],
                    date,
                ));
                if !e.subtitle.is_empty() {
                    lines.push(self.block(&spec.subtitle, e.subtitle.clone()));
                }
            }
            EntryForm::SubtitleInline => {
                let mut title = vec![self.run(&spec.title, e.title.clone())];
                if !e.subtitle.is_empty() {
                    let sub = format!("{}{}", spec.separator, e.subtitle);
                    title.push(self.run(&spec.subtitle, sub));
                }
                lines.push(row(self.m, title, date));
            }
            EntryForm::DateAfterSubtitle => {
                lines.push(self.block(&spec.title, e.title.clone()));
                let mut sub = Vec::new();
                if !e.subtitle.is_empty() {
                    sub.push(self.run(&spec.subtitle, e.subtitle.clone()));
                }
                if let Some(mut date) = date {
                    if !sub.is_empty() {
                        date.text = format!("{}{}", spec.separator, date.text);
                    }
                    sub.push(date);
                }
                if !sub.is_empty() {
                    lines.push(Block::para(sub));
                }
            }
            EntryForm::OneLine => {
                // Each part after the first follows its separator; empty parts drop out.
                let mut runs = Vec::new();
                for (text_spec, text, separator) in [
                    (&spec.title, &e.title, ""),
                    (&spec.subtitle, &e.subtitle, spec.separator.as_str()),
                    (&spec.date, &e.date, spec.date_separator.as_str()),
                ] {
                    if !text.is_empty() {
                        let separator = if runs.is_empty() { "" } else { separator };
                        runs.push(self.run(text_spec, format!("{separator}{text}")));
                    }
                }
                if !runs.is_empty() {
                    lines.push(Block::para(runs));
                }
            }
            EntryForm::DateColumn => {
                date_cell = date;
                lines.push(self.block(&spec.title, e.title.clone()));
                if !e.subtitle.is_empty() {
                    lines.push(self.block(&spec.subtitle, e.subtitle.clone()));
                }
            }
        }
        let mut body = Vec::new();
        if with_description {
            self.gap(&mut body, spec.gap_before_description);
            body.extend(self.description(&e.description));
        }
        self.gap(&mut body, spec.gap_after);
        let entry = Block::Entry {
            head: lines,
            body,
            new_page: e.new_page,
        };
        match (&spec.date_column, spec.form) {
            (Some(column), EntryForm::DateColumn) => {
                let rest = 100u32.saturating_sub(column.weight + column.gutter).max(1);
                let date = date_cell.map(|d| vec![Block::para(vec![d])]);
                out.push(Block::Columns {
                    weights: vec![
                        column.weight as usize,
                        column.gutter as usize,
                        rest as usize,
                    ],
                    columns: vec![date.unwrap_or_default(), vec![], vec![entry]],
                    divider: column.rail.map(|rail| self.look.fill(rail)),
                });
            }
            _ => out.push(entry),
        }
        out
    }

    fn items(&self, items: &[String]) -> Vec<Block> {
        let look = &self.spec.items;
        let mut out = Vec::new();
        for item in items {
            out.push(Block::Bullet {
                marker: self.marker(&look.marker),
                indent: look.indent,
                body: vec![self.run(&look.text, item.clone())],
                spacing: self.look.line_height,
            });
            self.gap(&mut out, look.gap_each);
        }
        out
    }

    fn content(&self, s: &Section) -> Vec<Block> {
        match &s.body {
            Body::Text(text) => self.description(text),
            Body::Entries(entries) => {
                let (spec, with_description) = if s.is_minor() {
                    (&self.spec.minor_entry, false)
                } else {
                    (&self.spec.entry, true)
                };
                entries
                    .iter()
                    .enumerate()
                    .flat_map(|(i, e)| self.entry(spec, i, e, with_description))
                    .collect()
            }
            Body::Tags(tags) => {
                let look = &self.spec.tags;
                match look.form {
                    TagsForm::Chips => {
                        let fill = self.look.fill(look.fill);
                        vec![Block::Chips {
                            items: tags
                                .iter()
                                .map(|t| self.look.run(&look.text, fill, t.clone()))
                                .collect(),
                            fill,
                        }]
                    }
                    TagsForm::Inline => vec![self
                        .block(&look.text, tags.join(&look.separator))
                        .spaced(self.look.line_height)],
                    TagsForm::Items => self.items(tags),
                }
            }
            Body::Items(items) => self.items(items),
        }
    }

    /// One section: heading and content, without the space after it.
    fn section(&self, s: &Section, heading: &str) -> Vec<Block> {
        let h = &self.spec.heading;
        vec![
            Block::KeepSpace(h.height + HEADING_KEEP),
            Block::Section {
                key: s.key.to_string(),
                heading: self.heading(h, heading),
                body: self.content(s),
                together: s.together,
            },
        ]
    }

    fn gap_after(&self, s: &Section) -> f32 {
        let gaps = &self.spec.gaps;
        match &s.body {
            Body::Text(_) => gaps.text,
            Body::Entries(_) if s.is_minor() => gaps.minor_entries,
            Body::Entries(_) => gaps.entries,
            Body::Tags(_) => gaps.tags,
            Body::Items(_) => gaps.items,
        }
    }

    /// The sections in order, with the template's space between them.
    fn sections<'s>(&self, sections: impl Iterator<Item = (&'s Section, &'s str)>) -> Vec<Block> {
        let mut out = Vec::new();
        let mut sections = sections.peekable();
        while let Some((s, heading)) = sections.next() {
            out.extend(self.section(s, heading));
            if sections.peek().is_some() {
                self.gap(&mut out, self.gap_after(s));
            }
        }
        out
    }
}

/// A rule as a block.
pub fn rule_block(look: &Look, rule: &RuleSpec) -> Block {
    Block::Rule {
        color: look.fill(rule.paint),
        height: rule.height,
        width: rule.width.unwrap_or(look.template.page.rule_width),
    }
}

/// A line with text at its start and a date at its end, sharing a baseline so text extraction
/// reads them as one line.
fn row(m: &Measure<'_>, left: Vec<Run>, right: Option<Run>) -> Block {
    let Some(right) = right else {
        return Block::para(left);
    };
    let left_h = left
        .iter()
        .map(|l| m.glyph_height_mm(l.face, l.size))
        .fold(0.0, f32::max);
    let drop = (left_h - m.glyph_height_mm(right.face, right.size)).max(0.0);
    Block::Columns {
        weights: ROW_WEIGHTS.to_vec(),
        columns: vec![
            vec![Block::para(left)],
            vec![Block::Padded {
                margins: [drop, 0.0, 0.0, 0.0],
                blocks: vec![Block::para(vec![right]).aligned(Align::End)],
            }],
        ],
        divider: None,
    }
}

fn align(a: SpecAlign) -> Align {
    match a {
        SpecAlign::Start => Align::Start,
        SpecAlign::Center => Align::Center,
    }
}

fn gap(out: &mut Vec<Block>, mm: f32) {
    if mm > 0.0 {
        out.push(Block::Gap(mm));
    }
}

/// The heading `template` prints over `s`, in the resume's language.
pub fn heading_of<'a>(template: &Template, s: &'a Section, language: &ResumeLanguage) -> &'a str {
    template
        .headings
        .get(&s.key.to_string())
        .map_or(s.heading.as_str(), |w| w.word(language))
}

/// The laid-out sections, and where the sidebar's column sits if any section went to it.
pub struct Built {
    pub blocks: Vec<Block>,
    pub has_sidebar: bool,
}

/// Every section of `r` in print order, in `look`.
pub fn build(m: &Measure<'_>, look: &Look, r: &Resume) -> Built {
    let t = look.template;
    let page = look.page_color();
    let in_sidebar = |s: &Section| {
        t.sidebar
            .as_ref()
            .is_some_and(|side| side.keys.iter().any(|k| *k == s.key.to_string()))
    };
    let with_heading = |s| (s, heading_of(t, s, r.language));
    let main = Column {
        spec: &t.main,
        look,
        m,
        background: page,
    }
    .sections(
        r.sections
            .iter()
            .filter(|s| !in_sidebar(s))
            .map(with_heading),
    );
    let Some(side) = &t.sidebar else {
        return Built {
            blocks: main,
            has_sidebar: false,
        };
    };
    let side_blocks = Column {
        spec: &side.column,
        look,
        m,
        background: side.background.map_or(page, |b| look.fill(b)),
    }
    .sections(
        r.sections
            .iter()
            .filter(|s| in_sidebar(s))
            .map(with_heading),
    );
    if side_blocks.is_empty() {
        return Built {
            blocks: main,
            has_sidebar: false,
        };
    }
    // Starting the sidebar a little below the main column keeps its first heading off the
    // main heading's baseline, so text extraction reads one column, then the other.
    let side_column = vec![Block::Padded {
        margins: [side.offset, 0.0, 0.0, 0.0],
        blocks: side_blocks,
    }];
    let [wm, wg, ws] = side.weights.map(|w| w as usize);
    let (weights, columns) = match side.side {
        Side::End => (vec![wm, wg, ws], vec![main, vec![], side_column]),
        Side::Start => (vec![ws, wg, wm], vec![side_column, vec![], main]),
    };
    Built {
        blocks: vec![Block::PageColumns { weights, columns }],
        has_sidebar: true,
    }
}
