//! Text in the PDF: every face a document uses, subset to the glyphs it drew, and the text
//! layer that lets a reader (an applicant tracking system, a screen reader, copy and paste)
//! get the characters back in the order they were typed.
//!
//! Glyphs are written as glyph ids (Identity-H, CIDs renumbered by the subsetter). Each glyph
//! that stands alone for its characters gets a ToUnicode entry. Where that cannot say it —
//! several glyphs for one cluster (Indic conjuncts, a vowel sign drawn before its consonant,
//! Arabic marks), or one glyph standing for different text in different places — the
//! cluster's glyphs are wrapped in a marked-content span whose `ActualText` holds the text.
//!
//! Right-to-left text is drawn in visual order, left to right. Readers such as poppler find
//! it so and reverse it back, character by character; a many-character entry would come back
//! reversed with it (لا read as ال), so those entries are written reversed in advance.

use std::collections::{BTreeMap, HashMap};

use pdf_writer::types::{CidFontType, FontFlags, SystemInfo, UnicodeCmap};
use pdf_writer::{Content, Finish, Name, Pdf, Rect, Ref, Str, TextStr};
use vitae_domain::error::WithContext;

use crate::fonts::{self, FaceId, Outlines};
use crate::typeset::{Glyph, GlyphRun, Line};
use crate::PdfError;

/// Direction marks and controls and other invisible format characters: they steer shaping
/// and the bidi algorithm, they are not text a reader should get back. Joiners (ZWJ, ZWNJ)
/// are: Persian spells words with them.
fn is_invisible(c: char) -> bool {
    matches!(
        c,
        '\u{200B}' | '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2060}'..='\u{206F}' | '\u{FEFF}' | '\u{AD}'
    )
}

pub(crate) fn visible_text(s: &str) -> String {
    s.chars().filter(|&c| !is_invisible(c)).collect()
}

/// One face's use in a document: its glyphs, renumbered, and what each one says.
struct FaceUse {
    name: String,
    remapper: subsetter::GlyphRemapper,
    /// New glyph id → the text its ToUnicode entry gives.
    unicode: BTreeMap<u16, String>,
}

/// Every face of a document, and the text layer decisions made while drawing.
#[derive(Default)]
pub struct Fonts {
    faces: BTreeMap<FaceId, FaceUse>,
}

/// Glyphs of a run that together stand for one stretch of text: usually one glyph for its
/// characters; several where the shaper reordered or split them (a Devanagari vowel sign
/// drawn before its consonant, a reph, a split vowel).
struct Cluster {
    /// Indices into the run's glyphs, in visual order.
    glyphs: std::ops::Range<usize>,
    text: String,
}

/// Cuts a run's glyphs into the smallest groups whose characters are a stretch of their own,
/// in the run's reading order: a cut after glyph `i` is allowed when every character of the
/// glyphs before it comes before (after, right to left) every character of the glyphs after.
fn clusters(run: &GlyphRun, line: &Line) -> Vec<Cluster> {
    let glyphs = &run.glyphs;
    let n = glyphs.len();
    // The smallest start and largest end of the glyphs after each position.
    let mut after_min = vec![usize::MAX; n + 1];
    let mut after_max = vec![0usize; n + 1];
    for i in (0..n).rev() {
        after_min[i] = after_min[i + 1].min(glyphs[i].cluster.start);
        after_max[i] = after_max[i + 1].max(glyphs[i].cluster.end);
    }
    let mut out = Vec::new();
    let (mut first, mut lo, mut hi) = (0, usize::MAX, 0);
    for (i, g) in glyphs.iter().enumerate() {
        lo = lo.min(g.cluster.start);
        hi = hi.max(g.cluster.end);
        let cut = if run.rtl {
            i + 1 == n || lo >= after_max[i + 1]
        } else {
            i + 1 == n || hi <= after_min[i + 1]
        };
        if cut {
            out.push(Cluster {
                glyphs: first..i + 1,
                text: visible_text(line.text.get(lo..hi).unwrap_or_default()),
            });
            (first, lo, hi) = (i + 1, usize::MAX, 0);
        }
    }
    out
}

impl Fonts {
    fn face_use(&mut self, face: FaceId) -> &mut FaceUse {
        self.faces.entry(face).or_insert_with(|| FaceUse {
            name: format!("F{}", face.0),
            remapper: subsetter::GlyphRemapper::new(),
            unicode: BTreeMap::new(),
        })
    }

    /// Draws `line` with its left edge at `x` and its baseline at `y` (points from the
    /// bottom-left corner).
    pub fn draw_line(&mut self, content: &mut Content, line: &Line, x: f32, y: f32) {
        // In a right-to-left paragraph, numbers and the marks between them run left to right
        // piece by piece: "2015 – 2020" is shown "2020 – 2015", and a reader, finding no
        // right-to-left letter there, keeps that order. Such a stretch says its text as typed
        // in a span of its own.
        let runs = &line.runs;
        let marks = bidi_marks(line);
        let mut i = 0;
        while i < runs.len() {
            let mut end = i;
            if line.rtl {
                while end < runs.len() && !run_text(&runs[end], line).chars().any(is_rtl_letter) {
                    end += 1;
                }
            }
            let group = &runs[i..end.max(i + 1)];
            let span = (end > i).then(|| group_text(group, line)).flatten();
            if let Some(text) = &span {
                content
                    .begin_marked_content_with_properties(Name(b"Span"))
                    .properties()
                    .actual_text(TextStr(text));
            }
            for (run, marks) in group.iter().zip(&marks[i..]) {
                // Inside a span saying the whole stretch, its clusters say nothing of their own.
                let marks = span.is_none().then_some(marks.as_slice());
                self.draw_run(content, run, line, x + run.x, y, marks);
            }
            if span.is_some() {
                content.end_marked_content();
            }
            i += group.len();
        }
    }

    /// Draws `run`; `marks` (one per cluster) when its clusters may say their own text.
    fn draw_run(
        &mut self,
        content: &mut Content,
        run: &GlyphRun,
        line: &Line,
        x: f32,
        y: f32,
        marks: Option<&[Marks]>,
    ) {
        let spans = marks.is_some();
        let face = fonts::book().face(run.face);
        let [r, g, b] = run.color.unit();
        let font_name = self.face_use(run.face).name.clone();
        content.begin_text();
        content.set_fill_rgb(r, g, b);
        content.set_font(Name(font_name.as_bytes()), run.size);
        // Glyphs that need no positioning of their own go out together in one TJ array, the
        // shaper's advances written as adjustments where they differ from the font's widths.
        let mut batch = Batch::default();
        let mut pen = x;
        for (n, cluster) in clusters(run, line).into_iter().enumerate() {
            let glyphs = &run.glyphs[cluster.glyphs.clone()];
            let ids: Vec<u16> = {
                let used = self.face_use(run.face);
                glyphs.iter().map(|g| used.remapper.remap(g.id)).collect()
            };
            let mark = marks.and_then(|m| m.get(n)).copied().unwrap_or_default();
            let simple = !mark.any()
                && ids.len() == 1
                && self.claim(run.face, ids[0], &cluster.text, run.rtl);
            if !simple && spans {
                // Right-to-left text is read back reversed, so its span says it reversed too.
                let text: String = if run.rtl {
                    cluster.text.chars().rev().collect()
                } else {
                    cluster.text.clone()
                };
                let text = mark.around(&text);
                batch.flush(content, y);
                content
                    .begin_marked_content_with_properties(Name(b"Span"))
                    .properties()
                    .actual_text(TextStr(&text));
            }
            let mut order: Vec<(f32, &Glyph, u16)> = Vec::with_capacity(glyphs.len());
            let mut at = pen;
            for (g, id) in glyphs.iter().zip(&ids) {
                order.push((at, g, *id));
                at += g.advance;
            }
            if !simple {
                // A reader takes an ActualText span's place from its first glyph and its extent
                // from the end of its last: start with the leftmost glyph on the baseline.
                order.sort_by(|a, b| {
                    (a.1.dy != 0.0)
                        .cmp(&(b.1.dy != 0.0))
                        .then((a.0 + a.1.dx).total_cmp(&(b.0 + b.1.dx)))
                });
            }
            for (pen, g, id) in order {
                if simple && g.dx == 0.0 && g.dy == 0.0 {
                    let default = face
                        .shaper
                        .glyph_hor_advance(rustybuzz::ttf_parser::GlyphId(g.id))
                        .map_or(0.0, |a| f32::from(a) * 1000.0 / face.units_per_em);
                    batch.push(pen, id, default - g.advance * 1000.0 / run.size);
                } else {
                    batch.flush(content, y);
                    content.set_text_matrix([1.0, 0.0, 0.0, 1.0, pen + g.dx, y + g.dy]);
                    content.show(Str(&id.to_be_bytes()));
                }
            }
            if !simple && spans {
                // ...and end it with the font's space glyph (which draws nothing) placed to end
                // where the cluster ends, on the baseline.
                if let Some(space) = face.shaper.glyph_index(' ') {
                    let width = face
                        .shaper
                        .glyph_hor_advance(space)
                        .map_or(0.0, |a| f32::from(a) * face.scale(run.size));
                    let id = self.face_use(run.face).remapper.remap(space.0);
                    content.set_text_matrix([1.0, 0.0, 0.0, 1.0, at - width, y]);
                    content.show(Str(&id.to_be_bytes()));
                }
                content.end_marked_content();
            }
            pen = at;
        }
        batch.flush(content, y);
        content.end_text();
    }

    /// Records that glyph `id` of `face` says `text`, unless it already says something else.
    fn claim(&mut self, face: FaceId, id: u16, text: &str, rtl: bool) -> bool {
        let entry: String = if rtl && text.chars().count() > 1 {
            text.chars().rev().collect()
        } else {
            text.to_owned()
        };
        let used = self.face_use(face);
        match used.unicode.get(&id) {
            Some(existing) => *existing == entry,
            None => {
                used.unicode.insert(id, entry);
                true
            }
        }
    }

    /// The font resources of the page: name → font object.
    pub fn resources(&self) -> impl Iterator<Item = (&str, FaceId)> {
        self.faces.iter().map(|(id, u)| (u.name.as_str(), *id))
    }

    /// Writes every face: a Type0 font over a CID font embedding the subset, with widths and
    /// ToUnicode. `refs` gives each face's Type0 object id.
    pub fn write(
        self,
        pdf: &mut Pdf,
        next_ref: &mut impl FnMut() -> Ref,
        refs: &HashMap<FaceId, Ref>,
    ) -> Result<(), PdfError> {
        for (face_id, used) in self.faces {
            let face = fonts::book().face(face_id);
            let Some(&type0) = refs.get(&face_id) else {
                continue;
            };
            let subset = subsetter::subset(face.data, face.index, &used.remapper).map_err(|e| {
                PdfError::Font(WithContext::new(face.postscript_name.clone(), e).into())
            })?;
            let tag = subset_tag(&subset);
            let base_font = format!("{tag}+{}", face.postscript_name);
            let (cid, descriptor, file, cmap) = (next_ref(), next_ref(), next_ref(), next_ref());
            let system_info = SystemInfo {
                registry: Str(b"Adobe"),
                ordering: Str(b"Identity"),
                supplement: 0,
            };
            pdf.type0_font(type0)
                .base_font(Name(base_font.as_bytes()))
                .encoding_predefined(Name(b"Identity-H"))
                .descendant_font(cid)
                .to_unicode(cmap);
            // Widths of the new glyph ids, from the original face.
            let scale = 1000.0 / face.units_per_em;
            let widths: Vec<f32> = used
                .remapper
                .remapped_gids()
                .map(|old| {
                    face.shaper
                        .glyph_hor_advance(rustybuzz::ttf_parser::GlyphId(old))
                        .map_or(0.0, |a| f32::from(a) * scale)
                })
                .collect();
            let mut cid_font = pdf.cid_font(cid);
            cid_font
                .subtype(match face.outlines {
                    Outlines::TrueType => CidFontType::Type2,
                    Outlines::Cff => CidFontType::Type0,
                })
                .base_font(Name(base_font.as_bytes()))
                .system_info(system_info)
                .font_descriptor(descriptor)
                .default_width(0.0);
            cid_font.widths().consecutive(0, widths);
            if face.outlines == Outlines::TrueType {
                cid_font.cid_to_gid_map_predefined(Name(b"Identity"));
            }
            cid_font.finish();

            let bbox = face.shaper.global_bounding_box();
            let mut flags = FontFlags::SYMBOLIC;
            if face.italic {
                flags |= FontFlags::ITALIC;
            }
            let mut descriptor_writer = pdf.font_descriptor(descriptor);
            descriptor_writer
                .name(Name(base_font.as_bytes()))
                .flags(flags)
                .bbox(Rect::new(
                    f32::from(bbox.x_min) * scale,
                    f32::from(bbox.y_min) * scale,
                    f32::from(bbox.x_max) * scale,
                    f32::from(bbox.y_max) * scale,
                ))
                .italic_angle(face.shaper.italic_angle())
                .ascent(face.ascender * scale)
                .descent(face.descender * scale)
                .cap_height(face.cap_height * scale)
                .stem_v(if face.bold { 120.0 } else { 80.0 });
            let (file_bytes, is_cff) = match face.outlines {
                Outlines::TrueType => (subset, false),
                Outlines::Cff => (cff_table(&subset).unwrap_or(subset), true),
            };
            if is_cff {
                descriptor_writer.font_file3(file);
            } else {
                descriptor_writer.font_file2(file);
            }
            descriptor_writer.finish();
            let packed = super::deflate(&file_bytes);
            let mut stream = pdf.stream(file, &packed);
            stream.filter(pdf_writer::Filter::FlateDecode);
            if is_cff {
                stream.pair(Name(b"Subtype"), Name(b"CIDFontType0C"));
            } else {
                stream.pair(Name(b"Length1"), file_bytes.len() as i32);
            }
            stream.finish();

            let mut to_unicode = UnicodeCmap::new(Name(b"Custom"), system_info);
            for (id, text) in &used.unicode {
                if !text.is_empty() {
                    to_unicode.pair_with_multiple(*id, text.chars());
                }
            }
            let cmap_bytes = super::deflate(&to_unicode.finish());
            pdf.cmap(cmap, &cmap_bytes)
                .name(Name(b"Custom"))
                .system_info(system_info)
                .filter(pdf_writer::Filter::FlateDecode);
        }
        Ok(())
    }
}

/// Direction marks the text layer writes around a cluster: a left-to-right mark before it, a
/// right-to-left mark after it.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
struct Marks {
    before: bool,
    after: bool,
}

impl Marks {
    fn any(self) -> bool {
        self.before || self.after
    }

    fn around(self, text: &str) -> String {
        let mut out = String::with_capacity(text.len() + 6);
        if self.before {
            out.push('\u{200E}');
        }
        out.push_str(text);
        if self.after {
            out.push('\u{200F}');
        }
        out
    }
}

/// What a reader's bidi ordering makes of a cluster's characters.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Class {
    Rtl,
    /// Left-to-right letters and digits (of any script: a reader keeps numbers left to right).
    Ltr,
    Neutral,
}

fn class(text: &str) -> Option<Class> {
    if text.is_empty() {
        None
    } else if text.chars().any(is_rtl_letter) {
        Some(Class::Rtl)
    } else if text.chars().any(char::is_alphanumeric) {
        Some(Class::Ltr)
    } else {
        Some(Class::Neutral)
    }
}

/// Marks that keep every space where it was typed when a reader puts a line back in logical
/// order. poppler (and the ATS parsers like it) joins a line's words left to right and then
/// reorders it with a simplified bidi algorithm that gives spaces and punctuation standing
/// between right-to-left text (on their left) and a left-to-right word or number (on their
/// right) to the left-to-right word: "SAP حققت" came back as "SAPحققت" and "فريق Amazon في" as
/// "فريق  Amazonفي". A left-to-right mark before such a stretch and a right-to-left mark after
/// it (both invisible, both ignored by readers that show text) make each side end where the
/// page shows it, whichever direction the reader takes the page to run in. One list of marks
/// per run, one per cluster, in the order `clusters` gives them.
fn bidi_marks(line: &Line) -> Vec<Vec<Marks>> {
    let per_run: Vec<Vec<Cluster>> = line.runs.iter().map(|r| clusters(r, line)).collect();
    let mut marks: Vec<Vec<Marks>> = per_run
        .iter()
        .map(|c| vec![Marks::default(); c.len()])
        .collect();
    // Every cluster with text, left to right: (run, cluster, class).
    let seen: Vec<(usize, usize, Class)> = per_run
        .iter()
        .enumerate()
        .flat_map(|(r, cs)| {
            cs.iter()
                .enumerate()
                .filter_map(move |(c, cluster)| class(&cluster.text).map(|k| (r, c, k)))
        })
        .collect();
    let mut i = 0;
    while i < seen.len() {
        if seen[i].2 != Class::Neutral {
            i += 1;
            continue;
        }
        let start = i;
        while i < seen.len() && seen[i].2 == Class::Neutral {
            i += 1;
        }
        let left = start.checked_sub(1).map(|j| seen[j].2);
        let right = seen.get(i).map(|s| s.2);
        if left == Some(Class::Rtl) && right == Some(Class::Ltr) {
            let (r, c, _) = seen[start];
            marks[r][c].before = true;
            let (r, c, _) = seen[i - 1];
            marks[r][c].after = true;
        }
    }
    marks
}

/// The characters of a run, in the order it draws them.
fn run_text(run: &GlyphRun, line: &Line) -> String {
    clusters(run, line).into_iter().map(|c| c.text).collect()
}

/// What a stretch of runs without a right-to-left letter, in a right-to-left line, says in the
/// text layer, when that differs from what its glyphs say in drawing order. Its characters as
/// typed ("2015 – 2020", which the page shows "2020 – 2015"), except that a space or
/// punctuation typed after its last letter or digit (drawn on its left, before the right-to-left
/// text that follows) goes first, between the marks `bidi_marks` explains: a reader that
/// reorders a line like poppler would otherwise put it before the stretch ("SAP حققت" read back
/// "SAPحققت").
fn group_text(runs: &[GlyphRun], line: &Line) -> Option<String> {
    let clusters = || runs.iter().flat_map(|r| &r.glyphs).map(|g| &g.cluster);
    let start = clusters().map(|c| c.start).min()?;
    let end = clusters().map(|c| c.end).max()?;
    let logical = visible_text(line.text.get(start..end)?);
    let drawn: String = runs.iter().map(|r| run_text(r, line)).collect();
    if drawn.chars().count() != logical.chars().count() {
        return None;
    }
    let neutral = |c: char| !c.is_alphanumeric();
    let core = logical.trim_matches(neutral);
    let said = if core.is_empty() {
        logical.clone()
    } else {
        let lead = &logical[..logical.len() - logical.trim_start_matches(neutral).len()];
        let trail = &logical[logical.trim_end_matches(neutral).len()..];
        let trail = if trail.is_empty() {
            String::new()
        } else {
            Marks {
                before: true,
                after: true,
            }
            .around(trail)
        };
        format!("{trail}{core}{lead}")
    };
    (said != drawn).then_some(said)
}

/// A letter of a right-to-left script (its digits run left to right, like all digits).
fn is_rtl_letter(c: char) -> bool {
    c.is_alphabetic()
        && matches!(c, '\u{0590}'..='\u{08FF}' | '\u{FB1D}'..='\u{FDFF}' | '\u{FE70}'..='\u{FEFE}')
}

/// Glyphs waiting to be shown from one pen position.
#[derive(Default)]
struct Batch {
    x: f32,
    /// Glyph id bytes, then the adjustment (thousandths of an em) after them.
    items: Vec<(Vec<u8>, f32)>,
}

impl Batch {
    fn push(&mut self, pen: f32, id: u16, adjust: f32) {
        if self.items.is_empty() {
            self.x = pen;
        }
        match self.items.last_mut() {
            Some((bytes, after)) if *after == 0.0 => bytes.extend_from_slice(&id.to_be_bytes()),
            _ => self.items.push((id.to_be_bytes().to_vec(), 0.0)),
        }
        if adjust.abs() >= 0.01 {
            if let Some(last) = self.items.last_mut() {
                last.1 = adjust;
            }
        }
    }

    fn flush(&mut self, content: &mut Content, y: f32) {
        if self.items.is_empty() {
            return;
        }
        content.set_text_matrix([1.0, 0.0, 0.0, 1.0, self.x, y]);
        let mut shown = content.show_positioned();
        let mut items = shown.items();
        for (bytes, adjust) in self.items.drain(..) {
            items.show(Str(&bytes));
            if adjust != 0.0 {
                items.adjust(adjust);
            }
        }
    }
}

/// The CFF table of a subset OpenType font (PDF embeds bare CFF for CID-keyed CFF fonts).
fn cff_table(font: &[u8]) -> Option<Vec<u8>> {
    let face = rustybuzz::ttf_parser::RawFace::parse(font, 0).ok()?;
    face.table(rustybuzz::ttf_parser::Tag::from_bytes(b"CFF "))
        .map(<[u8]>::to_vec)
}

/// A six-letter subset tag derived from the subset's bytes, as PDF readers expect.
fn subset_tag(bytes: &[u8]) -> String {
    let hash = bytes.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
        (h ^ u64::from(*b)).wrapping_mul(0x100_0000_01b3)
    });
    (0..6)
        .map(|i| char::from(b'A' + ((hash >> (i * 5)) % 26) as u8))
        .collect()
}
