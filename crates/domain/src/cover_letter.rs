//! A cover letter the writer wrote for one of the user's resumes and a company, as stored.

use chrono::{DateTime, Utc};
use serde::Serialize;

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct CoverLetter {
    pub id: String,
    pub resume_id: String,
    pub company_name: String,
    pub job_description: String,
    pub letter_content: String,
    /// Which writer wrote it: "built-in" or "openai-compatible".
    pub provider: String,
    pub created_at: DateTime<Utc>,
}

/// A letter as a list of all of them names it: which resume it was written from, for which
/// company, when. The letter and its posting are read one at a time.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct CoverLetterSummary {
    pub id: String,
    pub resume_id: String,
    pub company_name: String,
    pub created_at: DateTime<Utc>,
}
