//! What a page holds once laid out: shaped text, rules, filled shapes. Positions are in
//! millimetres from the page's top-left corner; the writer turns them into PDF points.

use crate::layout::Rgb;
use crate::typeset::Line;

#[derive(Debug, Clone)]
pub enum Op {
    /// One line of text: its left edge at `x`, its baseline at `baseline`.
    Text { x: f32, baseline: f32, line: Line },
    /// A straight stroke `width` points wide.
    Stroke {
        from: (f32, f32),
        to: (f32, f32),
        width: f32,
        color: Rgb,
    },
    /// A filled rectangle with rounded corners of `radius` (0 for square ones).
    Fill {
        x: f32,
        y: f32,
        w: f32,
        h: f32,
        radius: f32,
        color: Rgb,
    },
}

/// The drawing of one page, in paint order.
#[derive(Debug, Default)]
pub struct Page {
    pub ops: Vec<Op>,
}

impl Op {
    /// The same drawing `dy` mm lower.
    pub fn moved(self, dy: f32) -> Op {
        match self {
            Op::Text { x, baseline, line } => Op::Text {
                x,
                baseline: baseline + dy,
                line,
            },
            Op::Stroke {
                from,
                to,
                width,
                color,
            } => Op::Stroke {
                from: (from.0, from.1 + dy),
                to: (to.0, to.1 + dy),
                width,
                color,
            },
            Op::Fill {
                x,
                y,
                w,
                h,
                radius,
                color,
            } => Op::Fill {
                x,
                y: y + dy,
                w,
                h,
                radius,
                color,
            },
        }
    }
}
