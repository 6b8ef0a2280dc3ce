//! How a resume falls on its pages, for the API: the page count and what the page flow could
//! not honour (print-check), and "Fit to N pages" (`vitae_pdf::fit_to_pages`), which runs in
//! the render lane because it lays the resume out a dozen times.

use serde::Serialize;
use serde_json::json;
use vitae_domain::design::Design;
use vitae_domain::{AiEnhancedData, ResumeData};
use vitae_pdf::{Note, RenderOptions};

use super::heavy::Lane;
use crate::error::{ApiError, ApiResult, Problem};
use crate::state::AppState;

/// The most pages a fit may aim for: a resume, not a book.
pub const MAX_FIT_PAGES: u32 = 10;

/// Something the PDF could not do as the resume asks.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct PrintNote {
    /// Stable: `keep_together_too_long`.
    #[schema(example = "keep_together_too_long")]
    code: &'static str,
    /// The section it concerns (`work_experience`, `custom:talks`).
    #[schema(example = "work_experience")]
    section: String,
    detail: String,
}

pub fn notes(notes: Vec<Note>) -> Vec<PrintNote> {
    notes
        .into_iter()
        .map(|note| match note {
            Note::KeptTogetherTooLong { section } => PrintNote {
                code: "keep_together_too_long",
                detail: format!(
                    "The section {section} is longer than a page, so it cannot be kept on one: \
                     it flows onto the next page like any other."
                ),
                section,
            },
        })
        .collect()
}

/// How a resume falls on its pages.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct Pages {
    /// Pages the PDF prints on (at most 400; see `too_many_pages`).
    pages: usize,
    /// Lines of text on the last page: a last page holding only a few is worth a warning.
    last_page_lines: usize,
    /// More than the 400 pages a PDF may have: its download answers 422 `too_many_pages`.
    too_many_pages: bool,
    /// What the page flow could not do as the resume asks.
    notes: Vec<PrintNote>,
}

/// How `resume` falls on its pages in `options`.
pub async fn pagination(
    state: &AppState,
    user_id: &str,
    resume: ResumeData,
    enhanced: AiEnhancedData,
    options: RenderOptions,
) -> ApiResult<Pages> {
    let paged = state
        .heavy
        .run(Lane::Render, user_id, move |_| {
            vitae_pdf::pagination(&resume, &enhanced, &options)
        })
        .await?;
    Ok(Pages {
        pages: paged.pages,
        last_page_lines: paged.last_page_lines,
        too_many_pages: paged.too_many_pages,
        notes: notes(paged.notes),
    })
}

/// A design that fits.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct Fit {
    /// The resume's design with the settings chosen (as it was when the resume already fits).
    design: Design,
    /// Pages the resume prints on with it.
    pages: usize,
    notes: Vec<PrintNote>,
}

const MSG_DOES_NOT_FIT: &str = "does_not_fit";

/// The largest design within the design's ranges that prints `resume` on at most `pages`
/// pages; 422 `does_not_fit` with `over_lines` when even the least settings need more.
pub async fn fit(
    state: &AppState,
    user_id: &str,
    resume: ResumeData,
    enhanced: AiEnhancedData,
    options: RenderOptions,
    pages: u32,
) -> ApiResult<Fit> {
    let found = state
        .heavy
        .run(Lane::Render, user_id, move |_| {
            vitae_pdf::fit_to_pages(&resume, &enhanced, &options, pages as usize)
        })
        .await?;
    match found {
        Ok(fitted) => Ok(Fit {
            design: fitted.design,
            pages: fitted.pages,
            notes: notes(fitted.notes),
        }),
        Err(unfit) => {
            let detail = format!(
                "This resume does not fit on {pages} page{s}, even at the smallest type, line \
                 height, margins and spacing: it runs {over} line{ls} over.",
                s = if pages == 1 { "" } else { "s" },
                over = unfit.over_lines,
                ls = if unfit.over_lines == 1 { "" } else { "s" },
            );
            let facts = json!({"over_lines": unfit.over_lines, "pages": unfit.pages});
            Err(ApiError::UnprocessableWith {
                problem: Problem::with_detail(MSG_DOES_NOT_FIT, detail),
                facts: facts.as_object().cloned().unwrap_or_default(),
            })
        }
    }
}
