//! Measurements a template needs before layout (how large a name fits in a header band, how
//! tall the header is), taken with the same fonts and shaping the page will print with.

use crate::design::Fonts;
use crate::flow::MM_PER_PT;
use crate::fonts;
use crate::layout::{Face, Rgb};
use crate::typeset::{self, Setting, Span};

pub struct Measure<'a> {
    pub fonts: Fonts,
    pub setting: Setting<'a>,
}

impl Measure<'_> {
    fn shaped(&self, face: Face, size: f32, text: &str) -> typeset::Shaped {
        let span = Span {
            text: text.to_owned(),
            style: self.fonts.text_style(face, size, Rgb(0, 0, 0)),
        };
        typeset::shape(&[span], self.setting)
    }

    /// The width of `text` on one line, in millimetres.
    pub fn width_mm(&self, face: Face, size: f32, text: &str) -> f32 {
        self.shaped(face, size, text).width() * MM_PER_PT
    }

    /// The height `text` takes in `width` mm at single spacing, in millimetres, as the page
    /// flow will lay it out.
    pub fn height_mm(&self, face: Face, size: f32, text: &str, width: f32) -> f32 {
        let shaped = self.shaped(face, size, text);
        let points: f32 = shaped
            .lines(width / MM_PER_PT)
            .iter()
            .map(|line| shaped.line_box(line, 1.0).1)
            .sum();
        points * MM_PER_PT
    }

    fn face(&self, face: Face) -> Option<&'static fonts::LoadedFace> {
        let style = self.fonts.text_style(face, 10.0, Rgb(0, 0, 0));
        let book = fonts::book();
        book.family_face(style.family, style.style)
            .map(|id| book.face(id))
    }

    /// Ascender to descender of `face` at `size`, in millimetres.
    pub fn glyph_height_mm(&self, face: Face, size: f32) -> f32 {
        self.face(face).map_or(size * 1.1, |f| f.glyph_height(size)) * MM_PER_PT
    }
}
