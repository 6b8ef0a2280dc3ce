//! Cancelling a subscription when its owner deletes their account, against a Stripe-compatible
//! server (wiremock with Stripe-shaped answers).

#![allow(clippy::expect_used, clippy::unwrap_used)]

use serde_json::{json, Value};
use vitae_billing::{BillingError, PaymentGateway, StripeCheckout, StripeConfig};
use wiremock::matchers::{header, method, path};
use wiremock::{Mock, MockServer, ResponseTemplate};

const KEY: &str = "sk_test_51NvVitaeTestKeyDoNotLeak0123456789";
const SUBSCRIPTION: &str = "sub_1QxZ002eZvKYlo2C8pLmNoPq";

fn gateway(server: &MockServer) -> StripeCheckout {
    StripeCheckout::new(StripeConfig {
        secret_key: KEY.into(),
        webhook_secret: None,
        api_base: Some(server.uri()),
    })
    .expect("gateway")
}

fn subscription(status: &str) -> Value {
    let mut sub: Value =
        serde_json::from_str(include_str!("fixtures/subscription_active.json")).expect("fixture");
    sub["status"] = json!(status);
    sub
}

async fn answering(status: u16, body: Value) -> MockServer {
    let server = MockServer::start().await;
    Mock::given(method("DELETE"))
        .and(path(format!("/v1/subscriptions/{SUBSCRIPTION}")))
        .and(header("authorization", format!("Bearer {KEY}").as_str()))
        .respond_with(ResponseTemplate::new(status).set_body_json(body))
        .expect(1)
        .mount(&server)
        .await;
    server
}

#[tokio::test]
async fn a_cancelled_answer_is_success() {
    let server = answering(200, subscription("canceled")).await;
    gateway(&server)
        .cancel_subscription(SUBSCRIPTION)
        .await
        .expect("cancelled");
    server.verify().await;
}

#[tokio::test]
async fn a_subscription_stripe_does_not_know_counts_as_cancelled() {
    let server = answering(
        404,
        json!({ "error": { "type": "invalid_request_error", "code": "resource_missing",
                           "message": format!("No such subscription: '{SUBSCRIPTION}'") } }),
    )
    .await;
    gateway(&server)
        .cancel_subscription(SUBSCRIPTION)
        .await
        .expect("nothing to cancel");
}

#[tokio::test]
async fn a_failure_or_a_subscription_left_running_is_an_error() {
    let server = answering(
        500,
        json!({ "error": { "type": "api_error", "message": "Something went wrong" } }),
    )
    .await;
    let err = gateway(&server).cancel_subscription(SUBSCRIPTION).await;
    assert!(matches!(err, Err(BillingError::Provider(_))), "{err:?}");

    let server = answering(200, subscription("active")).await;
    let err = gateway(&server).cancel_subscription(SUBSCRIPTION).await;
    assert!(
        matches!(&err, Err(BillingError::Provider(m)) if m.to_string().contains("active")),
        "{err:?}"
    );
}

#[tokio::test]
async fn an_id_outside_stripes_alphabet_never_reaches_stripe() {
    let server = MockServer::start().await;
    Mock::given(method("DELETE"))
        .respond_with(ResponseTemplate::new(200))
        .expect(0)
        .mount(&server)
        .await;
    let err = gateway(&server)
        .cancel_subscription("../customers/cus_1")
        .await;
    assert!(matches!(err, Err(BillingError::Provider(_))), "{err:?}");
}
