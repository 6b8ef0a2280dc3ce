//! Support requests: stored before the client is told they were sent.

use chrono::{DateTime, Utc};
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
}

/// Every stored request with its sender's email, newest first.
pub fn list_all(conn: &mut DbConnection) -> Result<Vec<StoredRequest>, StoreError> {
    let rows: Vec<(
        String,
        chrono::NaiveDateTime,
        String,
        String,
        String,
        String,
    )> = support_requests::table
        .inner_join(users::table)
        .order((
            support_requests::created_at.desc(),
            support_requests::id.desc(),
        ))
        .select((
            support_requests::id,
            support_requests::created_at,
            users::email,
            support_requests::category,
            support_requests::subject,
            support_requests::message,
        ))
        .load(conn)?;
    Ok(rows
        .into_iter()
        .map(
            |(id, created_at, user_email, category, subject, message)| StoredRequest {
                id,
                created_at: from_db(created_at),
                user_email,
                category,
                subject,
                message,
            },
        )
        .collect())
}
