//! Serves the exported web client from `STATIC_DIR`. The export holds one shell per dynamic
//! route (id `_`); `/preview/<id>`, `/edit/<id>`, `/cover-letter/<id>`, `/applications/<id>`
//! and `/r/<slug>`, with the `.txt` payloads Next fetches beside them, are served from that
//! shell and the page reads the real id from the address. A public link's page (`/r/<slug>`, `link_page`) is the shell
//! with the link's Open Graph tags and robots rule written into its `<head>`, so a pasted link
//! shows the person's name, job title and card; an unknown or revoked slug is the 404 page. Hashed assets are immutable; HTML is revalidated on every load. Where the
//! build wrote a brotli or gzip copy beside a file (`frontend/scripts/precompress.mjs`), a
//! browser that accepts it gets that copy.

use std::path::{Component, Path, PathBuf};

use actix_files::NamedFile;
use actix_web::http::header::{self, ContentEncoding, HeaderValue};
use actix_web::http::{Method, StatusCode};
use actix_web::{web, HttpRequest, HttpResponse, ResponseError};
use vitae_api::session::language_of;
use vitae_api::{AppState, LinkPage};
use vitae_domain::interface_language;
use vitae_words::Words;

use crate::page_policy::PagePolicies;

const DYNAMIC_ROUTES: [&str; 5] = ["preview", "edit", "cover-letter", "r", "applications"];

pub struct StaticSite {
    root: PathBuf,
    policies: PagePolicies,
}

impl StaticSite {
    pub fn new(root: PathBuf) -> Self {
        Self {
            root,
            policies: PagePolicies::default(),
        }
    }

    /// Whether the export is there: its landing page, shared or in English.
    pub fn is_built(&self) -> bool {
        ["index.html", "en.html"]
            .iter()
            .any(|page| self.root.join(page).is_file())
    }

    /// The file for a request path in the visitor's interface language, or `None` (then the
    /// 404 page answers). Pages are looked for in the language's directory of the export
    /// (`out/<lang>/…`, where `/` is `out/<lang>.html`), then in English's, then at the root,
    /// where the shared assets (`_next/`, icons) are and where an export without languages
    /// keeps its pages.
    fn resolve(&self, request_path: &str, language: &str) -> Option<PathBuf> {
        let relative = placeholder_path(request_path)?;
        let languages = if relative.starts_with("_next") {
            vec![]
        } else {
            fallbacks(language)
        };
        languages
            .into_iter()
            .flat_map(|language| language_candidates(&self.root, language, &relative))
            .chain(page_candidates(&self.root, &relative))
            .find(|p| p.is_file())
    }

    /// A page of the export in `language`, else in English, else the shared one.
    fn localized(&self, relative: &str, language: &str) -> PathBuf {
        fallbacks(language)
            .into_iter()
            .map(|language| self.root.join(language).join(relative))
            .find(|p| p.is_file())
            .unwrap_or_else(|| self.root.join(relative))
    }
}

/// The language, then English when it is another.
fn fallbacks(language: &str) -> Vec<&str> {
    let mut languages = vec![language];
    if language != interface_language::DEFAULT {
        languages.push(interface_language::DEFAULT);
    }
    languages
}

/// Where the file for `relative` can be under `root`: itself, `<name>.html`, `<name>/index.html`;
/// the root path is `index.html`.
fn page_candidates(root: &Path, relative: &Path) -> Vec<PathBuf> {
    if relative.as_os_str().is_empty() {
        return vec![root.join("index.html")];
    }
    let base = root.join(relative);
    let mut candidates = vec![base.clone(), base.join("index.html")];
    if let Some(name) = base.file_name() {
        let mut html = name.to_os_string();
        html.push(".html");
        candidates.insert(1, base.with_file_name(html));
    }
    candidates
}

/// The same in the language's directory, where Next writes the language's own index as
/// `<lang>.html` and its payload as `<lang>.txt` beside the directory.
fn language_candidates(root: &Path, language: &str, relative: &Path) -> Vec<PathBuf> {
    let own = |ext: &str| root.join(format!("{language}.{ext}"));
    match relative.to_str() {
        Some("") | Some("index.html") => vec![own("html"), root.join(language).join("index.html")],
        Some("index.txt") => vec![own("txt")],
        _ => page_candidates(&root.join(language), relative),
    }
}

/// The path under the export root for a request path: dynamic ids become `_`, and anything
/// that tries to leave the root (`..`, absolute parts) is refused. A route that is both a page
/// and a parent of ids (`/applications`, `/applications/{id}`) keeps its own segment payloads
/// (`/applications/__next._tree.txt`, which the router prefetches for a link to the list).
fn placeholder_path(request_path: &str) -> Option<PathBuf> {
    let mut segments: Vec<String> = request_path
        .split('/')
        .filter(|s| !s.is_empty())
        .map(String::from)
        .collect();
    if segments.len() >= 2
        && DYNAMIC_ROUTES.contains(&segments[0].as_str())
        && !segments[1].starts_with("__next.")
    {
        segments[1] = if segments[1].ends_with(".txt") {
            "_.txt"
        } else {
            "_"
        }
        .to_owned();
    }
    let path: PathBuf = segments.iter().collect();
    path.components()
        .all(|c| matches!(c, Component::Normal(_)))
        .then_some(path)
}

pub async fn serve(req: HttpRequest, site: web::Data<StaticSite>) -> HttpResponse {
    if !matches!(*req.method(), Method::GET | Method::HEAD) {
        return HttpResponse::MethodNotAllowed().finish();
    }
    if !site.is_built() {
        return not_built();
    }
    let language = language_of(&req);
    match site.resolve(req.path(), language) {
        Some(file) => file_response(&req, &site, &file, StatusCode::OK).await,
        None => not_found(&req, &site).await,
    }
}

async fn file_response(
    req: &HttpRequest,
    site: &StaticSite,
    file: &Path,
    status: StatusCode,
) -> HttpResponse {
    let named = match precompressed(req, file) {
        Some((copy, encoding)) => NamedFile::open_async(&copy).await.map(|named| {
            // Typed as the original, and shown inline as it would be (named `.br`, the copy
            // would otherwise be offered as a download).
            named
                .set_content_type(content_type_of(file))
                .set_content_encoding(encoding)
                .disable_content_disposition()
        }),
        None => NamedFile::open_async(file).await,
    };
    let Ok(named) = named else {
        return HttpResponse::NotFound().body("Not found");
    };
    let mut response = named.into_response(req);
    // Which copy was sent depends on Accept-Encoding, for every file that has copies; which
    // language a page is in depends on the cookie and Accept-Language.
    let mut vary = Vec::new();
    if file.with_extension(extension_plus(file, "br")).is_file() {
        vary.push("accept-encoding");
    }
    if !req.path().starts_with("/_next/") {
        vary.extend(["cookie", "accept-language"]);
    }
    if !vary.is_empty() {
        if let Ok(value) = HeaderValue::from_str(&vary.join(", ")) {
            response.headers_mut().insert(header::VARY, value);
        }
    }
    if status != StatusCode::OK {
        *response.status_mut() = status;
    }
    let cache = if req.path().starts_with("/_next/static/") {
        "public, max-age=31536000, immutable"
    } else {
        "no-cache"
    };
    response
        .headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static(cache));
    if file.extension().is_some_and(|e| e == "html") {
        if let Ok(html) = tokio::fs::read(file).await {
            let policy = site.policies.for_page(file, &html);
            if let Ok(value) = HeaderValue::from_str(&policy) {
                response
                    .headers_mut()
                    .insert(header::CONTENT_SECURITY_POLICY, value);
            }
        }
    }
    response
}

/// `/r/<slug>`: the public page's shell with the link's tags and, for an open link, its pages
/// (painted with the first bytes, before any script), or the 404 page.
pub async fn link_page(
    req: HttpRequest,
    site: web::Data<StaticSite>,
    state: web::Data<AppState>,
    slug: web::Path<String>,
) -> HttpResponse {
    if !site.is_built() {
        return not_built();
    }
    let slug = slug.into_inner();
    if slug.ends_with(".txt") {
        // The payload Next fetches beside the page: the shell's own.
        return serve(req, site).await;
    }
    let language = language_of(&req);
    let page = match vitae_api::link_page(&state, &req, slug, Words::new(language)).await {
        Ok(Some(page)) => page,
        Ok(None) => return not_found(&req, &site).await,
        Err(e) => return e.error_response(),
    };
    let shell = site.localized("r/_.html", language);
    let Ok(html) = tokio::fs::read(&shell).await else {
        return not_found(&req, &site).await;
    };
    let policy = site.policies.for_page(&shell, &html);
    let mut html = with_link_tags(&String::from_utf8_lossy(&html), &page);
    if let Some(pages) = &page.pages {
        html = with_pages(html, &String::from_utf8_lossy(pages));
    }
    let mut response = HttpResponse::Ok();
    response
        .content_type("text/html; charset=utf-8")
        .insert_header((header::CACHE_CONTROL, "no-cache"))
        // The page's words follow the visitor's language (header or cookie): a shared cache
        // must not hand one visitor's page to another.
        .insert_header((header::VARY, "Accept-Language, Cookie"));
    if let Ok(value) = HeaderValue::from_str(&policy) {
        response.insert_header((header::CONTENT_SECURITY_POLICY, value));
    }
    if page.noindex {
        response.insert_header(("X-Robots-Tag", "noindex"));
    }
    response.body(html)
}

async fn not_found(req: &HttpRequest, site: &StaticSite) -> HttpResponse {
    let page = site.localized("404.html", language_of(req));
    if page.is_file() {
        file_response(req, site, &page, StatusCode::NOT_FOUND).await
    } else {
        HttpResponse::NotFound().body("Not found")
    }
}

/// The shell with the link's tags first in its `<head>` (or first in the document when it has
/// none).
fn with_link_tags(shell: &str, page: &LinkPage) -> String {
    let attr = |text: &str| {
        text.replace('&', "&amp;")
            .replace('"', "&quot;")
            .replace('<', "&lt;")
            .replace('>', "&gt;")
    };
    let mut tags = format!(
        "<title>{title}</title>\
         <meta name=\"description\" content=\"{description}\">\
         <meta property=\"og:type\" content=\"profile\">\
         <meta property=\"og:site_name\" content=\"Vitae\">\
         <meta property=\"og:title\" content=\"{title}\">\
         <meta property=\"og:description\" content=\"{description}\">\
         <meta property=\"og:url\" content=\"{url}\">\
         <meta property=\"og:image\" content=\"{image}\">\
         <meta property=\"og:image:width\" content=\"1200\">\
         <meta property=\"og:image:height\" content=\"630\">\
         <meta name=\"twitter:card\" content=\"summary_large_image\">\
         <meta name=\"twitter:title\" content=\"{title}\">\
         <meta name=\"twitter:description\" content=\"{description}\">\
         <meta name=\"twitter:image\" content=\"{image}\">",
        title = attr(&page.title),
        description = attr(&page.description),
        url = attr(&page.url),
        image = attr(&page.image),
    );
    if page.noindex {
        tags.push_str("<meta name=\"robots\" content=\"noindex\">");
    }
    match shell.find("<head>") {
        Some(at) => {
            let at = at + "<head>".len();
            format!("{}{tags}{}", &shell[..at], &shell[at..])
        }
        None => format!("{tags}{shell}"),
    }
}

/// Where the shell keeps the drawn pages: an element the client leaves as the server filled it.
const PAGES_ELEMENT: &str = "id=\"public-pages\"";

/// The shell with `pages` inside its pages element (unchanged when it has none).
fn with_pages(mut shell: String, pages: &str) -> String {
    let inside = shell
        .find(PAGES_ELEMENT)
        .and_then(|at| shell[at..].find('>').map(|end| at + end + 1));
    if let Some(at) = inside {
        shell.insert_str(at, pages);
    }
    shell
}

/// The build's brotli or gzip copy of `file`, when the request accepts that encoding.
fn precompressed(req: &HttpRequest, file: &Path) -> Option<(PathBuf, ContentEncoding)> {
    let accepted = req
        .headers()
        .get(header::ACCEPT_ENCODING)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default();
    [
        ("br", ContentEncoding::Brotli),
        ("gz", ContentEncoding::Gzip),
    ]
    .into_iter()
    .filter(|(_, encoding)| accepts(accepted, encoding.as_str()))
    .map(|(ext, encoding)| (file.with_extension(extension_plus(file, ext)), encoding))
    .find(|(copy, _)| copy.is_file())
}

/// `app.js` + `br` → `js.br`, for `Path::with_extension`.
fn extension_plus(file: &Path, ext: &str) -> String {
    match file.extension() {
        Some(own) => format!("{}.{ext}", own.to_string_lossy()),
        None => ext.to_owned(),
    }
}

/// Whether an `Accept-Encoding` value accepts `coding` (listed, and not with `q=0`).
fn accepts(accept_encoding: &str, coding: &str) -> bool {
    accept_encoding.split(',').any(|item| {
        let mut parts = item.split(';').map(str::trim);
        let name = parts.next().unwrap_or_default();
        let refused = parts.any(|p| {
            p.strip_prefix("q=")
                .and_then(|q| q.parse::<f32>().ok())
                .is_some_and(|q| q == 0.0)
        });
        name.eq_ignore_ascii_case(coding) && !refused
    })
}

fn content_type_of(file: &Path) -> actix_web::mime::Mime {
    file.extension()
        .map(|e| actix_files::file_extension_to_mime(&e.to_string_lossy()))
        .unwrap_or(actix_web::mime::APPLICATION_OCTET_STREAM)
}

/// Said plainly at `/` until `frontend/out` exists, instead of a bare 404.
fn not_built() -> HttpResponse {
    HttpResponse::ServiceUnavailable()
        .content_type("text/html; charset=utf-8")
        .body(
            "<!doctype html><html lang=\"en\"><meta charset=\"utf-8\"><title>Vitae</title>\
             <body style=\"font-family:system-ui;max-width:40rem;margin:4rem auto;padding:0 1rem\">\
             <h1>The Vitae web client is not built</h1>\
             <p>The API is running under <code>/api</code>. To build the web client run \
             <code>make run</code> from the repository, or \
             <code>cd frontend &amp;&amp; npm install &amp;&amp; npm run build</code> and \
             restart, or point <code>STATIC_DIR</code> at a built client.</p></body></html>",
        )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn drawn_pages_go_inside_the_shells_pages_element() {
        let shell =
            "<main><div id=\"public-pages\" class=\"grid\"></div><p>x</p></main>".to_owned();
        assert_eq!(
            with_pages(shell, "<svg></svg>"),
            "<main><div id=\"public-pages\" class=\"grid\"><svg></svg></div><p>x</p></main>"
        );
        let other = "<main></main>".to_owned();
        assert_eq!(with_pages(other.clone(), "<svg></svg>"), other);
    }

    #[test]
    fn dynamic_ids_map_to_the_placeholder_shell() {
        let p = |s: &str| placeholder_path(s).map(|p| p.to_string_lossy().into_owned());
        assert_eq!(p("/preview/3f2a").as_deref(), Some("preview/_"));
        assert_eq!(p("/edit/3f2a.txt").as_deref(), Some("edit/_.txt"));
        assert_eq!(
            p("/cover-letter/3f2a/__next.cover-letter.txt").as_deref(),
            Some("cover-letter/_/__next.cover-letter.txt")
        );
        assert_eq!(p("/r/AbC-_x").as_deref(), Some("r/_"));
        assert_eq!(p("/applications/0f9c").as_deref(), Some("applications/_"));
        assert_eq!(p("/applications").as_deref(), Some("applications"));
        // The list's own payloads are not an application's.
        assert_eq!(
            p("/applications/__next._tree.txt").as_deref(),
            Some("applications/__next._tree.txt")
        );
        assert_eq!(p("/dashboard").as_deref(), Some("dashboard"));
        assert_eq!(p("/").as_deref(), Some(""));
    }

    #[test]
    fn accept_encoding_is_read_with_its_refusals() {
        assert!(accepts("gzip, deflate, br, zstd", "br"));
        assert!(accepts("gzip;q=0.8, BR;q=1", "br"));
        assert!(!accepts("gzip, br;q=0", "br"));
        assert!(!accepts("gzip", "br"));
        assert!(!accepts("", "gzip"));
    }

    #[test]
    fn paths_cannot_leave_the_root() {
        assert_eq!(placeholder_path("/../etc/passwd"), None);
        assert_eq!(placeholder_path("/_next/../../secret"), None);
    }
}
