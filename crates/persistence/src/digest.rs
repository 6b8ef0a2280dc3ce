//! The daily mail of next steps due: who asked for it (`digest_subscriptions`, with the random
//! key of their unsubscribe link), and which day's mail an instance has claimed
//! (`digest_deliveries`), so that every instance may look for due mail and still only one sends
//! each user's mail of the day.

use std::collections::HashSet;

use chrono::{DateTime, Duration, NaiveDate, NaiveDateTime, Utc};
use diesel::prelude::*;
use vitae_domain::application::format_date;

use crate::applications::closed_statuses;
use crate::schema::{applications, digest_deliveries, digest_subscriptions, users};
use crate::{from_db, to_db, DbConnection, StoreError};

/// Someone whose mail of the day is due.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Recipient {
    pub user_id: String,
    pub email: String,
    pub name: String,
    /// The key of their unsubscribe link.
    pub token: String,
}

/// Whether the user gets the daily mail.
pub fn opted_in(conn: &mut DbConnection, user_id: &str) -> Result<bool, StoreError> {
    Ok(diesel::select(diesel::dsl::exists(
        digest_subscriptions::table.find(user_id),
    ))
    .get_result(conn)?)
}

/// Turns the daily mail on with `token` as its unsubscribe key, unless it is on already (its
/// key, and the links already mailed, are kept).
pub fn subscribe(
    conn: &mut DbConnection,
    user_id: &str,
    token: &str,
    at: DateTime<Utc>,
) -> Result<(), StoreError> {
    crate::write_transaction(conn, |conn| {
        if !opted_in(conn, user_id)? {
            diesel::insert_into(digest_subscriptions::table)
                .values((
                    digest_subscriptions::user_id.eq(user_id),
                    digest_subscriptions::token.eq(token),
                    digest_subscriptions::created_at.eq(to_db(at)),
                ))
                .execute(conn)?;
        }
        Ok(())
    })
}

/// Turns the daily mail off for the user.
pub fn unsubscribe(conn: &mut DbConnection, user_id: &str) -> Result<(), StoreError> {
    diesel::delete(digest_subscriptions::table.find(user_id)).execute(conn)?;
    Ok(())
}

/// Turns the daily mail off for the user whose unsubscribe key this is: who that was, or
/// `None` when no one has the key.
pub fn unsubscribe_by_token(
    conn: &mut DbConnection,
    token: &str,
) -> Result<Option<String>, StoreError> {
    let by_token = digest_subscriptions::token.eq(token);
    crate::write_transaction(conn, |conn| {
        let user_id: Option<String> = digest_subscriptions::table
            .filter(by_token)
            .select(digest_subscriptions::user_id)
            .first(conn)
            .optional()?;
        if user_id.is_some() {
            diesel::delete(digest_subscriptions::table.filter(by_token)).execute(conn)?;
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
    let rows: Vec<(String, String, String, String)> = applications::table
        .inner_join(users::table.inner_join(digest_subscriptions::table))
        .filter(applications::next_step_date.le(&day))
        .filter(applications::status.ne_all(closed_statuses()))
        .select((
            users::id,
            users::email,
            users::name,
            digest_subscriptions::token,
        ))
        .distinct()
        .load(conn)?;
    Ok(rows
        .into_iter()
        .filter(|(user_id, ..)| !taken.contains(user_id))
        .map(|(user_id, email, name, token)| Recipient {
            user_id,
            email,
            name,
            token,
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

pub fn mark_sent(
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
