//! Checkout, payment status, the provider's webhook, and the built-in demo checkout page
//! (`services::billing`).

use actix_web::http::header;
use actix_web::{get, post, web, HttpRequest, HttpResponse};
use serde::{Deserialize, Serialize};
use vitae_domain::payment::{Payment, PaymentStatus, SessionStatus};
use vitae_domain::{PlanId, Region};
use vitae_words::Words;

use crate::embedded;
use crate::error::{ApiError, ApiResult};
use crate::extract::Json;
use crate::services::billing;
use crate::session::{language_of, CurrentUser};
use crate::state::AppState;

mod demo_page;

#[derive(Deserialize, utoipa::ToSchema)]
pub struct CheckoutBody {
    /// Read by `PlanId::parse`, so that an unknown plan is answered with the plan's message.
    #[serde(default)]
    #[schema(value_type = PlanId)]
    plan_type: String,
    /// Anything but INR and AED is USD.
    #[serde(default)]
    #[schema(value_type = Option<Region>)]
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
    body: Json<CheckoutBody>,
) -> ApiResult<web::Json<CheckoutCreated>> {
    let body = body.into_inner();
    let plan = PlanId::parse(&body.plan_type).ok_or_else(|| {
        ApiError::invalid_at(&["body", "plan_type"], vitae_domain::problems::PLAN_UNKNOWN)
    })?;
    let region = body
        .region
        .as_deref()
        .map(Region::from_code)
        .unwrap_or_default();
    let opened = billing::open_checkout(&state, &user, plan, region, &body.origin_url).await?;
    Ok(web::Json(CheckoutCreated {
        url: opened.url,
        session_id: opened.session_id,
    }))
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct PaymentStatusBody {
    #[schema(value_type = PaymentStatus)]
    payment_status: &'static str,
    #[schema(value_type = SessionStatus)]
    status: &'static str,
    #[schema(value_type = PlanId)]
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
    let payment = billing::status(&state, &user.id, &session_id).await?;
    Ok(web::Json((&payment).into()))
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
    let url = billing::open_portal(&state, &user).await?;
    Ok(web::Json(PortalOpened { url }))
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
    billing::apply_webhook(&state, &body, signature).await?;
    Ok(HttpResponse::Ok().json(serde_json::json!({ "received": true })))
}

/// The demo checkout page (demo mode only).
#[utoipa::path(get, path = "/api/payment/demo/{session_id}", tag = "billing",
    params(("session_id" = String, Path)),
    responses((status = 200, content_type = "text/html"), (status = 401), (status = 404)))]
#[get("/payment/demo/{session_id}")]
pub async fn demo_checkout(
    state: web::Data<AppState>,
    req: HttpRequest,
    CurrentUser(user): CurrentUser,
    session_id: web::Path<String>,
) -> ApiResult<HttpResponse> {
    embedded::demo_checkout(&state, &req)?;
    let payment = billing::demo_checkout(&state, &user.id, &session_id).await?;
    Ok(HttpResponse::Ok()
        .content_type("text/html; charset=utf-8")
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .body(demo_page::render(
            Words::new(language_of(&req)),
            &payment,
            &user.email,
        )))
}

/// Pay on the demo checkout: fulfils through the same code as Stripe, then 303 to
/// `/payment-success`.
#[utoipa::path(post, path = "/api/payment/demo/{session_id}/pay", tag = "billing",
    params(("session_id" = String, Path)),
    responses((status = 303), (status = 401), (status = 404)))]
#[post("/payment/demo/{session_id}/pay")]
pub async fn demo_pay(
    state: web::Data<AppState>,
    req: HttpRequest,
    CurrentUser(user): CurrentUser,
    session_id: web::Path<String>,
) -> ApiResult<HttpResponse> {
    embedded::demo_checkout(&state, &req)?;
    let session_id = billing::demo_pay(&state, &user.id, &session_id).await?;
    let to = format!("/payment-success?session_id={session_id}");
    Ok(see_other(&state.settings.site_url(&to)))
}

/// Cancel on the demo checkout: the session expires unpaid; back to settings.
#[utoipa::path(post, path = "/api/payment/demo/{session_id}/cancel", tag = "billing",
    params(("session_id" = String, Path)),
    responses((status = 303), (status = 401), (status = 404)))]
#[post("/payment/demo/{session_id}/cancel")]
pub async fn demo_cancel(
    state: web::Data<AppState>,
    req: HttpRequest,
    CurrentUser(user): CurrentUser,
    session_id: web::Path<String>,
) -> ApiResult<HttpResponse> {
    embedded::demo_checkout(&state, &req)?;
    billing::demo_cancel(&state, &user.id, &session_id).await?;
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
    req: HttpRequest,
    CurrentUser(user): CurrentUser,
) -> ApiResult<HttpResponse> {
    embedded::demo_checkout(&state, &req)?;
    billing::ensure_demo_portal(&state, &user)?;
    Ok(HttpResponse::Ok()
        .content_type("text/html; charset=utf-8")
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .body(demo_page::render_portal(
            Words::new(language_of(&req)),
            &user,
        )))
}

/// Cancel on the demo portal: Pro runs to the end of its period and does not renew; back to
/// settings.
#[utoipa::path(post, path = "/api/payment/demo-portal/cancel", tag = "billing",
    responses((status = 303), (status = 401), (status = 404), (status = 409)))]
#[post("/payment/demo-portal/cancel")]
pub async fn demo_portal_cancel(
    state: web::Data<AppState>,
    req: HttpRequest,
    CurrentUser(user): CurrentUser,
) -> ApiResult<HttpResponse> {
    embedded::demo_checkout(&state, &req)?;
    billing::set_cancel_at_period_end(&state, &user, true).await?;
    Ok(see_other(&state.settings.site_url("/settings")))
}

/// Resume on the demo portal: the cancellation is withdrawn; back to settings.
#[utoipa::path(post, path = "/api/payment/demo-portal/resume", tag = "billing",
    responses((status = 303), (status = 401), (status = 404), (status = 409)))]
#[post("/payment/demo-portal/resume")]
pub async fn demo_portal_resume(
    state: web::Data<AppState>,
    req: HttpRequest,
    CurrentUser(user): CurrentUser,
) -> ApiResult<HttpResponse> {
    embedded::demo_checkout(&state, &req)?;
    billing::set_cancel_at_period_end(&state, &user, false).await?;
    Ok(see_other(&state.settings.site_url("/settings")))
}
