//! Support requests: stored before the client is told they were sent.

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use vitae_domain::SupportRequest;

use crate::schema::support_requests;
use crate::{new_id, to_db, DbConnection, StoreError};

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
