//! The AI limits (docs/design.md), counted in the database so they hold across instances: Free
//! users get `FREE_AI_DAILY_LIMIT` calls per UTC day, paid users a per-minute burst limit.
//! A call that fails upstream is given back.

use chrono::{DateTime, Timelike, Utc};
use vitae_domain::User;
use vitae_persistence::ai;

use crate::error::{ApiError, ApiResult};
use crate::state::AppState;

pub struct QuotaTicket {
    user_id: String,
    window_key: String,
}

/// Takes one AI call from the user's quota, or answers 429 with when to retry.
pub async fn take(state: &AppState, user: &User) -> ApiResult<QuotaTicket> {
    let at = vitae_persistence::now();
    let (window_key, limit, retry_after, detail) = if user.is_paid() {
        (
            at.format("%Y-%m-%dT%H:%M").to_string(),
            state.settings.paid_ai_per_minute,
            60 - u64::from(at.second()),
            "You're going a little fast. Please wait a minute and try again.".to_owned(),
        )
    } else {
        let limit = state.settings.free_ai_daily_limit;
        (
            at.format("%Y-%m-%d").to_string(),
            limit,
            seconds_to_midnight(at),
            format!(
                "You've used today's {limit} free AI generations. They renew at midnight UTC, \
                 or upgrade to Pro for unlimited use."
            ),
        )
    };
    let user_id = user.id.clone();
    let key = window_key.clone();
    let granted = state
        .db
        .run(move |conn| ai::take_quota(conn, &user_id, &key, limit))
        .await?;
    if !granted {
        return Err(ApiError::TooManyRequests {
            detail,
            retry_after_secs: retry_after.max(1),
        });
    }
    Ok(QuotaTicket {
        user_id: user.id.clone(),
        window_key,
    })
}

impl QuotaTicket {
    /// Gives the call back after an upstream failure.
    pub async fn give_back(self, state: &AppState) {
        let result = state
            .db
            .run(move |conn| ai::return_quota(conn, &self.user_id, &self.window_key))
            .await;
        if let Err(e) = result {
            tracing::warn!(error = %e, "could not return an AI quota call");
        }
    }
}

fn seconds_to_midnight(at: DateTime<Utc>) -> u64 {
    86_400 - u64::from(at.num_seconds_from_midnight())
}
