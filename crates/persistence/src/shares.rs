//! Public links of resumes: at most one live link per resume, found by its slug; a link that is
//! removed (revoked, or its resume or account deleted, by whatever path) leaves its slug in
//! `dead_share_slugs` through a trigger, so the slug never resolves again. Views and downloads
//! are counted per link and UTC day with increments in SQL, so any number of instances count
//! into the same rows. Wrong passwords are kept 15 minutes for the attempt limits.

use chrono::{DateTime, Duration, NaiveDateTime, Utc};
use diesel::prelude::*;
use diesel::result::{DatabaseErrorKind, Error as DieselError};
use vitae_domain::user::pro_runs;

use crate::resumes::owned;
use crate::schema::{
    dead_share_slugs, resume_shares, resume_unlocks, sessions, share_access_failures,
    share_daily_counts, users,
};
use crate::{from_db, new_id, to_db, DbConnection, StoreError};

/// A live link as its owner sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Share {
    pub slug: String,
    pub resume_id: String,
    pub password_protected: bool,
    pub hide_contact: bool,
    pub allow_indexing: bool,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

/// What the owner asks of a link.
#[derive(Debug, Clone)]
pub struct ShareOptions {
    pub password: PasswordChange,
    pub hide_contact: bool,
    pub allow_indexing: bool,
}

#[derive(Debug, Clone)]
pub enum PasswordChange {
    Keep,
    /// A new password, as its argon2 hash (PHC string).
    Set(String),
    Remove,
}

#[derive(Queryable, Selectable)]
#[diesel(table_name = resume_shares)]
struct ShareRow {
    slug: String,
    resume_id: String,
    password_hash: Option<String>,
    hide_contact: bool,
    allow_indexing: bool,
    created_at: NaiveDateTime,
    updated_at: NaiveDateTime,
}

impl From<ShareRow> for Share {
    fn from(row: ShareRow) -> Self {
        Share {
            slug: row.slug,
            resume_id: row.resume_id,
            password_protected: row.password_hash.is_some(),
            hide_contact: row.hide_contact,
            allow_indexing: row.allow_indexing,
            created_at: from_db(row.created_at),
            updated_at: from_db(row.updated_at),
        }
    }
}

#[derive(Debug, PartialEq, Eq)]
pub enum PutOutcome {
    /// The link as it is now: created, or its options changed (its slug kept).
    Shared(Share),
    /// The resume is not the user's.
    NotFound,
    /// The new slug was taken (alive or dead); nothing was written. Try another.
    SlugTaken,
}

/// Creates the live link of the user's resume with slug `new_slug`, or changes the options of
/// the link it has (keeping its slug, and its password unless `options` says otherwise).
pub fn put(
    conn: &mut DbConnection,
    user_id: &str,
    resume_id: &str,
    new_slug: &str,
    options: ShareOptions,
    at: DateTime<Utc>,
) -> Result<PutOutcome, StoreError> {
    crate::write_transaction(conn, |conn| {
        crate::users::lock(conn, user_id)?;
        if !owned(conn, user_id, resume_id)? {
            return Ok(PutOutcome::NotFound);
        }
        let existing: Option<String> = resume_shares::table
            .filter(resume_shares::resume_id.eq(resume_id))
            .select(resume_shares::slug)
            .first(conn)
            .optional()?;
        let slug = match existing {
            Some(slug) => {
                let options_changed = diesel::update(resume_shares::table.find(&slug)).set((
                    resume_shares::hide_contact.eq(options.hide_contact),
                    resume_shares::allow_indexing.eq(options.allow_indexing),
                    resume_shares::updated_at.eq(to_db(at)),
                ));
                options_changed.execute(conn)?;
                match &options.password {
                    PasswordChange::Keep => {}
                    PasswordChange::Set(hash) => {
                        diesel::update(resume_shares::table.find(&slug))
                            .set(resume_shares::password_hash.eq(hash))
                            .execute(conn)?;
                    }
                    PasswordChange::Remove => {
                        diesel::update(resume_shares::table.find(&slug))
                            .set(resume_shares::password_hash.eq(None::<String>))
                            .execute(conn)?;
                    }
                }
                slug
            }
            None => {
                if slug_taken(conn, new_slug)? {
                    return Ok(PutOutcome::SlugTaken);
                }
                let password = match &options.password {
                    PasswordChange::Set(hash) => Some(hash.as_str()),
                    PasswordChange::Keep | PasswordChange::Remove => None,
                };
                diesel::insert_into(resume_shares::table)
                    .values((
                        resume_shares::slug.eq(new_slug),
                        resume_shares::resume_id.eq(resume_id),
                        resume_shares::user_id.eq(user_id),
                        resume_shares::password_hash.eq(password),
                        resume_shares::hide_contact.eq(options.hide_contact),
                        resume_shares::allow_indexing.eq(options.allow_indexing),
                        resume_shares::created_at.eq(to_db(at)),
                        resume_shares::updated_at.eq(to_db(at)),
                    ))
                    .execute(conn)?;
                new_slug.to_owned()
            }
        };
        let row = resume_shares::table
            .find(&slug)
            .select(ShareRow::as_select())
            .first(conn)?;
        Ok(PutOutcome::Shared(row.into()))
    })
}

/// Whether `slug` names a live link or a dead one.
fn slug_taken(conn: &mut DbConnection, slug: &str) -> QueryResult<bool> {
    let live: bool =
        diesel::select(diesel::dsl::exists(resume_shares::table.find(slug))).get_result(conn)?;
    let dead: bool =
        diesel::select(diesel::dsl::exists(dead_share_slugs::table.find(slug))).get_result(conn)?;
    Ok(live || dead)
}

/// The live link of the user's resume, if it has one.
pub fn for_resume(
    conn: &mut DbConnection,
    user_id: &str,
    resume_id: &str,
) -> Result<Option<Share>, StoreError> {
    Ok(resume_shares::table
        .filter(resume_shares::resume_id.eq(resume_id))
        .filter(resume_shares::user_id.eq(user_id))
        .select(ShareRow::as_select())
        .first(conn)
        .optional()?
        .map(Share::from))
}

/// Removes the live link of the user's resume for good (its slug is buried by the trigger);
/// false when it had none.
pub fn revoke(conn: &mut DbConnection, user_id: &str, resume_id: &str) -> Result<bool, StoreError> {
    crate::write_transaction(conn, |conn| {
        crate::users::lock(conn, user_id)?;
        let slug: Option<String> = resume_shares::table
            .filter(resume_shares::resume_id.eq(resume_id))
            .filter(resume_shares::user_id.eq(user_id))
            .select(resume_shares::slug)
            .first(conn)
            .optional()?;
        let Some(slug) = slug else {
            return Ok(false);
        };
        diesel::delete(resume_shares::table.find(&slug)).execute(conn)?;
        diesel::delete(share_access_failures::table.filter(share_access_failures::slug.eq(&slug)))
            .execute(conn)?;
        Ok::<_, StoreError>(true)
    })
}

/// A live link as the public routes need it: its options, its owner's `resumes_version` (which
/// every write to the resume, its photo, its unlock or the link moves) and whether a clean
/// copy is due (the resume unlocked, or the owner on Pro now).
#[derive(Debug, Clone)]
pub struct PublicLink {
    pub slug: String,
    pub resume_id: String,
    pub owner_id: String,
    pub password_hash: Option<String>,
    pub hide_contact: bool,
    pub allow_indexing: bool,
    pub resumes_version: i64,
    pub clean: bool,
}

/// The live link `slug`, or `None` (unknown, or dead).
pub fn find_public(
    conn: &mut DbConnection,
    slug: &str,
    at: DateTime<Utc>,
) -> Result<Option<PublicLink>, StoreError> {
    type Found = (
        (String, String, String, Option<String>, bool, bool),
        (i64, Option<String>, Option<NaiveDateTime>),
        Option<String>,
    );
    let found: Option<Found> = resume_shares::table
        .inner_join(users::table)
        .left_join(resume_unlocks::table.on(resume_unlocks::resume_id.eq(resume_shares::resume_id)))
        .filter(resume_shares::slug.eq(slug))
        .select((
            (
                resume_shares::slug,
                resume_shares::resume_id,
                resume_shares::user_id,
                resume_shares::password_hash,
                resume_shares::hide_contact,
                resume_shares::allow_indexing,
            ),
            (
                users::resumes_version,
                users::subscription_plan,
                users::subscription_end,
            ),
            resume_unlocks::resume_id.nullable(),
        ))
        .first(conn)
        .optional()?;
    Ok(found.map(
        |(
            (slug, resume_id, owner_id, password_hash, hide_contact, allow_indexing),
            (resumes_version, plan, end),
            unlock,
        )| PublicLink {
            slug,
            resume_id,
            owner_id,
            password_hash,
            hide_contact,
            allow_indexing,
            resumes_version,
            clean: unlock.is_some() || pro_runs(plan.as_deref(), end.map(from_db), at),
        },
    ))
}

/// The user a live session token belongs to (for telling the owner's own views apart).
pub fn session_owner(
    conn: &mut DbConnection,
    token_hash: &str,
    at: DateTime<Utc>,
) -> Result<Option<String>, StoreError> {
    Ok(sessions::table
        .find(token_hash)
        .filter(sessions::expires_at.gt(to_db(at)))
        .select(sessions::user_id)
        .first(conn)
        .optional()?)
}

/// Adds views and downloads to `slug`'s row for `day` (`YYYY-MM-DD`, UTC), creating it; false
/// when the link no longer exists (the counts are dropped with it).
pub fn add_counts(
    conn: &mut DbConnection,
    slug: &str,
    day: &str,
    views: i64,
    downloads: i64,
) -> Result<bool, StoreError> {
    for _ in 0..2 {
        let added = diesel::update(share_daily_counts::table.find((slug, day)))
            .set((
                share_daily_counts::views.eq(share_daily_counts::views + views),
                share_daily_counts::downloads.eq(share_daily_counts::downloads + downloads),
            ))
            .execute(conn)?;
        if added == 1 {
            return Ok(true);
        }
        let inserted = diesel::insert_into(share_daily_counts::table)
            .values((
                share_daily_counts::slug.eq(slug),
                share_daily_counts::day.eq(day),
                share_daily_counts::views.eq(views),
                share_daily_counts::downloads.eq(downloads),
            ))
            .execute(conn);
        match inserted {
            Ok(_) => return Ok(true),
            // Another instance created the row first: add to it.
            Err(DieselError::DatabaseError(DatabaseErrorKind::UniqueViolation, _)) => continue,
            // The link was removed meanwhile.
            Err(DieselError::DatabaseError(DatabaseErrorKind::ForeignKeyViolation, _)) => {
                return Ok(false)
            }
            Err(e) => return Err(e.into()),
        }
    }
    Ok(false)
}

/// A link's views and downloads: in all, and per day from `first_day` on (days with none
/// left out), oldest first.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Counts {
    pub views: i64,
    pub downloads: i64,
    pub days: Vec<(String, i64, i64)>,
}

pub fn counts(conn: &mut DbConnection, slug: &str, first_day: &str) -> Result<Counts, StoreError> {
    let rows: Vec<(String, i64, i64)> = share_daily_counts::table
        .filter(share_daily_counts::slug.eq(slug))
        .order(share_daily_counts::day.asc())
        .select((
            share_daily_counts::day,
            share_daily_counts::views,
            share_daily_counts::downloads,
        ))
        .load(conn)?;
    Ok(Counts {
        views: rows.iter().map(|r| r.1).sum(),
        downloads: rows.iter().map(|r| r.2).sum(),
        days: rows
            .into_iter()
            .filter(|(day, _, _)| day.as_str() >= first_day)
            .collect(),
    })
}

/// How many wrong passwords are allowed within a window, from one client and on one link.
#[derive(Debug, Clone, Copy)]
pub struct AttemptLimits {
    pub window: Duration,
    pub per_client: i64,
    pub per_link: i64,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Attempt {
    /// Over a limit: nothing was recorded; the oldest counted failure leaves the window then.
    Refused { until: DateTime<Utc> },
    /// Recorded as a failure until the password proves right (`forget_attempt`).
    Counted { id: String },
}

/// Counts an attempt at `slug`'s password from `client` (a digest of the address) as a failure
/// unless a limit is reached already. Counted and recorded in one write transaction, with the
/// link owner's row locked on PostgreSQL, so attempts at one link in parallel are counted one
/// after another on every instance.
pub fn begin_attempt(
    conn: &mut DbConnection,
    link: &PublicLink,
    client: &str,
    limits: AttemptLimits,
    at: DateTime<Utc>,
) -> Result<Attempt, StoreError> {
    let since = to_db(at - limits.window);
    crate::write_transaction(conn, |conn| {
        crate::users::lock(conn, &link.owner_id)?;
        let by_client = failures_from(conn, client, since)?;
        let on_link = failures_on(conn, &link.slug, since)?;
        for ((count, oldest), limit) in [(by_client, limits.per_client), (on_link, limits.per_link)]
        {
            if count >= limit {
                let until = oldest.map_or(at, |o| from_db(o) + limits.window);
                return Ok(Attempt::Refused { until });
            }
        }
        let id = new_id();
        diesel::insert_into(share_access_failures::table)
            .values((
                share_access_failures::id.eq(&id),
                share_access_failures::slug.eq(&link.slug),
                share_access_failures::client.eq(client),
                share_access_failures::failed_at.eq(to_db(at)),
            ))
            .execute(conn)?;
        Ok::<_, StoreError>(Attempt::Counted { id })
    })
}

/// How many failures came from `client` since `since`, and the oldest.
fn failures_from(
    conn: &mut DbConnection,
    client: &str,
    since: NaiveDateTime,
) -> QueryResult<(i64, Option<NaiveDateTime>)> {
    share_access_failures::table
        .filter(share_access_failures::client.eq(client))
        .filter(share_access_failures::failed_at.gt(since))
        .select((
            diesel::dsl::count_star(),
            diesel::dsl::min(share_access_failures::failed_at),
        ))
        .first(conn)
}

/// How many failures `slug` had since `since`, and the oldest.
fn failures_on(
    conn: &mut DbConnection,
    slug: &str,
    since: NaiveDateTime,
) -> QueryResult<(i64, Option<NaiveDateTime>)> {
    share_access_failures::table
        .filter(share_access_failures::slug.eq(slug))
        .filter(share_access_failures::failed_at.gt(since))
        .select((
            diesel::dsl::count_star(),
            diesel::dsl::min(share_access_failures::failed_at),
        ))
        .first(conn)
}

/// The password was right: the attempt is not a failure.
pub fn forget_attempt(conn: &mut DbConnection, id: &str) -> Result<(), StoreError> {
    diesel::delete(share_access_failures::table.find(id)).execute(conn)?;
    Ok(())
}

/// Forgets wrong passwords older than `before`.
pub fn purge_failures(conn: &mut DbConnection, before: DateTime<Utc>) -> Result<usize, StoreError> {
    Ok(diesel::delete(
        share_access_failures::table.filter(share_access_failures::failed_at.lt(to_db(before))),
    )
    .execute(conn)?)
}

/// A link as the account export carries it: its settings and counts, never its password hash.
#[derive(Debug, Clone, serde::Serialize)]
pub struct ExportedShare {
    pub resume_id: String,
    pub slug: String,
    pub password_protected: bool,
    pub hide_contact: bool,
    pub allow_indexing: bool,
    pub created_at: DateTime<Utc>,
    pub views: i64,
    pub downloads: i64,
}

/// Every live link of the user, with its counts.
pub fn all_for_user(
    conn: &mut DbConnection,
    user_id: &str,
) -> Result<Vec<ExportedShare>, StoreError> {
    let rows: Vec<ShareRow> = resume_shares::table
        .filter(resume_shares::user_id.eq(user_id))
        .order((resume_shares::created_at.asc(), resume_shares::slug.asc()))
        .select(ShareRow::as_select())
        .load(conn)?;
    rows.into_iter()
        .map(|row| {
            let share = Share::from(row);
            let counts = counts(conn, &share.slug, "")?;
            Ok(ExportedShare {
                resume_id: share.resume_id,
                slug: share.slug,
                password_protected: share.password_protected,
                hide_contact: share.hide_contact,
                allow_indexing: share.allow_indexing,
                created_at: share.created_at,
                views: counts.views,
                downloads: counts.downloads,
            })
        })
        .collect()
}
