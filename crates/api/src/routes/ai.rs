//! The AI writer's endpoints: enhance a resume, write a cover letter (stored per resume), and
//! LinkedIn tips. Each takes one call from the user's AI quota; nothing is saved when the
//! writer fails.

use actix_web::{get, post, web};
use serde::{Deserialize, Serialize};
use vitae_domain::cover_letter::CoverLetterSummary;
use vitae_domain::problems;
use vitae_domain::resume::limits;
use vitae_domain::{AiEnhancedData, CoverLetter, ResumeData, Violations};

use crate::error::{ApiError, ApiResult};
use crate::extract::Json;
use crate::services::cover_letters::{self as letters, LetterRequest};
use crate::services::writing;
use crate::session::CurrentUser;
use crate::state::AppState;

const COMPANY_MAX: usize = 200;
const HEADLINE_MAX: usize = 220;

#[derive(Deserialize, utoipa::ToSchema)]
pub struct GenerateRequest {
    resume_data: ResumeData,
    /// A job posting to tailor the wording to.
    #[serde(default)]
    job_description: Option<String>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct GenerateResponse {
    success: bool,
    ai_enhanced_data: AiEnhancedData,
    /// Which writer produced it: "built-in" or "openai-compatible".
    provider: String,
}

/// Improves a resume's wording: summary, one description per work entry, ATS keywords.
#[utoipa::path(post, path = "/api/resume/generate", tag = "ai", request_body = GenerateRequest,
    responses((status = 200, body = GenerateResponse), (status = 401), (status = 422),
              (status = 429, description = "AI limit reached"), (status = 502), (status = 504)))]
#[post("/resume/generate")]
pub async fn generate(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    body: Json<GenerateRequest>,
) -> ApiResult<web::Json<GenerateResponse>> {
    let body = body.into_inner();
    let mut problems = Violations::new();
    if let Some(jd) = &body.job_description {
        problems.limit_text(&["job_description"], jd, limits::JOB_DESCRIPTION);
    }
    let resume = body
        .resume_data
        .validate()
        .map_err(|v| ApiError::invalid_body(v, &["resume_data"]))?;
    if !problems.is_empty() {
        return Err(ApiError::invalid_body(problems, &[]));
    }
    let jd = body
        .job_description
        .as_deref()
        .filter(|s| !s.trim().is_empty());
    let enhanced = writing::enhance(&state, &user, resume.as_data(), jd).await?;
    Ok(web::Json(GenerateResponse {
        success: true,
        ai_enhanced_data: enhanced,
        provider: state.writer.provider().to_owned(),
    }))
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct CoverLetterRequest {
    #[serde(default)]
    resume_id: String,
    #[serde(default)]
    company_name: String,
    #[serde(default)]
    job_description: String,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct CoverLetterResponse {
    id: String,
    letter_content: String,
    company_name: String,
    provider: String,
    created_at: chrono::DateTime<chrono::Utc>,
}

/// Writes a cover letter for one of the user's resumes and a company, and stores it.
#[utoipa::path(post, path = "/api/cover-letter/generate", tag = "ai",
    request_body = CoverLetterRequest,
    responses((status = 200, body = CoverLetterResponse), (status = 401), (status = 404),
              (status = 422), (status = 429), (status = 502), (status = 504)))]
#[post("/cover-letter/generate")]
pub async fn cover_letter(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    body: Json<CoverLetterRequest>,
) -> ApiResult<web::Json<CoverLetterResponse>> {
    let body = body.into_inner();
    let company = body.company_name.trim().to_owned();
    let job_description = body.job_description.trim().to_owned();
    let mut v = Violations::new();
    v.require_text(
        &["company_name"],
        &company,
        COMPANY_MAX,
        problems::COMPANY_NAME_REQUIRED,
    );
    v.require_text(
        &["job_description"],
        &job_description,
        limits::JOB_DESCRIPTION,
        problems::JOB_DESCRIPTION_REQUIRED,
    );
    if !v.is_empty() {
        return Err(ApiError::invalid_body(v, &[]));
    }
    let request = LetterRequest {
        resume_id: body.resume_id,
        company,
        job_description,
    };
    let saved = letters::write(&state, &user, request).await?;
    Ok(web::Json(CoverLetterResponse {
        id: saved.id,
        letter_content: saved.letter_content,
        company_name: saved.company_name,
        provider: saved.provider,
        created_at: saved.created_at,
    }))
}

/// The cover letters written for one of the user's resumes, newest first.
#[utoipa::path(get, path = "/api/resume/{id}/cover-letters", tag = "ai",
    params(("id" = String, Path)),
    responses((status = 200, body = Vec<CoverLetter>), (status = 401), (status = 404)))]
#[get("/resume/{id}/cover-letters")]
pub async fn cover_letters(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    id: web::Path<String>,
) -> ApiResult<web::Json<Vec<CoverLetter>>> {
    let letters = letters::list(&state, &user.id, id.into_inner()).await?;
    Ok(web::Json(letters))
}

/// Every cover letter of the user, newest first: which resume each was written from, for which
/// company, when (read a letter itself with its resume's list).
#[utoipa::path(get, path = "/api/cover-letters", tag = "ai", operation_id = "all_cover_letters",
    responses((status = 200, body = Vec<CoverLetterSummary>), (status = 401)))]
#[get("/cover-letters")]
pub async fn all_cover_letters(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
) -> ApiResult<web::Json<Vec<CoverLetterSummary>>> {
    Ok(web::Json(letters::all(&state, &user.id).await?))
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct TipsRequest {
    #[serde(default)]
    job_title: String,
    #[serde(default)]
    current_headline: Option<String>,
    /// Optionally, one of the user's resumes to draw skills and experience from.
    #[serde(default)]
    resume_id: Option<String>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct TipsResponse {
    headline: String,
    summary: String,
    skills: Vec<String>,
    tips: Vec<String>,
    provider: String,
}

/// LinkedIn profile advice for a target job title.
#[utoipa::path(post, path = "/api/linkedin/tips", tag = "ai", request_body = TipsRequest,
    responses((status = 200, body = TipsResponse), (status = 401), (status = 404),
              (status = 422), (status = 429), (status = 502), (status = 504)))]
#[post("/linkedin/tips")]
pub async fn linkedin_tips(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    body: Json<TipsRequest>,
) -> ApiResult<web::Json<TipsResponse>> {
    let body = body.into_inner();
    let job_title = body.job_title.trim().to_owned();
    let headline = body
        .current_headline
        .map(|h| h.trim().to_owned())
        .filter(|h| !h.is_empty());
    let mut v = Violations::new();
    v.require_text(
        &["job_title"],
        &job_title,
        200,
        problems::CURRENT_JOB_TITLE_REQUIRED,
    );
    if let Some(h) = &headline {
        v.limit_text(&["current_headline"], h, HEADLINE_MAX);
    }
    if !v.is_empty() {
        return Err(ApiError::invalid_body(v, &[]));
    }
    let tips = writing::linkedin_tips(&state, &user, job_title, headline, body.resume_id).await?;
    Ok(web::Json(TipsResponse {
        headline: tips.headline,
        summary: tips.summary,
        skills: tips.skills,
        tips: tips.tips,
        provider: state.writer.provider().to_owned(),
    }))
}
