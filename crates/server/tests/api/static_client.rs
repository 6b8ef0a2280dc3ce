//! The exported web client is served with the dynamic-route fallback and cache rules.

use std::fs;

use crate::helpers::{spawn_app_with, Backend};

#[actix_web::test]
async fn serves_the_export_with_dynamic_routes_and_cache_rules() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    fs::create_dir_all(root.join("preview/_")).unwrap();
    fs::create_dir_all(root.join("_next/static/chunks")).unwrap();
    fs::write(root.join("index.html"), "landing").unwrap();
    fs::write(
        root.join("documents.html"),
        "<html><script src=\"/_next/static/chunks/app-1a2b.js\"></script><script>self.__next_f=[]</script></html>",
    )
    .unwrap();
    fs::write(root.join("dashboard.html"), "dashboard").unwrap();
    fs::write(root.join("404.html"), "not here").unwrap();
    fs::write(root.join("preview/_.html"), "preview shell").unwrap();
    fs::write(root.join("preview/_.txt"), "preview payload").unwrap();
    fs::write(root.join("preview/_/__next.preview.txt"), "segment payload").unwrap();
    fs::write(
        root.join("_next/static/chunks/app-1a2b.js"),
        "console.log(1)",
    )
    .unwrap();
    fs::write(dir.path().with_extension("secret"), "outside").ok();

    let static_dir = root.display().to_string();
    let app = spawn_app_with(Backend::Sqlite, &[("STATIC_DIR", &static_dir)])
        .await
        .unwrap();
    let get = |path: &str| app.client.get(app.url(path)).send();

    for (path, status, body) in [
        ("/", 200, "landing"),
        ("/dashboard", 200, "dashboard"),
        ("/preview/0b9e7c2a-4d", 200, "preview shell"),
        ("/preview/0b9e7c2a-4d.txt", 200, "preview payload"),
        (
            "/preview/0b9e7c2a-4d/__next.preview.txt",
            200,
            "segment payload",
        ),
        ("/missing-page", 404, "not here"),
        ("/../secret", 404, "not here"),
    ] {
        let res = get(path).await.unwrap();
        assert_eq!(res.status(), status, "{path}");
        assert_eq!(res.text().await.unwrap(), body, "{path}");
    }

    let asset = get("/_next/static/chunks/app-1a2b.js").await.unwrap();
    assert_eq!(
        asset.headers()["cache-control"],
        "public, max-age=31536000, immutable"
    );
    let page = get("/dashboard").await.unwrap();
    assert_eq!(page.headers()["cache-control"], "no-cache");

    // Inline scripts run only if the page's policy names their hash; none is allowed wholesale.
    let page = get("/documents").await.unwrap();
    let policy = page.headers()["content-security-policy"]
        .to_str()
        .unwrap()
        .to_owned();
    assert!(policy.contains("script-src 'self' 'sha256-"), "{policy}");
    assert!(
        !policy.contains("script-src 'self' 'unsafe-inline'"),
        "{policy}"
    );
    assert!(policy.contains("frame-ancestors 'none'"));
}

/// The build's brotli and gzip copies go to browsers that accept them, with the original's
/// type; others get the original. Compression on the fly leaves them alone.
#[actix_web::test]
async fn precompressed_copies_go_to_browsers_that_accept_them() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    fs::create_dir_all(root.join("_next/static/chunks")).unwrap();
    fs::write(root.join("index.html"), "landing").unwrap();
    let chunk = root.join("_next/static/chunks/app-1a2b.js");
    fs::write(&chunk, "console.log(1)".repeat(200)).unwrap();
    fs::write(chunk.with_extension("js.br"), "brotli copy").unwrap();
    fs::write(chunk.with_extension("js.gz"), "gzip copy").unwrap();

    let static_dir = root.display().to_string();
    let app = spawn_app_with(Backend::Sqlite, &[("STATIC_DIR", &static_dir)])
        .await
        .unwrap();
    let get = |accept: &'static str| {
        app.client
            .get(app.url("/_next/static/chunks/app-1a2b.js"))
            .header("Accept-Encoding", accept)
            .send()
    };
    for (accept, encoding, body) in [
        (
            "gzip, deflate, br, zstd",
            Some("br"),
            "brotli copy".to_owned(),
        ),
        ("gzip", Some("gzip"), "gzip copy".to_owned()),
        ("identity", None, "console.log(1)".repeat(200)),
    ] {
        let res = get(accept).await.unwrap();
        assert_eq!(res.status(), 200, "{accept}");
        let headers = res.headers().clone();
        assert_eq!(
            headers.get("content-encoding").map(|v| v.to_str().unwrap()),
            encoding,
            "{accept}"
        );
        assert!(headers["content-type"]
            .to_str()
            .unwrap()
            .contains("javascript"));
        assert_eq!(headers["vary"], "accept-encoding", "{accept}");
        assert_eq!(res.text().await.unwrap(), body, "{accept}");
    }
}

/// Each page is served in the visitor's interface language from the export's directory for it:
/// the `vitae_lang` cookie first, then `Accept-Language`, then English; an unknown language
/// falls back without an error. Shared assets stay at the root, and pages say what they vary on.
#[actix_web::test]
async fn pages_come_in_the_visitors_language() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    for language in ["en", "ar"] {
        fs::create_dir_all(root.join(language).join("edit/_")).unwrap();
        fs::write(
            root.join(format!("{language}.html")),
            format!("{language} landing"),
        )
        .unwrap();
        fs::write(
            root.join(format!("{language}.txt")),
            format!("{language} payload"),
        )
        .unwrap();
        for page in ["dashboard.html", "edit/_.html", "edit/_.txt", "404.html"] {
            fs::write(root.join(language).join(page), format!("{language} {page}")).unwrap();
        }
    }
    fs::create_dir_all(root.join("_next/static/chunks")).unwrap();
    fs::write(root.join("_next/static/chunks/app.js"), "shared chunk").unwrap();
    fs::write(root.join("icon.svg"), "<svg/>").unwrap();

    let static_dir = root.display().to_string();
    let app = spawn_app_with(Backend::Sqlite, &[("STATIC_DIR", &static_dir)])
        .await
        .unwrap();
    let get = |path: &str, cookie: Option<&str>, accept: Option<&str>| {
        let mut request = app.client.get(app.url(path));
        if let Some(value) = cookie {
            request = request.header("Cookie", format!("vitae_lang={value}"));
        }
        if let Some(value) = accept {
            request = request.header("Accept-Language", value);
        }
        request.send()
    };

    for (path, cookie, accept, status, body) in [
        ("/", None, None, 200, "en landing"),
        (
            "/",
            None,
            Some("ar-AE,ar;q=0.9,en;q=0.8"),
            200,
            "ar landing",
        ),
        ("/", Some("en"), Some("ar"), 200, "en landing"),
        ("/index.txt", Some("ar"), None, 200, "ar payload"),
        (
            "/dashboard",
            Some("ar"),
            Some("en"),
            200,
            "ar dashboard.html",
        ),
        (
            "/dashboard",
            Some("tlh"),
            Some("xx"),
            200,
            "en dashboard.html",
        ),
        // Hindi is offered but this export has no Hindi pages: English ones, not a 404.
        ("/dashboard", Some("hi"), None, 200, "en dashboard.html"),
        ("/edit/3f2a", Some("ar"), None, 200, "ar edit/_.html"),
        ("/edit/3f2a.txt", Some("ar"), None, 200, "ar edit/_.txt"),
        ("/missing", Some("ar"), None, 404, "ar 404.html"),
        ("/missing", None, None, 404, "en 404.html"),
        (
            "/_next/static/chunks/app.js",
            Some("ar"),
            None,
            200,
            "shared chunk",
        ),
        ("/icon.svg", Some("ar"), None, 200, "<svg/>"),
    ] {
        let res = get(path, cookie, accept).await.unwrap();
        assert_eq!(res.status(), status, "{path} {cookie:?} {accept:?}");
        assert_eq!(
            res.text().await.unwrap(),
            body,
            "{path} {cookie:?} {accept:?}"
        );
    }

    let page = get("/dashboard", None, None).await.unwrap();
    assert_eq!(page.headers()["vary"], "cookie, accept-language");
    let asset = get("/_next/static/chunks/app.js", None, None)
        .await
        .unwrap();
    assert!(asset.headers().get("vary").is_none());
}
