//! One log line and one metrics sample per request, written when its response is ready. The
//! line is an event inside tracing-actix-web's request span, so it carries the request id,
//! method, route and client address; it adds the status and the latency. Client errors (a
//! 401 from `/api/auth/me` is routine) are INFO like successes; server errors are ERROR. The web
//! client's files answered without error are DEBUG: a page load fetches dozens of them, and at
//! INFO they would bury the API requests an operator reads the log for.

use std::time::Instant;

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::middleware::Next;
use actix_web::{web, Error};

use crate::metrics::{Metrics, STATIC_ROUTE, UNMATCHED_API_ROUTE};

pub async fn observe(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, Error> {
    let started = Instant::now();
    let method = req.method().clone();
    let route = route_label(&req);
    let metrics = req.app_data::<web::Data<Metrics>>().cloned();
    let outcome = next.call(req).await;
    let elapsed = started.elapsed();
    let (status, error) = match &outcome {
        Ok(res) => (
            res.status(),
            res.response().error().map(|e| clipped(e.to_string())),
        ),
        Err(e) => (
            e.as_response_error().status_code(),
            Some(clipped(e.to_string())),
        ),
    };
    let latency_ms = elapsed.as_secs_f64() * 1000.0;
    let code = status.as_u16();
    if status.is_server_error() {
        tracing::error!(status = code, latency_ms, route = %route, error = error.as_deref(), "request failed");
    } else if route == STATIC_ROUTE && !status.is_client_error() {
        tracing::debug!(status = code, latency_ms, route = %route, "request finished");
    } else {
        tracing::info!(status = code, latency_ms, route = %route, error = error.as_deref(), "request finished");
    }
    if let Some(metrics) = metrics {
        metrics.record_request(&method, route, code, elapsed);
    }
    outcome
}

/// The most of an error's words one line carries. An error may repeat what the client sent
/// (a malformed value, fifty field problems); a log line stays a line.
const MAX_ERROR_CHARS: usize = 1024;

fn clipped(mut error: String) -> String {
    if let Some((end, _)) = error.char_indices().nth(MAX_ERROR_CHARS) {
        error.truncate(end);
        error.push_str("… (cut)");
    }
    error
}

/// The matched route pattern (`/api/resume/{id}`), never the raw path, whose ids would make
/// a new label per request. Unmatched API paths share one label; the web client's files
/// (served by the fallback) share another.
fn route_label(req: &ServiceRequest) -> String {
    match req.match_pattern() {
        Some(pattern) => pattern,
        None if req.path() == "/api" || req.path().starts_with("/api/") => {
            UNMATCHED_API_ROUTE.to_owned()
        }
        None => STATIC_ROUTE.to_owned(),
    }
}
