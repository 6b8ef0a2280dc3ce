//! Moving a resume in and out: JSON Resume export and import, plain text, and the Word document
//! (which follows the clean PDF's entitlement rules and must open in LibreOffice).

use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::{json, Value};

use crate::helpers::{full_resume, spawn_app, Backend, TestApp};
use crate::on_every_backend;

on_every_backend!(
    a_json_resume_round_trip_keeps_every_shared_field,
    published_json_resume_documents_import_cleanly,
    malformed_documents_get_422_with_paths_and_create_nothing,
    imports_count_against_the_resume_cap,
    exports_are_the_owner_s_alone,
    plain_text_carries_every_section_in_the_chosen_wording,
    the_word_document_follows_the_clean_pdf_rules,
);

fn fixtures() -> Vec<(String, Value)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/json-resume");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("fixture dir")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .collect();
    files.sort();
    files
        .into_iter()
        .map(|p| {
            let text = std::fs::read_to_string(&p).expect("fixture");
            let name = p.file_name().expect("name").to_string_lossy().into_owned();
            (name, serde_json::from_str(&text).expect("fixture is JSON"))
        })
        .collect()
}

async fn import(app: &TestApp, client: &reqwest::Client, doc: &Value) -> reqwest::Response {
    client
        .post(app.url("/api/resume/import"))
        .json(doc)
        .send()
        .await
        .expect("import")
}

async fn get(app: &TestApp, client: &reqwest::Client, path: &str) -> reqwest::Response {
    client.get(app.url(path)).send().await.expect("get")
}

async fn stored(app: &TestApp, id: &str) -> Value {
    get(app, &app.client, &format!("/api/resume/{id}"))
        .await
        .json()
        .await
        .expect("json")
}

async fn resume_count(app: &TestApp) -> usize {
    let list: Value = get(app, &app.client, "/api/resume/list")
        .await
        .json()
        .await
        .expect("json");
    list.as_array().expect("list").len()
}

async fn a_json_resume_round_trip_keeps_every_shared_field(app: TestApp) {
    app.sign_in("Ana", "ana@example.com").await;
    let mut resume = full_resume();
    // Free text that has no exact JSON Resume form must survive too.
    resume["work_experience"][0]["description"] =
        json!("Owns billing.\n- Cut invoice runs from 4 h to 20 min\n- Led 3 people");
    resume["work_experience"][1]["duration"] = json!("Summer 2016 – 2019");
    resume["education"][0]["year"] = json!("Class of 2016");
    // And the resume's own look.
    resume["design"] = json!({"accent": "#0f766e", "font": "lato", "paper": "letter"});
    let id = app.save(&app.client, &resume).await;
    let original = stored(&app, &id).await;

    let res = get(&app, &app.client, &format!("/api/resume/{id}/json-resume")).await;
    assert_eq!(res.status(), 200);
    assert_eq!(res.headers()["content-type"], "application/json");
    assert_eq!(
        res.headers()["content-disposition"],
        "attachment; filename=\"Ana-Souza-resume.json\""
    );
    let doc: Value = res.json().await.expect("json");
    assert_eq!(doc["basics"]["name"], "Ana Souza");
    assert_eq!(doc["basics"]["label"], "Senior Backend Engineer");
    assert_eq!(doc["work"][0]["startDate"], "2019");
    assert_eq!(doc["work"][0]["endDate"], "2024");
    assert_eq!(
        doc["work"][0]["highlights"],
        json!(["Cut invoice runs from 4 h to 20 min", "Led 3 people"])
    );
    assert_eq!(
        doc["certificates"],
        json!([{"name": "AWS Solutions Architect"}])
    );
    assert_eq!(doc["meta"]["x-vitae"]["design"]["font"], "lato");

    let res = import(&app, &app.client, &doc).await;
    assert_eq!(res.status(), 201);
    let body: Value = res.json().await.expect("json");
    assert_eq!(body["dropped"], json!([]));
    let copy = stored(&app, body["id"].as_str().expect("id")).await;
    assert_ne!(copy["id"], original["id"]);
    assert_eq!(
        copy["resume_data"], original["resume_data"],
        "every field back"
    );
    assert_eq!(copy["template_style"], original["template_style"]);
    assert_eq!(copy["ai_enhanced_data"]["enhanced_summary"], "");
    assert_eq!(resume_count(&app).await, 2);
}

async fn published_json_resume_documents_import_cleanly(app: TestApp) {
    app.sign_in("Ana", "ana@example.com").await;
    let docs = fixtures();
    assert!(docs.len() >= 4, "fixtures present");
    for (name, doc) in &docs {
        let res = import(&app, &app.client, doc).await;
        let status = res.status();
        let body: Value = res.json().await.expect("json");
        assert_eq!(status, 201, "{name}: {body:#}");
        let copy = stored(&app, body["id"].as_str().expect("id")).await;
        let data = &copy["resume_data"];
        assert_eq!(data["name"], doc["basics"]["name"], "{name}");
        assert_eq!(data["email"], doc["basics"]["email"], "{name}");
        assert_eq!(data["job_title"], doc["basics"]["label"], "{name}");
        let work = doc["work"].as_array().map_or(0, Vec::len);
        assert_eq!(
            data["work_experience"].as_array().expect("work").len(),
            work,
            "{name}"
        );
    }
    // Spot checks on the schema's own sample.
    let (_, hendriks) = &docs
        .iter()
        .find(|(n, _)| n == "richard-hendriks.json")
        .expect("sample");
    let body: Value = import(&app, &app.client, hendriks)
        .await
        .json()
        .await
        .expect("json");
    let data = stored(&app, body["id"].as_str().expect("id")).await["resume_data"].clone();
    assert_eq!(data["location"], "San Francisco, California, US");
    assert_eq!(
        data["work_experience"][0]["duration"],
        "Dec 2013 - Dec 2014"
    );
    assert!(data["work_experience"][0]["description"]
        .as_str()
        .expect("text")
        .contains("• Successfully won Techcrunch Disrupt"));
    assert_eq!(
        data["education"][0]["degree"],
        "Bachelor in Information Technology"
    );
    assert_eq!(data["skills"][0], "Web Development");
    // The Twitter profile has no URL; SoundCloud's becomes a link. Projects, volunteering,
    // awards, publications and languages map to the resume's own sections.
    assert!(body["dropped"]
        .as_array()
        .expect("dropped")
        .contains(&json!("basics.profiles[]")));
    assert_eq!(
        data["links"],
        json!([{"label": "SoundCloud", "url": "https://soundcloud.example.com/dandymusicnl"}])
    );
    assert_eq!(
        data["projects"][0]["url"],
        "https://missdirection.example.com"
    );
    assert_eq!(data["projects"][0]["role"], "Team lead, Designer");
    assert_eq!(data["volunteering"][0]["organization"], "CoderDojo");
    assert_eq!(data["awards"][0]["date"], "Nov 2014");
    assert_eq!(data["publications"][0]["publisher"], "Hooli");
    assert_eq!(data["languages"][0]["language"], "English");
    assert_eq!(resume_count(&app).await, docs.len() + 1);
}

/// The 422 problems as `(path, message)` pairs, paths without the leading "body".
async fn problems(res: reqwest::Response) -> Vec<(String, String)> {
    assert_eq!(res.status(), 422);
    let body: Value = res.json().await.expect("json");
    body["detail"]
        .as_array()
        .expect("a list of problems")
        .iter()
        .map(|p| {
            let loc: Vec<&str> = p["loc"]
                .as_array()
                .expect("loc")
                .iter()
                .map(|s| s.as_str().expect("segment"))
                .collect();
            assert_eq!(loc[0], "body");
            (
                loc[1..].join("."),
                p["msg"].as_str().expect("msg").to_owned(),
            )
        })
        .collect()
}

async fn malformed_documents_get_422_with_paths_and_create_nothing(app: TestApp) {
    app.sign_in("Ana", "ana@example.com").await;
    let (_, sample) = fixtures()
        .into_iter()
        .find(|(n, _)| n == "richard-hendriks.json")
        .expect("sample");

    let mut bad_date = sample.clone();
    bad_date["work"][0]["startDate"] = json!("December 2013");
    assert_eq!(
        problems(import(&app, &app.client, &bad_date).await).await,
        [(
            "work.0.startDate".into(),
            "Expected a date like 2020-01 or 2020-01-15".into()
        )]
    );

    let mut wrong_types = sample.clone();
    wrong_types["basics"]["name"] = json!(["Richard"]);
    wrong_types["work"][0]["highlights"] = json!("one long string");
    wrong_types["skills"][1] = json!("Compression");
    assert_eq!(
        problems(import(&app, &app.client, &wrong_types).await).await,
        [
            ("basics.name".into(), "Expected text, found a list".into()),
            (
                "work.0.highlights".into(),
                "Expected a list, found text".into()
            ),
            ("skills.1".into(), "Expected an object, found text".into()),
        ]
    );

    let mut no_basics = sample.clone();
    no_basics.as_object_mut().expect("object").remove("basics");
    let got = problems(import(&app, &app.client, &no_basics).await).await;
    assert_eq!(got.len(), 1, "{got:?}");
    assert_eq!(got[0].0, "basics");

    let mut rules = sample.clone();
    rules["basics"]["email"] = json!("richard at mail");
    rules["education"][0]["institution"] = json!("");
    assert_eq!(
        problems(import(&app, &app.client, &rules).await).await,
        [
            (
                "basics.email".into(),
                "Please enter a valid email address".into()
            ),
            (
                "education.0.institution".into(),
                "Institution is required".into()
            ),
        ]
    );

    let not_an_object = problems(import(&app, &app.client, &json!("resume")).await).await;
    assert_eq!(not_an_object.len(), 1);
    assert!(not_an_object[0]
        .1
        .starts_with("Expected a JSON Resume document"));

    let mut deep = json!(1);
    for _ in 0..100 {
        deep = json!([deep]);
    }
    let mut too_deep = sample.clone();
    too_deep["meta"]["nested"] = deep;
    let got = problems(import(&app, &app.client, &too_deep).await).await;
    assert_eq!(got.len(), 1);
    assert!(got[0].0.starts_with("meta.nested.0.0"), "{got:?}");

    let not_json = app
        .client
        .post(app.url("/api/resume/import"))
        .header("content-type", "application/json")
        .body("{\"basics\": ")
        .send()
        .await
        .expect("post");
    assert_eq!(not_json.status(), 400);

    let mut huge = sample.clone();
    huge["basics"]["summary"] = json!("x".repeat(vitae_api::JSON_BODY_LIMIT + 1));
    assert_eq!(import(&app, &app.client, &huge).await.status(), 413);

    assert_eq!(resume_count(&app).await, 0, "nothing was stored");
}

async fn imports_count_against_the_resume_cap(app: TestApp) {
    app.sign_in("Ana", "ana@example.com").await;
    let id = app.save(&app.client, &full_resume()).await;
    let doc: Value = get(&app, &app.client, &format!("/api/resume/{id}/json-resume"))
        .await
        .json()
        .await
        .expect("json");
    for _ in 1..100 {
        assert_eq!(import(&app, &app.client, &doc).await.status(), 201);
    }
    let refused = import(&app, &app.client, &doc).await;
    assert_eq!(refused.status(), 402);
    let body: Value = refused.json().await.expect("json");
    assert!(body["detail"]
        .as_str()
        .expect("detail")
        .contains("100 resumes"));
    assert_eq!(resume_count(&app).await, 100);
}

async fn exports_are_the_owner_s_alone(app: TestApp) {
    app.sign_in("Ana", "ana@example.com").await;
    let id = app.save(&app.client, &full_resume()).await;
    let bruno = app.other_user().await;
    let anonymous = crate::helpers::browser();
    for route in ["json-resume", "txt", "docx"] {
        let path = format!("/api/resume/{id}/{route}");
        assert_eq!(get(&app, &bruno, &path).await.status(), 404, "{route}");
        assert_eq!(get(&app, &anonymous, &path).await.status(), 401, "{route}");
        let missing = format!("/api/resume/no-such-resume/{route}");
        assert_eq!(
            get(&app, &app.client, &missing).await.status(),
            404,
            "{route}"
        );
    }
    let res = import(&app, &anonymous, &json!({"basics": {}})).await;
    assert_eq!(res.status(), 401);
    let doc: Value = get(&app, &app.client, "/api/openapi.json")
        .await
        .json()
        .await
        .expect("json");
    for path in [
        "/api/resume/{id}/json-resume",
        "/api/resume/import",
        "/api/resume/{id}/txt",
        "/api/resume/{id}/docx",
    ] {
        assert!(doc["paths"].get(path).is_some(), "{path} documented");
    }
}

async fn plain_text_carries_every_section_in_the_chosen_wording(app: TestApp) {
    app.sign_in("Ana", "ana@example.com").await;
    let id = app.save(&app.client, &full_resume()).await;
    let res = get(&app, &app.client, &format!("/api/resume/{id}/txt")).await;
    assert_eq!(res.status(), 200, "free: plain text carries no design");
    assert_eq!(res.headers()["content-type"], "text/plain; charset=utf-8");
    assert_eq!(
        res.headers()["content-disposition"],
        "attachment; filename=\"Ana-Souza-resume.txt\""
    );
    let text = res.text().await.expect("text");
    assert!(text.starts_with(
        "Ana Souza\nSenior Backend Engineer\nana@example.com | +55 11 5555 0100 | São Paulo, Brazil\n"
    ));
    for line in [
        "PROFESSIONAL SUMMARY\nEnhanced summary.\n",
        "WORK EXPERIENCE\nBackend Engineer, Acme Payments\n2019 - 2024\n- Led Acme Payments\n",
        "Developer, Loja Online\n2016 - 2019\n- Led Loja Online\n",
        "EDUCATION\nBSc Computer Science, USP, 2016\n",
        "SKILLS\nRust, PostgreSQL\n",
        "CERTIFICATIONS\n- AWS Solutions Architect\n",
    ] {
        assert!(text.contains(line), "{line:?} in\n{text}");
    }
    let original = get(
        &app,
        &app.client,
        &format!("/api/resume/{id}/txt?content=original"),
    )
    .await
    .text()
    .await
    .expect("text");
    assert!(original.contains("Backend engineer who likes boring, reliable systems."));
    assert!(original.contains("Worked on the checkout."));
    let bad = get(
        &app,
        &app.client,
        &format!("/api/resume/{id}/txt?content=both"),
    )
    .await;
    assert_eq!(bad.status(), 422);
}

async fn the_word_document_follows_the_clean_pdf_rules(app: TestApp) {
    app.sign_in("Ana", "ana@example.com").await;
    let first = app.save(&app.client, &full_resume()).await;
    let second = app.save(&app.client, &full_resume()).await;
    let docx = |id: &str| format!("/api/resume/{id}/docx");
    let refused = get(&app, &app.client, &docx(&first)).await;
    assert_eq!(refused.status(), 402, "no watermark to fall back on");
    let body: Value = refused.json().await.expect("json");
    assert_eq!(
        body["detail"],
        "Upgrade to download your resume as a Word document"
    );

    app.buy("single_pdf").await;
    let res = get(
        &app,
        &app.client,
        &(docx(&first) + "?template=elegant&paper=letter"),
    )
    .await;
    assert_eq!(res.status(), 200);
    assert_eq!(
        res.headers()["content-type"],
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
    );
    assert_eq!(
        res.headers()["content-disposition"],
        "attachment; filename=\"Ana-Souza-resume.docx\""
    );
    assert!(
        res.bytes().await.expect("bytes").starts_with(b"PK"),
        "a zip"
    );
    assert_eq!(app.credits().await, 0, "the credit is spent");
    // The same unlock serves the PDF, and lasts.
    for path in [docx(&first), format!("/api/resume/{first}/pdf")] {
        assert_eq!(get(&app, &app.client, &path).await.status(), 200, "{path}");
    }
    assert_eq!(get(&app, &app.client, &docx(&second)).await.status(), 402);
    let bad = get(&app, &app.client, &(docx(&first) + "?template=neon")).await;
    assert_eq!(bad.status(), 422);
}

/// The Word file LibreOffice reads back: every section, every bullet, in order. Run once (not
/// per backend): the conversion takes seconds and does not touch the database.
#[actix_web::test]
async fn the_word_document_opens_in_libreoffice_with_all_its_text() {
    let app = spawn_app(Backend::Sqlite).await.expect("app");
    app.sign_in("Ana", "ana@example.com").await;
    let mut resume = full_resume();
    resume["work_experience"][0]["description"] =
        json!("Owns the billing service.\n• Cut invoice runs from 4 h to 20 min\n• Led 3 people");
    let id = app.save(&app.client, &resume).await;
    app.buy("pro_monthly").await;
    let res = get(
        &app,
        &app.client,
        &format!("/api/resume/{id}/docx?content=original"),
    )
    .await;
    assert_eq!(res.status(), 200);
    let dir = tempfile::tempdir().expect("tempdir");
    let file = dir.path().join("resume.docx");
    std::fs::write(&file, res.bytes().await.expect("bytes")).expect("write");

    let converted = Command::new("libreoffice")
        .args([
            "--headless",
            "--norestore",
            "--convert-to",
            "txt:Text (encoded):UTF8",
        ])
        .arg("--outdir")
        .arg(dir.path())
        .arg(&file)
        .env("HOME", dir.path())
        .output()
        .expect(
            "libreoffice must be installed (scripts/deps.sh installs libreoffice-writer-nogui)",
        );
    assert!(converted.status.success(), "{converted:?}");
    let text = std::fs::read_to_string(dir.path().join("resume.txt")).expect("converted text");
    let expected = [
        "Ana Souza",
        "Senior Backend Engineer",
        "ana@example.com  |  +55 11 5555 0100  |  São Paulo, Brazil",
        "Professional Summary",
        "Backend engineer who likes boring, reliable systems.",
        "Work Experience",
        "Backend Engineer, Acme Payments",
        "2019 - 2024",
        "Owns the billing service.",
        "Cut invoice runs from 4 h to 20 min",
        "Led 3 people",
        "Developer, Loja Online",
        "2016 - 2019",
        "Worked on the checkout.",
        "Education",
        "BSc Computer Science, USP, 2016",
        "Skills",
        "Rust, PostgreSQL",
        "Certifications",
        "AWS Solutions Architect",
    ];
    let mut rest = text.as_str();
    for line in expected {
        let at = rest
            .find(line)
            .unwrap_or_else(|| panic!("{line:?} missing or out of order in\n{text}"));
        rest = &rest[at + line.len()..];
    }
    // Bullet lines come back as list items, not as paragraphs that lost their marker.
    assert!(
        text.lines()
            .any(|l| l.trim_start().starts_with('•') && l.contains("Led 3 people")),
        "{text}"
    );
}
