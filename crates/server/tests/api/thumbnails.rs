//! Thumbnails on the real server: a template's for anyone, a resume's for its owner only, kept
//! until the owner writes again.

use serde_json::Value;

use crate::helpers::{full_resume, put, TestApp};
use crate::on_every_backend;

on_every_backend!(
    a_template_thumbnail_is_a_png_for_anyone_and_unknown_ids_are_404,
    a_resume_thumbnail_is_its_owners_and_follows_its_edits,
);

/// Width and height from a PNG's header; panics on anything else.
fn png_size(bytes: &[u8]) -> (u32, u32) {
    assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n", "not a PNG");
    let word = |at: usize| u32::from_be_bytes(bytes[at..at + 4].try_into().expect("4 bytes"));
    (word(16), word(20))
}

async fn a_template_thumbnail_is_a_png_for_anyone_and_unknown_ids_are_404(app: TestApp) {
    let mut seen = Vec::new();
    for id in ["modern", "sidebar", "academic"] {
        let res = app
            .client
            .get(app.url(&format!("/api/templates/{id}/thumbnail.png")))
            .send()
            .await
            .expect("thumbnail");
        assert_eq!(res.status(), 200, "{id}");
        assert_eq!(res.headers()["content-type"], "image/png");
        assert!(res.headers()["cache-control"]
            .to_str()
            .expect("ascii")
            .starts_with("public"));
        let png = res.bytes().await.expect("bytes");
        // A4 at 360 px wide.
        assert_eq!(png_size(&png), (360, 509), "{id}");
        assert!(!seen.contains(&png), "{id} looks like another template");
        seen.push(png);
    }
    let res = app
        .client
        .get(app.url("/api/templates/comic/thumbnail.png"))
        .send()
        .await
        .expect("unknown");
    assert_eq!(res.status(), 404);
    let body: Value = res.json().await.expect("json");
    assert_eq!(body["detail"], "Template not found");
}

/// The owner's browser asking again for what it holds under `tag`.
async fn revalidate(app: &TestApp, path: &str, tag: &str) -> reqwest::Response {
    app.client
        .get(app.url(path))
        .header("if-none-match", tag)
        .send()
        .await
        .expect("revalidate")
}

async fn a_resume_thumbnail_is_its_owners_and_follows_its_edits(app: TestApp) {
    let path = |id: &str| format!("/api/resume/{id}/thumbnail.png");
    let anonymous = reqwest::Client::new();
    app.sign_in("Ana", "ana@example.com").await;
    let id = app.save(&app.client, &full_resume()).await;

    let res = app
        .client
        .get(app.url(&path(&id)))
        .send()
        .await
        .expect("get");
    assert_eq!(res.status(), 200);
    let tag = res.headers()["etag"].to_str().expect("ascii").to_owned();
    let first = res.bytes().await.expect("bytes");
    assert_eq!(png_size(&first).0, 360);

    // Asked again with its tag: nothing changed, nothing sent.
    let again = revalidate(&app, &path(&id), &tag).await;
    assert_eq!(again.status(), 304);

    // A letter-size design changes the page, the tag and the picture.
    let mut record = app.get_json(&format!("/api/resume/{id}")).await;
    record["resume_data"]["design"] = serde_json::json!({"paper": "letter", "accent": "#b91c1c"});
    assert_eq!(put(&app, &app.client, &id, &record).await.status(), 200);
    let res = revalidate(&app, &path(&id), &tag).await;
    assert_eq!(res.status(), 200);
    assert_ne!(res.headers()["etag"].to_str().expect("ascii"), tag);
    let letter = res.bytes().await.expect("bytes");
    // US Letter is 8.5 × 11 in.
    assert_eq!(png_size(&letter), (360, 466));

    // Nobody else sees it, signed in or not.
    let other = app.other_user().await;
    let res = other.get(app.url(&path(&id))).send().await.expect("other");
    assert_eq!(res.status(), 404);
    let res = anonymous
        .get(app.url(&path(&id)))
        .send()
        .await
        .expect("anon");
    assert_eq!(res.status(), 401);
    let res = app
        .client
        .get(app.url(&path("not-a-resume")))
        .send()
        .await
        .expect("unknown");
    assert_eq!(res.status(), 404);
}
