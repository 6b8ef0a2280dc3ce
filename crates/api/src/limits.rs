//! Per-client request limits on the endpoints worth abusing: the steps that complete a sign-in
//! (where a credential, code or ticket is presented) and sending support requests. Each client address gets a bucket that refills steadily;
//! an empty bucket answers 429 with `Retry-After`. (AI calls have their own per-user quota in
//! the database, which holds across instances.)

use std::net::IpAddr;
use std::num::NonZeroU32;

use actix_web::body::{BoxBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header::X_FORWARDED_FOR;
use actix_web::middleware::Next;
use actix_web::{web, Error, HttpRequest, ResponseError};
use governor::clock::{Clock, DefaultClock};
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};

use crate::error::{ApiError, Problem};

/// Buckets are dropped when idle once this many addresses are tracked.
const TRACKED_ADDRESSES: usize = 10_000;

pub struct Limits {
    sign_in: DefaultKeyedRateLimiter<IpAddr>,
    support: DefaultKeyedRateLimiter<IpAddr>,
    /// Take the client address from `X-Forwarded-For` (behind a trusted proxy).
    trust_proxy: bool,
}

impl Limits {
    /// `sign_ins_per_minute` counts completions only: one dev sign-in is a form post and a
    /// ticket exchange, one OIDC sign-in a callback and a ticket exchange. Page views and the
    /// redirect that starts a sign-in are free, so a shared office address is not locked out
    /// by people merely opening the sign-in page.
    pub fn new(sign_ins_per_minute: u32, trust_proxy: bool) -> Self {
        Self {
            sign_in: RateLimiter::keyed(per_minute(sign_ins_per_minute)),
            support: RateLimiter::keyed(per_minute(5)),
            trust_proxy,
        }
    }

    fn bucket(&self, bucket: Bucket) -> &DefaultKeyedRateLimiter<IpAddr> {
        match bucket {
            Bucket::SignIn => &self.sign_in,
            Bucket::Support => &self.support,
        }
    }

    /// The client's address: the peer, or behind a trusted proxy the right-most
    /// `X-Forwarded-For` hop, the one our proxy appended. Every hop to its left, and the whole
    /// `Forwarded` header, came from the client and may be anything it likes.
    pub fn client(&self, req: &HttpRequest) -> Option<IpAddr> {
        if self.trust_proxy {
            if let Some(ip) = rightmost_forwarded_for(req) {
                return Some(ip);
            }
        }
        req.peer_addr().map(|a| a.ip())
    }
}

fn rightmost_forwarded_for(req: &HttpRequest) -> Option<IpAddr> {
    // Several headers count as one list, in order.
    let last_header = req
        .headers()
        .get_all(X_FORWARDED_FOR)
        .filter_map(|v| v.to_str().ok())
        .last()?;
    last_header.rsplit(',').next()?.trim().parse().ok()
}

/// The client address of `req` by the server's proxy setting (the peer when none is set up).
pub fn client_address(req: &HttpRequest) -> Option<IpAddr> {
    match req.app_data::<web::Data<Limits>>() {
        Some(limits) => limits.client(req),
        None => req.peer_addr().map(|a| a.ip()),
    }
}

/// `count` requests a minute, all of which may come at once.
fn per_minute(count: u32) -> Quota {
    let count = NonZeroU32::new(count).unwrap_or(NonZeroU32::MIN);
    Quota::per_minute(count).allow_burst(count)
}

/// Which limit a route spends from.
#[derive(Debug, Clone, Copy)]
enum Bucket {
    SignIn,
    Support,
}

/// Middleware for the routes that complete a sign-in. Limits are attached to routes, not
/// matched against the request's path, so every spelling of a path that reaches the route
/// (percent-encoded letters, which the router decodes) spends from the same bucket.
pub async fn sign_in(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<BoxBody>, Error> {
    enforce(Bucket::SignIn, req, next).await
}

/// Middleware for sending a support request.
pub async fn support(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<BoxBody>, Error> {
    enforce(Bucket::Support, req, next).await
}

async fn enforce(
    bucket: Bucket,
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<BoxBody>, Error> {
    let verdict = req.app_data::<web::Data<Limits>>().and_then(|limits| {
        let bucket = limits.bucket(bucket);
        let client = limits.client(req.request())?;
        if bucket.len() > TRACKED_ADDRESSES {
            bucket.retain_recent();
        }
        bucket.check_key(&client).err().map(|not_until| {
            not_until
                .wait_time_from(DefaultClock::default().now())
                .as_secs()
                .max(1)
        })
    });
    if let Some(retry_after_secs) = verdict {
        let refused = ApiError::TooManyRequests {
            problem: Problem::new(
                "too_many_attempts",
                "Too many attempts. Please wait a moment and try again.",
            ),
            retry_after_secs,
        };
        return Ok(req.into_response(refused.error_response()));
    }
    next.call(req)
        .await
        .map(ServiceResponse::map_into_boxed_body)
}
