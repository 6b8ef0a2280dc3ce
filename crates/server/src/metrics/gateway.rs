//! The payment provider with timing: a decorator over any `PaymentGateway`, so the billing
//! crate needs no metrics library. Webhook verification is local work and is not timed.

use std::sync::Arc;

use chrono::{DateTime, Utc};
use vitae_billing::{
    BillingError, CheckoutRequest, CheckoutState, OpenedCheckout, PaymentGateway, PaymentsMode,
    WebhookEvent,
};

use super::{CallMetrics, FailureReason};

pub struct MeteredGateway {
    inner: Arc<dyn PaymentGateway>,
    calls: CallMetrics,
}

impl MeteredGateway {
    pub fn new(inner: Arc<dyn PaymentGateway>, calls: CallMetrics) -> Self {
        Self { inner, calls }
    }
}

impl FailureReason for BillingError {
    fn reason(&self) -> &'static str {
        match self {
            Self::Provider(_) => "provider",
            Self::Timeout => "timeout",
            Self::InvalidWebhook(_) => "invalid_webhook",
            Self::Unsupported => "unsupported",
            Self::NoCustomer => "no_customer",
        }
    }
}

#[async_trait::async_trait]
impl PaymentGateway for MeteredGateway {
    fn mode(&self) -> PaymentsMode {
        self.inner.mode()
    }

    async fn create_checkout(
        &self,
        request: &CheckoutRequest,
    ) -> Result<OpenedCheckout, BillingError> {
        let call = self.inner.create_checkout(request);
        self.calls
            .time(self.mode().as_str(), "create_checkout", call)
            .await
    }

    async fn retrieve(&self, session_id: &str) -> Result<Option<CheckoutState>, BillingError> {
        let call = self.inner.retrieve(session_id);
        self.calls
            .time(self.mode().as_str(), "retrieve_checkout", call)
            .await
    }

    async fn open_portal(
        &self,
        customer_id: Option<&str>,
        return_url: &str,
    ) -> Result<String, BillingError> {
        let call = self.inner.open_portal(customer_id, return_url);
        self.calls
            .time(self.mode().as_str(), "open_portal", call)
            .await
    }

    async fn cancel_subscription(&self, subscription_id: &str) -> Result<(), BillingError> {
        let call = self.inner.cancel_subscription(subscription_id);
        self.calls
            .time(self.mode().as_str(), "cancel_subscription", call)
            .await
    }

    fn verify_webhook(
        &self,
        payload: &[u8],
        signature_header: &str,
        now: DateTime<Utc>,
    ) -> Result<WebhookEvent, BillingError> {
        self.inner.verify_webhook(payload, signature_header, now)
    }
}
