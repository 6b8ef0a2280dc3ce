//! A resume's public link, for its owner: create or change it, read it and its counts, revoke
//! it (`services::share` holds the rules).

use actix_web::{delete, get, post, web, HttpResponse};

use crate::error::ApiResult;
use crate::extract::Json;
use crate::services::share::{self, ShareRequest, ShareStats, ShareView};
use crate::session::CurrentUser;
use crate::state::AppState;

/// Creates the resume's public link, or changes its options keeping its slug.
#[utoipa::path(post, path = "/api/resume/{id}/share", tag = "sharing",
    params(("id" = String, Path)), request_body = ShareRequest,
    responses((status = 200, body = ShareView),
              (status = 204, description = "`enabled: false`: the link was revoked"),
              (status = 401), (status = 404),
              (status = 422, description = "An empty password, one over 1024 bytes, or a new password with `remove_password`")))]
#[post("/resume/{id}/share")]
pub async fn put(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    id: web::Path<String>,
    body: Json<ShareRequest>,
) -> ApiResult<HttpResponse> {
    match share::put(&state, &user.id, id.into_inner(), body.into_inner()).await? {
        Some(view) => Ok(HttpResponse::Ok().json(view)),
        None => Ok(HttpResponse::NoContent().finish()),
    }
}

/// The resume's public link; 404 when it has none.
#[utoipa::path(get, path = "/api/resume/{id}/share", tag = "sharing",
    params(("id" = String, Path)),
    responses((status = 200, body = ShareView), (status = 401), (status = 404)))]
#[get("/resume/{id}/share")]
pub async fn get_one(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    id: web::Path<String>,
) -> ApiResult<web::Json<ShareView>> {
    Ok(web::Json(
        share::get(&state, &user.id, id.into_inner()).await?,
    ))
}

/// Revokes the resume's public link for good: its address never works again.
#[utoipa::path(delete, path = "/api/resume/{id}/share", tag = "sharing",
    params(("id" = String, Path)),
    responses((status = 204), (status = 401), (status = 404)))]
#[delete("/resume/{id}/share")]
pub async fn revoke(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    id: web::Path<String>,
) -> ApiResult<HttpResponse> {
    share::revoke(&state, &user.id, id.into_inner()).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// The link's views and downloads: totals and the last 30 days.
#[utoipa::path(get, path = "/api/resume/{id}/share/stats", tag = "sharing",
    params(("id" = String, Path)),
    responses((status = 200, body = ShareStats), (status = 401), (status = 404)))]
#[get("/resume/{id}/share/stats")]
pub async fn stats(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    id: web::Path<String>,
) -> ApiResult<web::Json<ShareStats>> {
    Ok(web::Json(
        share::stats(&state, &user.id, id.into_inner()).await?,
    ))
}
