//! What a save changed, for the version history: each stored version records the parts of the
//! resume its save changed (or that it was created, or restored from another version), as keys
//! that [`describe`] turns into a line such as "Summary, Work experience".

use crate::resume::{AiEnhancedData, ResumeData, TemplateStyle};

/// A resume's content as the history compares it: the photo by its digest, not its bytes.
pub struct Content<'a> {
    pub data: &'a ResumeData,
    pub enhanced: &'a AiEnhancedData,
    pub template: TemplateStyle,
    pub photo_digest: Option<&'a str>,
}

/// The first content of a resume (a save, an import or a tailored copy).
pub const CREATED: &str = "created";
/// Stored before history was kept: what changed is not known.
pub const UNKNOWN: &str = "";
const RESTORED: &str = "restored:";

/// The parts of a resume the history tells apart, in the order a summary names them, with
/// their labels.
const PARTS: [(&str, &str); 19] = [
    ("header", "Name and contact"),
    ("title", "Document title"),
    ("language", "Language"),
    ("summary", "Summary"),
    ("work_experience", "Work experience"),
    ("education", "Education"),
    ("skills", "Skills"),
    ("certifications", "Certifications"),
    ("projects", "Projects"),
    ("volunteering", "Volunteering"),
    ("awards", "Awards"),
    ("publications", "Publications"),
    ("languages", "Languages"),
    ("custom_sections", "Custom sections"),
    ("layout", "Section order"),
    ("photo", "Photo"),
    ("template", "Template"),
    ("design", "Design"),
    ("enhanced", "AI-enhanced text"),
];

/// The keys of the parts that differ between `old` and `new`, comma-separated in `PARTS`
/// order; empty when nothing differs.
pub fn changes(old: &Content<'_>, new: &Content<'_>) -> String {
    let (a, b) = (old.data, new.data);
    let differs = |key: &str| match key {
        "header" => {
            a.name != b.name
                || a.job_title != b.job_title
                || a.email != b.email
                || a.phone != b.phone
                || a.location != b.location
                || a.links != b.links
                || a.experience_level != b.experience_level
        }
        "title" => a.title != b.title,
        "language" => a.language != b.language,
        "summary" => a.summary != b.summary,
        "work_experience" => a.work_experience != b.work_experience,
        "education" => a.education != b.education,
        "skills" => a.skills != b.skills,
        "certifications" => a.certifications != b.certifications,
        "projects" => a.projects != b.projects,
        "volunteering" => a.volunteering != b.volunteering,
        "awards" => a.awards != b.awards,
        "publications" => a.publications != b.publications,
        "languages" => a.languages != b.languages,
        "custom_sections" => a.custom_sections != b.custom_sections,
        "layout" => {
            a.section_order != b.section_order
                || a.hidden_sections != b.hidden_sections
                || a.keep_together != b.keep_together
        }
        "photo" => old.photo_digest != new.photo_digest,
        "template" => old.template != new.template,
        "design" => a.design != b.design,
        "enhanced" => old.enhanced != new.enhanced,
        _ => false,
    };
    PARTS
        .iter()
        .map(|(key, _)| *key)
        .filter(|key| differs(key))
        .collect::<Vec<_>>()
        .join(",")
}

/// The change of a restore of `version`.
pub fn restored(version: i32) -> String {
    format!("{RESTORED}{version}")
}

/// The keys of a recorded change, as a list (`["summary", "skills"]`, `["created"]`,
/// `["restored:3"]`; empty when unknown).
pub fn keys(changes: &str) -> Vec<String> {
    changes
        .split(',')
        .filter(|k| !k.is_empty())
        .map(str::to_owned)
        .collect()
}

/// A recorded change in words: "Summary, Work experience", "Created", "Restored version 3",
/// "Earlier edits" (stored before history was kept), "No changes".
pub fn describe(changes: &str) -> String {
    if changes == UNKNOWN {
        return "Earlier edits".to_owned();
    }
    if changes == CREATED {
        return "Created".to_owned();
    }
    if let Some(version) = changes.strip_prefix(RESTORED) {
        return format!("Restored version {version}");
    }
    let labels: Vec<&str> = changes
        .split(',')
        .filter_map(|key| PARTS.iter().find(|(k, _)| *k == key).map(|(_, l)| *l))
        .collect();
    if labels.is_empty() {
        "No changes".to_owned()
    } else {
        labels.join(", ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn content<'a>(data: &'a ResumeData, enhanced: &'a AiEnhancedData) -> Content<'a> {
        Content {
            data,
            enhanced,
            template: TemplateStyle::Modern,
            photo_digest: Some("abc"),
        }
    }

    #[test]
    fn names_the_parts_that_changed_in_order() {
        let enhanced = AiEnhancedData::default();
        let old = ResumeData {
            name: "Ana".into(),
            summary: "Old".into(),
            skills: vec!["Rust".into()],
            ..Default::default()
        };
        let mut new = old.clone();
        new.skills.push("SQL".into());
        new.summary = "New".into();
        new.phone = "+55".into();
        let changed = changes(&content(&old, &enhanced), &content(&new, &enhanced));
        assert_eq!(changed, "header,summary,skills");
        assert_eq!(describe(&changed), "Name and contact, Summary, Skills");
        assert_eq!(keys(&changed), ["header", "summary", "skills"]);

        let mut other_photo = content(&new, &enhanced);
        other_photo.photo_digest = None;
        other_photo.template = TemplateStyle::Elegant;
        assert_eq!(
            changes(&content(&new, &enhanced), &other_photo),
            "photo,template"
        );

        let mut redesigned = new.clone();
        redesigned.design.accent = Some("#0f766e".into());
        let changed = changes(&content(&new, &enhanced), &content(&redesigned, &enhanced));
        assert_eq!(describe(&changed), "Design");
        assert_eq!(
            changes(&content(&new, &enhanced), &content(&new, &enhanced)),
            ""
        );
    }

    #[test]
    fn special_changes_read_as_words() {
        assert_eq!(describe(CREATED), "Created");
        assert_eq!(describe(&restored(3)), "Restored version 3");
        assert_eq!(describe(UNKNOWN), "Earlier edits");
        assert_eq!(keys(UNKNOWN), Vec::<String>::new());
    }
}
