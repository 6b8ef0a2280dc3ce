//! Mails each user who asked for it one mail a day of the next steps due on their open
//! applications (`vitae_persistence::digest`). Every instance looks; a user's mail of the day is
//! claimed in the database before it is sent, so two instances never both send it. A mail that
//! fails for a while (the mail server is down) gives its claim back and is tried again at the
//! next look; one refused for good (an address the server rejects) is not tried again that day.

use std::sync::Arc;
use std::time::Duration;

use chrono::{NaiveDate, Utc};
use vitae_domain::application::format_date;
use vitae_domain::error::{causes, BoxError};
use vitae_mail::{DigestMail, DueStep, Mailer};
use vitae_persistence::digest::{self, Recipient};
use vitae_persistence::{applications, now, users, Database};
use vitae_words::Words;

/// Users mailed per look; the next look follows at once while more are due.
const BATCH: usize = 20;
/// How long a claim keeps other instances off a user's mail: longer than one send may take.
const CLAIM: chrono::Duration = chrono::Duration::minutes(2);
/// The longest wait between two looks.
const MAX_POLL: Duration = Duration::from_secs(60);

pub struct DigestMailer {
    db: Database,
    mailer: Mailer,
    /// Where the unsubscribe links point: `PUBLIC_URL`.
    public_url: url::Url,
    poll: Duration,
}

impl DigestMailer {
    pub fn new(db: Database, mailer: Mailer, public_url: url::Url, poll: Duration) -> Arc<Self> {
        Arc::new(Self {
            db,
            mailer,
            public_url,
            poll: poll.min(MAX_POLL),
        })
    }

    /// Sends what is due, then waits for the next look; forever.
    pub async fn run(self: Arc<Self>) {
        loop {
            while self.send_due().await == BATCH {}
            tokio::time::sleep(self.poll).await;
        }
    }

    /// One look: the users whose mail is due, each claimed and mailed. How many were found.
    async fn send_due(&self) -> usize {
        let today = Utc::now().date_naive();
        let found = self
            .db
            .run(move |conn| digest::due_recipients(conn, today, now(), CLAIM, BATCH))
            .await;
        let recipients = match found {
            Ok(recipients) => recipients,
            Err(e) => {
                tracing::warn!(error = %e, "digest: cannot read who is due");
                return 0;
            }
        };
        for recipient in &recipients {
            if let Err(e) = self.send(recipient, today).await {
                tracing::warn!(error = %causes(e.as_ref()), "digest: not mailed; will try again");
            }
        }
        recipients.len()
    }

    /// Claims the recipient's mail of `today` and sends it; nothing when another instance
    /// has it.
    async fn send(&self, recipient: &Recipient, today: NaiveDate) -> Result<(), BoxError> {
        let user_id = recipient.user_id.clone();
        // This mail's own unsubscribe key; the database keeps only its hash.
        let key = vitae_auth::secret::new_secret();
        let key_hash = vitae_auth::secret::hash_secret(&key);
        let claimed = self
            .db
            .run(move |conn| {
                if !digest::claim(conn, &user_id, today, now(), CLAIM)? {
                    return Ok(None);
                }
                let due = applications::due(conn, &user_id, today)?;
                if due.is_empty() {
                    // Done or moved since the look: nothing to mail today after all.
                    digest::release(conn, &user_id, today)?;
                    return Ok(None);
                }
                digest::add_unsubscribe_key(conn, &user_id, &key_hash, now())?;
                let language = users::interface_language(conn, &user_id)?;
                Ok(Some((due, language)))
            })
            .await?;
        let Some((due, language)) = claimed else {
            return Ok(());
        };
        // The language the user chose for the interface; English until they choose one.
        let words = Words::new(language.as_deref().unwrap_or_default());
        let steps: Vec<DueStep> = due
            .into_iter()
            .map(|a| DueStep {
                date: a
                    .details
                    .next_step_date
                    .map(format_date)
                    .unwrap_or_default(),
                company: a.details.company,
                role: a.details.role,
                note: a.details.next_step_note,
            })
            .collect();
        let mut unsubscribe = self.public_url.clone();
        unsubscribe.set_path("/api/account/digest/unsubscribe");
        unsubscribe.set_query(Some(&format!("token={key}")));
        let day = format_date(today);
        let count = steps.len().to_string();
        let id = format!("digest-{}-{day}", recipient.user_id);
        let mail = DigestMail {
            id: &id,
            to_email: &recipient.email,
            to_name: &recipient.name,
            subject: &words.say("server.digest.subject", &[("count", count.into())]),
            intro: &words.say("server.digest.intro", &[("day", day.as_str().into())]),
            stop: &words.say(
                "server.digest.stop",
                &[("url", unsubscribe.as_str().into())],
            ),
            steps: &steps,
            unsubscribe_url: unsubscribe.as_str(),
        };
        let user_id = recipient.user_id.clone();
        match self.mailer.send_digest(&mail).await {
            Ok(()) => Ok(self
                .db
                .run(move |conn| digest::settle(conn, &user_id, today, now()))
                .await?),
            Err(e) if e.is_permanent() => {
                // An address the mail server refuses for good (or that is not one) would fail
                // at every look: the day's mail is given up, and tomorrow's tried afresh.
                tracing::warn!(error = %causes(&e), "digest: refused for good; not tried again today");
                Ok(self
                    .db
                    .run(move |conn| digest::settle(conn, &user_id, today, now()))
                    .await?)
            }
            Err(e) => {
                let released = self
                    .db
                    .run(move |conn| Ok(digest::release(conn, &user_id, today)?))
                    .await;
                if let Err(r) = released {
                    tracing::warn!(error = %r, "digest: claim not given back; it expires");
                }
                Err(e.into())
            }
        }
    }
}
