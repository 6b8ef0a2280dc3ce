//! Public links: the owner creates, changes and revokes a resume's link and reads its counts;
//! anyone with the link reads the resume (JSON, PDF, card, pages) as the link's options allow.
//!
//! - The slug is 128 random bits, URL-safe base64 (22 characters), and a slug once used is
//!   never handed out again (`dead_share_slugs`). Unknown, revoked and malformed slugs all
//!   answer the same 404.
//! - A password is stored as an argon2id hash. A right one earns an access value for that link
//!   only (the route sets it as a cookie), an expiry signed with HMAC-SHA256 keyed by the
//!   password's hash: any instance can check it, and changing or removing the password, or
//!   revoking the link, voids every value given for it.
//! - Wrong passwords are limited per client address and per link in the database (so across
//!   instances): past `PER_CLIENT` or `PER_LINK` within `WINDOW_MINUTES`, 429 with
//!   `Retry-After`.
//! - Views and downloads count people: each visitor once a day (`share_counts`), except the
//!   owner (their session) and bots (`is_bot`); a download counts once its bytes were handed to
//!   the connection, not when it was asked for.
//! - The public JSON is kept rendered (`ReadCache`) at the owner's `resumes_version`, which
//!   every write to the resume, its photo, its unlock and its link moves.
//!
//! One concern per module: `links` (the owner's side), `access` (passwords), `visitor` (who
//! asks and what counts), `public` (what anyone with the link reads), `page` (the `/r/{slug}`
//! page). The routes read a request into a [`Visitor`]; nothing here sees HTTP.

mod access;
mod links;
mod page;
mod public;
mod visitor;

pub use access::{access, LinkAccess, ACCESS_HOURS, WINDOW_MINUTES};
pub use links::{get, put, revoke, stats, ShareRequest, ShareStats, ShareView};
pub use page::{page, LinkPage};
pub use public::{
    card, public_download, public_json, public_pages, public_photo, PublicDownload, PublicResume,
    Served,
};
pub use visitor::Visitor;

use vitae_domain::{problems, Violations};
use vitae_persistence::{DbConnection, StoreError};

use crate::error::{ApiError, Problem};
use crate::state::AppState;

/// Unknown, revoked and malformed slugs all answer this.
const LINK_NOT_FOUND: Problem = crate::error::NOT_FOUND;

/// Whether `slug` could be one we hand out; anything else is not looked up.
fn well_formed(slug: &str) -> bool {
    slug.len() == 22
        && slug
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

fn invalid(field: &str, problem: problems::Problem) -> ApiError {
    let mut v = Violations::new();
    v.push(&["body", field], problem);
    ApiError::Validation(v)
}

/// Looks a link up with a read on this thread when SQLite has an idle connection (as the
/// owner's hottest reads do), else on the blocking pool.
async fn read<T, F>(state: &AppState, work: F) -> Result<T, StoreError>
where
    F: FnOnce(&mut DbConnection) -> Result<T, StoreError> + Send + 'static,
    T: Send + 'static,
{
    if let Some(mut conn) = state.db.idle_sqlite_connection() {
        return work(&mut conn);
    }
    state.db.run(work).await
}
