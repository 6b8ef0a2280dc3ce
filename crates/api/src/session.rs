//! The session cookie and the `CurrentUser` extractor every signed-in route takes; the
//! interface language's cookie, set with the session.

use std::future::{ready, Future, Ready};
use std::pin::Pin;

use actix_web::body::MessageBody;
use actix_web::cookie::{time, Cookie, SameSite};
use actix_web::dev::{Payload, ServiceRequest, ServiceResponse};
use actix_web::http::header::{self, HeaderValue};
use actix_web::middleware::Next;
use actix_web::{web, FromRequest, HttpMessage, HttpRequest};
use vitae_auth::secret::hash_secret;
use vitae_domain::interface_language;
use vitae_persistence::sessions::{self, SessionUser};
use vitae_persistence::{DbConnection, StoreError};

use crate::error::ApiError;
use crate::state::{AppState, Settings};

pub const SESSION_COOKIE: &str = "session_token";
/// The name on https: the `__Host-` prefix makes browsers refuse it unless it is Secure, for
/// the whole site and without a Domain, so a sibling subdomain cannot plant or shadow it.
pub const SECURE_SESSION_COOKIE: &str = "__Host-session_token";

/// The session cookie's name on this site.
pub fn session_cookie_name(settings: &Settings) -> &'static str {
    if settings.secure_cookies() {
        SECURE_SESSION_COOKIE
    } else {
        SESSION_COOKIE
    }
}

/// HttpOnly, SameSite=Lax, whole site, Secure on https, lasting as long as the session.
pub fn session_cookie(token: String, settings: &Settings) -> Cookie<'static> {
    Cookie::build(session_cookie_name(settings), token)
        .http_only(true)
        .same_site(SameSite::Lax)
        .path("/")
        .secure(settings.secure_cookies())
        .max_age(time::Duration::seconds(settings.session_ttl.num_seconds()))
        .finish()
}

/// The visitor's interface language: their `vitae_lang` cookie, else their browser's
/// `Accept-Language`, else English.
pub fn language_of(req: &HttpRequest) -> &'static str {
    let cookie = req.cookie(interface_language::COOKIE);
    let accept = req
        .headers()
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok());
    interface_language::choose(cookie.as_ref().map(|c| c.value()), accept)
}

/// The interface language's cookie (`interface_language::COOKIE`), which the server reads to
/// pick the language of the pages it sends. Readable by the page, whose language menu sets it
/// too; kept a year.
pub fn language_cookie(language: &str, settings: &Settings) -> Cookie<'static> {
    Cookie::build(interface_language::COOKIE, language.to_owned())
        .same_site(SameSite::Lax)
        .path("/")
        .secure(settings.secure_cookies())
        .max_age(time::Duration::days(365))
        .finish()
}

/// A cookie that makes the browser forget the session.
pub fn cleared_session_cookie(settings: &Settings) -> Cookie<'static> {
    let mut cookie = session_cookie(String::new(), settings);
    cookie.make_removal();
    cookie
}

/// The session cookie, not yet looked up; extracting it answers 401 when there is none.
/// `run` resolves the user in the same blocking call as the work that needs them, so the work
/// takes one trip to the database pool instead of two; `read`, for the hottest reads, takes
/// none on SQLite (docs/performance.md).
pub struct Session {
    token_hash: String,
    state: web::Data<AppState>,
}

impl Session {
    /// Runs `work` as the session's user; 401 if the session is unknown or expired.
    pub async fn run<T, F>(self, work: F) -> Result<T, ApiError>
    where
        F: FnOnce(&mut DbConnection, SessionUser) -> Result<T, StoreError> + Send + 'static,
        T: Send + 'static,
    {
        let Session { token_hash, state } = self;
        let lifetime = state.settings.session_lifetime();
        let touches = state.session_touches.clone();
        let at = state.clock.now();
        state
            .db
            .run(move |conn| {
                let Some(found) = sessions::find_session_user(conn, &token_hash, at, lifetime)?
                else {
                    return Ok(None);
                };
                if found.touch_due && touches.claim(&token_hash) {
                    sessions::touch_session(conn, &token_hash, at, lifetime)?;
                }
                work(conn, found.session_user).map(Some)
            })
            .await?
            .ok_or(ApiError::NotAuthenticated)
    }

    /// As `run`, for a short read: on SQLite, when a connection is idle, the session lookup
    /// and `work` run on this thread rather than on the blocking pool (for reads this small the
    /// hand-off costs more than the work), and a due record of the session's use is written on
    /// the blocking pool without waiting for it. `work` must not write.
    pub async fn read<T, F>(self, work: F) -> Result<T, ApiError>
    where
        F: FnOnce(&mut DbConnection, SessionUser) -> Result<T, StoreError> + Send + 'static,
        T: Send + 'static,
    {
        let Some(mut conn) = self.state.db.idle_sqlite_connection() else {
            return self.run(work).await;
        };
        let (at, lifetime) = (
            self.state.clock.now(),
            self.state.settings.session_lifetime(),
        );
        let found = sessions::find_session_user(&mut conn, &self.token_hash, at, lifetime)?
            .ok_or(ApiError::NotAuthenticated)?;
        if found.touch_due && self.state.session_touches.claim(&self.token_hash) {
            let Session { token_hash, state } = self;
            actix_web::rt::spawn(async move {
                let touched = state
                    .db
                    .run(move |conn| sessions::touch_session(conn, &token_hash, at, lifetime))
                    .await;
                if let Err(e) = touched {
                    tracing::warn!(error = %e, "could not record a session's use");
                }
            });
        }
        Ok(work(&mut conn, found.session_user)?)
    }
}

impl FromRequest for Session {
    type Error = ApiError;
    type Future = Ready<Result<Self, ApiError>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        req.extensions_mut().insert(DependsOnSession);
        ready(
            session_token_hash(req)
                .zip(req.app_data::<web::Data<AppState>>().cloned())
                .map(|(token_hash, state)| Session { token_hash, state })
                .ok_or(ApiError::NotAuthenticated),
        )
    }
}

/// Set on a request whose answer depends on who is signed in (it took `Session` or
/// `CurrentUser`), success or 401 alike.
struct DependsOnSession;

/// Answers that depend on the session are nobody else's: no shared cache (a proxy, a CDN)
/// may keep them, the browser keeps no copy on disk, and a cache that ignores
/// `Cache-Control` still learns from `Vary` that another cookie is another answer.
pub async fn private_answers(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    let mut res = next.call(req).await?;
    if res.request().extensions().contains::<DependsOnSession>() {
        let headers = res.headers_mut();
        if !headers.contains_key(header::CACHE_CONTROL) {
            headers.insert(
                header::CACHE_CONTROL,
                HeaderValue::from_static("private, no-store"),
            );
        }
        headers.append(header::VARY, HeaderValue::from_static("Cookie"));
    }
    Ok(res)
}

/// The hash of the session cookie this request carries, under this site's cookie name.
pub fn session_token_hash(req: &HttpRequest) -> Option<String> {
    let state = req.app_data::<web::Data<AppState>>()?;
    let cookie = req.cookie(session_cookie_name(&state.settings))?;
    Some(hash_secret(cookie.value()))
}

/// The signed-in user; extracting it answers 401 when there is no live session.
pub struct CurrentUser(pub vitae_domain::User);

impl FromRequest for CurrentUser {
    type Error = ApiError;
    type Future = Pin<Box<dyn Future<Output = Result<Self, ApiError>>>>;

    fn from_request(req: &HttpRequest, payload: &mut Payload) -> Self::Future {
        let session = Session::from_request(req, payload).into_inner();
        Box::pin(async move { session?.run(|_, found| Ok(CurrentUser(found.user))).await })
    }
}

/// The sessions whose use this instance recorded in the last minute, so that requests arriving
/// together (a page's parallel reads) write the session's use once, not once each.
#[derive(Default)]
pub struct SessionTouches {
    claimed: std::sync::Mutex<std::collections::HashMap<String, std::time::Instant>>,
}

impl SessionTouches {
    /// As long as the database waits before a session's use is due again.
    const WINDOW: std::time::Duration = std::time::Duration::from_secs(60);

    /// True for the first caller for `token_hash` in a minute: that one writes the use.
    pub fn claim(&self, token_hash: &str) -> bool {
        let now = std::time::Instant::now();
        let Ok(mut claimed) = self.claimed.lock() else {
            return true;
        };
        if claimed.len() > 10_000 {
            claimed.retain(|_, at| now.duration_since(*at) < Self::WINDOW);
        }
        match claimed.get(token_hash) {
            Some(at) if now.duration_since(*at) < Self::WINDOW => false,
            _ => {
                claimed.insert(token_hash.to_owned(), now);
                true
            }
        }
    }
}

#[cfg(test)]
mod touch_tests {
    use super::SessionTouches;

    #[test]
    fn requests_arriving_together_write_the_use_once() {
        let touches = SessionTouches::default();
        assert!(touches.claim("a"));
        assert!(
            !touches.claim("a"),
            "the second request in the minute does not write"
        );
        assert!(touches.claim("b"), "another session is its own");
    }
}
