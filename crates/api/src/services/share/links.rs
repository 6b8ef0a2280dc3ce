//! The owner's side of a link: create it, change its options, revoke it, read its counts.

use base64::Engine;
use chrono::{DateTime, Duration, Utc};
use serde::{Deserialize, Serialize};
use vitae_domain::problems;
use vitae_domain::share::check_password;
use vitae_persistence::shares::{self, PasswordChange, PutOutcome, Share, ShareOptions};
use vitae_persistence::{now, resumes};

use super::access::hash_password;
use super::invalid;
use crate::error::{ApiError, ApiResult, Problem};
use crate::services::heavy::Lane;
use crate::services::resumes::{check_id, NOT_FOUND};
use crate::share_counts::day_of;
use crate::state::AppState;

/// Days the owner's chart shows, today included.
const STATS_DAYS: i64 = 30;

const SHARE_NOT_FOUND: Problem = Problem::new("share_not_found", "This resume has no public link");

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::services::share::well_formed;

    #[test]
    fn slugs_are_22_url_safe_characters_of_128_random_bits() {
        let a = new_slug();
        assert!(well_formed(&a), "{a}");
        assert_ne!(a, new_slug());
        assert!(!well_formed("short"));
        assert!(!well_formed("aaaaaaaaaaaaaaaaaaaa/a"));
    }
}
