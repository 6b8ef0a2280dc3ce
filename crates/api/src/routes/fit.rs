//! "Fit to N pages": the largest design within the design's ranges that prints a resume (as
//! sent, saved or not) on at most N pages, or how many lines it runs over. The editor runs the
//! same search in the browser; this is it for the API and for tests.

use actix_web::{post, web};
use serde::Deserialize;
use vitae_domain::{problems, AiEnhancedData, ResumeData, TemplateStyle, Violations};
use vitae_pdf::RenderOptions;

use super::ats::ContentVersion;
use crate::error::{ApiError, ApiResult};
use crate::extract::Json;
use crate::services::pages::{self, Fit, MAX_FIT_PAGES};
use crate::services::resumes;
use crate::session::CurrentUser;
use crate::state::AppState;

#[derive(Deserialize, utoipa::ToSchema)]
pub struct FitRequest {
    resume_data: ResumeData,
    #[serde(default)]
    ai_enhanced_data: AiEnhancedData,
    /// The template to fit in (`modern` by default).
    #[serde(default)]
    template: TemplateStyle,
    /// How many pages, 1–10.
    #[schema(minimum = 1, maximum = 10)]
    pages: u32,
    /// Which text to fit: `enhanced` (what a download prints, the default) or `original`.
    #[serde(default)]
    content: ContentVersion,
}

/// The design that fits a resume on at most `pages` pages: font size kept as large as it can be,
/// then line height, margins and the template's spacing as close to the resume's own as that
/// size allows (never larger than the resume's own). 422 `does_not_fit` with `over_lines` (lines
/// past the last page at the least settings) when nothing within the ranges fits.
#[utoipa::path(post, path = "/api/resume/fit", tag = "resumes", request_body = FitRequest,
    responses((status = 200, body = Fit), (status = 401), (status = 413),
              (status = 422, description = "Invalid resume or page count (a list of field \
                problems), or `does_not_fit`: `{\"detail\", \"code\": \"does_not_fit\", \
                \"over_lines\": N, \"pages\": N}`"),
              (status = 429)))]
#[post("/resume/fit")]
pub async fn fit(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    body: Json<FitRequest>,
) -> ApiResult<web::Json<Fit>> {
    let body = body.into_inner();
    let pages = body.pages;
    let checked = resumes::validate(body.resume_data, body.ai_enhanced_data, body.template);
    if !(1..=MAX_FIT_PAGES).contains(&pages) {
        let mut v = match checked {
            Err(ApiError::Validation(v)) => v,
            _ => Violations::new(),
        };
        let max = [("max", MAX_FIT_PAGES.to_string().into())];
        v.push_with(&["body", "pages"], problems::FIT_PAGES_RANGE, &max);
        return Err(ApiError::Validation(v));
    }
    let content = checked?;
    let options = RenderOptions {
        template: content.template_style,
        content: match body.content {
            ContentVersion::Enhanced => vitae_pdf::Content::Enhanced,
            ContentVersion::Original => vitae_pdf::Content::Original,
        },
        paper: None,
        watermark: false,
    };
    let fit = pages::fit(
        &state,
        &user.id,
        content.resume.into_data(),
        content.enhanced,
        options,
        pages,
    )
    .await?;
    Ok(web::Json(fit))
}
