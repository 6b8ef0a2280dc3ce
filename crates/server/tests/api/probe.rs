//! The findings of the third probe of the running server (docs/security.md, "Probe, round
//! three"), each on the real app: limits that hold on any spelling of a path, the embedded
//! sign-in and checkout only for this machine, characters no output can hold, answers no
//! shared cache may keep, and AI calls that cost nothing when the use case fails.

use std::time::Duration;

use serde_json::{json, Value};

use crate::helpers::{
    browser, fresh_database, full_resume, problems, spawn_app_with, Backend, TestApp, PUBLIC_URL,
};
use crate::on_every_backend;
use crate::process::Server;

on_every_backend!(
    nul_and_xml_illegal_characters_are_refused_where_text_enters,
    personal_answers_are_never_cached_by_others,
    a_stored_noncharacter_still_makes_a_word_file_that_opens,
);

/// POSTs a support request to `path` exactly as spelled (no normalisation by the client).
async fn support(app: &TestApp, path: &str) -> u16 {
    app.client
        .post(format!("{}{path}", app.base))
        .json(&json!({"subject": "Help", "category": "general", "message": "Hello"}))
        .send()
        .await
        .expect("support")
        .status()
        .as_u16()
}

#[actix_web::test]
async fn rate_limits_hold_on_every_spelling_of_a_path() {
    let app = spawn_app_with(Backend::Sqlite, &[("SIGN_IN_LIMIT_PER_MINUTE", "3")])
        .await
        .expect("app");
    // Signing in completes two steps (the form and the ticket exchange) of the three a
    // minute allowed here.
    app.sign_in("Ana", "ana@example.com").await;
    // Five support requests a minute, however the path is written.
    let spellings = [
        "/api/support/contact",
        "/api/support/%63ontact",
        "/api/%73upport/contact",
        "/api/support/contac%74",
        "/api//support/contact",
        "/api/support/contact/",
        "/api/support/%63ontact",
        "/api/support//contact",
        "/api/support/%63%6Fntact",
    ];
    let mut accepted = 0;
    let mut refused = 0;
    for path in spellings {
        match support(&app, path).await {
            201 => accepted += 1,
            429 => refused += 1,
            404 => {}
            other => panic!("{path}: {other}"),
        }
    }
    assert_eq!(accepted, 5, "five a minute, whatever the spelling");
    assert!(refused >= 1);

    // The dev sign-in's form post spends from the sign-in bucket under any spelling: one
    // completion is left.
    let client = browser();
    let mut statuses = Vec::new();
    for path in [
        "/api/auth/dev/%6cogin",
        "/api/auth/de%76/login",
        "/api/auth/dev/login",
    ] {
        let status = client
            .post(app.url(path))
            .form(&[
                ("name", "Bo"),
                ("email", "bo@example.com"),
                ("redirect", &format!("{PUBLIC_URL}/dashboard")),
            ])
            .send()
            .await
            .expect("dev login")
            .status()
            .as_u16();
        statuses.push(status);
    }
    assert_ne!(statuses[0], 429, "{statuses:?}");
    assert_eq!(statuses[1..], [429, 429], "{statuses:?}");
}

#[actix_web::test]
async fn the_embedded_sign_in_and_checkout_answer_only_requests_naming_this_machine() {
    let app = spawn_app_with(Backend::Sqlite, &[]).await.expect("app");
    let form = |host: &'static str| {
        let url = app.url("/api/auth/dev/login");
        async move {
            browser()
                .get(url)
                .header("host", host)
                .send()
                .await
                .expect("form")
                .status()
                .as_u16()
        }
    };
    assert_eq!(form("localhost:8080").await, 200);
    assert_eq!(form("127.0.0.1").await, 200);
    assert_eq!(form("[::1]:8080").await, 200);
    assert_eq!(form("vitae.example.com").await, 403);
    assert_eq!(form("localhost.evil.example").await, 403);
    let res = browser()
        .post(app.url("/api/auth/dev/login"))
        .header("host", "203.0.113.9:8080")
        .form(&[("name", "Eve"), ("email", "eve@example.com")])
        .send()
        .await
        .expect("post");
    assert_eq!(res.status(), 403);
    let body: Value = res.json().await.expect("json");
    assert!(body["detail"]
        .as_str()
        .is_some_and(|d| d.contains("localhost")));

    // The demo checkout: a signed-in user paying through a foreign Host is refused, and the
    // purchase is not granted.
    app.sign_in("Ana", "ana@example.com").await;
    let checkout = app.open_checkout(&app.client, "pro_monthly", "USD").await;
    let session = checkout["session_id"].as_str().expect("session");
    for path in [
        format!("/api/payment/demo/{session}"),
        "/api/payment/demo-portal".to_owned(),
    ] {
        let status = app
            .client
            .get(app.url(&path))
            .header("host", "vitae.example.com")
            .send()
            .await
            .expect("demo")
            .status();
        assert_eq!(status, 403, "{path}");
    }
    let paid = app
        .client
        .post(app.url(&format!("/api/payment/demo/{session}/pay")))
        .header("host", "vitae.example.com")
        .header("origin", PUBLIC_URL)
        .send()
        .await
        .expect("pay");
    assert_eq!(paid.status(), 403);
    assert_eq!(app.me().await["subscription_status"], "inactive");

    // The operator's explicit escape lifts the rule.
    let open = spawn_app_with(Backend::Sqlite, &[("ALLOW_DEV_SIGN_IN", "true")])
        .await
        .expect("app");
    let status = browser()
        .get(open.url("/api/auth/dev/login"))
        .header("host", "vitae.example.com")
        .send()
        .await
        .expect("form")
        .status();
    assert_eq!(status, 200);
}

#[actix_web::test]
async fn a_container_bind_needs_real_providers_or_an_explicit_escape_logged_at_warn() {
    let (url, _db) = fresh_database(Backend::Sqlite).expect("sqlite");
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("port")
        .port();
    let everywhere = format!("0.0.0.0:{port}");
    let mut refused = Server::spawn(&url, &[("BIND_ADDR", &everywhere)]);
    assert!(!refused.wait_exit(Duration::from_secs(30)).success());
    let log = refused.log_text();
    assert!(
        log.contains("BIND_ADDR") && log.contains("ALLOW_DEV_SIGN_IN"),
        "{log}"
    );

    let (url, _db) = fresh_database(Backend::Sqlite).expect("sqlite");
    let server = Server::start(
        &url,
        &[
            ("ALLOW_DEV_SIGN_IN", "true"),
            ("ALLOW_DEMO_CHECKOUT", "true"),
        ],
    )
    .await;
    let log = server
        .log_text_with("ALLOW_DEMO_CHECKOUT", Duration::from_secs(5))
        .await;
    for flag in ["ALLOW_DEV_SIGN_IN=true", "ALLOW_DEMO_CHECKOUT=true"] {
        let line = log
            .lines()
            .find(|l| l.contains(flag))
            .unwrap_or_else(|| panic!("no line for {flag}: {log}"));
        assert!(line.contains("WARN"), "{line}");
    }
}

/// The field errors of a refused request, or its status when it was not a 422.
async fn refusal(res: reqwest::Response) -> Result<Vec<(String, String)>, u16> {
    match res.status().as_u16() {
        422 => Ok(problems(res).await),
        other => Err(other),
    }
}

async fn nul_and_xml_illegal_characters_are_refused_where_text_enters(app: TestApp) {
    app.sign_in("Ana", "ana@example.com").await;
    let post = |path: &str, body: Value| {
        let (client, url) = (app.client.clone(), app.url(path));
        async move { client.post(url).json(&body).send().await.expect("post") }
    };
    let support = post(
        "/api/support/contact",
        json!({"subject": "Hi\u{0}there", "category": "general", "message": "Hello"}),
    )
    .await;
    let errors = refusal(support).await.expect("422, not a 500");
    assert!(
        errors
            .iter()
            .any(|(loc, msg)| loc.ends_with("subject") && msg.contains("U+0000")),
        "{errors:?}"
    );

    let mut resume = full_resume();
    resume["name"] = json!("Ana\u{FFFF} Souza");
    resume["work_experience"][0]["description"] = json!("Led\u{FFFE} a team");
    let save = post(
        "/api/resume/save",
        json!({"resume_data": resume, "template_style": "modern"}),
    )
    .await;
    let errors = refusal(save).await.expect("422");
    assert!(
        errors.iter().any(|(loc, _)| loc.ends_with("name")),
        "{errors:?}"
    );
    assert!(
        errors
            .iter()
            .any(|(loc, msg)| loc.ends_with("description") && msg.contains("U+FFFE")),
        "{errors:?}"
    );

    let id = app.save(&app.client, &full_resume()).await;
    let letter = post(
        "/api/cover-letter/generate",
        json!({"resume_id": id, "company_name": "Acme\u{0}", "job_description": "Build things"}),
    )
    .await;
    let errors = refusal(letter).await.expect("422");
    assert!(
        errors.iter().any(|(loc, _)| loc.ends_with("company_name")),
        "{errors:?}"
    );

    // The dev sign-in form shows itself again with the error, and no account is made.
    let client = browser();
    crate::helpers::start_sign_in(&app.base, &client).await;
    let res = client
        .post(app.url("/api/auth/dev/login"))
        .form(&[
            ("name", "Eve\u{0}"),
            ("email", "eve@example.com"),
            ("redirect", &format!("{PUBLIC_URL}/dashboard")),
        ])
        .send()
        .await
        .expect("dev login");
    assert_eq!(res.status(), 422);
    assert!(res.text().await.expect("page").contains("U+0000"));

    // Nothing was stored but the one clean resume, and the server is well.
    let list = app.get_json("/api/resume/list").await;
    assert_eq!(list.as_array().map(Vec::len), Some(1));
    let ready = browser()
        .get(app.url("/readyz"))
        .send()
        .await
        .expect("ready");
    assert_eq!(ready.status(), 200);
}

async fn personal_answers_are_never_cached_by_others(app: TestApp) {
    // Even the refusal depends on the cookie.
    let anonymous = browser()
        .get(app.url("/api/auth/me"))
        .send()
        .await
        .expect("me");
    assert_eq!(anonymous.status(), 401);
    assert_eq!(anonymous.headers()["cache-control"], "private, no-store");

    app.sign_in("Ana", "ana@example.com").await;
    let id = app.save(&app.client, &full_resume()).await;
    for path in [
        "/api/auth/me".to_owned(),
        "/api/resume/list".to_owned(),
        format!("/api/resume/{id}"),
    ] {
        // Twice: the second list and get come from the server's own read cache.
        for _ in 0..2 {
            let res = app.client.get(app.url(&path)).send().await.expect("get");
            assert_eq!(res.status(), 200, "{path}");
            assert_eq!(
                res.headers()["cache-control"],
                "private, no-store",
                "{path}"
            );
            let vary: Vec<&str> = res
                .headers()
                .get_all("vary")
                .iter()
                .filter_map(|v| v.to_str().ok())
                .collect();
            assert!(
                vary.iter()
                    .any(|v| v.to_ascii_lowercase().contains("cookie")),
                "{path}: {vary:?}"
            );
        }
    }
    // A public answer is left to the usual rules.
    let plans = browser()
        .get(app.url("/api/plans"))
        .send()
        .await
        .expect("plans");
    assert_ne!(
        plans
            .headers()
            .get("cache-control")
            .and_then(|v| v.to_str().ok()),
        Some("private, no-store")
    );
}

async fn a_stored_noncharacter_still_makes_a_word_file_that_opens(app: TestApp) {
    app.sign_in("Ana", "ana@example.com").await;
    app.buy("pro_monthly").await;
    let id = app.save(&app.client, &full_resume()).await;
    // A row written before the input rule: the character is in the stored JSON.
    app.sql(&format!(
        "UPDATE resumes SET resume_data = REPLACE(resume_data, 'Ana', 'A\u{FFFF}na') WHERE id = '{id}'"
    ));
    let stored = app.get_json(&format!("/api/resume/{id}")).await;
    assert!(stored["resume_data"]["name"]
        .as_str()
        .is_some_and(|n| n.contains('\u{FFFF}')));
    let res = app
        .client
        .get(app.url(&format!("/api/resume/{id}/docx")))
        .send()
        .await
        .expect("docx");
    assert_eq!(res.status(), 200);
    let bytes = res.bytes().await.expect("bytes");
    let mut zip = zip::ZipArchive::new(std::io::Cursor::new(bytes.to_vec())).expect("zip");
    for i in 0..zip.len() {
        let mut entry = zip.by_index(i).expect("entry");
        if !entry.name().ends_with(".xml") {
            continue;
        }
        let mut xml = String::new();
        std::io::Read::read_to_string(&mut entry, &mut xml).expect("utf-8");
        let bad = xml.chars().find(|&c| vitae_domain::text::is_forbidden(c));
        assert_eq!(bad, None, "{} holds a character XML forbids", entry.name());
    }
}

/// The largest resume the API accepts: every limited text at its limit.
fn largest_valid_resume() -> Value {
    let words = |n: usize| "steady ".repeat(n / 7).trim_end().to_owned();
    let mut resume = full_resume();
    resume["summary"] = json!(words(5_000));
    resume["skills"] = json!((0..100)
        .map(|i| format!("Skill {i:03} {}", words(90)))
        .collect::<Vec<_>>());
    resume["certifications"] = json!((0..50)
        .map(|i| format!("Certificate {i:02} {}", words(180)))
        .collect::<Vec<_>>());
    resume["work_experience"] = json!((0..30)
        .map(|i| json!({
            "position": format!("Engineer {i}"),
            "company": format!("Company {i}"),
            "duration": "2019 - 2024",
            "description": words(5_000),
        }))
        .collect::<Vec<_>>());
    resume
}

#[actix_web::test]
async fn tailoring_the_largest_resume_fits_the_writers_answer_to_the_limits() {
    let app = spawn_app_with(Backend::Sqlite, &[("FREE_AI_DAILY_LIMIT", "1")])
        .await
        .expect("app");
    app.sign_in("Ana", "ana@example.com").await;
    let resume = largest_valid_resume();
    let id = app
        .save_body(
            &app.client,
            &json!({"resume_data": resume, "template_style": "modern"}),
        )
        .await;
    let res = app
        .client
        .post(app.url(&format!("/api/resume/{id}/tailor")))
        .json(&json!({"job_description": "Steady platform engineer, Rust, PostgreSQL"}))
        .send()
        .await
        .expect("tailor");
    assert_eq!(res.status(), 201, "{:?}", res.text().await);
    let copy: Value = res.json().await.expect("json");
    let copy = app
        .get_json(&format!("/api/resume/{}", copy["id"].as_str().expect("id")))
        .await;
    let enhanced = &copy["ai_enhanced_data"];
    assert!(
        enhanced["enhanced_summary"]
            .as_str()
            .expect("summary")
            .chars()
            .count()
            <= 10_000
    );
    for e in enhanced["enhanced_work_experience"]
        .as_array()
        .expect("entries")
    {
        let text = e["enhanced_description"].as_str().expect("text");
        assert!(text.chars().count() <= 10_000);
    }
}

/// An OpenAI-compatible model answering `content` to every call.
async fn model_answering(content: &str) -> wiremock::MockServer {
    let model = wiremock::MockServer::start().await;
    wiremock::Mock::given(wiremock::matchers::method("POST"))
        .respond_with(wiremock::ResponseTemplate::new(200).set_body_json(json!({
            "choices": [{"message": {"role": "assistant", "content": content}}]
        })))
        .mount(&model)
        .await;
    model
}

#[actix_web::test]
async fn a_failed_tailor_costs_no_ai_call() {
    let model = model_answering("not the JSON asked for").await;
    let app = spawn_app_with(
        Backend::Sqlite,
        &[
            ("AI_BASE_URL", &format!("{}/v1", model.uri())),
            ("AI_MODEL", "test-model"),
            ("FREE_AI_DAILY_LIMIT", "1"),
        ],
    )
    .await
    .expect("app");
    app.sign_in("Ana", "ana@example.com").await;
    let id = app.save(&app.client, &full_resume()).await;
    let tailor = || {
        let (client, url) = (
            app.client.clone(),
            app.url(&format!("/api/resume/{id}/tailor")),
        );
        async move {
            client
                .post(url)
                .json(&json!({"job_description": "Backend engineer for billing"}))
                .send()
                .await
                .expect("tailor")
                .status()
                .as_u16()
        }
    };
    for _ in 0..3 {
        assert_eq!(tailor().await, 502);
    }
    // The model now answers properly: the day's one call is still there.
    model.reset().await;
    let answer = json!({
        "enhanced_summary": "Backend engineer who keeps billing systems reliable.",
        "enhanced_work_experience": [
            {"company": "Acme Payments", "enhanced_description": "• Cut invoice run time from 4 hours to 20 minutes"},
            {"company": "Loja Online", "enhanced_description": "• Worked on the checkout"}
        ],
        "enhanced_projects": [],
        "enhanced_volunteering": [],
        "ats_keywords": ["billing"],
        "suggested_skills": []
    });
    wiremock::Mock::given(wiremock::matchers::method("POST"))
        .respond_with(wiremock::ResponseTemplate::new(200).set_body_json(json!({
            "choices": [{"message": {"role": "assistant", "content": answer.to_string()}}]
        })))
        .mount(&model)
        .await;
    assert_eq!(tailor().await, 201);
    assert_eq!(tailor().await, 429, "and that one counted");
}
