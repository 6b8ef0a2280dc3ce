//! What every resume download shares: the `content` and `paper` parameters, the file name, the
//! attachment response, and who may have a paid-for copy. A clean PDF and a DOCX (which has no
//! watermark to fall back on) follow one rule: Pro, a resume already unlocked, or one Single
//! PDF credit spent on it now, once and for good; everyone else gets 402.

use actix_web::http::header;
use actix_web::{web, HttpResponse};
use vitae_domain::resume::StoredResume;
use vitae_domain::Violations;
use vitae_pdf::{Content, Paper};
use vitae_persistence::billing::{self, Unlock};
use vitae_persistence::{now, resumes};

use crate::error::{ApiError, ApiResult};
use crate::state::AppState;

const NOT_FOUND: &str = "Resume not found";

/// Who may download a copy.
#[derive(Debug, Clone, Copy)]
pub enum Access {
    /// Any signed-in owner (watermarked PDFs, plain text, JSON Resume).
    Owner,
    /// The owner when entitled to a clean copy; else 402 with this message.
    Paid { refusal: &'static str },
}

/// The user's resume, after spending a credit on it if `access` asks for one and it is needed.
pub async fn load(
    state: &AppState,
    user_id: &str,
    id: String,
    access: Access,
) -> ApiResult<StoredResume> {
    let user_id = user_id.to_owned();
    let paid = matches!(access, Access::Paid { .. });
    let found = state
        .db
        .run(move |conn| {
            let Some(stored) = resumes::get(conn, &user_id, &id)? else {
                return Ok(None);
            };
            let unlock = if paid {
                Some(billing::unlock_resume(conn, &user_id, &id, now())?)
            } else {
                None
            };
            Ok(Some((stored, unlock)))
        })
        .await?;
    let (stored, unlock) = found.ok_or(ApiError::NotFound(NOT_FOUND))?;
    match (access, unlock) {
        (Access::Paid { refusal }, Some(Unlock::NotEntitled)) => {
            Err(ApiError::PaymentRequired(refusal.into()))
        }
        _ => Ok(stored),
    }
}

/// `enhanced` (the default) or `original`.
pub fn content(value: Option<&str>) -> ApiResult<Content> {
    match value {
        None => Ok(Content::Enhanced),
        Some(v) => Content::parse(v).ok_or_else(|| invalid("content", "Use enhanced or original")),
    }
}

/// `a4` (the default) or `letter`.
pub fn paper(value: Option<&str>) -> ApiResult<Paper> {
    match value {
        None => Ok(Paper::A4),
        Some(v) => Paper::parse(v).ok_or_else(|| invalid("paper", "Use a4 or letter")),
    }
}

fn invalid(field: &str, msg: &str) -> ApiError {
    let mut v = Violations::new();
    v.push(&["query", field], msg, "value_error");
    ApiError::Validation(v)
}

/// `{name}-resume.{extension}` with the name reduced to ASCII letters, digits and dashes, so the
/// header needs no quoting rules and every browser saves it under the same name.
pub fn file_name(name: &str, extension: &str) -> String {
    let mut slug = String::new();
    for c in name.trim().chars() {
        if c.is_ascii_alphanumeric() {
            slug.push(c);
        } else if !slug.ends_with('-') && !slug.is_empty() {
            slug.push('-');
        }
    }
    let slug = slug.trim_end_matches('-');
    if slug.is_empty() {
        format!("resume.{extension}")
    } else {
        format!("{slug}-resume.{extension}")
    }
}

/// A private, uncached file download.
pub fn attachment(content_type: &str, file_name: &str, body: Vec<u8>) -> HttpResponse {
    HttpResponse::Ok()
        .content_type(content_type)
        .insert_header((header::CACHE_CONTROL, "private, no-store"))
        .insert_header((
            header::CONTENT_DISPOSITION,
            format!("attachment; filename=\"{file_name}\""),
        ))
        .body(body)
}

/// Runs a renderer off the async workers, at most `AppState::renders` at once.
pub async fn render<T, E>(
    state: &AppState,
    work: impl FnOnce() -> Result<T, E> + Send + 'static,
) -> ApiResult<T>
where
    T: Send + 'static,
    E: std::fmt::Display + Send + 'static,
{
    let _slot = state
        .renders
        .acquire()
        .await
        .map_err(|e| ApiError::Internal(e.to_string()))?;
    web::block(work)
        .await
        .map_err(|e| ApiError::Internal(e.to_string()))?
        .map_err(|e| ApiError::Internal(format!("rendering failed: {e}")))
}

#[cfg(test)]
mod tests {
    use super::file_name;

    #[test]
    fn file_names_are_safe() {
        assert_eq!(file_name("Ana Souza", "pdf"), "Ana-Souza-resume.pdf");
        assert_eq!(
            file_name("  José  O'Neil \"x\"; rm -rf /", "docx"),
            "Jos-O-Neil-x-rm-rf-resume.docx"
        );
        assert_eq!(file_name("张伟", "json"), "resume.json");
    }
}
