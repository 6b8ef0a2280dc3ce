//! A resume's version history, for its owner: list, view one, restore one
//! (`services::versions`).

use actix_web::{get, post, web};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use vitae_domain::history;
use vitae_domain::resume::StoredResume;
use vitae_domain::{AiEnhancedData, ResumeData, TemplateStyle};
use vitae_persistence::versions::{Version, VersionEntry};

use crate::error::ApiResult;
use crate::extract::Json;
use crate::services::versions;
use crate::session::CurrentUser;
use crate::state::AppState;

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

#[derive(Deserialize, utoipa::ToSchema)]
pub struct RestoreVersion {
    /// The `updated_at` of the resume as loaded; a newer stored one means a conflict (409).
    updated_at: DateTime<Utc>,
}

/// The resume's earlier versions, newest first, without their content.
#[utoipa::path(get, path = "/api/resume/{id}/versions", tag = "resumes",
    params(("id" = String, Path)),
    responses((status = 200, body = Vec<VersionItem>), (status = 401), (status = 404)))]
#[get("/resume/{id}/versions")]
pub async fn list(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    id: web::Path<String>,
) -> ApiResult<web::Json<Vec<VersionItem>>> {
    let entries = versions::list(&state, &user.id, id.into_inner()).await?;
    Ok(web::Json(
        entries.into_iter().map(VersionItem::from).collect(),
    ))
}

/// One earlier version with its content and photo.
#[utoipa::path(get, path = "/api/resume/{id}/versions/{version}", tag = "resumes",
    params(("id" = String, Path), ("version" = String, Path)),
    responses((status = 200, body = VersionContent), (status = 401), (status = 404)))]
#[get("/resume/{id}/versions/{version}")]
pub async fn get_one(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    path: web::Path<(String, String)>,
) -> ApiResult<web::Json<VersionContent>> {
    let (id, version) = path.into_inner();
    let found = versions::get(&state, &user.id, id, &version).await?;
    Ok(web::Json(found.into()))
}

/// Makes an earlier version the resume's content again; the content it replaces becomes the
/// newest version, so a restore can be undone.
#[utoipa::path(post, path = "/api/resume/{id}/versions/{version}/restore", tag = "resumes",
    params(("id" = String, Path), ("version" = String, Path)), request_body = RestoreVersion,
    responses((status = 200, body = StoredResume), (status = 401), (status = 404),
              (status = 409, description = "Changed elsewhere since it was loaded"),
              (status = 422, description = "A body that is not `{\"updated_at\": …}`, with the field's location")))]
#[post("/resume/{id}/versions/{version}/restore")]
pub async fn restore(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    path: web::Path<(String, String)>,
    body: Json<RestoreVersion>,
) -> ApiResult<web::Json<StoredResume>> {
    let (id, version) = path.into_inner();
    let restored = versions::restore(&state, &user.id, id, &version, body.updated_at).await?;
    Ok(web::Json(restored))
}
