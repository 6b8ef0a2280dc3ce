//! The time sessions are judged by: the system's, unless a test moves it ahead to see a session
//! outlive a moment (or not) without waiting for that moment to come.

use std::sync::atomic::{AtomicI64, Ordering};

use chrono::{DateTime, Utc};

#[derive(Debug, Default)]
pub struct Clock {
    /// How far this clock is ahead of the system's, in microseconds (the database's precision).
    ahead_micros: AtomicI64,
}

impl Clock {
    pub fn now(&self) -> DateTime<Utc> {
        vitae_persistence::now()
            + chrono::Duration::microseconds(self.ahead_micros.load(Ordering::Relaxed))
    }

    /// Moves this clock `by` further ahead of the system's.
    pub fn advance(&self, by: std::time::Duration) {
        let micros = i64::try_from(by.as_micros()).unwrap_or(i64::MAX);
        self.ahead_micros.fetch_add(micros, Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn it_tells_the_system_time_until_moved_ahead() {
        let clock = Clock::default();
        let drift = (clock.now() - Utc::now()).num_milliseconds().abs();
        assert!(drift < 1_000, "{drift} ms");
        clock.advance(std::time::Duration::from_secs(3));
        let ahead = (clock.now() - Utc::now()).num_milliseconds();
        assert!((2_000..4_000).contains(&ahead), "{ahead} ms");
    }
}
