//! The account as a whole: everything stored about a user as one document, and deleting all of
//! it. Deleting cancels a live subscription at the payment provider first; when the provider
//! cannot be reached nothing is deleted, so a user is never left billed for an account that is
//! gone.

use std::io::{BufWriter, Seek, SeekFrom, Write};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use vitae_billing::BillingError;
use vitae_domain::error::causes;
use vitae_domain::problems;
use vitae_domain::{interface_language, User};
use vitae_persistence::account;
use vitae_persistence::{digest, now, users, DbConnection, StoreError};

use crate::error::{ApiError, ApiResult, Problem};
use crate::state::AppState;

const MSG_UNKNOWN_LINK: Problem = Problem::new(
    "unsubscribe_link_invalid",
    "This unsubscribe link is not valid (the mail may already be off)",
);

/// The account's settings.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct AccountSettings {
    /// One mail a day (UTC) of the next steps due on open applications, when there are any.
    /// Off until turned on.
    pub digest_opt_in: bool,
    /// The interface language chosen (`en`, `ar`, `hi`, `es`, `fr`, `de`, `pt-BR`); `null` until
    /// one is chosen, when the browser's language is followed.
    pub language: Option<String>,
}

/// A change to the account's settings: what is absent stays as it is.
#[derive(Debug, Default, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct AccountSettingsChange {
    #[serde(default)]
    pub digest_opt_in: Option<bool>,
    /// One of the interface languages.
    #[serde(default)]
    pub language: Option<String>,
}

impl AccountSettingsChange {
    /// The language asked for, as its code; 422 for one the interface does not speak.
    pub fn interface_language(&self) -> ApiResult<Option<&'static str>> {
        self.language
            .as_deref()
            .map(|code| {
                interface_language::parse(code).ok_or_else(|| {
                    ApiError::invalid_at(
                        &["body", "language"],
                        problems::INTERFACE_LANGUAGE_UNKNOWN,
                    )
                })
            })
            .transpose()
    }
}

pub async fn settings(state: &AppState, user_id: &str) -> ApiResult<AccountSettings> {
    let user_id = user_id.to_owned();
    Ok(state
        .db
        .run(move |conn| read_settings(conn, &user_id))
        .await?)
}

fn read_settings(conn: &mut DbConnection, user_id: &str) -> Result<AccountSettings, StoreError> {
    Ok(AccountSettings {
        digest_opt_in: digest::opted_in(conn, user_id)?,
        language: users::interface_language(conn, user_id)?,
    })
}

/// The interface language the user chose, if they chose one (restored at sign-in).
pub async fn interface_language(state: &AppState, user_id: &str) -> ApiResult<Option<String>> {
    let user_id = user_id.to_owned();
    Ok(state
        .db
        .run(move |conn| users::interface_language(conn, &user_id))
        .await?)
}

pub async fn set_settings(
    state: &AppState,
    user_id: &str,
    wanted: AccountSettingsChange,
) -> ApiResult<AccountSettings> {
    let language = wanted.interface_language()?;
    let user_id = user_id.to_owned();
    Ok(state
        .db
        .run(move |conn| {
            let at = now();
            match wanted.digest_opt_in {
                Some(true) => digest::subscribe(conn, &user_id, at)?,
                Some(false) => digest::unsubscribe(conn, &user_id)?,
                None => {}
            }
            if let Some(language) = language {
                users::set_interface_language(conn, &user_id, language, at)?;
            }
            read_settings(conn, &user_id)
        })
        .await?)
}

/// The mail's one-click unsubscribe: turns the daily mail off for the user whose mail carried
/// `key`, and says which interface language they chose, if any.
pub async fn unsubscribe(state: &AppState, key: &str) -> ApiResult<Option<String>> {
    let key_hash = vitae_auth::secret::hash_secret(key);
    let found = state
        .db
        .run(move |conn| {
            let Some(user_id) = digest::unsubscribe_by_key(conn, &key_hash, now())? else {
                return Ok(None);
            };
            users::interface_language(conn, &user_id).map(Some)
        })
        .await?;
    found.ok_or_else(|| ApiError::NotFound(MSG_UNKNOWN_LINK))
}

const PROVIDER_FAILED: Problem = Problem::new(
    "subscription_not_cancelled",
    "We could not cancel your subscription with the payment provider, so nothing was deleted. Please try again.",
);

/// Data exports one instance writes at once. An export reads a whole account and spools it to
/// disk; a few at a time keep the disk and the database's time for everyone else.
pub const MAX_EXPORTS: usize = 2;
/// When to try again when every export slot is taken.
const EXPORT_RETRY_SECS: u64 = 2;

const MSG_EXPORTS_BUSY: Problem = Problem::new(
    "exports_busy",
    "Other downloads of account data are being prepared. Please try again in a few seconds.",
);

/// The data exports running on this instance.
#[derive(Debug, Default)]
pub struct Exports {
    running: Arc<AtomicUsize>,
}

impl Exports {
    fn start(&self) -> Option<ExportSlot> {
        self.running
            .fetch_update(Ordering::AcqRel, Ordering::Acquire, |n| {
                (n < MAX_EXPORTS).then_some(n + 1)
            })
            .ok()
            .map(|_| ExportSlot(self.running.clone()))
    }
}

/// One export's place among [`MAX_EXPORTS`], held until its file is sent (or the client goes).
pub struct ExportSlot(Arc<AtomicUsize>);

impl Drop for ExportSlot {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::AcqRel);
    }
}

/// Everything stored about the user as of now, written as it is read into a temporary file
/// (gone once closed) and read back from its start: an account's size costs disk for a moment,
/// never memory. The slot is the caller's to hold while the file is sent.
pub async fn export(
    state: &AppState,
    user_id: &str,
) -> ApiResult<(std::fs::File, DateTime<Utc>, ExportSlot)> {
    let slot = state.exports.start().ok_or(ApiError::TooManyRequests {
        problem: MSG_EXPORTS_BUSY,
        retry_after_secs: EXPORT_RETRY_SECS,
    })?;
    let at = now();
    // The links' counts as of now, this instance's last second included.
    if let Err(e) = state.share_counts.flush(&state.db).await {
        tracing::warn!(error = %e, "link counts not written before an export");
    }
    let user_id = user_id.to_owned();
    let spooled = state
        .db
        .run(move |conn| {
            let mut spool = tempfile::tempfile()?;
            let mut out = BufWriter::new(&mut spool);
            let found = account::write_export(conn, &user_id, at, &mut out)?;
            out.flush()?;
            drop(out);
            spool.seek(SeekFrom::Start(0))?;
            Ok(found.then_some(spool))
        })
        .await?
        // Deleted between the session check and the read.
        .ok_or(ApiError::NotAuthenticated)?;
    Ok((spooled, at, slot))
}

/// Once the user has typed their account's email (`confirmation`, case and surrounding spaces
/// aside), cancels a live subscription at the provider, then deletes every row of the user,
/// sessions included; returns once all of it is done.
pub async fn delete(state: &AppState, user: &User, confirmation: &str) -> ApiResult<()> {
    if !confirmation.trim().eq_ignore_ascii_case(user.email.trim()) {
        return Err(ApiError::invalid_at(
            &["body", "email"],
            problems::CONFIRMATION_EMAIL_WRONG,
        ));
    }
    let user_id = user.id.clone();
    let subscription = state
        .db
        .run(move |conn| account::live_subscription(conn, &user_id))
        .await?;
    if let Some(subscription) = subscription {
        state
            .payments
            .cancel_subscription(&subscription)
            .await
            .map_err(|e| match e {
                BillingError::Timeout => ApiError::GatewayTimeout(PROVIDER_FAILED),
                other => {
                    tracing::warn!(cause = %causes(&other), "subscription not cancelled; account kept");
                    ApiError::BadGateway(PROVIDER_FAILED)
                }
            })?;
    }
    let user_id = user.id.clone();
    state
        .db
        .run(move |conn| account::delete(conn, &user_id))
        .await?;
    tracing::info!("account deleted");
    Ok(())
}
