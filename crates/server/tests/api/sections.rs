//! The optional sections on the real server: every field round-trips, bad ones are refused
//! with their location, an edited original shows instead of its stale enhanced text, and a
//! resume stored before the sections existed loads, edits and prints as it did (and prints its
//! summary, not its stale enhanced one, once the summary is edited).

use serde_json::{json, Value};

use crate::helpers::{enhanced_for, full_resume, problems, TestApp};
use crate::on_every_backend;

on_every_backend!(
    every_new_field_round_trips_through_save_read_list_and_update,
    bad_sections_are_refused_at_their_fields,
    an_edited_original_is_printed_and_its_enhanced_text_marked_stale,
    a_resume_stored_before_the_sections_existed_loads_edits_and_prints_as_before,
    an_edited_summary_outranks_an_enhanced_summary_stored_without_its_source,
);

pub fn with_sections() -> Value {
    let mut r = full_resume();
    let extra = json!({
        "title": "Backend roles, 2026",
        "links": [{"label": "GitHub", "url": "https://github.com/ana"}],
        "projects": [{"name": "Ledger", "role": "Author", "url": "https://ledger.dev",
                      "duration": "2022 - Present", "description": "A double-entry ledger."}],
        "volunteering": [{"role": "Mentor", "organization": "Code Club", "duration": "2019",
                          "description": "Taught Python."}],
        "awards": [{"title": "Engineer of the Year", "awarder": "Acme", "date": "2023",
                    "description": "For billing."}],
        "publications": [{"name": "Boring Billing", "publisher": "ACM Queue", "date": "2024",
                          "url": "https://queue.acm.org/b", "description": "Invoices."}],
        "languages": [{"language": "Portuguese", "fluency": "Native"}],
        "custom_sections": [{"id": "talks", "heading": "Talks", "entries": [
            {"title": "Rust in payments", "subtitle": "RustConf", "date": "2024",
             "description": "Keynote."}]}],
        "section_order": ["custom:talks", "skills", "work_experience"],
        "hidden_sections": ["awards"]
    });
    for (k, v) in extra.as_object().expect("object") {
        r[k] = v.clone();
    }
    r
}

fn enhanced_with_sections(resume: &Value) -> Value {
    let mut e = enhanced_for(resume);
    e["enhanced_projects"] = json!([{"name": "Ledger", "description": "A double-entry ledger.",
                                     "enhanced_description": "• Built a double-entry ledger"}]);
    e["enhanced_volunteering"] = json!([{"role": "Mentor", "organization": "Code Club",
                                         "description": "Taught Python.",
                                         "enhanced_description": "• Taught Python"}]);
    e
}

async fn get(app: &TestApp, path: &str) -> reqwest::Response {
    app.client.get(app.url(path)).send().await.expect("get")
}

async fn put(app: &TestApp, id: &str, record: &Value) -> reqwest::Response {
    app.client
        .put(app.url(&format!("/api/resume/{id}")))
        .json(record)
        .send()
        .await
        .expect("put")
}

async fn every_new_field_round_trips_through_save_read_list_and_update(app: TestApp) {
    app.sign_in("Ana", "ana@example.com").await;
    let resume = with_sections();
    let body = json!({"resume_data": resume, "ai_enhanced_data": enhanced_with_sections(&resume),
                      "template_style": "classic"});
    let id = app.save_body(&app.client, &body).await;
    let stored = app.get_json(&format!("/api/resume/{id}")).await;
    for key in [
        "title",
        "links",
        "projects",
        "volunteering",
        "awards",
        "publications",
        "languages",
        "custom_sections",
        "section_order",
        "hidden_sections",
    ] {
        assert_eq!(stored["resume_data"][key], resume[key], "{key}");
    }
    let enhanced = &stored["ai_enhanced_data"];
    assert_eq!(
        enhanced["enhanced_projects"][0]["enhanced_description"],
        "• Built a double-entry ledger"
    );
    assert_eq!(enhanced["enhanced_volunteering"][0]["role"], "Mentor");
    assert!(stored.get("stale_enhancements").is_none(), "{stored}");

    let list = app.get_json("/api/resume/list").await;
    assert_eq!(list[0]["resume_data"]["title"], "Backend roles, 2026");
    assert_eq!(
        list[0]["resume_data"]["custom_sections"],
        resume["custom_sections"]
    );

    let mut edited = stored.clone();
    edited["resume_data"]["section_order"] = json!(["languages"]);
    edited["resume_data"]["hidden_sections"] = json!([]);
    edited["resume_data"]["custom_sections"] = json!([]);
    let res = put(&app, &id, &edited).await;
    assert_eq!(res.status(), 200);
    let again = app.get_json(&format!("/api/resume/{id}")).await;
    assert_eq!(again["resume_data"]["section_order"], json!(["languages"]));
    assert!(again["resume_data"].get("hidden_sections").is_none());
    assert!(again["resume_data"].get("custom_sections").is_none());

    let text = get(&app, &format!("/api/resume/{id}/txt"))
        .await
        .text()
        .await
        .expect("text");
    let languages = text.find("LANGUAGES").expect("languages");
    let summary = text.find("PROFESSIONAL SUMMARY").expect("summary");
    assert!(languages < summary, "{text}");
    assert!(
        text.contains("AWARDS\nEngineer of the Year, Acme\n2023"),
        "{text}"
    );
    assert!(text.contains("github.com/ana"), "{text}");
}

async fn bad_sections_are_refused_at_their_fields(app: TestApp) {
    app.sign_in("Ana", "ana@example.com").await;
    let mut resume = with_sections();
    resume["links"][0]["url"] = json!("javascript:alert(1)");
    resume["custom_sections"][0]["id"] = json!("talks!");
    resume["section_order"] = json!(["skills", "skills", "hobbies"]);
    let enhanced = enhanced_for(&resume);
    let mut enhanced_bad = enhanced.clone();
    enhanced_bad["enhanced_projects"] = json!([{}, {}]);
    let res = app
        .client
        .post(app.url("/api/resume/save"))
        .json(&json!({"resume_data": resume, "ai_enhanced_data": enhanced_bad}))
        .send()
        .await
        .expect("save");
    let got = problems(res).await;
    let expected = [
        (
            "body.resume_data.links.0.url",
            "Please enter a web address starting with http:// or https://",
        ),
        (
            "body.resume_data.custom_sections.0.id",
            "Section id is required: letters, digits, '-' or '_', at most 40 characters",
        ),
        (
            "body.resume_data.section_order.1",
            "Section listed more than once",
        ),
        (
            "body.resume_data.section_order.2",
            "Unknown section: \"hobbies\"",
        ),
        (
            "body.ai_enhanced_data.enhanced_projects",
            "AI-enhanced content must have one entry per project",
        ),
    ];
    let expected: Vec<(String, String)> = expected
        .iter()
        .map(|(l, m)| ((*l).to_owned(), (*m).to_owned()))
        .collect();
    assert_eq!(got, expected);
}

async fn an_edited_original_is_printed_and_its_enhanced_text_marked_stale(app: TestApp) {
    app.sign_in("Ana", "ana@example.com").await;
    let resume = with_sections();
    let mut enhanced = enhanced_with_sections(&resume);
    enhanced["enhanced_summary_source"] = resume["summary"].clone();
    let id = app
        .save_body(
            &app.client,
            &json!({"resume_data": resume, "ai_enhanced_data": enhanced}),
        )
        .await;
    let stored = app.get_json(&format!("/api/resume/{id}")).await;
    let mut edited = stored.clone();
    edited["resume_data"]["summary"] = json!("Edited summary after enhancing.");
    edited["resume_data"]["work_experience"][1]["description"] = json!("Rebuilt the checkout.");
    edited["resume_data"]["projects"][0]["description"] = json!("A ledger, now in Rust.");
    assert_eq!(put(&app, &id, &edited).await.status(), 200);
    let again = app.get_json(&format!("/api/resume/{id}")).await;
    assert_eq!(
        again["stale_enhancements"],
        json!({"summary": true, "work_experience": [1], "projects": [0], "volunteering": []})
    );
    let text = get(&app, &format!("/api/resume/{id}/txt"))
        .await
        .text()
        .await
        .expect("text");
    for shown in [
        "Edited summary after enhancing.",
        "Rebuilt the checkout.",
        "A ledger, now in Rust.",
        "- Led Acme Payments",
        "- Taught Python",
    ] {
        assert!(text.contains(shown), "{shown:?} in\n{text}");
    }
    for hidden in [
        "Enhanced summary.",
        "Led Loja Online",
        "Built a double-entry ledger",
    ] {
        assert!(!text.contains(hidden), "{hidden:?} in\n{text}");
    }
}

/// The JSON a release before the optional sections stored, byte for byte.
const OLD_RESUME_DATA: &str = r#"{"name":"Ana Souza","email":"ana@example.com","phone":"+55 11 5555 0100","location":"São Paulo, Brazil","summary":"Backend engineer.","job_title":"Senior Backend Engineer","experience_level":"senior","work_experience":[{"position":"Backend Engineer","company":"Acme Payments","duration":"2019 - 2024","description":"Responsible for billing."}],"education":[{"degree":"BSc Computer Science","institution":"USP","year":"2016"}],"skills":["Rust","PostgreSQL"],"certifications":["AWS Solutions Architect"],"profile_photo":null}"#;
const OLD_ENHANCED: &str = r#"{"enhanced_summary":"Enhanced summary.","enhanced_work_experience":[{"position":"Backend Engineer","company":"Acme Payments","duration":"2019 - 2024","description":"Responsible for billing.","enhanced_description":"• Led billing"}],"ats_keywords":["Rust"],"suggested_skills":["Kafka"]}"#;
const OLD_TEXT: &str =
    "Ana Souza\nSenior Backend Engineer\nana@example.com | +55 11 5555 0100 | São Paulo, Brazil\n\
    \nPROFESSIONAL SUMMARY\nEnhanced summary.\n\
    \nWORK EXPERIENCE\nBackend Engineer, Acme Payments\n2019 - 2024\n- Led billing\n\
    \nEDUCATION\nBSc Computer Science, USP, 2016\n\
    \nSKILLS\nRust, PostgreSQL\n\
    \nCERTIFICATIONS\n- AWS Solutions Architect\n";

/// Signs Ana in and stores `old-resume` for her as that release wrote it.
async fn insert_old_resume(app: &TestApp) {
    let user = app.sign_in("Ana", "ana@example.com").await;
    let user_id = user["id"].as_str().expect("user id");
    app.db.execute(&format!(
        "INSERT INTO resumes (id, user_id, resume_data, ai_enhanced_data, template_style, \
         created_at, updated_at) VALUES ('old-resume', '{user_id}', '{OLD_RESUME_DATA}', \
         '{OLD_ENHANCED}', 'elegant', '2026-11-01 10:00:00', '2026-11-01 10:00:00')"
    ));
}

async fn a_resume_stored_before_the_sections_existed_loads_edits_and_prints_as_before(
    app: TestApp,
) {
    insert_old_resume(&app).await;
    let old_data: Value = serde_json::from_str(OLD_RESUME_DATA).expect("json");
    let old_enhanced: Value = serde_json::from_str(OLD_ENHANCED).expect("json");

    let res = get(&app, "/api/resume/old-resume").await;
    assert_eq!(res.status(), 200);
    let raw = res.text().await.expect("body");
    let stored: Value = serde_json::from_str(&raw).expect("json");
    assert_eq!(stored["resume_data"], old_data);
    assert_eq!(stored["ai_enhanced_data"], old_enhanced);
    assert!(stored.get("stale_enhancements").is_none(), "{raw}");
    assert!(
        raw.contains(OLD_ENHANCED),
        "the enhanced data reads back byte for byte: {raw}"
    );

    let list = app.get_json("/api/resume/list").await;
    assert_eq!(list[0]["resume_data"], old_data);

    let text = get(&app, "/api/resume/old-resume/txt")
        .await
        .text()
        .await
        .expect("text");
    assert_eq!(text, OLD_TEXT);
    let pdf = get(&app, "/api/resume/old-resume/pdf?watermark=true").await;
    assert_eq!(pdf.status(), 200);
    assert!(pdf.bytes().await.expect("pdf").starts_with(b"%PDF"));

    // Saved back unchanged through the edit screen, it stays as it was.
    assert_eq!(put(&app, "old-resume", &stored).await.status(), 200);
    let again = app.get_json("/api/resume/old-resume").await;
    assert_eq!(again["resume_data"], old_data);
    assert_eq!(again["ai_enhanced_data"], old_enhanced);
    let text = get(&app, "/api/resume/old-resume/txt")
        .await
        .text()
        .await
        .expect("text");
    assert_eq!(text, OLD_TEXT);
}

/// That release stored no `enhanced_summary_source`: the enhanced summary was written from the
/// summary beside it, so editing that summary makes it stale like any other.
async fn an_edited_summary_outranks_an_enhanced_summary_stored_without_its_source(app: TestApp) {
    insert_old_resume(&app).await;
    let mut edited = app.get_json("/api/resume/old-resume").await;
    assert!(edited["ai_enhanced_data"]
        .get("enhanced_summary_source")
        .is_none());
    edited["resume_data"]["summary"] = json!("Backend engineer who ships billing.");
    // Sent back as the editor loaded it: the enhanced data still without a source.
    assert_eq!(put(&app, "old-resume", &edited).await.status(), 200);

    let again = app.get_json("/api/resume/old-resume").await;
    assert_eq!(
        again["stale_enhancements"]["summary"],
        json!(true),
        "{again}"
    );
    assert_eq!(
        again["ai_enhanced_data"]["enhanced_summary_source"],
        json!("Backend engineer.")
    );
    let text = get(&app, "/api/resume/old-resume/txt")
        .await
        .text()
        .await
        .expect("text");
    assert!(
        text.contains("PROFESSIONAL SUMMARY\nBackend engineer who ships billing.\n"),
        "{text}"
    );
    assert!(!text.contains("Enhanced summary."), "{text}");
    // The work entry kept its recorded original, so its enhanced text still prints.
    assert!(text.contains("- Led billing"), "{text}");
}
