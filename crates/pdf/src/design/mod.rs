//! Templates as data and a resume's design over them. A template ([`spec::Template`], read from
//! `crates/pdf/templates/`) says what goes where and in which type and colours; a resume's
//! `design` chooses the accent, font, size, line height, margins and paper. [`Look`] is the
//! two combined, what `compose` lays a resume out in.

pub mod catalog;
pub mod export;
pub mod paint;
pub mod spec;

use vitae_domain::design::{self, Design, Paper};
use vitae_domain::TemplateStyle;

use crate::fonts::{Family, Style};
use crate::layout::{Face, Rgb, Run};
use paint::{Palette, WHITE};
use spec::{FamilyRole, Template, TextSpec, Weight};

/// The two families a document prints with: the design's font, and the template's second
/// family for the runs it sets apart (the main one when it has none).
#[derive(Debug, Clone, Copy)]
pub struct Fonts {
    pub main: &'static Family,
    pub alt: &'static Family,
}

impl Fonts {
    pub fn family(&self, role: FamilyRole) -> &'static Family {
        match role {
            FamilyRole::Main => self.main,
            FamilyRole::Alt => self.alt,
        }
    }
}

/// A template with a resume's design applied.
#[derive(Debug, Clone, Copy)]
pub struct Look {
    pub template: &'static Template,
    pub palette: Palette,
    pub fonts: Fonts,
    /// Body text size, points.
    pub size: f32,
    /// Multiple of the font's natural line for body text.
    pub line_height: f32,
    /// Left and right page margins, millimetres.
    pub margins: f32,
    /// Multiple of the template's vertical gaps (between sections, entries, description lines).
    pub spacing: f32,
    pub paper: Paper,
}

impl Look {
    /// `style` in `design`. Values outside the design's ranges (never stored through the API,
    /// but a stored resume must always print) are brought into range; an unknown font or
    /// colour is the template's.
    pub fn new(style: TemplateStyle, design: &Design) -> Look {
        let template = catalog::template(style);
        let d = &template.defaults;
        let accent = design
            .accent
            .as_deref()
            .and_then(Rgb::parse)
            .or_else(|| Rgb::parse(&d.accent))
            .unwrap_or(Rgb(0, 0, 0));
        let main = design
            .font
            .as_deref()
            .filter(|id| design::FONTS.contains(id))
            .and_then(Family::by_id)
            .or_else(|| Family::by_id(&d.font))
            .unwrap_or_else(Family::fallback);
        let alt = template
            .alt_font
            .as_deref()
            .and_then(Family::by_id)
            .unwrap_or(main);
        let fixed = |p| {
            Palette {
                accent,
                ink: Rgb(0, 0, 0),
                text: Rgb(0, 0, 0),
                muted: Rgb(0, 0, 0),
            }
            .fill(p)
        };
        let palette = Palette {
            accent,
            ink: fixed(template.colors.ink),
            text: fixed(template.colors.text),
            muted: fixed(template.colors.muted),
        };
        let within = |value: Option<f64>, default: f32, (min, max): (f64, f64)| {
            value.unwrap_or(f64::from(default)).clamp(min, max) as f32
        };
        Look {
            template,
            palette,
            fonts: Fonts { main, alt },
            size: within(design.font_size, d.font_size, design::limits::FONT_SIZE),
            line_height: within(
                design.line_height,
                d.line_height,
                design::limits::LINE_HEIGHT,
            ),
            margins: within(design.margins_mm, d.margins_mm, design::limits::MARGINS_MM),
            spacing: within(design.spacing, 1.0, design::limits::SPACING),
            paper: design.paper.unwrap_or_default(),
        }
    }

    /// `text` in `spec`, over `background`.
    pub fn run(&self, spec: &TextSpec, background: Rgb, text: impl Into<String>) -> Run {
        let text = text.into();
        Run {
            face: face(spec),
            size: spec.size * self.size,
            color: self.palette.text(spec.color, background),
            text: if spec.upper {
                text.to_uppercase()
            } else {
                text
            },
        }
    }

    /// The colour of a fill or rule.
    pub fn fill(&self, paint: paint::Paint) -> Rgb {
        self.palette.fill(paint)
    }

    /// The page's own colour, what text sits on outside bands and sidebars.
    pub fn page_color(&self) -> Rgb {
        WHITE
    }
}

pub fn face(spec: &TextSpec) -> Face {
    Face {
        role: spec.family,
        style: match spec.weight {
            Weight::Regular => Style::REGULAR,
            Weight::Bold => Style::BOLD,
            Weight::Italic => Style::ITALIC,
        },
    }
}
