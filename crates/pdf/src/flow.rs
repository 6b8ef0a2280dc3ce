//! The page flow: blocks laid out top to bottom in a frame, continuing on the next page where
//! they run out of room, columns continuing together. Each element keeps how far it got, so
//! a paragraph, a list of chips or a pair of columns splits across pages where it must.
//!
//! The layout mirrors in a right-to-left document: columns and padding swap sides, bullets
//! hang on the right, and "start" alignment is the right edge.
//!
//! (This was genpdf's job. genpdf prints characters, not glyphs, so it cannot print shaped
//! text — Arabic joining forms and Indic conjuncts have no character of their own — and with
//! the text gone from it, it would only have counted pages; docs/pdf.md says more.)

use crate::design::Fonts;
use crate::draw::{Op, Page};
use crate::layout::{Block, Rgb, Run};
use crate::rules::{CHIP_GAP, CHIP_PAD_X, CHIP_PAD_Y, CHIP_RADIUS};
use crate::typeset::{self, Align, Direction, Setting, Shaped, Span};

pub const MM_PER_PT: f32 = 25.4 / 72.0;

/// Where an element may draw, in millimetres from the page's top-left corner.
#[derive(Debug, Clone, Copy)]
pub struct Frame {
    pub x: f32,
    pub y: f32,
    pub w: f32,
    pub h: f32,
}

impl Frame {
    fn below(self, dy: f32) -> Frame {
        Frame {
            y: self.y + dy,
            h: (self.h - dy).max(0.0),
            ..self
        }
    }
}

/// What every element knows about the document.
#[derive(Debug, Clone, Copy)]
pub struct Ctx<'a> {
    pub direction: Direction,
    pub language: &'a str,
    pub fonts: Fonts,
    /// Stroke width of rules, points.
    pub rule_width: f32,
    /// The frame is at the top of a page (or column) with nothing drawn yet: an element must
    /// draw something now, however little fits, or no page would ever take it.
    pub fresh: bool,
}

impl Ctx<'_> {
    fn setting(&self) -> Setting<'_> {
        Setting {
            direction: self.direction,
            language: self.language,
        }
    }

    fn with_fresh(&self, fresh: bool) -> Self {
        Ctx { fresh, ..*self }
    }

    fn spans(&self, runs: &[Run]) -> Vec<Span> {
        runs.iter()
            .map(|r| Span {
                text: r.text.clone(),
                style: self.fonts.text_style(r.face, r.size, r.color),
            })
            .collect()
    }
}

/// How much an element used of its frame, and whether it has more for the next page.
#[derive(Debug, Clone, Copy, Default)]
pub struct Rendered {
    pub height: f32,
    pub more: bool,
}

pub trait Element {
    fn render(&mut self, ctx: &Ctx<'_>, frame: Frame, page: &mut Page) -> Rendered;
}

/// Lays `root` out on pages; `frame(i)` is the frame of page `i` (margins differ on page 1).
/// Stops after `max_pages` however much is left, so no input can make it run on.
pub fn paginate(
    root: &mut dyn Element,
    ctx: Ctx<'_>,
    frame: impl Fn(usize) -> Frame,
    max_pages: usize,
) -> Vec<Page> {
    let mut pages = Vec::new();
    loop {
        let mut page = Page::default();
        let done = !root
            .render(&ctx.with_fresh(true), frame(pages.len()), &mut page)
            .more;
        pages.push(page);
        if done || pages.len() >= max_pages {
            return pages;
        }
    }
}

/// The elements of `blocks`, top to bottom.
pub fn build(blocks: &[Block]) -> Stack {
    Stack {
        children: blocks.iter().map(element).collect(),
        next: 0,
    }
}

fn element(block: &Block) -> Box<dyn Element> {
    match block {
        Block::Para {
            runs,
            align,
            spacing,
        } => Box::new(Para::new(runs.clone(), *align, *spacing)),
        Block::Gap(mm) => Box::new(Gap(*mm)),
        Block::Rule {
            color,
            height,
            width,
        } => Box::new(Rule {
            color: *color,
            height: *height,
            width: *width,
        }),
        Block::KeepSpace(mm) => Box::new(KeepSpace {
            needed: *mm,
            done: false,
        }),
        Block::Chips { items, fill } => Box::new(Chips {
            items: items.clone(),
            fill: *fill,
            pieces: None,
            next: 0,
        }),
        Block::Bullet {
            marker,
            indent,
            body,
            spacing,
        } => Box::new(Bullet {
            marker: Some(marker.clone()),
            indent: *indent,
            body: Para::new(body.clone(), Align::Start, *spacing),
        }),
        Block::Columns {
            weights,
            columns,
            divider,
        } => Box::new(Columns {
            weights: weights.iter().map(|w| *w as f32).collect(),
            columns: columns.iter().map(|c| (build(c), false)).collect(),
            divider: *divider,
        }),
        Block::Padded { margins, blocks } => Box::new(Padded {
            margins: *margins,
            child: Box::new(build(blocks)),
        }),
    }
}

/// Elements one below the other (genpdf's `LinearLayout`).
pub struct Stack {
    children: Vec<Box<dyn Element>>,
    next: usize,
}

impl Element for Stack {
    fn render(&mut self, ctx: &Ctx<'_>, frame: Frame, page: &mut Page) -> Rendered {
        let mut used = 0.0;
        while self.next < self.children.len() && frame.h - used > 0.0 {
            let ctx = ctx.with_fresh(ctx.fresh && used == 0.0);
            let r = self.children[self.next].render(&ctx, frame.below(used), page);
            used += r.height;
            if r.more {
                return Rendered {
                    height: used,
                    more: true,
                };
            }
            self.next += 1;
        }
        Rendered {
            height: used,
            more: self.next < self.children.len(),
        }
    }
}

/// A paragraph, shaped once its width is known, its lines placed while they fit.
struct Para {
    runs: Vec<Run>,
    align: Align,
    spacing: f32,
    laid: Option<(Shaped, Vec<typeset::Line>)>,
    next: usize,
}

impl Para {
    fn new(runs: Vec<Run>, align: Align, spacing: f32) -> Para {
        Para {
            runs,
            align,
            spacing,
            laid: None,
            next: 0,
        }
    }
}

impl Element for Para {
    fn render(&mut self, ctx: &Ctx<'_>, frame: Frame, page: &mut Page) -> Rendered {
        let (shaped, lines) = self.laid.get_or_insert_with(|| {
            let shaped = typeset::shape(&ctx.spans(&self.runs), ctx.setting());
            let lines = shaped.lines(frame.w / MM_PER_PT);
            (shaped, lines)
        });
        let mut y = 0.0;
        let mut more = false;
        let first = self.next;
        while let Some(line) = lines.get(self.next) {
            let (glyph_height, advance) = shaped.line_box(line, self.spacing);
            let forced = ctx.fresh && self.next == first;
            if y + glyph_height * MM_PER_PT > frame.h && !forced {
                more = true;
                break;
            }
            let slack = (frame.w - line.width * MM_PER_PT).max(0.0);
            let x = frame.x
                + match (self.align, ctx.direction.is_rtl()) {
                    (Align::Start, false) | (Align::End, true) => 0.0,
                    (Align::Start, true) | (Align::End, false) => slack,
                    (Align::Center, _) => slack / 2.0,
                };
            page.ops.push(Op::Text {
                x,
                baseline: frame.y + y + glyph_height * MM_PER_PT,
                line: line.clone(),
            });
            y += advance * MM_PER_PT;
            self.next += 1;
        }
        Rendered { height: y, more }
    }
}

/// Vertical space.
struct Gap(f32);

impl Element for Gap {
    fn render(&mut self, _: &Ctx<'_>, frame: Frame, _: &mut Page) -> Rendered {
        Rendered {
            height: self.0.min(frame.h),
            more: false,
        }
    }
}

/// A horizontal rule across the frame, in the middle of its `height`, `width` points thick.
struct Rule {
    color: Rgb,
    height: f32,
    width: f32,
}

impl Element for Rule {
    fn render(&mut self, _: &Ctx<'_>, frame: Frame, page: &mut Page) -> Rendered {
        let y = frame.y + self.height / 2.0;
        page.ops.push(Op::Stroke {
            from: (frame.x, y),
            to: (frame.x + frame.w, y),
            width: self.width,
            color: self.color,
        });
        Rendered {
            height: self.height.min(frame.h),
            more: false,
        }
    }
}

/// A conditional page break: keeps a heading with what follows it.
struct KeepSpace {
    needed: f32,
    done: bool,
}

impl Element for KeepSpace {
    fn render(&mut self, ctx: &Ctx<'_>, frame: Frame, _: &mut Page) -> Rendered {
        let more = !self.done && !ctx.fresh && frame.h < self.needed;
        self.done = true;
        Rendered { height: 0.0, more }
    }
}

/// Skills as chips: wrapped rows of pills with a word on each.
struct Chips {
    items: Vec<Run>,
    fill: Rgb,
    /// Each chip's text and lines, once the width is known (a skill too long for one chip
    /// continues on the next).
    pieces: Option<Vec<typeset::Line>>,
    next: usize,
}

impl Element for Chips {
    fn render(&mut self, ctx: &Ctx<'_>, frame: Frame, page: &mut Page) -> Rendered {
        let Some(first) = self.items.first() else {
            return Rendered::default();
        };
        let style = ctx.fonts.text_style(first.face, first.size, first.color);
        let em = style.size * MM_PER_PT;
        let (pad_x, pad_y, gap) = (CHIP_PAD_X * em, CHIP_PAD_Y, CHIP_GAP * em);
        let pieces = self.pieces.get_or_insert_with(|| {
            let room = (frame.w - 2.0 * pad_x) / MM_PER_PT;
            self.items
                .iter()
                .flat_map(|item| {
                    typeset::shape(&ctx.spans(std::slice::from_ref(item)), ctx.setting())
                        .lines(room)
                })
                .collect()
        });
        // One height and baseline for every chip, whatever font each word needed.
        let ascent = pieces.iter().map(|l| l.ascent).fold(0.0, f32::max) * MM_PER_PT;
        let descent = pieces.iter().map(|l| l.descent).fold(0.0, f32::max) * MM_PER_PT;
        let h = ascent + descent + 2.0 * pad_y;
        let (mut x, mut y) = (0.0f32, 0.0f32);
        let mut height = 0.0;
        let mut more = false;
        let first_chip = self.next;
        while let Some(line) = pieces.get(self.next) {
            let w = (line.width * MM_PER_PT + 2.0 * pad_x).min(frame.w);
            if x > 0.0 && x + w > frame.w {
                x = 0.0;
                y += h + gap;
            }
            let forced = ctx.fresh && self.next == first_chip;
            if y + h > frame.h && !forced {
                more = true;
                break;
            }
            let left = if ctx.direction.is_rtl() {
                frame.x + frame.w - x - w
            } else {
                frame.x + x
            };
            page.ops.push(Op::Fill {
                x: left,
                y: frame.y + y,
                w,
                h,
                radius: (h / 2.0).min(CHIP_RADIUS),
                color: self.fill,
            });
            page.ops.push(Op::Text {
                x: left + pad_x,
                baseline: frame.y + y + pad_y + ascent,
                line: line.clone(),
            });
            x += w + gap;
            height = y + h + gap;
            self.next += 1;
        }
        Rendered { height, more }
    }
}

/// A marker beside a paragraph, on the side the text starts from, on its first line's
/// baseline (the marker's font may differ from the text's: a bullet beside Arabic text).
struct Bullet {
    marker: Option<Run>,
    indent: f32,
    body: Para,
}

impl Element for Bullet {
    fn render(&mut self, ctx: &Ctx<'_>, frame: Frame, page: &mut Page) -> Rendered {
        let rtl = ctx.direction.is_rtl();
        let body_frame = Frame {
            x: if rtl { frame.x } else { frame.x + self.indent },
            w: (frame.w - self.indent).max(1.0),
            ..frame
        };
        let first_op = page.ops.len();
        let body = self.body.render(ctx, body_frame, page);
        let first_baseline = page.ops[first_op..].iter().find_map(|op| match op {
            Op::Text { baseline, .. } => Some(*baseline),
            _ => None,
        });
        if let (Some(baseline), Some(marker)) = (first_baseline, self.marker.take()) {
            let shaped = typeset::shape(&ctx.spans(std::slice::from_ref(&marker)), ctx.setting());
            if let Some(line) = shaped.lines(self.indent / MM_PER_PT).into_iter().next() {
                let x = if rtl {
                    frame.x + frame.w - line.width * MM_PER_PT
                } else {
                    frame.x
                };
                page.ops.push(Op::Text { x, baseline, line });
            }
        }
        body
    }
}

/// Columns side by side that continue together on the next page.
struct Columns {
    weights: Vec<f32>,
    columns: Vec<(Stack, bool)>,
    /// A line down the middle of the second column, as tall as the columns on each page.
    divider: Option<Rgb>,
}

impl Element for Columns {
    fn render(&mut self, ctx: &Ctx<'_>, frame: Frame, page: &mut Page) -> Rendered {
        let total: f32 = self.weights.iter().sum::<f32>().max(1.0);
        let mut x = frame.x;
        let mut frames: Vec<Frame> = self
            .weights
            .iter()
            .map(|w| {
                let width = frame.w * w / total;
                let f = Frame {
                    x,
                    w: width,
                    ..frame
                };
                x += width;
                f
            })
            .collect();
        if ctx.direction.is_rtl() {
            // The first column (the main one) on the right: mirror the positions.
            let mirrored: Vec<Frame> = frames
                .iter()
                .map(|f| Frame {
                    x: frame.x + frame.w - (f.x - frame.x) - f.w,
                    ..*f
                })
                .collect();
            frames = mirrored;
        }
        let mut height: f32 = 0.0;
        let mut more = false;
        let gutter = frames.get(1).map(|f| f.x + f.w / 2.0);
        for ((column, done), f) in self.columns.iter_mut().zip(frames) {
            if *done {
                continue;
            }
            let r = column.render(ctx, f, page);
            height = height.max(r.height);
            *done = !r.more;
            more |= r.more;
        }
        if let (Some(color), Some(x)) = (self.divider, gutter) {
            if height > 0.0 {
                page.ops.push(Op::Stroke {
                    from: (x, frame.y),
                    to: (x, frame.y + height),
                    width: ctx.rule_width,
                    color,
                });
            }
        }
        Rendered { height, more }
    }
}

/// Margins around an element: top, end, bottom, start (left and right swap in a right-to-left
/// document).
struct Padded {
    margins: [f32; 4],
    child: Box<dyn Element>,
}

impl Element for Padded {
    fn render(&mut self, ctx: &Ctx<'_>, frame: Frame, page: &mut Page) -> Rendered {
        let [top, right, bottom, left] = self.margins;
        let (left, right) = if ctx.direction.is_rtl() {
            (right, left)
        } else {
            (left, right)
        };
        let inner = Frame {
            x: frame.x + left,
            y: frame.y + top,
            w: (frame.w - left - right).max(1.0),
            h: (frame.h - top - bottom).max(0.0),
        };
        let r = self.child.render(ctx, inner, page);
        Rendered {
            height: r.height + top + bottom,
            more: r.more,
        }
    }
}
