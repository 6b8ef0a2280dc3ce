//! The resume PDF: watermarked for anyone who asks, clean for Pro users, for a resume already
//! unlocked, or by spending one Single PDF credit on it (once). Everyone else gets 402.

use actix_web::{get, web, HttpResponse};
use serde::Deserialize;
use vitae_domain::TemplateStyle;
use vitae_pdf::RenderOptions;

use super::ats::ContentVersion;
use super::downloads;
use crate::error::{ApiResult, Problem};
use crate::services::resumes::{self, Access};
use crate::session::CurrentUser;
use crate::state::AppState;
use vitae_pdf::Paper;

const MSG_UPGRADE: Problem =
    Problem::new("upgrade_for_pdf", "Upgrade to download watermark-free PDF");

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PdfQuery {
    /// The resume's own style by default.
    template: Option<TemplateStyle>,
    /// `enhanced` by default.
    #[param(value_type = Option<ContentVersion>)]
    content: Option<String>,
    /// The resume's own paper (its design's, A4 without one) by default.
    #[param(value_type = Option<Paper>)]
    paper: Option<String>,
    /// `true` for the watermarked preview, which needs no plan.
    #[serde(default)]
    watermark: bool,
}

/// The resume as a PDF in a template.
#[utoipa::path(get, path = "/api/resume/{id}/pdf", tag = "resumes",
    params(("id" = String, Path), PdfQuery),
    responses((status = 200, content_type = "application/pdf"), (status = 401),
              (status = 402, description = "A clean PDF needs a plan"), (status = 404),
              (status = 422)))]
#[get("/resume/{id}/pdf")]
pub async fn download(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    id: web::Path<String>,
    query: web::Query<PdfQuery>,
) -> ApiResult<HttpResponse> {
    let query = query.into_inner();
    let content = downloads::content(query.content.as_deref())?;
    let paper = downloads::paper(query.paper.as_deref())?;
    let access = if query.watermark {
        Access::Owner
    } else {
        Access::Paid {
            refusal: MSG_UPGRADE,
        }
    };
    let stored = resumes::get_for_download(&state, &user.id, id.into_inner(), access).await?;
    let options = RenderOptions {
        template: query.template.unwrap_or(stored.template_style),
        content,
        paper,
        watermark: query.watermark,
    };
    let filename = downloads::file_name(&stored.resume_data.name, "pdf");
    let bytes = downloads::render(&state, &user.id, move || {
        vitae_pdf::render(&stored.resume_data, &stored.ai_enhanced_data, &options)
    })
    .await?;
    Ok(downloads::attachment("application/pdf", &filename, bytes))
}
