//! Designing a resume on the real server: the templates and fonts lists, a design that
//! round-trips and reaches the PDF, and every bad design field refused where it is.

use serde_json::{json, Value};

use crate::helpers::{enhanced_for, full_resume, problems, TestApp};
use crate::on_every_backend;

on_every_backend!(
    templates_and_fonts_are_listed_for_anyone_and_cacheable,
    a_design_round_trips_and_the_pdf_follows_it,
    every_bad_design_field_is_refused_at_its_place_and_nothing_is_stored,
);

fn body(design: Value, template: &str) -> Value {
    let mut resume = full_resume();
    resume["design"] = design;
    json!({"resume_data": resume, "ai_enhanced_data": enhanced_for(&resume),
           "template_style": template})
}

async fn templates_and_fonts_are_listed_for_anyone_and_cacheable(app: TestApp) {
    let res = app
        .client
        .get(app.url("/api/templates"))
        .send()
        .await
        .expect("templates");
    assert_eq!(res.status(), 200);
    assert!(res.headers()["cache-control"]
        .to_str()
        .expect("ascii")
        .starts_with("public"));
    let templates: Value = res.json().await.expect("json");
    let ids: Vec<&str> = templates
        .as_array()
        .expect("list")
        .iter()
        .map(|t| t["id"].as_str().expect("id"))
        .collect();
    assert_eq!(ids.len(), 10, "{ids:?}");
    for id in [
        "modern",
        "minimal",
        "corporate",
        "classic",
        "elegant",
        "sidebar",
        "timeline",
    ] {
        assert!(ids.contains(&id), "{id}");
    }
    let corporate = &templates[2];
    assert_eq!(corporate["columns"], 2);
    assert_eq!(corporate["defaults"]["accent"], "#172a4a");
    assert!(corporate["defaults"]["font_size"].is_number());

    let fonts: Value = app.get_json("/api/fonts").await;
    let fonts = fonts.as_array().expect("list");
    assert!(fonts.len() >= 6);
    for f in fonts {
        assert!(["sans", "serif", "mono"].contains(&f["category"].as_str().expect("category")));
        let scripts = f["scripts"].as_array().expect("scripts");
        assert!(scripts.contains(&json!("latin")), "{f}");
    }
    let noto = fonts
        .iter()
        .find(|f| f["id"] == "noto-sans")
        .expect("noto sans");
    assert!(noto["scripts"]
        .as_array()
        .expect("scripts")
        .contains(&json!("cyrillic")));
}

async fn a_design_round_trips_and_the_pdf_follows_it(app: TestApp) {
    app.sign_in("Ana", "ana@example.com").await;
    let design = json!({"accent": "#0f766e", "font": "lato", "font_size": 11.5,
                        "line_height": 1.3, "margins_mm": 25, "paper": "letter"});
    let id = app
        .save_body(&app.client, &body(design.clone(), "sidebar"))
        .await;
    let stored = app.get_json(&format!("/api/resume/{id}")).await;
    let back = &stored["resume_data"]["design"];
    for (field, value) in design.as_object().expect("object") {
        match value.as_f64() {
            Some(n) => assert_eq!(back[field].as_f64(), Some(n), "{field}"),
            None => assert_eq!(&back[field], value, "{field}"),
        }
    }
    assert_eq!(stored["template_style"], "sidebar");

    let raw = pdf_text(&app, &format!("/api/resume/{id}/pdf?watermark=true")).await;
    assert!(
        raw.contains("/MediaBox [0 0 612"),
        "the design's Letter paper"
    );
    assert!(raw.contains("Lato"), "the design's font is embedded");
    // The request's paper wins over the design's.
    let a4 = pdf_text(
        &app,
        &format!("/api/resume/{id}/pdf?watermark=true&paper=a4"),
    )
    .await;
    assert!(a4.contains("/MediaBox [0 0 595"));

    // A resume saved without a design answers without one.
    let plain = app.save(&app.client, &full_resume()).await;
    let stored = app.get_json(&format!("/api/resume/{plain}")).await;
    assert!(stored["resume_data"].get("design").is_none(), "{stored}");
}

/// A PDF's bytes as (lossy) text, for the uncompressed page and font dictionaries.
async fn pdf_text(app: &TestApp, path: &str) -> String {
    let bytes = app
        .client
        .get(app.url(path))
        .send()
        .await
        .expect("pdf")
        .bytes()
        .await
        .expect("bytes");
    String::from_utf8_lossy(&bytes).into_owned()
}

async fn every_bad_design_field_is_refused_at_its_place_and_nothing_is_stored(app: TestApp) {
    app.sign_in("Ana", "ana@example.com").await;
    let bad = [
        (json!({"accent": "teal"}), "accent"),
        (json!({"accent": "#12345g"}), "accent"),
        (json!({"font": "comic-sans"}), "font"),
        (json!({"font": 3}), "font"),
        (json!({"font_size": 8.5}), "font_size"),
        (json!({"font_size": "11"}), "font_size"),
        (json!({"line_height": 1.7}), "line_height"),
        (json!({"margins_mm": 9}), "margins_mm"),
        (json!({"margins_mm": 31}), "margins_mm"),
        (json!({"paper": "a3"}), "paper"),
        (json!({"shadow": true}), "shadow"),
    ];
    for (design, field) in bad {
        let res = app
            .client
            .post(app.url("/api/resume/save"))
            .json(&body(design.clone(), "modern"))
            .send()
            .await
            .expect("post");
        let found = problems(res).await;
        assert!(
            found
                .iter()
                .any(|(loc, _)| *loc == format!("body.resume_data.design.{field}")),
            "{design}: {found:?}"
        );
    }
    let res = app
        .client
        .post(app.url("/api/resume/save"))
        .json(&body(json!({}), "fancy"))
        .send()
        .await
        .expect("post");
    let found = problems(res).await;
    assert_eq!(found[0].0, "body.template_style", "{found:?}");
    let list: Value = app.get_json("/api/resume/list").await;
    assert_eq!(list.as_array().map(Vec::len), Some(0), "nothing was stored");
}
