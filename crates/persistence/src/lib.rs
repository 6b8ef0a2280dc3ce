//! Vitae's storage: one diesel schema over SQLite and PostgreSQL, chosen at run time from
//! `DATABASE_URL`, with embedded migrations run at start-up. Repositories take a
//! `&mut DbConnection` and return domain types; `Database::run` moves that blocking work off
//! the async executor.

mod connection;
mod pool_stats;
mod schema;

pub mod account;
pub mod ai;
pub mod applications;
pub mod backup;
pub mod billing;
pub mod digest;
pub mod resumes;
pub mod sessions;
pub mod share_visitors;
pub mod shares;
pub mod support;
pub mod users;
pub mod versions;

use std::time::Duration;

use chrono::{DateTime, NaiveDateTime, SubsecRound, Utc};
use diesel::r2d2::Pool;
use vitae_domain::error::{BoxError, WithContext};

pub use connection::{
    revert_all_migrations, run_migrations, write_transaction, Backend, DatabaseUrl,
    DatabaseUrlError, DbConnection,
};
pub use pool_stats::PoolStats;

/// Everything that can go wrong below the API. None of it is the client's fault, so the API
/// answers these with a generic 500 and logs the cause.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("database query failed: {0}")]
    Query(#[from] diesel::result::Error),
    #[error("no database connection available: {0}")]
    Pool(#[from] diesel::r2d2::PoolError),
    #[error("database migration failed: {0}")]
    Migration(#[source] BoxError),
    #[error("stored data could not be read: {0}")]
    Corrupt(#[source] BoxError),
    #[error("database task was cancelled")]
    Cancelled,
    /// What was read could not be written out (an export's spool file).
    #[error("writing what was read failed: {0}")]
    Write(#[from] std::io::Error),
}

impl StoreError {
    /// Whether the database server went away under the query (restarted, or the connection
    /// was cut): the connection is then useless and leaves the pool.
    fn lost_connection(&self) -> bool {
        use diesel::result::{DatabaseErrorKind, Error};
        matches!(
            self,
            StoreError::Query(Error::DatabaseError(
                DatabaseErrorKind::ClosedConnection | DatabaseErrorKind::UnableToSendCommand,
                _
            ))
        )
    }

    /// Whether the database is out of reach for now (its server restarting, the pool unable to
    /// connect in time) rather than the request being wrong: worth retrying in a moment.
    pub fn is_transient(&self) -> bool {
        self.lost_connection() || matches!(self, StoreError::Pool(_))
    }
}

/// A pool of connections to one database.
#[derive(Clone)]
pub struct Database {
    pool: Pool<connection::Manager>,
    backend: Backend,
    counters: pool_stats::PoolCounters,
}

impl Database {
    /// Connects, creating the SQLite file's folder if needed, and runs pending migrations.
    pub fn connect(url: &DatabaseUrl, max_connections: u32) -> Result<Self, StoreError> {
        if let DatabaseUrl::Sqlite(path) = url {
            if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
                std::fs::create_dir_all(dir).map_err(|e| {
                    let what = format!("cannot create {}", dir.display());
                    StoreError::Migration(WithContext::new(what, e).into())
                })?;
            }
        }
        let counters = pool_stats::PoolCounters::default();
        let pool = Pool::builder()
            .event_handler(Box::new(counters.clone()))
            .max_size(max_connections)
            // No `SELECT 1` before each use; `run` retires connections that lost the server.
            .test_on_check_out(false)
            .min_idle(Some(1))
            .connection_timeout(Duration::from_secs(10))
            .build(connection::Manager::new(url.clone()))?;
        run_migrations(&mut pool.get()?.conn)?;
        Ok(Self {
            pool,
            backend: url.backend(),
            counters,
        })
    }

    pub fn backend(&self) -> Backend {
        self.backend
    }

    /// Runs blocking database work on tokio's blocking pool with a pooled connection.
    pub async fn run<T, F>(&self, work: F) -> Result<T, StoreError>
    where
        F: FnOnce(&mut DbConnection) -> Result<T, StoreError> + Send + 'static,
        T: Send + 'static,
    {
        let pool = self.pool.clone();
        tokio::task::spawn_blocking(move || {
            let mut pooled = pool.get()?;
            let result = work(&mut pooled.conn);
            pooled.lost = result.as_ref().is_err_and(StoreError::lost_connection);
            result
        })
        .await
        .map_err(|_| StoreError::Cancelled)?
    }

    /// An idle SQLite connection to use on the calling thread, for a short read on the hottest
    /// paths, where handing the work to the blocking pool and back costs more than the work
    /// itself (docs/performance.md). `None` on PostgreSQL (a query there waits on the network)
    /// or when no connection is idle right now; the caller then uses `run`. Only for reads: a
    /// write can wait for another writer up to SQLite's busy timeout, and on the calling (async)
    /// thread that would stall every request it serves.
    pub fn idle_sqlite_connection(&self) -> Option<ReadConnection> {
        if self.backend != Backend::Sqlite {
            return None;
        }
        self.pool.try_get().map(ReadConnection)
    }

    /// The pool's size and its wait and timeout counters, for `/metrics`.
    pub fn pool_stats(&self) -> PoolStats {
        self.counters
            .snapshot(self.pool.state(), self.pool.max_size())
    }
}

/// A pooled connection borrowed for a read on the calling thread (`idle_sqlite_connection`).
pub struct ReadConnection(diesel::r2d2::PooledConnection<connection::Manager>);

impl std::ops::Deref for ReadConnection {
    type Target = DbConnection;
    fn deref(&self) -> &DbConnection {
        &self.0.conn
    }
}

impl std::ops::DerefMut for ReadConnection {
    fn deref_mut(&mut self) -> &mut DbConnection {
        &mut self.0.conn
    }
}

/// A trivial query: the database is reachable and answering.
pub fn ping(conn: &mut DbConnection) -> Result<(), StoreError> {
    use diesel::connection::SimpleConnection;
    conn.batch_execute("SELECT 1")?;
    Ok(())
}

/// The current time as stored: UTC, truncated to microseconds (PostgreSQL's precision) so that
/// a value read back compares equal to the one written.
pub fn now() -> DateTime<Utc> {
    Utc::now().trunc_subsecs(6)
}

pub(crate) fn to_db(at: DateTime<Utc>) -> NaiveDateTime {
    at.trunc_subsecs(6).naive_utc()
}

pub(crate) fn from_db(at: NaiveDateTime) -> DateTime<Utc> {
    at.and_utc()
}

pub(crate) fn new_id() -> String {
    uuid::Uuid::new_v4().to_string()
}
