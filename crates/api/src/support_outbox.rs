//! Mails stored support requests to the operator. A request is stored before the user is told
//! it was sent; this outbox then delivers it, retrying with back-off until the mail server takes
//! it, so a mail server that is down loses nothing. Instances share the work through claims in
//! the database (`support::claim_due`), so two instances never mail the same request at once.

use std::sync::Arc;
use std::time::Duration;

use tokio::sync::Notify;
use vitae_mail::{Mailer, SupportMail};
use vitae_persistence::support::{self, StoredRequest};
use vitae_persistence::{now, Database};

/// Requests sent per pass; the next pass follows at once while more are due.
const BATCH: i64 = 20;
/// How long a claim keeps other instances off a request: longer than one send may take.
const CLAIM: Duration = Duration::from_secs(120);
/// The longest wait between two attempts at one request.
const MAX_BACKOFF: Duration = Duration::from_secs(3600);
/// The longest wait between two looks at the table, for retries and requests that another
/// instance stored.
const MAX_POLL: Duration = Duration::from_secs(60);

pub struct SupportOutbox {
    db: Database,
    mailer: Mailer,
    wake: Notify,
    /// The wait after a first failure; it doubles with each further one.
    retry_after: Duration,
}

impl SupportOutbox {
    pub fn new(db: Database, mailer: Mailer, retry_after: Duration) -> Arc<Self> {
        Arc::new(Self {
            db,
            mailer,
            wake: Notify::new(),
            retry_after,
        })
    }

    /// A request was stored: deliver it now rather than at the next poll.
    pub fn wake(&self) {
        self.wake.notify_one();
    }

    /// Delivers what is due, then waits for a wake-up or the next poll; forever.
    pub async fn run(self: Arc<Self>) {
        let poll = self.retry_after.min(MAX_POLL);
        loop {
            while self.deliver_due().await == BATCH as usize {}
            tokio::select! {
                () = self.wake.notified() => {}
                () = tokio::time::sleep(poll) => {}
            }
        }
    }

    /// One pass: claims what is due and tries each. Returns how many were claimed.
    async fn deliver_due(&self) -> usize {
        let lease = chrono::Duration::from_std(CLAIM).unwrap_or_else(|_| chrono::Duration::zero());
        let claimed = match self
            .db
            .run(move |conn| support::claim_due(conn, now(), lease, BATCH))
            .await
        {
            Ok(claimed) => claimed,
            Err(e) => {
                tracing::warn!(error = %e, "support outbox: cannot read the requests");
                return 0;
            }
        };
        for request in &claimed {
            self.deliver(request).await;
        }
        claimed.len()
    }

    async fn deliver(&self, request: &StoredRequest) {
        let mail = SupportMail {
            id: &request.id,
            sent_at: request.created_at,
            user_email: &request.user_email,
            category: &request.category,
            subject: &request.subject,
            message: &request.message,
        };
        let id = request.id.clone();
        let outcome = self.mailer.send_support(&mail).await;
        let recorded = match outcome {
            Ok(()) => {
                tracing::info!(support_request = %id, "support request mailed");
                self.db
                    .run(move |conn| support::mark_delivered(conn, &id, now()))
                    .await
            }
            Err(e) => {
                let error = e.to_string();
                let attempts = request.delivery.attempts() + 1;
                let wait = backoff(self.retry_after, attempts);
                tracing::warn!(support_request = %id, attempts, retry_in_secs = wait.as_secs(), error = %error, "support request not mailed; will retry");
                let retry_at = now()
                    + chrono::Duration::from_std(wait)
                        .unwrap_or_else(|_| chrono::Duration::hours(1));
                self.db
                    .run(move |conn| support::mark_failed(conn, &id, &error, retry_at).map(drop))
                    .await
            }
        };
        if let Err(e) = recorded {
            // The claim expires and the request is tried again: at worst mailed twice, under
            // the same Message-ID.
            tracing::warn!(support_request = %request.id, error = %e, "support outbox: cannot record the attempt");
        }
    }
}

/// `first`, doubled for each failure after the first, at most an hour.
fn backoff(first: Duration, failures: i32) -> Duration {
    let doublings = u32::try_from(failures.saturating_sub(1))
        .unwrap_or(0)
        .min(16);
    first.saturating_mul(1 << doublings).min(MAX_BACKOFF)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_wait_doubles_after_each_failure_up_to_an_hour() {
        let first = Duration::from_secs(30);
        let waits: Vec<u64> = [1, 2, 3, 4, 8, 100]
            .map(|n| backoff(first, n).as_secs())
            .to_vec();
        assert_eq!(waits, [30, 60, 120, 240, 3600, 3600]);
    }
}
