//! Support requests: stored first, so a request the user was told was sent is never lost, then
//! mailed by the outbox.

use actix_web::{post, web, HttpResponse};
use serde::Serialize;
use vitae_domain::SupportRequest;
use vitae_persistence::{now, support};

use crate::error::{ApiError, ApiResult};
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
#[post("/support/contact")]
pub async fn contact(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    body: web::Json<SupportRequest>,
) -> ApiResult<HttpResponse> {
    let request = body
        .into_inner()
        .validate()
        .map_err(|v| ApiError::invalid_body(v, &[]))?;
    let id = state
        .db
        .run(move |conn| support::insert(conn, &user.id, &request, now()))
        .await?;
    tracing::info!(support_request = %id, "support request stored");
    if let Some(outbox) = &state.support_outbox {
        outbox.wake();
    }
    Ok(HttpResponse::Created().json(SupportReceipt { id }))
}
