//! Single-use login tickets and sign-in sessions. Both are stored only as hashes of the secret
//! the browser holds, so a copy of the database cannot sign anyone in.

use chrono::{DateTime, Duration, Utc};
use diesel::prelude::*;
use vitae_domain::User;

use crate::schema::{login_tickets, sessions, users};
use crate::users::UserRow;
use crate::{to_db, DbConnection, StoreError};

pub fn create_ticket(
    conn: &mut DbConnection,
    ticket_hash: &str,
    user_id: &str,
    expires_at: DateTime<Utc>,
) -> Result<(), StoreError> {
    diesel::insert_into(login_tickets::table)
        .values((
            login_tickets::ticket_hash.eq(ticket_hash),
            login_tickets::user_id.eq(user_id),
            login_tickets::expires_at.eq(to_db(expires_at)),
        ))
        .execute(conn)?;
    Ok(())
}

/// Spends a ticket: returns its user if it exists and has not expired, and deletes it either
/// way, so a ticket works once. Of two concurrent redeemers only the one whose delete removed
/// the row wins.
pub fn redeem_ticket(
    conn: &mut DbConnection,
    ticket_hash: &str,
    at: DateTime<Utc>,
) -> Result<Option<String>, StoreError> {
    crate::write_transaction(conn, |conn| {
        let ticket: Option<(String, chrono::NaiveDateTime)> = login_tickets::table
            .find(ticket_hash)
            .select((login_tickets::user_id, login_tickets::expires_at))
            .first(conn)
            .optional()?;
        let Some((user_id, expires_at)) = ticket else {
            return Ok(None);
        };
        let deleted = diesel::delete(login_tickets::table.find(ticket_hash)).execute(conn)?;
        Ok((deleted == 1 && expires_at > to_db(at)).then_some(user_id))
    })
}

pub fn create_session(
    conn: &mut DbConnection,
    token_hash: &str,
    user_id: &str,
    at: DateTime<Utc>,
    ttl: Duration,
) -> Result<(), StoreError> {
    diesel::insert_into(sessions::table)
        .values((
            sessions::token_hash.eq(token_hash),
            sessions::user_id.eq(user_id),
            sessions::created_at.eq(to_db(at)),
            sessions::last_seen_at.eq(to_db(at)),
            sessions::expires_at.eq(to_db(at + ttl)),
        ))
        .execute(conn)?;
    Ok(())
}

/// The user of a live session. Sessions roll: use extends the expiry to `at + ttl`, written at
/// most once a minute per session to keep reads cheap.
pub fn session_user(
    conn: &mut DbConnection,
    token_hash: &str,
    at: DateTime<Utc>,
    ttl: Duration,
) -> Result<Option<User>, StoreError> {
    let found: Option<(chrono::NaiveDateTime, UserRow)> = sessions::table
        .inner_join(users::table)
        .filter(sessions::token_hash.eq(token_hash))
        .filter(sessions::expires_at.gt(to_db(at)))
        .select((sessions::last_seen_at, UserRow::as_select()))
        .first(conn)
        .optional()?;
    let Some((last_seen, user)) = found else {
        return Ok(None);
    };
    if to_db(at) - last_seen > Duration::minutes(1) {
        diesel::update(sessions::table.find(token_hash))
            .set((
                sessions::last_seen_at.eq(to_db(at)),
                sessions::expires_at.eq(to_db(at + ttl)),
            ))
            .execute(conn)?;
    }
    Ok(Some(user.into_user(at)))
}

pub fn delete_session(conn: &mut DbConnection, token_hash: &str) -> Result<(), StoreError> {
    diesel::delete(sessions::table.find(token_hash)).execute(conn)?;
    Ok(())
}

/// Removes expired sessions and tickets; returns how many rows went.
pub fn purge_expired(conn: &mut DbConnection, at: DateTime<Utc>) -> Result<usize, StoreError> {
    let at = to_db(at);
    let s = diesel::delete(sessions::table.filter(sessions::expires_at.le(at))).execute(conn)?;
    let t = diesel::delete(login_tickets::table.filter(login_tickets::expires_at.le(at)))
        .execute(conn)?;
    Ok(s + t)
}
