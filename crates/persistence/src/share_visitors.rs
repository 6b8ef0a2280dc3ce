//! Who viewed or downloaded a public link on a day, so that each person counts once a day for
//! each (`shares::add_counts` holds the totals). A visitor is stored only as the SHA-256 of the
//! day's salt with what the caller knows of them; each day's salt is random, made by whichever
//! instance counts first that day, and goes with the day's visitors once the day is over, so
//! neither who they were nor whether two days' visitors were the same can be told afterwards.

use diesel::prelude::*;
use diesel::result::{DatabaseErrorKind, Error as DieselError};

use crate::schema::{share_visitor_salts, share_visitors};
use crate::{DbConnection, StoreError};

/// The salt of `day` (`YYYY-MM-DD`, UTC): the stored one, or `fresh` when this is the first
/// count of the day. Making a day's salt also forgets every earlier day's salt and visitors
/// (their counts stay in the totals).
pub fn salt_of(conn: &mut DbConnection, day: &str, fresh: &str) -> Result<String, StoreError> {
    let stored = share_visitor_salts::table
        .find(day)
        .select(share_visitor_salts::salt)
        .first::<String>(conn)
        .optional()?;
    if let Some(salt) = stored {
        return Ok(salt);
    }
    let inserted = diesel::insert_into(share_visitor_salts::table)
        .values((
            share_visitor_salts::day.eq(day),
            share_visitor_salts::salt.eq(fresh),
        ))
        .execute(conn);
    match inserted {
        Ok(_) => {
            diesel::delete(share_visitors::table.filter(share_visitors::day.lt(day)))
                .execute(conn)?;
            diesel::delete(share_visitor_salts::table.filter(share_visitor_salts::day.lt(day)))
                .execute(conn)?;
            Ok(fresh.to_owned())
        }
        // Another instance made it first.
        Err(DieselError::DatabaseError(DatabaseErrorKind::UniqueViolation, _)) => {
            let salt = share_visitor_salts::table
                .find(day)
                .select(share_visitor_salts::salt)
                .first::<String>(conn)?;
            Ok(salt)
        }
        Err(e) => Err(e.into()),
    }
}

/// Records `visitor` (already salted) as having had `kind` (`view` or `download`) of `slug` on
/// `day`; true the first time, false when they had, or the link is gone.
pub fn add(
    conn: &mut DbConnection,
    slug: &str,
    day: &str,
    kind: &str,
    visitor: &str,
) -> Result<bool, StoreError> {
    let seen: bool = diesel::select(diesel::dsl::exists(
        share_visitors::table.find((slug, day, kind, visitor)),
    ))
    .get_result(conn)?;
    if seen {
        return Ok(false);
    }
    let inserted = diesel::insert_into(share_visitors::table)
        .values((
            share_visitors::slug.eq(slug),
            share_visitors::day.eq(day),
            share_visitors::kind.eq(kind),
            share_visitors::visitor.eq(visitor),
        ))
        .execute(conn);
    match inserted {
        Ok(_) => Ok(true),
        // Counted by another instance meanwhile, or the link was removed.
        Err(DieselError::DatabaseError(
            DatabaseErrorKind::UniqueViolation | DatabaseErrorKind::ForeignKeyViolation,
            _,
        )) => Ok(false),
        Err(e) => Err(e.into()),
    }
}
