use serde_json::{json, Value};
use wiremock::matchers::{method, path};
use wiremock::{Mock, MockServer, ResponseTemplate};

use crate::helpers::{full_resume, spawn_app_with, Backend, TestApp};
use crate::on_every_backend;

on_every_backend!(
    the_built_in_writer_enhances_a_resume,
    cover_letters_are_written_stored_and_listed_per_resume,
    linkedin_tips_need_a_job_title,
);

async fn post(app: &TestApp, path: &str, body: Value) -> reqwest::Response {
    app.client
        .post(app.url(path))
        .json(&body)
        .send()
        .await
        .expect("post")
}

async fn the_built_in_writer_enhances_a_resume(app: TestApp) {
    app.sign_in("Ana", "ana@example.com").await;
    let res = post(
        &app,
        "/api/resume/generate",
        json!({ "resume_data": full_resume() }),
    )
    .await;
    assert_eq!(res.status(), 200);
    let body: Value = res.json().await.expect("json");
    assert_eq!(body["success"], true);
    assert_eq!(body["provider"], "built-in");
    let entries = body["ai_enhanced_data"]["enhanced_work_experience"]
        .as_array()
        .expect("entries");
    assert_eq!(entries.len(), 2, "one per work entry");
    assert_eq!(entries[0]["company"], "Acme Payments");
    let bullets = entries[0]["enhanced_description"].as_str().expect("text");
    assert!(
        !bullets.to_lowercase().contains("responsible for"),
        "{bullets}"
    );
    assert!(
        bullets.contains("4 hours") && bullets.contains("20 minutes"),
        "numbers kept: {bullets}"
    );
    assert!(!body["ai_enhanced_data"]["enhanced_summary"]
        .as_str()
        .expect("summary")
        .is_empty());

    let invalid = post(
        &app,
        "/api/resume/generate",
        json!({ "resume_data": { "name": "" } }),
    )
    .await;
    assert_eq!(invalid.status(), 422);
}

async fn cover_letters_are_written_stored_and_listed_per_resume(app: TestApp) {
    app.sign_in("Ana", "ana@example.com").await;
    let id = app.save(&app.client, &full_resume()).await;
    let jd = "We need a backend engineer with Rust, PostgreSQL and Kafka experience.";
    let res = post(
        &app,
        "/api/cover-letter/generate",
        json!({ "resume_id": id, "company_name": "Globex", "job_description": jd }),
    )
    .await;
    assert_eq!(res.status(), 200);
    let letter: Value = res.json().await.expect("json");
    assert_eq!(letter["company_name"], "Globex");
    let text = letter["letter_content"].as_str().expect("letter");
    assert!(text.contains("Globex"), "{text}");

    let list: Value = app
        .get_json(&format!("/api/resume/{id}/cover-letters"))
        .await;
    assert_eq!(list.as_array().expect("array").len(), 1);
    assert_eq!(list[0]["id"], letter["id"]);
    assert_eq!(list[0]["job_description"], jd);

    let missing = post(
        &app,
        "/api/cover-letter/generate",
        json!({ "resume_id": id, "company_name": " ", "job_description": "" }),
    )
    .await;
    assert_eq!(missing.status(), 422);
    let body: Value = missing.json().await.expect("json");
    let msgs: Vec<&str> = body["detail"]
        .as_array()
        .expect("list")
        .iter()
        .map(|e| e["msg"].as_str().expect("msg"))
        .collect();
    assert_eq!(
        msgs,
        ["Company name is required", "Job description is required"]
    );

    let bruno = app.other_user().await;
    let theirs = bruno
        .post(app.url("/api/cover-letter/generate"))
        .json(&json!({ "resume_id": id, "company_name": "X", "job_description": "Y" }))
        .send()
        .await
        .expect("post");
    assert_eq!(theirs.status(), 404);
    let peek = bruno
        .get(app.url(&format!("/api/resume/{id}/cover-letters")))
        .send()
        .await
        .expect("get");
    assert_eq!(peek.status(), 404);
}

async fn linkedin_tips_need_a_job_title(app: TestApp) {
    app.sign_in("Ana", "ana@example.com").await;
    let res = post(
        &app,
        "/api/linkedin/tips",
        json!({ "job_title": "Data Analyst", "current_headline": "Analyst at Acme" }),
    )
    .await;
    assert_eq!(res.status(), 200);
    let tips: Value = res.json().await.expect("json");
    assert!(!tips["headline"].as_str().expect("headline").is_empty());
    assert!(!tips["skills"].as_array().expect("skills").is_empty());
    assert!(!tips["tips"].as_array().expect("tips").is_empty());
    assert_eq!(tips["provider"], "built-in");

    let empty = post(&app, "/api/linkedin/tips", json!({ "job_title": "  " })).await;
    assert_eq!(empty.status(), 422);
    let body: Value = empty.json().await.expect("json");
    assert_eq!(body["detail"][0]["msg"], "Please enter your job title");
}

#[actix_web::test]
async fn the_free_daily_limit_answers_429_and_holds() {
    let app = spawn_app_with(Backend::Sqlite, &[("FREE_AI_DAILY_LIMIT", "2")])
        .await
        .expect("app");
    app.sign_in("Ana", "ana@example.com").await;
    let tips = json!({ "job_title": "Nurse" });
    for _ in 0..2 {
        assert_eq!(
            post(&app, "/api/linkedin/tips", tips.clone())
                .await
                .status(),
            200
        );
    }
    let limited = post(&app, "/api/linkedin/tips", tips.clone()).await;
    assert_eq!(limited.status(), 429);
    let retry_after: u64 = limited.headers()["retry-after"]
        .to_str()
        .expect("header")
        .parse()
        .expect("seconds");
    assert!((1..=86_400).contains(&retry_after));
    let body: Value = limited.json().await.expect("json");
    assert!(body["detail"]
        .as_str()
        .expect("detail")
        .contains("free AI generations"));
    let other = app.other_user().await;
    let theirs = other
        .post(app.url("/api/linkedin/tips"))
        .json(&tips)
        .send()
        .await
        .expect("post");
    assert_eq!(theirs.status(), 200, "the limit is per user");
}

/// A model server that fails: 502 with a clear message, nothing saved, and the failed call is
/// not charged to the user's quota.
#[actix_web::test]
async fn a_failing_model_is_a_502_that_saves_nothing_and_counts() {
    let model = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/v1/chat/completions"))
        .respond_with(ResponseTemplate::new(500).set_body_string("boom"))
        .mount(&model)
        .await;
    let base = format!("{}/v1", model.uri());
    let app = spawn_app_with(
        Backend::Sqlite,
        &[
            ("AI_BASE_URL", &base),
            ("AI_MODEL", "test-model"),
            ("FREE_AI_DAILY_LIMIT", "1"),
            ("AI_TIMEOUT_SECS", "20"),
        ],
    )
    .await
    .expect("app");
    let config: Value = app.get_json("/api/config").await;
    assert_eq!(
        config["ai_writer"],
        json!({ "kind": "openai-compatible", "model": "test-model" })
    );
    app.sign_in("Ana", "ana@example.com").await;
    let res = post(
        &app,
        "/api/resume/generate",
        json!({ "resume_data": full_resume() }),
    )
    .await;
    assert_eq!(res.status(), 502);
    let body: Value = res.json().await.expect("json");
    assert!(body["detail"]
        .as_str()
        .expect("detail")
        .contains("could not produce content"));
    // The call reached the model, which the operator pays for: it counts against the day.
    let again = post(
        &app,
        "/api/resume/generate",
        json!({ "resume_data": full_resume() }),
    )
    .await;
    assert_eq!(again.status(), 429);
    let list: Value = app.get_json("/api/resume/list").await;
    assert_eq!(list, json!([]));
    assert_eq!(
        app.client
            .get(app.url("/readyz"))
            .send()
            .await
            .expect("ready")
            .status(),
        200
    );
}

#[actix_web::test]
async fn a_slow_model_is_a_504_with_the_spec_message() {
    let model = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(200).set_delay(std::time::Duration::from_secs(5)))
        .mount(&model)
        .await;
    let base = format!("{}/v1", model.uri());
    let app = spawn_app_with(
        Backend::Sqlite,
        &[
            ("AI_BASE_URL", &base),
            ("AI_MODEL", "m"),
            ("AI_TIMEOUT_SECS", "1"),
        ],
    )
    .await
    .expect("app");
    app.sign_in("Ana", "ana@example.com").await;
    let res = post(
        &app,
        "/api/resume/generate",
        json!({ "resume_data": full_resume() }),
    )
    .await;
    assert_eq!(res.status(), 504);
    let body: Value = res.json().await.expect("json");
    assert_eq!(
        body["detail"],
        "AI generation is taking longer than expected. Please try again with shorter descriptions."
    );
}
