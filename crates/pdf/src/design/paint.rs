//! Colours in a template description, written as short strings so the description reads as
//! data: `#1f2937`, `accent`, `ink`, `text`, `muted`, `tint:0.85` (the accent mixed with that
//! share of white), `shade:0.4` (with black), `on-accent` (white or ink, whichever reads
//! better on the accent) and `on-accent:0.25` (that mixed a quarter of the way to the accent).
//!
//! Whatever a paint resolves to, text is never drawn in a colour that reads poorly on what is
//! behind it: [`Palette::text`] moves it towards black (or white, on a dark ground) until the
//! contrast is at least 4.5:1 (WCAG AA). Rules, bands and fills keep the colour as chosen.
//! The web client's preview does the same arithmetic (`frontend/src/lib/design/paint.ts`);
//! the parity test compares their results.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::layout::Rgb;

/// Least contrast of text against its background.
pub const MIN_TEXT_CONTRAST: f64 = 4.5;

#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub enum Paint {
    Fixed(Rgb),
    Accent,
    Ink,
    Text,
    Muted,
    Tint(f64),
    Shade(f64),
    OnAccent(f64),
}

impl TryFrom<String> for Paint {
    type Error = String;

    fn try_from(s: String) -> Result<Self, String> {
        let (name, amount) = match s.split_once(':') {
            Some((name, n)) => {
                let n: f64 = n.parse().map_err(|_| format!("bad amount in {s:?}"))?;
                if !(0.0..=1.0).contains(&n) {
                    return Err(format!("amount out of 0..=1 in {s:?}"));
                }
                (name, Some(n))
            }
            None => (s.as_str(), None),
        };
        Ok(match (name, amount) {
            ("accent", None) => Paint::Accent,
            ("ink", None) => Paint::Ink,
            ("text", None) => Paint::Text,
            ("muted", None) => Paint::Muted,
            ("tint", Some(n)) => Paint::Tint(n),
            ("shade", Some(n)) => Paint::Shade(n),
            ("on-accent", n) => Paint::OnAccent(n.unwrap_or(0.0)),
            (hex, None) => Paint::Fixed(Rgb::parse(hex).ok_or_else(|| format!("no paint {s:?}"))?),
            _ => return Err(format!("no paint {s:?}")),
        })
    }
}

impl fmt::Display for Paint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Paint::Fixed(c) => write!(f, "{c}"),
            Paint::Accent => f.write_str("accent"),
            Paint::Ink => f.write_str("ink"),
            Paint::Text => f.write_str("text"),
            Paint::Muted => f.write_str("muted"),
            Paint::Tint(n) => write!(f, "tint:{n}"),
            Paint::Shade(n) => write!(f, "shade:{n}"),
            Paint::OnAccent(n) if *n == 0.0 => f.write_str("on-accent"),
            Paint::OnAccent(n) => write!(f, "on-accent:{n}"),
        }
    }
}

impl From<Paint> for String {
    fn from(p: Paint) -> String {
        p.to_string()
    }
}

/// What paints resolve against: the resume's accent and the template's fixed colours.
#[derive(Debug, Clone, Copy)]
pub struct Palette {
    pub accent: Rgb,
    pub ink: Rgb,
    pub text: Rgb,
    pub muted: Rgb,
}

pub const WHITE: Rgb = Rgb(255, 255, 255);
const BLACK: Rgb = Rgb(0, 0, 0);

impl Palette {
    /// The colour of a fill, rule or band.
    pub fn fill(&self, paint: Paint) -> Rgb {
        match paint {
            Paint::Fixed(c) => c,
            Paint::Accent => self.accent,
            Paint::Ink => self.ink,
            Paint::Text => self.text,
            Paint::Muted => self.muted,
            Paint::Tint(n) => mix(self.accent, WHITE, n),
            Paint::Shade(n) => mix(self.accent, BLACK, n),
            Paint::OnAccent(n) => mix(self.on(self.accent), self.accent, n),
        }
    }

    /// The colour of text drawn over `background`: the paint's colour, moved away from the
    /// background as far as it takes to be read.
    pub fn text(&self, paint: Paint, background: Rgb) -> Rgb {
        readable(self.fill(paint), background)
    }

    /// White or the ink, whichever contrasts more with `background`.
    fn on(&self, background: Rgb) -> Rgb {
        if contrast(WHITE, background) >= contrast(self.ink, background) {
            WHITE
        } else {
            self.ink
        }
    }
}

/// `a` moved the share `t` of the way to `b`, each channel rounded.
pub fn mix(a: Rgb, b: Rgb, t: f64) -> Rgb {
    let ch = |x: u8, y: u8| (f64::from(x) + (f64::from(y) - f64::from(x)) * t).round() as u8;
    Rgb(ch(a.0, b.0), ch(a.1, b.1), ch(a.2, b.2))
}

/// Relative luminance (WCAG 2).
pub fn luminance(c: Rgb) -> f64 {
    let lin = |x: u8| {
        let s = f64::from(x) / 255.0;
        if s <= 0.039_28 {
            s / 12.92
        } else {
            ((s + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * lin(c.0) + 0.7152 * lin(c.1) + 0.0722 * lin(c.2)
}

/// Contrast ratio (WCAG 2), 1 to 21.
pub fn contrast(a: Rgb, b: Rgb) -> f64 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// `color`, or the first of its mixes towards black (white on a dark background), in
/// twentieths, that reaches [`MIN_TEXT_CONTRAST`] against `background`.
pub fn readable(color: Rgb, background: Rgb) -> Rgb {
    if contrast(color, background) >= MIN_TEXT_CONTRAST {
        return color;
    }
    let target = if luminance(background) > 0.18 {
        BLACK
    } else {
        WHITE
    };
    (1..=20)
        .map(|step| mix(color, target, f64::from(step) / 20.0))
        .find(|c| contrast(*c, background) >= MIN_TEXT_CONTRAST)
        .unwrap_or(target)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn palette(accent: &str) -> Palette {
        Palette {
            accent: Rgb::parse(accent).unwrap(),
            ink: Rgb(31, 41, 55),
            text: Rgb(55, 65, 81),
            muted: Rgb(107, 114, 128),
        }
    }

    #[test]
    fn paints_read_back_as_written() {
        for s in [
            "#1d4ed8",
            "accent",
            "ink",
            "text",
            "muted",
            "tint:0.85",
            "shade:0.4",
            "on-accent",
            "on-accent:0.25",
        ] {
            let p = Paint::try_from(s.to_owned()).unwrap();
            assert_eq!(p.to_string(), s);
        }
        for bad in ["blue", "tint", "tint:2", "#12345", "accent:0.5", "shade:x"] {
            assert!(Paint::try_from(bad.to_owned()).is_err(), "{bad}");
        }
    }

    #[test]
    fn a_yellow_accent_is_darkened_for_text_but_kept_for_fills() {
        let p = palette("#facc15");
        assert_eq!(p.fill(Paint::Accent), Rgb(250, 204, 21));
        let text = p.text(Paint::Accent, WHITE);
        assert!(contrast(text, WHITE) >= MIN_TEXT_CONTRAST, "{text:?}");
        assert_ne!(text, p.fill(Paint::Accent));
    }

    #[test]
    fn a_dark_accent_is_used_for_text_as_chosen() {
        let p = palette("#1d4ed8");
        assert_eq!(p.text(Paint::Accent, WHITE), Rgb(29, 78, 216));
    }

    #[test]
    fn text_on_an_accent_band_is_white_on_dark_and_ink_on_light() {
        assert_eq!(
            palette("#1d4ed8").text(Paint::OnAccent(0.0), Rgb(29, 78, 216)),
            WHITE
        );
        let yellow = palette("#facc15");
        let on = yellow.text(Paint::OnAccent(0.0), Rgb(250, 204, 21));
        assert_eq!(on, yellow.ink);
    }
}
