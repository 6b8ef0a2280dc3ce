//! Whether a resume prints whole: the characters of its text that no font on this server
//! draws (they would print as empty boxes), how many pages it prints on, whether it is too long
//! to print at all, and what the page flow could not honour. The editor asks before a download
//! and says which.

use actix_web::{get, web};
use serde::Serialize;
use vitae_pdf::{Content, RenderOptions};

use crate::error::ApiResult;
use crate::services::heavy::Lane;
use crate::services::pages::{self, PrintNote};
use crate::services::resumes;
use crate::session::CurrentUser;
use crate::state::AppState;

#[derive(Serialize, utoipa::ToSchema)]
pub struct PrintCheck {
    /// Each character no font covers, once, in code point order; empty when all print.
    #[schema(example = json!(["漢"]))]
    missing_characters: Vec<String>,
    /// Pages the PDF prints on (the enhanced text, in the resume's template and paper).
    pages: usize,
    /// More than the 400 pages a PDF may have: its download answers 422 `too_many_pages`.
    too_many_pages: bool,
    /// What the page flow could not do as the resume asks (a section too long to keep
    /// together).
    notes: Vec<PrintNote>,
}

/// The characters of one of the user's resumes that would not print, and how it falls on pages.
#[utoipa::path(get, path = "/api/resume/{id}/print-check", tag = "resumes",
    params(("id" = String, Path)),
    responses((status = 200, body = PrintCheck), (status = 401), (status = 404)))]
#[get("/resume/{id}/print-check")]
pub async fn print_check(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    id: web::Path<String>,
) -> ApiResult<web::Json<PrintCheck>> {
    let stored = resumes::get(&state, &user.id, id.into_inner()).await?;
    // The first check of a script the binary does not carry scans the machine's fonts.
    let (missing, paged) = state
        .heavy
        .run(Lane::Render, &user.id, move |_| {
            let missing = vitae_pdf::missing_characters(
                &stored.resume_data,
                &stored.ai_enhanced_data,
                stored.template_style,
            );
            let options = RenderOptions {
                template: stored.template_style,
                content: Content::Enhanced,
                paper: None,
                watermark: false,
            };
            let paged =
                vitae_pdf::pagination(&stored.resume_data, &stored.ai_enhanced_data, &options);
            (missing, paged)
        })
        .await?;
    Ok(web::Json(PrintCheck {
        missing_characters: missing.into_iter().map(String::from).collect(),
        pages: paged.pages,
        too_many_pages: paged.too_many_pages,
        notes: pages::notes(paged.notes),
    }))
}
