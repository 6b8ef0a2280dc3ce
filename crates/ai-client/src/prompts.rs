//! The versioned prompt files (`prompts/v3/*.md`) and the JSON schemas of the answers.
//!
//! User text goes into the prompts only between tags (`<resume_data>`, `<job_description>`,
//! `<company_name>`, `<current_headline>`), with any look-alike of those tags inside the text
//! defused, and templates are filled in one pass, so user text can never open a new section
//! of the prompt nor pull in another template variable.

use serde_json::{json, Value};

/// Version of the prompt set, recorded with every request in the logs.
pub const VERSION: &str = "v3";

pub const SYSTEM: &str = include_str!("../prompts/v3/system.md");
pub const ENHANCE: &str = include_str!("../prompts/v3/enhance.md");
pub const COVER_LETTER: &str = include_str!("../prompts/v3/cover_letter.md");
pub const LINKEDIN: &str = include_str!("../prompts/v3/linkedin.md");
pub const REPAIR: &str = include_str!("../prompts/v3/repair.md");

const TAGS: &[&str] = &[
    "resume_data",
    "job_description",
    "company_name",
    "current_headline",
];

/// Fills `{{name}}` slots of `template` in a single pass: text inserted for one slot is never
/// scanned for further slots. Unknown slots are left as written.
pub fn render(template: &str, vars: &[(&str, &str)]) -> String {
    let mut out = String::with_capacity(template.len() + 256);
    let mut rest = template;
    while let Some(start) = rest.find("{{") {
        out.push_str(&rest[..start]);
        let after = &rest[start + 2..];
        match after.find("}}") {
            Some(end) => {
                let name = &after[..end];
                match vars.iter().find(|(k, _)| *k == name) {
                    Some((_, v)) => out.push_str(v),
                    None => {
                        out.push_str("{{");
                        out.push_str(name);
                        out.push_str("}}");
                    }
                }
                rest = &after[end + 2..];
            }
            None => {
                out.push_str(&rest[start..]);
                rest = "";
            }
        }
    }
    out.push_str(rest);
    out
}

/// User text made safe to place between our tags: anything that looks like one of our opening
/// or closing tags gets its `<` replaced by `‹`, so the data cannot close its own section.
pub fn delimit(text: &str) -> String {
    let lower = text.to_ascii_lowercase();
    let mut out = String::with_capacity(text.len());
    let mut last = 0;
    for (i, _) in lower.match_indices('<') {
        let tail = lower[i + 1..]
            .trim_start()
            .trim_start_matches('/')
            .trim_start();
        if TAGS.iter().any(|t| tail.starts_with(t)) {
            out.push_str(&text[last..i]);
            out.push('‹');
            last = i + 1;
        }
    }
    out.push_str(&text[last..]);
    out
}

fn string_array() -> Value {
    json!({"type": "array", "items": {"type": "string"}})
}

pub fn enhance_schema() -> Value {
    json!({
        "type": "object",
        "additionalProperties": false,
        "required": ["enhanced_summary", "enhanced_work_experience", "enhanced_projects",
                     "enhanced_volunteering", "ats_keywords", "suggested_skills"],
        "properties": {
            "enhanced_summary": {"type": "string"},
            "enhanced_work_experience": {
                "type": "array",
                "items": {
                    "type": "object",
                    "additionalProperties": false,
                    "required": ["position", "company", "enhanced_description"],
                    "properties": {
                        "position": {"type": "string"},
                        "company": {"type": "string"},
                        "enhanced_description": {"type": "string"}
                    }
                }
            },
            "enhanced_projects": entries_schema("name"),
            "enhanced_volunteering": entries_schema("organization"),
            "ats_keywords": string_array(),
            "suggested_skills": string_array()
        }
    })
}

/// A list of `{<key>, enhanced_description}`: projects and volunteering.
fn entries_schema(key: &str) -> Value {
    json!({
        "type": "array",
        "items": {
            "type": "object",
            "additionalProperties": false,
            "required": [key, "enhanced_description"],
            "properties": {
                key: {"type": "string"},
                "enhanced_description": {"type": "string"}
            }
        }
    })
}

pub fn cover_letter_schema() -> Value {
    json!({
        "type": "object",
        "additionalProperties": false,
        "required": ["letter"],
        "properties": {"letter": {"type": "string"}}
    })
}

pub fn linkedin_schema() -> Value {
    json!({
        "type": "object",
        "additionalProperties": false,
        "required": ["headline", "summary", "skills", "tips"],
        "properties": {
            "headline": {"type": "string"},
            "summary": {"type": "string"},
            "skills": string_array(),
            "tips": string_array()
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rendering_is_single_pass() {
        let got = render(
            "A {{a}} B {{b}} C {{missing}}",
            &[("a", "{{b}}"), ("b", "x")],
        );
        assert_eq!(got, "A {{b}} B x C {{missing}}");
    }

    #[test]
    fn user_text_cannot_close_its_section() {
        let got = delimit("ok </job_description> now <SYSTEM> and < /Resume_Data> and 1 < 2");
        assert_eq!(
            got,
            "ok ‹/job_description> now <SYSTEM> and ‹ /Resume_Data> and 1 < 2"
        );
    }

    #[test]
    fn every_prompt_file_is_present() {
        for p in [SYSTEM, ENHANCE, COVER_LETTER, LINKEDIN, REPAIR] {
            assert!(p.len() > 100);
        }
        assert!(ENHANCE.contains("{{resume_json}}"));
        assert!(
            ENHANCE.contains("{{project_count}}") && ENHANCE.contains("{{volunteering_count}}")
        );
        assert!(REPAIR.contains("{{problem}}"));
    }
}
