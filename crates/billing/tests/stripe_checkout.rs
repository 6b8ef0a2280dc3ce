//! The Stripe gateway against a Stripe-compatible server (wiremock answering with complete
//! Stripe-shaped JSON, as async-stripe refuses anything less): what we send, and how we read
//! what comes back.

#![allow(clippy::expect_used, clippy::unwrap_used)]

use std::collections::HashMap;
use std::time::Duration;

use serde_json::{json, Value};
use vitae_billing::{
    BillingError, CheckoutRequest, CheckoutState, PaymentGateway, PaymentStatus, PaymentsMode,
    SessionStatus, StripeCheckout, StripeConfig,
};
use vitae_domain::{PlanId, Region};
use wiremock::matchers::{header, method, path, query_param, query_param_is_missing};
use wiremock::{Mock, MockServer, Request, ResponseTemplate};

const KEY: &str = "sk_test_51NvVitaeTestKeyDoNotLeak0123456789";
const USER: &str = "3f0c2a9e-5b7d-4c1e-9a8f-1d2e3f4a5b6c";
const SESSION: &str = "cs_test_a1b2c3d4e5f6g7h8i9j0k1l2m3n4o5p6q7r8s9t0u1v2w3x4y5z6";
const SUCCESS_URL: &str = "http://localhost:8080/payment-success?session_id={CHECKOUT_SESSION_ID}";
const CANCEL_URL: &str = "http://localhost:8080/settings";

/// A complete Checkout Session as Stripe renders it, with some fields replaced.
fn session(changes: Value) -> Value {
    let mut session: Value =
        serde_json::from_str(include_str!("fixtures/checkout_session_open.json")).expect("fixture");
    let fields = session.as_object_mut().expect("object");
    for (k, v) in changes.as_object().expect("object") {
        fields.insert(k.clone(), v.clone());
    }
    session
}

fn gateway(server: &MockServer) -> StripeCheckout {
    StripeCheckout::new(StripeConfig {
        secret_key: KEY.into(),
        webhook_secret: None,
        api_base: Some(server.uri()),
    })
    .expect("gateway")
}

fn request(plan: PlanId, region: Region) -> CheckoutRequest {
    CheckoutRequest {
        user_id: USER.into(),
        email: "asha@example.com".into(),
        plan,
        region,
        success_url: SUCCESS_URL.into(),
        cancel_url: CANCEL_URL.into(),
    }
}

fn form(request: &Request) -> HashMap<String, String> {
    url::form_urlencoded::parse(&request.body)
        .into_owned()
        .collect()
}

/// Opens a checkout for `plan` in `region` and returns the form Stripe received.
async fn sent_form(plan: PlanId, region: Region) -> HashMap<String, String> {
    let server = MockServer::start().await;
    let mode = match plan {
        PlanId::SinglePdf => "payment",
        PlanId::ProMonthly => "subscription",
    };
    Mock::given(method("POST"))
        .and(path("/v1/checkout/sessions"))
        .and(header("authorization", format!("Bearer {KEY}").as_str()))
        .respond_with(ResponseTemplate::new(200).set_body_json(session(json!({
            "mode": mode,
            "currency": region.currency(),
            "amount_subtotal": plan.price_minor(region),
            "amount_total": plan.price_minor(region),
        }))))
        .expect(1)
        .mount(&server)
        .await;

    let opened = gateway(&server)
        .create_checkout(&request(plan, region))
        .await
        .expect("opens");
    assert_eq!(opened.session_id, SESSION);
    assert!(opened
        .url
        .starts_with("https://checkout.stripe.com/c/pay/cs_test_"));

    let received = server.received_requests().await.expect("recorded");
    assert_eq!(received.len(), 1);
    assert_eq!(
        received[0]
            .headers
            .get("content-type")
            .and_then(|v| v.to_str().ok()),
        Some("application/x-www-form-urlencoded")
    );
    form(&received[0])
}

fn assert_common(form: &HashMap<String, String>, plan: PlanId, region: Region) {
    let get = |k: &str| form.get(k).map(String::as_str);
    assert_eq!(
        get("line_items[0][price_data][currency]"),
        Some(region.currency())
    );
    assert_eq!(
        get("line_items[0][price_data][unit_amount]"),
        Some(plan.price_minor(region).to_string().as_str())
    );
    assert_eq!(
        get("line_items[0][price_data][product_data][name]"),
        Some(plan.name())
    );
    assert_eq!(get("line_items[0][quantity]"), Some("1"));
    assert_eq!(get("client_reference_id"), Some(USER));
    assert_eq!(get("customer_email"), Some("asha@example.com"));
    assert_eq!(get("metadata[user_id]"), Some(USER));
    assert_eq!(get("metadata[plan]"), Some(plan.as_str()));
    assert_eq!(get("metadata[region]"), Some(region.code()));
    assert_eq!(get("success_url"), Some(SUCCESS_URL));
    assert_eq!(get("cancel_url"), Some(CANCEL_URL));
    // The server-side table is the only source of the price.
    assert!(!form.contains_key("line_items[0][price]"));
    assert!(!form.contains_key("line_items[1][quantity]"));
}

async fn assert_single_pdf(region: Region, amount: &str) {
    let form = sent_form(PlanId::SinglePdf, region).await;
    assert_common(&form, PlanId::SinglePdf, region);
    assert_eq!(form.get("mode").map(String::as_str), Some("payment"));
    assert_eq!(
        form.get("line_items[0][price_data][unit_amount]")
            .map(String::as_str),
        Some(amount)
    );
    assert!(
        !form.keys().any(|k| k.contains("recurring")),
        "a one-time price: {form:?}"
    );
    assert!(!form.keys().any(|k| k.starts_with("subscription_data")));
}

async fn assert_pro_monthly(region: Region, amount: &str) {
    let form = sent_form(PlanId::ProMonthly, region).await;
    assert_common(&form, PlanId::ProMonthly, region);
    assert_eq!(form.get("mode").map(String::as_str), Some("subscription"));
    assert_eq!(
        form.get("line_items[0][price_data][unit_amount]")
            .map(String::as_str),
        Some(amount)
    );
    assert_eq!(
        form.get("line_items[0][price_data][recurring][interval]")
            .map(String::as_str),
        Some("month")
    );
    assert_eq!(
        form.get("subscription_data[metadata][user_id]")
            .map(String::as_str),
        Some(USER)
    );
    assert_eq!(
        form.get("subscription_data[metadata][plan]")
            .map(String::as_str),
        Some("pro_monthly")
    );
}

#[tokio::test]
async fn single_pdf_in_inr_is_a_payment_of_5000_paise() {
    assert_single_pdf(Region::Inr, "5000").await;
}

#[tokio::test]
async fn single_pdf_in_aed_is_a_payment_of_1000_fils() {
    assert_single_pdf(Region::Aed, "1000").await;
}

#[tokio::test]
async fn single_pdf_in_usd_is_a_payment_of_499_cents() {
    assert_single_pdf(Region::Usd, "499").await;
}

#[tokio::test]
async fn pro_monthly_in_inr_is_a_monthly_subscription_of_100000_paise() {
    assert_pro_monthly(Region::Inr, "100000").await;
}

#[tokio::test]
async fn pro_monthly_in_aed_is_a_monthly_subscription_of_20000_fils() {
    assert_pro_monthly(Region::Aed, "20000").await;
}

#[tokio::test]
async fn pro_monthly_in_usd_is_a_monthly_subscription_of_4999_cents() {
    assert_pro_monthly(Region::Usd, "4999").await;
}

#[tokio::test]
async fn is_the_stripe_mode() {
    let server = MockServer::start().await;
    assert_eq!(gateway(&server).mode(), PaymentsMode::Stripe);
}

#[tokio::test]
async fn a_session_without_url_is_a_provider_error() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/v1/checkout/sessions"))
        .respond_with(ResponseTemplate::new(200).set_body_json(session(json!({"url": null}))))
        .mount(&server)
        .await;
    let err = gateway(&server)
        .create_checkout(&request(PlanId::SinglePdf, Region::Usd))
        .await
        .expect_err("no url");
    assert!(matches!(err, BillingError::Provider(_)), "{err:?}");
}

#[tokio::test]
async fn stripe_errors_carry_stripes_message_but_never_the_key() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/v1/checkout/sessions"))
        .respond_with(ResponseTemplate::new(400).set_body_json(json!({
            "error": {
                "code": "parameter_invalid_integer",
                "doc_url": "https://stripe.com/docs/error-codes/parameter-invalid-integer",
                "message": "Invalid integer: abc",
                "param": "line_items[0][price_data][unit_amount]",
                "request_log_url": "https://dashboard.stripe.com/test/logs/req_AbCdEfGh",
                "type": "invalid_request_error"
            }
        })))
        .mount(&server)
        .await;
    let err = gateway(&server)
        .create_checkout(&request(PlanId::SinglePdf, Region::Usd))
        .await
        .expect_err("rejected");
    match &err {
        BillingError::Provider(message) => {
            let message = message.to_string();
            assert!(message.contains("Invalid integer: abc"), "{message}");
            assert!(message.contains("400"), "{message}");
        }
        other => panic!("expected a provider error, got {other:?}"),
    }
    assert!(!err.to_string().contains(KEY));
}

#[tokio::test]
async fn a_message_echoing_the_key_is_scrubbed() {
    let server = MockServer::start().await;
    Mock::given(method("GET"))
        .and(path(format!("/v1/checkout/sessions/{SESSION}")))
        .respond_with(ResponseTemplate::new(401).set_body_json(json!({
            "error": {
                "message": format!("Invalid API Key provided: {KEY}"),
                "type": "invalid_request_error"
            }
        })))
        .mount(&server)
        .await;
    let err = gateway(&server).retrieve(SESSION).await.expect_err("401");
    let shown = err.to_string();
    assert!(matches!(err, BillingError::Provider(_)), "{err:?}");
    assert!(!shown.contains(KEY), "{shown}");
    assert!(shown.contains("Invalid API Key provided"), "{shown}");
}

#[tokio::test]
async fn a_slow_stripe_is_a_timeout() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/v1/checkout/sessions"))
        .respond_with(
            ResponseTemplate::new(200)
                .set_body_json(session(json!({})))
                .set_delay(Duration::from_secs(3)),
        )
        .mount(&server)
        .await;
    let err = gateway(&server)
        .with_timeout(Duration::from_millis(200))
        .create_checkout(&request(PlanId::ProMonthly, Region::Inr))
        .await
        .expect_err("too slow");
    assert!(matches!(err, BillingError::Timeout), "{err:?}");
}

#[tokio::test]
async fn an_incomplete_answer_is_a_provider_error() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/v1/checkout/sessions"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({
            "id": SESSION,
            "object": "checkout.session",
            "url": "https://checkout.stripe.com/c/pay/x"
        })))
        .mount(&server)
        .await;
    let err = gateway(&server)
        .create_checkout(&request(PlanId::SinglePdf, Region::Aed))
        .await
        .expect_err("incomplete");
    assert!(matches!(err, BillingError::Provider(_)), "{err:?}");
}

#[tokio::test]
async fn an_unreachable_stripe_is_a_provider_error() {
    let server = MockServer::start().await;
    let uri = server.uri();
    drop(server);
    let gateway = StripeCheckout::new(StripeConfig {
        secret_key: KEY.into(),
        webhook_secret: None,
        api_base: Some(uri),
    })
    .expect("gateway");
    let err = gateway.retrieve(SESSION).await.expect_err("nobody there");
    assert!(
        matches!(err, BillingError::Provider(_) | BillingError::Timeout),
        "{err:?}"
    );
    assert!(!err.to_string().contains(KEY));
}

async fn retrieved(changes: Value) -> CheckoutState {
    let server = MockServer::start().await;
    Mock::given(method("GET"))
        .and(path(format!("/v1/checkout/sessions/{SESSION}")))
        .and(header("authorization", format!("Bearer {KEY}").as_str()))
        .respond_with(ResponseTemplate::new(200).set_body_json(session(changes)))
        .expect(1)
        .mount(&server)
        .await;
    gateway(&server)
        .retrieve(SESSION)
        .await
        .expect("retrieved")
        .expect("stripe knows")
}

#[tokio::test]
async fn retrieves_a_paid_session() {
    let state =
        retrieved(json!({"status": "complete", "payment_status": "paid", "url": null})).await;
    assert_eq!(
        state,
        CheckoutState {
            status: SessionStatus::Complete,
            payment_status: PaymentStatus::Paid,
            subscription_id: None,
            period_end: None,
            customer_id: None,
            payment_intent_id: None,
        }
    );
}

#[tokio::test]
async fn retrieves_an_unpaid_open_session() {
    let state = retrieved(json!({})).await;
    assert_eq!(state.status, SessionStatus::Open);
    assert_eq!(state.payment_status, PaymentStatus::Unpaid);
    assert_eq!(state.subscription_id, None);
}

#[tokio::test]
async fn retrieves_an_expired_session() {
    let state =
        retrieved(json!({"status": "expired", "payment_status": "unpaid", "url": null})).await;
    assert_eq!(state.status, SessionStatus::Expired);
    assert_eq!(state.payment_status, PaymentStatus::Unpaid);
}

#[tokio::test]
async fn no_payment_required_counts_as_paid() {
    let state = retrieved(json!({
        "status": "complete",
        "payment_status": "no_payment_required",
        "amount_total": 0,
        "url": null
    }))
    .await;
    assert_eq!(state.payment_status, PaymentStatus::Paid);
}

#[tokio::test]
async fn retrieves_a_subscription_session_with_its_subscription() {
    let state = retrieved(json!({
        "mode": "subscription",
        "status": "complete",
        "payment_status": "paid",
        "currency": "usd",
        "amount_total": 4999,
        "customer": "cus_R9aBcDeFgHiJkL",
        "invoice": "in_1QxZ002eZvKYlo2CkT5uV7wX",
        "subscription": "sub_1QxZ002eZvKYlo2C8pLmNoPq",
        "url": null
    }))
    .await;
    assert_eq!(state.status, SessionStatus::Complete);
    assert_eq!(state.payment_status, PaymentStatus::Paid);
    assert_eq!(
        state.subscription_id.as_deref(),
        Some("sub_1QxZ002eZvKYlo2C8pLmNoPq")
    );
    // Only the id: the caller grants a month until the first invoice.paid says more.
    assert_eq!(state.period_end, None);
}

fn subscription_session(subscription: Value) -> Value {
    session(json!({
        "mode": "subscription",
        "status": "complete",
        "payment_status": "paid",
        "currency": "usd",
        "amount_total": 4999,
        "customer": "cus_R9aBcDeFgHiJkL",
        "invoice": "in_1QxZ002eZvKYlo2CkT5uV7wX",
        "subscription": subscription,
        "url": null
    }))
}

#[tokio::test]
async fn retrieves_the_period_end_of_the_expanded_subscription() {
    let server = MockServer::start().await;
    let subscription: Value =
        serde_json::from_str(include_str!("fixtures/subscription_active.json")).expect("fixture");
    Mock::given(method("GET"))
        .and(path(format!("/v1/checkout/sessions/{SESSION}")))
        .and(query_param("expand[0]", "subscription"))
        .respond_with(ResponseTemplate::new(200).set_body_json(subscription_session(subscription)))
        .expect(1)
        .mount(&server)
        .await;
    let state = gateway(&server)
        .retrieve(SESSION)
        .await
        .expect("retrieved")
        .expect("stripe knows");
    assert_eq!(
        state,
        CheckoutState {
            status: SessionStatus::Complete,
            payment_status: PaymentStatus::Paid,
            subscription_id: Some("sub_1QxZ002eZvKYlo2C8pLmNoPq".into()),
            period_end: chrono::DateTime::from_timestamp(1766506000, 0),
            customer_id: Some("cus_R9aBcDeFgHiJkL".into()),
            payment_intent_id: None,
        }
    );
}

#[tokio::test]
async fn an_expanded_subscription_that_does_not_parse_falls_back_to_the_session_alone() {
    let server = MockServer::start().await;
    Mock::given(method("GET"))
        .and(path(format!("/v1/checkout/sessions/{SESSION}")))
        .and(query_param("expand[0]", "subscription"))
        .respond_with(
            ResponseTemplate::new(200).set_body_json(subscription_session(json!({
                "id": "sub_1QxZ002eZvKYlo2C8pLmNoPq",
                "object": "subscription",
                "status": "active"
            }))),
        )
        .expect(1)
        .mount(&server)
        .await;
    Mock::given(method("GET"))
        .and(path(format!("/v1/checkout/sessions/{SESSION}")))
        .and(query_param_is_missing("expand[0]"))
        .respond_with(
            ResponseTemplate::new(200)
                .set_body_json(subscription_session(json!("sub_1QxZ002eZvKYlo2C8pLmNoPq"))),
        )
        .expect(1)
        .mount(&server)
        .await;
    let state = gateway(&server)
        .retrieve(SESSION)
        .await
        .expect("retrieved")
        .expect("stripe knows");
    assert_eq!(state.payment_status, PaymentStatus::Paid);
    assert_eq!(
        state.subscription_id.as_deref(),
        Some("sub_1QxZ002eZvKYlo2C8pLmNoPq")
    );
    assert_eq!(state.period_end, None);
}

#[tokio::test]
async fn refuses_session_ids_that_would_change_the_path() {
    let server = MockServer::start().await;
    let gateway = gateway(&server);
    for bad in [
        "",
        "../customers",
        "cs_test_1?expand[]=x",
        "cs test",
        "cs_test/1",
    ] {
        assert!(
            matches!(gateway.retrieve(bad).await, Err(BillingError::Provider(_))),
            "{bad:?}"
        );
    }
    assert!(server
        .received_requests()
        .await
        .expect("recorded")
        .is_empty());
}

#[tokio::test]
async fn without_an_email_stripe_asks_for_one() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/v1/checkout/sessions"))
        .respond_with(ResponseTemplate::new(200).set_body_json(session(json!({
            "customer_email": null
        }))))
        .expect(1)
        .mount(&server)
        .await;
    let mut no_email = request(PlanId::SinglePdf, Region::Usd);
    no_email.email = " ".into();
    gateway(&server)
        .create_checkout(&no_email)
        .await
        .expect("opens");
    let received = server.received_requests().await.expect("recorded");
    let form = form(&received[0]);
    assert!(!form.contains_key("customer_email"), "{form:?}");
    assert_eq!(
        form.get("client_reference_id").map(String::as_str),
        Some(USER)
    );
}

// --- the billing portal ---------------------------------------------------------------------

#[tokio::test]
async fn opens_the_billing_portal_for_the_customer() {
    let server = MockServer::start().await;
    let portal: Value = serde_json::from_str(include_str!("fixtures/billing_portal_session.json"))
        .expect("fixture");
    Mock::given(method("POST"))
        .and(path("/v1/billing_portal/sessions"))
        .and(header("authorization", format!("Bearer {KEY}").as_str()))
        .respond_with(ResponseTemplate::new(200).set_body_json(&portal))
        .expect(1)
        .mount(&server)
        .await;
    let url = gateway(&server)
        .open_portal(Some("cus_R9aBcDeFgHiJkL"), CANCEL_URL)
        .await
        .expect("opened");
    assert_eq!(url, portal["url"].as_str().expect("url"));
    let sent = form(&server.received_requests().await.expect("recorded")[0]);
    assert_eq!(sent["customer"], "cus_R9aBcDeFgHiJkL");
    assert_eq!(sent["return_url"], CANCEL_URL);
}

#[tokio::test]
async fn no_customer_means_nothing_to_manage_and_stripe_is_not_asked() {
    let server = MockServer::start().await;
    let err = gateway(&server)
        .open_portal(None, CANCEL_URL)
        .await
        .expect_err("no customer");
    assert!(matches!(err, BillingError::NoCustomer), "{err:?}");
    assert!(server
        .received_requests()
        .await
        .expect("recorded")
        .is_empty());
}

#[tokio::test]
async fn a_portal_answer_without_url_or_an_error_is_a_provider_error() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/v1/billing_portal/sessions"))
        .respond_with(
            ResponseTemplate::new(200).set_body_json(json!({ "id": "bps_1", "url": null })),
        )
        .up_to_n_times(1)
        .mount(&server)
        .await;
    Mock::given(method("POST"))
        .and(path("/v1/billing_portal/sessions"))
        .respond_with(ResponseTemplate::new(400).set_body_json(json!({ "error": {
            "type": "invalid_request_error",
            "message": "You can't create a portal session in test mode until you save your customer portal settings."
        }})))
        .mount(&server)
        .await;
    let gateway = gateway(&server);
    for _ in 0..2 {
        let err = gateway
            .open_portal(Some("cus_R9aBcDeFgHiJkL"), CANCEL_URL)
            .await
            .expect_err("refused");
        assert!(matches!(err, BillingError::Provider(_)), "{err:?}");
    }
}
