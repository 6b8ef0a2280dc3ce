//! `vitae backup`: a consistent copy of a SQLite database, taken while the server runs.
//! `VACUUM INTO` reads the database in one read transaction (a snapshot: writers carry on
//! in the WAL meanwhile) and writes a compact, self-contained file that is a database as is.

use std::path::{Path, PathBuf};

use diesel::connection::SimpleConnection;
use diesel::prelude::*;
use diesel::sql_types::Text;
use diesel::sqlite::SqliteConnection;
use diesel::ConnectionError;

use crate::DatabaseUrl;

#[derive(Debug, thiserror::Error)]
pub enum BackupError {
    #[error("`vitae backup` copies SQLite databases; DATABASE_URL is PostgreSQL: back it up with pg_dump, e.g. pg_dump --format=custom --file=vitae.dump \"$DATABASE_URL\" (docs/deploy.md)")]
    Postgres,
    #[error("{} already exists; a backup never overwrites a file, name a new one", .0.display())]
    Exists(PathBuf),
    #[error("there is no database at {}", .0.display())]
    NoDatabase(PathBuf),
    #[error("the backup could not open {}", .path.display())]
    Open {
        path: PathBuf,
        #[source]
        source: ConnectionError,
    },
    #[error("the backup failed")]
    Sqlite(#[from] diesel::result::Error),
    #[error("the copy at {path} failed its integrity check: {problem}", path = .0.display(), problem = .1)]
    Damaged(PathBuf, String),
}

#[derive(QueryableByName)]
struct Check {
    #[diesel(sql_type = Text)]
    integrity_check: String,
}

/// Copies the database at `url` to `dest`, which must not exist, and checks the copy.
pub fn backup(url: &DatabaseUrl, dest: &Path) -> Result<(), BackupError> {
    let DatabaseUrl::Sqlite(source) = url else {
        return Err(BackupError::Postgres);
    };
    if dest.exists() {
        return Err(BackupError::Exists(dest.to_owned()));
    }
    if !source.is_file() {
        return Err(BackupError::NoDatabase(source.clone()));
    }
    let open = |path: &Path| {
        SqliteConnection::establish(&path.to_string_lossy()).map_err(|source| BackupError::Open {
            path: path.to_owned(),
            source,
        })
    };
    let mut conn = open(source)?;
    // Wait for a writer's checkpoint instead of failing at once.
    conn.batch_execute("PRAGMA busy_timeout = 5000")?;
    // SQLite itself refuses a file that appeared since the check above.
    diesel::sql_query("VACUUM INTO ?")
        .bind::<Text, _>(dest.to_string_lossy())
        .execute(&mut conn)?;

    let mut copy = open(dest)?;
    let check: Check = diesel::sql_query("PRAGMA integrity_check").get_result(&mut copy)?;
    if check.integrity_check != "ok" {
        return Err(BackupError::Damaged(dest.to_owned(), check.integrity_check));
    }
    Ok(())
}
