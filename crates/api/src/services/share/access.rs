//! A protected link's password: hashed with argon2id, tried within limits per address and per
//! link, and a right one answered with an access value (the route's cookie) that any instance
//! can check and that a new password voids.

use base64::Engine;
use chrono::{DateTime, Duration, Utc};
use hmac::{Hmac, Mac};
use sha2::Sha256;
use vitae_domain::share::check_password;
use vitae_persistence::now;
use vitae_persistence::shares::{self, Attempt, AttemptLimits};

use super::visitor::{visit, Visitor};
use super::{invalid, read, LINK_NOT_FOUND};
use crate::error::{ApiError, ApiResult, Problem};
use crate::services::heavy::Lane;
use crate::state::AppState;

/// Wrong passwords from one address (on any link) within `WINDOW_MINUTES` before 429.
const PER_CLIENT: i64 = 10;
/// Wrong passwords on one link (from anywhere) within `WINDOW_MINUTES` before 429.
const PER_LINK: i64 = 50;
pub const WINDOW_MINUTES: i64 = 15;
/// How long a right password opens its link in that browser.
pub const ACCESS_HOURS: i64 = 12;

const MSG_WRONG_PASSWORD: Problem = Problem::new("wrong_password", "That password is not right.");
const MSG_TOO_MANY: Problem = Problem::new(
    "too_many_passwords",
    "Too many wrong passwords. Please wait and try again later.",
);

/// What a right password opens: the link, and the value its access cookie carries.
pub struct LinkAccess {
    pub slug: String,
    pub value: String,
}

/// Checks a password for `slug`; a right one answers the link's access value.
pub async fn access(
    state: &AppState,
    visitor: Visitor,
    slug: String,
    password: String,
) -> ApiResult<Option<LinkAccess>> {
    check_password(&password).map_err(|e| invalid("password", e.problem()))?;
    let at = now();
    let looking = visitor.uncounted();
    let found = read(state, move |conn| visit(conn, &slug, &looking, at)).await?;
    let link = found.ok_or(ApiError::NotFound(LINK_NOT_FOUND))?.link;
    let Some(hash) = link.password_hash.clone() else {
        // Nothing to open: the link has no password.
        return Ok(None);
    };
    let client = visitor.address_digest();
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
        .run(Lane::Render, &visitor.lane_key(), move |_| {
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
    Ok(Some(LinkAccess {
        slug: link.slug,
        value,
    }))
}

pub(super) fn hash_password(password: &str) -> ApiResult<String> {
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

pub(super) fn access_is_valid(
    cookie: &str,
    slug: &str,
    password_hash: &str,
    at: DateTime<Utc>,
) -> bool {
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

#[cfg(test)]
mod tests {
    use super::*;

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
}
