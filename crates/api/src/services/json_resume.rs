//! JSON Resume (jsonresume.org, schema v1.0.0): any resume of the user's as a document, and a
//! document as a new resume (docs/interchange.md). Both are free: it is the job seeker's own data.

use serde_json::Value;
use vitae_domain::json_resume::{self, JsonResume};
use vitae_domain::{AiEnhancedData, User};
use vitae_persistence::resumes::ResumeContent;

use super::resumes::{self, Access};
use crate::error::{ApiError, ApiResult};
use crate::state::AppState;

/// A resume of the user's as a JSON Resume document (what the user typed, not the AI-enhanced
/// text), with the name it belongs to, for the file's name.
pub async fn export(
    state: &AppState,
    user_id: &str,
    id: String,
) -> ApiResult<(String, JsonResume)> {
    let stored = resumes::get_for_download(state, user_id, id, Access::Owner).await?;
    let document = json_resume::export(&stored);
    Ok((stored.resume_data.name, document))
}

/// A resume made from a document, stored.
pub struct Imported {
    pub id: String,
    /// The kinds of value the document held that Vitae has no field for.
    pub dropped: Vec<String>,
}

/// Stores a new resume made from a JSON Resume document, within the user's resume cap. Each
/// problem with the document is located in it (`["body", "work", "2", "startDate"]`), and
/// nothing is stored then.
pub async fn import(state: &AppState, user: &User, document: &Value) -> ApiResult<Imported> {
    let imported = json_resume::import(document).map_err(|v| ApiError::invalid_body(v, &[]))?;
    let content = ResumeContent {
        resume: imported.resume,
        enhanced: AiEnhancedData::default(),
        template_style: imported.template_style,
    };
    let id = resumes::create(state, user, content).await?;
    Ok(Imported {
        id,
        dropped: imported.dropped,
    })
}
