use serde_json::{json, Value};

use crate::helpers::{full_resume, spawn_app_with, Backend, TestApp};
use crate::on_every_backend;

on_every_backend!(
    a_resume_is_scored_against_a_job_description,
    adding_a_missing_skill_raises_the_score,
    bad_score_requests_get_clear_errors_and_other_users_resumes_are_404,
    tailoring_makes_a_scored_copy_and_leaves_the_original,
    bad_tailor_requests_change_nothing,
);

const JD: &str = "Senior Backend Engineer\n\
    We run payments on PostgreSQL.\n\
    Requirements:\n\
    - Rust and PostgreSQL\n\
    - Kafka is required\n\
    - Kubernetes\n\
    Nice to have: Terraform\n\
    Benefits:\n\
    - Health insurance";

async fn post(app: &TestApp, path: &str, body: Value) -> reqwest::Response {
    app.client
        .post(app.url(path))
        .json(&body)
        .send()
        .await
        .expect("post")
}

async fn score(app: &TestApp, id: &str, content: &str) -> Value {
    let res = post(
        app,
        "/api/ats/score",
        json!({ "resume_id": id, "job_description": JD, "content": content }),
    )
    .await;
    assert_eq!(res.status(), 200);
    res.json().await.expect("json")
}

fn keywords(report: &Value, list: &str) -> Vec<String> {
    report[list]
        .as_array()
        .expect("list")
        .iter()
        .map(|k| k["keyword"].as_str().expect("keyword").to_owned())
        .collect()
}

async fn get(app: &TestApp, id: &str) -> Value {
    let res = app
        .client
        .get(app.url(&format!("/api/resume/{id}")))
        .send()
        .await
        .expect("get");
    assert_eq!(res.status(), 200);
    res.json().await.expect("json")
}

async fn a_resume_is_scored_against_a_job_description(app: TestApp) {
    app.sign_in("Ana", "ana@example.com").await;
    let id = app.save(&app.client, &full_resume()).await;
    let report = score(&app, &id, "original").await;
    let matched = keywords(&report, "matched_keywords");
    let missing = keywords(&report, "missing_keywords");
    for k in ["Backend Engineer", "Rust", "PostgreSQL"] {
        assert!(matched.contains(&k.to_owned()), "{k} in {matched:?}");
    }
    assert_eq!(missing, ["Kafka", "Kubernetes", "Terraform"]);
    let kafka = &report["missing_keywords"][0];
    assert_eq!(
        (kafka["weight"].as_u64(), kafka["kind"].as_str()),
        (Some(3), Some("skill"))
    );
    assert!(!matched
        .iter()
        .chain(&missing)
        .any(|k| k.contains("insurance")));
    let total = report["score"].as_u64().expect("score");
    let b = &report["breakdown"];
    assert_eq!(
        total,
        b["keyword_points"].as_u64().expect("k") + b["structure_points"].as_u64().expect("s")
    );
    assert!(report["suggestions"][0]
        .as_str()
        .expect("text")
        .contains("Kafka"));
    // The same steps as codes and values, which a client words in its user's language.
    let advice = report["advice"].as_array().expect("advice");
    assert_eq!(
        advice.len(),
        report["suggestions"].as_array().expect("suggestions").len()
    );
    assert_eq!(advice[0]["code"], "add_skill");
    assert_eq!(advice[0]["params"]["keyword"], "Kafka", "{}", advice[0]);

    // The saved enhanced descriptions ("• Led Acme Payments") have no numbers; the original
    // ones do.
    let codes = |r: &Value| -> Vec<String> {
        r["section_findings"]
            .as_array()
            .expect("findings")
            .iter()
            .map(|f| f["code"].as_str().expect("code").to_owned())
            .collect()
    };
    assert!(codes(&report).is_empty(), "{report}");
    let enhanced = score(&app, &id, "enhanced").await;
    assert_eq!(codes(&enhanced), ["no_quantified_achievements"]);
    assert!(enhanced["score"].as_u64() < Some(total));
}

async fn adding_a_missing_skill_raises_the_score(app: TestApp) {
    app.sign_in("Ana", "ana@example.com").await;
    let id = app.save(&app.client, &full_resume()).await;
    let before = score(&app, &id, "enhanced").await;
    let mut stored = get(&app, &id).await;
    stored["resume_data"]["skills"]
        .as_array_mut()
        .expect("skills")
        .push(json!("Kafka"));
    let res = app
        .client
        .put(app.url(&format!("/api/resume/{id}")))
        .json(&stored)
        .send()
        .await
        .expect("put");
    assert_eq!(res.status(), 200);
    let after = score(&app, &id, "enhanced").await;
    assert!(
        after["score"].as_u64() > before["score"].as_u64(),
        "{before} → {after}"
    );
    assert!(keywords(&after, "matched_keywords").contains(&"Kafka".to_owned()));
}

async fn bad_score_requests_get_clear_errors_and_other_users_resumes_are_404(app: TestApp) {
    let anonymous = post(&app, "/api/ats/score", json!({})).await;
    assert_eq!(anonymous.status(), 401);
    app.sign_in("Ana", "ana@example.com").await;
    let id = app.save(&app.client, &full_resume()).await;
    for jd in [String::new(), "   ".to_owned(), "x".repeat(20_001)] {
        let res = post(
            &app,
            "/api/ats/score",
            json!({ "resume_id": id, "job_description": jd }),
        )
        .await;
        assert_eq!(res.status(), 422);
        let body: Value = res.json().await.expect("json");
        assert_eq!(body["detail"][0]["loc"], json!(["body", "job_description"]));
    }
    let bad_content = post(
        &app,
        "/api/ats/score",
        json!({ "resume_id": id, "job_description": JD, "content": "fancy" }),
    )
    .await;
    assert_eq!(bad_content.status(), 422);
    for missing in ["nope", ""] {
        let res = post(
            &app,
            "/api/ats/score",
            json!({ "resume_id": missing, "job_description": JD }),
        )
        .await;
        assert_eq!(res.status(), 404);
    }
    let other = app.other_user().await;
    let theirs = other
        .post(app.url("/api/ats/score"))
        .json(&json!({ "resume_id": id, "job_description": JD }))
        .send()
        .await
        .expect("post");
    assert_eq!(theirs.status(), 404);
    assert_eq!(
        theirs.json::<Value>().await.expect("json")["detail"],
        "Resume not found"
    );
}

async fn tailoring_makes_a_scored_copy_and_leaves_the_original(app: TestApp) {
    app.sign_in("Ana", "ana@example.com").await;
    let mut resume = full_resume();
    resume["skills"] = json!(["Go", "Rust", "PostgreSQL"]);
    let id = app.save(&app.client, &resume).await;
    let original = get(&app, &id).await;
    let res = post(
        &app,
        &format!("/api/resume/{id}/tailor"),
        json!({ "job_description": JD }),
    )
    .await;
    assert_eq!(res.status(), 201);
    let body: Value = res.json().await.expect("json");
    let copy_id = body["id"].as_str().expect("id");
    assert_ne!(copy_id, id);
    assert_eq!(body["job_title"], "Senior Backend Engineer — tailored");
    assert_eq!(body["provider"], "built-in");

    let copy = get(&app, copy_id).await;
    assert_eq!(copy["resume_data"]["job_title"], body["job_title"]);
    assert_eq!(
        copy["resume_data"]["skills"],
        json!(["PostgreSQL", "Rust", "Go"]),
        "the posting's skills first, heaviest first, none added"
    );
    let enhanced = &copy["ai_enhanced_data"];
    assert_eq!(
        enhanced["enhanced_work_experience"]
            .as_array()
            .map(Vec::len),
        Some(2)
    );
    assert_ne!(enhanced["enhanced_summary"], "Enhanced summary.");
    assert_eq!(
        copy["resume_data"]["profile_photo"],
        original["resume_data"]["profile_photo"]
    );

    assert_eq!(get(&app, &id).await, original, "the original is untouched");
    assert_eq!(
        body["score_before"],
        score(&app, &id, "enhanced").await["score"]
    );
    assert_eq!(
        body["score_after"],
        score(&app, copy_id, "enhanced").await["score"]
    );
    assert!(
        body["score_after"].as_u64() > body["score_before"].as_u64(),
        "the writer keeps the numbers the saved enhanced text had lost: {body}"
    );
}

async fn bad_tailor_requests_change_nothing(app: TestApp) {
    app.sign_in("Ana", "ana@example.com").await;
    let id = app.save(&app.client, &full_resume()).await;
    let empty = post(
        &app,
        &format!("/api/resume/{id}/tailor"),
        json!({ "job_description": " " }),
    )
    .await;
    assert_eq!(empty.status(), 422);
    let other = app.other_user().await;
    let theirs = other
        .post(app.url(&format!("/api/resume/{id}/tailor")))
        .json(&json!({ "job_description": JD }))
        .send()
        .await
        .expect("post");
    assert_eq!(theirs.status(), 404);
    let unknown = post(
        &app,
        "/api/resume/nope/tailor",
        json!({ "job_description": JD }),
    )
    .await;
    assert_eq!(unknown.status(), 404);
    let list: Value = app.get_json("/api/resume/list").await;
    assert_eq!(list.as_array().map(Vec::len), Some(1));
}

/// Tailoring is an AI call: it takes one from the free daily quota.
async fn tailoring_counts_against_the_ai_quota(backend: Backend) {
    let Some(app) = spawn_app_with(backend, &[("FREE_AI_DAILY_LIMIT", "1")]).await else {
        return;
    };
    app.sign_in("Ana", "ana@example.com").await;
    let id = app.save(&app.client, &full_resume()).await;
    let path = format!("/api/resume/{id}/tailor");
    let first = post(&app, &path, json!({ "job_description": JD })).await;
    assert_eq!(first.status(), 201);
    let second = post(&app, &path, json!({ "job_description": JD })).await;
    assert_eq!(second.status(), 429);
    assert!(second.headers().contains_key("retry-after"));
    let limited = post(&app, "/api/linkedin/tips", json!({ "job_title": "Nurse" })).await;
    assert_eq!(
        limited.status(),
        429,
        "the same quota as the other AI calls"
    );
}

/// A full free account gets 402 before the writer runs, so the refusal costs no AI call.
async fn a_full_account_cannot_tailor_and_spends_nothing(backend: Backend) {
    let Some(app) = spawn_app_with(backend, &[("FREE_AI_DAILY_LIMIT", "1")]).await else {
        return;
    };
    app.sign_in("Ana", "ana@example.com").await;
    let ids: Vec<String> = {
        let mut ids = Vec::new();
        for _ in 0..100 {
            ids.push(app.save(&app.client, &full_resume()).await);
        }
        ids
    };
    let path = format!("/api/resume/{}/tailor", ids[0]);
    let full = post(&app, &path, json!({ "job_description": JD })).await;
    assert_eq!(full.status(), 402);
    let deleted = app
        .client
        .delete(app.url(&format!("/api/resume/{}", ids[99])))
        .send()
        .await
        .expect("delete");
    assert_eq!(deleted.status(), 204);
    let room = post(&app, &path, json!({ "job_description": JD })).await;
    assert_eq!(
        room.status(),
        201,
        "the 402 took nothing from the quota of 1"
    );
}

#[actix_web::test]
async fn tailoring_counts_against_the_ai_quota_on_sqlite() {
    tailoring_counts_against_the_ai_quota(Backend::Sqlite).await;
}

#[actix_web::test]
async fn tailoring_counts_against_the_ai_quota_on_postgres() {
    tailoring_counts_against_the_ai_quota(Backend::Postgres).await;
}

#[actix_web::test]
async fn a_full_account_cannot_tailor_and_spends_nothing_on_sqlite() {
    a_full_account_cannot_tailor_and_spends_nothing(Backend::Sqlite).await;
}

#[actix_web::test]
async fn a_full_account_cannot_tailor_and_spends_nothing_on_postgres() {
    a_full_account_cannot_tailor_and_spends_nothing(Backend::Postgres).await;
}
