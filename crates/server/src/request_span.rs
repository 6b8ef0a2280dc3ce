//! The span every request's log lines sit in: request id, method, route, path and client
//! address. Unlike tracing-actix-web's default span it records the path without its query
//! string, because the sign-in callback's query carries the OpenID Connect code and state,
//! which must never reach the logs, and the client address by the same proxy rule as the
//! request limits (the right-most `X-Forwarded-For` hop behind a trusted proxy).

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::{Error, HttpMessage};
use tracing::Span;
use tracing_actix_web::{DefaultRootSpanBuilder, RequestId, RootSpanBuilder};

pub struct RequestSpan;

impl RootSpanBuilder for RequestSpan {
    fn on_request_start(request: &ServiceRequest) -> Span {
        let request_id = request
            .extensions()
            .get::<RequestId>()
            .map(ToString::to_string)
            .unwrap_or_default();
        let client_ip = vitae_api::limits::client_address(request.request())
            .map(|ip| ip.to_string())
            .unwrap_or_default();
        tracing::info_span!(
            "HTTP request",
            http.method = %request.method(),
            http.route = %request.match_pattern().unwrap_or_default(),
            http.target = %request.path(),
            http.client_ip = %client_ip,
            request_id = %request_id,
            http.status_code = tracing::field::Empty,
            exception.message = tracing::field::Empty,
            exception.details = tracing::field::Empty,
        )
    }

    fn on_request_end<B: MessageBody>(span: Span, outcome: &Result<ServiceResponse<B>, Error>) {
        DefaultRootSpanBuilder::on_request_end(span, outcome);
    }
}
