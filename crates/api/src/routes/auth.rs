//! Sign-in: start at the provider, finish with a single-use ticket in the URL fragment, then
//! exchange that ticket for a session cookie. The dev sign-in's form is a provider like any
//! other and ends in the same ticket. An OpenID Connect sign-in keeps its state, nonce and PKCE
//! verifier in the flow cookie between `/auth/login` and `/auth/callback`.
//!
//! A ticket only works in the browser that started the sign-in: starting one sets a random
//! secret in the short-lived browser cookie, the ticket is stored with its hash, and the
//! exchange must present the same cookie. Without this, an attacker could send a victim to
//! `/dashboard#session_id=<the attacker's ticket>` and read whatever the victim then types into
//! the attacker's account.

use std::collections::HashMap;

use actix_web::cookie::{time, Cookie, SameSite};
use actix_web::http::header;
use actix_web::middleware::from_fn;
use actix_web::{get, post, web, HttpRequest, HttpResponse};
use serde::Deserialize;
use vitae_auth::redirect::same_origin;
use vitae_auth::secret::new_secret;
use vitae_auth::{dev, AuthError, Callback, ProviderKind, SignedIn, FLOW_TTL_SECS};
use vitae_domain::error::causes;
use vitae_domain::User;
use vitae_words::Words;

use crate::embedded;
use crate::error::{ApiError, ApiResult, Problem};
use crate::extract::Json;
use crate::limits;
use crate::services::{account, sessions};
use crate::session::{
    cleared_session_cookie, language_cookie, language_of, session_cookie, session_token_hash,
    CurrentUser,
};
use crate::state::{AppState, Settings};

const MIN_TICKET_LEN: usize = 10;
const MSG_INVALID_SESSION_ID: Problem =
    Problem::new("invalid_session_id", "Invalid session ID format");
const MSG_TICKET_REFUSED: Problem = Problem::new(
    "sign_in_ticket_refused",
    "This sign-in link has expired or was already used. Please sign in again.",
);
const MSG_BAD_REDIRECT: Problem =
    Problem::new("bad_redirect", "The redirect address must be on this site");
/// Carries one sign-in's state, nonce and PKCE verifier from `/auth/login` to `/auth/callback`.
pub const FLOW_COOKIE: &str = "vitae_oidc_flow";
/// Holds the secret that binds a sign-in's ticket to the browser that started it.
pub const BROWSER_COOKIE: &str = "vitae_sign_in";
/// Where a failed provider sign-in lands: the client shows "Login failed. Please try again.".
const LOGIN_FAILED_PATH: &str = "/?login_error=1";

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct LoginQuery {
    /// Where to land after sign-in: `PUBLIC_URL/dashboard`.
    redirect: Option<String>,
}

impl LoginQuery {
    fn return_to(&self, state: &AppState) -> ApiResult<String> {
        match &self.redirect {
            None => Ok(state.settings.site_url("/dashboard")),
            Some(r) => same_origin(&state.settings.public_url, r)
                .ok_or_else(|| ApiError::BadRequest(MSG_BAD_REDIRECT)),
        }
    }
}

/// Starts a sign-in with the configured identity provider.
#[utoipa::path(get, path = "/api/auth/login", tag = "auth", params(LoginQuery),
    responses((status = 302, description = "To the identity provider"),
              (status = 400, description = "Redirect outside this site"),
              (status = 422, description = "A malformed query (a parameter given twice)")))]
#[get("/auth/login")]
pub async fn login(
    state: web::Data<AppState>,
    query: web::Query<LoginQuery>,
) -> ApiResult<HttpResponse> {
    let return_to = query.return_to(&state)?;
    let start = state
        .identity
        .authorize(&return_to)
        .await
        .map_err(|e| match e {
            AuthError::Rejected(_) => ApiError::BadRequest(MSG_BAD_REDIRECT),
            e => ApiError::internal(e),
        })?;
    let mut res = HttpResponse::Found();
    res.insert_header((header::LOCATION, start.url))
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .cookie(browser_cookie(new_secret(), &state.settings));
    if let Some(flow) = start.flow_cookie {
        res.cookie(flow_cookie(flow, &state.settings));
    }
    Ok(res.finish())
}

/// Where the identity provider sends the browser back. Any failure (denied consent, a state
/// that does not match the flow cookie, no flow cookie, a bad or expired id token) ends on the
/// landing page with `?login_error=1` and no session.
#[utoipa::path(get, path = "/api/auth/callback", tag = "auth",
    params(("code" = Option<String>, Query, description = "Authorization code"),
           ("state" = Option<String>, Query, description = "Must match the flow cookie"),
           ("error" = Option<String>, Query, description = "The provider's error, if any")),
    responses((status = 302, description = "To the redirect with `#session_id=<ticket>`, or to `/?login_error=1`"),
              (status = 404, description = "No OpenID Connect provider is configured"),
              (status = 429, description = "Too many sign-ins from this address")))]
#[get("/auth/callback", wrap = "from_fn(limits::sign_in)")]
pub async fn oidc_callback(
    state: web::Data<AppState>,
    req: HttpRequest,
) -> ApiResult<HttpResponse> {
    if state.identity.kind() != ProviderKind::Oidc {
        return Err(ApiError::NotFound(crate::error::NOT_FOUND));
    }
    let params = web::Query::<HashMap<String, String>>::from_query(req.query_string())
        .map(web::Query::into_inner)
        .unwrap_or_default();
    let callback = Callback {
        params,
        flow_cookie: req.cookie(FLOW_COOKIE).map(|c| c.value().to_owned()),
    };
    let finished = match (state.identity.complete(callback).await, browser_of(&req)) {
        (Ok(signed_in), Some(browser)) => finish_sign_in(&state, signed_in, &browser).await,
        (Ok(_), None) => Err(ApiError::BadRequest(Problem::new(
            "sign_in_not_started_here",
            "no sign-in cookie: the browser did not start this sign-in",
        ))),
        (Err(e), _) => Err(ApiError::BadRequest(Problem::with_detail(
            "sign_in_failed",
            causes(&e),
        ))),
    };
    let mut res = match finished {
        Ok(res) => res,
        Err(e) => {
            tracing::warn!(reason = %e, "OpenID Connect sign-in failed");
            let location = state
                .settings
                .public_url
                .join(LOGIN_FAILED_PATH)
                .map_err(ApiError::internal)?;
            HttpResponse::Found()
                .insert_header((header::LOCATION, location.to_string()))
                .insert_header((header::CACHE_CONTROL, "no-store"))
                .finish()
        }
    };
    // The flow is single-use: whatever happened, the browser forgets it.
    let mut cleared = flow_cookie(String::new(), &state.settings);
    cleared.make_removal();
    res.add_cookie(&cleared).map_err(ApiError::internal)?;
    Ok(res)
}

/// HttpOnly, SameSite=Lax (it must come back on the provider's top-level redirect), only sent
/// to `/api/auth`, Secure on https, gone after `FLOW_TTL_SECS`.
fn flow_cookie(value: String, settings: &Settings) -> Cookie<'static> {
    auth_cookie(FLOW_COOKIE, value, settings)
}

/// Like the flow cookie; set whenever a sign-in starts, for either kind of provider.
fn browser_cookie(value: String, settings: &Settings) -> Cookie<'static> {
    auth_cookie(BROWSER_COOKIE, value, settings)
}

fn auth_cookie(name: &'static str, value: String, settings: &Settings) -> Cookie<'static> {
    Cookie::build(name, value)
        .http_only(true)
        .same_site(SameSite::Lax)
        .path("/api/auth")
        .secure(settings.secure_cookies())
        .max_age(time::Duration::seconds(FLOW_TTL_SECS))
        .finish()
}

/// The browser secret of a started sign-in, if this request carries one.
fn browser_of(req: &HttpRequest) -> Option<String> {
    req.cookie(BROWSER_COOKIE)
        .map(|c| c.value().to_owned())
        .filter(|v| !v.is_empty())
}

/// The dev sign-in form (only when no identity provider is configured).
#[utoipa::path(get, path = "/api/auth/dev/login", tag = "auth", params(LoginQuery),
    responses((status = 200, description = "HTML form", content_type = "text/html"),
              (status = 400, description = "Redirect outside this site"),
              (status = 403, description = "Asked for a host other than localhost: the dev sign-in answers there only, unless allowed on any host"),
              (status = 404, description = "An identity provider is configured"),
              (status = 422, description = "A malformed query (a parameter given twice)")))]
#[get("/auth/dev/login")]
pub async fn dev_login_form(
    state: web::Data<AppState>,
    req: HttpRequest,
    query: web::Query<LoginQuery>,
) -> ApiResult<HttpResponse> {
    require_dev(&state, &req)?;
    let return_to = query.return_to(&state)?;
    let words = Words::new(language_of(&req));
    let mut page = html(
        actix_web::http::StatusCode::OK,
        dev::login_page(words, &return_to, "", "", &[]),
    );
    set_cookie(&mut page, browser_cookie(new_secret(), &state.settings))?;
    Ok(page)
}

/// Submits the dev sign-in form; continues like a provider callback.
#[utoipa::path(post, path = "/api/auth/dev/login", tag = "auth",
    request_body(content_type = "application/x-www-form-urlencoded", content = HashMap<String, String>),
    responses((status = 302, description = "To the redirect, with `#session_id=<ticket>`"),
              (status = 403, description = "Asked for a host other than localhost: the dev sign-in answers there only, unless allowed on any host"),
              (status = 404, description = "An identity provider is configured"),
              (status = 422, description = "The form again, with errors", content_type = "text/html"),
              (status = 429, description = "Too many sign-ins from this address")))]
#[post("/auth/dev/login", wrap = "from_fn(limits::sign_in)")]
pub async fn dev_login_submit(
    state: web::Data<AppState>,
    req: HttpRequest,
    form: web::Form<HashMap<String, String>>,
) -> ApiResult<HttpResponse> {
    require_dev(&state, &req)?;
    let params = form.into_inner();
    let field = |k: &str| params.get(k).map(String::as_str).unwrap_or("");
    let words = Words::new(language_of(&req));
    let form_again = |errors: &[String]| -> ApiResult<HttpResponse> {
        let page = dev::login_page(
            words,
            field("redirect"),
            field("name"),
            field("email"),
            errors,
        );
        let mut page = html(actix_web::http::StatusCode::UNPROCESSABLE_ENTITY, page);
        set_cookie(&mut page, browser_cookie(new_secret(), &state.settings))?;
        Ok(page)
    };
    let callback = Callback {
        params: params.clone(),
        flow_cookie: None,
    };
    match state.identity.complete(callback).await {
        Ok(signed_in) => match browser_of(&req) {
            Some(browser) => finish_sign_in(&state, signed_in, &browser).await,
            // The form was not opened in this browser, or its cookie ran out: show it again,
            // with a fresh cookie, rather than issue a ticket nobody can redeem.
            None => form_again(&[words.say("server.devSignIn.expired", &[])]),
        },
        Err(AuthError::Invalid(violations)) => {
            let errors: Vec<String> = violations
                .errors()
                .iter()
                .map(|e| words.field_error(e))
                .collect();
            form_again(&errors)
        }
        Err(AuthError::Rejected(_)) => Err(ApiError::BadRequest(MSG_BAD_REDIRECT)),
        Err(e @ AuthError::Provider(_)) => Err(ApiError::internal(e)),
    }
}

/// Records the user and sends the browser back with a single-use ticket in the fragment, which
/// never reaches server logs or `Referer` headers.
async fn finish_sign_in(
    state: &AppState,
    signed_in: SignedIn,
    browser: &str,
) -> ApiResult<HttpResponse> {
    let ticket = sessions::issue_ticket(state, signed_in.identity, browser).await?;
    let mut location = url::Url::parse(&signed_in.return_to).map_err(ApiError::internal)?;
    location.set_fragment(Some(&format!("session_id={ticket}")));
    Ok(HttpResponse::Found()
        .insert_header((header::LOCATION, location.to_string()))
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .finish())
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct SessionRequest {
    /// The ticket from the `#session_id=` fragment.
    #[serde(default)]
    session_id: String,
}

/// Exchanges a login ticket for a session cookie, in the browser that started the sign-in.
#[utoipa::path(post, path = "/api/auth/session", tag = "auth", request_body = SessionRequest,
    responses((status = 200, body = User, description = "Signed in; sets the session cookie"),
              (status = 400, description = "Invalid session ID format"),
              (status = 401, description = "Unknown, used or expired ticket, or one issued to another browser"),
              (status = 429, description = "Too many sign-ins from this address")))]
#[post("/auth/session", wrap = "from_fn(limits::sign_in)")]
pub async fn exchange_session(
    state: web::Data<AppState>,
    req: HttpRequest,
    body: Json<SessionRequest>,
) -> ApiResult<HttpResponse> {
    let ticket = body.into_inner().session_id;
    if ticket.trim().len() < MIN_TICKET_LEN {
        return Err(ApiError::BadRequest(MSG_INVALID_SESSION_ID));
    }
    let browser = browser_of(&req);
    let (token, user) = sessions::redeem_ticket(&state, ticket.trim(), browser.as_deref())
        .await?
        .ok_or_else(|| ApiError::Unauthorized(MSG_TICKET_REFUSED))?;
    let mut spent = browser_cookie(String::new(), &state.settings);
    spent.make_removal();
    let mut response = HttpResponse::Ok();
    response
        .cookie(session_cookie(token, &state.settings))
        .cookie(spent);
    // The language chosen on another device follows the account to this one.
    if let Some(language) = account::interface_language(&state, &user.id).await? {
        response.cookie(language_cookie(&language, &state.settings));
    }
    Ok(response.json(user))
}

/// The signed-in user.
#[utoipa::path(get, path = "/api/auth/me", tag = "auth",
    responses((status = 200, body = User), (status = 401, description = "Not signed in")))]
#[get("/auth/me")]
pub async fn me(CurrentUser(user): CurrentUser) -> web::Json<User> {
    web::Json(user)
}

/// Ends the session on the server and clears the cookie.
#[utoipa::path(post, path = "/api/auth/logout", tag = "auth",
    responses((status = 204, description = "Signed out")))]
#[post("/auth/logout")]
pub async fn logout(state: web::Data<AppState>, req: HttpRequest) -> ApiResult<HttpResponse> {
    if let Some(hash) = session_token_hash(&req) {
        sessions::end(&state, hash).await?;
    }
    Ok(HttpResponse::NoContent()
        .cookie(cleared_session_cookie(&state.settings))
        .finish())
}

/// Ends every session of the signed-in user, on every device, and clears this cookie.
#[utoipa::path(post, path = "/api/auth/logout-all", tag = "auth",
    responses((status = 204, description = "Every session of the user has ended"),
              (status = 401, description = "Not signed in")))]
#[post("/auth/logout-all")]
pub async fn logout_all(state: web::Data<AppState>, req: HttpRequest) -> ApiResult<HttpResponse> {
    let hash = session_token_hash(&req).ok_or(ApiError::NotAuthenticated)?;
    let ended = sessions::end_all(&state, hash).await?;
    if ended == 0 {
        return Err(ApiError::NotAuthenticated);
    }
    Ok(HttpResponse::NoContent()
        .cookie(cleared_session_cookie(&state.settings))
        .finish())
}

/// The dev sign-in's routes exist only with the dev sign-in, and answer only on this machine
/// unless the operator allowed otherwise (`embedded`).
fn require_dev(state: &AppState, req: &HttpRequest) -> ApiResult<()> {
    if state.identity.kind() != ProviderKind::Dev {
        return Err(ApiError::NotFound(crate::error::NOT_FOUND));
    }
    embedded::dev_sign_in(state, req)
}

fn set_cookie(res: &mut HttpResponse, cookie: Cookie<'_>) -> ApiResult<()> {
    res.add_cookie(&cookie).map_err(ApiError::internal)
}

fn html(status: actix_web::http::StatusCode, body: String) -> HttpResponse {
    HttpResponse::build(status)
        .content_type("text/html; charset=utf-8")
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .body(body)
}
