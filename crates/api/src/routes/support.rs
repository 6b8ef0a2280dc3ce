//! Support requests from signed-in users (`services::support`).

use actix_web::middleware::from_fn;
use actix_web::{post, web, HttpResponse};
use serde::Serialize;
use vitae_domain::SupportRequest;

use crate::error::{ApiError, ApiResult};
use crate::extract::Json;
use crate::limits;
use crate::services::support;
use crate::session::CurrentUser;
use crate::state::AppState;

#[derive(Serialize, utoipa::ToSchema)]
pub struct SupportReceipt {
    id: String,
}

/// Sends a support request from the signed-in user.
#[utoipa::path(post, path = "/api/support/contact", tag = "support", request_body = SupportRequest,
    responses((status = 201, body = SupportReceipt), (status = 401), (status = 422),
              (status = 429, description = "Too many requests from this address")))]
#[post("/support/contact", wrap = "from_fn(limits::support)")]
pub async fn contact(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    body: Json<SupportRequest>,
) -> ApiResult<HttpResponse> {
    let request = body
        .into_inner()
        .validate()
        .map_err(|v| ApiError::invalid_body(v, &[]))?;
    let id = support::submit(&state, &user.id, request).await?;
    Ok(HttpResponse::Created().json(SupportReceipt { id }))
}
