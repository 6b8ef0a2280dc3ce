//! The account as a whole: everything stored about the user as one download, and deleting all
//! of it (`services::account`).

use actix_web::{delete, get, web, HttpResponse};
use serde::Deserialize;

use crate::error::{ApiError, ApiResult};
use crate::extract::Json;
use crate::routes::downloads::attachment;
use crate::services::account;
use crate::session::{cleared_session_cookie, CurrentUser};
use crate::state::AppState;

/// Everything Vitae stores about the signed-in user, as a JSON file download.
#[utoipa::path(get, path = "/api/account/export", tag = "account",
    responses((status = 200, description = "One JSON document: the user, resumes with photos, cover letters, payments, support requests and job applications", content_type = "application/json"),
              (status = 401)))]
#[get("/account/export")]
pub async fn export(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
) -> ApiResult<HttpResponse> {
    let document = account::export(&state, &user.id).await?;
    let body = serde_json::to_vec_pretty(&document).map_err(ApiError::internal)?;
    let name = format!(
        "vitae-account-{}.json",
        document.exported_at.format("%Y-%m-%d")
    );
    Ok(attachment("application/json", &name, body))
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct DeleteAccount {
    /// The account's email, typed by the user to confirm.
    email: String,
}

/// Deletes the signed-in user's account and everything in it, after cancelling a live
/// subscription at the payment provider; answers once all of it is done.
#[utoipa::path(delete, path = "/api/account", tag = "account", request_body = DeleteAccount,
    responses((status = 204, description = "Deleted; the session cookie is cleared"),
              (status = 401), (status = 422, description = "The email is not the account's"),
              (status = 502, description = "The payment provider failed; nothing was deleted"),
              (status = 504, description = "The payment provider timed out; nothing was deleted")))]
#[delete("/account")]
pub async fn remove(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    body: Json<DeleteAccount>,
) -> ApiResult<HttpResponse> {
    account::delete(&state, &user, &body.email).await?;
    Ok(HttpResponse::NoContent()
        .cookie(cleared_session_cookie(&state.settings))
        .finish())
}
