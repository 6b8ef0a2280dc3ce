//! The families compiled into the binary (files and licences in `crates/pdf/fonts/`). A
//! resume's design picks one by id (`resume_data.design.font`); the same files, as WOFF2,
//! are what the preview shows (`frontend/public/fonts/`).

use serde::Serialize;
use unicode_script::Script;

use super::Style;

/// What kind of type a family is, for the font picker and for choosing fallbacks that match.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Category {
    Sans,
    Serif,
    Mono,
}

/// A family and its faces. `bold` and `italic` fall back to `regular` when missing.
#[derive(Debug)]
pub struct Family {
    pub id: &'static str,
    pub name: &'static str,
    pub category: Category,
    /// The file names of its faces (for the WOFF2 export), regular first.
    pub files: [Option<&'static str>; 3],
    regular: &'static [u8],
    bold: Option<&'static [u8]>,
    italic: Option<&'static [u8]>,
}

impl Family {
    /// The face file for `style` (bold italic is drawn bold: no family here has one).
    pub fn file(&self, style: Style) -> Option<&'static [u8]> {
        Some(match (style.bold, style.italic) {
            (true, _) => self.bold.unwrap_or(self.regular),
            (false, true) => self.italic.unwrap_or(self.regular),
            (false, false) => self.regular,
        })
    }

    /// A family by its id.
    pub fn by_id(id: &str) -> Option<&'static Family> {
        FAMILIES.iter().find(|f| f.id == id)
    }

    /// The family every document can fall back on.
    pub fn fallback() -> &'static Family {
        &FAMILIES[0]
    }
}

macro_rules! face {
    ($file:literal) => {
        include_bytes!(concat!("../../fonts/", $file))
    };
}

macro_rules! family {
    ($id:literal, $name:literal, $category:expr, $regular:literal, $bold:literal, $italic:literal) => {
        Family {
            id: $id,
            name: $name,
            category: $category,
            files: [Some($regular), Some($bold), Some($italic)],
            regular: face!($regular),
            bold: Some(face!($bold)),
            italic: Some(face!($italic)),
        }
    };
    ($id:literal, $name:literal, $category:expr, $regular:literal, $bold:literal) => {
        Family {
            id: $id,
            name: $name,
            category: $category,
            files: [Some($regular), Some($bold), None],
            regular: face!($regular),
            bold: Some(face!($bold)),
            italic: None,
        }
    };
}

/// The families a design can choose, in the order the font picker lists them.
pub static FAMILIES: [Family; 13] = [
    family!(
        "liberation-sans",
        "Liberation Sans",
        Category::Sans,
        "LiberationSans-Regular.ttf",
        "LiberationSans-Bold.ttf",
        "LiberationSans-Italic.ttf"
    ),
    family!(
        "liberation-serif",
        "Liberation Serif",
        Category::Serif,
        "LiberationSerif-Regular.ttf",
        "LiberationSerif-Bold.ttf",
        "LiberationSerif-Italic.ttf"
    ),
    family!(
        "noto-sans",
        "Noto Sans",
        Category::Sans,
        "NotoSans-Regular.ttf",
        "NotoSans-Bold.ttf",
        "NotoSans-Italic.ttf"
    ),
    family!(
        "noto-serif",
        "Noto Serif",
        Category::Serif,
        "NotoSerif-Regular.ttf",
        "NotoSerif-Bold.ttf",
        "NotoSerif-Italic.ttf"
    ),
    family!(
        "lato",
        "Lato",
        Category::Sans,
        "Lato-Regular.ttf",
        "Lato-Bold.ttf",
        "Lato-Italic.ttf"
    ),
    family!(
        "carlito",
        "Carlito",
        Category::Sans,
        "Carlito-Regular.ttf",
        "Carlito-Bold.ttf",
        "Carlito-Italic.ttf"
    ),
    family!(
        "noto-sans-mono",
        "Noto Sans Mono",
        Category::Mono,
        "NotoSansMono-Regular.ttf",
        "NotoSansMono-Bold.ttf"
    ),
    // Script fallbacks: never chosen as a design's font, used for the runs of text in their
    // script whatever the family (`script_fallback`).
    family!(
        "noto-sans-arabic",
        "Noto Sans Arabic",
        Category::Sans,
        "NotoSansArabic-Regular.ttf",
        "NotoSansArabic-Bold.ttf"
    ),
    family!(
        "noto-naskh-arabic",
        "Noto Naskh Arabic",
        Category::Serif,
        "NotoNaskhArabic-Regular.ttf",
        "NotoNaskhArabic-Bold.ttf"
    ),
    family!(
        "noto-sans-hebrew",
        "Noto Sans Hebrew",
        Category::Sans,
        "NotoSansHebrew-Regular.ttf",
        "NotoSansHebrew-Bold.ttf"
    ),
    family!(
        "noto-serif-hebrew",
        "Noto Serif Hebrew",
        Category::Serif,
        "NotoSerifHebrew-Regular.ttf",
        "NotoSerifHebrew-Bold.ttf"
    ),
    family!(
        "noto-sans-devanagari",
        "Noto Sans Devanagari",
        Category::Sans,
        "NotoSansDevanagari-Regular.ttf",
        "NotoSansDevanagari-Bold.ttf"
    ),
    family!(
        "noto-serif-devanagari",
        "Noto Serif Devanagari",
        Category::Serif,
        "NotoSerifDevanagari-Regular.ttf",
        "NotoSerifDevanagari-Bold.ttf"
    ),
];

/// How many of [`FAMILIES`] a design may choose (the rest are script fallbacks).
pub const DESIGN_FAMILIES: usize = 7;

/// The families a design may choose.
pub fn design_families() -> &'static [Family] {
    &FAMILIES[..DESIGN_FAMILIES]
}

/// The vendored face family for text in `script`, matching `category` (serif text falls back
/// to a serif face), or `None` for scripts left to the system's fonts.
pub fn script_fallback(script: Script, category: Category) -> Option<&'static Family> {
    let serif = category == Category::Serif;
    let id = match script {
        Script::Arabic if serif => "noto-naskh-arabic",
        Script::Arabic => "noto-sans-arabic",
        Script::Hebrew if serif => "noto-serif-hebrew",
        Script::Hebrew => "noto-sans-hebrew",
        Script::Devanagari if serif => "noto-serif-devanagari",
        Script::Devanagari => "noto-sans-devanagari",
        // Latin, Greek and Cyrillic a family lacks (Lato has no Greek polytonic, say).
        Script::Latin | Script::Greek | Script::Cyrillic if serif => "noto-serif",
        Script::Latin | Script::Greek | Script::Cyrillic => "noto-sans",
        _ => return None,
    };
    Family::by_id(id)
}
