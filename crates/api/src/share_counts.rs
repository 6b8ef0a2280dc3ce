//! Views and downloads of public links, counted in memory and added to the database about once
//! a second (`run`), when the owner asks for them (`flush`), and when the server stops. A public
//! link is read far more than anything is written: a write per view would put SQLite's write
//! lock and a disk sync on every page view.
//!
//! A count is a person: each visitor of a link counts once a day as a viewer and once as a
//! downloader. In memory a visitor is a digest of their address and browser; on the way to the
//! database it is salted with the day's salt (`vitae_persistence::share_visitors`), so every
//! instance names the same person alike and the database holds nothing that names them. What
//! a crash loses is at most the last second's visitors.

use std::collections::HashSet;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use chrono::{DateTime, Utc};
use sha2::{Digest, Sha256};
use vitae_persistence::{share_visitors, shares, Database, DbConnection, StoreError};

/// How often pending counts go to the database.
pub const FLUSH_EVERY: Duration = Duration::from_secs(1);
/// Visitors one instance keeps between two flushes. A flood of made-up visitors beyond it is
/// not counted rather than held in memory.
const MAX_PENDING: usize = 50_000;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Counted {
    View,
    Download,
}

impl Counted {
    fn as_str(self) -> &'static str {
        match self {
            Self::View => "view",
            Self::Download => "download",
        }
    }
}

/// A visitor as counting knows them: a digest of their address and browser, unsalted (it never
/// leaves this process).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct VisitorId(String);

impl VisitorId {
    pub fn of(address: &str, user_agent: &str) -> Self {
        let mut hash = Sha256::new();
        hash.update(address.as_bytes());
        hash.update([0]);
        hash.update(user_agent.as_bytes());
        Self(hex(&hash.finalize()))
    }
}

/// One visit waiting to be counted: link, UTC day, what, who.
type Visit = (String, String, Counted, VisitorId);

#[derive(Default)]
pub struct ShareCounts {
    pending: Mutex<HashSet<Visit>>,
}

/// The UTC day of `at` as the counts store it.
pub fn day_of(at: DateTime<Utc>) -> String {
    at.format("%Y-%m-%d").to_string()
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

impl ShareCounts {
    pub fn add(&self, slug: &str, what: Counted, visitor: VisitorId, at: DateTime<Utc>) {
        if let Ok(mut pending) = self.pending.lock() {
            if pending.len() < MAX_PENDING {
                pending.insert((slug.to_owned(), day_of(at), what, visitor));
            }
        }
    }

    /// Adds what this instance counted to the database. Visits that could not be written stay
    /// pending for the next flush; visits of a link removed meanwhile are dropped with it.
    pub async fn flush(&self, db: &Database) -> Result<(), StoreError> {
        let taken = match self.pending.lock() {
            Ok(mut pending) if !pending.is_empty() => std::mem::take(&mut *pending),
            _ => return Ok(()),
        };
        // The closure answers Ok whatever it wrote; an Err means it never ran (no connection),
        // so everything taken goes back.
        let backup = taken.clone();
        let result = db
            .run(move |conn| {
                let mut left = HashSet::new();
                let mut failure = None;
                for visit in taken {
                    if failure.is_some() {
                        left.insert(visit);
                        continue;
                    }
                    if let Err(e) = count(conn, &visit) {
                        left.insert(visit);
                        failure = Some(e);
                    }
                }
                Ok((left, failure))
            })
            .await;
        let (left, failure) = match result {
            Ok(done) => done,
            Err(e) => (backup, Some(e)),
        };
        if !left.is_empty() {
            if let Ok(mut pending) = self.pending.lock() {
                pending.extend(left);
            }
        }
        failure.map_or(Ok(()), Err)
    }

    /// Flushes every `FLUSH_EVERY` until the server stops.
    pub async fn run(self: Arc<Self>, db: Database) {
        let mut tick = actix_web::rt::time::interval(FLUSH_EVERY);
        loop {
            tick.tick().await;
            if let Err(e) = self.flush(&db).await {
                tracing::warn!(error = %e, "link counts not written yet; kept for the next try");
            }
        }
    }
}

/// Counts one visit: salted with its day's salt, and added to the link's totals the first time
/// that visitor is seen that day.
fn count(conn: &mut DbConnection, (slug, day, what, visitor): &Visit) -> Result<(), StoreError> {
    let fresh = hex(&rand::random::<[u8; 16]>());
    let salt = share_visitors::salt_of(conn, day, &fresh)?;
    let mut salted = Sha256::new();
    salted.update(salt.as_bytes());
    salted.update(visitor.0.as_bytes());
    let salted = hex(&salted.finalize());
    if share_visitors::add(conn, slug, day, what.as_str(), &salted)? {
        let (views, downloads) = match what {
            Counted::View => (1, 0),
            Counted::Download => (0, 1),
        };
        shares::add_counts(conn, slug, day, views, downloads)?;
    }
    Ok(())
}
