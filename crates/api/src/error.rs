//! The API's one error type and its mapping to status codes and the `{"detail": …}` bodies the
//! client reads (docs/api.md, "Errors"). Infrastructure failures are logged here and answered
//! with a generic 500 that names no table, query or file.

use std::borrow::Cow;

use actix_web::http::{header, StatusCode};
use actix_web::{HttpResponse, ResponseError};
use serde_json::json;
use vitae_ai_client::WriterError;
use vitae_billing::BillingError;
use vitae_domain::error::causes;
use vitae_domain::Violations;
use vitae_persistence::StoreError;

/// What went wrong, said twice: for a person in English (`detail`) and for a program as a
/// stable `code`, which the web client turns into its own words in the user's language. The
/// codes are listed in docs/api.md; a code, once published, keeps its meaning.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    pub code: &'static str,
    pub detail: Cow<'static, str>,
}

impl Problem {
    pub const fn new(code: &'static str, detail: &'static str) -> Self {
        Self {
            code,
            detail: Cow::Borrowed(detail),
        }
    }

    /// A problem whose English words are made for the occasion (they name a cause or a limit).
    pub fn with_detail(code: &'static str, detail: impl Into<String>) -> Self {
        Self {
            code,
            detail: Cow::Owned(detail.into()),
        }
    }
}

impl std::fmt::Display for Problem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.detail)
    }
}

#[derive(Debug, thiserror::Error)]
pub enum ApiError {
    #[error("{0}")]
    BadRequest(Problem),
    #[error("Not authenticated")]
    NotAuthenticated,
    #[error("{0}")]
    Unauthorized(Problem),
    /// A public link behind a password, asked for without its cookie or with a wrong password:
    /// 401 with a `code` the page can act on (`password_required`, `wrong_password`).
    #[error("{0}")]
    Locked(Problem),
    #[error("{0}")]
    PaymentRequired(Problem),
    #[error("{0}")]
    Forbidden(Problem),
    #[error("{0}")]
    NotFound(Problem),
    #[error("{0}")]
    Conflict(Problem),
    #[error("{0}")]
    PayloadTooLarge(Problem),
    #[error("{0}")]
    UnsupportedMediaType(Problem),
    #[error("{0}")]
    Validation(Violations),
    /// A well-formed request whose content cannot be used, said in one plain sentence.
    #[error("{0}")]
    Unprocessable(Problem),
    /// As `Unprocessable`, with figures a client acts on beside the words (`"over_lines": 12`),
    /// written into the body next to `detail` and `code`.
    #[error("{problem}")]
    UnprocessableWith {
        problem: Problem,
        facts: serde_json::Map<String, serde_json::Value>,
    },
    #[error("{problem}")]
    TooManyRequests {
        problem: Problem,
        retry_after_secs: u64,
    },
    /// An upstream service (AI writer, payment provider) failed.
    #[error("{0}")]
    BadGateway(Problem),
    /// An upstream service did not answer in time.
    #[error("{0}")]
    GatewayTimeout(Problem),
    /// The database is out of reach for a moment (restarting, no connection free in time), or
    /// a job ran past its deadline: logged with its chain of causes, answered with a 503.
    #[error("The service is briefly unavailable. Please try again in a moment.")]
    Unavailable(#[source] BoxError),
    /// A failure on our side: logged with its chain of causes, answered with a generic 500.
    #[error("internal error: {0}")]
    Internal(#[source] BoxError),
}

/// The one 404 for anything the caller may not see or that does not exist: ids reveal nothing.
pub const NOT_FOUND: Problem = Problem::new("not_found", "Not found");

/// Any error, kept whole so the log line shows its causes.
pub use vitae_domain::error::BoxError;

impl ApiError {
    /// A failure on our side, keeping the error and its sources for the log.
    pub fn internal(e: impl Into<BoxError>) -> Self {
        Self::Internal(e.into())
    }

    /// A body over the limit of its route.
    pub fn body_too_large() -> Self {
        Self::PayloadTooLarge(Problem::new("body_too_large", "Request body is too large"))
    }

    /// The stable code of this error (`Problem::code`).
    pub fn code(&self) -> &'static str {
        match self {
            Self::BadRequest(p)
            | Self::Unauthorized(p)
            | Self::Locked(p)
            | Self::PaymentRequired(p)
            | Self::Forbidden(p)
            | Self::NotFound(p)
            | Self::Conflict(p)
            | Self::PayloadTooLarge(p)
            | Self::UnsupportedMediaType(p)
            | Self::Unprocessable(p)
            | Self::UnprocessableWith { problem: p, .. }
            | Self::BadGateway(p)
            | Self::GatewayTimeout(p)
            | Self::TooManyRequests { problem: p, .. } => p.code,
            Self::NotAuthenticated => "not_authenticated",
            Self::Validation(_) => "invalid_fields",
            Self::Unavailable(_) => "unavailable",
            Self::Internal(_) => "internal",
        }
    }

    /// One problem with one field of the request, at `loc` (`["body", "email"]`,
    /// `["query", "status"]`).
    pub fn invalid_at(loc: &[&str], problem: vitae_domain::problems::Problem) -> Self {
        let mut v = Violations::new();
        v.push(loc, problem);
        Self::Validation(v)
    }

    /// Validation errors located inside the request body.
    pub fn invalid_body(violations: Violations, path: &[&str]) -> Self {
        let mut prefix = vec!["body"];
        prefix.extend_from_slice(path);
        Self::Validation(violations.prefixed(&prefix))
    }
}

const MSG_AI_TIMEOUT: Problem = Problem::new(
    "ai_timeout",
    "AI generation is taking longer than expected. Please try again with shorter descriptions.",
);
const MSG_AI_UPSTREAM: Problem = Problem::new(
    "ai_unavailable",
    "The AI writer could not produce content right now. Please try again in a moment.",
);

impl From<WriterError> for ApiError {
    fn from(e: WriterError) -> Self {
        tracing::warn!(error = %causes(&e), "AI writer failed");
        match e {
            WriterError::Timeout => ApiError::GatewayTimeout(MSG_AI_TIMEOUT),
            WriterError::Unreachable(_)
            | WriterError::Upstream(_)
            | WriterError::InvalidOutput(_) => ApiError::BadGateway(MSG_AI_UPSTREAM),
        }
    }
}

/// A Pro action (the billing portal) asked for without a subscription.
pub(crate) const MSG_NOTHING_TO_MANAGE: Problem =
    Problem::new("no_subscription", "You have no subscription to manage.");
const MSG_PAYMENT_PROVIDER_DOWN: Problem = Problem::new(
    "payment_provider_failed",
    "Failed to initiate payment. Please try again.",
);

impl From<BillingError> for ApiError {
    fn from(e: BillingError) -> Self {
        match e {
            BillingError::Timeout => {
                tracing::warn!("payment provider timed out");
                ApiError::GatewayTimeout(Problem::new(
                    "payment_provider_timeout",
                    "The payment provider did not answer in time. Please try again.",
                ))
            }
            e @ BillingError::Provider(_) => {
                tracing::warn!(cause = %causes(&e), "payment provider failed");
                ApiError::BadGateway(MSG_PAYMENT_PROVIDER_DOWN)
            }
            BillingError::InvalidWebhook(cause) => ApiError::BadRequest(Problem::with_detail(
                "webhook_rejected",
                format!("Webhook rejected: {cause}"),
            )),
            BillingError::Unsupported => ApiError::NotFound(NOT_FOUND),
            BillingError::NoCustomer => ApiError::Conflict(MSG_NOTHING_TO_MANAGE),
        }
    }
}

/// A resume too long to print: the user's to shorten, not our failure.
pub const MSG_TOO_MANY_PAGES: Problem = Problem::new(
    "too_many_pages",
    "This resume is too long to print: it would need more than 400 pages. Shorten it and try again.",
);

impl From<vitae_pdf::PdfError> for ApiError {
    fn from(e: vitae_pdf::PdfError) -> Self {
        match e {
            vitae_pdf::PdfError::TooManyPages => ApiError::Unprocessable(MSG_TOO_MANY_PAGES),
            other => ApiError::internal(other),
        }
    }
}

impl From<StoreError> for ApiError {
    fn from(e: StoreError) -> Self {
        if e.is_transient() {
            Self::Unavailable(e.into())
        } else {
            Self::Internal(e.into())
        }
    }
}

/// A 422's body: the problems listed, and when more were found than a list holds, a last line
/// that counts them in words and `more`, their number.
fn validation_body(v: &Violations, code: &str) -> serde_json::Value {
    if v.more() == 0 {
        return json!({ "detail": v.errors(), "code": code });
    }
    let mut counted = Violations::new();
    let at = v.errors().first().and_then(|e| e.loc.first());
    counted.push_with(
        &[at.map_or("body", String::as_str)],
        vitae_domain::problems::MORE_PROBLEMS,
        &[("count", v.more().to_string().into())],
    );
    let detail: Vec<_> = v.errors().iter().chain(counted.errors()).collect();
    json!({ "detail": detail, "code": code, "more": v.more() })
}

impl ResponseError for ApiError {
    fn status_code(&self) -> StatusCode {
        match self {
            Self::BadRequest(_) => StatusCode::BAD_REQUEST,
            Self::NotAuthenticated | Self::Unauthorized(_) | Self::Locked(_) => {
                StatusCode::UNAUTHORIZED
            }
            Self::PaymentRequired(_) => StatusCode::PAYMENT_REQUIRED,
            Self::Forbidden(_) => StatusCode::FORBIDDEN,
            Self::NotFound(_) => StatusCode::NOT_FOUND,
            Self::Conflict(_) => StatusCode::CONFLICT,
            Self::PayloadTooLarge(_) => StatusCode::PAYLOAD_TOO_LARGE,
            Self::UnsupportedMediaType(_) => StatusCode::UNSUPPORTED_MEDIA_TYPE,
            Self::Validation(_) | Self::Unprocessable(_) | Self::UnprocessableWith { .. } => {
                StatusCode::UNPROCESSABLE_ENTITY
            }
            Self::TooManyRequests { .. } => StatusCode::TOO_MANY_REQUESTS,
            Self::BadGateway(_) => StatusCode::BAD_GATEWAY,
            Self::GatewayTimeout(_) => StatusCode::GATEWAY_TIMEOUT,
            Self::Unavailable(_) => StatusCode::SERVICE_UNAVAILABLE,
            Self::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    fn error_response(&self) -> HttpResponse {
        let code = self.code();
        let body = match self {
            Self::Validation(v) => validation_body(v, code),
            Self::Unavailable(e) => {
                tracing::warn!(cause = %causes(e.as_ref()), "service unavailable");
                json!({ "detail": self.to_string(), "code": code })
            }
            Self::Internal(e) => {
                tracing::error!(cause = %causes(e.as_ref()), "request failed");
                json!({ "detail": "Something went wrong on our side. Please try again.", "code": code })
            }
            Self::UnprocessableWith { problem, facts } => {
                let mut body = facts.clone();
                body.insert("detail".into(), problem.detail.as_ref().into());
                body.insert("code".into(), code.into());
                serde_json::Value::Object(body)
            }
            other => json!({ "detail": other.to_string(), "code": code }),
        };
        let mut response = HttpResponse::build(self.status_code());
        match self {
            Self::NotAuthenticated => {
                response.insert_header((header::WWW_AUTHENTICATE, "Cookie"));
            }
            Self::TooManyRequests {
                retry_after_secs, ..
            } => {
                response.insert_header((header::RETRY_AFTER, retry_after_secs.to_string()));
            }
            Self::Unavailable(_) => {
                response.insert_header((header::RETRY_AFTER, "2"));
            }
            _ => {}
        }
        response.json(body)
    }
}

pub type ApiResult<T> = Result<T, ApiError>;

#[cfg(test)]
mod tests {
    use diesel::result::{DatabaseErrorKind, Error};

    use super::*;

    fn status_of(e: Error) -> (StatusCode, Option<String>) {
        let response = ApiError::from(StoreError::Query(e)).error_response();
        let retry = response
            .headers()
            .get(header::RETRY_AFTER)
            .and_then(|v| v.to_str().ok())
            .map(str::to_owned);
        (response.status(), retry)
    }

    #[test]
    fn a_lost_database_connection_is_a_503_to_retry_not_a_500() {
        let lost = Error::DatabaseError(
            DatabaseErrorKind::ClosedConnection,
            Box::new("server closed the connection unexpectedly".to_owned()),
        );
        assert_eq!(
            status_of(lost),
            (StatusCode::SERVICE_UNAVAILABLE, Some("2".to_owned()))
        );
        let bug = Error::DatabaseError(
            DatabaseErrorKind::UniqueViolation,
            Box::new("duplicate key".to_owned()),
        );
        assert_eq!(status_of(bug), (StatusCode::INTERNAL_SERVER_ERROR, None));
    }

    #[test]
    fn an_internal_error_keeps_its_causes_for_the_log() {
        let e = ApiError::from(StoreError::Query(Error::DatabaseError(
            DatabaseErrorKind::UniqueViolation,
            Box::new("duplicate key value violates \"resumes_pkey\"".to_owned()),
        )));
        let source = std::error::Error::source(&e).expect("the store error is kept");
        assert!(source.downcast_ref::<StoreError>().is_some());
        let ApiError::Internal(inner) = &e else {
            panic!("not internal: {e:?}")
        };
        assert_eq!(
            causes(inner.as_ref()),
            "database query failed: duplicate key value violates \"resumes_pkey\""
        );
    }
    #[test]
    fn unreadable_stored_data_keeps_the_parser_error() {
        let parse = serde_json::from_str::<u32>("{").expect_err("not a number");
        let line = parse.to_string();
        let e = ApiError::from(StoreError::Corrupt(parse.into()));
        let store = std::error::Error::source(&e).expect("the store error");
        let parser = store.source().expect("the parser error");
        assert!(parser.downcast_ref::<serde_json::Error>().is_some());
        let ApiError::Internal(inner) = &e else {
            panic!("not internal: {e:?}")
        };
        assert_eq!(
            causes(inner.as_ref()),
            format!("stored data could not be read: {line}")
        );
    }
}
