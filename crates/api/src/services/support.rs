//! Support requests: stored first, so a request the user was told was sent is never lost, then
//! mailed by the outbox when SMTP is configured.

use vitae_domain::SupportRequest;
use vitae_persistence::{now, support};

use crate::error::ApiResult;
use crate::state::AppState;

/// Stores a checked request and wakes the outbox; returns its id.
pub async fn submit(state: &AppState, user_id: &str, request: SupportRequest) -> ApiResult<String> {
    let user_id = user_id.to_owned();
    let id = state
        .db
        .run(move |conn| support::insert(conn, &user_id, &request, now()))
        .await?;
    tracing::info!(support_request = %id, "support request stored");
    if let Some(outbox) = &state.support_outbox {
        outbox.wake();
    }
    Ok(id)
}
