//! JSON Resume (jsonresume.org, schema v1.0.0): export any resume, import a document as a new
//! one (`services::json_resume`).

use actix_web::{get, post, web, HttpResponse};
use serde::Serialize;
use serde_json::Value;

use super::downloads;
use crate::error::{ApiError, ApiResult};
use crate::extract::Json;
use crate::services::json_resume;
use crate::session::CurrentUser;
use crate::state::AppState;

#[derive(Serialize, utoipa::ToSchema)]
pub struct ImportedResume {
    /// The new resume.
    id: String,
    /// The kinds of value the document held that Vitae has no field for, e.g.
    /// `basics.profiles`, `work[].url`, `volunteer`.
    dropped: Vec<String>,
}

/// The resume as a JSON Resume document (what the user typed; not the AI-enhanced text).
#[utoipa::path(get, path = "/api/resume/{id}/json-resume", tag = "resumes",
    params(("id" = String, Path)),
    responses((status = 200, content_type = "application/json",
               description = "A JSON Resume v1.0.0 document, as an attachment"),
              (status = 401), (status = 404)))]
#[get("/resume/{id}/json-resume")]
pub async fn export(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    id: web::Path<String>,
) -> ApiResult<HttpResponse> {
    let (name, document) = json_resume::export(&state, &user.id, id.into_inner()).await?;
    let body = serde_json::to_vec_pretty(&document).map_err(ApiError::internal)?;
    let filename = downloads::file_name(&name, "json");
    Ok(downloads::attachment("application/json", &filename, body))
}

/// Creates a resume from a JSON Resume document. Problems come back as 422 with the path of
/// each inside the document (`["body", "work", "2", "startDate"]`); nothing is stored then.
#[utoipa::path(post, path = "/api/resume/import", tag = "resumes",
    request_body(content = Object, description = "A JSON Resume v1.0.0 document"),
    responses((status = 201, body = ImportedResume), (status = 400, description = "Not JSON"),
              (status = 401),
              (status = 402, description = "Free accounts keep at most 100 resumes"),
              (status = 413),
              (status = 422, description = "Each problem with its path in the document")))]
#[post("/resume/import")]
pub async fn import(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    body: Json<Value>,
) -> ApiResult<HttpResponse> {
    let imported = json_resume::import(&state, &user, &body).await?;
    Ok(HttpResponse::Created().json(ImportedResume {
        id: imported.id,
        dropped: imported.dropped,
    }))
}
