//! The resume as a Word document. It has no watermark to fall back on, so it follows the clean
//! PDF's rule: Pro, a resume already unlocked, or one Single PDF credit spent on it (the same
//! unlock serves both formats); everyone else gets 402.

use actix_web::{get, web, HttpResponse};
use serde::Deserialize;
use vitae_domain::TemplateStyle;
use vitae_pdf::DocxOptions;

use super::ats::ContentVersion;
use super::downloads;
use crate::error::{ApiResult, Problem};
use crate::services::resumes::{self, Access};
use crate::session::CurrentUser;
use crate::state::AppState;
use vitae_pdf::Paper;

const MSG_UPGRADE: Problem = Problem::new(
    "upgrade_for_docx",
    "Upgrade to download your resume as a Word document",
);
const DOCX: &str = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct DocxQuery {
    /// The template whose colours and type to use; the resume's own style by default.
    template: Option<TemplateStyle>,
    /// `enhanced` by default.
    #[param(value_type = Option<ContentVersion>)]
    content: Option<String>,
    /// The resume's own paper (its design's, A4 without one) by default.
    #[param(value_type = Option<Paper>)]
    paper: Option<String>,
}

/// The resume as a .docx file in a template's colours and type.
#[utoipa::path(get, path = "/api/resume/{id}/docx", tag = "resumes",
    params(("id" = String, Path), DocxQuery),
    responses((status = 200, content_type = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"),
              (status = 401), (status = 402, description = "A Word document needs a plan"),
              (status = 404), (status = 422)))]
#[get("/resume/{id}/docx")]
pub async fn download(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    id: web::Path<String>,
    query: web::Query<DocxQuery>,
) -> ApiResult<HttpResponse> {
    let query = query.into_inner();
    let content = downloads::content(query.content.as_deref())?;
    let paper = downloads::paper(query.paper.as_deref())?;
    let access = Access::Paid {
        refusal: MSG_UPGRADE,
    };
    let stored = resumes::get_for_download(&state, &user.id, id.into_inner(), access).await?;
    let options = DocxOptions {
        template: query.template.unwrap_or(stored.template_style),
        content,
        paper,
    };
    let filename = downloads::file_name(&stored.resume_data.name, "docx");
    let bytes = downloads::render(&state, &user.id, move || {
        vitae_pdf::render_docx(&stored.resume_data, &stored.ai_enhanced_data, &options)
    })
    .await?;
    Ok(downloads::attachment(DOCX, &filename, bytes))
}
