//! The billing lifecycle in Stripe mode, through the real server with a Stripe-compatible fake
//! and really signed webhooks: the billing portal, cancellation at period end, and refunds and
//! disputes taking back what a payment granted, exactly once.

use serde_json::{json, Value};
use wiremock::matchers::{method, path};
use wiremock::{Mock, MockServer, ResponseTemplate};

use crate::helpers::{full_resume, Backend, TestApp, PUBLIC_URL};
use crate::stripe::{deliver, fixture, signed, spawn_stripe_mode, WEBHOOK_SECRET};

const CUSTOMER: &str = "cus_R9aBcDeFgHiJkL";

/// A server in Stripe mode whose fake opens the given checkout sessions, one per checkout.
async fn app_with_sessions(
    backend: Backend,
    session_ids: &[&str],
) -> Option<(TestApp, MockServer)> {
    let stripe = MockServer::start().await;
    for id in session_ids {
        let mut session = fixture("checkout_session_open.json");
        session["id"] = json!(id);
        Mock::given(method("POST"))
            .and(path("/v1/checkout/sessions"))
            .respond_with(ResponseTemplate::new(200).set_body_json(&session))
            .up_to_n_times(1)
            .mount(&stripe)
            .await;
    }
    Mock::given(method("POST"))
        .and(path("/v1/billing_portal/sessions"))
        .respond_with(
            ResponseTemplate::new(200).set_body_json(fixture("billing_portal_session.json")),
        )
        .mount(&stripe)
        .await;
    let app = spawn_stripe_mode(backend, &stripe).await?;
    Some((app, stripe))
}

async fn send(app: &TestApp, event: &Value) -> u16 {
    let body = event.to_string();
    let signature = signed(&body, WEBHOOK_SECRET, chrono::Utc::now().timestamp());
    deliver(app, &body, &signature).await.status().as_u16()
}

async fn create_checkout(app: &TestApp, plan: &str) -> reqwest::Response {
    app.client
        .post(app.url("/api/payment/create-checkout"))
        .json(&json!({ "plan_type": plan, "region": "INR", "origin_url": PUBLIC_URL }))
        .send()
        .await
        .expect("checkout")
}

/// Opens a Single PDF checkout and completes it with a signed event naming `payment_intent`.
async fn buy_single_pdf(app: &TestApp, payment_intent: &str) {
    let opened: Value = create_checkout(app, "single_pdf")
        .await
        .json()
        .await
        .expect("json");
    let mut event = fixture("event_checkout_session_completed.json");
    event["id"] = json!(format!("evt_paid_{payment_intent}"));
    event["data"]["object"]["id"] = opened["session_id"].clone();
    event["data"]["object"]["payment_intent"] = json!(payment_intent);
    assert_eq!(send(app, &event).await, 200);
}

fn refund(event_id: &str, charge: &str, payment_intent: &str, customer: Option<&str>) -> Value {
    let mut event = fixture("event_charge_refunded.json");
    event["id"] = json!(event_id);
    event["data"]["object"]["id"] = json!(charge);
    event["data"]["object"]["payment_intent"] = json!(payment_intent);
    event["data"]["object"]["customer"] = json!(customer);
    event
}

fn dispute(event_id: &str, charge: &str, payment_intent: &str) -> Value {
    let mut event = fixture("event_charge_dispute_created.json");
    event["id"] = json!(event_id);
    event["data"]["object"]["charge"] = json!(charge);
    event["data"]["object"]["payment_intent"] = json!(payment_intent);
    event
}

/// Two Single PDFs bought; the second is refunded (its credit goes, once, whatever is
/// delivered again), the first is spent on a resume and then refunded (the resume locks again).
async fn refunds_take_back_exactly_once(backend: Backend) {
    let Some((app, _stripe)) = app_with_sessions(
        backend,
        &["cs_test_first_single_pdf", "cs_test_second_single_pdf"],
    )
    .await
    else {
        return;
    };
    app.sign_in("Ana", "ana@example.com").await;
    let resume = app.save(&app.client, &full_resume()).await;
    buy_single_pdf(&app, "pi_first").await;
    buy_single_pdf(&app, "pi_second").await;
    assert_eq!(app.credits().await, 2);

    let refunded = refund("evt_refund_second", "ch_second", "pi_second", None);
    assert_eq!(send(&app, &refunded).await, 200);
    assert_eq!(
        app.credits().await,
        1,
        "the refunded payment's credit is gone"
    );
    assert_eq!(send(&app, &refunded).await, 200);
    assert_eq!(app.credits().await, 1, "a redelivery takes nothing more");
    assert_eq!(
        send(
            &app,
            &dispute("evt_dispute_second", "ch_second", "pi_second")
        )
        .await,
        200
    );
    assert_eq!(
        app.credits().await,
        1,
        "a dispute of the same charge takes nothing more"
    );

    let pdf = |id: String| {
        let client = app.client.clone();
        let url = app.url(&format!("/api/resume/{id}/pdf"));
        async move { client.get(url).send().await.expect("pdf").status().as_u16() }
    };
    assert_eq!(pdf(resume.clone()).await, 200);
    assert_eq!(app.credits().await, 0);
    assert_eq!(
        app.get_json(&format!("/api/resume/{resume}")).await["unlocked"],
        true
    );

    assert_eq!(
        send(
            &app,
            &refund("evt_refund_first", "ch_first", "pi_first", None)
        )
        .await,
        200
    );
    assert_eq!(
        app.get_json(&format!("/api/resume/{resume}")).await["unlocked"],
        false,
        "a refunded credit that was spent locks its resume again"
    );
    assert_eq!(pdf(resume).await, 402);
    assert_eq!(app.me().await["subscription_status"], "inactive");
}

#[actix_web::test]
async fn sqlite_a_signed_refund_takes_back_a_single_pdf_exactly_once() {
    refunds_take_back_exactly_once(Backend::Sqlite).await;
}

#[actix_web::test]
async fn postgres_a_signed_refund_takes_back_a_single_pdf_exactly_once() {
    refunds_take_back_exactly_once(Backend::Postgres).await;
}

/// A subscriber: no second Pro, the portal from the Stripe fake, cancel at period end and
/// back, and a refunded invoice ending Pro until new money renews it.
async fn a_subscriber_manages_pro(backend: Backend) {
    let completed = fixture("event_checkout_session_completed_subscription.json");
    let session_id = completed["data"]["object"]["id"]
        .as_str()
        .expect("id")
        .to_owned();
    let Some((app, stripe)) = app_with_sessions(backend, &[&session_id]).await else {
        return;
    };
    app.sign_in("Ana", "ana@example.com").await;
    let nothing = app
        .client
        .post(app.url("/api/payment/portal"))
        .send()
        .await
        .expect("portal");
    assert_eq!(nothing.status(), 409, "no subscription, nothing to manage");

    assert_eq!(create_checkout(&app, "pro_monthly").await.status(), 200);
    assert_eq!(send(&app, &completed).await, 200);
    assert_eq!(app.me().await["subscription_plan"], "pro_monthly");
    let twice = create_checkout(&app, "pro_monthly").await;
    assert_eq!(
        twice.status(),
        409,
        "a second subscription would bill twice"
    );

    let opened: Value = app
        .client
        .post(app.url("/api/payment/portal"))
        .send()
        .await
        .expect("portal")
        .json()
        .await
        .expect("json");
    assert_eq!(opened["url"], fixture("billing_portal_session.json")["url"]);
    let asked = stripe.received_requests().await.expect("recorded");
    let portal_request = asked
        .iter()
        .find(|r| r.url.path() == "/v1/billing_portal/sessions")
        .expect("Stripe was asked");
    let form: std::collections::HashMap<String, String> =
        url::form_urlencoded::parse(&portal_request.body)
            .into_owned()
            .collect();
    assert_eq!(form["customer"], CUSTOMER);
    assert_eq!(form["return_url"], format!("{PUBLIC_URL}/settings"));

    let cancelled = fixture("event_customer_subscription_updated.json");
    assert_eq!(send(&app, &cancelled).await, 200);
    let me = app.me().await;
    assert_eq!(me["cancel_at_period_end"], true);
    assert_eq!(
        me["subscription_status"], "active",
        "Pro runs to the period end"
    );
    let mut resumed = cancelled.clone();
    resumed["id"] = json!("evt_resumed");
    resumed["data"]["object"]["cancel_at_period_end"] = json!(false);
    resumed["data"]["object"]["cancel_at"] = Value::Null;
    assert_eq!(send(&app, &resumed).await, 200);
    assert_eq!(app.me().await["cancel_at_period_end"], false);

    let refunded = refund("evt_refund_pro", "ch_pro", "pi_pro_invoice", Some(CUSTOMER));
    assert_eq!(send(&app, &refunded).await, 200);
    assert_eq!(
        app.me().await["subscription_status"],
        "inactive",
        "a refund ends Pro now"
    );

    let now = chrono::Utc::now().timestamp();
    let mut renewal = fixture("event_invoice_paid.json");
    renewal["id"] = json!("evt_next_month");
    renewal["data"]["object"]["lines"]["data"][0]["period"]["end"] = json!(now + 30 * 86_400);
    assert_eq!(send(&app, &renewal).await, 200);
    assert_eq!(
        app.me().await["subscription_status"],
        "active",
        "new money renews Pro"
    );
    assert_eq!(send(&app, &refunded).await, 200);
    assert_eq!(
        send(
            &app,
            &dispute("evt_dispute_pro", "ch_pro", "pi_pro_invoice")
        )
        .await,
        200
    );
    assert_eq!(
        app.me().await["subscription_status"],
        "active",
        "the old charge was taken back once; it does not end the renewed Pro"
    );
}

#[actix_web::test]
async fn sqlite_a_subscriber_cancels_resumes_and_is_refunded_through_stripe() {
    a_subscriber_manages_pro(Backend::Sqlite).await;
}

#[actix_web::test]
async fn postgres_a_subscriber_cancels_resumes_and_is_refunded_through_stripe() {
    a_subscriber_manages_pro(Backend::Postgres).await;
}
