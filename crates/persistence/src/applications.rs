//! Job applications, always scoped to their owner like resumes: another user's id reads as
//! absent. Every status an application takes is kept, dated, in `application_status_changes`.
//! A link to a resume or cover letter is checked to be the user's inside the writing
//! transaction, so a link can never point at someone else's document; deleting the document
//! later clears the link (`ON DELETE SET NULL`).

use std::collections::HashMap;

use chrono::{DateTime, NaiveDate, NaiveDateTime, Utc};
use diesel::prelude::*;
use vitae_domain::application::{
    format_date, parse_optional_date, Application, ApplicationDetails, ApplicationStatus,
    ImportedApplication, StatusChange,
};

use crate::schema::{application_status_changes as changes, applications, cover_letters};
use crate::{from_db, new_id, to_db, DbConnection, StoreError};

/// What a create or an edit writes.
#[derive(Debug, Clone)]
pub struct NewApplication {
    pub details: ApplicationDetails,
    pub resume_id: Option<String>,
    pub cover_letter_id: Option<String>,
    /// Computed by the caller from the linked resume (`vitae_ats`).
    pub ats_score: Option<u32>,
}

#[derive(Debug)]
pub enum WriteOutcome {
    /// Written; the application as stored now.
    Written(Box<Application>),
    /// No such application of the user's (an edit).
    NotFound,
    /// The user keeps `cap` applications already (a create); nothing was written.
    CapReached,
    /// The field (`resume_id`, `cover_letter_id`) names no document of the user's; nothing
    /// was written.
    UnknownLink(&'static str),
}

#[derive(Queryable, Selectable)]
#[diesel(table_name = applications)]
struct ApplicationRow {
    id: String,
    company: String,
    role: String,
    job_url: String,
    job_description: String,
    location: String,
    salary_note: String,
    status: String,
    next_step_date: Option<String>,
    next_step_note: String,
    resume_id: Option<String>,
    cover_letter_id: Option<String>,
    ats_score: Option<i32>,
    created_at: NaiveDateTime,
    updated_at: NaiveDateTime,
}

#[derive(Queryable, Selectable)]
#[diesel(table_name = changes)]
struct ChangeRow {
    application_id: String,
    status: String,
    changed_at: NaiveDateTime,
}

#[derive(Insertable, AsChangeset)]
#[diesel(
    table_name = applications,
    treat_none_as_null = true,
    treat_none_as_default_value = false
)]
struct Columns<'a> {
    company: &'a str,
    role: &'a str,
    job_url: &'a str,
    job_description: &'a str,
    location: &'a str,
    salary_note: &'a str,
    status: &'a str,
    next_step_date: Option<String>,
    next_step_note: &'a str,
    resume_id: Option<&'a str>,
    cover_letter_id: Option<&'a str>,
    ats_score: Option<i32>,
    updated_at: NaiveDateTime,
}

impl<'a> Columns<'a> {
    fn of(
        details: &'a ApplicationDetails,
        resume_id: Option<&'a str>,
        cover_letter_id: Option<&'a str>,
        ats_score: Option<u32>,
        at: DateTime<Utc>,
    ) -> Self {
        Self {
            company: &details.company,
            role: &details.role,
            job_url: &details.job_url,
            job_description: &details.job_description,
            location: &details.location,
            salary_note: &details.salary_note,
            status: details.status.as_str(),
            next_step_date: details.next_step_date.map(format_date),
            next_step_note: &details.next_step_note,
            resume_id,
            cover_letter_id,
            ats_score: ats_score.and_then(|s| i32::try_from(s).ok()),
            updated_at: to_db(at),
        }
    }
}

#[derive(Insertable)]
#[diesel(table_name = applications)]
struct NewRow<'a> {
    id: String,
    user_id: &'a str,
    created_at: NaiveDateTime,
    #[diesel(embed)]
    columns: Columns<'a>,
}

#[derive(Insertable)]
#[diesel(table_name = changes)]
struct NewChange<'a> {
    application_id: String,
    seq: i32,
    user_id: &'a str,
    status: &'static str,
    changed_at: NaiveDateTime,
}

/// Stores a new application unless the user keeps `cap` already, counting and inserting in one
/// write transaction (the user's row locked on PostgreSQL) so two creates cannot both take the
/// last place. Its first status is recorded at `at`.
pub fn insert_within(
    conn: &mut DbConnection,
    user_id: &str,
    new: &NewApplication,
    cap: i64,
    at: DateTime<Utc>,
) -> Result<WriteOutcome, StoreError> {
    crate::write_transaction(conn, |conn| {
        crate::users::lock(conn, user_id)?;
        if count(conn, user_id)? >= cap {
            return Ok(WriteOutcome::CapReached);
        }
        if let Some(field) = unknown_link(conn, user_id, new)? {
            return Ok(WriteOutcome::UnknownLink(field));
        }
        let id = new_id();
        diesel::insert_into(applications::table)
            .values(NewRow {
                id: id.clone(),
                user_id,
                created_at: to_db(at),
                columns: columns_of(new, at),
            })
            .execute(conn)?;
        record_status(conn, &id, user_id, new.details.status, at)?;
        written(conn, user_id, &id)
    })
}

/// Stores every row or none: refused (`None`) when the user's applications and the new ones
/// would be more than `cap`. A row with `applied_on` gets "applied" on that day (UTC midnight)
/// as its first status, then its own status now when that is another.
pub fn insert_all_within(
    conn: &mut DbConnection,
    user_id: &str,
    rows: &[ImportedApplication],
    cap: i64,
    at: DateTime<Utc>,
) -> Result<Option<usize>, StoreError> {
    crate::write_transaction(conn, |conn| {
        crate::users::lock(conn, user_id)?;
        if count(conn, user_id)? + rows.len() as i64 > cap {
            return Ok(None);
        }
        // One statement per row: diesel's multi-row INSERT is not available over both
        // backends at once, and inside one transaction the rows cost little apart.
        for row in rows {
            let id = new_id();
            diesel::insert_into(applications::table)
                .values(NewRow {
                    id: id.clone(),
                    user_id,
                    created_at: to_db(at),
                    columns: Columns::of(&row.details, None, None, None, at),
                })
                .execute(conn)?;
            let mut history = Vec::with_capacity(2);
            if let Some(day) = row.applied_on {
                history.push((ApplicationStatus::Applied, day.and_time(Default::default())));
            }
            if history.first().map(|(s, _)| *s) != Some(row.details.status) {
                history.push((row.details.status, to_db(at)));
            }
            for (seq, (status, changed_at)) in (1..).zip(history) {
                diesel::insert_into(changes::table)
                    .values(NewChange {
                        application_id: id.clone(),
                        seq,
                        user_id,
                        status: status.as_str(),
                        changed_at,
                    })
                    .execute(conn)?;
            }
        }
        Ok(Some(rows.len()))
    })
}

/// Edits the user's application: `edit` is given the application as it is now, read under the
/// user's lock, and answers its new fields (or a refusal, `Err`, and nothing is written). Two
/// edits of different fields made at once both land: the second sees the first. A new status is
/// appended to the history.
pub fn update<E>(
    conn: &mut DbConnection,
    user_id: &str,
    id: &str,
    at: DateTime<Utc>,
    edit: impl FnOnce(&mut DbConnection, Application) -> Result<Result<NewApplication, E>, StoreError>,
) -> Result<Result<WriteOutcome, E>, StoreError> {
    crate::write_transaction(conn, |conn| {
        crate::users::lock(conn, user_id)?;
        let Some(current) = get(conn, user_id, id)? else {
            return Ok(Ok(WriteOutcome::NotFound));
        };
        let old_status = current.details.status;
        let new = match edit(conn, current)? {
            Ok(new) => new,
            Err(refused) => return Ok(Err(refused)),
        };
        if let Some(field) = unknown_link(conn, user_id, &new)? {
            return Ok(Ok(WriteOutcome::UnknownLink(field)));
        }
        diesel::update(mine(user_id, id))
            .set(columns_of(&new, at))
            .execute(conn)?;
        if old_status != new.details.status {
            record_status(conn, id, user_id, new.details.status, at)?;
        }
        written(conn, user_id, id).map(Ok)
    })
}

/// Deletes the user's application and its history; false when there was none.
pub fn delete(conn: &mut DbConnection, user_id: &str, id: &str) -> Result<bool, StoreError> {
    let deleted = crate::write_transaction(conn, |conn| {
        crate::users::lock(conn, user_id)?;
        diesel::delete(mine(user_id, id)).execute(conn)
    })?;
    Ok(deleted == 1)
}

/// One of the user's applications.
pub fn get(
    conn: &mut DbConnection,
    user_id: &str,
    id: &str,
) -> Result<Option<Application>, StoreError> {
    let rows = mine(user_id, id)
        .select(ApplicationRow::as_select())
        .load(conn)?;
    Ok(with_histories(conn, user_id, rows)?.pop())
}

/// The user's applications, most recently changed first; only those with `status` when given.
pub fn list(
    conn: &mut DbConnection,
    user_id: &str,
    status: Option<ApplicationStatus>,
) -> Result<Vec<Application>, StoreError> {
    let mut query = applications::table
        .filter(applications::user_id.eq(user_id))
        .into_boxed();
    if let Some(status) = status {
        query = query.filter(applications::status.eq(status.as_str()));
    }
    let rows = query
        .order((applications::updated_at.desc(), applications::id.desc()))
        .select(ApplicationRow::as_select())
        .load(conn)?;
    with_histories(conn, user_id, rows)
}

/// Up to `limit` of the user's applications, most recently changed first, from after `after`
/// (the last one of the previous page): an export reads them a page at a time.
pub fn page_after(
    conn: &mut DbConnection,
    user_id: &str,
    after: Option<&Application>,
    limit: i64,
) -> Result<Vec<Application>, StoreError> {
    let mut query = applications::table
        .filter(applications::user_id.eq(user_id))
        .into_boxed();
    if let Some(last) = after {
        let at = to_db(last.updated_at);
        query = query.filter(
            applications::updated_at.lt(at).or(applications::updated_at
                .eq(at)
                .and(applications::id.lt(last.id.clone()))),
        );
    }
    let rows = query
        .order((applications::updated_at.desc(), applications::id.desc()))
        .limit(limit)
        .select(ApplicationRow::as_select())
        .load(conn)?;
    with_histories(conn, user_id, rows)
}

/// The user's open applications whose next step is on `today` or before, soonest first.
pub fn due(
    conn: &mut DbConnection,
    user_id: &str,
    today: NaiveDate,
) -> Result<Vec<Application>, StoreError> {
    let rows = applications::table
        .filter(applications::user_id.eq(user_id))
        .filter(applications::next_step_date.le(format_date(today)))
        .filter(applications::status.ne_all(closed_statuses()))
        .order((
            applications::next_step_date.asc(),
            applications::updated_at.desc(),
        ))
        .select(ApplicationRow::as_select())
        .load(conn)?;
    with_histories(conn, user_id, rows)
}

/// The status changes of the user's applications made at `since` or later: (application id,
/// status).
pub fn changes_since(
    conn: &mut DbConnection,
    user_id: &str,
    since: DateTime<Utc>,
) -> Result<Vec<(String, ApplicationStatus)>, StoreError> {
    let rows: Vec<(String, String)> = changes::table
        .filter(changes::user_id.eq(user_id))
        .filter(changes::changed_at.ge(to_db(since)))
        .select((changes::application_id, changes::status))
        .load(conn)?;
    rows.into_iter()
        .map(|(id, status)| Ok((id, parse_status(&status)?)))
        .collect()
}

/// The statuses of applications that are over (`ApplicationStatus::is_closed`), as stored.
pub(crate) fn closed_statuses() -> Vec<&'static str> {
    ApplicationStatus::ALL
        .into_iter()
        .filter(|s| s.is_closed())
        .map(ApplicationStatus::as_str)
        .collect()
}

pub fn count(conn: &mut DbConnection, user_id: &str) -> QueryResult<i64> {
    applications::table
        .filter(applications::user_id.eq(user_id))
        .count()
        .get_result(conn)
}

/// The application `id` if it is the user's.
type Mine<'a> = diesel::dsl::Filter<ById<'a>, diesel::dsl::Eq<applications::user_id, &'a str>>;
type ById<'a> =
    diesel::dsl::Filter<applications::table, diesel::dsl::Eq<applications::id, &'a str>>;

fn mine<'a>(user_id: &'a str, id: &'a str) -> Mine<'a> {
    applications::table
        .filter(applications::id.eq(id))
        .filter(applications::user_id.eq(user_id))
}

fn columns_of(new: &NewApplication, at: DateTime<Utc>) -> Columns<'_> {
    Columns::of(
        &new.details,
        new.resume_id.as_deref(),
        new.cover_letter_id.as_deref(),
        new.ats_score,
        at,
    )
}

/// The first link of `new` that names no document of the user's.
fn unknown_link(
    conn: &mut DbConnection,
    user_id: &str,
    new: &NewApplication,
) -> QueryResult<Option<&'static str>> {
    if let Some(resume_id) = &new.resume_id {
        if !crate::resumes::owned(conn, user_id, resume_id)? {
            return Ok(Some("resume_id"));
        }
    }
    if let Some(letter_id) = &new.cover_letter_id {
        let owned: bool = diesel::select(diesel::dsl::exists(
            cover_letters::table
                .filter(cover_letters::id.eq(letter_id))
                .filter(cover_letters::user_id.eq(user_id)),
        ))
        .get_result(conn)?;
        if !owned {
            return Ok(Some("cover_letter_id"));
        }
    }
    Ok(None)
}

/// Appends `status` to the application's history at `at`.
fn record_status(
    conn: &mut DbConnection,
    id: &str,
    user_id: &str,
    status: ApplicationStatus,
    at: DateTime<Utc>,
) -> QueryResult<()> {
    let last: Option<i32> = changes::table
        .filter(changes::application_id.eq(id))
        .select(diesel::dsl::max(changes::seq))
        .first(conn)?;
    diesel::insert_into(changes::table)
        .values(NewChange {
            application_id: id.to_owned(),
            seq: last.unwrap_or(0) + 1,
            user_id,
            status: status.as_str(),
            changed_at: to_db(at),
        })
        .execute(conn)?;
    Ok(())
}

/// The application as just written, read in the same transaction.
fn written(conn: &mut DbConnection, user_id: &str, id: &str) -> Result<WriteOutcome, StoreError> {
    let found = get(conn, user_id, id)?
        .ok_or_else(|| StoreError::Corrupt("an application vanished as it was written".into()))?;
    Ok(WriteOutcome::Written(Box::new(found)))
}

/// The rows with their histories: for one row its own, for more the user's whole history read
/// at once (an id list of thousands would pass SQLite's parameter limit).
fn with_histories(
    conn: &mut DbConnection,
    user_id: &str,
    rows: Vec<ApplicationRow>,
) -> Result<Vec<Application>, StoreError> {
    let mut query = changes::table
        .filter(changes::user_id.eq(user_id))
        .into_boxed();
    match rows.as_slice() {
        [] => return Ok(Vec::new()),
        [only] => query = query.filter(changes::application_id.eq(only.id.clone())),
        _ => {}
    }
    let mut histories: HashMap<String, Vec<StatusChange>> = HashMap::new();
    for change in query
        .order((changes::application_id, changes::seq))
        .select(ChangeRow::as_select())
        .load(conn)?
    {
        histories
            .entry(change.application_id)
            .or_default()
            .push(StatusChange {
                status: parse_status(&change.status)?,
                at: from_db(change.changed_at),
            });
    }
    rows.into_iter()
        .map(|row| {
            let history = histories.remove(&row.id).unwrap_or_default();
            application(row, history)
        })
        .collect()
}

fn application(
    row: ApplicationRow,
    status_history: Vec<StatusChange>,
) -> Result<Application, StoreError> {
    let next_step_date = parse_optional_date(row.next_step_date.as_deref().unwrap_or_default())
        .map_err(|_| StoreError::Corrupt(format!("bad next_step_date in {}", row.id).into()))?;
    Ok(Application {
        details: ApplicationDetails {
            company: row.company,
            role: row.role,
            job_url: row.job_url,
            job_description: row.job_description,
            location: row.location,
            salary_note: row.salary_note,
            status: parse_status(&row.status)?,
            next_step_date,
            next_step_note: row.next_step_note,
        },
        status_history,
        // A score outlives the resume it measured only in the row; it is never shown alone.
        ats_score: row
            .resume_id
            .as_ref()
            .and(row.ats_score)
            .and_then(|s| u32::try_from(s).ok()),
        resume_id: row.resume_id,
        cover_letter_id: row.cover_letter_id,
        created_at: from_db(row.created_at),
        updated_at: from_db(row.updated_at),
        id: row.id,
    })
}

fn parse_status(text: &str) -> Result<ApplicationStatus, StoreError> {
    ApplicationStatus::parse(text)
        .ok_or_else(|| StoreError::Corrupt(format!("unknown application status {text:?}").into()))
}
