//! Request parsing: JSON, query and path error handlers that answer in the API's error shape,
//! and the body limit that fits the largest valid resume with the largest photo.

use actix_web::dev::Payload;
use actix_web::error::{JsonPayloadError, PathError, QueryPayloadError, UrlencodedError};
use actix_web::{web, FromRequest, HttpRequest};
use futures_util::future::LocalBoxFuture;
use serde::de::DeserializeOwned;
use serde_json::value::RawValue;
use vitae_domain::photo::MAX_PHOTO_DATA_URL_LEN;
use vitae_domain::problems;
use vitae_domain::resume::limits::{ENHANCED_CHARS, RESUME_CHARS};
use vitae_domain::Violations;

use crate::error::{ApiError, Problem, NOT_FOUND};

/// The largest valid resume and its enhanced text (their total character limits), every
/// character taking UTF-8's four bytes, with the largest photo (as base64), plus 128 KiB for
/// keys and punctuation: about 5.93 MB.
/// Anything larger cannot be a valid save, so it is refused (413) before it is read whole.
pub const JSON_BODY_LIMIT: usize =
    MAX_PHOTO_DATA_URL_LEN + 4 * (RESUME_CHARS + ENHANCED_CHARS) + 128 * 1024;

pub fn json_config() -> web::JsonConfig {
    web::JsonConfig::default()
        .limit(JSON_BODY_LIMIT)
        .error_handler(|err, _req| json_error(err).into())
}

pub fn query_config() -> web::QueryConfig {
    web::QueryConfig::default().error_handler(|err, _req: &HttpRequest| {
        let QueryPayloadError::Deserialize(e) = err else {
            return ApiError::BadRequest(Problem::new("malformed_query", "Malformed query string"))
                .into();
        };
        single("query", e.to_string()).into()
    })
}

pub fn path_config() -> web::PathConfig {
    web::PathConfig::default().error_handler(|err, _req: &HttpRequest| {
        let PathError::Deserialize(e) = err else {
            return ApiError::NotFound(NOT_FOUND).into();
        };
        single("path", e.to_string()).into()
    })
}

pub fn form_config() -> web::FormConfig {
    web::FormConfig::default()
        .limit(16 * 1024)
        .error_handler(|err, _req: &HttpRequest| match err {
            UrlencodedError::Overflow { .. } => ApiError::body_too_large().into(),
            UrlencodedError::ContentType => {
                ApiError::BadRequest(Problem::new("expected_form", "Expected a form submission"))
                    .into()
            }
            other => ApiError::BadRequest(Problem::with_detail(
                "malformed_form",
                format!("Malformed form: {other}"),
            ))
            .into(),
        })
}

/// A JSON body, like `web::Json`, whose fields of the wrong type are reported where they are:
/// `["body", "template_style"]` rather than the whole body. Size, content type and syntax are
/// checked first, by `web::Json` under [`json_config`].
pub struct Json<T>(pub T);

impl<T> Json<T> {
    pub fn into_inner(self) -> T {
        self.0
    }
}

impl<T> std::ops::Deref for Json<T> {
    type Target = T;

    fn deref(&self) -> &T {
        &self.0
    }
}

impl<T: DeserializeOwned + 'static> FromRequest for Json<T> {
    type Error = actix_web::Error;
    type Future = LocalBoxFuture<'static, Result<Self, Self::Error>>;

    fn from_request(req: &HttpRequest, payload: &mut Payload) -> Self::Future {
        let raw = web::Json::<Box<RawValue>>::from_request(req, payload);
        Box::pin(async move {
            let raw = raw.await?;
            let mut de = serde_json::Deserializer::from_str(raw.get());
            serde_path_to_error::deserialize(&mut de)
                .map(Json)
                .map_err(|e| located(&e).into())
        })
    }
}

fn located(e: &serde_path_to_error::Error<serde_json::Error>) -> ApiError {
    use serde_path_to_error::Segment;
    let segments: Vec<String> = e
        .path()
        .iter()
        .filter_map(|segment| match segment {
            Segment::Seq { index } => Some(index.to_string()),
            Segment::Map { key } => Some(key.clone()),
            Segment::Enum { variant } => Some(variant.clone()),
            Segment::Unknown => None,
        })
        .collect();
    let mut loc = vec!["body"];
    loc.extend(segments.iter().map(String::as_str));
    let mut v = Violations::new();
    // serde_json's message ends with where in the text it stopped; the location says it better.
    let reason = e.inner().to_string();
    let reason = reason.split(" at line ").next().unwrap_or(&reason);
    v.push_with(&loc, problems::INVALID_VALUE, &[("reason", reason.into())]);
    ApiError::Validation(v)
}

fn json_error(err: JsonPayloadError) -> ApiError {
    match err {
        JsonPayloadError::Overflow { .. } | JsonPayloadError::OverflowKnownLength { .. } => {
            ApiError::body_too_large()
        }
        JsonPayloadError::ContentType => ApiError::UnsupportedMediaType(Problem::new(
            "expected_json",
            "Content-Type must be application/json",
        )),
        JsonPayloadError::Deserialize(e) => ApiError::BadRequest(Problem::with_detail(
            "malformed_json",
            format!("Malformed JSON: {e}"),
        )),
        other => ApiError::BadRequest(Problem::with_detail(
            "unreadable_body",
            format!("Unreadable request body: {other}"),
        )),
    }
}

fn single(place: &str, reason: String) -> ApiError {
    let mut v = Violations::new();
    v.push_with(
        &[place],
        problems::INVALID_VALUE,
        &[("reason", reason.into())],
    );
    ApiError::Validation(v)
}
