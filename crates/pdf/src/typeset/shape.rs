//! Step 2: each run shaped by rustybuzz in its face, direction, script and language. Shape
//! plans (what the font's tables do for one script and language) are compiled once per
//! process and kept: compiling one costs more than shaping a page.

use std::collections::HashMap;
use std::str::FromStr;
use std::sync::{Arc, Mutex, OnceLock};

use rustybuzz::{Direction as HbDirection, Language, ShapePlan, UnicodeBuffer};
use unicode_bidi::Level;
use unicode_script::Script;

use super::itemize::Item;
use super::{Glyph, TextStyle};
use crate::fonts::{self, FaceId};

/// A run's glyphs, in visual order for its direction.
pub struct ShapedItem {
    pub range: std::ops::Range<usize>,
    pub face: FaceId,
    pub style: TextStyle,
    pub level: Level,
    pub glyphs: Vec<Glyph>,
}

type PlanKey = (FaceId, bool, [u8; 4], String);

fn plans() -> &'static Mutex<HashMap<PlanKey, Arc<ShapePlan>>> {
    static PLANS: OnceLock<Mutex<HashMap<PlanKey, Arc<ShapePlan>>>> = OnceLock::new();
    PLANS.get_or_init(Mutex::default)
}

fn hb_script(script: Script) -> Option<rustybuzz::Script> {
    let tag = rustybuzz::ttf_parser::Tag::from_bytes_lossy(script.short_name().as_bytes());
    rustybuzz::Script::from_iso15924_tag(tag)
}

/// The language shaping should follow: the resume's own, given as a BCP 47 tag.
fn hb_language(tag: &str) -> Option<Language> {
    Language::from_str(tag).ok()
}

pub fn shape_item(text: &str, item: &Item, language: &str) -> ShapedItem {
    let book = fonts::book();
    let face = book.face(item.face);
    let rtl = item.level.is_rtl();
    let direction = if rtl {
        HbDirection::RightToLeft
    } else {
        HbDirection::LeftToRight
    };
    let script = hb_script(item.script);
    let lang = hb_language(language);
    let key: PlanKey = (
        item.face,
        rtl,
        *item
            .script
            .short_name()
            .as_bytes()
            .first_chunk::<4>()
            .unwrap_or(b"Zyyy"),
        language.to_owned(),
    );
    let plan = {
        let mut plans = plans().lock().unwrap_or_else(|e| e.into_inner());
        plans
            .entry(key)
            .or_insert_with(|| {
                Arc::new(ShapePlan::new(
                    &face.shaper,
                    direction,
                    script,
                    lang.as_ref(),
                    &[],
                ))
            })
            .clone()
    };
    let run = &text[item.range.clone()];
    let mut buffer = UnicodeBuffer::new();
    buffer.push_str(run);
    buffer.set_direction(direction);
    if let Some(script) = script {
        buffer.set_script(script);
    }
    if let Some(lang) = lang {
        buffer.set_language(lang);
    }
    let shaped = rustybuzz::shape_with_plan(&face.shaper, &plan, buffer);
    let scale = face.scale(item.style.size);
    let infos = shaped.glyph_infos();
    let positions = shaped.glyph_positions();
    // A cluster runs from its first character to the next cluster's in logical order.
    let mut starts: Vec<usize> = infos.iter().map(|i| i.cluster as usize).collect();
    starts.sort_unstable();
    starts.dedup();
    let cluster_end = |start: usize| -> usize {
        match starts.binary_search(&start) {
            Ok(i) => starts.get(i + 1).copied().unwrap_or(run.len()),
            Err(_) => run.len(),
        }
    };
    let glyphs = infos
        .iter()
        .zip(positions)
        .map(|(info, pos)| {
            let start = info.cluster as usize;
            Glyph {
                id: u16::try_from(info.glyph_id).unwrap_or(0),
                advance: pos.x_advance as f32 * scale,
                dx: pos.x_offset as f32 * scale,
                dy: pos.y_offset as f32 * scale,
                cluster: item.range.start + start..item.range.start + cluster_end(start),
            }
        })
        .collect();
    ShapedItem {
        range: item.range.clone(),
        face: item.face,
        style: item.style,
        level: item.level,
        glyphs,
    }
}
