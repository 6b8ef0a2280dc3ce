//! Resumes: save, list, read, update (guarded by `updated_at`) and delete, always scoped to
//! the signed-in user (`services::resumes` holds the rules).

use actix_web::http::header::ContentType;
use actix_web::web::Bytes;
use actix_web::{delete, get, post, put, web, HttpResponse};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use vitae_domain::resume::{ResumeListItem, StoredResume};
use vitae_domain::{AiEnhancedData, ResumeData, TemplateStyle};

use crate::error::ApiResult;
use crate::extract::Json;
use crate::services::resumes;
use crate::session::{CurrentUser, Session};
use crate::state::AppState;

#[derive(Deserialize, utoipa::ToSchema)]
pub struct SaveResume {
    resume_data: ResumeData,
    #[serde(default)]
    ai_enhanced_data: AiEnhancedData,
    #[serde(default)]
    template_style: TemplateStyle,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct UpdateResume {
    resume_data: ResumeData,
    #[serde(default)]
    ai_enhanced_data: AiEnhancedData,
    #[serde(default)]
    template_style: TemplateStyle,
    /// The `updated_at` of the record as loaded; a newer stored one means a conflict (409).
    updated_at: DateTime<Utc>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct Created {
    id: String,
}

/// Saves a new resume.
#[utoipa::path(post, path = "/api/resume/save", tag = "resumes", request_body = SaveResume,
    responses((status = 201, body = Created), (status = 401),
              (status = 402, description = "Free accounts keep at most 100 resumes"),
              (status = 413), (status = 422)))]
#[post("/resume/save")]
pub async fn save(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    body: Json<SaveResume>,
) -> ApiResult<HttpResponse> {
    let body = body.into_inner();
    let content = resumes::validate(body.resume_data, body.ai_enhanced_data, body.template_style)?;
    let id = resumes::create(&state, &user, content).await?;
    Ok(HttpResponse::Created().json(Created { id }))
}

/// The user's resumes, newest first, without photos.
#[utoipa::path(get, path = "/api/resume/list", tag = "resumes",
    responses((status = 200, body = Vec<ResumeListItem>), (status = 401)))]
#[get("/resume/list")]
pub async fn list(state: web::Data<AppState>, session: Session) -> ApiResult<HttpResponse> {
    Ok(json(resumes::list_body(&state, session).await?))
}

/// One resume, with its photo.
#[utoipa::path(get, path = "/api/resume/{id}", tag = "resumes",
    params(("id" = String, Path)),
    responses((status = 200, body = StoredResume), (status = 401), (status = 404)))]
#[get("/resume/{id}")]
pub async fn get_one(
    state: web::Data<AppState>,
    session: Session,
    id: web::Path<String>,
) -> ApiResult<HttpResponse> {
    Ok(json(
        resumes::get_body(&state, session, id.into_inner()).await?,
    ))
}

/// A JSON body rendered (and maybe kept) by the service.
/// A JSON body already rendered (a kept read).
pub(crate) fn json(body: Bytes) -> HttpResponse {
    HttpResponse::Ok()
        .content_type(ContentType::json())
        .body(body)
}

/// Replaces a resume with the edited record; 409 if it changed since it was loaded.
#[utoipa::path(put, path = "/api/resume/{id}", tag = "resumes",
    params(("id" = String, Path)), request_body = UpdateResume,
    responses((status = 200, body = StoredResume), (status = 401), (status = 404),
              (status = 409, description = "Changed elsewhere since it was loaded"),
              (status = 422)))]
#[put("/resume/{id}")]
pub async fn update(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    id: web::Path<String>,
    body: Json<UpdateResume>,
) -> ApiResult<web::Json<StoredResume>> {
    let body = body.into_inner();
    let content = resumes::validate(body.resume_data, body.ai_enhanced_data, body.template_style)?;
    let stored =
        resumes::update(&state, &user.id, id.into_inner(), body.updated_at, content).await?;
    Ok(web::Json(stored))
}

/// Deletes a resume and its photo.
#[utoipa::path(delete, path = "/api/resume/{id}", tag = "resumes",
    params(("id" = String, Path)),
    responses((status = 204), (status = 401), (status = 404)))]
#[delete("/resume/{id}")]
pub async fn remove(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    id: web::Path<String>,
) -> ApiResult<HttpResponse> {
    resumes::delete(&state, &user.id, id.into_inner()).await?;
    Ok(HttpResponse::NoContent().finish())
}
