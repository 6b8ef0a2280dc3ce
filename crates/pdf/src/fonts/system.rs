//! Fonts installed on the machine, for scripts the binary does not carry (Chinese, Japanese,
//! Korean, Bengali, Tamil, Thai…): `FONT_DIRS`, or the system's font folders, indexed once by
//! fontdb. For a character, the faces named for its script come first (Noto Sans/Serif
//! `<Script>`, Noto Sans CJK in the resume's language's variant), then any face that covers
//! it. A face's file is read into memory the first time a resume uses it, and kept.

use std::collections::HashMap;
use std::sync::Mutex;

use fontdb::{Database, Weight, ID};
use unicode_script::{Script, UnicodeScript};

use super::{Category, FaceId, SystemFonts};

pub struct SystemCatalog {
    db: Database,
    /// The bytes of each file read so far, by fontdb face id.
    data: Mutex<HashMap<ID, &'static [u8]>>,
    /// (address of a file's bytes, face index) → the book's face.
    pub loaded: Mutex<HashMap<(usize, u32), FaceId>>,
}

impl SystemCatalog {
    pub fn scan(config: &SystemFonts) -> SystemCatalog {
        let mut db = Database::new();
        if config.dirs.is_empty() {
            db.load_system_fonts();
        } else {
            for dir in &config.dirs {
                db.load_fonts_dir(dir);
            }
        }
        SystemCatalog {
            db,
            data: Mutex::new(HashMap::new()),
            loaded: Mutex::new(HashMap::new()),
        }
    }

    /// How many faces were found.
    pub fn face_count(&self) -> usize {
        self.db.len()
    }

    /// A face's bytes and index for `c`, preferring the faces named for its script, the
    /// category and weight asked for.
    pub fn find(
        &self,
        c: char,
        category: Category,
        bold: bool,
        language: &str,
    ) -> Option<(&'static [u8], u32)> {
        let preferred = preferred_families(c.script(), category, language);
        let mut candidates: Vec<(usize, &fontdb::FaceInfo)> = self
            .db
            .faces()
            .filter_map(|f| {
                let family = f.families.first().map(|(n, _)| n.as_str())?;
                let rank = preferred
                    .iter()
                    .position(|p| p == family)
                    .unwrap_or(preferred.len());
                Some((rank, f))
            })
            .collect();
        // Named faces first, then the right weight, then upright.
        candidates.sort_by_key(|(rank, f)| {
            let weight_miss = (f.weight >= Weight::SEMIBOLD) != bold;
            let slanted = f.style != fontdb::Style::Normal;
            (*rank, weight_miss, slanted)
        });
        candidates.into_iter().find_map(|(_, f)| {
            let data = self.bytes(f.id)?;
            let face = rustybuzz::ttf_parser::Face::parse(data, f.index).ok()?;
            face.glyph_index(c).is_some().then_some((data, f.index))
        })
    }

    /// The whole file behind face `id`, read once.
    fn bytes(&self, id: ID) -> Option<&'static [u8]> {
        let mut data = self.data.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(bytes) = data.get(&id) {
            return Some(bytes);
        }
        let bytes: &'static [u8] = self
            .db
            .with_face_data(id, |bytes, _| Box::leak(bytes.to_vec().into_boxed_slice()))?;
        // A collection's faces share the file: remember it for all of them.
        if let Some((source, _)) = self.db.face_source(id) {
            for f in self.db.faces() {
                if same_source(&f.source, &source) {
                    data.insert(f.id, bytes);
                }
            }
        }
        data.insert(id, bytes);
        Some(bytes)
    }
}

fn same_source(a: &fontdb::Source, b: &fontdb::Source) -> bool {
    match (a, b) {
        (fontdb::Source::File(a), fontdb::Source::File(b)) => a == b,
        _ => false,
    }
}

/// The families to try first for a character of `script`, best first.
fn preferred_families(script: Script, category: Category, language: &str) -> Vec<String> {
    let serif = category == Category::Serif;
    let (first, second) = if serif {
        ("Noto Serif", "Noto Sans")
    } else {
        ("Noto Sans", "Noto Serif")
    };
    match script {
        Script::Han | Script::Hiragana | Script::Katakana | Script::Hangul | Script::Bopomofo => {
            let variant = cjk_variant(script, language);
            vec![
                format!("{first} CJK {variant}"),
                format!("{second} CJK {variant}"),
                format!("{first} CJK SC"),
                format!("{second} CJK SC"),
            ]
        }
        other => {
            let name = other.full_name().replace('_', " ");
            vec![format!("{first} {name}"), format!("{second} {name}")]
        }
    }
}

/// What of the resume's language decides the system face for a character of `script`: the
/// CJK variant for Han, kana and Hangul (their glyph shapes differ by region), else nothing.
pub fn variant_for(script: Script, language: &str) -> &'static str {
    match script {
        Script::Han | Script::Hiragana | Script::Katakana | Script::Hangul | Script::Bopomofo => {
            cjk_variant(script, language)
        }
        _ => "",
    }
}

/// Which CJK variant suits the resume's language: its glyph shapes differ by region.
fn cjk_variant(script: Script, language: &str) -> &'static str {
    let lang = language.to_ascii_lowercase();
    match script {
        Script::Hangul => return "KR",
        Script::Hiragana | Script::Katakana => return "JP",
        _ => {}
    }
    if lang.starts_with("ja") {
        "JP"
    } else if lang.starts_with("ko") {
        "KR"
    } else if lang.starts_with("zh-hk") {
        "HK"
    } else if lang.starts_with("zh-tw") || lang.starts_with("zh-hant") {
        "TC"
    } else {
        "SC"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn script_families_are_named_the_noto_way() {
        assert_eq!(
            preferred_families(Script::Bengali, Category::Sans, "bn")[0],
            "Noto Sans Bengali"
        );
        assert_eq!(
            preferred_families(Script::Han, Category::Serif, "ja")[0],
            "Noto Serif CJK JP"
        );
        assert_eq!(
            preferred_families(Script::Han, Category::Sans, "zh-TW")[0],
            "Noto Sans CJK TC"
        );
        assert_eq!(
            preferred_families(Script::Hangul, Category::Sans, "en")[0],
            "Noto Sans CJK KR"
        );
    }
}
