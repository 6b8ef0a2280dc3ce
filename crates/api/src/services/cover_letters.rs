//! Cover letters: written by the AI writer for one of the user's resumes under their AI quota,
//! then stored with it. Nothing is stored when the writer fails.

use vitae_domain::cover_letter::CoverLetterSummary;
use vitae_domain::{CoverLetter, User};
use vitae_persistence::ai::{self, NewCoverLetter};
use vitae_persistence::now;

use super::ai_quota::with_quota;
use super::resumes::{self, NOT_FOUND};
use crate::error::{ApiError, ApiResult};
use crate::state::AppState;

/// A checked request: company and posting trimmed and within their limits.
pub struct LetterRequest {
    pub resume_id: String,
    pub company: String,
    pub job_description: String,
}

/// Writes the letter (one AI call) and stores it with its resume.
pub async fn write(
    state: &AppState,
    user: &User,
    request: LetterRequest,
) -> ApiResult<CoverLetter> {
    let LetterRequest {
        resume_id,
        company,
        job_description,
    } = request;
    let resume = resumes::get(state, &user.id, resume_id).await?;
    let mut letter = with_quota(
        state,
        user,
        state
            .writer
            .cover_letter(&resume.resume_data, &company, &job_description),
    )
    .await?;
    // A model may answer with characters no document can hold.
    vitae_domain::text::strip_forbidden_in(&mut letter);
    let provider = state.writer.provider().to_owned();
    let user_id = user.id.clone();
    state
        .db
        .run(move |conn| {
            let new = NewCoverLetter {
                resume_id: &resume.id,
                user_id: &user_id,
                company_name: &company,
                job_description: &job_description,
                letter_content: &letter,
                provider: &provider,
            };
            ai::insert_cover_letter(conn, &new, now())
        })
        .await?
        // The resume was deleted while the writer was at work.
        .ok_or(ApiError::NotFound(NOT_FOUND))
}

/// Every letter of the user, newest first (the application's letter select).
pub async fn all(state: &AppState, user_id: &str) -> ApiResult<Vec<CoverLetterSummary>> {
    let user_id = user_id.to_owned();
    Ok(state
        .db
        .run(move |conn| ai::cover_letter_summaries(conn, &user_id))
        .await?)
}

/// The letters written for one of the user's resumes, newest first.
pub async fn list(
    state: &AppState,
    user_id: &str,
    resume_id: String,
) -> ApiResult<Vec<CoverLetter>> {
    resumes::ensure_exists(state, user_id, resume_id.clone()).await?;
    let user_id = user_id.to_owned();
    Ok(state
        .db
        .run(move |conn| ai::list_cover_letters(conn, &user_id, &resume_id))
        .await?)
}
