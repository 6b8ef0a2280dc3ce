//! Work that costs memory like a render does (a PDF or DOCX, a photo's decoding, an imported
//! file's parse): run off the async workers, at most `AppState::renders` at once, so a burst
//! of them waits its turn instead of taking the server's memory.

use actix_web::web;

use crate::error::{ApiError, ApiResult};
use crate::state::AppState;

pub async fn in_slot<T>(state: &AppState, work: impl FnOnce() -> T + Send + 'static) -> ApiResult<T>
where
    T: Send + 'static,
{
    let _slot = state.renders.acquire().await.map_err(ApiError::internal)?;
    web::block(work).await.map_err(ApiError::internal)
}
