//! AI call quotas and stored cover letters.

use chrono::{DateTime, NaiveDateTime, Utc};
use diesel::prelude::*;
use diesel::result::{DatabaseErrorKind, Error as DieselError};
use vitae_domain::cover_letter::CoverLetterSummary;
use vitae_domain::CoverLetter;

use crate::schema::{ai_global_usage, ai_usage, cover_letters, resumes};
use crate::{from_db, new_id, to_db, DbConnection, StoreError};

/// Takes one call from the user's quota for `window_key` if fewer than `limit` were used.
/// Returns false when the quota is spent. Safe under concurrency: the increment is conditional.
pub fn take_quota(
    conn: &mut DbConnection,
    user_id: &str,
    window_key: &str,
    limit: u32,
) -> Result<bool, StoreError> {
    let limit = i32::try_from(limit).unwrap_or(i32::MAX);
    for _ in 0..2 {
        let taken = diesel::update(
            ai_usage::table
                .find((user_id, window_key))
                .filter(ai_usage::calls.lt(limit)),
        )
        .set(ai_usage::calls.eq(ai_usage::calls + 1))
        .execute(conn)?;
        if taken == 1 {
            return Ok(true);
        }
        let exists = ai_usage::table
            .find((user_id, window_key))
            .count()
            .get_result::<i64>(conn)?
            > 0;
        if exists {
            return Ok(false);
        }
        if limit == 0 {
            return Ok(false);
        }
        match diesel::insert_into(ai_usage::table)
            .values((
                ai_usage::user_id.eq(user_id),
                ai_usage::window_key.eq(window_key),
                ai_usage::calls.eq(1),
            ))
            .execute(conn)
        {
            Ok(_) => return Ok(true),
            // Another request created the row first: count against it.
            Err(DieselError::DatabaseError(DatabaseErrorKind::UniqueViolation, _)) => continue,
            Err(e) => return Err(e.into()),
        }
    }
    Ok(false)
}

/// Takes one model call from everyone's allowance for `day` if fewer than `limit` were made.
/// Like `take_quota`, a conditional increment, so it holds across instances.
pub fn take_global(conn: &mut DbConnection, day: &str, limit: u32) -> Result<bool, StoreError> {
    let limit = i32::try_from(limit).unwrap_or(i32::MAX);
    for _ in 0..2 {
        let taken = diesel::update(
            ai_global_usage::table
                .find(day)
                .filter(ai_global_usage::calls.lt(limit)),
        )
        .set(ai_global_usage::calls.eq(ai_global_usage::calls + 1))
        .execute(conn)?;
        if taken == 1 {
            return Ok(true);
        }
        let exists = ai_global_usage::table
            .find(day)
            .count()
            .get_result::<i64>(conn)?
            > 0;
        if exists || limit == 0 {
            return Ok(false);
        }
        match diesel::insert_into(ai_global_usage::table)
            .values((ai_global_usage::day.eq(day), ai_global_usage::calls.eq(1)))
            .execute(conn)
        {
            Ok(_) => return Ok(true),
            Err(DieselError::DatabaseError(DatabaseErrorKind::UniqueViolation, _)) => continue,
            Err(e) => return Err(e.into()),
        }
    }
    Ok(false)
}

/// Gives a model call back to everyone's allowance for `day`.
pub fn return_global(conn: &mut DbConnection, day: &str) -> Result<(), StoreError> {
    diesel::update(
        ai_global_usage::table
            .find(day)
            .filter(ai_global_usage::calls.gt(0)),
    )
    .set(ai_global_usage::calls.eq(ai_global_usage::calls - 1))
    .execute(conn)?;
    Ok(())
}

/// Gives back a call that never reached the model, so it does not use up the user's quota.
pub fn return_quota(
    conn: &mut DbConnection,
    user_id: &str,
    window_key: &str,
) -> Result<(), StoreError> {
    diesel::update(
        ai_usage::table
            .find((user_id, window_key))
            .filter(ai_usage::calls.gt(0)),
    )
    .set(ai_usage::calls.eq(ai_usage::calls - 1))
    .execute(conn)?;
    Ok(())
}

#[derive(Queryable, Selectable)]
#[diesel(table_name = cover_letters)]
struct CoverLetterRow {
    id: String,
    resume_id: String,
    company_name: String,
    job_description: String,
    letter_content: String,
    provider: String,
    created_at: NaiveDateTime,
}

impl From<CoverLetterRow> for CoverLetter {
    fn from(row: CoverLetterRow) -> Self {
        CoverLetter {
            id: row.id,
            resume_id: row.resume_id,
            company_name: row.company_name,
            job_description: row.job_description,
            letter_content: row.letter_content,
            provider: row.provider,
            created_at: from_db(row.created_at),
        }
    }
}

pub struct NewCoverLetter<'a> {
    pub resume_id: &'a str,
    pub user_id: &'a str,
    pub company_name: &'a str,
    pub job_description: &'a str,
    pub letter_content: &'a str,
    pub provider: &'a str,
}

/// Stores a letter for one of the user's resumes; `None` if the resume is not theirs (or was
/// deleted meanwhile).
pub fn insert_cover_letter(
    conn: &mut DbConnection,
    new: &NewCoverLetter<'_>,
    at: DateTime<Utc>,
) -> Result<Option<CoverLetter>, StoreError> {
    crate::write_transaction(conn, |conn| {
        let owned = resumes::table
            .find(new.resume_id)
            .filter(resumes::user_id.eq(new.user_id))
            .count()
            .get_result::<i64>(conn)?
            > 0;
        if !owned {
            return Ok(None);
        }
        let row = CoverLetterRow {
            id: new_id(),
            resume_id: new.resume_id.to_owned(),
            company_name: new.company_name.to_owned(),
            job_description: new.job_description.to_owned(),
            letter_content: new.letter_content.to_owned(),
            provider: new.provider.to_owned(),
            created_at: to_db(at),
        };
        diesel::insert_into(cover_letters::table)
            .values((
                cover_letters::id.eq(&row.id),
                cover_letters::resume_id.eq(&row.resume_id),
                cover_letters::user_id.eq(new.user_id),
                cover_letters::company_name.eq(&row.company_name),
                cover_letters::job_description.eq(&row.job_description),
                cover_letters::letter_content.eq(&row.letter_content),
                cover_letters::provider.eq(&row.provider),
                cover_letters::created_at.eq(row.created_at),
            ))
            .execute(conn)?;
        Ok(Some(row.into()))
    })
}

/// Every letter of the user, oldest first (the account export).
pub fn all_cover_letters(
    conn: &mut DbConnection,
    user_id: &str,
) -> Result<Vec<CoverLetter>, StoreError> {
    Ok(cover_letters::table
        .filter(cover_letters::user_id.eq(user_id))
        .order((cover_letters::created_at.asc(), cover_letters::id.asc()))
        .select(CoverLetterRow::as_select())
        .load(conn)?
        .into_iter()
        .map(CoverLetter::from)
        .collect())
}

/// Every letter of the user, newest first, named but not read whole.
pub fn cover_letter_summaries(
    conn: &mut DbConnection,
    user_id: &str,
) -> Result<Vec<CoverLetterSummary>, StoreError> {
    let rows: Vec<(String, String, String, NaiveDateTime)> = cover_letters::table
        .filter(cover_letters::user_id.eq(user_id))
        .order((cover_letters::created_at.desc(), cover_letters::id.desc()))
        .select((
            cover_letters::id,
            cover_letters::resume_id,
            cover_letters::company_name,
            cover_letters::created_at,
        ))
        .load(conn)?;
    Ok(rows
        .into_iter()
        .map(
            |(id, resume_id, company_name, created_at)| CoverLetterSummary {
                id,
                resume_id,
                company_name,
                created_at: from_db(created_at),
            },
        )
        .collect())
}

/// The letters of one of the user's resumes, newest first.
pub fn list_cover_letters(
    conn: &mut DbConnection,
    user_id: &str,
    resume_id: &str,
) -> Result<Vec<CoverLetter>, StoreError> {
    Ok(cover_letters::table
        .filter(cover_letters::resume_id.eq(resume_id))
        .filter(cover_letters::user_id.eq(user_id))
        .order(cover_letters::created_at.desc())
        .select(CoverLetterRow::as_select())
        .load(conn)?
        .into_iter()
        .map(CoverLetter::from)
        .collect())
}

/// One of the user's letters.
pub fn cover_letter(
    conn: &mut DbConnection,
    user_id: &str,
    id: &str,
) -> Result<Option<CoverLetter>, StoreError> {
    Ok(cover_letters::table
        .filter(cover_letters::id.eq(id))
        .filter(cover_letters::user_id.eq(user_id))
        .select(CoverLetterRow::as_select())
        .first(conn)
        .optional()?
        .map(CoverLetter::from))
}
