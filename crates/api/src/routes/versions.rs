//! A resume's version history, for its owner: list, view one, restore one
//! (`services::versions`).

use actix_web::{get, post, web};
use chrono::{DateTime, Utc};
use serde::Deserialize;
use vitae_domain::resume::StoredResume;

use crate::error::ApiResult;
use crate::extract::Json;
use crate::services::versions::{self, VersionContent, VersionItem};
use crate::session::CurrentUser;
use crate::state::AppState;

#[derive(Deserialize, utoipa::ToSchema)]
pub struct RestoreVersion {
    /// The `updated_at` of the resume as loaded; a newer stored one means a conflict (409).
    updated_at: DateTime<Utc>,
}

/// The resume's earlier versions, newest first, without their content.
#[utoipa::path(get, path = "/api/resume/{id}/versions", tag = "resumes",
    params(("id" = String, Path)),
    responses((status = 200, body = Vec<VersionItem>), (status = 401), (status = 404)))]
#[get("/resume/{id}/versions")]
pub async fn list(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    id: web::Path<String>,
) -> ApiResult<web::Json<Vec<VersionItem>>> {
    Ok(web::Json(
        versions::list(&state, &user.id, id.into_inner()).await?,
    ))
}

/// One earlier version with its content and photo.
#[utoipa::path(get, path = "/api/resume/{id}/versions/{version}", tag = "resumes",
    params(("id" = String, Path), ("version" = String, Path)),
    responses((status = 200, body = VersionContent), (status = 401), (status = 404)))]
#[get("/resume/{id}/versions/{version}")]
pub async fn get_one(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    path: web::Path<(String, String)>,
) -> ApiResult<web::Json<VersionContent>> {
    let (id, version) = path.into_inner();
    Ok(web::Json(
        versions::get(&state, &user.id, id, &version).await?,
    ))
}

/// Makes an earlier version the resume's content again; the content it replaces becomes the
/// newest version, so a restore can be undone.
#[utoipa::path(post, path = "/api/resume/{id}/versions/{version}/restore", tag = "resumes",
    params(("id" = String, Path), ("version" = String, Path)), request_body = RestoreVersion,
    responses((status = 200, body = StoredResume), (status = 401), (status = 404),
              (status = 409, description = "Changed elsewhere since it was loaded"),
              (status = 422, description = "A body that is not `{\"updated_at\": …}`, with the field's location")))]
#[post("/resume/{id}/versions/{version}/restore")]
pub async fn restore(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    path: web::Path<(String, String)>,
    body: Json<RestoreVersion>,
) -> ApiResult<web::Json<StoredResume>> {
    let (id, version) = path.into_inner();
    let restored = versions::restore(&state, &user.id, id, &version, body.updated_at).await?;
    Ok(web::Json(restored))
}
