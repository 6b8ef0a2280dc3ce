//! Users, keyed by the identity provider's (issuer, subject).

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use vitae_domain::user::pro_runs;
use vitae_domain::{Identity, PlanId, SubscriptionStatus, User};

use crate::schema::{interface_languages, users};
use crate::{from_db, new_id, now, to_db, DbConnection, StoreError};

/// A user as stored: read by the session lookup, billing and the account export.
#[derive(Queryable, Selectable)]
#[diesel(table_name = users)]
pub(crate) struct UserRow {
    pub(crate) id: String,
    pub(crate) email: String,
    pub(crate) name: String,
    pub(crate) picture: Option<String>,
    /// Who signs the user in (the OpenID Connect issuer, or the built-in dev sign-in).
    pub(crate) issuer: String,
    pub(crate) subscription_plan: Option<String>,
    pub(crate) subscription_end: Option<chrono::NaiveDateTime>,
    pub(crate) pdf_credits: i32,
    pub(crate) cancel_at_period_end: bool,
    pub(crate) created_at: chrono::NaiveDateTime,
}

impl UserRow {
    /// The user as of `at`: paid while Pro runs or a Single PDF credit is left.
    pub(crate) fn into_user(self, at: DateTime<Utc>) -> User {
        let paid_until = self.subscription_end.map(from_db);
        let pro_active = pro_runs(self.subscription_plan.as_deref(), paid_until, at);
        let (status, plan) = if pro_active {
            (SubscriptionStatus::Active, Some(PlanId::ProMonthly))
        } else if self.pdf_credits > 0 {
            (SubscriptionStatus::Active, Some(PlanId::SinglePdf))
        } else {
            (SubscriptionStatus::Inactive, None)
        };
        User {
            id: self.id,
            name: self.name,
            email: self.email,
            picture: self.picture,
            subscription_status: status,
            subscription_plan: plan,
            subscription_end: paid_until.filter(|_| pro_active),
            pdf_credits: self.pdf_credits,
            cancel_at_period_end: self.cancel_at_period_end && pro_active,
        }
    }
}

/// Finds the user for `identity` and refreshes their name, email and picture, or creates them.
pub fn upsert_identity(
    conn: &mut DbConnection,
    identity: &Identity,
    at: DateTime<Utc>,
) -> Result<User, StoreError> {
    use diesel::result::{DatabaseErrorKind, Error};
    // Two first sign-ins of the same person can race to insert; the loser finds the row.
    match upsert_once(conn, identity, at) {
        Err(StoreError::Query(Error::DatabaseError(DatabaseErrorKind::UniqueViolation, _))) => {
            upsert_once(conn, identity, at)
        }
        other => other,
    }
}

fn upsert_once(
    conn: &mut DbConnection,
    identity: &Identity,
    at: DateTime<Utc>,
) -> Result<User, StoreError> {
    let stamp = to_db(at);
    crate::write_transaction(conn, |conn| {
        let updated = diesel::update(
            users::table
                .filter(users::issuer.eq(&identity.issuer))
                .filter(users::subject.eq(&identity.subject)),
        )
        .set((
            users::email.eq(&identity.email),
            users::name.eq(&identity.name),
            users::picture.eq(&identity.picture),
            users::updated_at.eq(stamp),
        ))
        .execute(conn)?;
        if updated == 0 {
            diesel::insert_into(users::table)
                .values((
                    users::id.eq(new_id()),
                    users::issuer.eq(&identity.issuer),
                    users::subject.eq(&identity.subject),
                    users::email.eq(&identity.email),
                    users::name.eq(&identity.name),
                    users::picture.eq(&identity.picture),
                    users::created_at.eq(stamp),
                    users::updated_at.eq(stamp),
                ))
                .execute(conn)?;
        }
        users::table
            .filter(users::issuer.eq(&identity.issuer))
            .filter(users::subject.eq(&identity.subject))
            .select(UserRow::as_select())
            .first(conn)
    })
    .map(|row: UserRow| row.into_user(at))
    .map_err(StoreError::from)
}

pub fn find(conn: &mut DbConnection, user_id: &str) -> Result<Option<User>, StoreError> {
    Ok(users::table
        .find(user_id)
        .select(UserRow::as_select())
        .first(conn)
        .optional()?
        .map(|row| row.into_user(now())))
}

/// Locks the user's row until the surrounding transaction ends, so that work counted per user
/// (resumes under the cap) runs one at a time on PostgreSQL. Every write to a user's resumes
/// takes this lock first: the triggers that bump `resumes_version` update the user's row, and
/// one order of locks (user, then resumes) is what keeps two such writes from deadlocking.
/// SQLite's write transactions already exclude each other, and it has no row locks.
pub(crate) fn lock(conn: &mut DbConnection, user_id: &str) -> QueryResult<()> {
    if let DbConnection::Pg(pg) = conn {
        diesel::sql_query("SELECT 1 FROM users WHERE id = $1 FOR UPDATE")
            .bind::<diesel::sql_types::Text, _>(user_id)
            .execute(pg)?;
    }
    Ok(())
}

/// The interface language the user chose, if they chose one.
pub fn interface_language(
    conn: &mut DbConnection,
    user_id: &str,
) -> Result<Option<String>, StoreError> {
    Ok(interface_languages::table
        .find(user_id)
        .select(interface_languages::language)
        .first(conn)
        .optional()?)
}

/// Keeps the interface language the user chose, in place of any earlier choice.
pub fn set_interface_language(
    conn: &mut DbConnection,
    user_id: &str,
    language: &str,
    at: DateTime<Utc>,
) -> Result<(), StoreError> {
    crate::write_transaction(conn, |conn| -> Result<(), StoreError> {
        let changed = diesel::update(interface_languages::table.find(user_id))
            .set((
                interface_languages::language.eq(language),
                interface_languages::updated_at.eq(to_db(at)),
            ))
            .execute(conn)?;
        if changed == 0 {
            diesel::insert_into(interface_languages::table)
                .values((
                    interface_languages::user_id.eq(user_id),
                    interface_languages::language.eq(language),
                    interface_languages::updated_at.eq(to_db(at)),
                ))
                .execute(conn)?;
        }
        Ok(())
    })?;
    Ok(())
}
