//! The fonts a resume prints with: the families vendored into the binary ([`families`]), the
//! Noto faces that cover Arabic, Hebrew and Devanagari for every family, and, for any other
//! script (Chinese, Japanese, Korean, Bengali, Tamil, Thai…), fonts installed on the machine
//! ([`system`]). Every face is loaded once per process and kept: the vendored ones are in the
//! binary already, a system one is read from disk the first time a resume needs it.
//!
//! [`FontBook::face_for`] picks the face for one character in a style: the family's own face
//! when it has the glyph, else the fallback for that character's script. The text engine asks
//! per run of characters, not per glyph (`typeset::itemize`).

pub mod families;
mod system;
pub mod web;

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::{Mutex, OnceLock, RwLock};

use rustybuzz::ttf_parser;
use unicode_script::UnicodeScript;

pub use families::{Category, Family, FAMILIES};

/// A face the book has loaded; an index into its table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FaceId(pub u16);

/// Bold, italic, both or neither.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Style {
    pub bold: bool,
    pub italic: bool,
}

impl Style {
    pub const REGULAR: Style = Style {
        bold: false,
        italic: false,
    };
    pub const BOLD: Style = Style {
        bold: true,
        italic: false,
    };
    pub const ITALIC: Style = Style {
        bold: false,
        italic: true,
    };
}

/// How a face draws its glyphs, which decides how a PDF embeds it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outlines {
    TrueType,
    Cff,
}

/// One loaded face: its bytes, its shaper and the metrics the layout needs.
pub struct LoadedFace {
    pub data: &'static [u8],
    pub index: u32,
    pub shaper: rustybuzz::Face<'static>,
    pub units_per_em: f32,
    pub ascender: f32,
    pub descender: f32,
    pub line_gap: f32,
    pub cap_height: f32,
    pub postscript_name: String,
    pub outlines: Outlines,
    pub italic: bool,
    pub bold: bool,
}

impl LoadedFace {
    fn parse(data: &'static [u8], index: u32) -> Option<LoadedFace> {
        let shaper = rustybuzz::Face::from_slice(data, index)?;
        let face: &ttf_parser::Face = &shaper;
        let units_per_em = f32::from(face.units_per_em());
        let postscript_name = face
            .names()
            .into_iter()
            .filter(|n| n.name_id == ttf_parser::name_id::POST_SCRIPT_NAME)
            .find_map(|n| n.to_string())
            .unwrap_or_else(|| "Font".to_owned());
        let outlines = if face.tables().cff.is_some() {
            Outlines::Cff
        } else {
            Outlines::TrueType
        };
        Some(LoadedFace {
            data,
            index,
            units_per_em,
            ascender: f32::from(face.ascender()),
            descender: f32::from(face.descender()),
            line_gap: f32::from(face.line_gap()),
            cap_height: face
                .capital_height()
                .map_or(f32::from(face.ascender()) * 0.7, f32::from),
            postscript_name,
            outlines,
            italic: face.is_italic(),
            bold: face.is_bold(),
            shaper,
        })
    }

    /// Whether the face draws `c` (not its .notdef).
    pub fn covers(&self, c: char) -> bool {
        self.shaper.glyph_index(c).is_some()
    }

    /// Ascender to descender at `size` points, in points: the height genpdf-era layouts put
    /// between a line's top and its baseline, kept so old resumes print where they did.
    pub fn glyph_height(&self, size: f32) -> f32 {
        (self.ascender - self.descender) / self.units_per_em * size
    }

    /// The distance between baselines at `size` points and single spacing, in points:
    /// ascender to descender plus the font's line gap.
    pub fn line_height(&self, size: f32) -> f32 {
        (self.ascender - self.descender + self.line_gap) / self.units_per_em * size
    }

    /// Font units → points at `size`.
    pub fn scale(&self, size: f32) -> f32 {
        size / self.units_per_em
    }
}

/// Where the book looks for fonts it does not carry.
#[derive(Debug, Clone, Default)]
pub struct SystemFonts {
    /// Folders to scan; empty means the system's font folders.
    pub dirs: Vec<PathBuf>,
}

static SYSTEM_DIRS: OnceLock<SystemFonts> = OnceLock::new();

/// Sets where system fonts are looked for (`FONT_DIRS`). Call once at start-up, before the
/// first render; later calls are ignored.
pub fn configure_system_fonts(config: SystemFonts) {
    let _ = SYSTEM_DIRS.set(config);
}

/// What decides a system fallback: the character, the family's category, bold or not, and the
/// CJK variant of the resume's language.
type FallbackKey = (char, Category, bool, &'static str);

/// Every face the process has loaded, and the choices already made.
pub struct FontBook {
    faces: RwLock<Vec<&'static LoadedFace>>,
    /// (family index, style) → face.
    family_faces: Mutex<HashMap<(usize, Style), Option<FaceId>>>,
    /// A system face for a character, or none that covers it.
    fallbacks: Mutex<HashMap<FallbackKey, Option<FaceId>>>,
    system: OnceLock<system::SystemCatalog>,
}

/// The family and file (`regular`, `bold` or `italic`) a loaded face was read from, when it is
/// one of the families compiled in: the name of its WOFF2 copy (`frontend/public/fonts/`).
/// `None` for a system face, which a browser cannot fetch from us.
pub fn web_face(id: FaceId) -> Option<(&'static Family, &'static str)> {
    let data = book().face(id).data;
    FAMILIES.iter().find_map(|family| {
        [
            ("regular", Style::REGULAR),
            ("bold", Style::BOLD),
            ("italic", Style::ITALIC),
        ]
        .into_iter()
        .find(|(_, style)| family.file(*style).is_some_and(|f| std::ptr::eq(f, data)))
        .map(|(name, _)| (family, name))
    })
}

/// The process's font book.
pub fn book() -> &'static FontBook {
    static BOOK: OnceLock<FontBook> = OnceLock::new();
    BOOK.get_or_init(|| FontBook {
        faces: RwLock::new(Vec::new()),
        family_faces: Mutex::new(HashMap::new()),
        fallbacks: Mutex::new(HashMap::new()),
        system: OnceLock::new(),
    })
}

impl FontBook {
    /// The loaded face `id`.
    pub fn face(&self, id: FaceId) -> &'static LoadedFace {
        let faces = self.faces.read().unwrap_or_else(|e| e.into_inner());
        faces[usize::from(id.0)]
    }

    fn add(&self, face: LoadedFace) -> FaceId {
        let face: &'static LoadedFace = Box::leak(Box::new(face));
        let mut faces = self.faces.write().unwrap_or_else(|e| e.into_inner());
        faces.push(face);
        FaceId(u16::try_from(faces.len() - 1).unwrap_or(u16::MAX))
    }

    /// The face of `family` in `style`: the family's own bold or italic when it has one, else
    /// its regular face (bold italic falls back to bold).
    pub fn family_face(&self, family: &'static Family, style: Style) -> Option<FaceId> {
        let index = FAMILIES.iter().position(|f| std::ptr::eq(f, family))?;
        let mut cache = self.family_faces.lock().unwrap_or_else(|e| e.into_inner());
        *cache.entry((index, style)).or_insert_with(|| {
            let data = family.file(style)?;
            Some(self.add(LoadedFace::parse(data, 0)?))
        })
    }

    /// The face that draws `c` in `family` and `style`: the family's own, else the vendored
    /// face for its script (Arabic, Hebrew, Devanagari), else a system font, else `None`.
    pub fn face_for(
        &self,
        c: char,
        family: &'static Family,
        style: Style,
        language: &str,
    ) -> Option<FaceId> {
        let own = self.family_face(family, style)?;
        if self.face(own).covers(c) || !needs_a_glyph(c) {
            return Some(own);
        }
        if let Some(vendored) = self.vendored_fallback(c, family.category, style) {
            return Some(vendored);
        }
        let key = (
            c,
            family.category,
            style.bold,
            system::variant_for(c.script(), language),
        );
        let cached = self
            .fallbacks
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(&key)
            .copied();
        if let Some(found) = cached {
            return found;
        }
        let found = self.system_fallback(c, family.category, style, language);
        self.fallbacks
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(key, found);
        found
    }

    fn vendored_fallback(&self, c: char, category: Category, style: Style) -> Option<FaceId> {
        let family = families::script_fallback(c.script(), category)?;
        let id = self.family_face(family, style)?;
        self.face(id).covers(c).then_some(id)
    }

    fn system_fallback(
        &self,
        c: char,
        category: Category,
        style: Style,
        language: &str,
    ) -> Option<FaceId> {
        let catalog = self.system.get_or_init(|| {
            system::SystemCatalog::scan(&SYSTEM_DIRS.get().cloned().unwrap_or_default())
        });
        let (data, index) = catalog.find(c, category, style.bold, language)?;
        let mut loaded = catalog.loaded.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(id) = loaded.get(&(data.as_ptr() as usize, index)) {
            return Some(*id);
        }
        let id = self.add(LoadedFace::parse(data, index)?);
        loaded.insert((data.as_ptr() as usize, index), id);
        Some(id)
    }

    /// Scans the system's fonts now rather than at the first resume that needs one (start-up
    /// warms it in the background); returns how many faces it found.
    pub fn warm_up(&self) -> usize {
        self.system
            .get_or_init(|| {
                system::SystemCatalog::scan(&SYSTEM_DIRS.get().cloned().unwrap_or_default())
            })
            .face_count()
    }
}

/// Whether `c` draws anything at all: controls, joiners and direction marks are shaped, never
/// looked up alone.
pub fn needs_a_glyph(c: char) -> bool {
    !(c.is_control()
        || c.is_whitespace()
        || matches!(
            c,
            '\u{200B}'..='\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2060}'..='\u{206F}' | '\u{FE00}'..='\u{FE0F}' | '\u{FEFF}'
        ))
}

/// Scripts by the name the API gives them, each with letters a family drawing it must have.
const SCRIPT_SAMPLES: [(&str, &str); 8] = [
    ("latin", "AzÉéŁłẞ"),
    ("greek", "ΑΩαω"),
    ("cyrillic", "ЖжЯя"),
    ("arabic", "عبپ"),
    ("hebrew", "אבש"),
    ("devanagari", "कखि"),
    ("han", "漢字"),
    ("kana", "かカ"),
];

/// The scripts `family`'s own faces draw (runs in other scripts fall back to other fonts).
pub fn scripts(family: &'static Family) -> Vec<&'static str> {
    let book = book();
    let Some(face) = book
        .family_face(family, Style::REGULAR)
        .map(|id| book.face(id))
    else {
        return Vec::new();
    };
    SCRIPT_SAMPLES
        .iter()
        .filter(|(_, sample)| sample.chars().all(|c| face.covers(c)))
        .map(|(name, _)| *name)
        .collect()
}
