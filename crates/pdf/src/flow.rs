//! The page flow: the blocks a template describes become a column of pieces (a line of text, a
//! row of chips, a rule), each with the space above it and how strongly a page break before it
//! is avoided; the pager then fills pages with them. A column of the page (a sidebar) flows on
//! its own beside the other.
//!
//! Where a page may break is a rule set, not an accident of where the room ran out:
//!
//! - a paragraph or bullet never leaves one line alone at the foot or the head of a page: it
//!   breaks after its second line at the earliest and before its last but one at the latest,
//!   so one of two or three lines moves whole;
//! - an entry's heading (title, subtitle, dates) stays together and with the first two lines
//!   of its content;
//! - a section's heading stays with the first of its content;
//! - a section kept together moves whole to the next page when a page can hold it (else it
//!   flows as any other, and [`Note::KeptTogetherTooLong`] says so);
//! - an entry marked to start a new page does, unless it is already first on its page;
//! - a template's `keep` room: an entry or heading starts a new page when less than that is
//!   left.
//!
//! When a run of pieces bound by these rules is taller than a whole page, the weakest rule
//! gives way at the latest place that fits, so every page takes at least one piece: the flow
//! always ends, and never makes an empty page.
//!
//! The layout mirrors in a right-to-left document: columns and padding swap sides, bullets
//! hang on the right, and "start" alignment is the right edge.

use crate::design::Fonts;
use crate::draw::{Op, Page};
use crate::layout::{Block, Rgb, Run};
use crate::rules::{CHIP_GAP, CHIP_PAD_X, CHIP_PAD_Y, CHIP_RADIUS};
use crate::typeset::{self, Align, Direction, Setting, Span};

pub const MM_PER_PT: f32 = 25.4 / 72.0;

/// Rounding room when comparing heights, mm.
const EPSILON: f32 = 0.01;

/// Where an element may draw, in millimetres from the page's top-left corner.
#[derive(Debug, Clone, Copy)]
pub struct Frame {
    pub x: f32,
    pub y: f32,
    pub w: f32,
    pub h: f32,
}

/// What every element knows about the document.
#[derive(Debug, Clone, Copy)]
pub struct Ctx<'a> {
    pub direction: Direction,
    pub language: &'a str,
    pub fonts: Fonts,
    /// Stroke width of rules, points.
    pub rule_width: f32,
}

impl Ctx<'_> {
    fn setting(&self) -> Setting<'_> {
        Setting {
            direction: self.direction,
            language: self.language,
        }
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

/// How strongly a page break before a piece is avoided, weakest first: when nothing else fits
/// a page, the weakest gives way.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord)]
enum Keep {
    #[default]
    Free,
    /// Inside a section the user keeps together.
    Together,
    /// A paragraph's first or last line would be alone.
    Lines,
    /// Inside an entry's heading, or before its second line of content.
    Entry,
    /// Between a section's heading and its first content.
    Heading,
}

/// Something the flow could not do as asked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Note {
    /// The section (by key) is longer than a page, so it could not be kept on one: it flows
    /// as any other.
    KeptTogetherTooLong { section: String },
}

/// The smallest thing the flow places: drawn whole on one page.
#[derive(Debug)]
struct Piece {
    /// Space above it (mm), left out at the top of a page.
    space: f32,
    /// From its top to where the next piece's space begins (mm).
    height: f32,
    /// How far below its top it draws (mm): what must fit on the page.
    extent: f32,
    /// Lines of text it holds (a paragraph's line, a row of chips).
    lines: usize,
    /// How strongly a break before it is avoided.
    keep: Keep,
    /// Room (mm) it asks for below its top before it may start a page's last stretch: the
    /// template's `keep`.
    need: f32,
    /// Starts a new page unless nothing is above it on its page.
    new_page: bool,
    /// The line down a gutter it is drawn beside.
    rail: Option<usize>,
    /// What it draws, `y` from its top.
    ops: Vec<Op>,
}

impl Piece {
    fn new(height: f32, extent: f32, lines: usize, ops: Vec<Op>) -> Piece {
        Piece {
            space: 0.0,
            height,
            extent,
            lines,
            keep: Keep::Free,
            need: 0.0,
            new_page: false,
            rail: None,
            ops,
        }
    }

    fn hold(&mut self, keep: Keep) {
        self.keep = self.keep.max(keep);
    }
}

/// A line down a gutter beside pieces, as tall as they are on each page.
#[derive(Debug)]
struct Rail {
    x: f32,
    color: Rgb,
    /// Points.
    width: f32,
    /// Space after its last piece it also runs down.
    tail: f32,
}

/// A section to keep on one page: its pieces `first..end`.
#[derive(Debug)]
struct Together {
    key: String,
    first: usize,
    end: usize,
}

/// A column of pieces top to bottom.
#[derive(Debug, Default)]
struct Seq {
    pieces: Vec<Piece>,
    /// Space after the last piece, given to the next one.
    tail: f32,
    /// Room the next piece asks for (a `KeepSpace` waiting for it).
    need: f32,
    together: Vec<Together>,
}

impl Seq {
    fn push(&mut self, mut piece: Piece) {
        piece.space += std::mem::take(&mut self.tail);
        piece.need = piece.need.max(std::mem::take(&mut self.need));
        self.pieces.push(piece);
    }

    /// Its height from the top of its first piece (space included) to its end.
    fn height(&self) -> f32 {
        self.pieces.iter().map(|p| p.space + p.height).sum::<f32>() + self.tail
    }

    /// Appends `other`, which keeps its own marks.
    fn append(&mut self, other: Seq) {
        let offset = self.pieces.len();
        let Seq {
            pieces,
            tail,
            need,
            together,
        } = other;
        for piece in pieces {
            self.push(piece);
        }
        self.together.extend(together.into_iter().map(|t| Together {
            first: t.first + offset,
            end: t.end + offset,
            ..t
        }));
        self.tail += tail;
        self.need = self.need.max(need);
    }
}

/// What the root of a layout is made of: stretches of the page's one column, and the page's
/// own columns.
enum Segment {
    Flow(Seq),
    Columns(Vec<Seq>),
}

/// The pieces of `blocks`, laid out `width` mm wide from `x`, before pagination.
pub struct Laid {
    segments: Vec<Segment>,
    rails: Vec<Rail>,
}

/// The pages, and what the flow could not honour.
pub struct Paged {
    pub pages: Vec<Page>,
    /// Lines of text on each page.
    pub lines: Vec<usize>,
    /// The document needed more than the most pages allowed: the rest is not on them.
    pub truncated: bool,
    pub notes: Vec<Note>,
}

/// Lays `blocks` out in pieces for a page whose frame is `x`, `width` mm wide.
pub fn lay_out(blocks: &[Block], ctx: Ctx<'_>, x: f32, width: f32) -> Laid {
    let mut b = Builder {
        ctx,
        rails: Vec::new(),
    };
    let mut segments = Vec::new();
    let mut flow = Seq::default();
    for block in blocks {
        match block {
            Block::PageColumns { weights, columns } => {
                if !flow.pieces.is_empty() || flow.tail > 0.0 {
                    segments.push(Segment::Flow(std::mem::take(&mut flow)));
                }
                let frames = b.column_frames(weights, x, width);
                let columns = columns
                    .iter()
                    .zip(frames)
                    .map(|(column, (cx, cw))| {
                        let mut seq = Seq::default();
                        b.blocks(column, cx, cw, &mut seq);
                        seq
                    })
                    .collect();
                segments.push(Segment::Columns(columns));
            }
            other => b.block(other, x, width, &mut flow),
        }
    }
    if !flow.pieces.is_empty() {
        segments.push(Segment::Flow(flow));
    }
    Laid {
        segments,
        rails: b.rails,
    }
}

struct Builder<'a> {
    ctx: Ctx<'a>,
    rails: Vec<Rail>,
}

impl Builder<'_> {
    fn blocks(&mut self, blocks: &[Block], x: f32, w: f32, out: &mut Seq) {
        for block in blocks {
            self.block(block, x, w, out);
        }
    }

    fn block(&mut self, block: &Block, x: f32, w: f32, out: &mut Seq) {
        match block {
            Block::Para {
                runs,
                align,
                spacing,
            } => self.para(runs, *align, *spacing, x, w, None, out),
            Block::Gap(mm) => out.tail += mm,
            Block::Rule {
                color,
                height,
                width,
            } => out.push(Piece::new(
                *height,
                *height,
                0,
                vec![Op::Stroke {
                    from: (x, height / 2.0),
                    to: (x + w, height / 2.0),
                    width: *width,
                    color: *color,
                }],
            )),
            Block::KeepSpace(mm) => out.need = out.need.max(*mm),
            Block::Chips { items, fill } => self.chips(items, *fill, x, w, out),
            Block::Bullet {
                marker,
                indent,
                body,
                spacing,
            } => {
                let rtl = self.ctx.direction.is_rtl();
                let body_x = if rtl { x } else { x + indent };
                let body_w = (w - indent).max(1.0);
                self.para(
                    body,
                    Align::Start,
                    *spacing,
                    body_x,
                    body_w,
                    Some((marker, *indent, x, w)),
                    out,
                );
            }
            Block::Columns {
                weights,
                columns,
                divider,
            } => self.columns(weights, columns, *divider, x, w, out),
            Block::PageColumns { weights, columns } => {
                // Only a layout's root holds the page's columns; anywhere else they are
                // columns within the flow.
                self.columns(weights, columns, None, x, w, out)
            }
            Block::Padded { margins, blocks } => {
                let [top, right, bottom, left] = *margins;
                let (left, right) = if self.ctx.direction.is_rtl() {
                    (right, left)
                } else {
                    (left, right)
                };
                out.tail += top;
                self.blocks(blocks, x + left, (w - left - right).max(1.0), out);
                out.tail += bottom;
            }
            Block::Section {
                key,
                heading,
                body,
                together,
            } => {
                let first = out.pieces.len();
                self.blocks(heading, x, w, out);
                let body_first = out.pieces.len();
                self.blocks(body, x, w, out);
                let end = out.pieces.len();
                for piece in out.pieces.iter_mut().take(body_first + 1).skip(first + 1) {
                    piece.hold(Keep::Heading);
                }
                if *together && end > first + 1 {
                    out.together.push(Together {
                        key: key.clone(),
                        first,
                        end,
                    });
                }
            }
            Block::Entry {
                head,
                body,
                new_page,
            } => {
                let first = out.pieces.len();
                self.blocks(head, x, w, out);
                let body_first = out.pieces.len();
                self.blocks(body, x, w, out);
                let mut lines = 0;
                for (i, piece) in out.pieces.iter_mut().enumerate().skip(first + 1) {
                    if i < body_first || lines < 2 {
                        piece.hold(Keep::Entry);
                    }
                    if i >= body_first {
                        lines += piece.lines;
                    }
                }
                if let Some(piece) = out.pieces.get_mut(first) {
                    piece.new_page |= new_page;
                }
            }
        }
    }

    /// A paragraph's lines, each a piece; a bullet's marker on its first line's baseline.
    #[allow(clippy::too_many_arguments)]
    fn para(
        &mut self,
        runs: &[Run],
        align: Align,
        spacing: f32,
        x: f32,
        w: f32,
        marker: Option<(&Run, f32, f32, f32)>,
        out: &mut Seq,
    ) {
        let ctx = self.ctx;
        let shaped = typeset::shape(&ctx.spans(runs), ctx.setting());
        let lines = shaped.lines(w / MM_PER_PT);
        let n = lines.len();
        for (i, line) in lines.into_iter().enumerate() {
            let (glyph_height, advance) = shaped.line_box(&line, spacing);
            let baseline = glyph_height * MM_PER_PT;
            let slack = (w - line.width * MM_PER_PT).max(0.0);
            let left = x + match (align, ctx.direction.is_rtl()) {
                (Align::Start, false) | (Align::End, true) => 0.0,
                (Align::Start, true) | (Align::End, false) => slack,
                (Align::Center, _) => slack / 2.0,
            };
            let mut ops = vec![Op::Text {
                x: left,
                baseline,
                line,
            }];
            if let (0, Some((marker, indent, frame_x, frame_w))) = (i, marker) {
                ops.extend(self.marker(marker, indent, frame_x, frame_w, baseline));
            }
            let mut piece = Piece::new(advance * MM_PER_PT, baseline, 1, ops);
            // A line alone at the foot (the first) or the head (the last) of a page: never.
            if i == 1 || (i > 0 && i + 1 == n) {
                piece.hold(Keep::Lines);
            }
            out.push(piece);
        }
    }

    /// A bullet's marker, on the side the text starts from.
    fn marker(&self, marker: &Run, indent: f32, x: f32, w: f32, baseline: f32) -> Option<Op> {
        let ctx = self.ctx;
        let shaped = typeset::shape(&ctx.spans(std::slice::from_ref(marker)), ctx.setting());
        let line = shaped.lines(indent / MM_PER_PT).into_iter().next()?;
        let x = if ctx.direction.is_rtl() {
            x + w - line.width * MM_PER_PT
        } else {
            x
        };
        Some(Op::Text { x, baseline, line })
    }

    /// Skills as chips: wrapped rows of pills with a word on each, a row a piece.
    fn chips(&mut self, items: &[Run], fill: Rgb, x: f32, w: f32, out: &mut Seq) {
        let Some(first) = items.first() else {
            return;
        };
        let ctx = self.ctx;
        let style = ctx.fonts.text_style(first.face, first.size, first.color);
        let em = style.size * MM_PER_PT;
        let (pad_x, pad_y, gap) = (CHIP_PAD_X * em, CHIP_PAD_Y, CHIP_GAP * em);
        let room = (w - 2.0 * pad_x) / MM_PER_PT;
        // A skill too long for one chip continues on the next.
        let pieces: Vec<typeset::Line> = items
            .iter()
            .flat_map(|item| {
                typeset::shape(&ctx.spans(std::slice::from_ref(item)), ctx.setting()).lines(room)
            })
            .collect();
        // One height and baseline for every chip, whatever font each word needed.
        let ascent = pieces.iter().map(|l| l.ascent).fold(0.0, f32::max) * MM_PER_PT;
        let descent = pieces.iter().map(|l| l.descent).fold(0.0, f32::max) * MM_PER_PT;
        let h = ascent + descent + 2.0 * pad_y;
        let mut row: Vec<Op> = Vec::new();
        let mut at = 0.0f32;
        let flush = |row: &mut Vec<Op>, out: &mut Seq| {
            if !row.is_empty() {
                out.push(Piece::new(h + gap, h, 1, std::mem::take(row)));
            }
        };
        for line in pieces {
            let chip_w = (line.width * MM_PER_PT + 2.0 * pad_x).min(w);
            if at > 0.0 && at + chip_w > w {
                flush(&mut row, out);
                at = 0.0;
            }
            let left = if ctx.direction.is_rtl() {
                x + w - at - chip_w
            } else {
                x + at
            };
            row.push(Op::Fill {
                x: left,
                y: 0.0,
                w: chip_w,
                h,
                radius: (h / 2.0).min(CHIP_RADIUS),
                color: fill,
            });
            row.push(Op::Text {
                x: left + pad_x,
                baseline: pad_y + ascent,
                line,
            });
            at += chip_w + gap;
        }
        flush(&mut row, out);
    }

    /// The left edge and width of each column, mirrored in a right-to-left document (the first
    /// column, the main one, on the right).
    fn column_frames(&self, weights: &[usize], x: f32, w: f32) -> Vec<(f32, f32)> {
        let total = (weights.iter().sum::<usize>() as f32).max(1.0);
        let mut left = x;
        weights
            .iter()
            .map(|&weight| {
                let width = w * weight as f32 / total;
                let at = left;
                left += width;
                if self.ctx.direction.is_rtl() {
                    (x + w - (at - x) - width, width)
                } else {
                    (at, width)
                }
            })
            .collect()
    }

    /// Columns within the flow: the one with the most pieces flows, the others are drawn beside
    /// its first piece, and the whole is as tall as the tallest.
    fn columns(
        &mut self,
        weights: &[usize],
        columns: &[Vec<Block>],
        divider: Option<Rgb>,
        x: f32,
        w: f32,
        out: &mut Seq,
    ) {
        let frames = self.column_frames(weights, x, w);
        let gutter = frames.get(1).map(|(gx, gw)| gx + gw / 2.0);
        let mut seqs: Vec<Seq> = columns
            .iter()
            .zip(frames)
            .map(|(column, (cx, cw))| {
                let mut seq = Seq::default();
                self.blocks(column, cx, cw, &mut seq);
                seq
            })
            .collect();
        let Some(main_at) = (0..seqs.len()).max_by_key(|&i| (seqs[i].pieces.len(), usize::MAX - i))
        else {
            return;
        };
        let mut main = seqs.swap_remove(main_at);
        let main_height = main.height();
        let mut beside = 0.0f32;
        if let Some(first) = main.pieces.first_mut() {
            let above = first.space;
            for seq in &seqs {
                beside = beside.max(seq.height());
                let mut y = -above;
                for piece in &seq.pieces {
                    y += piece.space;
                    first.extent = first.extent.max(y + piece.extent);
                    first
                        .ops
                        .extend(piece.ops.iter().map(|op| op.clone().moved(y)));
                    y += piece.height;
                }
            }
        }
        main.tail += (beside - main_height).max(0.0);
        if let (Some(color), Some(gx)) = (divider, gutter) {
            let rail = self.rails.len();
            self.rails.push(Rail {
                x: gx,
                color,
                width: self.ctx.rule_width,
                tail: main.tail,
            });
            for piece in &mut main.pieces {
                piece.rail = Some(rail);
            }
        }
        out.append(main);
    }
}

/// Where the flow has got to: a page, how far down its frame (mm), and whether anything is on
/// that page yet.
#[derive(Debug, Clone, Copy)]
struct Cursor {
    page: usize,
    y: f32,
    /// Nothing is drawn on the page yet: something must go on it, however little fits.
    empty: bool,
    /// The page began with a break: the first piece on it drops the space above it.
    broke: bool,
}

impl Cursor {
    fn later(self, other: Cursor) -> Cursor {
        if (other.page, other.y) > (self.page, self.y) {
            other
        } else {
            self
        }
    }
}

/// A rail's stretch on one page.
struct RailSpan {
    rail: usize,
    top: f32,
    bottom: f32,
}

struct Pager<'f> {
    frame: &'f dyn Fn(usize) -> Frame,
    max_pages: usize,
    pages: Vec<Page>,
    lines: Vec<usize>,
    rails: Vec<Vec<RailSpan>>,
    truncated: bool,
}

/// Places `laid` on pages: `frame(i)` is the frame of page `i` (margins differ on page 1).
/// Stops after `max_pages`, saying so, whatever is left.
pub fn paginate(mut laid: Laid, frame: &dyn Fn(usize) -> Frame, max_pages: usize) -> Paged {
    // A fresh page's room: what a section kept together must fit in.
    let room = frame(1).h;
    let mut notes = Vec::new();
    for seq in laid.segments.iter_mut().flat_map(|s| match s {
        Segment::Flow(seq) => std::slice::from_mut(seq),
        Segment::Columns(seqs) => seqs.as_mut_slice(),
    }) {
        for t in std::mem::take(&mut seq.together) {
            let pieces = &mut seq.pieces[t.first..t.end];
            let height: f32 = pieces.iter().map(|p| p.space + p.height).sum::<f32>()
                - pieces.first().map_or(0.0, |p| p.space);
            if height > room + EPSILON {
                notes.push(Note::KeptTogetherTooLong { section: t.key });
            } else {
                for piece in pieces.iter_mut().skip(1) {
                    piece.hold(Keep::Together);
                }
            }
        }
    }
    let mut pager = Pager {
        frame,
        max_pages: max_pages.max(1),
        pages: Vec::new(),
        lines: Vec::new(),
        rails: Vec::new(),
        truncated: false,
    };
    let mut at = Cursor {
        page: 0,
        y: 0.0,
        empty: true,
        broke: false,
    };
    for segment in &laid.segments {
        at = match segment {
            Segment::Flow(seq) => pager.flow(seq, at),
            Segment::Columns(seqs) => seqs
                .iter()
                .map(|seq| pager.flow(seq, at))
                .fold(at, Cursor::later),
        };
    }
    pager.draw_rails(&laid.rails);
    Paged {
        pages: pager.pages,
        lines: pager.lines,
        truncated: pager.truncated,
        notes,
    }
}

impl Pager<'_> {
    fn page(&mut self, i: usize) -> &mut Page {
        while self.pages.len() <= i {
            self.pages.push(Page::default());
            self.lines.push(0);
            self.rails.push(Vec::new());
        }
        &mut self.pages[i]
    }

    /// Places `seq` from `at`; where it ends.
    fn flow(&mut self, seq: &Seq, mut at: Cursor) -> Cursor {
        let pieces = &seq.pieces;
        let mut i = 0;
        while i < pieces.len() {
            if at.page >= self.max_pages {
                self.truncated = true;
                return at;
            }
            let h = (self.frame)(at.page).h;
            let (tops, end) = self.fill(pieces, i, at, h);
            for (piece, top) in pieces[i..end].iter().zip(tops) {
                self.place(piece, at.page, top);
                at.y = top + piece.height;
                at.empty = false;
                at.broke = false;
            }
            if end == pieces.len() {
                break;
            }
            i = end;
            at = Cursor {
                page: at.page + 1,
                y: 0.0,
                empty: true,
                broke: true,
            };
        }
        at.y += seq.tail;
        at
    }

    /// Which of `pieces[i..]` go on this page (`h` mm tall, filled to `at`): their tops, and
    /// the first piece left for the next page.
    fn fill(&self, pieces: &[Piece], i: usize, at: Cursor, h: f32) -> (Vec<f32>, usize) {
        let mut tops = Vec::new();
        let mut y = at.y;
        // The latest place on this page a break may go without breaking a rule.
        let mut free: Option<usize> = None;
        let mut k = i;
        while k < pieces.len() {
            let piece = &pieces[k];
            let space = if k == i && at.broke { 0.0 } else { piece.space };
            let top = y + space;
            // Nothing above on this page: it goes here, whatever is asked.
            let first = k == i && at.empty;
            if k > i && piece.keep == Keep::Free {
                free = Some(k);
            }
            if !first {
                let asked = piece.new_page
                    || (piece.keep == Keep::Free && piece.need > 0.0 && h - top < piece.need);
                let overflows = top + piece.extent > h + EPSILON;
                if asked {
                    // A break that would leave no text above it on this page (only a rule, or
                    // nothing) is not made: the piece is already first on its page.
                    match free {
                        Some(b) if self.text_before(pieces, at, i, b) => {
                            return (tops[..b - i].to_vec(), b)
                        }
                        None if !at.empty && self.text_before(pieces, at, i, i) => {
                            return (Vec::new(), i)
                        }
                        _ => {}
                    }
                }
                if overflows {
                    return match free {
                        Some(b) => (tops[..b - i].to_vec(), b),
                        None if !at.empty => (Vec::new(), i),
                        None => {
                            let b = weakest_break(pieces, i, k);
                            (tops[..b - i].to_vec(), b)
                        }
                    };
                }
            }
            tops.push(top);
            y = top + piece.height;
            k += 1;
        }
        (tops, k)
    }

    /// Whether this page would hold text above a break before `pieces[b]`: text placed on it
    /// already, or among `pieces[i..b]`.
    fn text_before(&self, pieces: &[Piece], at: Cursor, i: usize, b: usize) -> bool {
        self.lines.get(at.page).is_some_and(|&n| n > 0) || pieces[i..b].iter().any(|p| p.lines > 0)
    }

    fn place(&mut self, piece: &Piece, page: usize, top: f32) {
        let frame = (self.frame)(page);
        let y = frame.y + top;
        if let Some(rail) = piece.rail {
            let spans = {
                self.page(page);
                &mut self.rails[page]
            };
            match spans.iter_mut().find(|s| s.rail == rail) {
                Some(span) => span.bottom = y + piece.height,
                None => spans.push(RailSpan {
                    rail,
                    top: y,
                    bottom: y + piece.height,
                }),
            }
        }
        let lines = piece.lines;
        let ops = piece.ops.iter().map(|op| op.clone().moved(y));
        self.page(page).ops.extend(ops);
        self.lines[page] += lines;
    }

    fn draw_rails(&mut self, rails: &[Rail]) {
        let last_page: Vec<Option<usize>> = (0..rails.len())
            .map(|r| {
                self.rails
                    .iter()
                    .rposition(|spans| spans.iter().any(|s| s.rail == r))
            })
            .collect();
        for (page, spans) in self.rails.iter().enumerate() {
            let bottom = {
                let f = (self.frame)(page);
                f.y + f.h
            };
            for span in spans {
                let rail = &rails[span.rail];
                let end = if last_page[span.rail] == Some(page) {
                    span.bottom + rail.tail
                } else {
                    span.bottom
                };
                self.pages[page].ops.push(Op::Stroke {
                    from: (rail.x, span.top),
                    to: (rail.x, end.min(bottom)),
                    width: rail.width,
                    color: rail.color,
                });
            }
        }
    }
}

/// Where to break among `pieces[i + 1..=k]` when no break there is free: before the piece whose
/// rule is weakest, the latest of those.
fn weakest_break(pieces: &[Piece], i: usize, k: usize) -> usize {
    (i + 1..=k)
        .min_by_key(|&b| (pieces[b].keep, std::cmp::Reverse(b)))
        .unwrap_or(i + 1)
}
