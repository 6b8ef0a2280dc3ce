//! What anyone with a link reads, with no sign-in: the resume as JSON (counted as a view), its
//! PDF (counted once sent), its card, and the photo its pages draw.

use std::sync::Arc;

use bytes::Bytes;
use chrono::{DateTime, Utc};
use serde::Serialize;
use vitae_domain::resume::StoredResume;
use vitae_domain::share::public_content;
use vitae_domain::{ResumeData, TemplateStyle};
use vitae_persistence::shares::PublicLink;
use vitae_persistence::{now, resumes, DbConnection, StoreError};
use vitae_words::Words;

use super::page::drawn_pages;
use super::visitor::{count, counted, visit, PendingCount, Visit, Visitor};
use super::{read, LINK_NOT_FOUND};
use crate::error::{ApiError, ApiResult, Problem};
use crate::read_cache::ReadKey;
use crate::services::heavy::Lane;
use crate::share_counts::Counted;
use crate::state::AppState;

const MSG_PASSWORD_REQUIRED: Problem = Problem::new(
    "password_required",
    "This resume is protected by a password.",
);

/// The resume as its public link shows it (`GET /api/public/{slug}`): what its PDF prints,
/// nothing more.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct PublicResume {
    pub slug: String,
    /// The printed words: each AI-enhanced text that prints in place of its original, hidden
    /// sections left out; with its photo; without email, phone and street address when
    /// `hide_contact` is set.
    pub resume_data: ResumeData,
    pub template_style: TemplateStyle,
    /// Shown without the watermark: the resume was unlocked, or its owner has Pro (as for the
    /// owner's own clean download).
    pub unlocked: bool,
    pub hide_contact: bool,
    pub updated_at: DateTime<Utc>,
}

/// What the public answers say about the link besides their body.
pub struct Served {
    pub body: Bytes,
    /// `X-Robots-Tag: noindex` unless the owner allowed indexing.
    pub noindex: bool,
    /// A protected link's answers are for this browser only.
    pub private: bool,
}

/// The public JSON of `slug`, counted as a view.
pub async fn public_json(
    state: &Arc<AppState>,
    visitor: Visitor,
    slug: String,
) -> ApiResult<Served> {
    let at = now();
    let kept = state.clone();
    let found = read(state, move |conn| {
        let Some(visit) = visit(conn, &slug, &visitor, at)? else {
            return Ok(None);
        };
        if !visit.open {
            return Ok(Some((visit, None, visitor)));
        }
        let link = &visit.link;
        let key = ReadKey::Public {
            slug: link.slug.clone(),
        };
        let body = kept
            .reads
            .get_or_render(key, cache_version(link), || render_public(conn, link))?;
        Ok(Some((visit, body, visitor)))
    })
    .await?;
    let (visit, body, visitor) = found.ok_or(ApiError::NotFound(LINK_NOT_FOUND))?;
    if !visit.open {
        return Err(locked());
    }
    let body = body.ok_or(ApiError::NotFound(LINK_NOT_FOUND))?;
    count(state, &visit, &visitor, Counted::View, at);
    Ok(served_as(&visit.link, body))
}

/// A body is kept per owner version, and per whether it is clean: Pro can end by the clock
/// alone, with no write to move the version.
pub(super) fn cache_version(link: &PublicLink) -> i64 {
    link.resumes_version * 2 + i64::from(link.clean)
}

fn render_public(
    conn: &mut DbConnection,
    link: &PublicLink,
) -> Result<Option<Vec<u8>>, StoreError> {
    let Some(mut stored) = resumes::get(conn, &link.owner_id, &link.resume_id)? else {
        return Ok(None);
    };
    as_shown(&mut stored, link.hide_contact);
    let public = PublicResume {
        slug: link.slug.clone(),
        resume_data: stored.resume_data,
        template_style: stored.template_style,
        unlocked: link.clean,
        hide_contact: link.hide_contact,
        updated_at: stored.updated_at,
    };
    serde_json::to_vec(&public)
        .map(Some)
        .map_err(|e| StoreError::Corrupt(e.into()))
}

fn locked() -> ApiError {
    ApiError::Locked(MSG_PASSWORD_REQUIRED)
}

/// The resume behind a link this visitor may read, with the link's options applied; 401
/// behind a password without its cookie, 404 for anything but a live link.
async fn readable(
    state: &AppState,
    visitor: Visitor,
    slug: String,
) -> ApiResult<(Visit, Visitor, StoredResume, DateTime<Utc>)> {
    let at = now();
    let found = read(state, move |conn| {
        let Some(visit) = visit(conn, &slug, &visitor, at)? else {
            return Ok(None);
        };
        if !visit.open {
            return Ok(Some((visit, None, visitor)));
        }
        let stored = resumes::get(conn, &visit.link.owner_id, &visit.link.resume_id)?;
        Ok(Some((visit, stored, visitor)))
    })
    .await?;
    let (visit, stored, visitor) = found.ok_or(ApiError::NotFound(LINK_NOT_FOUND))?;
    if !visit.open {
        return Err(locked());
    }
    let mut stored = stored.ok_or(ApiError::NotFound(LINK_NOT_FOUND))?;
    as_shown(&mut stored, visit.link.hide_contact);
    Ok((visit, visitor, stored, at))
}

/// `stored` reduced to what its link shows (`public_content`): every public answer (JSON, PDF,
/// pages, photo, card) is made from this alone.
pub(super) fn as_shown(stored: &mut StoredResume, hide_contact: bool) {
    let enhanced = std::mem::take(&mut stored.ai_enhanced_data);
    stored.resume_data = public_content(&stored.resume_data, &enhanced, hide_contact);
}

/// What a public answer of `link` may be: indexed unless refused or protected; a protected
/// link's is this browser's alone.
fn served_as(link: &PublicLink, body: Bytes) -> Served {
    Served {
        body,
        noindex: !link.allow_indexing || link.password_hash.is_some(),
        private: link.password_hash.is_some(),
    }
}

/// A download of a link's resume: the resume with the link's options applied, whether it prints
/// clean, the answer's headers, and the count to record once the file was sent (none for the
/// owner or a bot).
pub struct PublicDownload {
    pub stored: StoredResume,
    pub clean: bool,
    pub served: Served,
    pub pending: Option<PendingCount>,
}

/// The link's resume for a download, counted once sent.
pub async fn public_download(
    state: &AppState,
    visitor: Visitor,
    slug: String,
) -> ApiResult<PublicDownload> {
    let (visit, visitor, stored, at) = readable(state, visitor, slug).await?;
    let pending = counted(state, &visit, &visitor, Counted::Download, at);
    Ok(PublicDownload {
        stored,
        clean: visit.link.clean,
        served: served_as(&visit.link, Bytes::new()),
        pending,
    })
}

/// The link's card (PNG): the name and job title, or nothing personal behind a password.
/// Not counted.
pub async fn card(state: &AppState, visitor: Visitor, slug: String) -> ApiResult<Served> {
    let at = now();
    let looking = visitor.uncounted();
    let found = read(state, move |conn| visit(conn, &slug, &looking, at)).await?;
    let visit = found.ok_or(ApiError::NotFound(LINK_NOT_FOUND))?;
    let link = &visit.link;
    let protected = link.password_hash.is_some();
    // One card serves every protected link: it names no one.
    let key = ReadKey::Card {
        slug: if protected {
            String::new()
        } else {
            link.slug.clone()
        },
    };
    let version = if protected { 0 } else { cache_version(link) };
    let served = |body| Served {
        body,
        noindex: !link.allow_indexing || protected,
        private: false,
    };
    if let Some(body) = state.reads.get(&key, version) {
        return Ok(served(body));
    }
    let card = if protected {
        vitae_pdf::Card::protected()
    } else {
        let (owner, resume) = (link.owner_id.clone(), link.resume_id.clone());
        let stored = state
            .db
            .run(move |conn| resumes::get(conn, &owner, &resume))
            .await?
            .ok_or(ApiError::NotFound(LINK_NOT_FOUND))?;
        vitae_pdf::Card::of_resume(&stored.resume_data, stored.template_style)
    };
    let who = visitor.lane_key();
    let png = state
        .heavy
        .run(Lane::Render, &who, move |_| vitae_pdf::render_card(&card))
        .await?
        .map_err(ApiError::internal)?;
    let body = Bytes::from(png);
    state.reads.insert(key, version, body.clone());
    Ok(served(body))
}

/// The pages of a link this visitor may read, drawn for its web page; not counted.
pub async fn public_pages(
    state: &AppState,
    visitor: Visitor,
    slug: String,
    words: Words,
) -> ApiResult<Served> {
    let who = visitor.lane_key();
    let (visit, _, stored, _) = readable(state, visitor, slug).await?;
    let body = drawn_pages(state, who, &visit.link, stored, words).await?;
    Ok(served_as(&visit.link, body))
}

/// The photo a link's pages draw (JPEG) and the owner's version it is of; not counted. 404
/// without a readable photo, like a link that is not there.
pub async fn public_photo(
    state: &AppState,
    visitor: Visitor,
    slug: String,
) -> ApiResult<(Served, i64)> {
    let who = visitor.lane_key();
    let (visit, _, stored, _) = readable(state, visitor, slug).await?;
    // Decoding a photo stored before uploads were normalised can take a while: not on the
    // server's threads.
    let jpeg = state
        .heavy
        .run(Lane::Render, &who, move |_| {
            vitae_pdf::page_photo(&stored.resume_data)
        })
        .await?
        .ok_or(ApiError::NotFound(LINK_NOT_FOUND))?;
    let link = &visit.link;
    Ok((served_as(link, Bytes::from(jpeg)), link.resumes_version))
}
