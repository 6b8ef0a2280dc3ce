//! The templates, read once from their descriptions (`crates/pdf/templates/`). Each file is a
//! JSON merge patch (RFC 7386) over `base.json`, so a template states only where it differs;
//! a sidebar's column is likewise a patch over the template's main column.

use std::sync::LazyLock;

use serde_json::{Map, Value};
use vitae_domain::error::causes;
use vitae_domain::TemplateStyle;

use super::spec::Template;

const BASE: &str = include_str!("../../templates/base.json");

/// Each template's description, in `TemplateStyle::ALL` order.
const FILES: [(TemplateStyle, &str); 10] = [
    (
        TemplateStyle::Modern,
        include_str!("../../templates/modern.json"),
    ),
    (
        TemplateStyle::Minimal,
        include_str!("../../templates/minimal.json"),
    ),
    (
        TemplateStyle::Corporate,
        include_str!("../../templates/corporate.json"),
    ),
    (
        TemplateStyle::Classic,
        include_str!("../../templates/classic.json"),
    ),
    (
        TemplateStyle::Elegant,
        include_str!("../../templates/elegant.json"),
    ),
    (
        TemplateStyle::Sidebar,
        include_str!("../../templates/sidebar.json"),
    ),
    (
        TemplateStyle::Compact,
        include_str!("../../templates/compact.json"),
    ),
    (
        TemplateStyle::Timeline,
        include_str!("../../templates/timeline.json"),
    ),
    (
        TemplateStyle::Academic,
        include_str!("../../templates/academic.json"),
    ),
    (
        TemplateStyle::Headline,
        include_str!("../../templates/headline.json"),
    ),
];

static TEMPLATES: LazyLock<Vec<Template>> = LazyLock::new(|| {
    FILES
        .iter()
        .map(|(style, file)| {
            // The files are part of the binary and a test reads every one: a broken file
            // cannot ship, so failing here is failing a build, not a request.
            description(file)
                .unwrap_or_else(|e| panic!("template {}: {}", style.as_str(), causes(&e)))
        })
        .collect()
});

/// Every template, in the picker's order.
pub fn templates() -> &'static [Template] {
    &TEMPLATES
}

/// The description of `style`.
pub fn template(style: TemplateStyle) -> &'static Template {
    let i = TemplateStyle::ALL
        .iter()
        .position(|s| *s == style)
        .unwrap_or_default();
    &TEMPLATES[i]
}

/// A template description that does not read.
#[derive(Debug, thiserror::Error)]
pub enum DescriptionError {
    #[error("base.json is not JSON")]
    Base(#[source] serde_json::Error),
    #[error("the file is not JSON")]
    File(#[source] serde_json::Error),
    #[error("the description is not a template")]
    Template(#[source] serde_json::Error),
}

/// A template file read over the base, its sidebar column over its main one.
pub fn description(file: &str) -> Result<Template, DescriptionError> {
    let mut doc: Value = serde_json::from_str(BASE).map_err(DescriptionError::Base)?;
    let patch: Value = serde_json::from_str(file).map_err(DescriptionError::File)?;
    merge(&mut doc, patch);
    let main = doc.get("main").cloned().unwrap_or(Value::Null);
    if let Some(sidebar) = doc.get_mut("sidebar").and_then(Value::as_object_mut) {
        let mut column = main;
        merge(&mut column, sidebar.remove("column").unwrap_or(Value::Null));
        sidebar.insert("column".into(), column);
    }
    serde_json::from_value(doc).map_err(DescriptionError::Template)
}

/// RFC 7386: objects merge key by key, `null` removes a key, anything else replaces.
fn merge(target: &mut Value, patch: Value) {
    let Value::Object(patch) = patch else {
        *target = patch;
        return;
    };
    if !target.is_object() {
        *target = Value::Object(Map::new());
    }
    let Value::Object(fields) = target else {
        return;
    };
    for (key, value) in patch {
        if value.is_null() {
            fields.remove(&key);
        } else {
            merge(fields.entry(key).or_insert(Value::Null), value);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::design::paint::Paint;
    use crate::fonts::families::design_families;
    use crate::fonts::Family;

    #[test]
    fn every_template_style_has_its_description_in_order() {
        assert_eq!(templates().len(), TemplateStyle::ALL.len());
        for (t, style) in templates().iter().zip(TemplateStyle::ALL) {
            assert_eq!(t.id, style);
            assert!(!t.name.is_empty() && !t.description.is_empty());
        }
    }

    #[test]
    fn descriptions_name_only_fonts_and_colours_that_exist() {
        for t in templates() {
            let id = t.id.as_str();
            assert!(
                design_families().iter().any(|f| f.id == t.defaults.font),
                "{id}"
            );
            if let Some(alt) = &t.alt_font {
                assert!(Family::by_id(alt).is_some(), "{id}: {alt}");
            }
            assert!(
                crate::layout::Rgb::parse(&t.defaults.accent).is_some(),
                "{id}"
            );
            // The fixed colours are what other paints resolve against: never one of those.
            for paint in [t.colors.ink, t.colors.text, t.colors.muted] {
                assert!(
                    !matches!(paint, Paint::Ink | Paint::Text | Paint::Muted),
                    "{id}"
                );
            }
            if let Some(side) = &t.sidebar {
                let sum: u32 = side.weights.iter().sum();
                assert_eq!(sum, 100, "{id}");
                for key in &side.keys {
                    assert!(
                        vitae_domain::SectionKey::parse(key).is_some(),
                        "{id}: {key}"
                    );
                }
            }
            for key in t.headings.keys() {
                assert!(
                    vitae_domain::SectionKey::parse(key).is_some(),
                    "{id}: {key}"
                );
            }
        }
    }

    #[test]
    fn the_fonts_a_design_may_name_are_the_families_the_renderer_carries() {
        let ids: Vec<&str> = design_families().iter().map(|f| f.id).collect();
        assert_eq!(ids, vitae_domain::design::FONTS);
    }

    #[test]
    fn ten_templates_differ_in_layout_not_only_colour() {
        let layouts: std::collections::BTreeSet<String> = templates()
            .iter()
            .map(|t| {
                format!(
                    "{:?}/{:?}/{:?}/{:?}/{:?}/{:?}/{:?}",
                    t.header.band.is_some(),
                    t.header.align,
                    t.main.heading.align,
                    t.main.heading.rule_first,
                    t.sidebar.as_ref().map(|s| s.side),
                    t.main.entry.form,
                    t.main.tags.form,
                )
            })
            .collect();
        assert_eq!(layouts.len(), templates().len(), "{layouts:?}");
    }

    #[test]
    fn a_patch_merges_key_by_key_and_null_removes() {
        let mut doc: Value = serde_json::json!({"a": {"b": 1, "c": 2}, "d": [1]});
        merge(
            &mut doc,
            serde_json::json!({"a": {"b": 5, "c": null}, "d": [2, 3]}),
        );
        assert_eq!(doc, serde_json::json!({"a": {"b": 5}, "d": [2, 3]}));
    }
}
