//! Stripe mode through the real server, with a Stripe-compatible fake at the HTTP boundary
//! (complete Stripe-shaped answers from crates/billing/tests/fixtures) and really signed
//! webhook deliveries.

use hmac::{Hmac, Mac};
use serde_json::{json, Value};
use sha2::Sha256;
use wiremock::matchers::{method, path, path_regex};
use wiremock::{Mock, MockServer, ResponseTemplate};

use crate::helpers::{browser, spawn_app_with, Backend, TestApp, PUBLIC_URL};

pub(crate) const WEBHOOK_SECRET: &str = "whsec_test_vitae";

pub(crate) fn fixture(name: &str) -> Value {
    let path = format!(
        "{}/../billing/tests/fixtures/{name}",
        env!("CARGO_MANIFEST_DIR")
    );
    serde_json::from_str(&std::fs::read_to_string(path).expect("fixture")).expect("json")
}

pub(crate) fn signed(body: &str, secret: &str, at: i64) -> String {
    let mut mac = Hmac::<Sha256>::new_from_slice(secret.as_bytes()).expect("key");
    mac.update(format!("{at}.{body}").as_bytes());
    format!("t={at},v1={}", hex::encode(mac.finalize().into_bytes()))
}

pub(crate) async fn stripe_app(backend: Backend) -> Option<(TestApp, MockServer, String)> {
    let stripe = MockServer::start().await;
    let session = fixture("checkout_session_open.json");
    let session_id = session["id"].as_str().expect("id").to_owned();
    Mock::given(method("POST"))
        .and(path("/v1/checkout/sessions"))
        .respond_with(ResponseTemplate::new(200).set_body_json(&session))
        .mount(&stripe)
        .await;
    let base = stripe.uri();
    let app = spawn_app_with(
        backend,
        &[
            ("STRIPE_SECRET_KEY", "sk_test_vitae"),
            ("STRIPE_WEBHOOK_SECRET", WEBHOOK_SECRET),
            ("STRIPE_API_BASE", &base),
        ],
    )
    .await?;
    Some((app, stripe, session_id))
}

pub(crate) async fn deliver(app: &TestApp, body: &str, signature: &str) -> reqwest::Response {
    browser()
        .post(app.url("/api/payment/webhook"))
        .header("stripe-signature", signature)
        .header("content-type", "application/json")
        .body(body.to_owned())
        .send()
        .await
        .expect("webhook")
}

async fn webhook_scenario(backend: Backend) {
    let Some((app, _stripe, session_id)) = stripe_app(backend).await else {
        return;
    };
    let config: Value = app.get_json("/api/config").await;
    assert_eq!(config["payments"]["mode"], "stripe");
    app.sign_in("Ana", "ana@example.com").await;
    let checkout: Value = app
        .client
        .post(app.url("/api/payment/create-checkout"))
        .json(&json!({ "plan_type": "single_pdf", "region": "USD", "origin_url": PUBLIC_URL }))
        .send()
        .await
        .expect("checkout")
        .json()
        .await
        .expect("json");
    assert_eq!(checkout["session_id"], session_id.as_str());
    assert!(checkout["url"]
        .as_str()
        .expect("url")
        .starts_with("https://checkout.stripe.com/"));
    assert_eq!(
        app.client
            .get(app.url(&format!("/api/payment/demo/{session_id}")))
            .send()
            .await
            .expect("demo")
            .status(),
        404
    );

    let mut event = fixture("event_checkout_session_completed.json");
    event["data"]["object"]["id"] = json!(session_id);
    let body = event.to_string();
    let now = chrono::Utc::now().timestamp();

    let tampered = body.replace("\"paid\"", "\"unpaid\"");
    assert_eq!(
        deliver(&app, &tampered, &signed(&body, WEBHOOK_SECRET, now))
            .await
            .status(),
        400
    );
    assert_eq!(
        deliver(&app, &body, &signed(&body, "whsec_wrong", now))
            .await
            .status(),
        400
    );
    assert_eq!(
        deliver(&app, &body, &signed(&body, WEBHOOK_SECRET, now - 3600))
            .await
            .status(),
        400,
        "stale"
    );
    assert_eq!(app.credits().await, 0, "nothing granted by a bad delivery");

    for _ in 0..3 {
        let res = deliver(&app, &body, &signed(&body, WEBHOOK_SECRET, now)).await;
        assert_eq!(res.status(), 200);
    }
    assert_eq!(app.credits().await, 1, "a replayed event grants once");

    let status: Value = app
        .get_json(&format!("/api/payment/status/{session_id}"))
        .await;
    assert_eq!(status["payment_status"], "paid");
    assert_eq!(status["amount_total"], 499);
}

/// The status poll asks Stripe and fulfils a paid session the webhook has not reached yet;
/// the webhook arriving afterwards grants nothing more.
async fn poll_then_webhook(backend: Backend) {
    let Some((app, stripe, session_id)) = stripe_app(backend).await else {
        return;
    };
    app.sign_in("Ana", "ana@example.com").await;
    app.client
        .post(app.url("/api/payment/create-checkout"))
        .json(&json!({ "plan_type": "single_pdf", "region": "INR", "origin_url": PUBLIC_URL }))
        .send()
        .await
        .expect("checkout");
    let mut paid = fixture("checkout_session_open.json");
    paid["status"] = json!("complete");
    paid["payment_status"] = json!("paid");
    Mock::given(method("GET"))
        .and(path_regex("^/v1/checkout/sessions/.+"))
        .respond_with(ResponseTemplate::new(200).set_body_json(&paid))
        .mount(&stripe)
        .await;
    let status: Value = app
        .get_json(&format!("/api/payment/status/{session_id}"))
        .await;
    assert_eq!(status["payment_status"], "paid");
    assert_eq!(app.credits().await, 1);

    let mut event = fixture("event_checkout_session_completed.json");
    event["data"]["object"]["id"] = json!(session_id);
    let body = event.to_string();
    let res = deliver(
        &app,
        &body,
        &signed(&body, WEBHOOK_SECRET, chrono::Utc::now().timestamp()),
    )
    .await;
    assert_eq!(res.status(), 200);
    assert_eq!(
        app.credits().await,
        1,
        "poll and webhook grant once together"
    );
}

#[actix_web::test]
async fn sqlite_signed_webhooks_grant_once() {
    webhook_scenario(Backend::Sqlite).await;
}

#[actix_web::test]
async fn postgres_signed_webhooks_grant_once() {
    webhook_scenario(Backend::Postgres).await;
}

#[actix_web::test]
async fn sqlite_a_status_poll_and_a_late_webhook_grant_once() {
    poll_then_webhook(Backend::Sqlite).await;
}

#[actix_web::test]
async fn postgres_a_status_poll_and_a_late_webhook_grant_once() {
    poll_then_webhook(Backend::Postgres).await;
}

/// Events out of order: a renewal before the checkout that created the subscription, then the
/// checkout, a later renewal, the cancellation, and a renewal delivered after it.
async fn subscription_lifecycle(backend: Backend) {
    let stripe = MockServer::start().await;
    let completed = fixture("event_checkout_session_completed_subscription.json");
    let session_id = completed["data"]["object"]["id"]
        .as_str()
        .expect("id")
        .to_owned();
    let mut session = fixture("checkout_session_open.json");
    session["id"] = json!(session_id);
    session["mode"] = json!("subscription");
    Mock::given(method("POST"))
        .and(path("/v1/checkout/sessions"))
        .respond_with(ResponseTemplate::new(200).set_body_json(&session))
        .mount(&stripe)
        .await;
    let base = stripe.uri();
    let Some(app) = spawn_app_with(
        backend,
        &[
            ("STRIPE_SECRET_KEY", "sk_test_vitae"),
            ("STRIPE_WEBHOOK_SECRET", WEBHOOK_SECRET),
            ("STRIPE_API_BASE", &base),
        ],
    )
    .await
    else {
        return;
    };
    app.sign_in("Ana", "ana@example.com").await;
    app.client
        .post(app.url("/api/payment/create-checkout"))
        .json(&json!({ "plan_type": "pro_monthly", "region": "USD", "origin_url": PUBLIC_URL }))
        .send()
        .await
        .expect("checkout");
    let now = chrono::Utc::now().timestamp();
    let send = |event: Value| {
        let body = event.to_string();
        let signature = signed(&body, WEBHOOK_SECRET, now);
        let app = &app;
        async move { deliver(app, &body, &signature).await.status() }
    };
    let renewal = |event_id: &str, days: i64| {
        let mut e = fixture("event_invoice_paid.json");
        e["id"] = json!(event_id);
        e["data"]["object"]["lines"]["data"][0]["period"]["end"] = json!(now + days * 86_400);
        e
    };

    assert_eq!(
        send(renewal("evt_early_renewal", 40)).await,
        200,
        "unknown subscription: accepted, ignored"
    );
    assert_eq!(app.me().await["subscription_status"], "inactive");

    assert_eq!(send(completed.clone()).await, 200);
    let user = app.me().await;
    assert_eq!(user["subscription_plan"], "pro_monthly");
    assert_eq!(user["subscription_status"], "active");

    assert_eq!(send(renewal("evt_second_month", 60)).await, 200);
    let end = |user: &Value| {
        chrono::DateTime::parse_from_rfc3339(user["subscription_end"].as_str().expect("end"))
            .expect("date")
            .timestamp()
    };
    let extended = app.me().await;
    assert_eq!(
        end(&extended),
        now + 60 * 86_400,
        "renewed to the invoice's period end"
    );
    assert_eq!(send(renewal("evt_stale_renewal", 45)).await, 200);
    assert_eq!(
        end(&app.me().await),
        now + 60 * 86_400,
        "a late, older renewal never shortens Pro"
    );

    let mut deleted = fixture("event_customer_subscription_deleted.json");
    deleted["data"]["object"]["id"] = completed["data"]["object"]["subscription"].clone();
    assert_eq!(send(deleted).await, 200);
    assert_eq!(
        app.me().await["subscription_status"],
        "inactive",
        "cancellation ends Pro"
    );
    assert_eq!(send(renewal("evt_after_cancel", 90)).await, 200);
    assert_eq!(
        app.me().await["subscription_status"],
        "inactive",
        "an ended subscription stays ended"
    );
}

#[actix_web::test]
async fn sqlite_subscription_events_in_any_order() {
    subscription_lifecycle(Backend::Sqlite).await;
}

#[actix_web::test]
async fn postgres_subscription_events_in_any_order() {
    subscription_lifecycle(Backend::Postgres).await;
}
