//! Public links: the owner creates, changes and revokes a resume's link and reads its counts;
//! anyone with the link reads the resume (JSON, PDF, card) as the link's options allow.
//!
//! - The slug is 128 random bits, URL-safe base64 (22 characters), and a slug once used is
//!   never handed out again (`dead_share_slugs`). Unknown, revoked and malformed slugs all
//!   answer the same 404.
//! - A password is stored as an argon2id hash. A right one earns an HttpOnly cookie for that
//!   link only (`Path=/api/public/{slug}`), whose value is an expiry signed with HMAC-SHA256
//!   keyed by the password's hash: any instance can check it, and changing or removing the
//!   password, or revoking the link, voids every cookie given for it.
//! - Wrong passwords are limited per client address and per link in the database (so across
//!   instances): past `PER_CLIENT` or `PER_LINK` within `WINDOW`, 429 with `Retry-After`.
//! - Views and downloads count people: each visitor once a day (`share_counts`), except the
//!   owner (their session cookie) and bots (`is_bot`); a download counts once its bytes were
//!   handed to the connection, not when it was asked for.
//! - The public JSON is kept rendered (`ReadCache`) at the owner's `resumes_version`, which
//!   every write to the resume, its photo, its unlock and its link moves.

use actix_web::cookie::{time, Cookie, SameSite};
use actix_web::http::header;
use actix_web::web::{self, Bytes};
use actix_web::HttpRequest;
use base64::Engine;
use std::sync::Arc;

use chrono::{DateTime, Duration, Utc};
use hmac::{Hmac, Mac};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use vitae_domain::problems;
use vitae_domain::resume::StoredResume;
use vitae_domain::share::{check_password, public_content};
use vitae_domain::{ResumeData, TemplateStyle, Violations};
use vitae_pdf::{Content, RenderOptions};
use vitae_persistence::shares::{
    self, Attempt, AttemptLimits, PasswordChange, PublicLink, PutOutcome, Share, ShareOptions,
};
use vitae_persistence::{now, resumes, DbConnection, StoreError};
use vitae_words::Words;

use super::heavy::Lane;
use super::resumes::{check_id, NOT_FOUND};
use crate::error::{ApiError, ApiResult, Problem};
use crate::read_cache::ReadKey;
use crate::session::session_token_hash;
use crate::share_counts::{day_of, Counted, ShareCounts, VisitorId};
use crate::state::AppState;

/// Wrong passwords from one address (on any link) within `WINDOW` before 429.
pub const PER_CLIENT: i64 = 10;
/// Wrong passwords on one link (from anywhere) within `WINDOW` before 429.
pub const PER_LINK: i64 = 50;
pub const WINDOW_MINUTES: i64 = 15;
/// How long a right password opens its link in that browser.
const ACCESS_HOURS: i64 = 12;
/// Days the owner's chart shows, today included.
pub const STATS_DAYS: i64 = 30;

pub const ACCESS_COOKIE: &str = "vitae_link_access";
const LINK_NOT_FOUND: Problem = crate::error::NOT_FOUND;
const SHARE_NOT_FOUND: Problem = Problem::new("share_not_found", "This resume has no public link");
const MSG_PASSWORD_REQUIRED: Problem = Problem::new(
    "password_required",
    "This resume is protected by a password.",
);
const MSG_WRONG_PASSWORD: Problem = Problem::new("wrong_password", "That password is not right.");
const MSG_TOO_MANY: Problem = Problem::new(
    "too_many_passwords",
    "Too many wrong passwords. Please wait and try again later.",
);

/// A link as its owner sees it (`GET`/`POST /api/resume/{id}/share`).
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct ShareView {
    /// The public page: `PUBLIC_URL/r/{slug}`.
    pub url: String,
    pub slug: String,
    /// In all, the owner's own and bots' not counted.
    pub views: i64,
    pub downloads: i64,
    pub password_protected: bool,
    pub hide_contact: bool,
    pub allow_indexing: bool,
    pub created_at: DateTime<Utc>,
}

/// What the owner asks of a link.
#[derive(Debug, Deserialize, utoipa::ToSchema)]
pub struct ShareRequest {
    /// `false` revokes the link, as `DELETE` does. Default `true`.
    #[serde(default = "yes")]
    pub enabled: bool,
    /// A new password (1 to 1024 bytes). `null` or absent keeps the link's password, if any.
    #[serde(default)]
    pub password: Option<String>,
    /// `true` removes the link's password (with no `password` in the same request).
    #[serde(default)]
    pub remove_password: bool,
    /// Leave out the email, the phone and a street address in every public form.
    #[serde(default)]
    pub hide_contact: bool,
    /// Let search engines index the page (otherwise `noindex`).
    #[serde(default)]
    pub allow_indexing: bool,
}

fn yes() -> bool {
    true
}

/// One day of the owner's chart.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct DayCount {
    /// `YYYY-MM-DD`, UTC.
    pub date: String,
    pub views: i64,
    pub downloads: i64,
}

/// A link's counts: in all, and per day for the last 30 days (oldest first, every day listed).
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct ShareStats {
    pub views: i64,
    pub downloads: i64,
    pub days: Vec<DayCount>,
}

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

/// Creates the resume's link, or changes its options keeping its slug; `None` when the request
/// revoked it (`enabled: false`).
pub async fn put(
    state: &AppState,
    user_id: &str,
    resume_id: String,
    request: ShareRequest,
) -> ApiResult<Option<ShareView>> {
    check_id(&resume_id)?;
    if !request.enabled {
        revoke(state, user_id, resume_id).await?;
        return Ok(None);
    }
    let password = match (&request.password, request.remove_password) {
        (Some(_), true) => return Err(invalid("remove_password", problems::PASSWORD_CHANGE_TWICE)),
        (Some(password), false) => {
            check_password(password).map_err(|e| invalid("password", e.problem()))?;
            let password = password.clone();
            let hash = state
                .heavy
                .run(Lane::Render, user_id, move |_| hash_password(&password))
                .await??;
            PasswordChange::Set(hash)
        }
        (None, true) => PasswordChange::Remove,
        (None, false) => PasswordChange::Keep,
    };
    let options = ShareOptions {
        password,
        hide_contact: request.hide_contact,
        allow_indexing: request.allow_indexing,
    };
    let user_id = user_id.to_owned();
    let share = state
        .db
        .run(move |conn| {
            // A fresh slug meets a used one with odds of 2^-128; try again if it ever does.
            for _ in 0..3 {
                let put = shares::put(
                    conn,
                    &user_id,
                    &resume_id,
                    &new_slug(),
                    options.clone(),
                    now(),
                )?;
                if put != PutOutcome::SlugTaken {
                    return Ok(put);
                }
            }
            Ok(PutOutcome::SlugTaken)
        })
        .await?;
    match share {
        PutOutcome::Shared(share) => Ok(Some(view(state, share).await?)),
        PutOutcome::NotFound => Err(ApiError::NotFound(NOT_FOUND)),
        PutOutcome::SlugTaken => Err(ApiError::internal("no free slug in three tries")),
    }
}

/// The resume's live link, 404 when it has none (or is not the user's).
pub async fn get(state: &AppState, user_id: &str, resume_id: String) -> ApiResult<ShareView> {
    let share = find(state, user_id, resume_id).await?;
    view(state, share).await
}

async fn find(state: &AppState, user_id: &str, resume_id: String) -> ApiResult<Share> {
    check_id(&resume_id)?;
    let user_id = user_id.to_owned();
    let found = state
        .db
        .run(move |conn| {
            if !resumes::exists_for_user(conn, &user_id, &resume_id)? {
                return Ok(Err(NOT_FOUND));
            }
            Ok(shares::for_resume(conn, &user_id, &resume_id)?.ok_or(SHARE_NOT_FOUND))
        })
        .await?;
    found.map_err(ApiError::NotFound)
}

/// Revokes the resume's link for good; 404 when it has none.
pub async fn revoke(state: &AppState, user_id: &str, resume_id: String) -> ApiResult<()> {
    let share = find(state, user_id, resume_id.clone()).await?;
    let user_id = user_id.to_owned();
    state
        .db
        .run(move |conn| shares::revoke(conn, &user_id, &resume_id))
        .await?;
    tracing::info!(slug = %share.slug, "public link revoked");
    Ok(())
}

/// The link's counts for the owner: totals and the last `STATS_DAYS` days.
pub async fn stats(state: &AppState, user_id: &str, resume_id: String) -> ApiResult<ShareStats> {
    let share = find(state, user_id, resume_id).await?;
    let today = now();
    let first = today - Duration::days(STATS_DAYS - 1);
    let counts = counts_of(state, share.slug, day_of(first)).await?;
    let days = (0..STATS_DAYS)
        .map(|i| {
            let date = day_of(first + Duration::days(i));
            let (views, downloads) = counts
                .days
                .iter()
                .find(|(day, _, _)| *day == date)
                .map_or((0, 0), |(_, v, d)| (*v, *d));
            DayCount {
                date,
                views,
                downloads,
            }
        })
        .collect();
    Ok(ShareStats {
        views: counts.views,
        downloads: counts.downloads,
        days,
    })
}

/// The link's counts, this instance's pending ones written first.
async fn counts_of(state: &AppState, slug: String, first_day: String) -> ApiResult<shares::Counts> {
    if let Err(e) = state.share_counts.flush(&state.db).await {
        tracing::warn!(error = %e, "link counts not written before a read");
    }
    Ok(state
        .db
        .run(move |conn| shares::counts(conn, &slug, &first_day))
        .await?)
}

async fn view(state: &AppState, share: Share) -> ApiResult<ShareView> {
    let counts = counts_of(state, share.slug.clone(), "9999".into()).await?;
    Ok(ShareView {
        url: state.settings.site_url(&format!("/r/{}", share.slug)),
        slug: share.slug,
        views: counts.views,
        downloads: counts.downloads,
        password_protected: share.password_protected,
        hide_contact: share.hide_contact,
        allow_indexing: share.allow_indexing,
        created_at: share.created_at,
    })
}

/// 128 random bits, URL-safe base64 without padding: 22 characters.
fn new_slug() -> String {
    let bytes: [u8; 16] = rand::random();
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes)
}

/// Whether `slug` could be one we hand out; anything else is not looked up.
fn well_formed(slug: &str) -> bool {
    slug.len() == 22
        && slug
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

fn hash_password(password: &str) -> ApiResult<String> {
    use argon2::password_hash::{rand_core::OsRng, PasswordHasher, SaltString};
    let salt = SaltString::generate(&mut OsRng);
    argon2::Argon2::default()
        .hash_password(password.as_bytes(), &salt)
        .map(|hash| hash.to_string())
        .map_err(|e| ApiError::internal(e.to_string()))
}

fn password_matches(password: &str, hash: &str) -> bool {
    use argon2::password_hash::{PasswordHash, PasswordVerifier};
    PasswordHash::new(hash).is_ok_and(|parsed| {
        argon2::Argon2::default()
            .verify_password(password.as_bytes(), &parsed)
            .is_ok()
    })
}

fn invalid(field: &str, problem: problems::Problem) -> ApiError {
    let mut v = Violations::new();
    v.push(&["body", field], problem);
    ApiError::Validation(v)
}

// ---- The public side --------------------------------------------------------------------------

/// Who is asking for a public link, as far as counting and access go.
struct Visitor {
    /// The session cookie's hash, to tell the owner's own visits apart.
    session: Option<String>,
    /// The link's access cookie, if the browser sent one.
    access: Option<String>,
    bot: bool,
    /// Who they are for counting: their address and browser, digested.
    id: VisitorId,
}

impl Visitor {
    fn of(req: &HttpRequest) -> Visitor {
        let agent = req
            .headers()
            .get(header::USER_AGENT)
            .and_then(|v| v.to_str().ok());
        let address = crate::limits::client_address(req).map(|ip| ip.to_string());
        Visitor {
            session: session_token_hash(req),
            access: req.cookie(ACCESS_COOKIE).map(|c| c.value().to_owned()),
            bot: is_bot(agent),
            id: VisitorId::of(
                address.as_deref().unwrap_or_default(),
                agent.unwrap_or_default(),
            ),
        }
    }

    /// Someone whose visits are never counted (a preview fetcher, the card, the password form).
    fn uncounted() -> Visitor {
        Visitor {
            session: None,
            access: None,
            bot: true,
            id: VisitorId::of("", ""),
        }
    }
}

/// A live link, whether this visitor may read it, and whether they are its owner.
struct Visit {
    link: PublicLink,
    open: bool,
    owner: bool,
}

/// Looks the link up with a read on this thread when SQLite has an idle connection (as the
/// owner's hottest reads do), else on the blocking pool.
async fn read<T, F>(state: &web::Data<AppState>, work: F) -> Result<T, StoreError>
where
    F: FnOnce(&mut DbConnection) -> Result<T, StoreError> + Send + 'static,
    T: Send + 'static,
{
    if let Some(mut conn) = state.db.idle_sqlite_connection() {
        return work(&mut conn);
    }
    state.db.run(work).await
}

/// The visit of a live link; 404 for anything else, all alike.
fn visit(
    conn: &mut DbConnection,
    slug: &str,
    visitor: &Visitor,
    at: DateTime<Utc>,
) -> Result<Option<Visit>, StoreError> {
    if !well_formed(slug) {
        return Ok(None);
    }
    let Some(link) = shares::find_public(conn, slug, at)? else {
        return Ok(None);
    };
    let owner = match &visitor.session {
        Some(token) => shares::session_owner(conn, token, at)?.as_deref() == Some(&link.owner_id),
        None => false,
    };
    let open = match &link.password_hash {
        None => true,
        Some(hash) => visitor
            .access
            .as_deref()
            .is_some_and(|cookie| access_is_valid(cookie, &link.slug, hash, at)),
    };
    Ok(Some(Visit { link, open, owner }))
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
    state: &web::Data<AppState>,
    req: &HttpRequest,
    slug: String,
) -> ApiResult<Served> {
    let visitor = Visitor::of(req);
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
fn cache_version(link: &PublicLink) -> i64 {
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

fn count(state: &AppState, visit: &Visit, visitor: &Visitor, what: Counted, at: DateTime<Utc>) {
    if let Some(pending) = counted(state, visit, visitor, what, at) {
        pending.record();
    }
}

/// The count `visitor`'s `what` of the link would add, if it counts at all (not the owner's,
/// not a bot's).
fn counted(
    state: &AppState,
    visit: &Visit,
    visitor: &Visitor,
    what: Counted,
    at: DateTime<Utc>,
) -> Option<PendingCount> {
    (!visit.owner && !visitor.bot).then(|| PendingCount {
        counts: state.share_counts.clone(),
        slug: visit.link.slug.clone(),
        what,
        visitor: visitor.id.clone(),
        at,
    })
}

/// A visit to count once what it asked for was served (a download, once its bytes were sent).
pub struct PendingCount {
    counts: Arc<ShareCounts>,
    slug: String,
    what: Counted,
    visitor: VisitorId,
    at: DateTime<Utc>,
}

impl PendingCount {
    pub fn record(self) {
        self.counts
            .add(&self.slug, self.what, self.visitor, self.at);
    }
}

/// The resume behind a link this visitor may read, with the link's options applied; 401
/// behind a password without its cookie, 404 for anything but a live link.
async fn readable(
    state: &web::Data<AppState>,
    req: &HttpRequest,
    slug: String,
) -> ApiResult<(Visit, Visitor, StoredResume, DateTime<Utc>)> {
    let visitor = Visitor::of(req);
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
fn as_shown(stored: &mut StoredResume, hide_contact: bool) {
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

/// The link's resume with the link's options applied, for a download, and the download's count
/// to record once the file was sent (none for the owner or a bot).
pub async fn public_download(
    state: &web::Data<AppState>,
    req: &HttpRequest,
    slug: String,
) -> ApiResult<(StoredResume, bool, Served, Option<PendingCount>)> {
    let (visit, visitor, stored, at) = readable(state, req, slug).await?;
    let pending = counted(state, &visit, &visitor, Counted::Download, at);
    Ok((
        stored,
        visit.link.clean,
        served_as(&visit.link, Bytes::new()),
        pending,
    ))
}

/// The link's card (PNG): the name and job title, or nothing personal behind a password.
/// Not counted.
pub async fn card(
    state: &web::Data<AppState>,
    req: &HttpRequest,
    slug: String,
) -> ApiResult<Served> {
    let at = now();
    let visitor = Visitor::uncounted();
    let found = read(state, move |conn| visit(conn, &slug, &visitor, at)).await?;
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
    let who = visitor_key(req);
    let png = state
        .heavy
        .run(Lane::Render, &who, move |_| vitae_pdf::render_card(&card))
        .await?
        .map_err(ApiError::internal)?;
    let body = Bytes::from(png);
    state.reads.insert(key, version, body.clone());
    Ok(served(body))
}

/// Whom a public render is queued for: the visitor's address, so one visitor's burst waits in
/// its own line (`services::heavy`).
pub fn visitor_key(req: &HttpRequest) -> String {
    match crate::limits::client_address(req) {
        Some(ip) => format!("public:{ip}"),
        None => "public:?".to_owned(),
    }
}

/// Checks a password for `slug`; a right one answers the access cookie.
pub async fn access(
    state: &web::Data<AppState>,
    req: &HttpRequest,
    slug: String,
    password: String,
) -> ApiResult<Option<Cookie<'static>>> {
    check_password(&password).map_err(|e| invalid("password", e.problem()))?;
    let at = now();
    let visitor = Visitor::uncounted();
    let found = read(state, move |conn| visit(conn, &slug, &visitor, at)).await?;
    let link = found.ok_or(ApiError::NotFound(LINK_NOT_FOUND))?.link;
    let Some(hash) = link.password_hash.clone() else {
        // Nothing to open: the link has no password.
        return Ok(None);
    };
    let client = client_digest(req);
    let limits = AttemptLimits {
        window: Duration::minutes(WINDOW_MINUTES),
        per_client: PER_CLIENT,
        per_link: PER_LINK,
    };
    let counted = link.clone();
    let attempt = state
        .db
        .run(move |conn| shares::begin_attempt(conn, &counted, &client, limits, at))
        .await?;
    let id = match attempt {
        Attempt::Refused { until } => {
            let wait = (until - now()).num_seconds().max(1);
            return Err(ApiError::TooManyRequests {
                problem: MSG_TOO_MANY,
                retry_after_secs: u64::try_from(wait).unwrap_or(1),
            });
        }
        Attempt::Counted { id } => id,
    };
    let checked = hash.clone();
    let right = state
        .heavy
        .run(Lane::Render, &visitor_key(req), move |_| {
            password_matches(&password, &checked)
        })
        .await?;
    if !right {
        return Err(ApiError::Locked(MSG_WRONG_PASSWORD));
    }
    state
        .db
        .run(move |conn| shares::forget_attempt(conn, &id))
        .await?;
    let expires = at + Duration::hours(ACCESS_HOURS);
    let value = access_value(&link.slug, &hash, expires.timestamp())?;
    Ok(Some(
        Cookie::build(ACCESS_COOKIE, value)
            .path(format!("/api/public/{}", link.slug))
            .http_only(true)
            .same_site(SameSite::Lax)
            .secure(state.settings.secure_cookies())
            .max_age(time::Duration::hours(ACCESS_HOURS))
            .finish(),
    ))
}

/// A digest of the client's address (by the proxy setting): failures keep no address.
fn client_digest(req: &HttpRequest) -> String {
    let address = crate::limits::client_address(req)
        .map(|ip| ip.to_string())
        .unwrap_or_default();
    format!("{:x}", Sha256::digest(address.as_bytes()))
}

type HmacSha256 = Hmac<Sha256>;

/// `{expiry}.{signature}`: the expiry (Unix seconds) signed for `slug` with the password's
/// hash as the key.
fn access_value(slug: &str, password_hash: &str, expires: i64) -> ApiResult<String> {
    let mut mac = mac(password_hash).ok_or_else(|| ApiError::internal("hmac key"))?;
    mac.update(format!("{slug}.{expires}").as_bytes());
    let signature =
        base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(mac.finalize().into_bytes());
    Ok(format!("{expires}.{signature}"))
}

/// HMAC-SHA256 keyed by a password hash (HMAC takes keys of any length).
fn mac(password_hash: &str) -> Option<HmacSha256> {
    <HmacSha256 as Mac>::new_from_slice(password_hash.as_bytes()).ok()
}

fn access_is_valid(cookie: &str, slug: &str, password_hash: &str, at: DateTime<Utc>) -> bool {
    let Some((expires, given)) = cookie.split_once('.') else {
        return false;
    };
    let Ok(expires) = expires.parse::<i64>() else {
        return false;
    };
    if expires <= at.timestamp() {
        return false;
    }
    let Ok(given) = base64::engine::general_purpose::URL_SAFE_NO_PAD.decode(given) else {
        return false;
    };
    let Some(mut mac) = mac(password_hash) else {
        return false;
    };
    mac.update(format!("{slug}.{expires}").as_bytes());
    mac.verify_slice(&given).is_ok()
}

/// Crawlers, link-preview fetchers and scripts: their visits are not counted. A request with
/// no `User-Agent` counts as one.
pub fn is_bot(user_agent: Option<&str>) -> bool {
    const MARKS: [&str; 30] = [
        "bot",
        "crawl",
        "spider",
        "slurp",
        "preview",
        "facebookexternalhit",
        "facebot",
        "whatsapp",
        "telegram",
        "discord",
        "slack",
        "skype",
        "embedly",
        "quora link",
        "pinterest",
        "vkshare",
        "w3c_validator",
        "headless",
        "lighthouse",
        "pingdom",
        "uptime",
        "monitor",
        "curl",
        "wget",
        "python",
        "go-http-client",
        "java/",
        "okhttp",
        "libwww",
        "httpclient",
    ];
    let Some(agent) = user_agent.map(str::trim).filter(|a| !a.is_empty()) else {
        return true;
    };
    let agent = agent.to_ascii_lowercase();
    MARKS.iter().any(|mark| agent.contains(mark))
}

/// What the server writes into `/r/{slug}`: Open Graph tags and robots in its `<head>`, and the
/// pages themselves in its body when the link has no password.
#[derive(Debug, Clone)]
pub struct LinkPage {
    pub title: String,
    pub description: String,
    /// The card's absolute address.
    pub image: String,
    /// The page's absolute address.
    pub url: String,
    pub noindex: bool,
    /// The resume's pages as its PDF prints them ([`drawn_pages`]); `None` behind a password
    /// (the access cookie is the API's alone, so the page asks for them once it is given).
    pub pages: Option<Bytes>,
}

/// The page of a live link, its own words in `words`' language; `None` for anything else. A
/// protected link's tags name no one. Not counted: the page's script counts the view when it
/// reads the link (a link preview's fetch of the page is no visit).
pub async fn page(
    state: &web::Data<AppState>,
    req: &HttpRequest,
    slug: String,
    words: Words,
) -> ApiResult<Option<LinkPage>> {
    let at = now();
    let visitor = Visitor::uncounted();
    let found = read(state, move |conn| {
        let Some(visit) = visit(conn, &slug, &visitor, at)? else {
            return Ok(None);
        };
        let link = visit.link;
        if link.password_hash.is_some() {
            return Ok(Some((link, None)));
        }
        let stored = resumes::get(conn, &link.owner_id, &link.resume_id)?;
        Ok(Some((link, stored)))
    })
    .await?;
    let Some((link, stored)) = found else {
        return Ok(None);
    };
    let url = state.settings.site_url(&format!("/r/{}", link.slug));
    let image = state
        .settings
        .site_url(&format!("/api/public/{}/card.png", link.slug));
    let protected = link.password_hash.is_some();
    let (title, description, pages) = match stored {
        Some(mut stored) if !protected => {
            as_shown(&mut stored, link.hide_contact);
            let (title, description) = page_words(&stored.resume_data, words);
            let pages = drawn_pages(state, visitor_key(req), &link, stored, words).await?;
            (title, description, Some(pages))
        }
        _ => (
            words.say("server.publicLink.protectedTitle", &[]),
            words.say("server.publicLink.protectedDescription", &[]),
            None,
        ),
    };
    Ok(Some(LinkPage {
        title,
        description,
        image,
        url,
        noindex: !link.allow_indexing || protected,
        pages,
    }))
}

/// The pages of a link this visitor may read, drawn for its web page; not counted.
pub async fn public_pages(
    state: &web::Data<AppState>,
    req: &HttpRequest,
    slug: String,
    words: Words,
) -> ApiResult<Served> {
    let (visit, _, stored, _) = readable(state, req, slug).await?;
    let body = drawn_pages(state, visitor_key(req), &visit.link, stored, words).await?;
    Ok(served_as(&visit.link, body))
}

/// The photo a link's pages draw (JPEG) and the owner's version it is of; not counted. 404
/// without a readable photo, like a link that is not there.
pub async fn public_photo(
    state: &web::Data<AppState>,
    req: &HttpRequest,
    slug: String,
) -> ApiResult<(Served, i64)> {
    let (visit, _, stored, _) = readable(state, req, slug).await?;
    // Decoding a photo stored before uploads were normalised can take a while: not on the
    // server's threads.
    let jpeg = state
        .heavy
        .run(Lane::Render, &visitor_key(req), move |_| {
            vitae_pdf::page_photo(&stored.resume_data)
        })
        .await?
        .ok_or(ApiError::NotFound(LINK_NOT_FOUND))?;
    let link = &visit.link;
    Ok((served_as(link, Bytes::from(jpeg)), link.resumes_version))
}

/// `stored` (already as the link shows it) drawn page by page as its PDF prints them,
/// watermarked unless the resume is clean; kept per owner version and language.
async fn drawn_pages(
    state: &web::Data<AppState>,
    who: String,
    link: &PublicLink,
    stored: StoredResume,
    words: Words,
) -> ApiResult<Bytes> {
    let key = ReadKey::Pages {
        slug: link.slug.clone(),
        language: words.language(),
    };
    let version = cache_version(link);
    if let Some(body) = state.reads.get(&key, version) {
        return Ok(body);
    }
    let options = RenderOptions {
        template: stored.template_style,
        content: Content::Enhanced,
        paper: None,
        watermark: !link.clean,
    };
    let label = move |page: usize, pages: usize| {
        words.say(
            "server.publicLink.page",
            &[
                ("page", page.to_string().into()),
                ("pages", pages.to_string().into()),
            ],
        )
    };
    let photo = format!("/api/public/{}/photo", link.slug);
    let svg = state
        .heavy
        .run(Lane::Render, &who, move |_| {
            vitae_pdf::render_svg_pages(
                &stored.resume_data,
                &stored.ai_enhanced_data,
                &options,
                &label,
                &photo,
            )
        })
        .await?;
    let body = Bytes::from(svg);
    state.reads.insert(key, version, body.clone());
    Ok(body)
}

/// `Name — Job title` and `Job title · Location` (or a plain line when they are empty).
fn page_words(resume: &ResumeData, words: Words) -> (String, String) {
    let untitled = || words.say("server.publicLink.untitled", &[]);
    let name = resume.name.trim();
    let job = resume.job_title.trim();
    let title = match (name.is_empty(), job.is_empty()) {
        (false, false) => format!("{name} — {job}"),
        (false, true) => name.to_owned(),
        (true, false) => job.to_owned(),
        (true, true) => untitled(),
    };
    let parts: Vec<&str> = [job, resume.location.trim()]
        .into_iter()
        .filter(|p| !p.is_empty())
        .collect();
    let description = if parts.is_empty() {
        untitled()
    } else {
        parts.join(" · ")
    };
    (title, description)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slugs_are_22_url_safe_characters_of_128_random_bits() {
        let a = new_slug();
        assert!(well_formed(&a), "{a}");
        assert_ne!(a, new_slug());
        assert!(!well_formed("short"));
        assert!(!well_formed("aaaaaaaaaaaaaaaaaaaa/a"));
    }

    #[test]
    fn an_access_cookie_opens_its_link_only_while_its_password_stands() {
        let at = now();
        let hash = hash_password("open sesame").expect("hash");
        let value = access_value("slug-a", &hash, at.timestamp() + 60).expect("value");
        assert!(access_is_valid(&value, "slug-a", &hash, at));
        assert!(
            !access_is_valid(&value, "slug-b", &hash, at),
            "another link"
        );
        let other = hash_password("open sesame").expect("hash");
        assert!(
            !access_is_valid(&value, "slug-a", &other, at),
            "a new password"
        );
        let expired = access_value("slug-a", &hash, at.timestamp() - 1).expect("value");
        assert!(!access_is_valid(&expired, "slug-a", &hash, at));
        assert!(!access_is_valid("garbage", "slug-a", &hash, at));
        assert!(password_matches("open sesame", &hash));
        assert!(!password_matches("open sesame ", &hash));
    }

    #[test]
    fn bots_and_scripts_are_told_from_browsers() {
        for agent in [
            "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
            "facebookexternalhit/1.1",
            "Slackbot-LinkExpanding 1.0",
            "WhatsApp/2.23.20.0",
            "TelegramBot (like TwitterBot)",
            "Mozilla/5.0 (compatible; Discordbot/2.0)",
            "LinkedInBot/1.0",
            "curl/8.5.0",
            "",
        ] {
            assert!(is_bot(Some(agent)), "{agent}");
        }
        assert!(is_bot(None));
        assert!(!is_bot(Some(
            "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1"
        )));
    }
}
