//! Fault injection at the HTTP boundary of the two outside services: the model server and the
//! Stripe API, refusing connections, too slow, or answering garbage. Each fault is a 502 or 504
//! in the error shape, writes nothing (no cover letter, no quota spent, no payment changed), and
//! leaves the server ready. (A 500 from the model on /resume/generate and a slow model there are
//! in ai.rs.)

use std::net::TcpListener;
use std::time::Duration;

use serde_json::{json, Value};
use wiremock::matchers::{method, path_regex};
use wiremock::{Mock, MockServer, ResponseTemplate};

use crate::helpers::{full_resume, spawn_app_with, Backend, TestApp, PUBLIC_URL};
use crate::stripe::{fixture, stripe_app};

#[actix_web::test]
async fn sqlite_model_faults_write_nothing() {
    model_faults_write_nothing(Backend::Sqlite).await;
}

#[actix_web::test]
async fn postgres_model_faults_write_nothing() {
    model_faults_write_nothing(Backend::Postgres).await;
}

#[actix_web::test]
async fn sqlite_stripe_faults_change_no_payment() {
    stripe_faults_change_no_payment(Backend::Sqlite).await;
}

#[actix_web::test]
async fn postgres_stripe_faults_change_no_payment() {
    stripe_faults_change_no_payment(Backend::Postgres).await;
}

/// PostgreSQL ends every connection (a restart, a failover): each pooled connection fails the
/// one request that finds it dead, with a 503 to retry (not a 500), and is replaced; the server
/// carries on without a restart.
#[actix_web::test]
async fn postgres_connections_cut_are_replaced() {
    // The helpers' pool holds 4 connections.
    const POOL: usize = 4;
    let Some(app) = spawn_app_with(Backend::Postgres, &[]).await else {
        return;
    };
    app.sign_in("Ana", "ana@example.com").await;
    app.save(&app.client, &full_resume()).await;
    app.db.cut_connections();

    let mut failed = 0;
    for _ in 0..POOL * 3 {
        let res = app
            .client
            .get(app.url("/api/resume/list"))
            .send()
            .await
            .expect("an answer");
        match res.status().as_u16() {
            200 => {}
            503 => {
                assert_eq!(res.headers()["retry-after"], "2");
                failed += 1;
            }
            other => panic!("unexpected {other}"),
        }
    }
    assert!(
        failed <= POOL,
        "{failed} requests failed; at most one per pooled connection may"
    );
    let list = app.get_json("/api/resume/list").await;
    assert_eq!(list.as_array().map(Vec::len), Some(1), "{list}");
    let ready = app
        .client
        .get(app.url("/readyz"))
        .send()
        .await
        .expect("readyz");
    assert_eq!(ready.status(), 200);
}

/// An address where nothing listens: connections are refused.
fn refusing_address() -> String {
    let port = TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("port")
        .port();
    format!("http://127.0.0.1:{port}")
}

fn chat_answer(content: &str) -> Value {
    json!({ "id": "x", "object": "chat.completion", "model": "m",
            "choices": [{ "index": 0, "finish_reason": "stop",
                          "message": { "role": "assistant", "content": content } }] })
}

async fn expect_error(res: reqwest::Response, status: u16, case: &str) {
    assert_eq!(res.status(), status, "{case}");
    let body: Value = res.json().await.expect("error body is JSON");
    assert!(
        body["detail"].as_str().is_some_and(|d| !d.is_empty()),
        "{case}: {body}"
    );
}

async fn ready(app: &TestApp) {
    let res = app.client.get(app.url("/api/readyz")).send().await;
    assert_eq!(res.expect("readyz").status(), 200, "still ready");
}

/// Signs Ana in, saves a resume and returns its id.
async fn owner_with_resume(app: &TestApp) -> String {
    app.sign_in("Ana Souza", "ana@example.com").await;
    app.save(&app.client, &full_resume()).await
}

async fn write_letter(app: &TestApp, resume_id: &str) -> reqwest::Response {
    app.client
        .post(app.url("/api/cover-letter/generate"))
        .json(&json!({ "resume_id": resume_id, "company_name": "Acme",
                       "job_description": "Rust engineer for the payments team" }))
        .send()
        .await
        .expect("cover letter")
}

async fn letters(app: &TestApp, resume_id: &str) -> Value {
    app.client
        .get(app.url(&format!("/api/resume/{resume_id}/cover-letters")))
        .send()
        .await
        .expect("letters")
        .json()
        .await
        .expect("json")
}

async fn model_app(backend: Backend, base: &str, timeout_secs: &str) -> Option<TestApp> {
    spawn_app_with(
        backend,
        &[
            ("AI_BASE_URL", base),
            ("AI_MODEL", "m"),
            ("AI_TIMEOUT_SECS", timeout_secs),
            // Every fault that reached the model costs a call (the operator paid for it), so
            // the day's allowance covers the faults below and no more.
            ("FREE_AI_DAILY_LIMIT", "4"),
        ],
    )
    .await
}

async fn model_faults_write_nothing(backend: Backend) {
    let model = MockServer::start().await;
    let base = format!("{}/v1", model.uri());
    let Some(app) = model_app(backend, &base, "20").await else {
        return;
    };
    let resume_id = owner_with_resume(&app).await;
    let garbage = [
        ("a 500", ResponseTemplate::new(500).set_body_string("boom")),
        (
            "a body that is not JSON",
            ResponseTemplate::new(200).set_body_string("<html>gateway</html>"),
        ),
        (
            "JSON of the wrong shape",
            ResponseTemplate::new(200).set_body_json(json!({ "result": "ok" })),
        ),
        (
            "a letter that is not the JSON asked for",
            ResponseTemplate::new(200).set_body_json(chat_answer("Sure! Here is your letter")),
        ),
    ];
    for (case, answer) in garbage {
        model.reset().await;
        Mock::given(method("POST"))
            .and(path_regex("/chat/completions$"))
            .respond_with(answer)
            .mount(&model)
            .await;
        expect_error(write_letter(&app, &resume_id).await, 502, case).await;
        assert_eq!(letters(&app, &resume_id).await, json!([]), "{case}");
    }
    ready(&app).await;

    // Down: nothing listens at the configured address.
    let Some(app) = model_app(backend, &format!("{}/v1", refusing_address()), "20").await else {
        return;
    };
    let resume_id = owner_with_resume(&app).await;
    expect_error(write_letter(&app, &resume_id).await, 502, "model down").await;
    assert_eq!(letters(&app, &resume_id).await, json!([]));
    ready(&app).await;

    // Slow: past AI_TIMEOUT_SECS.
    let slow = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(
            ResponseTemplate::new(200)
                .set_body_json(chat_answer("{}"))
                .set_delay(Duration::from_secs(4)),
        )
        .mount(&slow)
        .await;
    let Some(app) = model_app(backend, &format!("{}/v1", slow.uri()), "1").await else {
        return;
    };
    let resume_id = owner_with_resume(&app).await;
    for attempt in ["first", "second"] {
        expect_error(write_letter(&app, &resume_id).await, 504, attempt).await;
    }
    assert_eq!(letters(&app, &resume_id).await, json!([]));
    ready(&app).await;
}

async fn payment_status(app: &TestApp, session_id: &str) -> reqwest::Response {
    app.client
        .get(app.url(&format!("/api/payment/status/{session_id}")))
        .send()
        .await
        .expect("status")
}

async fn checkout(app: &TestApp) -> reqwest::Response {
    app.client
        .post(app.url("/api/payment/create-checkout"))
        .json(&json!({ "plan_type": "single_pdf", "region": "USD", "origin_url": PUBLIC_URL }))
        .send()
        .await
        .expect("checkout")
}

/// From now on Stripe answers every checkout-session lookup with `answer`.
async fn stripe_answers(stripe: &MockServer, answer: ResponseTemplate) {
    stripe.reset().await;
    Mock::given(method("GET"))
        .and(path_regex("^/v1/checkout/sessions/.+"))
        .respond_with(answer)
        .mount(stripe)
        .await;
}

/// The payment as its owner sees it, while Stripe still reports it open.
async fn still_open(app: &TestApp, stripe: &MockServer, session_id: &str) -> Value {
    let open = fixture("checkout_session_open.json");
    stripe_answers(stripe, ResponseTemplate::new(200).set_body_json(&open)).await;
    let res = payment_status(app, session_id).await;
    assert_eq!(res.status(), 200);
    res.json().await.expect("json")
}

async fn stripe_faults_change_no_payment(backend: Backend) {
    let Some((app, stripe, session_id)) = stripe_app(backend).await else {
        return;
    };
    app.sign_in("Ana Souza", "ana@example.com").await;
    assert_eq!(checkout(&app).await.status(), 200);
    let before = still_open(&app, &stripe, &session_id).await;
    assert_eq!(before["status"], "open");

    // Stripe answers the payment poll with garbage: a 502, the payment as it was, no credit.
    let faults = [
        ("a 500", ResponseTemplate::new(500).set_body_string("boom")),
        (
            "a body that is not JSON",
            ResponseTemplate::new(200).set_body_string("<html>"),
        ),
        (
            "JSON of the wrong shape",
            ResponseTemplate::new(200).set_body_json(json!({ "id": 7 })),
        ),
    ];
    for (case, answer) in faults {
        stripe_answers(&stripe, answer).await;
        expect_error(payment_status(&app, &session_id).await, 502, case).await;
        assert_eq!(app.credits().await, 0, "{case}");
        assert_eq!(
            still_open(&app, &stripe, &session_id).await,
            before,
            "{case}"
        );
    }
    // Opening a checkout while Stripe answers garbage is a 502 too.
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(200).set_body_string("not json"))
        .mount(&stripe)
        .await;
    expect_error(checkout(&app).await, 502, "garbage checkout").await;
    ready(&app).await;

    // Stripe recovers: the same payment, still open, is fulfilled once.
    let mut paid = fixture("checkout_session_open.json");
    paid["status"] = json!("complete");
    paid["payment_status"] = json!("paid");
    stripe_answers(&stripe, ResponseTemplate::new(200).set_body_json(&paid)).await;
    let status: Value = payment_status(&app, &session_id)
        .await
        .json()
        .await
        .expect("json");
    assert_eq!(status["payment_status"], "paid");
    assert_eq!(app.credits().await, 1);

    // Stripe down altogether: nothing listens at STRIPE_API_BASE.
    let down = refusing_address();
    let Some(app) = spawn_app_with(
        backend,
        &[
            ("STRIPE_SECRET_KEY", "sk_test_vitae"),
            ("STRIPE_API_BASE", &down),
        ],
    )
    .await
    else {
        return;
    };
    app.sign_in("Ana Souza", "ana@example.com").await;
    expect_error(checkout(&app).await, 502, "Stripe down").await;
    ready(&app).await;
}
