//! `GET /metrics`: the registry for a scraper presenting `Authorization: Bearer
//! <METRICS_TOKEN>`. Mounted only when the token is configured; the reverse proxy of the
//! compose file also keeps the path off the internet.

use actix_web::http::header;
use actix_web::{web, HttpRequest, HttpResponse, ResponseError};
use vitae_api::error::ApiError;

use super::Metrics;
use crate::config::MetricsToken;

/// OpenMetrics text, which Prometheus negotiates and parses natively.
const CONTENT_TYPE: &str = "application/openmetrics-text; version=1.0.0; charset=utf-8";

pub async fn serve(
    req: HttpRequest,
    metrics: web::Data<Metrics>,
    token: web::Data<MetricsToken>,
) -> HttpResponse {
    let presented = req
        .headers()
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "));
    if !presented.is_some_and(|p| token.matches(p.trim())) {
        let mut refused = ApiError::NotAuthenticated.error_response();
        refused.headers_mut().insert(
            header::WWW_AUTHENTICATE,
            header::HeaderValue::from_static("Bearer realm=\"metrics\""),
        );
        return refused;
    }
    match metrics.encode() {
        Ok(text) => HttpResponse::Ok().content_type(CONTENT_TYPE).body(text),
        Err(e) => ApiError::internal(e).error_response(),
    }
}
