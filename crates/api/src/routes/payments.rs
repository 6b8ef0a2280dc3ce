//! Checkout, payment status, the provider's webhook, and the built-in demo checkout page.
//! Whichever provider runs the checkout, a paid session is fulfilled by the same
//! `billing::fulfil`, exactly once.

use actix_web::http::header;
use actix_web::{get, post, web, HttpRequest, HttpResponse};
use serde::{Deserialize, Serialize};
use vitae_billing::{
    BillingError, CheckoutRequest, PaymentGateway, PaymentStatus, PaymentsMode, SessionStatus,
    WebhookEvent,
};
use vitae_domain::payment::Payment;
use vitae_domain::{PlanId, Region, User};
use vitae_persistence::billing::{self, ChargeReversal, NewPayment, PaidCheckout};
use vitae_persistence::now;

use crate::error::{ApiError, ApiResult};
use crate::session::CurrentUser;
use crate::state::AppState;

mod demo_page;

const NOT_FOUND: &str = "Payment session not found";
const MSG_PROVIDER_DOWN: &str = "Failed to initiate payment. Please try again.";
const MSG_ALREADY_PRO: &str = "You already have Pro. Manage your subscription from Settings.";
const MSG_PRO_COVERS_PDFS: &str =
    "You already have Pro, which includes clean PDFs of every resume. Manage your subscription from Settings.";
const MSG_NOTHING_TO_MANAGE: &str = "You have no subscription to manage.";

impl From<BillingError> for ApiError {
    fn from(e: BillingError) -> Self {
        match e {
            BillingError::Timeout => {
                tracing::warn!("payment provider timed out");
                ApiError::GatewayTimeout(
                    "The payment provider did not answer in time. Please try again.".into(),
                )
            }
            BillingError::Provider(cause) => {
                tracing::warn!(%cause, "payment provider failed");
                ApiError::BadGateway(MSG_PROVIDER_DOWN.into())
            }
            BillingError::InvalidWebhook(cause) => {
                ApiError::BadRequest(format!("Webhook rejected: {cause}"))
            }
            BillingError::Unsupported => ApiError::NotFound("Not found"),
            BillingError::NoCustomer => ApiError::Conflict(MSG_NOTHING_TO_MANAGE.into()),
        }
    }
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct CheckoutBody {
    /// `single_pdf` or `pro_monthly`.
    #[serde(default)]
    plan_type: String,
    /// INR, AED or USD; anything else is USD.
    #[serde(default)]
    region: Option<String>,
    /// The page's own origin; must be `PUBLIC_URL`.
    #[serde(default)]
    origin_url: String,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct CheckoutCreated {
    url: String,
    session_id: String,
}

/// Opens a checkout for a plan at the region's price.
#[utoipa::path(post, path = "/api/payment/create-checkout", tag = "billing",
    request_body = CheckoutBody,
    responses((status = 200, body = CheckoutCreated), (status = 400), (status = 401),
              (status = 409, description = "Pro is active: neither plan can be bought again"),
              (status = 422), (status = 502), (status = 504)))]
#[post("/payment/create-checkout")]
pub async fn create_checkout(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    body: web::Json<CheckoutBody>,
) -> ApiResult<web::Json<CheckoutCreated>> {
    let body = body.into_inner();
    let plan = PlanId::parse(&body.plan_type).ok_or_else(|| {
        let mut v = vitae_domain::Violations::new();
        v.push(
            &["plan_type"],
            "Choose the Single PDF or the Pro Monthly plan",
            "value_error.plan",
        );
        ApiError::invalid_body(v, &[])
    })?;
    // A second subscription would bill twice; a Single PDF would buy what Pro already gives.
    if user.has_pro() {
        return Err(ApiError::Conflict(
            match plan {
                PlanId::ProMonthly => MSG_ALREADY_PRO,
                PlanId::SinglePdf => MSG_PRO_COVERS_PDFS,
            }
            .into(),
        ));
    }
    let region = body
        .region
        .as_deref()
        .map(Region::from_code)
        .unwrap_or_default();
    let origin = body.origin_url.trim_end_matches('/');
    if origin != state.settings.origin() {
        return Err(ApiError::BadRequest(
            "Payments can only be started from this site".into(),
        ));
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
    let session_id = opened.session_id.clone();
    let amount = request.amount_minor();
    state
        .db
        .run(move |conn| {
            billing::record_checkout(
                conn,
                &NewPayment {
                    session_id: &session_id,
                    user_id: &user.id,
                    provider,
                    plan,
                    region,
                    amount_total: amount,
                },
                now(),
            )
        })
        .await?;
    Ok(web::Json(CheckoutCreated {
        url: opened.url,
        session_id: opened.session_id,
    }))
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct PaymentStatusBody {
    /// `paid`, `unpaid` or `failed`.
    payment_status: &'static str,
    /// `open`, `complete` or `expired`.
    status: &'static str,
    /// `single_pdf` or `pro_monthly`.
    plan_type: &'static str,
    /// Minor units (cents).
    amount_total: i64,
    currency: String,
}

impl From<&Payment> for PaymentStatusBody {
    fn from(p: &Payment) -> Self {
        Self {
            payment_status: p.payment_status.as_str(),
            status: p.status.as_str(),
            plan_type: p.plan.as_str(),
            amount_total: p.amount_total,
            currency: p.currency.clone(),
        }
    }
}

/// A checkout's outcome; asks the provider and fulfils a paid session the webhook has not.
#[utoipa::path(get, path = "/api/payment/status/{session_id}", tag = "billing",
    params(("session_id" = String, Path)),
    responses((status = 200, body = PaymentStatusBody), (status = 401), (status = 404),
              (status = 502), (status = 504)))]
#[get("/payment/status/{session_id}")]
pub async fn status(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    session_id: web::Path<String>,
) -> ApiResult<web::Json<PaymentStatusBody>> {
    let session_id = session_id.into_inner();
    let payment = load(&state, &user.id, &session_id).await?;
    if payment.fulfilled_at.is_some() || payment.status != SessionStatus::Open {
        return Ok(web::Json((&payment).into()));
    }
    if let Some(remote) = state.payments.retrieve(&session_id).await? {
        let id = session_id.clone();
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
    let payment = load(&state, &user.id, &session_id).await?;
    Ok(web::Json((&payment).into()))
}

fn paid_checkout(state: &vitae_billing::CheckoutState) -> PaidCheckout<'_> {
    PaidCheckout {
        subscription_id: state.subscription_id.as_deref(),
        period_end: state.period_end,
        customer_id: state.customer_id.as_deref(),
        payment_intent_id: state.payment_intent_id.as_deref(),
    }
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct PortalOpened {
    /// The provider's billing portal (the demo portal in demo mode).
    url: String,
}

/// Opens the billing portal, where a subscriber cancels at period end, resumes, or changes the
/// card; it sends the browser back to Settings.
#[utoipa::path(post, path = "/api/payment/portal", tag = "billing",
    responses((status = 200, body = PortalOpened), (status = 401),
              (status = 409, description = "No subscription to manage"),
              (status = 502), (status = 504)))]
#[post("/payment/portal")]
pub async fn portal(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
) -> ApiResult<web::Json<PortalOpened>> {
    if !user.has_pro() {
        return Err(ApiError::Conflict(MSG_NOTHING_TO_MANAGE.into()));
    }
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
    Ok(web::Json(PortalOpened { url }))
}

async fn load(state: &AppState, user_id: &str, session_id: &str) -> ApiResult<Payment> {
    let (user_id, session_id) = (user_id.to_owned(), session_id.to_owned());
    state
        .db
        .run(move |conn| billing::find_for_user(conn, &user_id, &session_id))
        .await?
        .ok_or(ApiError::NotFound(NOT_FOUND))
}

/// The payment provider's webhook: the signature is checked against the raw body.
#[utoipa::path(post, path = "/api/payment/webhook", tag = "billing",
    request_body(content = String, content_type = "application/json"),
    responses((status = 200), (status = 400, description = "Signature does not verify"),
              (status = 404, description = "No webhooks in demo mode")))]
#[post("/payment/webhook")]
pub async fn webhook(
    state: web::Data<AppState>,
    req: HttpRequest,
    body: web::Bytes,
) -> ApiResult<HttpResponse> {
    let signature = req
        .headers()
        .get("stripe-signature")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default();
    let event = state.payments.verify_webhook(&body, signature, now())?;
    apply_event(&state, event).await?;
    Ok(HttpResponse::Ok().json(serde_json::json!({ "received": true })))
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

fn require_demo(gateway: &dyn PaymentGateway) -> ApiResult<()> {
    if gateway.mode() == PaymentsMode::Demo {
        Ok(())
    } else {
        Err(ApiError::NotFound("Not found"))
    }
}

/// The demo checkout page (demo mode only).
#[utoipa::path(get, path = "/api/payment/demo/{session_id}", tag = "billing",
    params(("session_id" = String, Path)),
    responses((status = 200, content_type = "text/html"), (status = 401), (status = 404)))]
#[get("/payment/demo/{session_id}")]
pub async fn demo_checkout(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    session_id: web::Path<String>,
) -> ApiResult<HttpResponse> {
    require_demo(state.payments.as_ref())?;
    let payment = load(&state, &user.id, &session_id).await?;
    Ok(HttpResponse::Ok()
        .content_type("text/html; charset=utf-8")
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .body(demo_page::render(&payment, &user.email)))
}

/// Pay on the demo checkout: fulfils through the same code as Stripe, then 303 to
/// `/payment-success`.
#[utoipa::path(post, path = "/api/payment/demo/{session_id}/pay", tag = "billing",
    params(("session_id" = String, Path)),
    responses((status = 303), (status = 401), (status = 404)))]
#[post("/payment/demo/{session_id}/pay")]
pub async fn demo_pay(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    session_id: web::Path<String>,
) -> ApiResult<HttpResponse> {
    require_demo(state.payments.as_ref())?;
    let payment = load(&state, &user.id, &session_id).await?;
    if payment.status == SessionStatus::Open {
        let id = payment.session_id.clone();
        state
            .db
            .run(move |conn| billing::fulfil(conn, &id, PaidCheckout::default(), now()))
            .await?;
    }
    let to = format!("/payment-success?session_id={}", payment.session_id);
    Ok(see_other(&state.settings.site_url(&to)))
}

/// Cancel on the demo checkout: the session expires unpaid; back to settings.
#[utoipa::path(post, path = "/api/payment/demo/{session_id}/cancel", tag = "billing",
    params(("session_id" = String, Path)),
    responses((status = 303), (status = 401), (status = 404)))]
#[post("/payment/demo/{session_id}/cancel")]
pub async fn demo_cancel(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    session_id: web::Path<String>,
) -> ApiResult<HttpResponse> {
    require_demo(state.payments.as_ref())?;
    let payment = load(&state, &user.id, &session_id).await?;
    let id = payment.session_id.clone();
    state
        .db
        .run(move |conn| billing::close_unpaid(conn, &id, PaymentStatus::Unpaid, now()))
        .await?;
    Ok(see_other(&state.settings.site_url("/settings")))
}

fn see_other(location: &str) -> HttpResponse {
    HttpResponse::SeeOther()
        .insert_header((header::LOCATION, location))
        .finish()
}

/// The demo billing portal (demo mode, Pro subscribers only).
#[utoipa::path(get, path = "/api/payment/demo-portal", tag = "billing",
    responses((status = 200, content_type = "text/html"), (status = 401), (status = 404),
              (status = 409, description = "No subscription to manage")))]
#[get("/payment/demo-portal")]
pub async fn demo_portal(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
) -> ApiResult<HttpResponse> {
    require_demo(state.payments.as_ref())?;
    if !user.has_pro() {
        return Err(ApiError::Conflict(MSG_NOTHING_TO_MANAGE.into()));
    }
    Ok(HttpResponse::Ok()
        .content_type("text/html; charset=utf-8")
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .body(demo_page::render_portal(&user)))
}

/// Cancel on the demo portal: Pro runs to the end of its period and does not renew; back to
/// settings.
#[utoipa::path(post, path = "/api/payment/demo-portal/cancel", tag = "billing",
    responses((status = 303), (status = 401), (status = 404), (status = 409)))]
#[post("/payment/demo-portal/cancel")]
pub async fn demo_portal_cancel(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
) -> ApiResult<HttpResponse> {
    set_demo_cancel(&state, &user, true).await
}

/// Resume on the demo portal: the cancellation is withdrawn; back to settings.
#[utoipa::path(post, path = "/api/payment/demo-portal/resume", tag = "billing",
    responses((status = 303), (status = 401), (status = 404), (status = 409)))]
#[post("/payment/demo-portal/resume")]
pub async fn demo_portal_resume(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
) -> ApiResult<HttpResponse> {
    set_demo_cancel(&state, &user, false).await
}

async fn set_demo_cancel(state: &AppState, user: &User, cancel: bool) -> ApiResult<HttpResponse> {
    require_demo(state.payments.as_ref())?;
    if !user.has_pro() {
        return Err(ApiError::Conflict(MSG_NOTHING_TO_MANAGE.into()));
    }
    let user_id = user.id.clone();
    state
        .db
        .run(move |conn| billing::set_cancel_at_period_end(conn, &user_id, cancel, now()))
        .await?;
    Ok(see_other(&state.settings.site_url("/settings")))
}
