//! "Import existing resume" on the real server: files made by other tools give drafts, a PDF
//! Vitae wrote gives its resume back exactly, every refusal is a clear 4xx, and nothing is
//! stored either way.

use std::path::Path;

use serde_json::{json, Value};

use crate::helpers::{form, TestApp};
use crate::on_every_backend;
use crate::sections::with_sections;

#[path = "../../../import/tests/support/mod.rs"]
mod hostile_files;

on_every_backend!(
    files_from_other_tools_become_drafts_and_nothing_is_stored,
    a_pdf_vitae_wrote_comes_back_exactly_without_its_photo_and_hidden_sections,
    every_refusal_is_a_clear_4xx,
);

fn corpus(path: &str) -> Vec<u8> {
    let file = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../import/corpus")
        .join(path);
    std::fs::read(&file).unwrap_or_else(|e| panic!("{}: {e}", file.display()))
}

async fn upload(app: &TestApp, file_name: &str, bytes: &[u8]) -> reqwest::Response {
    let (content_type, body) = form("file", file_name, bytes);
    app.client
        .post(app.url("/api/resume/import/file"))
        .header("Content-Type", content_type)
        .body(body)
        .send()
        .await
        .expect("upload")
}

async fn draft(app: &TestApp, file_name: &str, bytes: &[u8]) -> Value {
    let res = upload(app, file_name, bytes).await;
    assert_eq!(res.status(), 200, "{file_name}");
    res.json().await.expect("json")
}

async fn resume_count(app: &TestApp) -> usize {
    let list = app.get_json("/api/resume/list").await;
    list.as_array().expect("list").len()
}

async fn files_from_other_tools_become_drafts_and_nothing_is_stored(app: TestApp) {
    app.sign_in("Ana Souza", "ana@example.com").await;
    // The persona behind every corpus file of this name (corpus/personas/nurse.json).
    let persona: Value =
        serde_json::from_slice(&corpus("personas/nurse.json")).expect("persona json");
    let name = persona["basics"]["name"].as_str().expect("name");
    let email = persona["basics"]["email"].as_str().expect("email");
    for (file, source) in [
        ("pdf/elegant--nurse.pdf", "pdf"),
        ("docx/plain--nurse.docx", "docx"),
        ("linkedin/linkedin--nurse.zip", "linkedin"),
    ] {
        // The name says nothing: the type comes from the content.
        let got = draft(&app, "upload.bin", &corpus(file)).await;
        assert_eq!(got["source"], source, "{file}");
        assert_eq!(got["resume_data"]["name"], name, "{file}");
        assert_eq!(got["resume_data"]["email"], email, "{file}");
        let work = got["resume_data"]["work_experience"]
            .as_array()
            .expect("work");
        assert!(!work.is_empty(), "{file}: no work entries");
        assert!(got["unplaced"].is_array() && got["warnings"].is_array());
    }
    assert_eq!(resume_count(&app).await, 0, "an import stores nothing");
}

async fn a_pdf_vitae_wrote_comes_back_exactly_without_its_photo_and_hidden_sections(app: TestApp) {
    app.sign_in("Ana Souza", "ana@example.com").await;
    let resume = with_sections();
    let id = app.save(&app.client, &resume).await;
    let stored: Value = app
        .client
        .get(app.url(&format!("/api/resume/{id}")))
        .send()
        .await
        .expect("get")
        .json()
        .await
        .expect("json");
    let mut expected = stored["resume_data"].clone();
    // Not carried by a printed copy: the photo (it is on the page) and the hidden awards.
    expected["profile_photo"] = Value::Null;
    expected.as_object_mut().expect("object").remove("awards");

    for template in ["modern", "minimal", "corporate", "classic", "elegant"] {
        let pdf = app
            .client
            .get(app.url(&format!(
                "/api/resume/{id}/pdf?watermark=true&template={template}"
            )))
            .send()
            .await
            .expect("pdf");
        assert_eq!(pdf.status(), 200, "{template}");
        let pdf = pdf.bytes().await.expect("pdf bytes");

        let got = draft(&app, "resume.pdf", &pdf).await;
        assert_eq!(got["source"], "vitae", "{template}");
        assert!(got["unplaced"].as_array().expect("unplaced").is_empty());
        let warnings = got["warnings"].to_string();
        assert!(warnings.contains("photo"), "{warnings}");
        assert_eq!(got["notes"], json!([{ "code": "photo_not_included" }]));
        assert_eq!(got["resume_data"], expected, "{template}");
    }
}

async fn every_refusal_is_a_clear_4xx(app: TestApp) {
    app.sign_in("Ana Souza", "ana@example.com").await;
    let detail = |res: reqwest::Response| async move {
        let status = res.status().as_u16();
        let body: Value = res.json().await.expect("json error body");
        (
            status,
            body["detail"].as_str().unwrap_or_default().to_owned(),
        )
    };

    let too_large = vec![b'%'; 5 * 1024 * 1024 + 1];
    let (status, text) = detail(upload(&app, "big.pdf", &too_large).await).await;
    assert_eq!(
        (status, text.as_str()),
        (413, "This file is too large to import (at most 5 MB)")
    );

    let executable = b"\x7fELF\x02\x01\x01\0\0\0\0\0\0\0\0\0\x02\0\x3e\0".repeat(50);
    let (status, text) = detail(upload(&app, "resume.pdf", &executable).await).await;
    assert_eq!(status, 415);
    assert!(
        text.starts_with("This file type is not supported"),
        "{text}"
    );

    let scan = hostile_files::pdf(2, "", None, false);
    let (status, text) = detail(upload(&app, "scan.pdf", &scan).await).await;
    assert_eq!(
        (status, text.as_str()),
        (422, "This PDF has no text we can read — it may be a scan")
    );

    let locked = hostile_files::pdf(1, "Secret", None, true);
    let (status, text) = detail(upload(&app, "locked.pdf", &locked).await).await;
    assert_eq!(status, 422);
    assert!(text.contains("password-protected"), "{text}");

    let pages = hostile_files::pdf(21, "Page", None, false);
    let (status, text) = detail(upload(&app, "long.pdf", &pages).await).await;
    assert_eq!(status, 422);
    assert!(text.contains("21 pages"), "{text}");

    let bomb = hostile_files::zip(&[("word/document.xml", &vec![b' '; 30 << 20])]);
    let (status, text) = detail(upload(&app, "bomb.docx", &bomb).await).await;
    assert_eq!(status, 422);
    assert!(text.contains("too large to import"), "{text}");

    let truncated = &corpus("pdf/elegant--nurse.pdf")[..2000];
    let (status, _) = detail(upload(&app, "cut.pdf", truncated).await).await;
    assert_eq!(status, 422);

    // Not a form at all, and a form without the file field.
    let res = app
        .client
        .post(app.url("/api/resume/import/file"))
        .json(&serde_json::json!({ "file": "resume.pdf" }))
        .send()
        .await
        .expect("json post");
    assert_eq!(res.status(), 415);
    let (content_type, body) = form("other", "resume.pdf", b"%PDF-1.4");
    let res = app
        .client
        .post(app.url("/api/resume/import/file"))
        .header("Content-Type", content_type)
        .body(body)
        .send()
        .await
        .expect("wrong field");
    let (status, text) = detail(res).await;
    assert_eq!((status, text.as_str()), (400, "Choose a file to import"));

    // Signed out: 401 before anything is read.
    let stranger = reqwest::Client::new();
    let (content_type, body) = form("file", "resume.pdf", &scan);
    let res = stranger
        .post(app.url("/api/resume/import/file"))
        .header("Content-Type", content_type)
        .header("Origin", crate::helpers::PUBLIC_URL)
        .body(body)
        .send()
        .await
        .expect("signed out");
    assert_eq!(res.status(), 401);
    assert_eq!(resume_count(&app).await, 0);
}

/// The hostile PDFs the fuzz seeds keep (`fuzz/seeds/pdf/`, written from the generators of
/// `vitae-import`'s `tests/hostile.rs`): a form drawing itself at every depth, thousands of
/// font sizes on one line, one-glyph lines by the hundred thousand…
fn hostile_pdfs() -> Vec<(String, Vec<u8>)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fuzz/seeds/pdf");
    let mut out: Vec<(String, Vec<u8>)> = std::fs::read_dir(&dir)
        .expect("fuzz seeds")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| !n.starts_with("corpus-"))
        })
        .map(|p| {
            let name = p
                .file_name()
                .and_then(|n| n.to_str())
                .unwrap_or("")
                .to_owned();
            (name, std::fs::read(&p).expect("seed"))
        })
        .collect();
    out.sort();
    assert!(out.len() >= 8, "{out:?}");
    out
}

async fn pdf_latency(app: &TestApp, client: &reqwest::Client, id: &str) -> std::time::Duration {
    let started = std::time::Instant::now();
    let res = client
        .get(app.url(&format!("/api/resume/{id}/pdf?watermark=true")))
        .send()
        .await
        .expect("pdf");
    assert_eq!(res.status(), 200);
    res.bytes().await.expect("bytes");
    started.elapsed()
}

#[actix_web::test]
async fn hostile_pdfs_answer_within_a_second_while_downloads_keep_their_pace() {
    let app = crate::helpers::spawn_app(crate::helpers::Backend::Sqlite)
        .await
        .expect("app");
    app.sign_in("Mallory", "mallory@example.com").await;
    let other = app.other_user().await;
    let id = app.save(&other, &crate::helpers::full_resume()).await;
    let mut before = Vec::new();
    for _ in 0..5 {
        before.push(pdf_latency(&app, &other, &id).await);
    }
    before.sort();

    let downloads = {
        let (app_base, other, id) = (app.base.clone(), other.clone(), id.clone());
        actix_web::rt::spawn(async move {
            let mut during = Vec::new();
            for _ in 0..10 {
                let started = std::time::Instant::now();
                let res = other
                    .get(format!("{app_base}/api/resume/{id}/pdf?watermark=true"))
                    .send()
                    .await
                    .expect("pdf");
                res.bytes().await.expect("bytes");
                during.push(started.elapsed());
                actix_web::rt::time::sleep(std::time::Duration::from_millis(50)).await;
            }
            during
        })
    };
    for (name, bytes) in hostile_pdfs() {
        let started = std::time::Instant::now();
        let res = upload(&app, &name, &bytes).await;
        let took = started.elapsed();
        let status = res.status().as_u16();
        assert!(status == 422 || status == 200, "{name}: {status}");
        assert!(
            took < std::time::Duration::from_secs(1),
            "{name} took {took:?}"
        );
    }
    let mut during = downloads.await.expect("downloads");
    during.sort();
    let (usual, busy) = (before[2], during[5]);
    println!("PDF download median {usual:?} alone, {busy:?} beside hostile imports");
    assert!(
        busy < usual * 3 + std::time::Duration::from_millis(150),
        "downloads slowed from {usual:?} to {busy:?}"
    );
}

#[actix_web::test]
async fn a_burst_of_imports_is_refused_at_once_past_the_queue() {
    let app = crate::helpers::spawn_app(crate::helpers::Backend::Sqlite)
        .await
        .expect("app");
    app.sign_in("Ana Souza", "ana@example.com").await;
    let bytes = corpus("pdf/elegant--nurse.pdf");
    let started = std::time::Instant::now();
    let uploads = (0..30).map(|_| {
        let (client, url, bytes) = (
            app.client.clone(),
            app.url("/api/resume/import/file"),
            bytes.clone(),
        );
        actix_web::rt::spawn(async move {
            let (content_type, body) = form("file", "resume.pdf", &bytes);
            let res = client
                .post(url)
                .header("Content-Type", content_type)
                .body(body)
                .send()
                .await
                .expect("upload");
            let retry = res.headers().contains_key("retry-after");
            (res.status().as_u16(), retry)
        })
    });
    let mut answers = Vec::new();
    for u in uploads.collect::<Vec<_>>() {
        answers.push(u.await.expect("answer"));
    }
    let refused = answers.iter().filter(|(s, _)| *s == 429).count();
    assert!(refused > 0, "{answers:?}");
    assert!(
        answers
            .iter()
            .all(|(s, retry)| *s == 200 || (*s == 429 && *retry)),
        "{answers:?}"
    );
    // One person may have eight imports running or waiting; the rest are told to come back.
    assert!(
        answers.iter().filter(|(s, _)| *s == 200).count() >= 8,
        "{answers:?}"
    );
    assert!(started.elapsed() < std::time::Duration::from_secs(20));
}
