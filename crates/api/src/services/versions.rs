//! A resume's version history: the list (no content), one version with its content, and
//! restoring one (itself kept as a change, so it can be undone). Only the owner reaches any of
//! it; another user's resume or version reads as missing.

use chrono::{DateTime, Utc};
use serde::Serialize;
use vitae_domain::history;
use vitae_domain::resume::StoredResume;
use vitae_domain::{AiEnhancedData, ResumeData, TemplateStyle};
use vitae_persistence::now;
use vitae_persistence::resumes::UpdateOutcome;
use vitae_persistence::versions::{self, Version, VersionEntry};

use super::resumes::{check_id, MSG_CONFLICT, NOT_FOUND};
use crate::error::{ApiError, ApiResult, Problem};
use crate::state::AppState;

pub const VERSION_NOT_FOUND: Problem = Problem::new("version_not_found", "Version not found");

/// One version in the history list.
#[derive(Serialize, utoipa::ToSchema)]
pub struct VersionItem {
    pub version: i32,
    /// When this content was saved.
    pub saved_at: DateTime<Utc>,
    /// When a save or a restore replaced it.
    pub replaced_at: DateTime<Utc>,
    /// What the save that wrote this content changed, in words: "Summary, Work experience",
    /// "Created", "Restored version 3", "Earlier edits" (saved before history was kept).
    pub summary: String,
    /// The same as keys: `header`, `title`, `language`, `summary`, `work_experience`, …,
    /// `custom_sections`, `layout`, `photo`, `template`, `design`, `enhanced`; or `created`,
    /// `restored:<n>`; empty when not known.
    pub changes: Vec<String>,
}

impl From<VersionEntry> for VersionItem {
    fn from(entry: VersionEntry) -> Self {
        Self {
            version: entry.version,
            saved_at: entry.saved_at,
            replaced_at: entry.replaced_at,
            summary: history::describe(&entry.changes),
            changes: history::keys(&entry.changes),
        }
    }
}

/// One version with its content.
#[derive(Serialize, utoipa::ToSchema)]
pub struct VersionContent {
    #[serde(flatten)]
    pub item: VersionItem,
    /// With the photo it had.
    pub resume_data: ResumeData,
    pub ai_enhanced_data: AiEnhancedData,
    pub template_style: TemplateStyle,
}

impl From<Version> for VersionContent {
    fn from(version: Version) -> Self {
        Self {
            item: version.entry.into(),
            resume_data: version.resume_data,
            ai_enhanced_data: version.ai_enhanced_data,
            template_style: version.template_style,
        }
    }
}

/// The resume's versions, newest first.
pub async fn list(state: &AppState, user_id: &str, id: String) -> ApiResult<Vec<VersionItem>> {
    check_id(&id)?;
    let user_id = user_id.to_owned();
    let entries = state
        .db
        .run(move |conn| versions::list(conn, &user_id, &id))
        .await?
        .ok_or(ApiError::NotFound(NOT_FOUND))?;
    Ok(entries.into_iter().map(VersionItem::from).collect())
}

/// One version with its content and photo.
pub async fn get(
    state: &AppState,
    user_id: &str,
    id: String,
    version: &str,
) -> ApiResult<VersionContent> {
    check_id(&id)?;
    let version = parse_version(version)?;
    let user_id = user_id.to_owned();
    let found = state
        .db
        .run(move |conn| versions::get_version(conn, &user_id, &id, version))
        .await?
        .ok_or(ApiError::NotFound(VERSION_NOT_FOUND))?;
    Ok(found.into())
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
