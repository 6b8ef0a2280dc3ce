//! Resumes: validated as a whole, their photo normalised before storing, kept under the plan's
//! cap, and read or changed only by their owner. Another user's id reads as missing, never as
//! forbidden, so ids reveal nothing.

use std::sync::Arc;

use bytes::Bytes;
use chrono::{DateTime, Utc};
use vitae_domain::photo::{Photo, PhotoError};
use vitae_domain::resume::StoredResume;
use vitae_domain::{AiEnhancedData, ResumeData, TemplateStyle, User, Violations};
use vitae_persistence::billing::{self, Unlock};
use vitae_persistence::resumes::{self, ResumeContent, UpdateOutcome};
use vitae_persistence::{now, StoreError};

use super::heavy::Lane;
use crate::error::{ApiError, ApiResult, Problem};
use crate::read_cache::ReadKey;
use crate::session::Session;
use crate::state::AppState;

pub const NOT_FOUND: Problem = Problem::new("resume_not_found", "Resume not found");
pub const MSG_CONFLICT: Problem = Problem::new(
    "resume_changed_elsewhere",
    "This resume was changed elsewhere after you opened it. \
     Reload to see the latest version; your changes here were not saved.",
);
const MSG_RESUME_CAP: Problem = Problem::new(
    "resume_limit_reached",
    "You have reached the 100 resumes a free account can keep. \
     Delete one you no longer need, or upgrade to Pro Monthly for unlimited resumes.",
);
/// Ids are UUIDs; anything much longer cannot exist and is not worth a query.
const MAX_ID_LEN: usize = 64;

/// Validates both parts of a resume and reports every problem at once, located in the body.
pub fn validate(
    resume_data: ResumeData,
    enhanced: AiEnhancedData,
    template_style: TemplateStyle,
) -> ApiResult<ResumeContent> {
    let mut problems = Violations::new();
    let enhanced_checked = enhanced.validate(&resume_data);
    let resume = resume_data
        .validate()
        .map_err(|v| problems.append(v.prefixed(&["body", "resume_data"])))
        .ok();
    if let Err(v) = enhanced_checked {
        problems.append(v.prefixed(&["body", "ai_enhanced_data"]));
    }
    match resume {
        Some(resume) if problems.is_empty() => Ok(ResumeContent {
            resume,
            enhanced,
            template_style,
        }),
        _ => Err(ApiError::Validation(problems)),
    }
}

/// Stores a new resume for the user, unless their plan's cap is reached (402).
pub async fn create(state: &AppState, user: &User, content: ResumeContent) -> ApiResult<String> {
    let content = ready_to_store(state, &user.id, content).await?;
    let (user_id, cap) = (user.id.clone(), user.resume_cap());
    state
        .db
        .run(move |conn| resumes::insert_within(conn, &user_id, content, cap, now()))
        .await?
        .ok_or_else(|| ApiError::PaymentRequired(MSG_RESUME_CAP))
}

/// Refuses (402) when the user has no room for another resume: for work that would be wasted
/// on a full account (an AI call). `create` checks again when it stores.
pub async fn ensure_room(state: &AppState, user: &User) -> ApiResult<()> {
    let Some(cap) = user.resume_cap() else {
        return Ok(());
    };
    let user_id = user.id.clone();
    let count = state
        .db
        .run(move |conn| resumes::count_for_user(conn, &user_id))
        .await?;
    if count >= cap {
        return Err(ApiError::PaymentRequired(MSG_RESUME_CAP));
    }
    Ok(())
}

/// The session user's resumes, newest first, without photos, as the JSON body to send. The
/// session is resolved in the same trip to the database as the list, the hottest read there
/// is, and the body is served from memory while the user's resumes are unchanged.
pub async fn list_body(state: &Arc<AppState>, session: Session) -> ApiResult<Bytes> {
    let state = state.clone();
    let body = session
        .read(move |conn, found| {
            let key = ReadKey::List {
                user_id: found.user.id.clone(),
            };
            state.reads.get_or_render(key, found.resumes_version, || {
                json_body(&resumes::list(conn, &found.user.id)?).map(Some)
            })
        })
        .await?;
    Ok(body.unwrap_or_default())
}

/// One of the session user's resumes, with its photo, as the JSON body to send; resolved and
/// kept like `list_body`.
pub async fn get_body(state: &Arc<AppState>, session: Session, id: String) -> ApiResult<Bytes> {
    let state = state.clone();
    // The id is checked once the session is known, so a caller without one always gets 401.
    session
        .read(move |conn, found| {
            if check_id(&id).is_err() {
                return Ok(None);
            }
            let user_id = found.user.id;
            let key = ReadKey::Resume {
                user_id: user_id.clone(),
                resume_id: id.clone(),
            };
            state.reads.get_or_render(key, found.resumes_version, || {
                resumes::get(conn, &user_id, &id)?
                    .map(|stored| json_body(&stored))
                    .transpose()
            })
        })
        .await?
        .ok_or(ApiError::NotFound(NOT_FOUND))
}

/// `value` as the JSON body to send and keep.
pub(crate) fn json_body(value: &impl serde::Serialize) -> Result<Vec<u8>, StoreError> {
    serde_json::to_vec(value).map_err(|e| StoreError::Corrupt(e.into()))
}

/// One of the user's resumes, with its photo.
pub async fn get(state: &AppState, user_id: &str, id: String) -> ApiResult<StoredResume> {
    check_id(&id)?;
    let user_id = user_id.to_owned();
    state
        .db
        .run(move |conn| resumes::get(conn, &user_id, &id))
        .await?
        .ok_or(ApiError::NotFound(NOT_FOUND))
}

/// Who may download a copy of a resume.
#[derive(Debug, Clone)]
pub enum Access {
    /// Any signed-in owner (watermarked PDFs, plain text, JSON Resume).
    Owner,
    /// The owner when entitled to a clean copy: Pro, a resume already unlocked, or one Single
    /// PDF credit spent on it now, once and for good. Anyone else gets 402 with this message.
    Paid { refusal: Problem },
}

/// The user's resume for a download, after spending a credit on it when `access` needs one;
/// the read and the spending are one unit of work.
pub async fn get_for_download(
    state: &AppState,
    user_id: &str,
    id: String,
    access: Access,
) -> ApiResult<StoredResume> {
    check_id(&id)?;
    let user_id = user_id.to_owned();
    let paid = matches!(access, Access::Paid { .. });
    let found = state
        .db
        .run(move |conn| {
            let Some(stored) = resumes::get(conn, &user_id, &id)? else {
                return Ok(None);
            };
            let unlock = if paid {
                Some(billing::unlock_resume(conn, &user_id, &id, now())?)
            } else {
                None
            };
            Ok(Some((stored, unlock)))
        })
        .await?;
    let (stored, unlock) = found.ok_or(ApiError::NotFound(NOT_FOUND))?;
    match (access, unlock) {
        (Access::Paid { refusal }, Some(Unlock::NotEntitled)) => {
            Err(ApiError::PaymentRequired(refusal))
        }
        _ => Ok(stored),
    }
}

/// Replaces a resume with the edited record, as long as it is still the version the user
/// loaded (`loaded_at`, its `updated_at` then); a newer stored one is a conflict (409).
pub async fn update(
    state: &AppState,
    user_id: &str,
    id: String,
    loaded_at: DateTime<Utc>,
    content: ResumeContent,
) -> ApiResult<StoredResume> {
    check_id(&id)?;
    let content = ready_to_store(state, user_id, content).await?;
    let user_id = user_id.to_owned();
    let outcome = state
        .db
        .run(move |conn| resumes::update(conn, &user_id, &id, loaded_at, content, now()))
        .await?;
    match outcome {
        UpdateOutcome::Updated(stored) => Ok(*stored),
        UpdateOutcome::Conflict => Err(ApiError::Conflict(MSG_CONFLICT)),
        UpdateOutcome::NotFound | UpdateOutcome::NoSuchVersion => {
            Err(ApiError::NotFound(NOT_FOUND))
        }
    }
}

/// Deletes a resume with its photo, cover letters and unlock.
pub async fn delete(state: &AppState, user_id: &str, id: String) -> ApiResult<()> {
    check_id(&id)?;
    let user_id = user_id.to_owned();
    let deleted = state
        .db
        .run(move |conn| resumes::delete(conn, &user_id, &id))
        .await?;
    if deleted {
        Ok(())
    } else {
        Err(ApiError::NotFound(NOT_FOUND))
    }
}

/// Whether the user has a resume with this id (404 otherwise).
pub async fn ensure_exists(state: &AppState, user_id: &str, id: String) -> ApiResult<()> {
    check_id(&id)?;
    let user_id = user_id.to_owned();
    let exists = state
        .db
        .run(move |conn| resumes::exists_for_user(conn, &user_id, &id))
        .await?;
    exists.then_some(()).ok_or(ApiError::NotFound(NOT_FOUND))
}

pub fn check_id(id: &str) -> ApiResult<()> {
    if id.is_empty() || id.len() > MAX_ID_LEN {
        Err(ApiError::NotFound(NOT_FOUND))
    } else {
        Ok(())
    }
}

/// The content as it is stored: its photo checked for size before decoding and re-encoded
/// (see `vitae_pdf::normalize_photo`) in the render lane, since decoding a photo costs memory
/// like a render does.
async fn ready_to_store(
    state: &AppState,
    user_id: &str,
    content: ResumeContent,
) -> ApiResult<ResumeContent> {
    let Some(data_url) = content.resume.photo() else {
        return Ok(content);
    };
    let photo = Photo::parse(data_url).map_err(photo_problem)?;
    let stored = state
        .heavy
        .run(Lane::Render, user_id, move |_| {
            vitae_pdf::normalize_photo(&photo)
        })
        .await?
        .map_err(photo_problem)?;
    Ok(ResumeContent {
        resume: content.resume.with_photo(stored),
        ..content
    })
}

fn photo_problem(e: PhotoError) -> ApiError {
    let mut v = Violations::new();
    v.push(&["body", "resume_data", "profile_photo"], e.problem());
    ApiError::Validation(v)
}
