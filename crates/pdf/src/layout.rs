//! What a template describes: blocks of styled runs, rules, chips and columns, in the resume's
//! logical order. `flow` lays them out on pages; nothing here knows about pages or PDF.

use crate::design::spec::FamilyRole;
use crate::design::Fonts;
use crate::fonts::Style;
use crate::typeset::{Align, TextStyle};

/// A face of the document's families: the design's font or the template's second family
/// (`Fonts`), in a style.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Face {
    pub role: FamilyRole,
    pub style: Style,
}

impl Fonts {
    pub fn text_style(&self, face: Face, size: f32, color: Rgb) -> TextStyle {
        TextStyle {
            family: self.family(face.role),
            style: face.style,
            size,
            color,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rgb(pub u8, pub u8, pub u8);

impl Rgb {
    /// `#rrggbb` (either case).
    pub fn parse(hex: &str) -> Option<Rgb> {
        let digits = hex.strip_prefix('#').filter(|d| d.len() == 6)?;
        let channel = |i: usize| u8::from_str_radix(digits.get(i..i + 2)?, 16).ok();
        Some(Rgb(channel(0)?, channel(2)?, channel(4)?))
    }

    /// Each channel from 0 to 1, as PDF colour operators take them.
    pub fn unit(self) -> [f32; 3] {
        [self.0, self.1, self.2].map(|c| f32::from(c) / 255.0)
    }
}

impl std::fmt::Display for Rgb {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "#{:02x}{:02x}{:02x}", self.0, self.1, self.2)
    }
}

#[derive(Debug, Clone)]
pub struct Run {
    pub face: Face,
    /// Points.
    pub size: f32,
    pub color: Rgb,
    pub text: String,
}

impl Run {
    pub fn new(face: Face, size: f32, color: Rgb, text: impl Into<String>) -> Run {
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
    /// A wrapped paragraph; `spacing` multiplies the font's natural line.
    Para {
        runs: Vec<Run>,
        align: Align,
        spacing: f32,
    },
    /// Vertical space, in millimetres.
    Gap(f32),
    /// A horizontal rule `height` mm tall with the line, `width` points thick, at its middle.
    Rule { color: Rgb, height: f32, width: f32 },
    /// Starts a new page unless this much room (mm) is left: keeps a heading with what follows.
    KeepSpace(f32),
    /// Words on pills of `fill`, wrapped.
    Chips { items: Vec<Run>, fill: Rgb },
    /// A marker in the margin and a paragraph beside it.
    Bullet {
        marker: Run,
        indent: f32,
        body: Vec<Run>,
        spacing: f32,
    },
    /// Side-by-side columns within the flow (a line with its date at the end, an entry beside
    /// its date), with an optional line down the middle of the second (a gutter). The column
    /// holding the most pieces flows; the others travel with its first piece.
    Columns {
        weights: Vec<usize>,
        columns: Vec<Vec<Block>>,
        divider: Option<Rgb>,
    },
    /// The page's own columns (a main column beside a sidebar): each flows onto further pages
    /// on its own, side by side with the other.
    PageColumns {
        weights: Vec<usize>,
        columns: Vec<Vec<Block>>,
    },
    /// A section: its heading never ends a page (it stays with the first of its content), and
    /// with `together` the whole section stays on one page when a page can hold it.
    Section {
        /// The section's key (`work_experience`, `custom:talks`), named when `together` cannot
        /// be honoured.
        key: String,
        heading: Vec<Block>,
        body: Vec<Block>,
        together: bool,
    },
    /// An entry: its heading lines (title, subtitle, dates) stay together and with the first
    /// two lines of its content; `new_page` starts it on a new page unless it is already first
    /// on one.
    Entry {
        head: Vec<Block>,
        body: Vec<Block>,
        new_page: bool,
    },
    /// Padding around blocks: top, end, bottom, start.
    Padded {
        margins: [f32; 4],
        blocks: Vec<Block>,
    },
}

impl Block {
    pub fn para(runs: Vec<Run>) -> Block {
        Block::Para {
            runs,
            align: Align::Start,
            spacing: 1.0,
        }
    }

    pub fn spaced(self, spacing: f32) -> Block {
        match self {
            Block::Para { runs, align, .. } => Block::Para {
                runs,
                align,
                spacing,
            },
            other => other,
        }
    }

    pub fn aligned(self, align: Align) -> Block {
        match self {
            Block::Para { runs, spacing, .. } => Block::Para {
                runs,
                align,
                spacing,
            },
            other => other,
        }
    }
}
