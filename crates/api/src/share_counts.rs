//! Views and downloads of public links, counted in memory and added to the database about once
//! a second (`run`), when the owner asks for them (`flush`), and when the server stops. A public
//! link is read far more than anything is written: a write per view would put SQLite's write
//! lock and a disk sync on every page view. The database adds each instance's counts to the
//! same row per link and day (`vitae_persistence::shares::add_counts`), so several instances
//! count together; what a crash loses is at most the last second's views.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use chrono::{DateTime, Utc};
use vitae_persistence::{shares, Database, StoreError};

/// How often pending counts go to the database.
pub const FLUSH_EVERY: Duration = Duration::from_secs(1);

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Counted {
    View,
    Download,
}

/// `(slug, day)` → `(views, downloads)` not yet in the database.
type Pending = HashMap<(String, String), (i64, i64)>;

#[derive(Default)]
pub struct ShareCounts {
    pending: Mutex<Pending>,
}

/// The UTC day of `at` as the counts store it.
pub fn day_of(at: DateTime<Utc>) -> String {
    at.format("%Y-%m-%d").to_string()
}

impl ShareCounts {
    pub fn add(&self, slug: &str, what: Counted, at: DateTime<Utc>) {
        if let Ok(mut pending) = self.pending.lock() {
            let counts = pending
                .entry((slug.to_owned(), day_of(at)))
                .or_insert((0, 0));
            match what {
                Counted::View => counts.0 += 1,
                Counted::Download => counts.1 += 1,
            }
        }
    }

    /// Adds what this instance counted to the database. Counts that could not be written stay
    /// pending for the next flush; counts of a link removed meanwhile are dropped with it.
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
                let mut left = Pending::new();
                let mut failure = None;
                for ((slug, day), (views, downloads)) in taken {
                    if failure.is_some() {
                        left.insert((slug, day), (views, downloads));
                        continue;
                    }
                    if let Err(e) = shares::add_counts(conn, &slug, &day, views, downloads) {
                        left.insert((slug, day), (views, downloads));
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
                for (key, (views, downloads)) in left {
                    let counts = pending.entry(key).or_insert((0, 0));
                    counts.0 += views;
                    counts.1 += downloads;
                }
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
