//! Thumbnails (PNG) of a page, drawn by the renderer (`vitae_pdf::render_thumbnail`): a
//! template's with a sample resume, for the template picker, and the first page of one of the
//! user's resumes, for its dashboard card. Both are kept in the read cache: a template's for
//! the life of the process, a resume's until the user's next write.

use std::sync::Arc;

use bytes::Bytes;
use vitae_domain::TemplateStyle;
use vitae_pdf::{render_thumbnail, sample_resume, Content, RenderOptions};

use crate::error::{ApiError, ApiResult, Problem};
use crate::read_cache::ReadKey;
use crate::services::heavy::Lane;
use crate::services::resumes::{check_id, NOT_FOUND};
use crate::session::Session;
use crate::state::AppState;
use vitae_persistence::resumes;

pub const TEMPLATE_NOT_FOUND: Problem = Problem::new("template_not_found", "Template not found");

fn options(template: TemplateStyle) -> RenderOptions {
    RenderOptions {
        template,
        content: Content::Enhanced,
        paper: None,
        watermark: false,
    }
}

/// The thumbnail of the template `id` (`modern`, `sidebar`…); 404 for any other id.
pub async fn of_template(state: &AppState, id: &str) -> ApiResult<Bytes> {
    let template = TemplateStyle::ALL
        .into_iter()
        .find(|t| t.as_str() == id)
        .ok_or(ApiError::NotFound(TEMPLATE_NOT_FOUND))?;
    let key = ReadKey::TemplateThumbnail { template };
    if let Some(png) = state.reads.get(&key, 0) {
        return Ok(png);
    }
    let png = state
        .heavy
        .run(Lane::Render, "thumbnails", move |_| {
            let (data, enhanced) = sample_resume();
            render_thumbnail(&data, &enhanced, &options(template))
        })
        .await?
        .map_err(ApiError::internal)?;
    let png = Bytes::from(png);
    state.reads.insert(key, 0, png.clone());
    Ok(png)
}

/// The first page of the user's resume `id` in its template and design, and the version of the
/// user's resumes it shows (an entity tag: it changes with the user's next write).
pub async fn of_resume(
    state: &Arc<AppState>,
    session: Session,
    id: String,
) -> ApiResult<(Bytes, i64)> {
    let kept = state.clone();
    let found = session
        .read(move |conn, found| {
            if check_id(&id).is_err() {
                return Ok(None);
            }
            let (user_id, version) = (found.user.id, found.resumes_version);
            let key = thumbnail_key(&user_id, &id);
            if let Some(png) = kept.reads.get(&key, version) {
                return Ok(Some((key, version, user_id, Ok(png))));
            }
            Ok(resumes::get(conn, &user_id, &id)?
                .map(|stored| (key, version, user_id, Err(Box::new(stored)))))
        })
        .await?;
    let (key, version, user_id, found) = found.ok_or(ApiError::NotFound(NOT_FOUND))?;
    let stored = match found {
        Ok(png) => return Ok((png, version)),
        Err(stored) => stored,
    };
    let png = state
        .heavy
        .run(Lane::Render, &user_id, move |_| {
            render_thumbnail(
                &stored.resume_data,
                &stored.ai_enhanced_data,
                &options(stored.template_style),
            )
        })
        .await?
        .map_err(ApiError::internal)?;
    let png = Bytes::from(png);
    state.reads.insert(key, version, png.clone());
    Ok((png, version))
}

fn thumbnail_key(user_id: &str, resume_id: &str) -> ReadKey {
    ReadKey::Thumbnail {
        user_id: user_id.to_owned(),
        resume_id: resume_id.to_owned(),
    }
}
