//! The AI limits, counted in the database so they hold across instances: Free users (Single
//! PDF buyers too) get `FREE_AI_DAILY_LIMIT` calls per UTC day, Pro a per-minute burst limit,
//! and when a model is configured, `AI_GLOBAL_DAILY_LIMIT` caps the calls of everyone together
//! (the operator's spend). Every call that reached the model counts, answer or not; only a
//! call that could not reach it at all is given back.

use chrono::{DateTime, Timelike, Utc};
use vitae_ai_client::WriterError;
use vitae_domain::User;
use vitae_persistence::ai;

use crate::error::{ApiError, ApiResult, Problem};
use crate::state::AppState;

const MSG_SITE_LIMIT: Problem = Problem::new(
    "ai_site_limit",
    "The AI writer has reached today's limit for this site. \
     Please try again after midnight UTC.",
);

/// Runs one writer call under the user's quota. A failed call still counts when it reached the
/// model (the operator pays for it either way); one that never got there is given back.
pub async fn with_quota<T, F>(state: &AppState, user: &User, call: F) -> ApiResult<T>
where
    F: std::future::Future<Output = Result<T, WriterError>>,
{
    let ticket = take(state, user).await?;
    match call.await {
        Ok(value) => Ok(value),
        Err(e) => {
            if !e.reached_model() {
                ticket.give_back(state).await;
            }
            Err(e.into())
        }
    }
}

pub struct QuotaTicket {
    user_id: String,
    window_key: String,
    /// The UTC day whose site-wide allowance this call took from, if it is capped.
    global_day: Option<String>,
}

enum Refusal {
    User,
    Site,
}

/// Takes one AI call from the user's quota (and the site's, when capped), or answers 429
/// with when to retry.
pub async fn take(state: &AppState, user: &User) -> ApiResult<QuotaTicket> {
    let at = vitae_persistence::now();
    let (window_key, limit, retry_after, problem) = if user.has_pro() {
        (
            at.format("%Y-%m-%dT%H:%M").to_string(),
            state.settings.paid_ai_per_minute,
            60 - u64::from(at.second()),
            Problem::new(
                "ai_burst_limit",
                "You're going a little fast. Please wait a minute and try again.",
            ),
        )
    } else {
        let limit = state.settings.free_ai_daily_limit;
        (
            at.format("%Y-%m-%d").to_string(),
            limit,
            seconds_to_midnight(at),
            Problem::with_detail(
                "ai_daily_limit",
                format!(
                    "You've used today's {limit} free AI generations. They renew at midnight UTC, \
                 or upgrade to Pro for unlimited use."
                ),
            ),
        )
    };
    // The built-in writer costs the operator nothing, so only model calls count site-wide.
    let global = state
        .settings
        .ai_global_daily_limit
        .filter(|_| state.writer.model().is_some())
        .map(|cap| (at.format("%Y-%m-%d").to_string(), cap));
    let ticket = QuotaTicket {
        user_id: user.id.clone(),
        window_key,
        global_day: global.as_ref().map(|(day, _)| day.clone()),
    };
    let (user_id, key) = (ticket.user_id.clone(), ticket.window_key.clone());
    let verdict = state
        .db
        .run(move |conn| {
            vitae_persistence::write_transaction(conn, |conn| {
                if !ai::take_quota(conn, &user_id, &key, limit)? {
                    return Ok(Err(Refusal::User));
                }
                if let Some((day, cap)) = &global {
                    if !ai::take_global(conn, day, *cap)? {
                        ai::return_quota(conn, &user_id, &key)?;
                        return Ok(Err(Refusal::Site));
                    }
                }
                Ok(Ok(()))
            })
        })
        .await?;
    match verdict {
        Ok(()) => Ok(ticket),
        Err(Refusal::User) => Err(ApiError::TooManyRequests {
            problem,
            retry_after_secs: retry_after.max(1),
        }),
        Err(Refusal::Site) => Err(ApiError::TooManyRequests {
            problem: MSG_SITE_LIMIT,
            retry_after_secs: seconds_to_midnight(at).max(1),
        }),
    }
}

impl QuotaTicket {
    /// Gives the call back: it never reached the model, or the use case it was for failed.
    pub async fn give_back(self, state: &AppState) {
        let result = state
            .db
            .run(move |conn| {
                ai::return_quota(conn, &self.user_id, &self.window_key)?;
                match &self.global_day {
                    Some(day) => ai::return_global(conn, day),
                    None => Ok(()),
                }
            })
            .await;
        if let Err(e) = result {
            tracing::warn!(error = %e, "could not return an AI quota call");
        }
    }
}

fn seconds_to_midnight(at: DateTime<Utc>) -> u64 {
    86_400 - u64::from(at.num_seconds_from_midnight())
}
