//! Sign-in's stored half: a single-use ticket for the user an identity provider vouched for,
//! bound to the browser that started the sign-in; its exchange for a session; and ending
//! sessions. Only hashes of tickets, browser secrets and session tokens are stored.

use vitae_auth::secret::{hash_secret, new_secret};
use vitae_domain::{Identity, User};
use vitae_persistence::{now, sessions, users};

use crate::error::ApiResult;
use crate::state::AppState;

/// Records the user and returns a new ticket for them, redeemable once, before its time runs
/// out, by the browser holding `browser` (its sign-in cookie's secret).
pub async fn issue_ticket(
    state: &AppState,
    identity: Identity,
    browser: &str,
) -> ApiResult<String> {
    let ticket = new_secret();
    let ticket_hash = hash_secret(&ticket);
    let browser_hash = hash_secret(browser);
    let expires_at = now() + state.settings.ticket_ttl;
    state
        .db
        .run(move |conn| {
            let user = users::upsert_identity(conn, &identity, now())?;
            sessions::create_ticket(conn, &ticket_hash, &browser_hash, &user.id, expires_at)
        })
        .await?;
    Ok(ticket)
}

/// A new session token and its user for a live ticket presented by its own browser; `None`
/// when the ticket is unknown, spent, expired or was issued to another browser.
pub async fn redeem_ticket(
    state: &AppState,
    ticket: &str,
    browser: Option<&str>,
) -> ApiResult<Option<(String, User)>> {
    let ticket_hash = hash_secret(ticket);
    let browser_hash = browser.map(hash_secret);
    let token = new_secret();
    let token_hash = hash_secret(&token);
    let ttl = state.settings.session_ttl;
    let user = state
        .db
        .run(move |conn| {
            let at = now();
            let redeemed =
                sessions::redeem_ticket(conn, &ticket_hash, browser_hash.as_deref(), at)?;
            let Some(user_id) = redeemed else {
                return Ok(None);
            };
            sessions::create_session(conn, &token_hash, &user_id, at, ttl)?;
            users::find(conn, &user_id)
        })
        .await?;
    Ok(user.map(|user| (token, user)))
}

/// Ends the session with this token hash, if it still exists.
pub async fn end(state: &AppState, token_hash: String) -> ApiResult<()> {
    state
        .db
        .run(move |conn| sessions::delete_session(conn, &token_hash))
        .await?;
    Ok(())
}

/// Ends every session of the user owning this one; how many ended (0: it was not live).
pub async fn end_all(state: &AppState, token_hash: String) -> ApiResult<usize> {
    Ok(state
        .db
        .run(move |conn| sessions::delete_all_sessions_of(conn, &token_hash))
        .await?)
}
