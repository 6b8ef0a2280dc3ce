//! What the connection pool has been through, counted from r2d2's events so that an operator
//! can see requests waiting for a connection before they start timing out. Plain atomics: the
//! metrics exporter reads them at scrape time, and this crate stays free of any metrics library.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use diesel::r2d2::{event, HandleEvent};

/// A snapshot of the pool: its size now and its counters since start-up.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PoolStats {
    /// Connections open now, idle or in use.
    pub connections: u32,
    /// Open connections not in use now.
    pub idle: u32,
    /// The most connections the pool opens (`DATABASE_POOL_SIZE`).
    pub max_size: u32,
    /// Connections handed out since start-up.
    pub checkouts: u64,
    /// Seconds spent waiting for those connections, summed.
    pub checkout_wait_seconds: f64,
    /// Requests for a connection that gave up after the pool's connection timeout.
    pub timeouts: u64,
}

/// Counts checkouts, their waits and timeouts; installed as the pool's event handler.
#[derive(Debug, Default, Clone)]
pub(crate) struct PoolCounters(Arc<Counters>);

#[derive(Debug, Default)]
struct Counters {
    checkouts: AtomicU64,
    wait_micros: AtomicU64,
    timeouts: AtomicU64,
}

impl PoolCounters {
    pub(crate) fn snapshot(&self, state: diesel::r2d2::State, max_size: u32) -> PoolStats {
        PoolStats {
            connections: state.connections,
            idle: state.idle_connections,
            max_size,
            checkouts: self.0.checkouts.load(Ordering::Relaxed),
            checkout_wait_seconds: self.0.wait_micros.load(Ordering::Relaxed) as f64 / 1e6,
            timeouts: self.0.timeouts.load(Ordering::Relaxed),
        }
    }
}

impl HandleEvent for PoolCounters {
    fn handle_checkout(&self, event: event::CheckoutEvent) {
        let micros = u64::try_from(event.duration().as_micros()).unwrap_or(u64::MAX);
        self.0.checkouts.fetch_add(1, Ordering::Relaxed);
        self.0.wait_micros.fetch_add(micros, Ordering::Relaxed);
    }

    fn handle_timeout(&self, _event: event::TimeoutEvent) {
        self.0.timeouts.fetch_add(1, Ordering::Relaxed);
    }
}
