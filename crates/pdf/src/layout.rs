//! What a template describes: blocks of styled runs, rules, chips and columns, in the resume's
//! logical order. `flow` lays them out on pages; nothing here knows about pages or PDF.

use crate::fonts::{Family, Style};
use crate::typeset::{Align, TextStyle};

/// A face of the design's families: the body type (`Sans*`) or the display type (`Serif*`),
/// whatever families those are for this resume (`Fonts`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Face {
    SansRegular,
    SansBold,
    SansItalic,
    SerifRegular,
    SerifBold,
    SerifItalic,
}

impl Face {
    pub fn is_serif(self) -> bool {
        matches!(
            self,
            Face::SerifRegular | Face::SerifBold | Face::SerifItalic
        )
    }

    pub fn style(self) -> Style {
        match self {
            Face::SansBold | Face::SerifBold => Style::BOLD,
            Face::SansItalic | Face::SerifItalic => Style::ITALIC,
            Face::SansRegular | Face::SerifRegular => Style::REGULAR,
        }
    }
}

/// The two families a document prints with.
#[derive(Debug, Clone, Copy)]
pub struct Fonts {
    pub sans: &'static Family,
    pub serif: &'static Family,
}

impl Fonts {
    pub fn text_style(&self, face: Face, size: f32, color: Rgb) -> TextStyle {
        TextStyle {
            family: if face.is_serif() {
                self.serif
            } else {
                self.sans
            },
            style: face.style(),
            size,
            color,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rgb(pub u8, pub u8, pub u8);

impl Rgb {
    /// Each channel from 0 to 1, as PDF colour operators take them.
    pub fn unit(self) -> [f32; 3] {
        [self.0, self.1, self.2].map(|c| f32::from(c) / 255.0)
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
    /// A wrapped paragraph.
    Para {
        runs: Vec<Run>,
        align: Align,
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
        size: f32,
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
            align: Align::Start,
            indent: 0.0,
            spacing: 1.0,
        }
    }

    pub fn text(face: Face, size: f32, color: Rgb, text: impl Into<String>) -> Block {
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

    pub fn aligned(self, align: Align) -> Block {
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
}
