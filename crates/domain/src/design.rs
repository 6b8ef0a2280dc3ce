//! How a resume looks beyond its template: accent colour, font, type size, line height, margins,
//! spacing and paper (`resume_data.design`). Every field is optional; an absent one is the template's
//! own choice, so a resume saved without a design prints exactly as its template describes.
//!
//! Reading is lenient and checking is strict: a stored value of the wrong type never fails to
//! load (it reads as absent), while [`Design::validate`] reports it, as every out-of-range
//! value, on its own field.

use serde::{Deserialize, Deserializer, Serialize};
use serde_json::{Map, Value};

use crate::problems::{self, Problem};
use crate::validation::Violations;

/// The ranges a design may choose from.
pub mod limits {
    /// Body text size, points.
    pub const FONT_SIZE: (f64, f64) = (9.0, 12.0);
    /// Line height, as a multiple of the font's natural line.
    pub const LINE_HEIGHT: (f64, f64) = (1.0, 1.6);
    /// Page margins, millimetres.
    pub const MARGINS_MM: (f64, f64) = (10.0, 30.0);
    /// The template's vertical spacing (between sections, entries and lines of a
    /// description), as a multiple of its own.
    pub const SPACING: (f64, f64) = (0.25, 1.5);
}

/// The font families a design may choose, by id. The renderer carries exactly these (a test
/// of `vitae-pdf` holds the two lists together); the order is the font picker's.
pub const FONTS: [&str; 7] = [
    "liberation-sans",
    "liberation-serif",
    "noto-sans",
    "noto-serif",
    "lato",
    "carlito",
    "noto-sans-mono",
];

/// A sheet of paper.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "lowercase")]
pub enum Paper {
    #[default]
    A4,
    Letter,
}

impl Paper {
    pub const ALL: [Paper; 2] = [Paper::A4, Paper::Letter];

    /// `a4` or `letter`, in any case; anything else is `None`.
    pub fn parse(s: &str) -> Option<Paper> {
        match s.to_ascii_lowercase().as_str() {
            "a4" => Some(Paper::A4),
            "letter" => Some(Paper::Letter),
            _ => None,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Paper::A4 => "a4",
            Paper::Letter => "letter",
        }
    }

    /// Width and height in millimetres.
    pub fn size_mm(self) -> (f64, f64) {
        match self {
            Paper::A4 => (210.0, 297.0),
            Paper::Letter => (215.9, 279.4),
        }
    }
}

/// A resume's design choices; `None` is the template's default.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Design {
    /// `#RRGGBB`.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(pattern = "^#[0-9A-Fa-f]{6}$"))]
    pub accent: Option<String>,
    /// A font id from `GET /api/fonts`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub font: Option<String>,
    /// Body text size in points, 9–12.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(minimum = 9.0, maximum = 12.0))]
    pub font_size: Option<f64>,
    /// 1.0–1.6.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(minimum = 1.0, maximum = 1.6))]
    pub line_height: Option<f64>,
    /// 10–30.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(minimum = 10.0, maximum = 30.0))]
    pub margins_mm: Option<f64>,
    /// 0.25–1.5: the template's vertical spacing, as a multiple of its own (1).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(minimum = 0.25, maximum = 1.5))]
    pub spacing: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub paper: Option<Paper>,
    /// Fields that were present but unusable (wrong type, unknown key): reported by
    /// `validate`, never stored.
    #[serde(skip)]
    #[cfg_attr(feature = "openapi", schema(ignore))]
    unreadable: Vec<(String, Problem)>,
}

// Every number comes from JSON, which has no NaN, so equality is total.
impl Eq for Design {}

impl Design {
    /// Whether every field is the template's default.
    pub fn is_empty(&self) -> bool {
        *self == Design::default()
    }

    /// Checks every field, reporting each problem at `["design", field]`.
    pub fn validate(&self, v: &mut Violations) {
        for (field, problem) in &self.unreadable {
            let loc: &[&str] = if field.is_empty() {
                &["design"]
            } else {
                &["design", field]
            };
            v.push(loc, *problem);
        }
        if let Some(accent) = &self.accent {
            if !is_hex_colour(accent) {
                v.push(&["design", "accent"], problems::ACCENT_INVALID);
            }
        }
        if let Some(font) = &self.font {
            if !FONTS.contains(&font.as_str()) {
                v.push(&["design", "font"], problems::FONT_UNKNOWN);
            }
        }
        let ranges = [
            (
                "font_size",
                self.font_size,
                limits::FONT_SIZE,
                problems::FONT_SIZE_RANGE,
            ),
            (
                "line_height",
                self.line_height,
                limits::LINE_HEIGHT,
                problems::LINE_HEIGHT_RANGE,
            ),
            (
                "margins_mm",
                self.margins_mm,
                limits::MARGINS_MM,
                problems::MARGINS_RANGE,
            ),
            (
                "spacing",
                self.spacing,
                limits::SPACING,
                problems::SPACING_RANGE,
            ),
        ];
        for (field, value, (min, max), problem) in ranges {
            if value.is_some_and(|x| !(min..=max).contains(&x)) {
                v.push(&["design", field], problem);
            }
        }
    }
}

/// `#` and six hexadecimal digits.
pub fn is_hex_colour(s: &str) -> bool {
    s.len() == 7 && s.starts_with('#') && s[1..].bytes().all(|b| b.is_ascii_hexdigit())
}

impl<'de> Deserialize<'de> for Design {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let mut design = Design::default();
        let fields = match Value::deserialize(deserializer)? {
            Value::Object(fields) => fields,
            Value::Null => Map::new(),
            _ => {
                design
                    .unreadable
                    .push((String::new(), problems::MUST_BE_OBJECT));
                Map::new()
            }
        };
        for (key, value) in fields {
            if value.is_null() {
                continue;
            }
            let read = match key.as_str() {
                "accent" => text(value).map(|s| design.accent = Some(s)),
                "font" => text(value).map(|s| design.font = Some(s)),
                "font_size" => number(value).map(|x| design.font_size = Some(x)),
                "line_height" => number(value).map(|x| design.line_height = Some(x)),
                "margins_mm" => number(value).map(|x| design.margins_mm = Some(x)),
                "spacing" => number(value).map(|x| design.spacing = Some(x)),
                "paper" => text(value)
                    .and_then(|s| Paper::parse(&s).ok_or(problems::PAPER_UNKNOWN))
                    .map(|p| design.paper = Some(p)),
                _ => Err(problems::NOT_A_DESIGN_SETTING),
            };
            if let Err(problem) = read {
                design.unreadable.push((key, problem));
            }
        }
        Ok(design)
    }
}

fn text(value: Value) -> Result<String, Problem> {
    match value {
        Value::String(s) => Ok(s),
        _ => Err(problems::MUST_BE_TEXT),
    }
}

fn number(value: Value) -> Result<f64, Problem> {
    value.as_f64().ok_or(problems::MUST_BE_NUMBER)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn problems(json: &str) -> Vec<(Vec<String>, String)> {
        let design: Design = serde_json::from_str(json).unwrap();
        let mut v = Violations::new();
        design.validate(&mut v);
        v.into_result(())
            .err()
            .map(|v| {
                v.errors()
                    .iter()
                    .map(|e| (e.loc.clone(), e.msg.clone()))
                    .collect::<Vec<_>>()
            })
            .unwrap_or_default()
    }

    #[test]
    fn a_design_within_every_range_passes_and_reads_back_as_written() {
        let json = r##"{"accent":"#0f766e","font":"lato","font_size":11.5,"line_height":1.3,"margins_mm":25,"paper":"letter"}"##;
        assert!(problems(json).is_empty());
        let design: Design = serde_json::from_str(json).unwrap();
        assert_eq!(design.paper, Some(Paper::Letter));
        let back: Design = serde_json::from_str(&serde_json::to_string(&design).unwrap()).unwrap();
        assert_eq!(back, design);
    }

    #[test]
    fn each_bad_field_is_named_on_its_own() {
        let found = problems(
            r##"{"accent":"blue","font":"comic","font_size":"big","line_height":2,"margins_mm":5,"paper":"a3","shadow":true}"##,
        );
        let fields: Vec<&str> = found.iter().map(|(loc, _)| loc[1].as_str()).collect();
        for field in [
            "accent",
            "font",
            "font_size",
            "line_height",
            "margins_mm",
            "paper",
            "shadow",
        ] {
            assert!(fields.contains(&field), "{field} not reported: {found:?}");
        }
        assert!(found.iter().all(|(loc, _)| loc[0] == "design"));
    }

    #[test]
    fn the_ends_of_each_range_are_allowed() {
        assert!(problems(r#"{"font_size":9,"line_height":1.6,"margins_mm":10}"#).is_empty());
        assert!(problems(r#"{"font_size":12,"line_height":1.0,"margins_mm":30}"#).is_empty());
        assert_eq!(problems(r#"{"font_size":12.01}"#).len(), 1);
    }

    #[test]
    fn a_design_that_is_not_an_object_is_reported_not_a_parse_failure() {
        let found = problems("5");
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].0, vec!["design"]);
    }

    #[test]
    fn nulls_read_as_the_templates_choice() {
        let design: Design = serde_json::from_str(r#"{"accent":null,"font":null}"#).unwrap();
        assert!(design.is_empty());
    }
}
