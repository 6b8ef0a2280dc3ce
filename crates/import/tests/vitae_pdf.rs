//! A PDF Vitae wrote carries its resume as an embedded `resume.json`: importing it gives the
//! resume back exactly, for every persona of the corpus (the photo aside).

#![allow(clippy::expect_used)]

mod support;

use std::path::Path;

use chrono::Utc;
use vitae_domain::json_resume;
use vitae_domain::resume::{AiEnhancedData, StoredResume};
use vitae_domain::TemplateStyle;
use vitae_import::{import, Source};

#[test]
fn embedded_resume_comes_back_exactly() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus/personas");
    let mut count = 0;
    for entry in std::fs::read_dir(dir).expect("personas") {
        let path = entry.expect("entry").path();
        let doc: serde_json::Value =
            serde_json::from_slice(&std::fs::read(&path).expect("read")).expect("json");
        let data = json_resume::import(&doc)
            .expect("persona imports")
            .resume
            .into_data();
        let stored = StoredResume {
            id: "r".to_owned(),
            created_at: Utc::now(),
            updated_at: Utc::now(),
            resume_data: data.clone(),
            ai_enhanced_data: AiEnhancedData::default(),
            template_style: TemplateStyle::Classic,
            unlocked: false,
            stale_enhancements: Default::default(),
        };
        let json = serde_json::to_vec(&json_resume::export(&stored)).expect("export");
        let pdf = support::pdf(1, "Printed text that must not be used", Some(&json), false);
        let draft = import(&pdf).expect("import");
        assert_eq!(draft.source, Source::Vitae, "{}", path.display());
        assert_eq!(draft.resume_data, data, "{}", path.display());
        assert!(draft.unplaced.is_empty());
        assert!(draft.notes.iter().any(|n| n.code == "photo_not_included"));
        count += 1;
    }
    assert!(count >= 5);
    println!("vitae-embedded: {count}/{count} resumes exact (100 %)");
}

#[test]
fn embedded_file_that_is_not_a_vitae_resume_falls_back_to_the_text() {
    let pdf = support::pdf(
        1,
        "Jane Doe",
        Some(b"{\"basics\": {\"name\": \"Other\"}}"),
        false,
    );
    let draft = import(&pdf).expect("import");
    assert_eq!(draft.source, Source::Pdf);
    assert_eq!(draft.resume_data.name, "Jane Doe");
}
