//! The account as a whole: everything stored about the user as one download, and deleting all
//! of it (`services::account`).

use actix_web::{delete, get, post, put, web, HttpRequest, HttpResponse};
use serde::Deserialize;
use tokio::io::AsyncReadExt;
use vitae_words::{card_page, escape_html, Words};

use crate::error::{ApiError, ApiResult};
use crate::extract::Json;
use crate::routes::downloads::attachment_of;
use crate::services::account::{self, AccountSettings, AccountSettingsChange};
use crate::session::{cleared_session_cookie, language_cookie, language_of, CurrentUser};
use crate::state::AppState;

/// Everything Vitae stores about the signed-in user, as a JSON file download, sent as it is
/// read from its spool file.
#[utoipa::path(get, path = "/api/account/export", tag = "account",
    responses((status = 200, description = "One JSON document: the user, resumes with photos, cover letters, payments, support requests and job applications", content_type = "application/json"),
              (status = 401),
              (status = 429, description = "Other exports are being prepared on this server; `Retry-After` says when to try again")))]
#[get("/account/export")]
pub async fn export(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
) -> ApiResult<HttpResponse> {
    let (spooled, exported_at, slot) = account::export(&state, &user.id).await?;
    let size = spooled.metadata().map_err(ApiError::internal)?.len();
    let name = format!("vitae-account-{}.json", exported_at.format("%Y-%m-%d"));
    let file = tokio::fs::File::from_std(spooled);
    // The slot goes with the file: held until the last chunk is read, or the client goes.
    let chunks = futures_util::stream::unfold((file, slot), |(mut file, slot)| async move {
        let mut chunk = vec![0; CHUNK];
        match file.read(&mut chunk).await {
            Ok(0) => None,
            Ok(n) => {
                chunk.truncate(n);
                Some((Ok(web::Bytes::from(chunk)), (file, slot)))
            }
            Err(e) => Some((Err(e), (file, slot))),
        }
    });
    Ok(attachment_of("application/json", &name)
        .no_chunking(size)
        .streaming(chunks))
}

/// What the export sends at a time from its spool file.
const CHUNK: usize = 64 * 1024;

#[derive(Deserialize, utoipa::ToSchema)]
pub struct DeleteAccount {
    /// The account's email, typed by the user to confirm.
    email: String,
}

/// Deletes the signed-in user's account and everything in it, after cancelling a live
/// subscription at the payment provider; answers once all of it is done.
#[utoipa::path(delete, path = "/api/account", tag = "account", request_body = DeleteAccount,
    responses((status = 204, description = "Deleted; the session cookie is cleared"),
              (status = 401), (status = 422, description = "The email is not the account's"),
              (status = 502, description = "The payment provider failed; nothing was deleted"),
              (status = 504, description = "The payment provider timed out; nothing was deleted")))]
#[delete("/account")]
pub async fn remove(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    body: Json<DeleteAccount>,
) -> ApiResult<HttpResponse> {
    account::delete(&state, &user, &body.email).await?;
    Ok(HttpResponse::NoContent()
        .cookie(cleared_session_cookie(&state.settings))
        .finish())
}

/// The account's settings: whether the daily mail of next steps due is on, and the interface
/// language chosen.
#[utoipa::path(get, path = "/api/account/settings", tag = "account",
    responses((status = 200, body = AccountSettings), (status = 401)))]
#[get("/account/settings")]
pub async fn settings(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
) -> ApiResult<web::Json<AccountSettings>> {
    Ok(web::Json(account::settings(&state, &user.id).await?))
}

/// Changes the settings sent (an absent one is kept); answers them as they now are. A language
/// is also set in the `vitae_lang` cookie, so the pages come in it from the next load.
#[utoipa::path(put, path = "/api/account/settings", tag = "account",
    request_body = AccountSettingsChange,
    responses((status = 200, body = AccountSettings), (status = 401),
              (status = 422, description = "A language the interface does not speak, or an unknown field")))]
#[put("/account/settings")]
pub async fn set_settings(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    body: Json<AccountSettingsChange>,
) -> ApiResult<HttpResponse> {
    let change = body.into_inner();
    let chose_language = change.language.is_some();
    let now = account::set_settings(&state, &user.id, change).await?;
    let mut response = HttpResponse::Ok();
    if let Some(language) = now.language.as_deref().filter(|_| chose_language) {
        response.cookie(language_cookie(language, &state.settings));
    }
    Ok(response.json(now))
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct UnsubscribeQuery {
    /// The key the mail's link carries.
    token: String,
}

/// The daily mail's one-click unsubscribe link: no sign-in, the random key in the link names
/// the account.
#[utoipa::path(get, path = "/api/account/digest/unsubscribe", tag = "account",
    params(UnsubscribeQuery),
    responses((status = 200, description = "A short page saying the mail is off", content_type = "text/html"),
              (status = 404, description = "No account has this key (the mail may be off already)"),
              (status = 422, description = "No `token`")))]
#[get("/account/digest/unsubscribe")]
pub async fn unsubscribe(
    state: web::Data<AppState>,
    req: HttpRequest,
    query: web::Query<UnsubscribeQuery>,
) -> ApiResult<HttpResponse> {
    unsubscribed(&state, &req, &query.token).await
}

/// The same link posted by a mail client's own unsubscribe button (RFC 8058 one-click: the
/// body is `List-Unsubscribe=One-Click`, and is not needed to act).
#[utoipa::path(post, path = "/api/account/digest/unsubscribe", tag = "account",
    params(UnsubscribeQuery),
    responses((status = 200, description = "A short page saying the mail is off", content_type = "text/html"),
              (status = 404, description = "No account has this key (the mail may be off already)"),
              (status = 422, description = "No `token`")))]
#[post("/account/digest/unsubscribe")]
pub async fn unsubscribe_one_click(
    state: web::Data<AppState>,
    req: HttpRequest,
    query: web::Query<UnsubscribeQuery>,
) -> ApiResult<HttpResponse> {
    unsubscribed(&state, &req, &query.token).await
}

async fn unsubscribed(state: &AppState, req: &HttpRequest, key: &str) -> ApiResult<HttpResponse> {
    let chosen = account::unsubscribe(state, key).await?;
    // The account's language, else this browser's: a mail client may open the link anywhere.
    let words = Words::new(chosen.as_deref().unwrap_or(language_of(req)));
    Ok(HttpResponse::Ok()
        .content_type("text/html; charset=utf-8")
        .insert_header((actix_web::http::header::CACHE_CONTROL, "no-store"))
        .body(unsubscribed_page(words)))
}

/// A short page saying the mail is off, in `words`' language, on the server pages' shared card.
fn unsubscribed_page(words: Words) -> String {
    let say = |key: &str| words.say(&format!("server.unsubscribed.{key}"), &[]);
    let body = format!(
        "<h1>{title}</h1><p>{body}</p>",
        title = escape_html(&say("title")),
        body = escape_html(&say("body")),
    );
    card_page(words, &say("title"), 420, UNSUBSCRIBED_STYLE, &body)
}

/// The page's own rules: a heading and a line under it.
const UNSUBSCRIBED_STYLE: &str = "h1{margin:0 0 8px;font-size:20px}p{margin:0;color:var(--muted)}";
