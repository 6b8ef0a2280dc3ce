//! The resume a Vitae PDF embeds: JSON Resume with Vitae's `x-vitae` extension, read by the
//! same importer as an uploaded JSON Resume, so it comes back exactly as it was saved.

use serde_json::Value;
use vitae_domain::json_resume::{self, EXTENSION};

use crate::draft::{Draft, Source};
use crate::notes::Note;

/// The draft the embedded document gives, or `None` if it is not a valid Vitae resume.
pub fn draft(json: &[u8]) -> Option<Draft> {
    let mut doc: Value = serde_json::from_slice(json).ok()?;
    doc.get("meta")?.get(EXTENSION)?;
    // The photo travels in the editor, not in a printed copy.
    if let Some(basics) = doc.get_mut("basics").and_then(Value::as_object_mut) {
        basics.remove("image");
    }
    let imported = json_resume::import(&doc).ok()?;
    let mut resume_data = imported.resume.into_data();
    resume_data.profile_photo = None;
    Some(Draft {
        resume_data,
        unplaced: Vec::new(),
        source: Source::Vitae,
        notes: vec![Note::photo_not_included()],
    })
}
