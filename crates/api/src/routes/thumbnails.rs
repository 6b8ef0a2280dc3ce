//! Thumbnails (PNG) of a page: a template's, for the template picker, and the first page of one
//! of the user's resumes, for its dashboard card (`services::thumbnails`).

use actix_web::http::header;
use actix_web::{get, web, HttpRequest, HttpResponse};

use crate::error::ApiResult;
use crate::services::thumbnails;
use crate::session::Session;
use crate::state::AppState;

/// A template drawn with a sample resume, in its own colours and fonts.
#[utoipa::path(get, path = "/api/templates/{id}/thumbnail.png", tag = "design",
    params(("id" = String, Path, description = "A template id from `GET /api/templates`")),
    responses((status = 200, content_type = "image/png"), (status = 404)))]
#[get("/templates/{id}/thumbnail.png")]
pub async fn template(
    state: web::Data<AppState>,
    id: web::Path<String>,
) -> ApiResult<HttpResponse> {
    let png = thumbnails::of_template(&state, &id).await?;
    Ok(HttpResponse::Ok()
        .content_type("image/png")
        // It changes only with a new release, like the template list.
        .insert_header((header::CACHE_CONTROL, "public, max-age=3600"))
        .body(png))
}

/// The first page of the user's resume, in its template and design.
#[utoipa::path(get, path = "/api/resume/{id}/thumbnail.png", tag = "resumes",
    params(("id" = String, Path)),
    responses((status = 200, content_type = "image/png"), (status = 304), (status = 401),
              (status = 404)))]
#[get("/resume/{id}/thumbnail.png")]
pub async fn resume(
    state: web::Data<AppState>,
    session: Session,
    id: web::Path<String>,
    req: HttpRequest,
) -> ApiResult<HttpResponse> {
    let (png, version) = thumbnails::of_resume(&state, session, id.into_inner()).await?;
    // The tag moves with any write to the user's resumes: a card asks again and gets a 304
    // until the resume (or a sibling) changes.
    let tag = format!("\"t{version}\"");
    let fresh = super::holds_current(&req, &tag);
    let mut answer = if fresh {
        HttpResponse::NotModified()
    } else {
        HttpResponse::Ok()
    };
    answer
        .insert_header((header::ETAG, tag))
        .insert_header((header::CACHE_CONTROL, "private, no-cache"));
    Ok(if fresh {
        answer.finish()
    } else {
        answer.content_type("image/png").body(png)
    })
}
