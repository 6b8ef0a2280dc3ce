//! Step 3: lines. Break opportunities come from UAX #14, widths from the shaped glyphs (each
//! cluster's advance counted at its first character), and lines are filled greedily. A piece
//! of text with no opportunity that is wider than the line (a long address, a URL) is broken
//! between grapheme clusters, so nothing is ever cut off. Each line is then put in display
//! order by the bidi algorithm: its level runs left to right, a right-to-left run's glyphs as
//! the shaper returned them (already right to left).

use std::ops::Range;
use std::sync::Arc;

use unicode_bidi::{Level, ParagraphBidiInfo};
use unicode_linebreak::{linebreaks, BreakOpportunity};
use unicode_segmentation::UnicodeSegmentation;

use super::{GlyphRun, Shaped};
use crate::fonts;

/// One line: its glyph runs left to right, positioned from its left edge.
#[derive(Debug, Clone)]
pub struct Line {
    pub runs: Vec<GlyphRun>,
    /// Points, trailing spaces left out.
    pub width: f32,
    /// Largest ascender and descender (positive, points) of the faces on the line.
    pub ascent: f32,
    pub descent: f32,
    /// The paragraph's text, which the glyphs' clusters index into.
    pub text: Arc<str>,
    /// The paragraph runs from the right.
    pub rtl: bool,
}

pub fn break_lines(shaped: &Shaped, width: f32) -> Vec<Line> {
    let text = shaped.text.as_str();
    if text.is_empty() {
        return Vec::new();
    }
    // prefix[i]: the width of text[..i].
    let mut prefix = vec![0.0f32; text.len() + 1];
    for g in shaped.items.iter().flat_map(|i| &i.glyphs) {
        prefix[g.cluster.start + 1] += g.advance;
    }
    for i in 1..prefix.len() {
        prefix[i] += prefix[i - 1];
    }
    let visible = |a: usize, b: usize| -> f32 {
        let end = a + text[a..b].trim_end().len();
        prefix[end] - prefix[a]
    };

    let mut ranges: Vec<Range<usize>> = Vec::new();
    let mut start = 0;
    let mut fit: Option<usize> = None;
    // A break after a hyphen would be typographically fine, but text extraction (pdftotext and
    // the ATS parsers like it) takes a hyphen at a line's end for a soft one and drops it:
    // "Domain-driven" would come back as "Domaindriven".
    let opportunities = linebreaks(text).filter(|&(at, kind)| {
        kind == BreakOpportunity::Mandatory
            || !text[..at].ends_with(['-', '\u{2010}', '\u{2011}', '\u{AD}'])
    });
    for (at, kind) in opportunities {
        loop {
            if visible(start, at) <= width + 0.01 {
                fit = Some(at);
                break;
            }
            match fit.take() {
                Some(end) if end > start => {
                    ranges.push(start..end);
                    start = end;
                }
                _ => {
                    // Nothing fits: cut the text before `at` between grapheme clusters.
                    start = cut_long(text, start, at, width, &prefix, &mut ranges);
                    fit = Some(at).filter(|&at| visible(start, at) <= width + 0.01);
                    break;
                }
            }
        }
        if kind == BreakOpportunity::Mandatory && at > start {
            if let Some(end) = fit.take() {
                ranges.push(start..end);
                start = end;
            }
        }
    }
    if start < text.len() {
        ranges.push(start..text.len());
    }

    let base = if shaped.direction().is_rtl() {
        Level::rtl()
    } else {
        Level::ltr()
    };
    let bidi = ParagraphBidiInfo::new(text, Some(base));
    let text: Arc<str> = Arc::from(text);
    ranges
        .into_iter()
        .map(|r| {
            let end = r.start + text[r.clone()].trim_end().len();
            line(shaped, &bidi, r.start..end, text.clone(), &prefix)
        })
        .collect()
}

/// Pushes lines of whole grapheme clusters for `text[start..end]` while they overflow
/// `width`; returns where the rest (which fits) begins.
fn cut_long(
    text: &str,
    start: usize,
    end: usize,
    width: f32,
    prefix: &[f32],
    ranges: &mut Vec<Range<usize>>,
) -> usize {
    let mut line_start = start;
    for (offset, grapheme) in text[start..end].grapheme_indices(true) {
        let at = start + offset;
        let next = at + grapheme.len();
        if prefix[next] - prefix[line_start] > width && at > line_start {
            ranges.push(line_start..at);
            line_start = at;
        }
    }
    line_start
}

fn line(
    shaped: &Shaped,
    bidi: &ParagraphBidiInfo<'_>,
    range: Range<usize>,
    text: Arc<str>,
    prefix: &[f32],
) -> Line {
    let book = fonts::book();
    let mut runs: Vec<GlyphRun> = Vec::new();
    let (mut ascent, mut descent) = (0.0f32, 0.0f32);
    let mut pen = 0.0f32;
    if !range.is_empty() {
        let (_, visual) = bidi.visual_runs(range.clone());
        for run in visual {
            let rtl = bidi.levels[run.start].is_rtl();
            let overlapping: Vec<_> = shaped
                .items
                .iter()
                .filter(|i| i.range.start < run.end && run.start < i.range.end)
                .collect();
            let ordered: Box<dyn Iterator<Item = _>> = if rtl {
                Box::new(overlapping.into_iter().rev())
            } else {
                Box::new(overlapping.into_iter())
            };
            for item in ordered {
                let glyphs: Vec<_> = item
                    .glyphs
                    .iter()
                    .filter(|g| run.contains(&g.cluster.start))
                    .cloned()
                    .collect();
                if glyphs.is_empty() {
                    continue;
                }
                let face = book.face(item.face);
                let scale = face.scale(item.style.size);
                ascent = ascent.max(face.ascender * scale);
                descent = descent.max(-face.descender * scale);
                let run = GlyphRun {
                    face: item.face,
                    size: item.style.size,
                    color: item.style.color,
                    x: pen,
                    rtl: item.level.is_rtl(),
                    glyphs,
                };
                pen += run.width();
                runs.push(run);
            }
        }
    }
    let width = prefix[range.end] - prefix[range.start];
    Line {
        runs,
        width: width.max(pen),
        ascent,
        descent,
        text,
        rtl: shaped.direction().is_rtl(),
    }
}
