//! Security headers on every response, and the request id that ties a response to its log line.

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header::{HeaderName, HeaderValue};
use actix_web::middleware::{DefaultHeaders, Next};
use actix_web::{Error, HttpMessage};
use tracing_actix_web::RequestId;

/// What a response may load: only this origin, data: images (photos are data URLs), inline
/// styles (React style attributes), no inline scripts, and no framing by anyone. Exported pages
/// get the same policy with their own inline scripts' hashes (`policy_with_scripts`).
const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; script-src 'self'; \
     style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self'; \
     connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; \
     frame-ancestors 'none'";

/// The policy with these script hashes (`'sha256-…'`) allowed besides this origin's files.
pub fn policy_with_scripts(hashes: &[String]) -> String {
    if hashes.is_empty() {
        return CONTENT_SECURITY_POLICY.to_owned();
    }
    CONTENT_SECURITY_POLICY.replacen(
        "script-src 'self'",
        &format!("script-src 'self' {}", hashes.join(" ")),
        1,
    )
}

pub fn headers(https: bool) -> DefaultHeaders {
    let headers = DefaultHeaders::new()
        .add(("Content-Security-Policy", CONTENT_SECURITY_POLICY))
        .add(("X-Content-Type-Options", "nosniff"))
        .add(("X-Frame-Options", "DENY"))
        .add(("Referrer-Policy", "strict-origin-when-cross-origin"))
        .add((
            "Permissions-Policy",
            "camera=(), microphone=(), geolocation=(), payment=()",
        ));
    if https {
        headers.add((
            "Strict-Transport-Security",
            "max-age=31536000; includeSubDomains",
        ))
    } else {
        headers
    }
}

/// Adds `X-Request-Id` (the id tracing-actix-web put in the request's log span) to the
/// response, so a user's support request can be matched to a log line.
pub async fn request_id_header(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, Error> {
    let id = req.extensions().get::<RequestId>().map(|id| id.to_string());
    let mut res = next.call(req).await?;
    if let Some(value) = id.and_then(|id| HeaderValue::from_str(&id).ok()) {
        res.headers_mut()
            .insert(HeaderName::from_static("x-request-id"), value);
    }
    Ok(res)
}
