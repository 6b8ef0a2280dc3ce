//! What a template describes (blocks of styled runs, rules, chips, columns) and how it becomes
//! genpdf elements. Templates never touch genpdf directly: the text is first collected per face
//! so that each face can be subset, then encoded for genpdf (see `fonts`).

use std::collections::{BTreeMap, BTreeSet};

use genpdf::elements::{LinearLayout, PaddedElement};
use genpdf::error::Error;
use genpdf::render::Area;
use genpdf::style::{Color, Style};
use genpdf::{Alignment, Context, Element, Margins, Mm, Position, RenderResult, Size};

use crate::fonts::{Face, Subset};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rgb(pub u8, pub u8, pub u8);

impl Rgb {
    pub fn color(self) -> Color {
        Color::Rgb(self.0, self.1, self.2)
    }

    /// PDF operand form, 0..1 per channel.
    pub fn pdf(self) -> String {
        format!(
            "{:.3} {:.3} {:.3}",
            f64::from(self.0) / 255.0,
            f64::from(self.1) / 255.0,
            f64::from(self.2) / 255.0
        )
    }
}

#[derive(Debug, Clone)]
pub struct Run {
    pub face: Face,
    pub size: u8,
    pub color: Rgb,
    pub text: String,
}

impl Run {
    pub fn new(face: Face, size: u8, color: Rgb, text: impl Into<String>) -> Run {
        Run {
            face,
            size,
            color,
            text: text.into(),
        }
    }
}

#[derive(Debug, Clone)]
pub enum Block {
    /// A wrapped paragraph.
    Para {
        runs: Vec<Run>,
        align: Alignment,
        indent: f64,
        spacing: f64,
    },
    /// Vertical space, in millimetres.
    Gap(f64),
    /// A horizontal rule `height` tall with the line at its middle.
    Rule { color: Rgb, height: f64 },
    /// Starts a new page unless this much room (mm) is left: keeps a heading with what follows.
    KeepSpace(f64),
    /// Words on tinted pills, wrapped.
    Chips {
        items: Vec<String>,
        face: Face,
        size: u8,
        text: Rgb,
        fill: Rgb,
    },
    /// A marker in the margin and a paragraph beside it.
    Bullet {
        marker: Run,
        indent: f64,
        body: Vec<Run>,
    },
    /// Side-by-side columns that flow onto further pages together.
    Columns {
        weights: Vec<usize>,
        columns: Vec<Vec<Block>>,
    },
    /// Padding around blocks.
    Padded {
        margins: [f64; 4],
        blocks: Vec<Block>,
    },
}

impl Block {
    pub fn para(runs: Vec<Run>) -> Block {
        Block::Para {
            runs,
            align: Alignment::Left,
            indent: 0.0,
            spacing: 1.0,
        }
    }

    pub fn text(face: Face, size: u8, color: Rgb, text: impl Into<String>) -> Block {
        Block::para(vec![Run::new(face, size, color, text)])
    }

    pub fn spaced(self, spacing: f64) -> Block {
        match self {
            Block::Para {
                runs,
                align,
                indent,
                ..
            } => Block::Para {
                runs,
                align,
                indent,
                spacing,
            },
            other => other,
        }
    }

    pub fn aligned(self, align: Alignment) -> Block {
        match self {
            Block::Para {
                runs,
                indent,
                spacing,
                ..
            } => Block::Para {
                runs,
                align,
                indent,
                spacing,
            },
            other => other,
        }
    }

    /// Every character each face has to draw.
    pub fn collect(blocks: &[Block], out: &mut BTreeMap<Face, BTreeSet<char>>) {
        fn add(out: &mut BTreeMap<Face, BTreeSet<char>>, face: Face, s: &str) {
            out.entry(face).or_default().extend(s.chars());
        }
        for b in blocks {
            match b {
                Block::Para { runs, .. } => runs.iter().for_each(|r| add(out, r.face, &r.text)),
                Block::Chips { items, face, .. } => items.iter().for_each(|i| add(out, *face, i)),
                Block::Bullet { marker, body, .. } => {
                    add(out, marker.face, &marker.text);
                    body.iter().for_each(|r| add(out, r.face, &r.text));
                }
                Block::Columns { columns, .. } => {
                    columns.iter().for_each(|c| Block::collect(c, out))
                }
                Block::Padded { blocks, .. } => Block::collect(blocks, out),
                Block::Gap(_) | Block::Rule { .. } | Block::KeepSpace(_) => {}
            }
        }
    }
}

/// Turns text into what genpdf prints: one subset per face, the styles that select them.
pub struct Fonts {
    pub subsets: BTreeMap<Face, Subset>,
    pub sans: genpdf::fonts::FontFamily<genpdf::fonts::Font>,
    pub serif: genpdf::fonts::FontFamily<genpdf::fonts::Font>,
}

impl Fonts {
    pub fn style(&self, face: Face, size: u8, color: Rgb) -> Style {
        let family = if face.is_serif() {
            self.serif
        } else {
            self.sans
        };
        let mut style = Style::new()
            .with_font_family(family)
            .with_font_size(size)
            .with_color(color.color());
        if face.is_bold() {
            style.set_bold();
        }
        if face.is_italic() {
            style.set_italic();
        }
        style
    }

    pub fn encode(&self, face: Face, s: &str) -> String {
        match self.subsets.get(&face) {
            Some(sub) => sub.encode(s),
            None => s.to_owned(),
        }
    }

    fn paragraph(&self, runs: &[Run], align: Alignment, spacing: f64) -> impl Element {
        // Lines are spaced by the largest run, as a typesetter would.
        let base = runs
            .iter()
            .max_by_key(|r| r.size)
            .map(|r| self.style(r.face, r.size, r.color))
            .unwrap_or_default()
            .with_line_spacing(spacing);
        Para {
            runs: runs
                .iter()
                .map(|r| {
                    (
                        self.encode(r.face, &r.text),
                        self.style(r.face, r.size, r.color),
                    )
                })
                .collect(),
            align,
            base,
            lines: None,
            next: 0,
        }
    }

    pub fn build(&self, blocks: &[Block]) -> LinearLayout {
        let mut layout = LinearLayout::vertical();
        for b in blocks {
            match b {
                Block::Para {
                    runs,
                    align,
                    indent,
                    spacing,
                } => {
                    let p = self.paragraph(runs, *align, *spacing);
                    if *indent > 0.0 {
                        layout.push(PaddedElement::new(p, Margins::trbl(0, 0, 0, *indent)));
                    } else {
                        layout.push(p);
                    }
                }
                Block::Gap(mm) => layout.push(Gap(*mm)),
                Block::Rule { color, height } => layout.push(Rule {
                    color: *color,
                    height: *height,
                }),
                Block::KeepSpace(mm) => layout.push(KeepSpace {
                    needed: *mm,
                    done: false,
                }),
                Block::Chips {
                    items,
                    face,
                    size,
                    text,
                    fill,
                } => layout.push(Chips {
                    items: items.iter().map(|i| self.encode(*face, i)).collect(),
                    style: self.style(*face, *size, *text),
                    fill: *fill,
                    next: 0,
                }),
                Block::Bullet {
                    marker,
                    indent,
                    body,
                } => layout.push(Bullet {
                    marker: Some(Box::new(self.paragraph(
                        std::slice::from_ref(marker),
                        Alignment::Left,
                        1.0,
                    ))),
                    indent: *indent,
                    body: Box::new(self.paragraph(body, Alignment::Left, 1.15)),
                }),
                Block::Columns { weights, columns } => layout.push(Columns {
                    weights: weights.clone(),
                    columns: columns.iter().map(|c| (self.build(c), false)).collect(),
                }),
                Block::Padded { margins, blocks } => layout.push(PaddedElement::new(
                    self.build(blocks),
                    Margins::trbl(margins[0], margins[1], margins[2], margins[3]),
                )),
            }
        }
        layout
    }
}

fn mm(v: f64) -> Mm {
    Mm::from(printpdf::Mm(v))
}

trait IntoF64 {
    fn into_f64(self) -> f64;
}

impl IntoF64 for Mm {
    fn into_f64(self) -> f64 {
        printpdf::Mm::from(self).0
    }
}

/// A wrapped paragraph of styled runs. genpdf's own `Paragraph` silently drops a word wider
/// than the line (a long e-mail address or URL in a narrow column); this one breaks such a word
/// across lines instead, so no text is ever lost.
struct Para {
    runs: Vec<(String, Style)>,
    align: Alignment,
    base: Style,
    /// Wrapped on first render, when the width is known.
    lines: Option<Vec<Vec<(String, Style)>>>,
    next: usize,
}

fn wrap(ctx: &Context, runs: &[(String, Style)], width: f64) -> Vec<Vec<(String, Style)>> {
    let fc = &ctx.font_cache;
    let w = |s: &str, style: &Style| style.str_width(fc, s).into_f64();
    let mut lines: Vec<Vec<(String, Style)>> = Vec::new();
    let mut line: Vec<(String, Style)> = Vec::new();
    let mut x = 0.0;
    for (text, style) in runs {
        for word in text.split_inclusive(' ') {
            let visible = w(word.trim_end_matches(' '), style);
            if x > 0.0 && x + visible > width {
                lines.push(std::mem::take(&mut line));
                x = 0.0;
            }
            if visible > width {
                // Too wide for any line: break it between characters.
                let mut piece = String::new();
                for c in word.chars() {
                    let mut next = piece.clone();
                    next.push(c);
                    if !piece.is_empty() && w(next.trim_end_matches(' '), style) > width {
                        lines.push(vec![(std::mem::take(&mut piece), *style)]);
                        next = c.to_string();
                    }
                    piece = next;
                }
                x = w(&piece, style);
                line.push((piece, *style));
                continue;
            }
            x += w(word, style);
            match line.last_mut() {
                Some((last, last_style)) if last_style == style => last.push_str(word),
                _ => line.push((word.to_owned(), *style)),
            }
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    // Trailing spaces would shift centred and right-aligned lines.
    for l in &mut lines {
        if let Some((last, _)) = l.last_mut() {
            let trimmed = last.trim_end_matches(' ').len();
            last.truncate(trimmed);
        }
    }
    lines
}

impl Element for Para {
    fn render(&mut self, ctx: &Context, area: Area<'_>, _: Style) -> Result<RenderResult, Error> {
        let fc = &ctx.font_cache;
        let width = area.size().width.into_f64();
        let lines = self
            .lines
            .get_or_insert_with(|| wrap(ctx, &self.runs, width));
        let height = self.base.line_height(fc).into_f64();
        let mut y = 0.0;
        let mut result = RenderResult::default();
        while self.next < lines.len() {
            let line = &lines[self.next];
            let line_width: f64 = line
                .iter()
                .map(|(s, st)| st.str_width(fc, s).into_f64())
                .sum();
            let x = match self.align {
                Alignment::Left => 0.0,
                Alignment::Center => ((width - line_width) / 2.0).max(0.0),
                Alignment::Right => (width - line_width).max(0.0),
            };
            match area.text_section(fc, Position::new(mm(x), mm(y)), self.base) {
                Some(mut section) => {
                    for (s, st) in line {
                        section.print_str(s, *st)?;
                    }
                }
                None => {
                    result.has_more = true;
                    break;
                }
            }
            y += height;
            self.next += 1;
        }
        result.size = Size::new(area.size().width, mm(y));
        Ok(result)
    }
}

/// Vertical space.
struct Gap(f64);

impl Element for Gap {
    fn render(&mut self, _: &Context, area: Area<'_>, _: Style) -> Result<RenderResult, Error> {
        let h = mm(self.0.min(area.size().height.into_f64()));
        Ok(RenderResult {
            size: Size::new(0, h),
            has_more: false,
        })
    }
}

/// A horizontal rule across the area.
struct Rule {
    color: Rgb,
    height: f64,
}

impl Element for Rule {
    fn render(&mut self, _: &Context, area: Area<'_>, _: Style) -> Result<RenderResult, Error> {
        let y = mm(self.height / 2.0);
        let w = area.size().width;
        area.draw_line(
            vec![Position::new(0, y), Position::new(w, y)],
            Style::new().with_color(self.color.color()),
        );
        Ok(RenderResult {
            size: Size::new(w, mm(self.height.min(area.size().height.into_f64()))),
            has_more: false,
        })
    }
}

/// A conditional page break.
struct KeepSpace {
    needed: f64,
    done: bool,
}

impl Element for KeepSpace {
    fn render(&mut self, _: &Context, area: Area<'_>, _: Style) -> Result<RenderResult, Error> {
        if !self.done && area.size().height < mm(self.needed) {
            self.done = true;
            // Not (0,0): that would abort genpdf's loop if we were first on a page.
            return Ok(RenderResult {
                size: Size::new(1, 0),
                has_more: true,
            });
        }
        self.done = true;
        Ok(RenderResult::default())
    }
}

/// Fills a rounded rectangle with horizontal strokes (genpdf draws lines, not fills; the line
/// width is set thin for the whole page by the post-processor).
fn fill_pill(area: &Area<'_>, x: f64, y: f64, w: f64, h: f64, color: Rgb) {
    let step = 0.14;
    let r = (h / 2.0).min(1.3);
    let style = Style::new().with_color(color.color());
    let mut t = step / 2.0;
    while t < h {
        let d = (t.min(h - t) - r).abs();
        let inset = r - (r * r - d * d).max(0.0).sqrt();
        area.draw_line(
            vec![
                Position::new(mm(x + inset), mm(y + t)),
                Position::new(mm(x + w - inset), mm(y + t)),
            ],
            style,
        );
        t += step;
    }
}

/// Skills as chips: wrapped rows of pills with the word on each.
struct Chips {
    items: Vec<String>,
    style: Style,
    fill: Rgb,
    next: usize,
}

impl Element for Chips {
    fn render(&mut self, ctx: &Context, area: Area<'_>, _: Style) -> Result<RenderResult, Error> {
        let fc = &ctx.font_cache;
        let glyph = self
            .style
            .font(fc)
            .glyph_height(self.style.font_size())
            .into_f64();
        // pdftotext (and ATS parsers like it) split words more than ~0.9 em apart into separate
        // blocks; keeping neighbouring chip texts closer than that keeps the list in order.
        let em = f64::from(self.style.font_size()) * crate::fonts::MM_PER_PT;
        let (pad_x, pad_y, gap) = (0.36 * em, 1.1, 0.16 * em);
        let h = glyph + 2.0 * pad_y;
        let width = area.size().width.into_f64();
        if self.next == 0 {
            // A skill too long for one chip continues on the next, never past the margin.
            let room = width - 2.0 * pad_x;
            let style = self.style;
            let fits = |t: &str| style.str_width(fc, t).into_f64() <= room;
            let mut items = Vec::with_capacity(self.items.len());
            for item in std::mem::take(&mut self.items) {
                if fits(&item) {
                    items.push(item);
                    continue;
                }
                let mut piece = String::new();
                for c in item.chars() {
                    piece.push(c);
                    if !fits(&piece) && piece.chars().count() > 1 {
                        piece.pop();
                        items.push(std::mem::take(&mut piece));
                        piece.push(c);
                    }
                }
                if !piece.is_empty() {
                    items.push(piece);
                }
            }
            self.items = items;
        }
        let (mut x, mut y) = (0.0, 0.0);
        let mut result = RenderResult {
            size: Size::new(area.size().width, 0),
            has_more: false,
        };
        while self.next < self.items.len() {
            let item = &self.items[self.next];
            let w = (self.style.str_width(fc, item).into_f64() + 2.0 * pad_x).min(width);
            if x > 0.0 && x + w > width {
                x = 0.0;
                y += h + gap;
            }
            if y + h > area.size().height.into_f64() {
                result.has_more = true;
                break;
            }
            fill_pill(&area, x, y, w, h, self.fill);
            // genpdf puts the baseline a full glyph height (ascent + descent) below the top;
            // lift the text by the descent so it sits centred on the pill.
            let lift = 0.2 * em;
            area.print_str(
                fc,
                Position::new(mm(x + pad_x), mm(y + pad_y - lift)),
                self.style,
                item,
            )?;
            x += w + gap;
            result.size.height = mm(y + h + gap);
            self.next += 1;
        }
        Ok(result)
    }
}

/// A marker beside a paragraph.
struct Bullet {
    marker: Option<Box<dyn Element>>,
    indent: f64,
    body: Box<dyn Element>,
}

impl Element for Bullet {
    fn render(
        &mut self,
        ctx: &Context,
        area: Area<'_>,
        style: Style,
    ) -> Result<RenderResult, Error> {
        let mut body_area = area.clone();
        body_area.add_margins(Margins::trbl(0, 0, 0, self.indent));
        let body = self.body.render(ctx, body_area, style)?;
        if body.size.height > mm(0.0) {
            if let Some(mut marker) = self.marker.take() {
                let mut marker_area = area.clone();
                marker_area.set_width(mm(self.indent));
                marker.render(ctx, marker_area, style)?;
            }
        }
        Ok(RenderResult {
            size: Size::new(area.size().width, body.size.height),
            has_more: body.has_more,
        })
    }
}

/// Columns that continue together on the next page.
struct Columns {
    weights: Vec<usize>,
    columns: Vec<(LinearLayout, bool)>,
}

impl Element for Columns {
    fn render(
        &mut self,
        ctx: &Context,
        area: Area<'_>,
        style: Style,
    ) -> Result<RenderResult, Error> {
        let areas = area.split_horizontally(&self.weights);
        let mut height = mm(0.0);
        let mut has_more = false;
        for ((column, done), a) in self.columns.iter_mut().zip(areas) {
            if *done {
                continue;
            }
            let r = column.render(ctx, a, style)?;
            height = height.max(r.size.height);
            *done = !r.has_more;
            has_more |= r.has_more;
        }
        if has_more && height == mm(0.0) {
            height = mm(0.0001);
        }
        Ok(RenderResult {
            size: Size::new(area.size().width, height),
            has_more,
        })
    }
}
