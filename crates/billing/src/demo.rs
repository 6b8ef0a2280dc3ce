//! The built-in demo checkout: used when no Stripe key is configured. `create_checkout` returns
//! the address of Vitae's own checkout page, whose Pay button records the payment through the
//! same fulfilment code as a Stripe payment. No card is ever charged.

use base64::Engine;
use chrono::{DateTime, Utc};
use rand::RngCore;
use url::Url;

use crate::{
    BillingError, CheckoutRequest, CheckoutState, OpenedCheckout, PaymentGateway, PaymentsMode,
    WebhookEvent,
};

pub const SESSION_PREFIX: &str = "demo_cs_";

/// The demo billing portal: cancel at period end or resume, then back to Settings.
pub const PORTAL_PATH: &str = "/api/payment/demo-portal";

pub struct DemoCheckout {
    public_url: Url,
}

impl DemoCheckout {
    pub fn new(public_url: Url) -> Self {
        Self { public_url }
    }
}

#[async_trait::async_trait]
impl PaymentGateway for DemoCheckout {
    fn mode(&self) -> PaymentsMode {
        PaymentsMode::Demo
    }

    async fn create_checkout(
        &self,
        _request: &CheckoutRequest,
    ) -> Result<OpenedCheckout, BillingError> {
        let mut bytes = [0u8; 18];
        rand::rng().fill_bytes(&mut bytes);
        let session_id = format!(
            "{SESSION_PREFIX}{}",
            base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes)
        );
        let url = self
            .public_url
            .join(&format!("/api/payment/demo/{session_id}"))
            .map_err(|e| BillingError::Provider(e.into()))?;
        Ok(OpenedCheckout {
            session_id,
            url: url.to_string(),
        })
    }

    async fn retrieve(&self, _session_id: &str) -> Result<Option<CheckoutState>, BillingError> {
        Ok(None)
    }

    async fn open_portal(
        &self,
        _customer_id: Option<&str>,
        _return_url: &str,
    ) -> Result<String, BillingError> {
        self.public_url
            .join(PORTAL_PATH)
            .map(String::from)
            .map_err(|e| BillingError::Provider(e.into()))
    }

    /// Demo subscriptions exist only in Vitae's own database: nothing to cancel elsewhere.
    async fn cancel_subscription(&self, _subscription_id: &str) -> Result<(), BillingError> {
        Ok(())
    }

    fn verify_webhook(
        &self,
        _payload: &[u8],
        _signature_header: &str,
        _now: DateTime<Utc>,
    ) -> Result<WebhookEvent, BillingError> {
        Err(BillingError::Unsupported)
    }
}

#[cfg(test)]
mod tests {
    use vitae_domain::{PlanId, Region};

    use super::*;

    #[tokio::test]
    async fn opens_a_session_on_our_own_checkout_page() {
        let demo = DemoCheckout::new(Url::parse("http://localhost:8080").expect("url"));
        let request = CheckoutRequest {
            user_id: "u".into(),
            email: "a@b.co".into(),
            plan: PlanId::SinglePdf,
            region: Region::Inr,
            success_url: "http://localhost:8080/payment-success?session_id={CHECKOUT_SESSION_ID}"
                .into(),
            cancel_url: "http://localhost:8080/settings".into(),
        };
        let a = demo.create_checkout(&request).await.expect("opens");
        let b = demo.create_checkout(&request).await.expect("opens");
        assert_ne!(a.session_id, b.session_id);
        assert!(a.session_id.starts_with(SESSION_PREFIX));
        assert_eq!(
            a.url,
            format!("http://localhost:8080/api/payment/demo/{}", a.session_id)
        );
        assert!(matches!(
            demo.verify_webhook(b"{}", "t=1,v1=x", Utc::now()),
            Err(BillingError::Unsupported)
        ));
    }
}
