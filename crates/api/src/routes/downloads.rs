//! What every resume download shares over HTTP: the `content` and `paper` parameters, the file
//! name, the attachment response and the render. Who may have a paid-for copy is
//! `services::resumes::get_for_download`.

use actix_web::http::header;
use actix_web::{HttpResponse, HttpResponseBuilder};
use vitae_domain::problems;
use vitae_pdf::{Content, Paper, PdfError};

use crate::error::{ApiError, ApiResult};
use crate::services::heavy::Lane;
use crate::state::AppState;

/// `enhanced` (the default) or `original`.
pub fn content(value: Option<&str>) -> ApiResult<Content> {
    match value {
        None => Ok(Content::Enhanced),
        Some(v) => Content::parse(v).ok_or_else(|| invalid("content", problems::CONTENT_UNKNOWN)),
    }
}

/// `a4` or `letter`, over the resume's own paper; `None` keeps the resume's (A4 by default).
pub fn paper(value: Option<&str>) -> ApiResult<Option<Paper>> {
    value
        .map(|v| Paper::parse(v).ok_or_else(|| invalid("paper", problems::PAPER_UNKNOWN)))
        .transpose()
}

fn invalid(field: &str, problem: problems::Problem) -> ApiError {
    ApiError::invalid_at(&["query", field], problem)
}

/// `{name}-resume.{extension}` with the name reduced to ASCII letters, digits and dashes, so the
/// header needs no quoting rules and every browser saves it under the same name.
pub fn file_name(name: &str, extension: &str) -> String {
    file_name_of(name, "resume", extension)
}

/// `{name}-{what}.{extension}` with the name reduced to ASCII letters, digits and dashes
/// (`{what}.{extension}` without a name).
pub fn file_name_of(name: &str, what: &str, extension: &str) -> String {
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
        format!("{what}.{extension}")
    } else {
        format!("{slug}-{what}.{extension}")
    }
}

/// A private, uncached file download.
pub fn attachment(content_type: &str, file_name: &str, body: Vec<u8>) -> HttpResponse {
    attachment_of(content_type, file_name).body(body)
}

/// The headers of a file download, its body to come (a file sent as it is read).
pub fn attachment_of(content_type: &str, file_name: &str) -> HttpResponseBuilder {
    let mut response = HttpResponse::Ok();
    response
        .content_type(content_type)
        .insert_header((header::CACHE_CONTROL, "private, no-store"))
        .insert_header((
            header::CONTENT_DISPOSITION,
            format!("attachment; filename=\"{file_name}\""),
        ));
    response
}

/// Runs a renderer in the render lane for `user_id`; a renderer's failure is ours (500), but
/// for a resume too long to print (422 `too_many_pages`).
pub async fn render<T>(
    state: &AppState,
    user_id: &str,
    work: impl FnOnce() -> Result<T, PdfError> + Send + 'static,
) -> ApiResult<T>
where
    T: Send + 'static,
{
    Ok(state
        .heavy
        .run(Lane::Render, user_id, move |_| work())
        .await??)
}

#[cfg(test)]
mod tests {
    use super::{file_name, paper};
    use vitae_pdf::Paper;

    #[test]
    fn file_names_are_safe() {
        assert_eq!(file_name("Ana Souza", "pdf"), "Ana-Souza-resume.pdf");
        assert_eq!(
            file_name("  José  O'Neil \"x\"; rm -rf /", "docx"),
            "Jos-O-Neil-x-rm-rf-resume.docx"
        );
        assert_eq!(file_name("张伟", "json"), "resume.json");
    }

    #[test]
    fn the_documented_paper_sizes_are_the_ones_read() {
        let schema =
            serde_json::to_value(<Paper as utoipa::PartialSchema>::schema()).expect("schema");
        assert_eq!(
            schema["enum"],
            serde_json::json!(Paper::ALL.map(Paper::as_str))
        );
        for p in Paper::ALL {
            assert_eq!(paper(Some(p.as_str())).ok(), Some(Some(p)));
        }
        assert_eq!(paper(None).ok(), Some(None));
    }
}
