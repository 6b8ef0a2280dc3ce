//! The resume as plain text for pasting into application forms. Free for every owner: it is the
//! job seeker's own words with no design, like the JSON Resume export (docs/interchange.md).

use actix_web::{get, web, HttpResponse};
use serde::Deserialize;

use super::ats::ContentVersion;
use super::downloads;
use crate::error::ApiResult;
use crate::services::resumes::{self, Access};
use crate::session::CurrentUser;
use crate::state::AppState;

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct TextQuery {
    /// `enhanced` by default.
    #[param(value_type = Option<ContentVersion>)]
    content: Option<String>,
}

/// The resume as UTF-8 plain text: name, contact line, sections headed in capitals.
#[utoipa::path(get, path = "/api/resume/{id}/txt", tag = "resumes",
    params(("id" = String, Path), TextQuery),
    responses((status = 200, content_type = "text/plain"), (status = 401), (status = 404),
              (status = 422)))]
#[get("/resume/{id}/txt")]
pub async fn download(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    id: web::Path<String>,
    query: web::Query<TextQuery>,
) -> ApiResult<HttpResponse> {
    let content = downloads::content(query.content.as_deref())?;
    let stored =
        resumes::get_for_download(&state, &user.id, id.into_inner(), Access::Owner).await?;
    let text = vitae_pdf::plain_text(&stored.resume_data, &stored.ai_enhanced_data, content);
    let filename = downloads::file_name(&stored.resume_data.name, "txt");
    Ok(downloads::attachment(
        "text/plain; charset=utf-8",
        &filename,
        text.into_bytes(),
    ))
}
