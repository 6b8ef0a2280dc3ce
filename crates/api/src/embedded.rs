//! The embedded dev sign-in lets anyone sign in as anyone, and the demo checkout grants Pro for
//! free. Besides the start-up rule (loopback `PUBLIC_URL` and `BIND_ADDR`, unless allowed), each
//! of their requests must name this machine in its `Host`: a web page elsewhere whose name
//! was pointed at 127.0.0.1 (DNS rebinding) cannot use them, nor can anyone who reaches a
//! port published by mistake. The operator's `ALLOW_DEV_SIGN_IN` / `ALLOW_DEMO_CHECKOUT`
//! lift the rule.

use actix_web::http::header::HOST;
use actix_web::HttpRequest;
use vitae_auth::loopback::is_loopback_host_header;

use crate::error::{ApiError, ApiResult, Problem};
use crate::state::AppState;

const MSG_DEV_SIGN_IN: Problem = Problem::new(
    "dev_sign_in_local_only",
    "The built-in sign-in only answers on this machine (localhost). \
     To sign in from elsewhere, the operator configures a sign-in provider.",
);
const MSG_DEMO_CHECKOUT: Problem = Problem::new(
    "demo_checkout_local_only",
    "The demo checkout only answers on this machine (localhost).",
);

/// The host this request names: its `Host` header, or the authority of an HTTP/2 request.
fn named_host(req: &HttpRequest) -> Option<&str> {
    match req.headers().get(HOST) {
        Some(value) => value.to_str().ok(),
        None => req.uri().authority().map(|a| a.as_str()),
    }
}

fn require_local(req: &HttpRequest, allowed_anywhere: bool, refusal: Problem) -> ApiResult<()> {
    if allowed_anywhere || named_host(req).is_some_and(is_loopback_host_header) {
        Ok(())
    } else {
        Err(ApiError::Forbidden(refusal))
    }
}

/// 403 unless the dev sign-in may answer this request.
pub fn dev_sign_in(state: &AppState, req: &HttpRequest) -> ApiResult<()> {
    let anywhere = state.settings.embedded_on_any_host.dev_sign_in;
    require_local(req, anywhere, MSG_DEV_SIGN_IN)
}

/// 403 unless the demo checkout (and its portal) may answer this request.
pub fn demo_checkout(state: &AppState, req: &HttpRequest) -> ApiResult<()> {
    let anywhere = state.settings.embedded_on_any_host.demo_checkout;
    require_local(req, anywhere, MSG_DEMO_CHECKOUT)
}
