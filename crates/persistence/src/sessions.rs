//! Single-use login tickets and sign-in sessions. Both are stored only as hashes of the secret
//! the browser holds, so a copy of the database cannot sign anyone in.

use chrono::{DateTime, Duration, Utc};
use diesel::prelude::*;
use vitae_domain::User;

use crate::schema::{login_tickets, sessions, users};
use crate::users::UserRow;
use crate::{to_db, DbConnection, StoreError};

/// Stores a ticket that only the browser holding the secret behind `browser_hash` can redeem.
pub fn create_ticket(
    conn: &mut DbConnection,
    ticket_hash: &str,
    browser_hash: &str,
    user_id: &str,
    expires_at: DateTime<Utc>,
) -> Result<(), StoreError> {
    diesel::insert_into(login_tickets::table)
        .values((
            login_tickets::ticket_hash.eq(ticket_hash),
            login_tickets::browser_hash.eq(browser_hash),
            login_tickets::user_id.eq(user_id),
            login_tickets::expires_at.eq(to_db(expires_at)),
        ))
        .execute(conn)?;
    Ok(())
}

/// Spends a ticket: returns its user if it exists, has not expired and was issued to the
/// browser presenting it (`browser_hash`), and deletes it either way, so a ticket works once:
/// a ticket planted in another browser is burnt, not kept for a second try. Of two concurrent
/// redeemers only the one whose delete removed the row wins.
pub fn redeem_ticket(
    conn: &mut DbConnection,
    ticket_hash: &str,
    browser_hash: Option<&str>,
    at: DateTime<Utc>,
) -> Result<Option<String>, StoreError> {
    crate::write_transaction(conn, |conn| {
        let ticket: Option<(String, chrono::NaiveDateTime, Option<String>)> = login_tickets::table
            .find(ticket_hash)
            .select((
                login_tickets::user_id,
                login_tickets::expires_at,
                login_tickets::browser_hash,
            ))
            .first(conn)
            .optional()?;
        let Some((user_id, expires_at, bound_to)) = ticket else {
            return Ok(None);
        };
        let deleted = diesel::delete(login_tickets::table.find(ticket_hash)).execute(conn)?;
        let same_browser = bound_to.is_some() && bound_to.as_deref() == browser_hash;
        Ok((deleted == 1 && same_browser && expires_at > to_db(at)).then_some(user_id))
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

/// How long a session may last: `ttl` after its last use (it rolls), and never longer than
/// `max_age` after sign-in, however busy it is.
#[derive(Debug, Clone, Copy)]
pub struct Lifetime {
    pub ttl: Duration,
    pub max_age: Duration,
}

/// A live session's user, with the versions of their resumes and of their applications:
/// counters that database triggers move on every write to the user's resumes, photos or
/// unlocks, and to their applications or status histories, so reads rendered at the same
/// version are still current.
#[derive(Debug)]
pub struct SessionUser {
    pub user: User,
    pub resumes_version: i64,
    pub applications_version: i64,
}

/// A live session's user, found without writing anything.
#[derive(Debug)]
pub struct Found {
    pub session_user: SessionUser,
    /// The session's use is due to be recorded (`touch_session`): it was last recorded over a
    /// minute ago.
    pub touch_due: bool,
}

/// The user of a live session, read only. Sessions roll: use extends the expiry to `at + ttl`,
/// recorded by `touch_session` at most once a minute per session to keep reads cheap.
pub fn find_session_user(
    conn: &mut DbConnection,
    token_hash: &str,
    at: DateTime<Utc>,
    lifetime: Lifetime,
) -> Result<Option<Found>, StoreError> {
    let found: Option<(chrono::NaiveDateTime, UserRow, i64, i64)> = sessions::table
        .inner_join(users::table)
        .filter(sessions::token_hash.eq(token_hash))
        .filter(sessions::expires_at.gt(to_db(at)))
        .filter(sessions::created_at.gt(to_db(at - lifetime.max_age)))
        .select((
            sessions::last_seen_at,
            UserRow::as_select(),
            users::resumes_version,
            users::applications_version,
        ))
        .first(conn)
        .optional()?;
    Ok(found.map(
        |(last_seen, user, resumes_version, applications_version)| Found {
            session_user: SessionUser {
                user: user.into_user(at),
                resumes_version,
                applications_version,
            },
            touch_due: to_db(at) - last_seen > Duration::minutes(1),
        },
    ))
}

/// Records a use of the session at `at`: its expiry rolls on to `at + ttl`.
pub fn touch_session(
    conn: &mut DbConnection,
    token_hash: &str,
    at: DateTime<Utc>,
    lifetime: Lifetime,
) -> Result<(), StoreError> {
    diesel::update(sessions::table.find(token_hash))
        .set((
            sessions::last_seen_at.eq(to_db(at)),
            sessions::expires_at.eq(to_db(at + lifetime.ttl)),
        ))
        .execute(conn)?;
    Ok(())
}

pub fn delete_session(conn: &mut DbConnection, token_hash: &str) -> Result<(), StoreError> {
    diesel::delete(sessions::table.find(token_hash)).execute(conn)?;
    Ok(())
}

/// Ends every session of the user of this one ("sign out of all devices"); returns how many
/// went, 0 when the session is unknown.
pub fn delete_all_sessions_of(
    conn: &mut DbConnection,
    token_hash: &str,
) -> Result<usize, StoreError> {
    let user: Option<String> = sessions::table
        .find(token_hash)
        .select(sessions::user_id)
        .first(conn)
        .optional()?;
    let Some(user_id) = user else {
        return Ok(0);
    };
    Ok(diesel::delete(sessions::table.filter(sessions::user_id.eq(user_id))).execute(conn)?)
}

/// Removes expired sessions and tickets; returns how many rows went.
pub fn purge_expired(conn: &mut DbConnection, at: DateTime<Utc>) -> Result<usize, StoreError> {
    let at = to_db(at);
    let s = diesel::delete(sessions::table.filter(sessions::expires_at.le(at))).execute(conn)?;
    let t = diesel::delete(login_tickets::table.filter(login_tickets::expires_at.le(at)))
        .execute(conn)?;
    Ok(s + t)
}
