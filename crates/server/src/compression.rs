//! Gzip only where it pays: a body under `MIN_BYTES` fits in one packet either way, and
//! compressing it costs CPU time for nothing. actix's `Compress` has no size threshold but leaves
//! alone a response that already names its encoding, so `mark_small` (inside `Compress`) marks
//! small bodies `identity` and `unmark` (outside it) removes the mark before the response leaves.

use actix_web::body::{BodySize, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header::{HeaderValue, CONTENT_ENCODING};
use actix_web::middleware::Next;
use actix_web::Error;

/// Bodies shorter than this are sent as they are.
pub const MIN_BYTES: u64 = 1024;

const IDENTITY: HeaderValue = HeaderValue::from_static("identity");

pub async fn mark_small(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, Error> {
    let mut res = next.call(req).await?;
    let small = matches!(res.response().body().size(), BodySize::Sized(n) if n < MIN_BYTES);
    if small && !res.headers().contains_key(CONTENT_ENCODING) {
        res.headers_mut().insert(CONTENT_ENCODING, IDENTITY);
    }
    Ok(res)
}

pub async fn unmark(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, Error> {
    let mut res = next.call(req).await?;
    if res.headers().get(CONTENT_ENCODING) == Some(&IDENTITY) {
        res.headers_mut().remove(CONTENT_ENCODING);
    }
    Ok(res)
}
