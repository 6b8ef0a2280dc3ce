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
