//! Support requests: stored before the client is told they were sent, then mailed to the
//! operator (when mail is configured) by whichever instance claims them first.

use chrono::NaiveDateTime;
use chrono::{DateTime, Duration, Utc};
use diesel::prelude::*;
use vitae_domain::SupportRequest;

use crate::schema::{support_requests, users};
use crate::{from_db, new_id, to_db, DbConnection, StoreError};

pub fn insert(
    conn: &mut DbConnection,
    user_id: &str,
    request: &SupportRequest,
    at: DateTime<Utc>,
) -> Result<String, StoreError> {
    let id = new_id();
    diesel::insert_into(support_requests::table)
        .values((
            support_requests::id.eq(&id),
            support_requests::user_id.eq(user_id),
            support_requests::category.eq(request.category.as_str()),
            support_requests::subject.eq(&request.subject),
            support_requests::message.eq(&request.message),
            support_requests::created_at.eq(to_db(at)),
        ))
        .execute(conn)?;
    Ok(id)
}

/// A stored request as an operator reads it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredRequest {
    pub id: String,
    pub created_at: DateTime<Utc>,
    pub user_email: String,
    pub category: String,
    pub subject: String,
    pub message: String,
    pub delivery: Delivery,
}

/// Where a request stands with the operator's mailbox.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Delivery {
    /// Never tried: mail is not configured, or the request is about to go.
    NotSent,
    Delivered {
        at: DateTime<Utc>,
        attempts: i32,
    },
    /// Tried and failed; another attempt follows.
    Failing {
        attempts: i32,
        last_error: String,
    },
}

type Row = (
    String,
    NaiveDateTime,
    String,
    String,
    String,
    String,
    Option<NaiveDateTime>,
    i32,
    Option<String>,
);

fn stored(row: Row) -> StoredRequest {
    let (id, created_at, user_email, category, subject, message, delivered_at, attempts, error) =
        row;
    let delivery = match (delivered_at, attempts, error) {
        (Some(at), _, _) => Delivery::Delivered {
            at: from_db(at),
            attempts,
        },
        (None, 0, _) => Delivery::NotSent,
        (None, _, error) => Delivery::Failing {
            attempts,
            last_error: error.unwrap_or_default(),
        },
    };
    StoredRequest {
        id,
        created_at: from_db(created_at),
        user_email,
        category,
        subject,
        message,
        delivery,
    }
}

impl Delivery {
    /// Delivery attempts made so far.
    pub fn attempts(&self) -> i32 {
        match self {
            Self::NotSent => 0,
            Self::Delivered { attempts, .. } | Self::Failing { attempts, .. } => *attempts,
        }
    }
}

/// Every stored request with its sender's email and delivery state, newest first.
pub fn list_all(conn: &mut DbConnection) -> Result<Vec<StoredRequest>, StoreError> {
    let rows: Vec<Row> = with_sender()
        .order((
            support_requests::created_at.desc(),
            support_requests::id.desc(),
        ))
        .load(conn)?;
    Ok(rows.into_iter().map(stored).collect())
}

#[diesel::dsl::auto_type]
fn with_sender() -> _ {
    support_requests::table.inner_join(users::table).select((
        support_requests::id,
        support_requests::created_at,
        users::email,
        support_requests::category,
        support_requests::subject,
        support_requests::message,
        support_requests::delivered_at,
        support_requests::delivery_attempts,
        support_requests::delivery_error,
    ))
}

/// Claims up to `limit` undelivered requests whose attempt is due at `at`, oldest first. A
/// claim moves the request's next attempt to `at + lease`, so no other instance sends it
/// meanwhile, and an instance that dies mid-send leaves it to be retried after the lease.
pub fn claim_due(
    conn: &mut DbConnection,
    at: DateTime<Utc>,
    lease: Duration,
    limit: i64,
) -> Result<Vec<StoredRequest>, StoreError> {
    let at_db = to_db(at);
    let due = || {
        support_requests::delivered_at.is_null().and(
            support_requests::next_delivery_at
                .is_null()
                .or(support_requests::next_delivery_at.le(at_db)),
        )
    };
    let candidates: Vec<String> = support_requests::table
        .filter(due())
        .order((
            support_requests::created_at.asc(),
            support_requests::id.asc(),
        ))
        .select(support_requests::id)
        .limit(limit)
        .load(conn)?;
    let mut claimed = Vec::with_capacity(candidates.len());
    for id in candidates {
        // The same condition again: of two instances racing for a row, one updates it.
        let won =
            diesel::update(support_requests::table.filter(support_requests::id.eq(&id).and(due())))
                .set(support_requests::next_delivery_at.eq(to_db(at + lease)))
                .execute(conn)?;
        if won == 1 {
            claimed.push(id);
        }
    }
    if claimed.is_empty() {
        return Ok(Vec::new());
    }
    let rows: Vec<Row> = with_sender()
        .filter(support_requests::id.eq_any(&claimed))
        .order((
            support_requests::created_at.asc(),
            support_requests::id.asc(),
        ))
        .load(conn)?;
    Ok(rows.into_iter().map(stored).collect())
}

pub fn mark_delivered(
    conn: &mut DbConnection,
    id: &str,
    at: DateTime<Utc>,
) -> Result<(), StoreError> {
    diesel::update(support_requests::table.find(id))
        .set((
            support_requests::delivered_at.eq(to_db(at)),
            support_requests::delivery_attempts.eq(support_requests::delivery_attempts + 1),
            support_requests::next_delivery_at.eq(None::<NaiveDateTime>),
            support_requests::delivery_error.eq(None::<String>),
        ))
        .execute(conn)?;
    Ok(())
}

/// Records a failed attempt; the request is due again at `retry_at`. Returns the attempts made.
pub fn mark_failed(
    conn: &mut DbConnection,
    id: &str,
    error: &str,
    retry_at: DateTime<Utc>,
) -> Result<i32, StoreError> {
    diesel::update(support_requests::table.find(id))
        .set((
            support_requests::delivery_attempts.eq(support_requests::delivery_attempts + 1),
            support_requests::next_delivery_at.eq(Some(to_db(retry_at))),
            support_requests::delivery_error.eq(Some(error)),
        ))
        .execute(conn)?;
    let attempts = support_requests::table
        .find(id)
        .select(support_requests::delivery_attempts)
        .first(conn)
        .optional()?;
    Ok(attempts.unwrap_or(0))
}
