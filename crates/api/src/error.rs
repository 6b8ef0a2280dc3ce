//! The API's one error type and its mapping to status codes and the `{"detail": …}` bodies the
//! client reads (docs/api.md, "Errors"). Infrastructure failures are logged here and answered
//! with a generic 500 that names no table, query or file.

use actix_web::http::{header, StatusCode};
use actix_web::{HttpResponse, ResponseError};
use serde_json::json;
use vitae_domain::Violations;
use vitae_persistence::StoreError;

#[derive(Debug, thiserror::Error)]
pub enum ApiError {
    #[error("{0}")]
    BadRequest(String),
    #[error("Not authenticated")]
    NotAuthenticated,
    #[error("{0}")]
    Unauthorized(String),
    #[error("{0}")]
    PaymentRequired(String),
    #[error("{0}")]
    Forbidden(String),
    #[error("{0}")]
    NotFound(&'static str),
    #[error("{0}")]
    Conflict(String),
    #[error("{0}")]
    PayloadTooLarge(String),
    #[error("{0}")]
    UnsupportedMediaType(String),
    #[error("{0}")]
    Validation(Violations),
    /// A well-formed request whose content cannot be used, said in one plain sentence.
    #[error("{0}")]
    Unprocessable(String),
    #[error("{detail}")]
    TooManyRequests {
        detail: String,
        retry_after_secs: u64,
    },
    /// An upstream service (AI writer, payment provider) failed.
    #[error("{0}")]
    BadGateway(String),
    /// An upstream service did not answer in time.
    #[error("{0}")]
    GatewayTimeout(String),
    /// The database is out of reach for a moment (restarting, no connection free in time).
    #[error("The service is briefly unavailable. Please try again in a moment.")]
    Unavailable(String),
    #[error("internal error: {0}")]
    Internal(String),
}

impl ApiError {
    /// A body over the limit of its route.
    pub fn body_too_large() -> Self {
        Self::PayloadTooLarge("Request body is too large".into())
    }

    /// Validation errors located inside the request body.
    pub fn invalid_body(violations: Violations, path: &[&str]) -> Self {
        let mut prefix = vec!["body"];
        prefix.extend_from_slice(path);
        Self::Validation(violations.prefixed(&prefix))
    }
}

impl From<StoreError> for ApiError {
    fn from(e: StoreError) -> Self {
        if e.is_transient() {
            Self::Unavailable(e.to_string())
        } else {
            Self::Internal(e.to_string())
        }
    }
}

impl ResponseError for ApiError {
    fn status_code(&self) -> StatusCode {
        match self {
            Self::BadRequest(_) => StatusCode::BAD_REQUEST,
            Self::NotAuthenticated | Self::Unauthorized(_) => StatusCode::UNAUTHORIZED,
            Self::PaymentRequired(_) => StatusCode::PAYMENT_REQUIRED,
            Self::Forbidden(_) => StatusCode::FORBIDDEN,
            Self::NotFound(_) => StatusCode::NOT_FOUND,
            Self::Conflict(_) => StatusCode::CONFLICT,
            Self::PayloadTooLarge(_) => StatusCode::PAYLOAD_TOO_LARGE,
            Self::UnsupportedMediaType(_) => StatusCode::UNSUPPORTED_MEDIA_TYPE,
            Self::Validation(_) | Self::Unprocessable(_) => StatusCode::UNPROCESSABLE_ENTITY,
            Self::TooManyRequests { .. } => StatusCode::TOO_MANY_REQUESTS,
            Self::BadGateway(_) => StatusCode::BAD_GATEWAY,
            Self::GatewayTimeout(_) => StatusCode::GATEWAY_TIMEOUT,
            Self::Unavailable(_) => StatusCode::SERVICE_UNAVAILABLE,
            Self::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    fn error_response(&self) -> HttpResponse {
        let body = match self {
            Self::Validation(v) => json!({ "detail": v.errors() }),
            Self::Unavailable(cause) => {
                tracing::warn!(%cause, "database unavailable");
                json!({ "detail": self.to_string() })
            }
            Self::Internal(cause) => {
                tracing::error!(%cause, "request failed");
                json!({ "detail": "Something went wrong on our side. Please try again." })
            }
            other => json!({ "detail": other.to_string() }),
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
}
