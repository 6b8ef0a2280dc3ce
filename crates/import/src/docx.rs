//! Word documents: `word/document.xml` (and the page headers, where some resumes keep the
//! contact details) read with quick-xml into lines: paragraphs, with their runs' weight and
//! size, heading and list styles, and table rows. Relationships are never read, so no external
//! reference (TargetMode="External") is ever followed.

use std::collections::HashMap;

use quick_xml::events::{BytesStart, Event};
use quick_xml::Reader;

use crate::archive::Archive;
use crate::draft::{Draft, Source};
use crate::error::ImportError;
use crate::limits;
use crate::lines::{tidy, Line, TextDocument};
use crate::sections;
use crate::work::{Count, Work};

/// Word's size when nothing sets one: 10 pt.
const DEFAULT_HALF_POINTS: f32 = 20.0;
/// `basedOn` links followed when resolving a style.
const STYLE_DEPTH: usize = 10;

pub fn import(mut zip: Archive<'_>, work: &mut Work<'_>) -> Result<Draft, ImportError> {
    let styles = match zip.read_text("word/styles.xml")? {
        Some(xml) => Styles::parse(&xml, work)?,
        None => Styles::default(),
    };
    let mut parts: Vec<String> = zip
        .names()
        .into_iter()
        .filter(|n| n.starts_with("word/header") && n.ends_with(".xml"))
        .collect();
    parts.sort();
    parts.push("word/document.xml".to_owned());
    let mut doc = TextDocument::default();
    for part in parts {
        if let Some(xml) = zip.read_text(&part)? {
            doc.lines.extend(lines(&xml, &styles, work)?);
        }
    }
    if doc.lines.iter().all(|l| l.text.trim().is_empty()) {
        return Err(ImportError::Empty);
    }
    Ok(sections::draft(doc, Source::Docx, Vec::new()))
}

#[derive(Debug, Clone, Default)]
struct Style {
    name: String,
    based_on: Option<String>,
    bold: Option<bool>,
    half_points: Option<f32>,
    outline: Option<u8>,
}

#[derive(Default)]
struct Styles {
    by_id: HashMap<String, Style>,
    default_half_points: Option<f32>,
}

/// A paragraph style with `basedOn` resolved.
#[derive(Debug, Clone, Copy, Default)]
struct Resolved {
    bold: bool,
    half_points: f32,
    heading_level: Option<u8>,
    list: bool,
}

impl Styles {
    fn parse(xml: &str, work: &mut Work<'_>) -> Result<Styles, ImportError> {
        let mut styles = Styles::default();
        let mut reader = Reader::from_str(xml);
        let mut current: Option<(String, Style)> = None;
        let mut in_defaults = false;
        loop {
            let event = match reader.read_event() {
                Ok(Event::Eof) | Err(_) => break,
                Ok(e) => e,
            };
            work.charge(Count::XmlEvents, 1)?;
            match &event {
                Event::Start(e) | Event::Empty(e) => {
                    let val = attr(e, b"val");
                    match e.local_name().as_ref() {
                        b"style" => {
                            if let Some(id) = attr(e, b"styleId") {
                                current = Some((id, Style::default()));
                            }
                        }
                        b"rPrDefault" => in_defaults = true,
                        b"name" => set(&mut current, |s| {
                            s.name = val.unwrap_or_default().to_lowercase()
                        }),
                        b"basedOn" => set(&mut current, |s| s.based_on = val),
                        b"b" => set(&mut current, |s| s.bold = Some(is_on(val.as_deref()))),
                        b"sz" => {
                            let size = val.as_deref().and_then(|v| v.parse::<f32>().ok());
                            if in_defaults {
                                styles.default_half_points = size;
                            }
                            set(&mut current, |s| s.half_points = size);
                        }
                        b"outlineLvl" => set(&mut current, |s| {
                            s.outline = val.as_deref().and_then(|v| v.parse::<u8>().ok())
                        }),
                        _ => {}
                    }
                }
                Event::End(e) => match e.local_name().as_ref() {
                    b"style" => {
                        if let Some((id, style)) = current.take() {
                            styles.by_id.insert(id, style);
                        }
                    }
                    b"rPrDefault" => in_defaults = false,
                    _ => {}
                },
                _ => {}
            }
        }
        Ok(styles)
    }

    fn resolve(&self, id: Option<&str>) -> Resolved {
        let mut out = Resolved {
            half_points: self.default_half_points.unwrap_or(DEFAULT_HALF_POINTS),
            ..Resolved::default()
        };
        let mut chain = Vec::new();
        let mut next = id.map(str::to_owned);
        while let Some(style) = next.and_then(|id| self.by_id.get(&id)) {
            chain.push(style);
            if chain.len() >= STYLE_DEPTH {
                break;
            }
            next = style.based_on.clone();
        }
        // The base first, so each derived style overrides it.
        for style in chain.iter().rev() {
            if let Some(b) = style.bold {
                out.bold = b;
            }
            if let Some(s) = style.half_points {
                out.half_points = s;
            }
            if let Some(level) = style.outline {
                out.heading_level = Some(level + 1);
            }
        }
        if let Some(first) = chain.first() {
            let name = first.name.as_str();
            if name == "title" {
                out.heading_level = Some(0);
            } else if let Some(n) = name.strip_prefix("heading ").and_then(|n| n.parse().ok()) {
                out.heading_level = Some(n);
            }
            out.list = name.starts_with("list");
        }
        out
    }
}

fn set(current: &mut Option<(String, Style)>, f: impl FnOnce(&mut Style)) {
    if let Some((_, style)) = current.as_mut() {
        f(style);
    }
}

fn attr(e: &BytesStart<'_>, name: &[u8]) -> Option<String> {
    e.attributes()
        .flatten()
        .find(|a| a.key.local_name().as_ref() == name)
        .map(|a| String::from_utf8_lossy(&a.value).into_owned())
}

/// `<w:b/>` is on; `<w:b w:val="0"/>` (or "false", "off") is off.
fn is_on(val: Option<&str>) -> bool {
    !matches!(val, Some("0" | "false" | "off" | "none"))
}

/// The paragraph being read.
#[derive(Default)]
struct Paragraph {
    style: Option<String>,
    numbered: bool,
    outline: Option<u8>,
    text: String,
    /// Characters by (half points, bold).
    chars: Vec<(f32, bool, usize)>,
}

/// The run being read: its own properties, when it sets them.
#[derive(Default)]
struct Run {
    bold: Option<bool>,
    half_points: Option<f32>,
}

fn lines(xml: &str, styles: &Styles, work: &mut Work<'_>) -> Result<Vec<Line>, ImportError> {
    let mut reader = Reader::from_str(xml);
    let mut out: Vec<Line> = Vec::new();
    // Table rows being read (tables nest): each row's cells, each cell's lines.
    let mut rows: Vec<Vec<Vec<Line>>> = Vec::new();
    let mut para: Option<Paragraph> = None;
    let mut run: Option<Run> = None;
    let mut in_ppr = false;
    let mut in_text = false;
    loop {
        let event = reader
            .read_event()
            .map_err(|_| ImportError::corrupt("the Word document's text is not valid XML"))?;
        work.charge(Count::XmlEvents, 1)?;
        match &event {
            Event::Eof => break,
            Event::Start(e) | Event::Empty(e) => {
                let empty = matches!(event, Event::Empty(_));
                let val = attr(e, b"val");
                match e.local_name().as_ref() {
                    b"p" => {
                        flush(&mut para, styles, &mut rows, &mut out, work)?;
                        para = (!empty).then(Paragraph::default);
                    }
                    b"pPr" => in_ppr = !empty,
                    b"pStyle" => {
                        if let Some(p) = para.as_mut() {
                            p.style = val;
                        }
                    }
                    b"numPr" => {
                        if let Some(p) = para.as_mut() {
                            p.numbered = true;
                        }
                    }
                    b"outlineLvl" => {
                        if let Some(p) = para.as_mut() {
                            p.outline = val.as_deref().and_then(|v| v.parse().ok());
                        }
                    }
                    b"r" if !empty => run = Some(Run::default()),
                    b"b" if !in_ppr => {
                        if let Some(r) = run.as_mut() {
                            r.bold = Some(is_on(val.as_deref()));
                        }
                    }
                    b"sz" if !in_ppr => {
                        if let Some(r) = run.as_mut() {
                            r.half_points = val.as_deref().and_then(|v| v.parse().ok());
                        }
                    }
                    b"t" => in_text = !empty,
                    b"tab" if run.is_some() && !in_ppr => push_text(&mut para, &run, styles, "\t"),
                    b"br" | b"cr" if run.is_some() => {
                        // A line break inside a paragraph: a new line with the same style.
                        let style = para.as_ref().map(|p| (p.style.clone(), p.numbered));
                        flush(&mut para, styles, &mut rows, &mut out, work)?;
                        para = style.map(|(style, numbered)| Paragraph {
                            style,
                            numbered,
                            ..Paragraph::default()
                        });
                    }
                    b"tr" if !empty => {
                        if rows.len() >= limits::DOCX_TABLE_DEPTH {
                            return Err(ImportError::TooComplex);
                        }
                        rows.push(Vec::new());
                    }
                    b"tc" if !empty => {
                        if let Some(row) = rows.last_mut() {
                            row.push(Vec::new());
                        }
                    }
                    _ => {}
                }
            }
            Event::End(e) => match e.local_name().as_ref() {
                b"p" => flush(&mut para, styles, &mut rows, &mut out, work)?,
                b"pPr" => in_ppr = false,
                b"r" => run = None,
                b"t" => in_text = false,
                b"tr" => {
                    if let Some(row) = rows.pop() {
                        let target = match rows.last_mut().and_then(|r| r.last_mut()) {
                            Some(cell) => cell,
                            None => &mut out,
                        };
                        target.extend(row_lines(row));
                    }
                }
                _ => {}
            },
            Event::Text(t) if in_text => {
                let text = t.decode().unwrap_or_default();
                push_text(&mut para, &run, styles, &text);
            }
            Event::GeneralRef(r) if in_text => {
                let text = match r.resolve_char_ref() {
                    Ok(Some(c)) => c.to_string(),
                    _ => match r.decode().unwrap_or_default().as_ref() {
                        "amp" => "&".to_owned(),
                        "lt" => "<".to_owned(),
                        "gt" => ">".to_owned(),
                        "quot" => "\"".to_owned(),
                        "apos" => "'".to_owned(),
                        _ => String::new(),
                    },
                };
                push_text(&mut para, &run, styles, &text);
            }
            _ => {}
        }
    }
    flush(&mut para, styles, &mut rows, &mut out, work)?;
    Ok(out)
}

fn push_text(para: &mut Option<Paragraph>, run: &Option<Run>, styles: &Styles, text: &str) {
    let Some(p) = para.as_mut() else { return };
    let base = styles.resolve(p.style.as_deref());
    let bold = run.as_ref().and_then(|r| r.bold).unwrap_or(base.bold);
    let size = run
        .as_ref()
        .and_then(|r| r.half_points)
        .unwrap_or(base.half_points);
    p.text.push_str(text);
    let n = text.chars().filter(|c| !c.is_whitespace()).count();
    // Runs of one look come together; the looks are summed at the paragraph's end.
    match p.chars.last_mut() {
        Some(c) if c.0 == size && c.1 == bold => c.2 += n,
        _ => p.chars.push((size, bold, n)),
    }
}

/// The look most of a paragraph's characters have (of equal counts, the one seen last first
/// appeared last), in one pass over its runs.
fn dominant(chars: &[(f32, bool, usize)]) -> Option<(f32, bool)> {
    let mut totals: HashMap<(u32, bool), (usize, usize)> = HashMap::new();
    for (i, &(size, bold, n)) in chars.iter().enumerate() {
        let entry = totals.entry((size.to_bits(), bold)).or_insert((0, i));
        entry.0 += n;
    }
    totals
        .into_iter()
        .max_by_key(|&(_, (n, first))| (n, first))
        .map(|((size, bold), _)| (f32::from_bits(size), bold))
}

fn flush(
    para: &mut Option<Paragraph>,
    styles: &Styles,
    rows: &mut [Vec<Vec<Line>>],
    out: &mut Vec<Line>,
    work: &mut Work<'_>,
) -> Result<(), ImportError> {
    let Some(p) = para.take() else { return Ok(()) };
    let text = tidy(&p.text);
    if text.is_empty() {
        return Ok(());
    }
    work.charge(Count::Lines, 1)?;
    work.charge(Count::TextChars, text.len())?;
    let style = styles.resolve(p.style.as_deref());
    let (half_points, bold) = dominant(&p.chars).unwrap_or((style.half_points, style.bold));
    let mut line = Line {
        text,
        size: half_points / 2.0,
        bold,
        heading_level: p.outline.map(|l| l + 1).or(style.heading_level),
        bullet: p.numbered || style.list,
        fill: None,
    };
    line.strip_bullet();
    match rows.last_mut().and_then(|r| r.last_mut()) {
        Some(cell) => cell.push(line),
        None => out.push(line),
    }
    Ok(())
}

/// A table row: cells of one line each read as one line with tab-separated fields (a title
/// and its dates); cells with several lines are read one after the other.
fn row_lines(row: Vec<Vec<Line>>) -> Vec<Line> {
    let cells: Vec<Vec<Line>> = row.into_iter().filter(|c| !c.is_empty()).collect();
    if cells.len() > 1 && cells.iter().all(|c| c.len() == 1) {
        let mut first = cells[0][0].clone();
        first.text = cells
            .iter()
            .map(|c| c[0].text.as_str())
            .collect::<Vec<_>>()
            .join("\t");
        return vec![first];
    }
    // A layout row (a sidebar beside the page's main column, as web pages saved as Word lay
    // out): each cell is read whole, in reading order, and the cell that holds the document's
    // title (its Title style, or text a size above every other cell's) comes first, so the
    // name heads the document whichever side it stands on.
    let mut cells = cells;
    let rank = |cell: &Vec<Line>| {
        cell.iter()
            .map(|l| (l.heading_level == Some(0), (l.size * 2.0).round() as i32))
            .max()
            .unwrap_or((false, 0))
    };
    if let Some(top) = (0..cells.len()).max_by_key(|&i| (rank(&cells[i]), std::cmp::Reverse(i))) {
        let (title, size) = rank(&cells[top]);
        let (first_title, first_size) = cells.first().map(rank).unwrap_or((false, 0));
        if top > 0 && ((title && !first_title) || size >= first_size + 4) {
            let cell = cells.remove(top);
            cells.insert(0, cell);
        }
    }
    cells.into_iter().flatten().collect()
}
