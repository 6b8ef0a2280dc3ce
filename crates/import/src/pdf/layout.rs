//! Glyphs in page space become lines in reading order: glyphs join into spans along a baseline,
//! a page whose text leaves a clear vertical gutter is read as two columns (left column first,
//! so a sidebar never interleaves with the main text line by line), and spans on one baseline
//! within a column make a line.

use super::bidi;
use super::content::Glyph;
use crate::dates;
use crate::error::ImportError;
use crate::lines::{tidy, Line};
use crate::vocabulary;
use crate::work::{Count, Work};

/// Text on one baseline with no wide gap: a word group.
#[derive(Debug, Clone)]
struct Span {
    x0: f32,
    x1: f32,
    y: f32,
    text: String,
    /// Characters by (size, bold), to find the span's dominant look.
    chars: Vec<(f32, bool, usize)>,
    /// The dominant size, once the span is complete.
    size: f32,
    /// Where each glyph's text (and each space put between glyphs) starts in `text`: the
    /// units a right-to-left line is put back in order by.
    units: Vec<u32>,
    /// The spaces put between glyphs: where, and how wide the gap was in font sizes.
    gaps: Vec<(u32, f32)>,
    /// Set with wide letter spacing (its letters' spaces taken out).
    spaced: bool,
}

impl Span {
    /// "J O H N   D O E": text set with wide letter spacing reads as letters with a space
    /// between each. When most of a span's words are single letters, only the gaps well above
    /// the usual one between letters stay spaces.
    fn close_letter_spacing(&mut self) {
        let words: Vec<&str> = self.text.split(' ').filter(|w| !w.is_empty()).collect();
        let single = words.iter().filter(|w| w.chars().count() == 1).count();
        if self.gaps.len() < 2 || single * 10 < words.len() * 7 {
            return;
        }
        let mut widths: Vec<f32> = self.gaps.iter().map(|g| g.1).collect();
        widths.sort_by(f32::total_cmp);
        let usual = widths[widths.len() / 2];
        let dropped: Vec<u32> = self
            .gaps
            .iter()
            .filter(|g| g.1 < usual * 1.6)
            .map(|g| g.0)
            .collect();
        let mut text = String::with_capacity(self.text.len());
        let mut units = Vec::with_capacity(self.units.len());
        let mut starts = self.units.iter().peekable();
        for (at, c) in self.text.char_indices() {
            let at = at as u32;
            let is_start = starts.next_if(|&&u| u == at).is_some();
            if c == ' ' && dropped.binary_search(&at).is_ok() {
                continue;
            }
            if is_start {
                units.push(text.len() as u32);
            }
            text.push(c);
        }
        self.text = text;
        self.units = units;
        self.gaps.clear();
        self.spaced = true;
    }
}

impl Span {
    fn size(&self) -> f32 {
        self.size
    }
}

/// The (size, bold) that most characters have, counting sizes within 0.3 pt of each other as
/// one. Sorted once, each entry's neighbourhood is found by binary search over prefix sums:
/// n log n, however many sizes a line mixes.
fn dominant(chars: &[(f32, bool, usize)]) -> (f32, bool) {
    let size = |s: f32| if s.is_finite() { s } else { 0.0 };
    let mut sorted: Vec<(bool, f32, usize)> =
        chars.iter().map(|&(s, b, n)| (b, size(s), n)).collect();
    sorted.sort_by(|a, b| a.0.cmp(&b.0).then(a.1.total_cmp(&b.1)));
    let mut prefix = Vec::with_capacity(sorted.len() + 1);
    prefix.push(0usize);
    for e in &sorted {
        prefix.push(prefix.last().copied().unwrap_or(0) + e.2);
    }
    let regular = sorted.partition_point(|e| !e.0);
    let mut best = (0.0, false);
    let mut most = 0;
    // In the characters' own order, so ties go to the look that came first.
    for &(s, bold, _) in chars {
        let s = size(s);
        let group = if bold {
            &sorted[regular..]
        } else {
            &sorted[..regular]
        };
        let offset = if bold { regular } else { 0 };
        let lo = offset + group.partition_point(|e| e.1 <= s - 0.3);
        let hi = offset + group.partition_point(|e| e.1 < s + 0.3);
        let n = prefix[hi.max(lo)] - prefix[lo];
        if n > most {
            most = n;
            best = (s, bold);
        }
    }
    best
}

/// A gap wider than this many font sizes ends a span (and reads as a field separator).
const SPAN_GAP: f32 = 0.6;
/// A gap wider than this many font sizes is a space between words.
const WORD_GAP: f32 = 0.12;

fn spans(glyphs: &[Glyph], work: &mut Work<'_>) -> Result<Vec<Span>, ImportError> {
    let mut spans: Vec<Span> = Vec::new();
    for g in glyphs {
        work.tick(1)?;
        let size = g.size.max(1.0);
        let joined = spans.last_mut().is_some_and(|s| {
            let gap = g.x - s.x1;
            let same_line = (g.y - s.y).abs() < 0.3 * size;
            if !same_line || gap > SPAN_GAP * size || gap < -0.5 * size {
                return false;
            }
            if gap > WORD_GAP * size && !s.text.ends_with(' ') && !g.text.starts_with(' ') {
                s.units.push(s.text.len() as u32);
                s.gaps.push((s.text.len() as u32, gap / size));
                s.text.push(' ');
            }
            s.units.push(s.text.len() as u32);
            s.text.push_str(&g.text);
            s.x1 = s.x1.max(g.x + g.width);
            true
        });
        if !joined {
            work.charge(Count::Spans, 1)?;
            spans.push(Span {
                x0: g.x,
                x1: g.x + g.width,
                y: g.y,
                text: g.text.clone(),
                chars: Vec::new(),
                size: g.size,
                units: vec![0],
                gaps: Vec::new(),
                spaced: false,
            });
        }
        if let Some(s) = spans.last_mut() {
            let n = g.text.chars().filter(|c| !c.is_whitespace()).count();
            // Only the last look is merged into: glyphs of one look come together, and the
            // dominant look is found over all entries anyway (no search per glyph).
            match s.chars.last_mut() {
                Some(c) if (c.0 - g.size).abs() < 0.05 && c.1 == g.bold => c.2 += n,
                _ => s.chars.push((g.size, g.bold, n)),
            }
        }
    }
    spans.retain(|s| !s.text.trim().is_empty());
    for s in &mut spans {
        s.size = dominant(&s.chars).0;
        s.close_letter_spacing();
    }
    Ok(spans)
}

/// The x of a vertical gutter that splits the page's text into two columns, if there is one.
fn gutter(spans: &[Span], page_width: f32) -> Option<f32> {
    if spans.len() < 10 {
        return None;
    }
    let total_chars: usize = spans.iter().map(|s| s.text.len()).sum();
    // A few spans may cross the gutter (a header above both columns).
    let allowed = 2.max(spans.len() / 25);
    // No page is wider than 200 inches (PDF's own limit), whatever its box says.
    let page_width = page_width.clamp(1.0, 14_400.0);
    let lo = (page_width * 0.15) as i32;
    let hi = (page_width * 0.85) as i32;
    // How many spans cross each whole x from lo to hi (strictly inside a span by more than a
    // point on each side), from the spans' entries and exits: one pass over spans and one
    // over positions.
    let positions = (hi - lo + 1).max(0) as usize;
    let mut delta = vec![0i64; positions + 1];
    for s in spans {
        // x is crossed when x0 < x - 1 and x1 > x + 1: from floor(x0 + 1) + 1 to ceil(x1 - 1) - 1.
        let first = (s.x0 + 1.0).floor() as i64 + 1;
        let last = (s.x1 - 1.0).ceil() as i64 - 1;
        let first = first.max(i64::from(lo));
        let last = last.min(i64::from(hi));
        if first <= last {
            delta[(first - i64::from(lo)) as usize] += 1;
            delta[(last - i64::from(lo)) as usize + 1] -= 1;
        }
    }
    let mut running = 0i64;
    let crossing: Vec<(f32, usize)> = (0..positions)
        .map(|i| {
            running += delta[i];
            ((lo + i as i32) as f32, running.max(0) as usize)
        })
        .collect();
    // Runs of positions crossed by few spans; inside each, the stretches crossed by fewest are
    // the candidates (a label column's labels cross part of a run, the gutter beside them none).
    let mut candidates: Vec<(f32, usize)> = Vec::new(); // (middle of a stretch, run width)
    for run in crossing.split(|c| c.1 > allowed).filter(|r| r.len() >= 6) {
        let least = run.iter().map(|c| c.1).min().unwrap_or(0);
        for stretch in run.split(|c| c.1 != least).filter(|r| r.len() >= 4) {
            if let (Some(first), Some(last)) = (stretch.first(), stretch.last()) {
                candidates.push(((first.0 + last.0) / 2.0, run.len()));
            }
        }
    }
    candidates.sort_by_key(|c| std::cmp::Reverse(c.1));
    // Each test below is a pass over the spans: the widest runs are the gutters, and a page
    // of many narrow ones has none worth testing them all for.
    candidates.truncate(16);
    let share = |mid: f32, left: bool| -> f32 {
        let chars: usize = spans
            .iter()
            .filter(|s| if left { s.x1 <= mid } else { s.x0 >= mid })
            .map(|s| s.text.len())
            .sum();
        chars as f32 / total_chars.max(1) as f32
    };
    let top = spans.iter().map(|s| s.y).fold(f32::MIN, f32::max);
    let bottom = spans.iter().map(|s| s.y).fold(f32::MAX, f32::min);
    let height = (top - bottom).max(1.0);
    let extent = |side: &[&Span]| {
        let hi = side.iter().map(|s| s.y).fold(f32::MIN, f32::max);
        let lo = side.iter().map(|s| s.y).fold(f32::MAX, f32::min);
        (hi - lo) / height
    };
    // A label column: the left side holds section headings only.
    let labels = |mid: f32| {
        let left: Vec<&Span> = spans.iter().filter(|s| s.x1 <= mid).collect();
        !left.is_empty()
            && left
                .iter()
                .filter(|s| vocabulary::heading(&s.text).is_some())
                .count()
                * 10
                >= left.len() * 6
    };
    // Dates set apart on the right of their entries' titles line up like a column.
    let mostly_dates = |side: &[&Span]| {
        let dated = side.iter().filter(|s| dates::is_date_only(&s.text)).count();
        dated * 10 >= side.len() * 6
    };
    // Otherwise both sides must hold real text down much of the page: a column of
    // right-aligned dates, or a grid of skills, is not a column.
    let columns = |mid: f32| {
        let left: Vec<&Span> = spans.iter().filter(|s| s.x1 <= mid).collect();
        let right: Vec<&Span> = spans.iter().filter(|s| s.x0 >= mid).collect();
        share(mid, true) > 0.1
            && share(mid, false) > 0.1
            && extent(&left) > 0.4
            && extent(&right) > 0.4
            && !mostly_dates(&left)
            && !mostly_dates(&right)
    };
    let mids: Vec<f32> = candidates.iter().map(|c| c.0).collect();
    mids.iter()
        .copied()
        .find(|&mid| labels(mid) && share(mid, false) > 0.1)
        .or_else(|| mids.iter().copied().find(|&mid| columns(mid)))
}

/// Lines of one page in reading order. Every step is a sort or a pass over the glyphs or
/// spans: no pass per glyph, span or line.
pub fn page_lines(
    glyphs: &[Glyph],
    page_width: f32,
    work: &mut Work<'_>,
) -> Result<Vec<Line>, ImportError> {
    let mut spans = spans(glyphs, work)?;
    // The page's direction: right to left when most of its letters are.
    let rtl = bidi::is_rtl_page(spans.iter().map(|s| s.text.as_str()));
    // Top of the page first; PDF's y grows upwards.
    spans.sort_by(|a, b| b.y.total_cmp(&a.y).then(a.x0.total_cmp(&b.x0)));
    work.check()?;
    let Some(mid) = gutter(&spans, page_width) else {
        return Ok(lines(&spans, rtl));
    };
    // Runs of spans between the ones crossing the gutter are read left column, then right.
    let mut out = Vec::new();
    let mut left: Vec<Span> = Vec::new();
    let mut right: Vec<Span> = Vec::new();
    for s in spans {
        if s.x0 < mid - 1.0 && s.x1 > mid + 1.0 {
            out.extend(columns(&left, &right, rtl));
            left.clear();
            right.clear();
            out.extend(lines(&[s], rtl));
        } else if s.x1 <= mid {
            left.push(s);
        } else {
            right.push(s);
        }
    }
    out.extend(columns(&left, &right, rtl));
    Ok(out)
}

/// Two columns side by side. A narrow left column that holds only section headings (a
/// "label column" beside the content) is merged with the right one by height instead, so each
/// heading stays before its content.
fn columns(left: &[Span], right: &[Span], rtl: bool) -> Vec<Line> {
    let left_lines = lines(left, rtl);
    let headings = left_lines
        .iter()
        .filter(|l| vocabulary::heading(&l.text).is_some())
        .count();
    let labels = !left_lines.is_empty()
        && headings * 10 >= left_lines.len() * 6
        && left_lines.len() * 3 <= lines(right, rtl).len();
    if labels {
        let mut all: Vec<(bool, &Span)> = left
            .iter()
            .map(|s| (true, s))
            .chain(right.iter().map(|s| (false, s)))
            .collect();
        // By the tops of the lines: a label is set level with its content's first line, often
        // in a larger size whose baseline sits lower.
        let top = |s: &Span| s.y + 0.75 * s.size();
        all.sort_by(|a, b| {
            top(b.1)
                .total_cmp(&top(a.1))
                .then(a.1.x0.total_cmp(&b.1.x0))
        });
        // A label beside the first line of its content must stay a line of its own.
        let mut out = Vec::new();
        let mut pending: Vec<Span> = Vec::new();
        for (is_label, s) in all {
            if is_label {
                out.extend(lines(&pending, rtl));
                pending.clear();
                out.extend(lines(std::slice::from_ref(s), rtl));
            } else {
                pending.push(s.clone());
            }
        }
        out.extend(lines(&pending, rtl));
        return out;
    }
    // The column that holds the page's title (the name, set a size above all the other's
    // text) is read first, whichever side it stands on: a sidebar of contact details left of
    // the main column must not come before the name.
    let right_lines = lines(right, rtl);
    let largest = |side: &[Line]| side.iter().map(|l| l.size).fold(0.0f32, f32::max);
    if largest(&right_lines) >= largest(&left_lines) + 2.0 {
        let mut out = right_lines;
        out.extend(left_lines);
        return out;
    }
    let mut out = left_lines;
    out.extend(right_lines);
    out
}

/// Spans (sorted top to bottom) grouped by baseline into lines; `rtl` when the page reads right
/// to left.
fn lines(spans: &[Span], rtl: bool) -> Vec<Line> {
    let mut rows: Vec<Vec<&Span>> = Vec::new();
    for s in spans {
        let size = s.size().max(1.0);
        match rows.last_mut() {
            Some(row) if (row[0].y - s.y).abs() < 0.5 * size.min(row[0].size().max(1.0)) => {
                row.push(s)
            }
            _ => rows.push(vec![s]),
        }
    }
    // A name set large beside contact details in small type on its baseline is two lines:
    // a row splits where a wide gap separates sizes far apart.
    let rows: Vec<Vec<&Span>> = rows
        .into_iter()
        .flat_map(|mut row| {
            row.sort_by(|a, b| a.x0.total_cmp(&b.x0));
            let mut parts: Vec<Vec<&Span>> = Vec::new();
            for s in row {
                let apart = parts.last().and_then(|p| p.last()).is_some_and(|prev| {
                    let (big, small) = if prev.size() > s.size() {
                        (prev.size(), s.size())
                    } else {
                        (s.size(), prev.size())
                    };
                    s.x0 - prev.x1 > SPAN_GAP * small && big >= 1.6 * small.max(1.0)
                });
                match parts.last_mut() {
                    Some(part) if !apart => part.push(s),
                    _ => parts.push(vec![s]),
                }
            }
            parts
        })
        .collect();
    let x0 = spans.iter().map(|s| s.x0).fold(f32::MAX, f32::min);
    let x1 = spans.iter().map(|s| s.x1).fold(f32::MIN, f32::max);
    let width = (x1 - x0).max(1.0);
    rows.into_iter()
        .map(|mut row| {
            row.sort_by(|a, b| a.x0.total_cmp(&b.x0));
            let mut text = String::new();
            let mut units: Vec<usize> = Vec::new();
            let mut chars = Vec::new();
            let mut end: Option<f32> = None;
            let mut spaced = false;
            for s in &row {
                if let Some(end) = end {
                    let gap = s.x0 - end;
                    // Between words set with wide letter spacing, the gap is wide too.
                    let field = if spaced && s.spaced { 2.0 } else { 1.0 } * SPAN_GAP;
                    units.push(text.len());
                    text.push(if gap > field * s.size() { '\t' } else { ' ' });
                }
                spaced = s.spaced;
                units.extend(s.units.iter().map(|&u| text.len() + u as usize));
                text.push_str(&s.text);
                chars.extend_from_slice(&s.chars);
                end = Some(s.x1);
            }
            if rtl || bidi::has_rtl(&text) {
                units.push(text.len());
                let pieces: Vec<&str> = units
                    .windows(2)
                    .filter_map(|w| text.get(w[0]..w[1]))
                    .collect();
                text = bidi::logical(&pieces, rtl);
            }
            let text = bidi::compose_accents(&bidi::letters(&text));
            let (size, bold) = dominant(&chars);
            let right = row.iter().map(|s| s.x1).fold(f32::MIN, f32::max);
            let mut line = Line {
                text: tidy(&text),
                size: (size * 2.0).round() / 2.0,
                bold,
                fill: Some((right - x0) / width),
                ..Line::default()
            };
            line.strip_bullet();
            line
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::stop::Stop;

    /// Glyphs of `text` at size 10, each 6 pt wide, with `spacing` pt between letters and
    /// `word` pt more at each space (which draws nothing).
    fn glyphs(text: &str, spacing: f32, word: f32) -> Vec<Glyph> {
        let mut x = 72.0;
        let mut out = Vec::new();
        for c in text.chars() {
            if c == ' ' {
                x += word;
                continue;
            }
            out.push(Glyph {
                x,
                y: 700.0,
                width: 6.0,
                size: 10.0,
                bold: false,
                text: c.to_string(),
            });
            x += 6.0 + spacing;
        }
        out
    }

    fn text_of(glyphs: &[Glyph]) -> Vec<String> {
        let stop = Stop::never();
        let mut work = Work::new(&stop);
        page_lines(glyphs, 612.0, &mut work)
            .expect("lines")
            .into_iter()
            .map(|l| l.text)
            .collect()
    }

    #[test]
    fn letter_spaced_text_reads_as_words() {
        assert_eq!(text_of(&glyphs("JOHN DOE", 2.5, 5.0)), ["JOHN DOE"]);
        assert_eq!(
            text_of(&glyphs("WORK EXPERIENCE", 2.0, 4.0)),
            ["WORK EXPERIENCE"]
        );
        // Ordinary words keep their spaces.
        assert_eq!(
            text_of(&glyphs("Senior Engineer at Kontor", 0.0, 3.0)),
            ["Senior Engineer at Kontor"]
        );
    }
}
