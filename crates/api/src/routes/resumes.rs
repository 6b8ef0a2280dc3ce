//! Resumes: save, list, read, update (guarded by `updated_at`) and delete, always scoped to
//! the signed-in user. Another user's id reads as 404, never 403, so ids reveal nothing.

use actix_web::{delete, get, post, put, web, HttpResponse};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use vitae_domain::photo::{Photo, PhotoError};
use vitae_domain::resume::{limits, ResumeListItem, StoredResume};
use vitae_domain::{AiEnhancedData, ResumeData, TemplateStyle, User, Violations};
use vitae_persistence::now;
use vitae_persistence::resumes::{self, ResumeContent, UpdateOutcome};

use crate::error::{ApiError, ApiResult};
use crate::session::{CurrentUser, Session};
use crate::state::AppState;

pub(crate) const NOT_FOUND: &str = "Resume not found";
const MSG_CONFLICT: &str = "This resume was changed elsewhere after you opened it. \
     Reload to see the latest version; your changes here were not saved.";
const MSG_RESUME_CAP: &str = "You have reached the 100 resumes a free account can keep. \
     Delete one you no longer need, or upgrade to Pro Monthly for unlimited resumes.";
/// Ids are UUIDs; anything much longer cannot exist and is not worth a query.
const MAX_ID_LEN: usize = 64;

#[derive(Deserialize, utoipa::ToSchema)]
pub struct SaveResume {
    resume_data: ResumeData,
    #[serde(default)]
    ai_enhanced_data: AiEnhancedData,
    #[serde(default)]
    template_style: TemplateStyle,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct UpdateResume {
    resume_data: ResumeData,
    #[serde(default)]
    ai_enhanced_data: AiEnhancedData,
    #[serde(default)]
    template_style: TemplateStyle,
    /// The `updated_at` of the record as loaded; a newer stored one means a conflict (409).
    updated_at: DateTime<Utc>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct Created {
    id: String,
}

/// Validates both parts of a resume and reports every problem at once.
pub(crate) fn content(
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

/// The content as it is stored: its photo checked for size before decoding and re-encoded
/// (see `vitae_pdf::normalize_photo`), in one of the render slots, since decoding a photo
/// costs memory like a render does.
pub(crate) async fn ready_to_store(
    state: &AppState,
    content: ResumeContent,
) -> ApiResult<ResumeContent> {
    let Some(data_url) = content.resume.photo() else {
        return Ok(content);
    };
    let photo = Photo::parse(data_url).map_err(photo_problem)?;
    let _slot = state
        .renders
        .acquire()
        .await
        .map_err(|e| ApiError::Internal(e.to_string()))?;
    let stored = web::block(move || vitae_pdf::normalize_photo(&photo))
        .await
        .map_err(|e| ApiError::Internal(e.to_string()))?
        .map_err(photo_problem)?;
    Ok(ResumeContent {
        resume: content.resume.with_photo(stored),
        ..content
    })
}

fn photo_problem(e: PhotoError) -> ApiError {
    let mut v = Violations::new();
    v.push(
        &["body", "resume_data", "profile_photo"],
        e.to_string(),
        "value_error.photo",
    );
    ApiError::Validation(v)
}

pub(crate) fn check_id(id: &str) -> ApiResult<()> {
    if id.is_empty() || id.len() > MAX_ID_LEN {
        Err(ApiError::NotFound(NOT_FOUND))
    } else {
        Ok(())
    }
}

/// Saves a new resume.
#[utoipa::path(post, path = "/api/resume/save", tag = "resumes", request_body = SaveResume,
    responses((status = 201, body = Created), (status = 401),
              (status = 402, description = "Free accounts keep at most 100 resumes"),
              (status = 413), (status = 422)))]
#[post("/resume/save")]
pub async fn save(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    body: web::Json<SaveResume>,
) -> ApiResult<HttpResponse> {
    let body = body.into_inner();
    let content = content(body.resume_data, body.ai_enhanced_data, body.template_style)?;
    let id = insert_within_cap(&state, user, content).await?;
    Ok(HttpResponse::Created().json(Created { id }))
}

/// Whether the user may keep another resume: Pro has no cap, every other plan keeps 100.
pub(crate) async fn check_room(state: &AppState, user: &User) -> ApiResult<()> {
    if user.has_pro() {
        return Ok(());
    }
    let user_id = user.id.clone();
    let count = state
        .db
        .run(move |conn| resumes::count_for_user(conn, &user_id))
        .await?;
    if count >= limits::RESUMES_WITHOUT_PRO {
        return Err(ApiError::PaymentRequired(MSG_RESUME_CAP.into()));
    }
    Ok(())
}

/// Inserts a new resume, counting and inserting in one go so that two saves at once cannot
/// both take the last place under the cap.
pub(crate) async fn insert_within_cap(
    state: &AppState,
    user: User,
    content: ResumeContent,
) -> ApiResult<String> {
    let capped = !user.has_pro();
    let content = ready_to_store(state, content).await?;
    state
        .db
        .run(move |conn| {
            if capped && resumes::count_for_user(conn, &user.id)? >= limits::RESUMES_WITHOUT_PRO {
                return Ok(None);
            }
            resumes::insert(conn, &user.id, content, now()).map(Some)
        })
        .await?
        .ok_or_else(|| ApiError::PaymentRequired(MSG_RESUME_CAP.into()))
}

/// The user's resumes, newest first, without photos.
#[utoipa::path(get, path = "/api/resume/list", tag = "resumes",
    responses((status = 200, body = Vec<ResumeListItem>), (status = 401)))]
#[get("/resume/list")]
pub async fn list(session: Session) -> ApiResult<web::Json<Vec<ResumeListItem>>> {
    let items = session
        .run(move |conn, user| resumes::list(conn, &user.id))
        .await?;
    Ok(web::Json(items))
}

/// One resume, with its photo.
#[utoipa::path(get, path = "/api/resume/{id}", tag = "resumes",
    params(("id" = String, Path)),
    responses((status = 200, body = StoredResume), (status = 401), (status = 404)))]
#[get("/resume/{id}")]
pub async fn get_one(
    session: Session,
    id: web::Path<String>,
) -> ApiResult<web::Json<StoredResume>> {
    let id = id.into_inner();
    // The id is checked once the session is known, so a caller without one always gets 401.
    session
        .run(move |conn, user| match check_id(&id) {
            Ok(()) => resumes::get(conn, &user.id, &id),
            Err(_) => Ok(None),
        })
        .await?
        .map(web::Json)
        .ok_or(ApiError::NotFound(NOT_FOUND))
}

/// Replaces a resume with the edited record; 409 if it changed since it was loaded.
#[utoipa::path(put, path = "/api/resume/{id}", tag = "resumes",
    params(("id" = String, Path)), request_body = UpdateResume,
    responses((status = 200, body = StoredResume), (status = 401), (status = 404),
              (status = 409, description = "Changed elsewhere since it was loaded"),
              (status = 422)))]
#[put("/resume/{id}")]
pub async fn update(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    id: web::Path<String>,
    body: web::Json<UpdateResume>,
) -> ApiResult<web::Json<StoredResume>> {
    let id = id.into_inner();
    check_id(&id)?;
    let body = body.into_inner();
    let loaded_at = body.updated_at;
    let content = content(body.resume_data, body.ai_enhanced_data, body.template_style)?;
    let content = ready_to_store(&state, content).await?;
    let outcome = state
        .db
        .run(move |conn| resumes::update(conn, &user.id, &id, loaded_at, content, now()))
        .await?;
    match outcome {
        UpdateOutcome::Updated(stored) => Ok(web::Json(*stored)),
        UpdateOutcome::Conflict => Err(ApiError::Conflict(MSG_CONFLICT.into())),
        UpdateOutcome::NotFound => Err(ApiError::NotFound(NOT_FOUND)),
    }
}

/// Deletes a resume and its photo.
#[utoipa::path(delete, path = "/api/resume/{id}", tag = "resumes",
    params(("id" = String, Path)),
    responses((status = 204), (status = 401), (status = 404)))]
#[delete("/resume/{id}")]
pub async fn remove(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    id: web::Path<String>,
) -> ApiResult<HttpResponse> {
    let id = id.into_inner();
    check_id(&id)?;
    let deleted = state
        .db
        .run(move |conn| resumes::delete(conn, &user.id, &id))
        .await?;
    if deleted {
        Ok(HttpResponse::NoContent().finish())
    } else {
        Err(ApiError::NotFound(NOT_FOUND))
    }
}
