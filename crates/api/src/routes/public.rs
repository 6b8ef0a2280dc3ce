//! What anyone with a resume's public link reads, with no sign-in: the resume as JSON, its PDF,
//! its card, its pages and their photo, and the password form's check (`services::share`).

use std::future::{ready, Ready};

use actix_web::cookie::{time, Cookie, SameSite};
use actix_web::dev::Payload;
use actix_web::http::header::{self, ContentType};
use actix_web::{get, post, web, FromRequest, HttpRequest, HttpResponse, HttpResponseBuilder};
use serde::Deserialize;
use vitae_pdf::{Content, Paper, RenderOptions};
use vitae_words::Words;

use super::downloads;
use super::sent_body::SentBody;
use crate::error::{ApiError, ApiResult};
use crate::extract::Json;
use crate::services::share::{self, LinkAccess, LinkPage, PublicResume, Served, Visitor};
use crate::session::{language_of, session_token_hash};
use crate::state::AppState;

/// The cookie a right password sets for its link only.
const ACCESS_COOKIE: &str = "vitae_link_access";

/// Who asks, read off the request: their session (to tell the owner apart), the link's access
/// cookie, their browser (bots are not counted) and their address (by the proxy setting).
impl FromRequest for Visitor {
    type Error = ApiError;
    type Future = Ready<Result<Visitor, ApiError>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        ready(Ok(visitor_of(req)))
    }
}

fn visitor_of(req: &HttpRequest) -> Visitor {
    let agent = req
        .headers()
        .get(header::USER_AGENT)
        .and_then(|v| v.to_str().ok());
    Visitor::new(
        session_token_hash(req),
        req.cookie(ACCESS_COOKIE).map(|c| c.value().to_owned()),
        agent,
        crate::limits::client_address(req),
    )
}

/// The tags and pages of a link's page (`/r/{slug}`), which the server puts in the client's
/// shell; `None` for anything but a live link.
pub async fn link_page(
    state: &AppState,
    req: &HttpRequest,
    slug: String,
    words: Words,
) -> ApiResult<Option<LinkPage>> {
    share::page(state, visitor_of(req), slug, words).await
}

/// The answer's headers for a public link: robots, and who may keep a copy.
fn served(mut response: HttpResponseBuilder, served: &Served) -> HttpResponseBuilder {
    if served.noindex {
        response.insert_header(("X-Robots-Tag", "noindex"));
    }
    // A protected link's answers are this browser's; an open one's are revalidated every
    // time, so a revoked link or a changed option shows at once.
    let cache = if served.private {
        "private, no-store"
    } else {
        "no-cache"
    };
    response.insert_header((header::CACHE_CONTROL, cache));
    response
}

/// The resume behind a public link, as the link's options show it; counted as a view.
#[utoipa::path(get, path = "/api/public/{slug}", tag = "public",
    params(("slug" = String, Path)),
    responses((status = 200, body = PublicResume),
              (status = 401, description = "Protected by a password: `{\"detail\", \"code\": \"password_required\"}`"),
              (status = 404, description = "No such link: unknown and revoked links alike")))]
#[get("/public/{slug}")]
pub async fn resume(
    state: web::Data<AppState>,
    visitor: Visitor,
    slug: web::Path<String>,
) -> ApiResult<HttpResponse> {
    let answer = share::public_json(&state, visitor, slug.into_inner()).await?;
    Ok(served(HttpResponse::Ok(), &answer)
        .content_type(ContentType::json())
        .body(answer.body))
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PublicPdfQuery {
    /// The paper the resume's design names, else A4.
    #[param(value_type = Option<Paper>)]
    paper: Option<String>,
}

/// The resume behind a public link as a PDF in its template: watermarked unless the resume was
/// unlocked or its owner has Pro (no credit is ever spent here); counted as a download once
/// its bytes were sent.
#[utoipa::path(get, path = "/api/public/{slug}/pdf", tag = "public",
    params(("slug" = String, Path), PublicPdfQuery),
    responses((status = 200, content_type = "application/pdf"),
              (status = 401, description = "Protected by a password"),
              (status = 404), (status = 422)))]
#[get("/public/{slug}/pdf")]
pub async fn pdf(
    state: web::Data<AppState>,
    visitor: Visitor,
    slug: web::Path<String>,
    query: web::Query<PublicPdfQuery>,
) -> ApiResult<HttpResponse> {
    let paper = downloads::paper(query.paper.as_deref())?;
    let lane = visitor.lane_key();
    let share::PublicDownload {
        stored,
        clean,
        served: answer,
        pending,
    } = share::public_download(&state, visitor, slug.into_inner()).await?;
    let options = RenderOptions {
        template: stored.template_style,
        content: Content::Enhanced,
        paper,
        watermark: !clean,
    };
    let filename = downloads::file_name(&stored.resume_data.name, "pdf");
    let bytes = downloads::render(&state, &lane, move || {
        vitae_pdf::render(&stored.resume_data, &stored.ai_enhanced_data, &options)
    })
    .await?;
    Ok(served(HttpResponse::Ok(), &answer)
        .content_type("application/pdf")
        .insert_header((
            header::CONTENT_DISPOSITION,
            format!("attachment; filename=\"{filename}\""),
        ))
        .body(SentBody::new(bytes.into(), move || {
            if let Some(pending) = pending {
                pending.record();
            }
        })))
}

/// The link's card: a 1200 × 630 PNG with the name and job title (nothing personal when the
/// link has a password), what a pasted link shows.
#[utoipa::path(get, path = "/api/public/{slug}/card.png", tag = "public",
    params(("slug" = String, Path)),
    responses((status = 200, content_type = "image/png"), (status = 404)))]
#[get("/public/{slug}/card.png")]
pub async fn card(
    state: web::Data<AppState>,
    visitor: Visitor,
    slug: web::Path<String>,
) -> ApiResult<HttpResponse> {
    let answer = share::card(&state, visitor, slug.into_inner()).await?;
    Ok(served(HttpResponse::Ok(), &answer)
        .content_type("image/png")
        .body(answer.body))
}

/// The resume behind a public link drawn page by page as its PDF prints them: an HTML fragment
/// of inline SVG (text as text, in the PDF's faces), watermarked as the public PDF is. The public
/// page gets it in its own HTML for an open link, and asks for it here once a protected link's
/// password is given. Not counted.
#[utoipa::path(get, path = "/api/public/{slug}/pages", tag = "public",
    params(("slug" = String, Path)),
    responses((status = 200, content_type = "text/html"),
              (status = 401, description = "Protected by a password"),
              (status = 404)))]
#[get("/public/{slug}/pages")]
pub async fn pages(
    state: web::Data<AppState>,
    req: HttpRequest,
    visitor: Visitor,
    slug: web::Path<String>,
) -> ApiResult<HttpResponse> {
    let words = Words::new(language_of(&req));
    let answer = share::public_pages(&state, visitor, slug.into_inner(), words).await?;
    Ok(served(HttpResponse::Ok(), &answer)
        .content_type(ContentType::html())
        .insert_header((header::VARY, "cookie, accept-language"))
        .body(answer.body))
}

/// The profile photo the link's pages draw, as their PDF embeds it (JPEG). Tagged with the
/// resume's version: a browser that shows the page again gets a 304 until it changes. Not
/// counted.
#[utoipa::path(get, path = "/api/public/{slug}/photo", tag = "public",
    params(("slug" = String, Path)),
    responses((status = 200, content_type = "image/jpeg"), (status = 304),
              (status = 401, description = "Protected by a password"),
              (status = 404, description = "No such link, or the resume has no photo")))]
#[get("/public/{slug}/photo")]
pub async fn photo(
    state: web::Data<AppState>,
    req: HttpRequest,
    visitor: Visitor,
    slug: web::Path<String>,
) -> ApiResult<HttpResponse> {
    let (answer, version) = share::public_photo(&state, visitor, slug.into_inner()).await?;
    let tag = format!("\"p{version}\"");
    if super::holds_current(&req, &tag) {
        return Ok(served(HttpResponse::NotModified(), &answer)
            .insert_header((header::ETAG, tag))
            .finish());
    }
    Ok(served(HttpResponse::Ok(), &answer)
        .insert_header((header::ETAG, tag))
        .content_type("image/jpeg")
        .body(answer.body))
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct LinkPassword {
    /// 1 to 1024 bytes.
    password: String,
}

/// Checks a protected link's password; a right one sets the link's access cookie (HttpOnly,
/// SameSite=Lax, `Path=/api/public/{slug}`, 12 hours).
#[utoipa::path(post, path = "/api/public/{slug}/access", tag = "public",
    params(("slug" = String, Path)), request_body = LinkPassword,
    responses((status = 204, description = "Right (or the link has no password)"),
              (status = 401, description = "Wrong: `{\"detail\", \"code\": \"wrong_password\"}`"),
              (status = 404),
              (status = 422, description = "An empty password, or one over 1024 bytes"),
              (status = 429, description = "Too many wrong passwords from this address or on this link; `Retry-After` says when to try again")))]
#[post("/public/{slug}/access")]
pub async fn access(
    state: web::Data<AppState>,
    visitor: Visitor,
    slug: web::Path<String>,
    body: Json<LinkPassword>,
) -> ApiResult<HttpResponse> {
    let body = body.into_inner();
    let opened = share::access(&state, visitor, slug.into_inner(), body.password).await?;
    let mut response = HttpResponse::NoContent();
    response.insert_header((header::CACHE_CONTROL, "no-store"));
    if let Some(LinkAccess { slug, value }) = opened {
        response.cookie(
            Cookie::build(ACCESS_COOKIE, value)
                .path(format!("/api/public/{slug}"))
                .http_only(true)
                .same_site(SameSite::Lax)
                .secure(state.settings.secure_cookies())
                .max_age(time::Duration::hours(share::ACCESS_HOURS))
                .finish(),
        );
    }
    Ok(response.finish())
}
