//! The session cookie and the `CurrentUser` extractor every signed-in route takes.

use std::future::Future;
use std::pin::Pin;

use actix_web::cookie::{time, Cookie, SameSite};
use actix_web::{dev::Payload, web, FromRequest, HttpRequest};
use vitae_auth::secret::hash_secret;
use vitae_domain::User;
use vitae_persistence::{now, sessions};

use crate::error::ApiError;
use crate::state::{AppState, Settings};

pub const SESSION_COOKIE: &str = "session_token";

/// HttpOnly, SameSite=Lax, whole site, Secure on https, lasting as long as the session.
pub fn session_cookie(token: String, settings: &Settings) -> Cookie<'static> {
    Cookie::build(SESSION_COOKIE, token)
        .http_only(true)
        .same_site(SameSite::Lax)
        .path("/")
        .secure(settings.secure_cookies())
        .max_age(time::Duration::seconds(settings.session_ttl.num_seconds()))
        .finish()
}

/// A cookie that makes the browser forget the session.
pub fn cleared_session_cookie(settings: &Settings) -> Cookie<'static> {
    let mut cookie = session_cookie(String::new(), settings);
    cookie.make_removal();
    cookie
}

/// The signed-in user; extracting it answers 401 when there is no live session.
pub struct CurrentUser(pub User);

impl FromRequest for CurrentUser {
    type Error = ApiError;
    type Future = Pin<Box<dyn Future<Output = Result<Self, ApiError>>>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let token = req.cookie(SESSION_COOKIE).map(|c| c.value().to_owned());
        let state = req.app_data::<web::Data<AppState>>().cloned();
        Box::pin(async move {
            let (Some(token), Some(state)) = (token, state) else {
                return Err(ApiError::NotAuthenticated);
            };
            let hash = hash_secret(&token);
            let ttl = state.settings.session_ttl;
            state
                .db
                .run(move |conn| sessions::session_user(conn, &hash, now(), ttl))
                .await?
                .map(CurrentUser)
                .ok_or(ApiError::NotAuthenticated)
        })
    }
}
