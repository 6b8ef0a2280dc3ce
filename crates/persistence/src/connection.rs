//! One connection type over both backends, a pool manager that picks the backend from the URL
//! scheme, per-backend set-up, and the embedded migrations.

use std::path::PathBuf;

use diesel::connection::SimpleConnection;
use diesel::pg::PgConnection;
use diesel::r2d2::{self, ManageConnection};
use diesel::sqlite::SqliteConnection;
use diesel::{Connection, ConnectionError};
use diesel_migrations::{embed_migrations, EmbeddedMigrations, MigrationHarness};
use secrecy::{ExposeSecret, SecretString};

use crate::StoreError;

const SQLITE_MIGRATIONS: EmbeddedMigrations = embed_migrations!("../../migrations/sqlite");
const POSTGRES_MIGRATIONS: EmbeddedMigrations = embed_migrations!("../../migrations/postgres");

/// Held while migrating PostgreSQL so that several instances starting together migrate once.
const MIGRATION_LOCK_KEY: i64 = 0x5649_5441_4500;

/// A connection to either backend. PostgreSQL first: the derive tries variants in order.
#[derive(diesel::MultiConnection)]
pub enum DbConnection {
    Pg(PgConnection),
    Sqlite(SqliteConnection),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

impl Backend {
    pub fn name(self) -> &'static str {
        match self {
            Self::Sqlite => "sqlite",
            Self::Postgres => "postgres",
        }
    }
}

/// A parsed `DATABASE_URL`: `sqlite://relative/path.db`, `sqlite:///absolute/path.db`, or
/// `postgres://…` / `postgresql://…`, whose password `Debug` never prints.
#[derive(Debug, Clone)]
pub enum DatabaseUrl {
    Sqlite(PathBuf),
    Postgres(SecretString),
}

/// Why a `DATABASE_URL` names no database Vitae can use.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DatabaseUrlError {
    #[error("a sqlite:// URL needs a file path, e.g. sqlite://data/vitae.db")]
    NoPath,
    #[error("must start with sqlite:// or postgres://")]
    UnknownScheme,
}

impl DatabaseUrl {
    pub fn parse(url: &str) -> Result<Self, DatabaseUrlError> {
        if let Some(path) = url.strip_prefix("sqlite://") {
            if path.is_empty() {
                return Err(DatabaseUrlError::NoPath);
            }
            Ok(Self::Sqlite(PathBuf::from(path)))
        } else if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            Ok(Self::Postgres(url.into()))
        } else {
            Err(DatabaseUrlError::UnknownScheme)
        }
    }

    pub fn backend(&self) -> Backend {
        match self {
            Self::Sqlite(_) => Backend::Sqlite,
            Self::Postgres(_) => Backend::Postgres,
        }
    }
}

/// Per-connection SQLite settings: WAL for concurrent readers, FULL sync so an acknowledged
/// write survives a crash, enforced foreign keys, and a busy timeout instead of instant errors.
const SQLITE_PRAGMAS: &str = "PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; \
     PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;";

pub struct Manager {
    url: DatabaseUrl,
}

/// A pooled connection, and whether a query on it found the server gone. The pool does not
/// test connections with a query at each checkout (a round trip per use, and two per signed-in
/// request); a connection is dropped instead once it has failed that way.
pub struct Pooled {
    pub(crate) conn: DbConnection,
    pub(crate) lost: bool,
}

impl Manager {
    pub fn new(url: DatabaseUrl) -> Self {
        Self { url }
    }

    fn establish(&self) -> Result<DbConnection, ConnectionError> {
        match &self.url {
            DatabaseUrl::Postgres(url) => {
                PgConnection::establish(url.expose_secret()).map(DbConnection::Pg)
            }
            DatabaseUrl::Sqlite(path) => {
                let path = path.to_string_lossy();
                let mut conn = SqliteConnection::establish(&path)?;
                conn.batch_execute(SQLITE_PRAGMAS)
                    .map_err(ConnectionError::CouldntSetupConfiguration)?;
                Ok(DbConnection::Sqlite(conn))
            }
        }
    }
}

impl ManageConnection for Manager {
    type Connection = Pooled;
    type Error = r2d2::Error;

    fn connect(&self) -> Result<Pooled, r2d2::Error> {
        let conn = self.establish().map_err(r2d2::Error::ConnectionError)?;
        Ok(Pooled { conn, lost: false })
    }

    fn is_valid(&self, pooled: &mut Pooled) -> Result<(), r2d2::Error> {
        pooled
            .conn
            .batch_execute("SELECT 1")
            .map_err(r2d2::Error::QueryError)
    }

    fn has_broken(&self, pooled: &mut Pooled) -> bool {
        pooled.lost
    }
}

/// Runs every pending migration of the connection's backend; on PostgreSQL under an advisory
/// lock so that instances starting at once do not race.
pub fn run_migrations(conn: &mut DbConnection) -> Result<(), StoreError> {
    let migrate =
        |result: diesel::migration::Result<_>| result.map(|_| ()).map_err(StoreError::Migration);
    match conn {
        DbConnection::Sqlite(c) => migrate(c.run_pending_migrations(SQLITE_MIGRATIONS)),
        DbConnection::Pg(c) => {
            c.batch_execute(&format!("SELECT pg_advisory_lock({MIGRATION_LOCK_KEY})"))?;
            let result = migrate(c.run_pending_migrations(POSTGRES_MIGRATIONS));
            c.batch_execute(&format!("SELECT pg_advisory_unlock({MIGRATION_LOCK_KEY})"))?;
            result
        }
    }
}

/// Reverts every migration (for the up-down-up test and for operators rolling back).
pub fn revert_all_migrations(conn: &mut DbConnection) -> Result<(), StoreError> {
    let result = match conn {
        DbConnection::Sqlite(c) => c.revert_all_migrations(SQLITE_MIGRATIONS).map(|_| ()),
        DbConnection::Pg(c) => c.revert_all_migrations(POSTGRES_MIGRATIONS).map(|_| ()),
    };
    result.map_err(StoreError::Migration)
}

/// A transaction that writes. On SQLite it starts with `BEGIN IMMEDIATE`, taking the write lock
/// up front: a deferred transaction that reads and then writes fails at once with "database is
/// locked" when another connection wrote in between (busy_timeout cannot wait that out), which
/// concurrent requests hit as 500s. On PostgreSQL it is an ordinary transaction.
pub fn write_transaction<T, E, F>(conn: &mut DbConnection, work: F) -> Result<T, E>
where
    F: FnOnce(&mut DbConnection) -> Result<T, E>,
    E: From<diesel::result::Error>,
{
    use diesel::connection::{AnsiTransactionManager, TransactionManager};
    let DbConnection::Sqlite(sqlite) = conn else {
        return conn.transaction(work);
    };
    // Inside another transaction (a webhook's effect fulfilling a payment) the lock is held
    // already; diesel nests with a savepoint.
    let nested = AnsiTransactionManager::transaction_manager_status_mut(sqlite)
        .transaction_depth()?
        .is_some();
    if nested {
        return conn.transaction(work);
    }
    AnsiTransactionManager::begin_transaction_sql(sqlite, "BEGIN IMMEDIATE")?;
    let result = work(conn);
    let DbConnection::Sqlite(sqlite) = conn else {
        return result;
    };
    match result {
        Ok(value) => {
            AnsiTransactionManager::commit_transaction(sqlite)?;
            Ok(value)
        }
        Err(e) => {
            AnsiTransactionManager::rollback_transaction(sqlite)?;
            Err(e)
        }
    }
}
