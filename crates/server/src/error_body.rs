//! Every error answer carries the request id in its body, `{"detail": …, "code": …,
//! "request_id": …}`,
//! the same id as the `X-Request-Id` header and the request's log line, so that a user who
//! reports an error can quote it and an operator can find the log line. This covers the
//! API's own errors and the plain-text or empty ones actix-web answers by itself (405);
//! web pages (HTML) and streamed bodies are left as they are.

use actix_web::body::{BoxBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header::{self, HeaderValue};
use actix_web::http::StatusCode;
use actix_web::middleware::Next;
use actix_web::web::Bytes;
use actix_web::{Error, HttpMessage};
use serde_json::{json, Value};
use tracing_actix_web::RequestId;

pub async fn add_request_id(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<BoxBody>, Error> {
    // No clone of the request may be held across `next.call`: the router needs the only
    // reference to record the matched resource (actix panics otherwise). Our middlewares
    // answer refusals as responses, so an `Err` here is rare; actix renders it as it is.
    let id = req.extensions().get::<RequestId>().map(ToString::to_string);
    let response = next.call(req).await?.map_into_boxed_body();
    let Some(id) = id else {
        return Ok(response);
    };
    Ok(response.map_body(|head, body| {
        if !(head.status.is_client_error() || head.status.is_server_error()) {
            return body;
        }
        match body.try_into_bytes() {
            Ok(bytes) => match with_request_id(head.status, &mut head.headers, &bytes, &id) {
                Some(rewritten) => BoxBody::new(rewritten),
                None => BoxBody::new(bytes),
            },
            Err(streamed) => streamed,
        }
    }))
}

/// The machine-readable code of an answer actix-web wrote itself: its status's reason phrase in
/// snake case (`method_not_allowed`).
fn code_of(status: StatusCode) -> String {
    status
        .canonical_reason()
        .unwrap_or("error")
        .to_ascii_lowercase()
        .replace([' ', '-'], "_")
}

/// The error body with `request_id` added, or `None` to leave it alone.
fn with_request_id(
    status: StatusCode,
    headers: &mut header::HeaderMap,
    body: &Bytes,
    id: &str,
) -> Option<Bytes> {
    let content_type = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    let rewritten = if content_type.starts_with("application/json") {
        let mut value: Value = serde_json::from_slice(body).ok()?;
        let object = value.as_object_mut()?;
        if !object.contains_key("detail") || object.contains_key("request_id") {
            return None;
        }
        object.insert("request_id".into(), Value::String(id.to_owned()));
        value
    } else if content_type.is_empty() || content_type.starts_with("text/plain") {
        // actix-web's own answers: a plain-text message or nothing at all.
        let text = String::from_utf8_lossy(body);
        let detail = match text.trim() {
            "" => status.canonical_reason().unwrap_or("Error"),
            text => text,
        };
        headers.insert(
            header::CONTENT_TYPE,
            HeaderValue::from_static("application/json"),
        );
        json!({ "detail": detail, "code": code_of(status), "request_id": id })
    } else {
        return None;
    };
    serde_json::to_vec(&rewritten).ok().map(Bytes::from)
}
