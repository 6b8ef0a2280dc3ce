//! Stripe webhooks: the `Stripe-Signature` header checked against the raw body, and realistic
//! event deliveries reduced to what changes entitlements.

#![allow(clippy::expect_used, clippy::unwrap_used)]

use chrono::{DateTime, TimeZone, Utc};
use hmac::{Hmac, Mac};
use sha2::Sha256;
use vitae_billing::{
    BillingError, CheckoutState, PaymentGateway, PaymentStatus, Reversal, SessionStatus,
    StripeCheckout, StripeConfig, WebhookEvent,
};

const SECRET: &str = "whsec_test_6f1c0b6a9d2e4c8f8a7b5e3d1c0f9a8b";
const SUBSCRIPTION: &str = "sub_1QxZ002eZvKYlo2C8pLmNoPq";

fn gateway(webhook_secret: Option<&str>) -> StripeCheckout {
    StripeCheckout::new(StripeConfig {
        secret_key: "sk_test_51NvVitaeTestKey".into(),
        webhook_secret: webhook_secret.map(Into::into),
        // Never contacted: webhooks are verified offline.
        api_base: Some("http://127.0.0.1:9".into()),
    })
    .expect("gateway")
}

fn now() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2025, 11, 22, 16, 0, 0)
        .single()
        .expect("time")
}

fn v1(payload: &[u8], secret: &str, t: i64) -> String {
    let mut mac = Hmac::<Sha256>::new_from_slice(secret.as_bytes()).expect("key");
    mac.update(format!("{t}.").as_bytes());
    mac.update(payload);
    hex::encode(mac.finalize().into_bytes())
}

fn header(payload: &[u8], secret: &str, t: i64) -> String {
    format!("t={t},v1={}", v1(payload, secret, t))
}

fn fixture(name: &str) -> Vec<u8> {
    let path = format!("{}/tests/fixtures/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// Delivers a fixture signed just now, as Stripe would.
fn deliver(name: &str) -> Result<WebhookEvent, BillingError> {
    let payload = fixture(name);
    let t = now().timestamp();
    gateway(Some(SECRET)).verify_webhook(&payload, &header(&payload, SECRET, t), now())
}

fn assert_rejected(result: Result<WebhookEvent, BillingError>) -> String {
    match result {
        Err(BillingError::InvalidWebhook(reason)) => reason,
        other => panic!("expected a rejected webhook, got {other:?}"),
    }
}

// --- signatures ----------------------------------------------------------------------------

#[test]
fn a_valid_signature_is_accepted() {
    let event = deliver("event_checkout_session_completed.json").expect("verified");
    assert_eq!(event.event_id(), "evt_1QxYzB2eZvKYlo2CqW3eRt5Y");
}

#[test]
fn a_tampered_body_is_rejected() {
    let payload = fixture("event_checkout_session_completed.json");
    let signature = header(&payload, SECRET, now().timestamp());
    let tampered = String::from_utf8(payload)
        .expect("utf-8")
        .replace("\"amount_total\": 5000", "\"amount_total\": 5");
    assert!(tampered.contains("\"amount_total\": 5,"));
    let reason = assert_rejected(gateway(Some(SECRET)).verify_webhook(
        tampered.as_bytes(),
        &signature,
        now(),
    ));
    assert!(reason.contains("signature"), "{reason}");
}

#[test]
fn the_raw_body_is_what_counts_not_its_json() {
    let payload = fixture("event_checkout_session_completed.json");
    let signature = header(&payload, SECRET, now().timestamp());
    // The same JSON, re-serialised compactly: same meaning, different bytes.
    let value: serde_json::Value = serde_json::from_slice(&payload).expect("json");
    let compact = serde_json::to_vec(&value).expect("json");
    assert_ne!(compact, payload);
    assert_rejected(gateway(Some(SECRET)).verify_webhook(&compact, &signature, now()));
}

#[test]
fn a_wrong_secret_is_rejected() {
    let payload = fixture("event_checkout_session_completed.json");
    let signature = header(&payload, "whsec_someone_else", now().timestamp());
    assert_rejected(gateway(Some(SECRET)).verify_webhook(&payload, &signature, now()));
}

#[test]
fn a_stale_timestamp_is_rejected() {
    let payload = fixture("event_checkout_session_completed.json");
    let t = now().timestamp() - 301;
    let reason = assert_rejected(gateway(Some(SECRET)).verify_webhook(
        &payload,
        &header(&payload, SECRET, t),
        now(),
    ));
    assert!(reason.contains("tolerance"), "{reason}");
}

#[test]
fn a_timestamp_from_the_future_is_rejected_too() {
    let payload = fixture("event_checkout_session_completed.json");
    let t = now().timestamp() + 301;
    assert_rejected(gateway(Some(SECRET)).verify_webhook(
        &payload,
        &header(&payload, SECRET, t),
        now(),
    ));
}

#[test]
fn five_minutes_either_way_is_still_accepted() {
    let payload = fixture("event_checkout_session_completed.json");
    for t in [now().timestamp() - 300, now().timestamp() + 300] {
        gateway(Some(SECRET))
            .verify_webhook(&payload, &header(&payload, SECRET, t), now())
            .expect("within the tolerance");
    }
}

#[test]
fn any_matching_v1_entry_is_enough() {
    let payload = fixture("event_checkout_session_expired.json");
    let t = now().timestamp();
    let good = v1(&payload, SECRET, t);
    let old = v1(&payload, "whsec_rolled_secret", t);
    // During a secret roll Stripe signs with both; v0 (test-mode legacy) is ignored.
    for signature in [
        format!("t={t},v1={old},v1={good},v0={good}"),
        format!("t={t},v1={good},v1={old}"),
        format!("v1={old}, t={t}, v1={good}"),
        format!("t={t},v1=nothex,v1={good}"),
    ] {
        let event = gateway(Some(SECRET))
            .verify_webhook(&payload, &signature, now())
            .unwrap_or_else(|e| panic!("{signature}: {e:?}"));
        assert!(matches!(event, WebhookEvent::CheckoutExpired { .. }));
    }
    // ... but only a v1 entry counts.
    assert_rejected(gateway(Some(SECRET)).verify_webhook(
        &payload,
        &format!("t={t},v1={old},v0={good}"),
        now(),
    ));
}

#[test]
fn malformed_headers_are_rejected() {
    let payload = fixture("event_checkout_session_completed.json");
    let t = now().timestamp();
    let good = v1(&payload, SECRET, t);
    for signature in [
        String::new(),
        "garbage".into(),
        format!("v1={good}"),
        format!("t={t}"),
        format!("t=soon,v1={good}"),
        format!("t={t},v1="),
        format!("t={t},v1={}", &good[..32]),
        format!("t={t},v1={good}x"),
        format!("t={t};v1={good}"),
        format!("t={t},t={t},v1={good}"),
    ] {
        let result = gateway(Some(SECRET)).verify_webhook(&payload, &signature, now());
        assert!(
            matches!(result, Err(BillingError::InvalidWebhook(_))),
            "{signature:?}: {result:?}"
        );
    }
}

#[test]
fn without_a_webhook_secret_every_delivery_is_refused() {
    let payload = fixture("event_checkout_session_completed.json");
    let signature = header(&payload, SECRET, now().timestamp());
    for gateway in [gateway(None), gateway(Some("  "))] {
        let reason = assert_rejected(gateway.verify_webhook(&payload, &signature, now()));
        assert_eq!(reason, "webhook secret not configured");
    }
}

#[test]
fn a_signed_body_that_is_not_an_event_is_rejected() {
    for payload in [
        &b"not json"[..],
        b"{}",
        b"{\"id\":\"evt_1\",\"type\":\"invoice.paid\"}",
    ] {
        let signature = header(payload, SECRET, now().timestamp());
        assert_rejected(gateway(Some(SECRET)).verify_webhook(payload, &signature, now()));
    }
}

// --- events --------------------------------------------------------------------------------

#[test]
fn checkout_completed_for_a_single_pdf() {
    assert_eq!(
        deliver("event_checkout_session_completed.json").expect("verified"),
        WebhookEvent::CheckoutCompleted {
            event_id: "evt_1QxYzB2eZvKYlo2CqW3eRt5Y".into(),
            session_id: "cs_test_a1b2c3d4e5f6g7h8i9j0k1l2m3n4o5p6q7r8s9t0u1v2w3x4y5z6".into(),
            state: CheckoutState {
                status: SessionStatus::Complete,
                payment_status: PaymentStatus::Paid,
                subscription_id: None,
                period_end: None,
                customer_id: None,
                payment_intent_id: Some("pi_3QxYzA2eZvKYlo2C0h5kLm9N".into()),
            },
        }
    );
}

#[test]
fn checkout_completed_for_pro_monthly_names_its_subscription() {
    match deliver("event_checkout_session_completed_subscription.json").expect("verified") {
        WebhookEvent::CheckoutCompleted {
            event_id,
            session_id,
            state,
        } => {
            assert_eq!(event_id, "evt_1QxZ012eZvKYlo2CaB1cD2eF");
            assert_eq!(
                session_id,
                "cs_test_b1Pro2Monthly3USD4xYz5AbC6dEf7GhI8jKl9MnO0pQr"
            );
            assert_eq!(state.status, SessionStatus::Complete);
            assert_eq!(state.payment_status, PaymentStatus::Paid);
            assert_eq!(state.subscription_id.as_deref(), Some(SUBSCRIPTION));
            assert_eq!(state.period_end, None);
            assert_eq!(state.customer_id.as_deref(), Some("cus_R9aBcDeFgHiJkL"));
            assert_eq!(state.payment_intent_id, None);
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn an_expanded_subscription_gives_its_period_end() {
    let mut event: serde_json::Value = serde_json::from_slice(&fixture(
        "event_checkout_session_completed_subscription.json",
    ))
    .expect("json");
    event["data"]["object"]["subscription"] = serde_json::json!({
        "id": SUBSCRIPTION,
        "object": "subscription",
        "items": {"object": "list", "data": [
            {"id": "si_RaBcDeFgHi", "object": "subscription_item",
             "current_period_start": 1763827600, "current_period_end": 1766506000}
        ]}
    });
    let payload = serde_json::to_vec(&event).expect("json");
    let signature = header(&payload, SECRET, now().timestamp());
    match gateway(Some(SECRET))
        .verify_webhook(&payload, &signature, now())
        .expect("verified")
    {
        WebhookEvent::CheckoutCompleted { state, .. } => {
            assert_eq!(state.subscription_id.as_deref(), Some(SUBSCRIPTION));
            assert_eq!(state.period_end, DateTime::from_timestamp(1766506000, 0));
        }
        other => panic!("{other:?}"),
    }
}

/// Sessions paid by a delayed method (bank debit) finish with one of these two.
#[test]
fn async_payment_outcomes_of_a_checkout() {
    let mut event: serde_json::Value =
        serde_json::from_slice(&fixture("event_checkout_session_completed.json")).expect("json");
    for (kind, payment_status, expected) in [
        (
            "checkout.session.async_payment_succeeded",
            "paid",
            PaymentStatus::Paid,
        ),
        (
            "checkout.session.async_payment_failed",
            "unpaid",
            PaymentStatus::Failed,
        ),
        (
            "checkout.session.completed",
            "unpaid",
            PaymentStatus::Unpaid,
        ),
    ] {
        event["type"] = kind.into();
        event["data"]["object"]["payment_status"] = payment_status.into();
        let payload = serde_json::to_vec(&event).expect("json");
        let signature = header(&payload, SECRET, now().timestamp());
        match gateway(Some(SECRET))
            .verify_webhook(&payload, &signature, now())
            .expect("verified")
        {
            WebhookEvent::CheckoutCompleted { state, .. } => {
                assert_eq!(state.payment_status, expected, "{kind}");
                assert_eq!(state.status, SessionStatus::Complete, "{kind}");
            }
            other => panic!("{kind}: {other:?}"),
        }
    }
}

#[test]
fn checkout_expired() {
    assert_eq!(
        deliver("event_checkout_session_expired.json").expect("verified"),
        WebhookEvent::CheckoutExpired {
            event_id: "evt_1QyA002eZvKYlo2CgH3iJ4kL".into(),
            session_id: "cs_test_a1b2c3d4e5f6g7h8i9j0k1l2m3n4o5p6q7r8s9t0u1v2w3x4y5z6".into(),
        }
    );
}

#[test]
fn invoice_paid_renews_to_the_line_period_end() {
    assert_eq!(
        deliver("event_invoice_paid.json").expect("verified"),
        WebhookEvent::SubscriptionRenewed {
            event_id: "evt_1QyB012eZvKYlo2CmN5oP6qR".into(),
            subscription_id: SUBSCRIPTION.into(),
            // The line's period end, not the invoice's own `period_end` (the period before).
            period_end: DateTime::from_timestamp(1769097600, 0).expect("time"),
        }
    );
}

#[test]
fn invoice_payment_succeeded_in_the_older_api_shape_renews_too() {
    assert_eq!(
        deliver("event_invoice_payment_succeeded_legacy.json").expect("verified"),
        WebhookEvent::SubscriptionRenewed {
            event_id: "evt_1QyB022eZvKYlo2CxY9zA0bC".into(),
            subscription_id: SUBSCRIPTION.into(),
            period_end: DateTime::from_timestamp(1769097600, 0).expect("time"),
        }
    );
}

#[test]
fn an_invoice_without_a_subscription_is_ignored() {
    assert_eq!(
        deliver("event_invoice_paid_one_off.json").expect("verified"),
        WebhookEvent::Ignored {
            event_id: "evt_1QyD012eZvKYlo2CvW7xY8zA".into()
        }
    );
}

#[test]
fn a_failed_renewal_payment() {
    assert_eq!(
        deliver("event_invoice_payment_failed.json").expect("verified"),
        WebhookEvent::PaymentFailed {
            event_id: "evt_1QyC002eZvKYlo2CdE1fG2hI".into(),
            subscription_id: SUBSCRIPTION.into(),
        }
    );
}

#[test]
fn a_deleted_subscription_ends() {
    assert_eq!(
        deliver("event_customer_subscription_deleted.json").expect("verified"),
        WebhookEvent::SubscriptionEnded {
            event_id: "evt_1QyE002eZvKYlo2CbC9dE0fG".into(),
            subscription_id: SUBSCRIPTION.into(),
        }
    );
}

#[test]
fn other_events_are_ignored() {
    assert_eq!(
        deliver("event_payment_intent_succeeded.json").expect("verified"),
        WebhookEvent::Ignored {
            event_id: "evt_3QxYzA2eZvKYlo2C0k1lM2nO".into()
        }
    );
}

// --- the subscription's life, refunds and disputes -------------------------------------------

/// A fixture with some fields of its `data.object` replaced, signed and delivered.
fn deliver_changed(name: &str, changes: serde_json::Value) -> WebhookEvent {
    let mut event: serde_json::Value = serde_json::from_slice(&fixture(name)).expect("json");
    for (k, v) in changes.as_object().expect("object") {
        event["data"]["object"][k] = v.clone();
    }
    let payload = serde_json::to_vec(&event).expect("json");
    gateway(Some(SECRET))
        .verify_webhook(
            &payload,
            &header(&payload, SECRET, now().timestamp()),
            now(),
        )
        .expect("verified")
}

#[test]
fn a_subscription_set_to_cancel_at_period_end() {
    assert_eq!(
        deliver("event_customer_subscription_updated.json").expect("verified"),
        WebhookEvent::SubscriptionUpdated {
            event_id: "evt_1QyD002eZvKYlo2CcA8bC9dE".into(),
            subscription_id: SUBSCRIPTION.into(),
            cancel_at_period_end: true,
            ended: false,
        }
    );
}

#[test]
fn a_resumed_subscription_and_one_cancelled_by_date_and_one_unpaid() {
    let resumed = deliver_changed(
        "event_customer_subscription_updated.json",
        serde_json::json!({ "cancel_at_period_end": false, "cancel_at": null }),
    );
    assert!(matches!(
        resumed,
        WebhookEvent::SubscriptionUpdated {
            cancel_at_period_end: false,
            ended: false,
            ..
        }
    ));
    let by_date = deliver_changed(
        "event_customer_subscription_updated.json",
        serde_json::json!({ "cancel_at_period_end": false, "cancel_at": 1769097600 }),
    );
    assert!(matches!(
        by_date,
        WebhookEvent::SubscriptionUpdated {
            cancel_at_period_end: true,
            ..
        }
    ));
    let unpaid = deliver_changed(
        "event_customer_subscription_updated.json",
        serde_json::json!({ "status": "unpaid", "cancel_at_period_end": false, "cancel_at": null }),
    );
    assert!(matches!(
        unpaid,
        WebhookEvent::SubscriptionUpdated { ended: true, .. }
    ));
}

#[test]
fn a_full_refund_names_the_charge_and_its_payment() {
    assert_eq!(
        deliver("event_charge_refunded.json").expect("verified"),
        WebhookEvent::ChargeReversed {
            event_id: "evt_3QzA002eZvKYlo2C1rEfUnD1".into(),
            charge_id: "ch_3QxYzA2eZvKYlo2C0j7kLm9N".into(),
            payment_intent_id: Some("pi_3QxYzA2eZvKYlo2C0h5kLm9N".into()),
            customer_id: None,
            reversal: Reversal::Refund,
        }
    );
}

#[test]
fn a_partial_refund_takes_nothing_back() {
    let partial = deliver_changed(
        "event_charge_refunded.json",
        serde_json::json!({ "refunded": false, "amount_refunded": 1000 }),
    );
    assert_eq!(
        partial,
        WebhookEvent::Ignored {
            event_id: "evt_3QzA002eZvKYlo2C1rEfUnD1".into()
        }
    );
}

#[test]
fn a_dispute_names_the_disputed_charge() {
    assert_eq!(
        deliver("event_charge_dispute_created.json").expect("verified"),
        WebhookEvent::ChargeReversed {
            event_id: "evt_3QzB002eZvKYlo2C1dIsPuT1".into(),
            charge_id: "ch_3QxYzA2eZvKYlo2C0j7kLm9N".into(),
            payment_intent_id: Some("pi_3QxYzA2eZvKYlo2C0h5kLm9N".into()),
            customer_id: None,
            reversal: Reversal::Dispute,
        }
    );
    let expanded = deliver_changed(
        "event_charge_dispute_created.json",
        serde_json::json!({ "charge": { "id": "ch_X", "object": "charge", "customer": "cus_Y" } }),
    );
    assert!(matches!(
        expanded,
        WebhookEvent::ChargeReversed { ref charge_id, customer_id: Some(ref c), .. }
            if charge_id == "ch_X" && c == "cus_Y"
    ));
}
