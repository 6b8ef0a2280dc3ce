//! A resume's version history: the list (no content), one version with its content, and
//! restoring one (itself kept as a change, so it can be undone). Only the owner reaches any of
//! it; another user's resume or version reads as missing.

use chrono::{DateTime, Utc};
use vitae_domain::resume::StoredResume;
use vitae_persistence::now;
use vitae_persistence::resumes::UpdateOutcome;
use vitae_persistence::versions::{self, Version, VersionEntry};

use super::resumes::{check_id, MSG_CONFLICT, NOT_FOUND};
use crate::error::{ApiError, ApiResult, Problem};
use crate::state::AppState;

pub const VERSION_NOT_FOUND: Problem = Problem::new("version_not_found", "Version not found");

/// The resume's versions, newest first.
pub async fn list(state: &AppState, user_id: &str, id: String) -> ApiResult<Vec<VersionEntry>> {
    check_id(&id)?;
    let user_id = user_id.to_owned();
    state
        .db
        .run(move |conn| versions::list(conn, &user_id, &id))
        .await?
        .ok_or(ApiError::NotFound(NOT_FOUND))
}

/// One version with its content and photo.
pub async fn get(state: &AppState, user_id: &str, id: String, version: &str) -> ApiResult<Version> {
    check_id(&id)?;
    let version = parse_version(version)?;
    let user_id = user_id.to_owned();
    state
        .db
        .run(move |conn| versions::get_version(conn, &user_id, &id, version))
        .await?
        .ok_or(ApiError::NotFound(VERSION_NOT_FOUND))
}

/// Makes `version` the resume's content again, if the resume is still as the client loaded it
/// (`loaded_at`); the content it replaces becomes the newest version.
pub async fn restore(
    state: &AppState,
    user_id: &str,
    id: String,
    version: &str,
    loaded_at: DateTime<Utc>,
) -> ApiResult<StoredResume> {
    check_id(&id)?;
    let version = parse_version(version)?;
    let user_id = user_id.to_owned();
    let outcome = state
        .db
        .run(move |conn| versions::restore(conn, &user_id, &id, version, loaded_at, now()))
        .await?;
    match outcome {
        UpdateOutcome::Updated(stored) => Ok(*stored),
        UpdateOutcome::Conflict => Err(ApiError::Conflict(MSG_CONFLICT)),
        UpdateOutcome::NotFound => Err(ApiError::NotFound(NOT_FOUND)),
        UpdateOutcome::NoSuchVersion => Err(ApiError::NotFound(VERSION_NOT_FOUND)),
    }
}

/// Version numbers are positive; anything else names no version.
fn parse_version(version: &str) -> ApiResult<i32> {
    version
        .parse::<i32>()
        .ok()
        .filter(|v| *v > 0)
        .ok_or(ApiError::NotFound(VERSION_NOT_FOUND))
}
