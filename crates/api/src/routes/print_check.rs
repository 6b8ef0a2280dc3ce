//! Whether a resume prints whole: the characters of its text that no font on this server
//! draws (they would print as empty boxes). The editor asks before a download and says which.

use actix_web::{get, web};
use serde::Serialize;

use crate::error::ApiResult;
use crate::services::heavy::Lane;
use crate::services::resumes;
use crate::session::CurrentUser;
use crate::state::AppState;

#[derive(Serialize, utoipa::ToSchema)]
pub struct PrintCheck {
    /// Each character no font covers, once, in code point order; empty when all print.
    #[schema(example = json!(["漢"]))]
    missing_characters: Vec<String>,
}

/// The characters of one of the user's resumes that would not print.
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
    let missing = state
        .heavy
        .run(Lane::Render, &user.id, move |_| {
            vitae_pdf::missing_characters(
                &stored.resume_data,
                &stored.ai_enhanced_data,
                stored.template_style,
            )
        })
        .await?;
    Ok(web::Json(PrintCheck {
        missing_characters: missing.into_iter().map(String::from).collect(),
    }))
}
