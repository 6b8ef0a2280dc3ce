//! Checkouts opened and recorded, reconciled with the provider or settled by its webhook, the
//! billing portal and the demo checkout, with the Pro rules that refuse them. Whichever provider
//! runs the checkout, a paid session is fulfilled by the same `billing::fulfil`, exactly once.

use vitae_billing::{
    CheckoutRequest, CheckoutState, OpenedCheckout, PaymentStatus, PaymentsMode, SessionStatus,
    WebhookEvent,
};
use vitae_domain::payment::Payment;
use vitae_domain::{PlanId, Region, User};
use vitae_persistence::billing::{self, ChargeReversal, NewPayment, PaidCheckout};
use vitae_persistence::now;

use crate::error::{ApiError, ApiResult, Problem, MSG_NOTHING_TO_MANAGE};
use crate::state::AppState;

const NOT_FOUND: Problem = Problem::new("payment_session_not_found", "Payment session not found");
const MSG_ALREADY_PRO: Problem = Problem::new(
    "already_pro",
    "You already have Pro. Manage your subscription from Settings.",
);
const MSG_PRO_COVERS_PDFS: Problem = Problem::new(
    "pro_covers_pdfs",
    "You already have Pro, which includes clean PDFs of every \
     resume. Manage your subscription from Settings.",
);

/// Opens a checkout for a plan at the region's price and records it. Refused while Pro is
/// active (409), then unless `origin_url` is this site's (400).
pub async fn open_checkout(
    state: &AppState,
    user: &User,
    plan: PlanId,
    region: Region,
    origin_url: &str,
) -> ApiResult<OpenedCheckout> {
    // A second subscription would bill twice; a Single PDF would buy what Pro already gives.
    if user.has_pro() {
        return Err(ApiError::Conflict(match plan {
            PlanId::ProMonthly => MSG_ALREADY_PRO,
            PlanId::SinglePdf => MSG_PRO_COVERS_PDFS,
        }));
    }
    let origin = origin_url.trim_end_matches('/');
    if origin != state.settings.origin() {
        return Err(ApiError::BadRequest(Problem::new(
            "payment_origin_refused",
            "Payments can only be started from this site",
        )));
    }
    let request = CheckoutRequest {
        user_id: user.id.clone(),
        email: user.email.clone(),
        plan,
        region,
        // The provider substitutes its session id for the placeholder.
        success_url: state
            .settings
            .site_url("/payment-success?session_id={CHECKOUT_SESSION_ID}"),
        cancel_url: state.settings.site_url("/settings"),
    };
    let opened = state.payments.create_checkout(&request).await?;
    let provider = state.payments.mode().as_str();
    let (session_id, user_id) = (opened.session_id.clone(), user.id.clone());
    let amount = request.amount_minor();
    state
        .db
        .run(move |conn| {
            billing::record_checkout(
                conn,
                &NewPayment {
                    session_id: &session_id,
                    user_id: &user_id,
                    provider,
                    plan,
                    region,
                    amount_total: amount,
                },
                now(),
            )
        })
        .await?;
    Ok(opened)
}

/// A checkout's outcome. A session still open is asked about at the provider first: fulfilled
/// when paid (the webhook has not done it yet), closed when expired.
pub async fn status(state: &AppState, user_id: &str, session_id: &str) -> ApiResult<Payment> {
    let payment = load(state, user_id, session_id).await?;
    if payment.fulfilled_at.is_some() || payment.status != SessionStatus::Open {
        return Ok(payment);
    }
    if let Some(remote) = state.payments.retrieve(session_id).await? {
        let id = session_id.to_owned();
        state
            .db
            .run(move |conn| {
                if remote.payment_status == PaymentStatus::Paid {
                    billing::fulfil(conn, &id, paid_checkout(&remote), now()).map(|_| ())
                } else if remote.status == SessionStatus::Expired {
                    billing::close_unpaid(conn, &id, remote.payment_status, now())
                } else {
                    Ok(())
                }
            })
            .await?;
    }
    load(state, user_id, session_id).await
}

fn paid_checkout(checkout: &CheckoutState) -> PaidCheckout<'_> {
    PaidCheckout {
        subscription_id: checkout.subscription_id.as_deref(),
        period_end: checkout.period_end,
        customer_id: checkout.customer_id.as_deref(),
        payment_intent_id: checkout.payment_intent_id.as_deref(),
    }
}

/// Where a subscriber manages their subscription: the provider's billing portal, which sends
/// the browser back to Settings. Without Pro there is nothing to manage (409).
pub async fn open_portal(state: &AppState, user: &User) -> ApiResult<String> {
    require_pro(user)?;
    let user_id = user.id.clone();
    let customer_id = state
        .db
        .run(move |conn| billing::customer_id(conn, &user_id))
        .await?;
    let url = state
        .payments
        .open_portal(
            customer_id.as_deref(),
            &state.settings.site_url("/settings"),
        )
        .await?;
    Ok(url)
}

/// The user's payment for a session; another user's is not found.
async fn load(state: &AppState, user_id: &str, session_id: &str) -> ApiResult<Payment> {
    let (user_id, session_id) = (user_id.to_owned(), session_id.to_owned());
    state
        .db
        .run(move |conn| billing::find_for_user(conn, &user_id, &session_id))
        .await?
        .ok_or(ApiError::NotFound(NOT_FOUND))
}

/// Verifies a webhook delivery against its signature header and applies its event, once
/// however often the provider delivers it.
pub async fn apply_webhook(state: &AppState, payload: &[u8], signature: &str) -> ApiResult<()> {
    let event = state.payments.verify_webhook(payload, signature, now())?;
    apply_event(state, event).await
}

async fn apply_event(state: &AppState, event: WebhookEvent) -> ApiResult<()> {
    let event_id = event.event_id().to_owned();
    let kind = event_kind(&event);
    let applied = state
        .db
        .run(move |conn| {
            billing::process_event_once(conn, &event_id, kind, now(), |conn| match event {
                WebhookEvent::CheckoutCompleted {
                    session_id, state, ..
                } => {
                    // A completed session can still be unpaid (bank debits settle later).
                    match state.payment_status {
                        PaymentStatus::Paid => {
                            billing::fulfil(conn, &session_id, paid_checkout(&state), now())
                                .map(|_| ())
                        }
                        PaymentStatus::Failed => {
                            billing::close_unpaid(conn, &session_id, PaymentStatus::Failed, now())
                        }
                        PaymentStatus::Unpaid => Ok(()),
                    }
                }
                WebhookEvent::CheckoutExpired { session_id, .. } => {
                    billing::close_unpaid(conn, &session_id, PaymentStatus::Unpaid, now())
                }
                WebhookEvent::SubscriptionRenewed {
                    subscription_id,
                    period_end,
                    ..
                } => billing::renew_subscription(conn, &subscription_id, period_end),
                WebhookEvent::SubscriptionEnded {
                    subscription_id, ..
                } => billing::end_subscription(conn, &subscription_id, now()),
                WebhookEvent::SubscriptionUpdated {
                    subscription_id,
                    cancel_at_period_end,
                    ended,
                    ..
                } => billing::update_subscription(
                    conn,
                    &subscription_id,
                    cancel_at_period_end,
                    ended,
                    now(),
                ),
                WebhookEvent::ChargeReversed {
                    charge_id,
                    payment_intent_id,
                    customer_id,
                    reversal,
                    ..
                } => {
                    let charge = ChargeReversal {
                        charge_id: &charge_id,
                        payment_intent_id: payment_intent_id.as_deref(),
                        customer_id: customer_id.as_deref(),
                    };
                    let taken = billing::reverse_charge(conn, &charge, now())?;
                    tracing::info!(reversal = reversal.as_str(), ?taken, "charge reversed");
                    Ok(())
                }
                WebhookEvent::PaymentFailed { .. } | WebhookEvent::Ignored { .. } => Ok(()),
            })
        })
        .await?;
    if !applied {
        tracing::info!(kind, "webhook event already processed");
    }
    Ok(())
}

fn event_kind(event: &WebhookEvent) -> &'static str {
    match event {
        WebhookEvent::CheckoutCompleted { .. } => "checkout_completed",
        WebhookEvent::CheckoutExpired { .. } => "checkout_expired",
        WebhookEvent::SubscriptionRenewed { .. } => "subscription_renewed",
        WebhookEvent::SubscriptionEnded { .. } => "subscription_ended",
        WebhookEvent::PaymentFailed { .. } => "payment_failed",
        WebhookEvent::SubscriptionUpdated { .. } => "subscription_updated",
        WebhookEvent::ChargeReversed { .. } => "charge_reversed",
        WebhookEvent::Ignored { .. } => "ignored",
    }
}

/// The user's session on the demo checkout page (demo mode only).
pub async fn demo_checkout(
    state: &AppState,
    user_id: &str,
    session_id: &str,
) -> ApiResult<Payment> {
    require_demo(state)?;
    load(state, user_id, session_id).await
}

/// Pay on the demo checkout: an open session is fulfilled through the same code as Stripe's.
/// Returns the session's id, for the success page.
pub async fn demo_pay(state: &AppState, user_id: &str, session_id: &str) -> ApiResult<String> {
    require_demo(state)?;
    let payment = load(state, user_id, session_id).await?;
    if payment.status == SessionStatus::Open {
        let id = payment.session_id.clone();
        state
            .db
            .run(move |conn| billing::fulfil(conn, &id, PaidCheckout::default(), now()))
            .await?;
    }
    Ok(payment.session_id)
}

/// Cancel on the demo checkout: the session expires unpaid.
pub async fn demo_cancel(state: &AppState, user_id: &str, session_id: &str) -> ApiResult<()> {
    require_demo(state)?;
    let payment = load(state, user_id, session_id).await?;
    let id = payment.session_id;
    state
        .db
        .run(move |conn| billing::close_unpaid(conn, &id, PaymentStatus::Unpaid, now()))
        .await?;
    Ok(())
}

/// Whether the demo billing portal opens for the user: in demo mode (404 otherwise), for a Pro
/// subscriber (409 otherwise).
pub fn ensure_demo_portal(state: &AppState, user: &User) -> ApiResult<()> {
    require_demo(state)?;
    require_pro(user)
}

/// From the demo portal: a subscriber's Pro cancelled at the end of its period (it runs until
/// then and does not renew) or, with `cancel` false, that cancellation withdrawn.
pub async fn set_cancel_at_period_end(
    state: &AppState,
    user: &User,
    cancel: bool,
) -> ApiResult<()> {
    ensure_demo_portal(state, user)?;
    let user_id = user.id.clone();
    state
        .db
        .run(move |conn| billing::set_cancel_at_period_end(conn, &user_id, cancel, now()))
        .await?;
    Ok(())
}

fn require_demo(state: &AppState) -> ApiResult<()> {
    if state.payments.mode() == PaymentsMode::Demo {
        Ok(())
    } else {
        Err(ApiError::NotFound(crate::error::NOT_FOUND))
    }
}

/// Only a Pro subscriber has a subscription to manage.
fn require_pro(user: &User) -> ApiResult<()> {
    if user.has_pro() {
        Ok(())
    } else {
        Err(ApiError::Conflict(MSG_NOTHING_TO_MANAGE))
    }
}
