//! Payments: the `PaymentGateway` trait and its two implementations, Stripe Checkout and the
//! built-in demo checkout. Gateways only talk to the payment provider; recording payments and
//! granting plans (exactly once) is the persistence layer's job, shared by both.

pub mod demo;
pub mod stripe;

pub use crate::stripe::{StripeCheckout, StripeConfig};

use chrono::{DateTime, Utc};
use vitae_domain::error::BoxError;
pub use vitae_domain::payment::{PaymentStatus, SessionStatus};
use vitae_domain::{PlanId, Region};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PaymentsMode {
    /// Vitae's own checkout page; no card is charged.
    Demo,
    Stripe,
}

impl PaymentsMode {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Demo => "demo",
            Self::Stripe => "stripe",
        }
    }
}

/// A checkout to open for one user and plan, priced from the server-side table.
#[derive(Debug, Clone)]
pub struct CheckoutRequest {
    pub user_id: String,
    pub email: String,
    pub plan: PlanId,
    pub region: Region,
    /// Where the provider sends the browser after paying; contains `{CHECKOUT_SESSION_ID}`,
    /// which the provider replaces with the session id.
    pub success_url: String,
    pub cancel_url: String,
}

impl CheckoutRequest {
    pub fn amount_minor(&self) -> i64 {
        self.plan.price_minor(self.region)
    }
}

/// An opened checkout: the provider's session id and where to send the browser.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OpenedCheckout {
    pub session_id: String,
    pub url: String,
}

/// What the provider says about a checkout session now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CheckoutState {
    pub status: SessionStatus,
    pub payment_status: PaymentStatus,
    /// The subscription a Pro Monthly checkout created, for renewal and cancellation events.
    pub subscription_id: Option<String>,
    /// The end of the paid period of that subscription, when the provider says.
    pub period_end: Option<DateTime<Utc>>,
    /// Who paid, at the provider: the billing portal opens for this customer.
    pub customer_id: Option<String>,
    /// The payment a one-off checkout made; refunds and disputes name it.
    pub payment_intent_id: Option<String>,
}

/// Why money went back to the customer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reversal {
    Refund,
    Dispute,
}

impl Reversal {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Refund => "refund",
            Self::Dispute => "dispute",
        }
    }
}

/// A verified webhook event, reduced to what changes entitlements.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WebhookEvent {
    CheckoutCompleted {
        event_id: String,
        session_id: String,
        state: CheckoutState,
    },
    CheckoutExpired {
        event_id: String,
        session_id: String,
    },
    /// An invoice of a subscription was paid: Pro runs until `period_end`.
    SubscriptionRenewed {
        event_id: String,
        subscription_id: String,
        period_end: DateTime<Utc>,
    },
    /// The subscription ended (cancelled, or unpaid for good): Pro stops now.
    SubscriptionEnded {
        event_id: String,
        subscription_id: String,
    },
    /// A renewal payment failed; the provider retries, Pro runs to its paid end.
    PaymentFailed {
        event_id: String,
        subscription_id: String,
    },
    /// The subscription changed: set to cancel at its period end (or not any more), or a
    /// status that ends it. Its period end is not read: only a paid invoice extends Pro.
    SubscriptionUpdated {
        event_id: String,
        subscription_id: String,
        cancel_at_period_end: bool,
        /// `canceled`, `unpaid` or `incomplete_expired`: Pro stops now.
        ended: bool,
    },
    /// A charge was fully refunded or disputed: what it paid for is taken back.
    ChargeReversed {
        event_id: String,
        charge_id: String,
        payment_intent_id: Option<String>,
        customer_id: Option<String>,
        reversal: Reversal,
    },
    /// Verified, but of a type we do not act on.
    Ignored { event_id: String },
}

impl WebhookEvent {
    pub fn event_id(&self) -> &str {
        match self {
            Self::CheckoutCompleted { event_id, .. }
            | Self::CheckoutExpired { event_id, .. }
            | Self::SubscriptionRenewed { event_id, .. }
            | Self::SubscriptionEnded { event_id, .. }
            | Self::PaymentFailed { event_id, .. }
            | Self::SubscriptionUpdated { event_id, .. }
            | Self::ChargeReversed { event_id, .. }
            | Self::Ignored { event_id } => event_id,
        }
    }
}

#[derive(Debug, thiserror::Error)]
pub enum BillingError {
    /// The provider could not be reached or answered with an error (→ 502).
    #[error("payment provider failed: {0}")]
    Provider(#[source] BoxError),
    /// The provider did not answer in time (→ 504).
    #[error("payment provider timed out")]
    Timeout,
    /// A webhook whose signature, timestamp or body does not verify (→ 400).
    #[error("webhook rejected: {0}")]
    InvalidWebhook(String),
    /// This gateway has no such thing (the demo checkout has no webhooks) (→ 404).
    #[error("not available with this payment provider")]
    Unsupported,
    /// The provider knows no customer for this user, so there is nothing to manage (→ 409).
    #[error("no customer at the payment provider")]
    NoCustomer,
}

#[async_trait::async_trait]
pub trait PaymentGateway: Send + Sync {
    fn mode(&self) -> PaymentsMode;

    /// Opens a checkout session at the provider.
    async fn create_checkout(
        &self,
        request: &CheckoutRequest,
    ) -> Result<OpenedCheckout, BillingError>;

    /// The provider's current view of a session, or `None` when our own records are the
    /// source of truth (the demo checkout, whose Pay button writes them directly).
    async fn retrieve(&self, session_id: &str) -> Result<Option<CheckoutState>, BillingError>;

    /// Opens the provider's billing portal (cancel, resume, change the card) for a customer,
    /// returning where to send the browser; `return_url` is where the portal sends it back.
    async fn open_portal(
        &self,
        customer_id: Option<&str>,
        return_url: &str,
    ) -> Result<String, BillingError>;

    /// Cancels a subscription at the provider now, without a refund (its owner is deleting
    /// their account). A subscription the provider does not know counts as cancelled.
    async fn cancel_subscription(&self, subscription_id: &str) -> Result<(), BillingError>;

    /// Verifies a webhook delivery against its signature header and parses it.
    fn verify_webhook(
        &self,
        payload: &[u8],
        signature_header: &str,
        now: DateTime<Utc>,
    ) -> Result<WebhookEvent, BillingError>;
}
