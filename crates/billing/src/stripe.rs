//! Stripe Checkout: a Checkout Session per purchase, priced inline from the server-side table
//! (`payment` mode for Single PDF, a monthly `subscription` for Pro Monthly), its state read back
//! from Stripe, and webhook deliveries verified against the raw body before they are trusted.
//!
//! Talks to Stripe through async-stripe; `StripeConfig::api_base` points it at a
//! Stripe-compatible server instead (tests, local fakes).

use std::collections::{BTreeMap, HashMap};
use std::time::Duration;

use ::stripe::{Client, ClientBuilder, StripeError, StripeRequest};
use chrono::{DateTime, Utc};
use hmac::{Hmac, Mac};
use secrecy::{ExposeSecret, SecretString};
use serde_json::Value;
use sha2::Sha256;
use stripe_checkout::checkout_session::{
    CreateCheckoutSession, CreateCheckoutSessionLineItems, CreateCheckoutSessionLineItemsPriceData,
    CreateCheckoutSessionLineItemsPriceDataRecurring,
    CreateCheckoutSessionLineItemsPriceDataRecurringInterval,
    CreateCheckoutSessionSubscriptionData, ProductData, RetrieveCheckoutSession,
};
use stripe_checkout::{CheckoutSession, CheckoutSessionMode, CheckoutSessionStatus};
use stripe_client_core::{RequestBuilder, StripeMethod};
use stripe_types::Currency;
use vitae_domain::error::WithContext;
use vitae_domain::{PlanId, Region};

use crate::{
    BillingError, CheckoutRequest, CheckoutState, OpenedCheckout, PaymentGateway, PaymentStatus,
    PaymentsMode, Reversal, SessionStatus, WebhookEvent,
};

/// How far a webhook's signed timestamp may be from now, either way (Stripe's own default).
pub const SIGNATURE_TOLERANCE_SECS: i64 = 300;

/// How long one request to Stripe may take before it counts as timed out.
pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(20);

/// Stripe settings (`STRIPE_SECRET_KEY`, `STRIPE_WEBHOOK_SECRET`, `STRIPE_API_BASE`).
#[derive(Debug, Clone, Default)]
pub struct StripeConfig {
    pub secret_key: SecretString,
    /// The endpoint's signing secret (`whsec_…`); without it every webhook is refused.
    pub webhook_secret: Option<SecretString>,
    /// A Stripe-compatible server to talk to instead of `https://api.stripe.com/`.
    pub api_base: Option<String>,
}

/// The Stripe Checkout gateway.
pub struct StripeCheckout {
    client: Client,
    /// Kept only to scrub it from any error text that might echo it.
    secret_key: String,
    webhook_secret: Option<String>,
    timeout: Duration,
}

impl std::fmt::Debug for StripeCheckout {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("StripeCheckout")
            .field("webhooks", &self.webhook_secret.is_some())
            .field("timeout", &self.timeout)
            .finish_non_exhaustive()
    }
}

impl StripeCheckout {
    pub fn new(config: StripeConfig) -> Result<Self, BillingError> {
        let secret_key = config.secret_key.expose_secret().trim().to_owned();
        if secret_key.is_empty() {
            return Err(BillingError::Provider(
                "the Stripe secret key is empty".into(),
            ));
        }
        let mut builder = ClientBuilder::new(secret_key.clone());
        if let Some(base) = config.api_base.as_deref().map(str::trim) {
            if !base.is_empty() {
                let base = url::Url::parse(base).map_err(|e| {
                    BillingError::Provider(
                        WithContext::new("the Stripe API base is not a URL", e).into(),
                    )
                })?;
                // async-stripe appends `v1/…` to the base as a string: it must end with a slash.
                let mut base = base.to_string();
                if !base.ends_with('/') {
                    base.push('/');
                }
                builder = builder.url(base);
            }
        }
        let client = builder.build().map_err(|e| {
            // async-stripe's errors are strings already: nothing is lost by scrubbing the text.
            BillingError::Provider(
                scrub(
                    &format!("the Stripe client could not be set up: {e}"),
                    &secret_key,
                )
                .into(),
            )
        })?;
        let webhook_secret = config
            .webhook_secret
            .map(|s| s.expose_secret().trim().to_owned())
            .filter(|s| !s.is_empty());
        Ok(Self {
            client,
            secret_key,
            webhook_secret,
            timeout: DEFAULT_TIMEOUT,
        })
    }

    /// The time one request to Stripe may take ([`DEFAULT_TIMEOUT`] unless changed).
    pub fn with_timeout(mut self, timeout: Duration) -> Self {
        self.timeout = timeout;
        self
    }

    async fn fetch_session(
        &self,
        session_id: &str,
        expand_subscription: bool,
    ) -> Result<CheckoutSession, StripeError> {
        let mut request = RetrieveCheckoutSession::new(session_id);
        if expand_subscription {
            request = request.expand(vec!["subscription".to_owned()]);
        }
        request
            .customize()
            .timeout(self.timeout)
            .send(&self.client)
            .await
    }

    fn error(&self, err: StripeError) -> BillingError {
        let message = match err {
            StripeError::Timeout => return BillingError::Timeout,
            StripeError::Stripe(api, status) => match api.message {
                Some(message) => format!("Stripe answered {status}: {message}"),
                None => format!("Stripe answered {status}"),
            },
            StripeError::JSONDeserialize(e) => format!("unexpected answer from Stripe: {e}"),
            StripeError::ClientError(e) => format!("could not reach Stripe: {e}"),
            StripeError::ConfigError(e) => format!("Stripe client misconfigured: {e}"),
        };
        BillingError::Provider(scrub(&message, &self.secret_key).into())
    }
}

/// The Checkout Session parameters for one request.
fn checkout_session_params(request: &CheckoutRequest) -> CreateCheckoutSession {
    let mut price_data = CreateCheckoutSessionLineItemsPriceData::new(currency(request.region));
    price_data.unit_amount = Some(request.amount_minor());
    price_data.product_data = Some(ProductData::new(request.plan.name()));

    let metadata: HashMap<String, String> = [
        ("user_id", request.user_id.as_str()),
        ("plan", request.plan.as_str()),
        ("region", request.region.code()),
    ]
    .into_iter()
    .map(|(k, v)| (k.to_owned(), v.to_owned()))
    .collect();

    let mode = match request.plan {
        PlanId::SinglePdf => CheckoutSessionMode::Payment,
        PlanId::ProMonthly => {
            price_data.recurring = Some(CreateCheckoutSessionLineItemsPriceDataRecurring::new(
                CreateCheckoutSessionLineItemsPriceDataRecurringInterval::Month,
            ));
            CheckoutSessionMode::Subscription
        }
    };

    let mut item = CreateCheckoutSessionLineItems::new();
    item.price_data = Some(price_data);
    item.quantity = Some(1);

    let mut params = CreateCheckoutSession::new()
        .mode(mode)
        .line_items(vec![item])
        .client_reference_id(request.user_id.clone())
        .metadata(metadata.clone())
        .success_url(request.success_url.clone())
        .cancel_url(request.cancel_url.clone());
    if request.plan == PlanId::ProMonthly {
        // The subscription (and so its invoices' parent details) carries who and what, too.
        let mut subscription = CreateCheckoutSessionSubscriptionData::new();
        subscription.metadata = Some(metadata);
        params = params.subscription_data(subscription);
    }
    if !request.email.trim().is_empty() {
        params = params.customer_email(request.email.trim().to_owned());
    }
    params
}

fn currency(region: Region) -> Currency {
    match region {
        Region::Inr => Currency::INR,
        Region::Aed => Currency::AED,
        Region::Usd => Currency::USD,
    }
}

#[async_trait::async_trait]
impl PaymentGateway for StripeCheckout {
    fn mode(&self) -> PaymentsMode {
        PaymentsMode::Stripe
    }

    async fn create_checkout(
        &self,
        request: &CheckoutRequest,
    ) -> Result<OpenedCheckout, BillingError> {
        let session = checkout_session_params(request)
            .customize()
            .timeout(self.timeout)
            .send(&self.client)
            .await
            .map_err(|e| self.error(e))?;
        let url = session.url.filter(|u| !u.is_empty()).ok_or_else(|| {
            BillingError::Provider("Stripe opened a checkout session without a URL".into())
        })?;
        Ok(OpenedCheckout {
            session_id: session.id.as_str().to_owned(),
            url,
        })
    }

    async fn retrieve(&self, session_id: &str) -> Result<Option<CheckoutState>, BillingError> {
        check_id(session_id, "checkout session")?;
        // With the subscription expanded, its items say when the paid period ends. Should the
        // expanded object ever not parse, the session alone still answers the status poll.
        let session = match self.fetch_session(session_id, true).await {
            Err(StripeError::JSONDeserialize(_)) => self.fetch_session(session_id, false).await,
            other => other,
        }
        .map_err(|e| self.error(e))?;
        Ok(Some(session_state(&session)))
    }

    async fn open_portal(
        &self,
        customer_id: Option<&str>,
        return_url: &str,
    ) -> Result<String, BillingError> {
        let customer = customer_id.ok_or(BillingError::NoCustomer)?;
        // async-stripe's billing portal lives in another crate that would double the Stripe
        // build time; one form POST through the same client does the same.
        let form: BTreeMap<&str, &str> = [("customer", customer), ("return_url", return_url)]
            .into_iter()
            .collect();
        let answer: miniserde::json::Value =
            RequestBuilder::new(StripeMethod::Post, "/billing_portal/sessions")
                .form(&form)
                .customize::<miniserde::json::Value>()
                .timeout(self.timeout)
                .send(&self.client)
                .await
                .map_err(|e| self.error(e))?;
        portal_url(&answer).ok_or_else(|| {
            BillingError::Provider("Stripe opened a billing portal session without a URL".into())
        })
    }

    async fn cancel_subscription(&self, subscription_id: &str) -> Result<(), BillingError> {
        check_id(subscription_id, "subscription")?;
        let cancel = CancelSubscription {
            id: subscription_id.to_owned(),
        };
        match cancel
            .customize()
            .timeout(self.timeout)
            .send(&self.client)
            .await
        {
            Ok(answer) if answer.status == "canceled" => Ok(()),
            Ok(answer) => Err(BillingError::Provider(
                format!("Stripe left the subscription {}", answer.status).into(),
            )),
            Err(StripeError::Stripe(_, 404)) => Ok(()),
            Err(e) => Err(self.error(e)),
        }
    }

    fn verify_webhook(
        &self,
        payload: &[u8],
        signature_header: &str,
        now: DateTime<Utc>,
    ) -> Result<WebhookEvent, BillingError> {
        let secret = self
            .webhook_secret
            .as_deref()
            .ok_or_else(|| BillingError::InvalidWebhook("webhook secret not configured".into()))?;
        verify_signature(payload, signature_header, secret, now)?;
        parse_event(payload)
    }
}

/// Ids go into request paths unescaped: only Stripe's alphabet may pass.
fn check_id(id: &str, what: &str) -> Result<(), BillingError> {
    if id.is_empty()
        || id.len() > 255
        || !id.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')
    {
        return Err(BillingError::Provider(
            format!("not a Stripe {what} id").into(),
        ));
    }
    Ok(())
}

/// `DELETE /v1/subscriptions/{id}`: ends the subscription now. async-stripe's generated
/// request lives in its large billing crate; this one call does not need it.
struct CancelSubscription {
    id: String,
}

/// What we read of the answer (the subscription as it is now); the rest is ignored.
#[derive(miniserde::Deserialize)]
struct CancelledSubscription {
    status: String,
}

impl StripeRequest for CancelSubscription {
    type Output = CancelledSubscription;

    fn build(&self) -> RequestBuilder {
        RequestBuilder::new(StripeMethod::Delete, format!("/subscriptions/{}", self.id))
    }
}

/// A session as the Stripe client parsed it, read back after checkout.
fn session_state(session: &CheckoutSession) -> CheckoutState {
    SessionWords {
        status: session.status.as_ref().map(CheckoutSessionStatus::as_str),
        payment_status: Some(session.payment_status.as_str()),
        subscription_id: session
            .subscription
            .as_ref()
            .map(|s| s.id().as_str().to_owned()),
        // On the subscription's items since API 2025-03-31; only there when it was expanded.
        period_end: session
            .subscription
            .as_ref()
            .and_then(|s| s.as_object())
            .and_then(|s| {
                s.items
                    .data
                    .iter()
                    .map(|item| item.current_period_end)
                    .max()
            })
            .and_then(|end| DateTime::from_timestamp(end, 0)),
        customer_id: session
            .customer
            .as_ref()
            .map(|c| c.id().as_str().to_owned()),
        payment_intent_id: session
            .payment_intent
            .as_ref()
            .map(|p| p.id().as_str().to_owned()),
    }
    .state()
}

/// A Checkout Session in Stripe's words, however it reached us: parsed by the Stripe client
/// when read back ([`session_state`]), raw JSON inside a webhook event ([`session_state_json`]).
struct SessionWords<'a> {
    status: Option<&'a str>,
    payment_status: Option<&'a str>,
    subscription_id: Option<String>,
    period_end: Option<DateTime<Utc>>,
    customer_id: Option<String>,
    payment_intent_id: Option<String>,
}

impl SessionWords<'_> {
    /// Our view of the session: the one place Stripe's statuses get their meaning.
    fn state(self) -> CheckoutState {
        let status = match self.status {
            Some("complete") => SessionStatus::Complete,
            Some("expired") => SessionStatus::Expired,
            // `open`, and anything Stripe may add later: not finished, nothing to grant.
            _ => SessionStatus::Open,
        };
        let payment_status = match self.payment_status {
            Some("paid" | "no_payment_required") => PaymentStatus::Paid,
            _ => PaymentStatus::Unpaid,
        };
        CheckoutState {
            status,
            payment_status,
            subscription_id: self.subscription_id,
            period_end: self.period_end,
            customer_id: self.customer_id,
            payment_intent_id: self.payment_intent_id,
        }
    }
}

/// The `url` of a billing portal session.
fn portal_url(session: &miniserde::json::Value) -> Option<String> {
    match session {
        miniserde::json::Value::Object(fields) => match fields.get("url") {
            Some(miniserde::json::Value::String(url)) if !url.is_empty() => Some(url.clone()),
            _ => None,
        },
        _ => None,
    }
}

type HmacSha256 = Hmac<Sha256>;

/// Checks a `Stripe-Signature` header (`t=…,v1=…[,v1=…][,v0=…]`) against the raw body:
/// HMAC-SHA256 of `"{t}.{body}"` with the endpoint secret must equal one of the `v1` values
/// (compared in constant time), and `t` must be within [`SIGNATURE_TOLERANCE_SECS`] of `now`.
fn verify_signature(
    payload: &[u8],
    header: &str,
    secret: &str,
    now: DateTime<Utc>,
) -> Result<(), BillingError> {
    let malformed = || BillingError::InvalidWebhook("malformed Stripe-Signature header".into());
    let mut timestamp: Option<(&str, i64)> = None;
    let mut candidates = Vec::new();
    for part in header.split(',') {
        let (key, value) = part.trim().split_once('=').ok_or_else(malformed)?;
        match key.trim() {
            "t" => {
                let value = value.trim();
                let parsed = value.parse::<i64>().map_err(|_| malformed())?;
                if timestamp.replace((value, parsed)).is_some() {
                    return Err(malformed());
                }
            }
            "v1" => candidates.push(value.trim()),
            _ => {}
        }
    }
    let (raw_t, t) = timestamp.ok_or_else(malformed)?;
    if candidates.is_empty() {
        return Err(BillingError::InvalidWebhook(
            "no v1 signature in the Stripe-Signature header".into(),
        ));
    }

    let mut mac = HmacSha256::new_from_slice(secret.as_bytes())
        .map_err(|_| BillingError::InvalidWebhook("unusable webhook secret".into()))?;
    mac.update(raw_t.as_bytes());
    mac.update(b".");
    mac.update(payload);
    let matches = candidates.iter().any(|candidate| {
        hex::decode(candidate).is_ok_and(|signature| mac.clone().verify_slice(&signature).is_ok())
    });
    if !matches {
        return Err(BillingError::InvalidWebhook(
            "signature does not match the body".into(),
        ));
    }
    if now.timestamp().abs_diff(t) > SIGNATURE_TOLERANCE_SECS.unsigned_abs() {
        return Err(BillingError::InvalidWebhook(
            "signature timestamp outside the tolerance".into(),
        ));
    }
    Ok(())
}

/// Reduces a verified Stripe event to what changes entitlements. Reads only the fields it needs,
/// so it works whatever API version the endpoint renders events in (the invoice's subscription
/// moved to `parent.subscription_details` in 2025-03-31).
fn parse_event(payload: &[u8]) -> Result<WebhookEvent, BillingError> {
    let invalid = |what: &str| BillingError::InvalidWebhook(what.to_owned());
    let event: Value =
        serde_json::from_slice(payload).map_err(|_| invalid("the body is not JSON"))?;
    let event_id = non_empty_str(&event["id"])
        .ok_or_else(|| invalid("the event has no id"))?
        .to_owned();
    let kind = non_empty_str(&event["type"]).ok_or_else(|| invalid("the event has no type"))?;
    let object = &event["data"]["object"];
    if !object.is_object() {
        return Err(invalid("the event has no data.object"));
    }
    let object_id = || {
        non_empty_str(&object["id"])
            .map(str::to_owned)
            .ok_or_else(|| invalid("the event's object has no id"))
    };

    Ok(match kind {
        // `async_payment_*` finish sessions paid by delayed methods (bank debits): the session
        // object says whether it is paid now.
        "checkout.session.completed"
        | "checkout.session.async_payment_succeeded"
        | "checkout.session.async_payment_failed" => {
            let mut state = session_state_json(object);
            if kind == "checkout.session.async_payment_failed" {
                state.payment_status = PaymentStatus::Failed;
            }
            WebhookEvent::CheckoutCompleted {
                event_id,
                session_id: object_id()?,
                state,
            }
        }
        "checkout.session.expired" => WebhookEvent::CheckoutExpired {
            event_id,
            session_id: object_id()?,
        },
        "invoice.paid" | "invoice.payment_succeeded" => match invoice_subscription(object) {
            // A one-off invoice: nothing to renew.
            None => WebhookEvent::Ignored { event_id },
            Some(subscription_id) => WebhookEvent::SubscriptionRenewed {
                event_id,
                subscription_id,
                period_end: invoice_period_end(object)
                    .ok_or_else(|| invalid("the invoice has no line period"))?,
            },
        },
        "invoice.payment_failed" => match invoice_subscription(object) {
            None => WebhookEvent::Ignored { event_id },
            Some(subscription_id) => WebhookEvent::PaymentFailed {
                event_id,
                subscription_id,
            },
        },
        "customer.subscription.deleted" => WebhookEvent::SubscriptionEnded {
            event_id,
            subscription_id: object_id()?,
        },
        "customer.subscription.updated" => WebhookEvent::SubscriptionUpdated {
            event_id,
            subscription_id: object_id()?,
            // The portal sets `cancel_at_period_end`; a cancellation date set from the
            // Dashboard or the API arrives as `cancel_at`.
            cancel_at_period_end: object["cancel_at_period_end"].as_bool() == Some(true)
                || timestamp(&object["cancel_at"]).is_some(),
            ended: matches!(
                object["status"].as_str(),
                Some("canceled" | "unpaid" | "incomplete_expired")
            ),
        },
        // A partial refund (a goodwill discount) keeps the purchase; only a full one takes
        // it back.
        "charge.refunded" if object["refunded"].as_bool() != Some(true) => {
            WebhookEvent::Ignored { event_id }
        }
        "charge.refunded" => WebhookEvent::ChargeReversed {
            event_id,
            charge_id: object_id()?,
            payment_intent_id: id_or_object(&object["payment_intent"]),
            customer_id: id_or_object(&object["customer"]),
            reversal: Reversal::Refund,
        },
        "charge.dispute.created" => WebhookEvent::ChargeReversed {
            event_id,
            charge_id: id_or_object(&object["charge"])
                .ok_or_else(|| invalid("the dispute names no charge"))?,
            payment_intent_id: id_or_object(&object["payment_intent"]),
            // Only on an expanded charge; disputes do not name the customer themselves.
            customer_id: id_or_object(&object["charge"]["customer"]),
            reversal: Reversal::Dispute,
        },
        _ => WebhookEvent::Ignored { event_id },
    })
}

fn non_empty_str(value: &Value) -> Option<&str> {
    value.as_str().filter(|s| !s.is_empty())
}

/// An id field that Stripe renders either as the id or, expanded, as the object.
fn id_or_object(value: &Value) -> Option<String> {
    non_empty_str(value)
        .or_else(|| non_empty_str(&value["id"]))
        .map(str::to_owned)
}

fn timestamp(value: &Value) -> Option<DateTime<Utc>> {
    value
        .as_i64()
        .and_then(|secs| DateTime::from_timestamp(secs, 0))
}

/// A session object inside an event.
fn session_state_json(session: &Value) -> CheckoutState {
    let subscription = &session["subscription"];
    SessionWords {
        status: session["status"].as_str(),
        payment_status: session["payment_status"].as_str(),
        subscription_id: id_or_object(subscription),
        period_end: subscription_period_end(subscription),
        customer_id: id_or_object(&session["customer"]),
        payment_intent_id: id_or_object(&session["payment_intent"]),
    }
    .state()
}

/// The end of the paid period of an expanded subscription object, if that is what we have:
/// on its items since API 2025-03-31, on the subscription itself before.
fn subscription_period_end(subscription: &Value) -> Option<DateTime<Utc>> {
    let from_items = subscription["items"]["data"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|item| timestamp(&item["current_period_end"]))
        .max();
    from_items.or_else(|| timestamp(&subscription["current_period_end"]))
}

/// The subscription an invoice bills, in either API shape.
fn invoice_subscription(invoice: &Value) -> Option<String> {
    id_or_object(&invoice["parent"]["subscription_details"]["subscription"])
        .or_else(|| id_or_object(&invoice["subscription"]))
}

/// The end of the period an invoice paid for: its lines' period end (the invoice's own
/// `period_end` is the end of the period *before* a renewal, so it is not used).
fn invoice_period_end(invoice: &Value) -> Option<DateTime<Utc>> {
    invoice["lines"]["data"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|line| timestamp(&line["period"]["end"]))
        .max()
}

/// Removes the secret key from a message, should anything ever echo it.
fn scrub(message: &str, secret: &str) -> String {
    if secret.len() >= 8 && message.contains(secret) {
        message.replace(secret, "[redacted]")
    } else {
        message.to_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scrubs_the_key() {
        assert_eq!(
            scrub("bad key sk_test_123456789", "sk_test_123456789"),
            "bad key [redacted]"
        );
        assert_eq!(scrub("nothing here", "sk_test_123456789"), "nothing here");
    }

    #[test]
    fn config_debug_hides_secrets() {
        let config = StripeConfig {
            secret_key: "sk_test_supersecret".into(),
            webhook_secret: Some("whsec_supersecret".into()),
            api_base: None,
        };
        let shown = format!("{config:?}");
        assert!(!shown.contains("supersecret"), "{shown}");
    }

    #[test]
    fn refuses_an_empty_key_and_a_bad_base() {
        assert!(matches!(
            StripeCheckout::new(StripeConfig::default()),
            Err(BillingError::Provider(_))
        ));
        assert!(matches!(
            StripeCheckout::new(StripeConfig {
                secret_key: "sk_test_x".into(),
                webhook_secret: None,
                api_base: Some("not a url".into()),
            }),
            Err(BillingError::Provider(_))
        ));
    }
}
