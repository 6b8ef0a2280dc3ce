//! The page of a link (`/r/{slug}`): its Open Graph tags and robots, and the resume drawn page
//! by page as its PDF prints them (for the page's own HTML and for `GET /api/public/{slug}/pages`).

use bytes::Bytes;
use vitae_domain::resume::StoredResume;
use vitae_domain::ResumeData;
use vitae_pdf::{Content, RenderOptions};
use vitae_persistence::shares::PublicLink;
use vitae_persistence::{now, resumes};
use vitae_words::Words;

use super::public::{as_shown, cache_version};
use super::read;
use super::visitor::{visit, Visitor};
use crate::error::ApiResult;
use crate::read_cache::ReadKey;
use crate::services::heavy::Lane;
use crate::state::AppState;

/// What the server writes into `/r/{slug}`: Open Graph tags and robots in its `<head>`, and the
/// pages themselves in its body when the link has no password.
#[derive(Debug, Clone)]
pub struct LinkPage {
    pub title: String,
    pub description: String,
    /// The card's absolute address.
    pub image: String,
    /// The page's absolute address.
    pub url: String,
    pub noindex: bool,
    /// The resume's pages as its PDF prints them ([`drawn_pages`]); `None` behind a password
    /// (the access cookie is the API's alone, so the page asks for them once it is given).
    pub pages: Option<Bytes>,
}

/// The page of a live link, its own words in `words`' language; `None` for anything else. A
/// protected link's tags name no one. Not counted: the page's script counts the view when it
/// reads the link (a link preview's fetch of the page is no visit).
pub async fn page(
    state: &AppState,
    visitor: Visitor,
    slug: String,
    words: Words,
) -> ApiResult<Option<LinkPage>> {
    let at = now();
    let looking = visitor.uncounted();
    let found = read(state, move |conn| {
        let Some(visit) = visit(conn, &slug, &looking, at)? else {
            return Ok(None);
        };
        let link = visit.link;
        if link.password_hash.is_some() {
            return Ok(Some((link, None)));
        }
        let stored = resumes::get(conn, &link.owner_id, &link.resume_id)?;
        Ok(Some((link, stored)))
    })
    .await?;
    let Some((link, stored)) = found else {
        return Ok(None);
    };
    let url = state.settings.site_url(&format!("/r/{}", link.slug));
    let image = state
        .settings
        .site_url(&format!("/api/public/{}/card.png", link.slug));
    let protected = link.password_hash.is_some();
    let (title, description, pages) = match stored {
        Some(mut stored) if !protected => {
            as_shown(&mut stored, link.hide_contact);
            let (title, description) = page_words(&stored.resume_data, words);
            let pages = drawn_pages(state, visitor.lane_key(), &link, stored, words).await?;
            (title, description, Some(pages))
        }
        _ => (
            words.say("server.publicLink.protectedTitle", &[]),
            words.say("server.publicLink.protectedDescription", &[]),
            None,
        ),
    };
    Ok(Some(LinkPage {
        title,
        description,
        image,
        url,
        noindex: !link.allow_indexing || protected,
        pages,
    }))
}

/// `stored` (already as the link shows it) drawn page by page as its PDF prints them,
/// watermarked unless the resume is clean; kept per owner version and language.
pub(super) async fn drawn_pages(
    state: &AppState,
    who: String,
    link: &PublicLink,
    stored: StoredResume,
    words: Words,
) -> ApiResult<Bytes> {
    let key = ReadKey::Pages {
        slug: link.slug.clone(),
        language: words.language(),
    };
    let version = cache_version(link);
    if let Some(body) = state.reads.get(&key, version) {
        return Ok(body);
    }
    let options = RenderOptions {
        template: stored.template_style,
        content: Content::Enhanced,
        paper: None,
        watermark: !link.clean,
    };
    let label = move |page: usize, pages: usize| {
        words.say(
            "server.publicLink.page",
            &[
                ("page", page.to_string().into()),
                ("pages", pages.to_string().into()),
            ],
        )
    };
    let photo = format!("/api/public/{}/photo", link.slug);
    let svg = state
        .heavy
        .run(Lane::Render, &who, move |_| {
            vitae_pdf::render_svg_pages(
                &stored.resume_data,
                &stored.ai_enhanced_data,
                &options,
                &label,
                &photo,
            )
        })
        .await?;
    let body = Bytes::from(svg);
    state.reads.insert(key, version, body.clone());
    Ok(body)
}

/// `Name — Job title` and `Job title · Location` (or a plain line when they are empty).
fn page_words(resume: &ResumeData, words: Words) -> (String, String) {
    let untitled = || words.say("server.publicLink.untitled", &[]);
    let name = resume.name.trim();
    let job = resume.job_title.trim();
    let title = match (name.is_empty(), job.is_empty()) {
        (false, false) => format!("{name} — {job}"),
        (false, true) => name.to_owned(),
        (true, false) => job.to_owned(),
        (true, true) => untitled(),
    };
    let parts: Vec<&str> = [job, resume.location.trim()]
        .into_iter()
        .filter(|p| !p.is_empty())
        .collect();
    let description = if parts.is_empty() {
        untitled()
    } else {
        parts.join(" · ")
    };
    (title, description)
}
