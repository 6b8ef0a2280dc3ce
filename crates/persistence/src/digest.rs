//! The daily mail of next steps due: who asked for it (`digest_subscriptions`), the keys of the
//! unsubscribe links mailed to them (`digest_unsubscribe_keys`, each a random key of its own
//! mail, kept only as its SHA-256), and which day's mail an instance has claimed
//! (`digest_deliveries`), so that every instance may look for due mail and still only one sends
//! each user's mail of the day.

use std::collections::HashSet;

use chrono::{DateTime, Duration, NaiveDate, NaiveDateTime, Utc};
use diesel::prelude::*;
use vitae_domain::application::format_date;

use crate::applications::closed_statuses;
use crate::schema::{
    applications, digest_deliveries, digest_subscriptions, digest_unsubscribe_keys, users,
};
use crate::{from_db, to_db, DbConnection, StoreError};

/// Someone whose mail of the day is due.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Recipient {
    pub user_id: String,
    pub email: String,
    pub name: String,
}

/// How long a mailed unsubscribe link keeps working.
pub const UNSUBSCRIBE_KEY_DAYS: i64 = 180;

/// Whether the user gets the daily mail.
pub fn opted_in(conn: &mut DbConnection, user_id: &str) -> Result<bool, StoreError> {
    Ok(diesel::select(diesel::dsl::exists(
        digest_subscriptions::table.find(user_id),
    ))
    .get_result(conn)?)
}

/// Turns the daily mail on, unless it is on already.
pub fn subscribe(
    conn: &mut DbConnection,
    user_id: &str,
    at: DateTime<Utc>,
) -> Result<(), StoreError> {
    crate::write_transaction(conn, |conn| {
        if !opted_in(conn, user_id)? {
            diesel::insert_into(digest_subscriptions::table)
                .values((
                    digest_subscriptions::user_id.eq(user_id),
                    digest_subscriptions::created_at.eq(to_db(at)),
                ))
                .execute(conn)?;
        }
        Ok(())
    })
}

/// Turns the daily mail off for the user, and voids every unsubscribe link mailed to them.
pub fn unsubscribe(conn: &mut DbConnection, user_id: &str) -> Result<(), StoreError> {
    crate::write_transaction(conn, |conn| {
        diesel::delete(digest_subscriptions::table.find(user_id)).execute(conn)?;
        diesel::delete(
            digest_unsubscribe_keys::table.filter(digest_unsubscribe_keys::user_id.eq(user_id)),
        )
        .execute(conn)?;
        Ok(())
    })
}

/// Keeps the SHA-256 (hex) of a key about to be mailed in the user's unsubscribe link, and
/// forgets keys older than [`UNSUBSCRIBE_KEY_DAYS`].
pub fn add_unsubscribe_key(
    conn: &mut DbConnection,
    user_id: &str,
    key_hash: &str,
    at: DateTime<Utc>,
) -> Result<(), StoreError> {
    diesel::delete(
        digest_unsubscribe_keys::table
            .filter(digest_unsubscribe_keys::user_id.eq(user_id))
            .filter(
                digest_unsubscribe_keys::created_at
                    .lt(to_db(at - Duration::days(UNSUBSCRIBE_KEY_DAYS))),
            ),
    )
    .execute(conn)?;
    diesel::insert_into(digest_unsubscribe_keys::table)
        .values((
            digest_unsubscribe_keys::key_hash.eq(key_hash),
            digest_unsubscribe_keys::user_id.eq(user_id),
            digest_unsubscribe_keys::created_at.eq(to_db(at)),
        ))
        .execute(conn)?;
    Ok(())
}

/// Turns the daily mail off for the user one of whose links has this key (by its SHA-256):
/// who that was, or `None` when no live link has it.
pub fn unsubscribe_by_key(
    conn: &mut DbConnection,
    key_hash: &str,
    at: DateTime<Utc>,
) -> Result<Option<String>, StoreError> {
    crate::write_transaction(conn, |conn| {
        let user_id: Option<String> = digest_unsubscribe_keys::table
            .find(key_hash)
            .filter(
                digest_unsubscribe_keys::created_at
                    .ge(to_db(at - Duration::days(UNSUBSCRIBE_KEY_DAYS))),
            )
            .select(digest_unsubscribe_keys::user_id)
            .first(conn)
            .optional()?;
        if let Some(user_id) = &user_id {
            unsubscribe(conn, user_id)?;
        }
        Ok(user_id)
    })
}

/// Up to `limit` users who asked for the mail, have an open application whose next step is on
/// `today` or before, and whose mail of `today` is neither sent nor claimed within `lease`.
pub fn due_recipients(
    conn: &mut DbConnection,
    today: NaiveDate,
    at: DateTime<Utc>,
    lease: Duration,
    limit: usize,
) -> Result<Vec<Recipient>, StoreError> {
    let day = format_date(today);
    let taken: HashSet<String> = digest_deliveries::table
        .filter(digest_deliveries::day.eq(&day))
        .select(DeliveryRow::as_select())
        .load(conn)?
        .into_iter()
        .filter(|row| row.is_taken(at, lease))
        .map(|row| row.user_id)
        .collect();
    let rows: Vec<(String, String, String)> = applications::table
        .inner_join(users::table.inner_join(digest_subscriptions::table))
        .filter(applications::next_step_date.le(&day))
        .filter(applications::status.ne_all(closed_statuses()))
        .select((users::id, users::email, users::name))
        .distinct()
        .load(conn)?;
    Ok(rows
        .into_iter()
        .filter(|(user_id, ..)| !taken.contains(user_id))
        .map(|(user_id, email, name)| Recipient {
            user_id,
            email,
            name,
        })
        .take(limit)
        .collect())
}

/// Claims the user's mail of `today` for this instance; false when it is sent or claimed
/// already (by another instance, within `lease`).
pub fn claim(
    conn: &mut DbConnection,
    user_id: &str,
    today: NaiveDate,
    at: DateTime<Utc>,
    lease: Duration,
) -> Result<bool, StoreError> {
    let day = format_date(today);
    crate::write_transaction(conn, |conn| {
        crate::users::lock(conn, user_id)?;
        let existing = digest_deliveries::table
            .find((user_id, &day))
            .select(DeliveryRow::as_select())
            .first(conn)
            .optional()?;
        if existing.is_some_and(|row| row.is_taken(at, lease)) {
            return Ok(false);
        }
        release(conn, user_id, today)?;
        diesel::insert_into(digest_deliveries::table)
            .values((
                digest_deliveries::user_id.eq(user_id),
                digest_deliveries::day.eq(&day),
                digest_deliveries::claimed_at.eq(to_db(at)),
            ))
            .execute(conn)?;
        Ok::<_, StoreError>(true)
    })
}

/// The user's mail of `today` is done: sent, or refused for good (a retry would fail the same
/// way). No instance tries it again that day.
pub fn settle(
    conn: &mut DbConnection,
    user_id: &str,
    today: NaiveDate,
    at: DateTime<Utc>,
) -> Result<(), StoreError> {
    diesel::update(
        digest_deliveries::table
            .filter(digest_deliveries::user_id.eq(user_id))
            .filter(digest_deliveries::day.eq(format_date(today))),
    )
    .set(digest_deliveries::sent_at.eq(Some(to_db(at))))
    .execute(conn)?;
    Ok(())
}

/// Gives up the claim (the mail failed), so a later look tries again.
pub fn release(conn: &mut DbConnection, user_id: &str, today: NaiveDate) -> QueryResult<()> {
    diesel::delete(
        digest_deliveries::table
            .filter(digest_deliveries::user_id.eq(user_id))
            .filter(digest_deliveries::day.eq(format_date(today))),
    )
    .execute(conn)?;
    Ok(())
}

#[derive(Queryable, Selectable)]
#[diesel(table_name = digest_deliveries)]
struct DeliveryRow {
    user_id: String,
    claimed_at: NaiveDateTime,
    sent_at: Option<NaiveDateTime>,
}

impl DeliveryRow {
    /// Sent, or claimed by an instance that may still be sending it.
    fn is_taken(&self, at: DateTime<Utc>, lease: Duration) -> bool {
        self.sent_at.is_some() || from_db(self.claimed_at) > at - lease
    }
}
