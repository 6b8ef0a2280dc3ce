//! "Import existing resume": a PDF, Word document or LinkedIn data export becomes a draft for
//! the create form. Nothing is stored; the user checks the draft and saves it as usual.

use std::collections::BTreeMap;

use actix_multipart::Multipart;
use actix_web::{post, web, HttpRequest};
use futures_util::StreamExt;
use serde::Serialize;
use vitae_domain::ResumeData;
use vitae_import::notes::Note;
use vitae_import::{Draft, ImportError, Source};

use crate::error::{ApiError, ApiResult, Problem};
use crate::services::heavy::Lane;
use crate::session::CurrentUser;
use crate::state::AppState;

/// The largest file accepted, in bytes.
pub const MAX_FILE_BYTES: usize = 5 * 1024 * 1024;
const FIELD: &str = "file";
const MSG_TOO_LARGE: Problem = Problem::new(
    "file_too_large",
    "This file is too large to import (at most 5 MB)",
);
const MSG_NOT_MULTIPART: Problem = Problem::new(
    "not_multipart",
    "Send the file as multipart/form-data in a field named \"file\"",
);
const MSG_NO_FILE: Problem = Problem::new("no_file", "Choose a file to import");
const MSG_UNREADABLE_UPLOAD: Problem = Problem::new(
    "upload_unreadable",
    "The upload was interrupted or malformed; please try again",
);

/// A draft resume read from a file.
#[derive(Serialize, utoipa::ToSchema)]
pub struct ImportDraft {
    resume_data: ResumeData,
    /// Text from the file that no field took, in document order, for the user to place.
    unplaced: Vec<String>,
    source: ImportSource,
    /// What the user should know about the draft (text shortened, the photo left out…), in
    /// English.
    warnings: Vec<String>,
    /// The same, each as a code and the values its words name (`field`, `entries`, `limit`),
    /// which the web client words under `import.notes` in its user's language.
    notes: Vec<ImportNote>,
}

/// One thing to know about a draft: `photo_not_included`, `embedded_unreadable`,
/// `text_shortened` {field, limit} or `entries_dropped` {entries, limit}.
#[derive(Serialize, utoipa::ToSchema)]
pub struct ImportNote {
    code: &'static str,
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    params: BTreeMap<&'static str, String>,
}

/// What the file was. A PDF Vitae wrote (`vitae`) is read back exactly.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum ImportSource {
    Pdf,
    Docx,
    Linkedin,
    Vitae,
}

impl From<Source> for ImportSource {
    fn from(source: Source) -> Self {
        match source {
            Source::Pdf => Self::Pdf,
            Source::Docx => Self::Docx,
            Source::Linkedin => Self::Linkedin,
            Source::Vitae => Self::Vitae,
        }
    }
}

impl From<Draft> for ImportDraft {
    fn from(d: Draft) -> Self {
        Self {
            resume_data: d.resume_data,
            unplaced: d.unplaced,
            source: d.source.into(),
            warnings: d.notes.iter().map(Note::english).collect(),
            notes: d
                .notes
                .into_iter()
                .map(|n| ImportNote {
                    code: n.code,
                    params: n.params,
                })
                .collect(),
        }
    }
}

/// Reads an uploaded resume file into a draft.
#[utoipa::path(post, path = "/api/resume/import/file", tag = "resumes",
    request_body(content_type = "multipart/form-data",
                 description = "One field, `file`: a PDF with a text layer, a .docx, or a LinkedIn data-export .zip (at most 5 MB)"),
    responses((status = 200, body = ImportDraft), (status = 400, description = "A malformed upload"),
              (status = 401), (status = 413, description = "Over 5 MB"),
              (status = 415, description = "Not a PDF, Word document or LinkedIn export"),
              (status = 422, description = "A file that cannot be read: encrypted, a scan, damaged"),
              (status = 429)))]
#[post("/resume/import/file")]
pub async fn import_file(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    req: HttpRequest,
    payload: web::Payload,
) -> ApiResult<web::Json<ImportDraft>> {
    let bytes = read_file_field(&req, payload).await?;
    // A stranger's file: its own lane, stopped at its deadline or when the client goes away.
    let draft = state
        .heavy
        .run(Lane::Import, &user.id, move |stop| {
            let stop = vitae_import::Stop::at(stop.deadline).with_cancel(stop.cancel_flag());
            vitae_import::import_with(&bytes, &stop)
        })
        .await?
        .map_err(refusal)?;
    Ok(web::Json(draft.into()))
}

fn refusal(e: ImportError) -> ApiError {
    let code = match e {
        ImportError::Unsupported => "import_unsupported_type",
        ImportError::Encrypted => "import_encrypted",
        ImportError::NoText => "import_no_text",
        ImportError::Empty => "import_empty",
        ImportError::TooManyPages(_) => "import_too_many_pages",
        ImportError::TooLarge(_) => "import_too_large",
        ImportError::Corrupt(_) => "import_corrupt",
        ImportError::TooComplex => "import_too_complex",
        ImportError::TooSlow => "import_too_slow",
        ImportError::Cancelled => "import_cancelled",
    };
    let problem = Problem::with_detail(code, e.to_string());
    match e {
        ImportError::Unsupported => ApiError::UnsupportedMediaType(problem),
        _ => ApiError::Unprocessable(problem),
    }
}

/// The bytes of the `file` field, refusing more than `MAX_FILE_BYTES` as they arrive (also the
/// applications' CSV import).
pub(crate) async fn read_file_field(
    req: &HttpRequest,
    payload: web::Payload,
) -> ApiResult<Vec<u8>> {
    let is_multipart = req
        .headers()
        .get(actix_web::http::header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.to_ascii_lowercase().starts_with("multipart/form-data"));
    if !is_multipart {
        return Err(ApiError::UnsupportedMediaType(MSG_NOT_MULTIPART));
    }
    let mut form = Multipart::new(req.headers(), payload);
    while let Some(field) = form.next().await {
        let mut field = field.map_err(|_| ApiError::BadRequest(MSG_UNREADABLE_UPLOAD))?;
        let named_file = field.content_disposition().and_then(|d| d.get_name()) == Some(FIELD);
        let mut bytes = Vec::new();
        while let Some(chunk) = field.next().await {
            let chunk = chunk.map_err(|_| ApiError::BadRequest(MSG_UNREADABLE_UPLOAD))?;
            if named_file {
                if bytes.len() + chunk.len() > MAX_FILE_BYTES {
                    return Err(ApiError::PayloadTooLarge(MSG_TOO_LARGE));
                }
                bytes.extend_from_slice(&chunk);
            }
        }
        if named_file {
            return Ok(bytes);
        }
    }
    Err(ApiError::BadRequest(MSG_NO_FILE))
}

#[cfg(test)]
mod source_tests {
    use super::*;

    #[test]
    fn sources_are_named_as_the_importer_names_them() {
        for source in [Source::Pdf, Source::Docx, Source::Linkedin, Source::Vitae] {
            assert_eq!(
                serde_json::to_value(ImportSource::from(source)).expect("json"),
                serde_json::to_value(source).expect("json")
            );
        }
    }
}
