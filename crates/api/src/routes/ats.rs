//! ATS match: score one of the user's resumes against a job description (no AI, no quota), and
//! tailor a copy of a resume to one (one AI call), reporting the score before and after.

use actix_web::{post, web, HttpResponse};
use serde::{Deserialize, Serialize};
use vitae_ats::AtsReport;
use vitae_domain::problems;
use vitae_domain::resume::{limits, StoredResume};
use vitae_domain::Violations;

use crate::error::{ApiError, ApiResult};
use crate::extract::Json;
use crate::services::{resumes, writing};
use crate::session::CurrentUser;
use crate::state::AppState;

/// Which text of the resume to score.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum ContentVersion {
    /// The writer's summary and descriptions where the resume has them, else the original.
    #[default]
    Enhanced,
    /// What the job seeker typed.
    Original,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct ScoreRequest {
    #[serde(default)]
    resume_id: String,
    #[serde(default)]
    job_description: String,
    #[serde(default)]
    content: ContentVersion,
}

/// The trimmed job description, or 422 when it is empty or longer than 20,000 characters.
fn job_description(text: &str) -> ApiResult<String> {
    let text = text.trim();
    let mut v = Violations::new();
    v.require_text(
        &["job_description"],
        text,
        limits::JOB_DESCRIPTION,
        problems::ATS_JOB_DESCRIPTION_REQUIRED,
    );
    if v.is_empty() {
        Ok(text.to_owned())
    } else {
        Err(ApiError::invalid_body(v, &[]))
    }
}

/// The report of `vitae_ats::score` for the version of the resume asked for.
fn report(resume: &StoredResume, version: ContentVersion, job_description: &str) -> AtsReport {
    let enhanced = (version == ContentVersion::Enhanced).then_some(&resume.ai_enhanced_data);
    vitae_ats::score(&resume.resume_data, enhanced, job_description)
}

/// How well one of the user's resumes covers a job description's keywords (0–100), with the
/// matched and missing keywords, structure findings and suggestions. No AI call.
#[utoipa::path(post, path = "/api/ats/score", tag = "ats", request_body = ScoreRequest,
    responses((status = 200, body = AtsReport), (status = 401), (status = 404),
              (status = 422, description = "Empty or over-long job description")))]
#[post("/ats/score")]
pub async fn score(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    body: Json<ScoreRequest>,
) -> ApiResult<web::Json<AtsReport>> {
    let body = body.into_inner();
    let jd = job_description(&body.job_description)?;
    let stored = resumes::get(&state, &user.id, body.resume_id).await?;
    Ok(web::Json(report(&stored, body.content, &jd)))
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct TailorRequest {
    #[serde(default)]
    job_description: String,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct TailorResponse {
    /// The new resume.
    id: String,
    /// Its target job title: the original's with " — tailored".
    job_title: String,
    /// The original resume's score (its enhanced content where it has some).
    score_before: u32,
    /// The copy's score.
    score_after: u32,
    provider: String,
}

/// Copies a resume and rewrites the copy for a job description: skills the posting asks for
/// first, the writer run with the posting in view. The original is left as it was. One AI call,
/// given back when the tailor fails.
#[utoipa::path(post, path = "/api/resume/{id}/tailor", tag = "ats",
    params(("id" = String, Path)), request_body = TailorRequest,
    responses((status = 201, body = TailorResponse), (status = 401),
              (status = 402, description = "Free accounts keep at most 100 resumes"),
              (status = 404), (status = 422), (status = 429, description = "AI limit reached"),
              (status = 502), (status = 504)))]
#[post("/resume/{id}/tailor")]
pub async fn tailor(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    id: web::Path<String>,
    body: Json<TailorRequest>,
) -> ApiResult<HttpResponse> {
    let jd = job_description(&body.job_description)?;
    let tailored = writing::tailor(&state, &user, id.into_inner(), &jd).await?;
    Ok(HttpResponse::Created().json(TailorResponse {
        id: tailored.id,
        job_title: tailored.job_title,
        score_before: tailored.score_before,
        score_after: tailored.score_after,
        provider: state.writer.provider().to_owned(),
    }))
}
