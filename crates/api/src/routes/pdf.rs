//! The resume PDF: watermarked for anyone who asks, clean for Pro users, for a resume already
//! unlocked, or by spending one Single PDF credit on it (once). Everyone else gets 402.

use actix_web::http::header;
use actix_web::{get, web, HttpResponse};
use serde::Deserialize;
use vitae_domain::TemplateStyle;
use vitae_pdf::{Content, Paper, RenderOptions};
use vitae_persistence::billing::{self, Unlock};
use vitae_persistence::{now, resumes};

use crate::error::{ApiError, ApiResult};
use crate::session::CurrentUser;
use crate::state::AppState;

const MSG_UPGRADE: &str = "Upgrade to download watermark-free PDF";

#[derive(Deserialize, utoipa::IntoParams)]
pub struct PdfQuery {
    /// modern, minimal, corporate, classic or elegant; the resume's own style by default.
    template: Option<TemplateStyle>,
    /// `enhanced` (default) or `original`.
    content: Option<String>,
    /// `a4` (default) or `letter`.
    paper: Option<String>,
    /// `true` for the watermarked preview, which needs no plan.
    #[serde(default)]
    watermark: bool,
}

/// The resume as a PDF in a template.
#[utoipa::path(get, path = "/api/resume/{id}/pdf", tag = "resumes",
    params(("id" = String, Path), PdfQuery),
    responses((status = 200, content_type = "application/pdf"), (status = 401),
              (status = 402, description = "A clean PDF needs a plan"), (status = 404),
              (status = 422)))]
#[get("/resume/{id}/pdf")]
pub async fn download(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    id: web::Path<String>,
    query: web::Query<PdfQuery>,
) -> ApiResult<HttpResponse> {
    let query = query.into_inner();
    let content = match query.content.as_deref() {
        None => Content::Enhanced,
        Some(value) => {
            Content::parse(value).ok_or_else(|| invalid("content", "Use enhanced or original"))?
        }
    };
    let paper = match query.paper.as_deref() {
        None => Paper::A4,
        Some(value) => Paper::parse(value).ok_or_else(|| invalid("paper", "Use a4 or letter"))?,
    };
    let id = id.into_inner();
    let user_id = user.id.clone();
    let watermark = query.watermark;
    let stored = state
        .db
        .run(move |conn| {
            let Some(stored) = resumes::get(conn, &user_id, &id)? else {
                return Ok(None);
            };
            let unlock = if watermark {
                None
            } else {
                Some(billing::unlock_resume(conn, &user_id, &id, now())?)
            };
            Ok(Some((stored, unlock)))
        })
        .await?;
    let (stored, unlock) = stored.ok_or(ApiError::NotFound("Resume not found"))?;
    if unlock == Some(Unlock::NotEntitled) {
        return Err(ApiError::PaymentRequired(MSG_UPGRADE.into()));
    }
    let options = RenderOptions {
        template: query.template.unwrap_or(stored.template_style),
        content,
        paper,
        watermark,
    };
    let filename = file_name(&stored.resume_data.name);
    let bytes = web::block(move || {
        vitae_pdf::render(&stored.resume_data, &stored.ai_enhanced_data, &options)
    })
    .await
    .map_err(|e| ApiError::Internal(e.to_string()))?
    .map_err(|e| ApiError::Internal(format!("pdf rendering failed: {e}")))?;
    Ok(HttpResponse::Ok()
        .content_type("application/pdf")
        .insert_header((header::CACHE_CONTROL, "private, no-store"))
        .insert_header((
            header::CONTENT_DISPOSITION,
            format!("attachment; filename=\"{filename}\""),
        ))
        .body(bytes))
}

fn invalid(field: &str, msg: &str) -> ApiError {
    let mut v = vitae_domain::Violations::new();
    v.push(&["query", field], msg, "value_error");
    ApiError::Validation(v)
}

/// `{name}-resume.pdf` with the name reduced to ASCII letters, digits and dashes, so the
/// header needs no quoting rules and every browser saves it under the same name.
fn file_name(name: &str) -> String {
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
        "resume.pdf".to_owned()
    } else {
        format!("{slug}-resume.pdf")
    }
}

#[cfg(test)]
mod tests {
    use super::file_name;

    #[test]
    fn file_names_are_safe() {
        assert_eq!(file_name("Ana Souza"), "Ana-Souza-resume.pdf");
        assert_eq!(
            file_name("  José  O'Neil \"x\"; rm -rf /"),
            "Jos-O-Neil-x-rm-rf-resume.pdf"
        );
        assert_eq!(file_name("张伟"), "resume.pdf");
    }
}
