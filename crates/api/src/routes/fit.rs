//! How a resume as the editor holds it (saved or not) falls on its pages: the page count the
//! editor shows and how full the last page is, and "Fit to N pages": the largest design within
//! the design's ranges that prints it on at most N pages, or how many lines it runs over.

use actix_web::{post, web};
use serde::Deserialize;
use vitae_domain::{problems, AiEnhancedData, ResumeData, TemplateStyle, Violations};
use vitae_pdf::RenderOptions;

use super::ats::ContentVersion;
use crate::error::{ApiError, ApiResult};
use crate::extract::Json;
use crate::services::pages::{self, Fit, Pages, MAX_FIT_PAGES};
use crate::services::resumes;
use crate::session::CurrentUser;
use crate::state::AppState;

/// A resume as a save sends it, saved or not, and which of its texts to lay out.
#[derive(Deserialize, utoipa::ToSchema)]
pub struct UnsavedResume {
    resume_data: ResumeData,
    #[serde(default)]
    ai_enhanced_data: AiEnhancedData,
    /// The template to lay it out in (`modern` by default).
    #[serde(default)]
    template: TemplateStyle,
    /// Which text: `enhanced` (what a download prints, the default) or `original`.
    #[serde(default)]
    content: ContentVersion,
}

/// What a layout needs of an unsaved resume, once it is checked like a save.
struct Checked {
    resume: ResumeData,
    enhanced: AiEnhancedData,
    options: RenderOptions,
}

impl UnsavedResume {
    fn check(self) -> ApiResult<Checked> {
        let checked = resumes::validate(self.resume_data, self.ai_enhanced_data, self.template)?;
        let options = RenderOptions {
            template: checked.template_style,
            content: match self.content {
                ContentVersion::Enhanced => vitae_pdf::Content::Enhanced,
                ContentVersion::Original => vitae_pdf::Content::Original,
            },
            paper: None,
            watermark: false,
        };
        Ok(Checked {
            resume: checked.resume.into_data(),
            enhanced: checked.enhanced,
            options,
        })
    }
}

/// How the resume falls on its pages as the PDF prints it: the editor shows the page count
/// and says when the last page holds only a few lines.
#[utoipa::path(post, path = "/api/resume/pages", tag = "resumes", request_body = UnsavedResume,
    responses((status = 200, body = Pages), (status = 401), (status = 413),
              (status = 422, description = "Invalid resume (a list of field problems)"),
              (status = 429)))]
#[post("/resume/pages")]
pub async fn paginate(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    body: Json<UnsavedResume>,
) -> ApiResult<web::Json<Pages>> {
    let Checked {
        resume,
        enhanced,
        options,
    } = body.into_inner().check()?;
    let paged = pages::pagination(&state, &user.id, resume, enhanced, options).await?;
    Ok(web::Json(paged))
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct FitRequest {
    #[serde(flatten)]
    resume: UnsavedResume,
    /// How many pages, 1–10.
    #[schema(minimum = 1, maximum = 10)]
    pages: u32,
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
    let FitRequest { resume, pages } = body.into_inner();
    let checked = resume.check();
    if !(1..=MAX_FIT_PAGES).contains(&pages) {
        // Both kinds of problem in one answer.
        let mut v = match checked {
            Err(ApiError::Validation(v)) => v,
            _ => Violations::new(),
        };
        let max = [("max", MAX_FIT_PAGES.to_string().into())];
        v.push_with(&["body", "pages"], problems::FIT_PAGES_RANGE, &max);
        return Err(ApiError::Validation(v));
    }
    let Checked {
        resume,
        enhanced,
        options,
    } = checked?;
    let fit = pages::fit(&state, &user.id, resume, enhanced, options, pages).await?;
    Ok(web::Json(fit))
}
