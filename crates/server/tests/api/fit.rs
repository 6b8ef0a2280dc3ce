//! "Fit to N pages" (`POST /api/resume/fit`), how an unsaved resume falls on its pages (`POST
//! /api/resume/pages`, the editor's page count), how print-check reports pages, and a resume too
//! long to print, which its downloads refuse (422 `too_many_pages`) rather than cut short.

use serde_json::{json, Value};

use crate::helpers::{full_resume, problems, TestApp};
use crate::on_every_backend;

on_every_backend!(
    fit_answers_a_design_that_fits_or_by_how_many_lines_it_does_not,
    fit_checks_the_resume_and_the_page_count,
    an_unsaved_resume_is_told_its_pages_and_how_full_the_last_one_is,
    print_check_counts_pages_and_says_what_the_flow_could_not_honour,
    a_resume_too_long_to_print_is_refused_not_cut_short,
);

/// `full_resume` whose work is `bullets` one-line bullets, a hundred to a job (a description
/// holds at most 5 000 characters).
fn with_bullets(bullets: usize) -> Value {
    let mut resume = full_resume();
    let jobs: Vec<Value> = (0..bullets)
        .step_by(100)
        .map(|first| {
            let description: Vec<String> = (first..bullets.min(first + 100))
                .map(|i| format!("• Shipped change {i:03} to the ledger"))
                .collect();
            json!({"position": "Backend Engineer", "company": format!("Acme {first}"),
                   "duration": "2019 - 2024", "description": description.join("\n")})
        })
        .collect();
    resume["work_experience"] = json!(jobs);
    resume
}

/// Saves `resume` in the modern template with `enhanced`; its id.
async fn save(app: &TestApp, resume: &Value, enhanced: Value) -> String {
    let body =
        json!({"resume_data": resume, "ai_enhanced_data": enhanced, "template_style": "modern"});
    app.save_body(&app.client, &body).await
}

/// `body` posted to the API's `path` by `client`.
async fn post(
    app: &TestApp,
    client: &reqwest::Client,
    path: &str,
    body: &Value,
) -> reqwest::Response {
    client
        .post(app.url(path))
        .json(body)
        .send()
        .await
        .expect(path)
}

async fn fit(app: &TestApp, body: &Value) -> reqwest::Response {
    post(app, &app.client, "/api/resume/fit", body).await
}

async fn fit_answers_a_design_that_fits_or_by_how_many_lines_it_does_not(app: TestApp) {
    app.sign_in("Ana", "ana@example.com").await;

    // Already on one page: its own design back, unchanged (none).
    let short = fit(
        &app,
        &json!({"resume_data": full_resume(), "template": "classic", "pages": 1}),
    )
    .await;
    assert_eq!(short.status(), 200);
    let short: Value = short.json().await.expect("json");
    assert_eq!(short["pages"], 1);
    assert_eq!(short["design"], json!({}), "{short}");

    // The fewest bullets (in fours) that spill onto a second page, as print-check counts.
    let mut bullets = 32;
    let over = loop {
        let resume = with_bullets(bullets);
        let id = save(&app, &resume, json!({})).await;
        let check: Value = app.get_json(&format!("/api/resume/{id}/print-check")).await;
        if check["pages"] == 2 {
            break resume;
        }
        assert_eq!(check["pages"], 1, "{check}");
        bullets += 4;
    };
    // Fitted to one page: a smaller design within the ranges, which prints on one.
    let fitted = fit(
        &app,
        &json!({"resume_data": over, "template": "modern", "pages": 1}),
    )
    .await;
    assert_eq!(fitted.status(), 200);
    let fitted: Value = fitted.json().await.expect("json");
    assert_eq!(fitted["pages"], 1, "{fitted}");
    let design = &fitted["design"];
    let size = design["font_size"].as_f64().expect("font size");
    assert!((9.0..=12.0).contains(&size), "{design}");
    let margins = design["margins_mm"].as_f64().expect("margins");
    assert!((10.0..=30.0).contains(&margins), "{design}");
    let mut applied = over.clone();
    applied["design"] = design.clone();
    let saved = save(&app, &applied, json!({})).await;
    let check: Value = app
        .get_json(&format!("/api/resume/{saved}/print-check"))
        .await;
    assert_eq!(check["pages"], 1, "{check}");

    // Five pages and more: not on one, and by how much.
    let long = fit(
        &app,
        &json!({"resume_data": with_bullets(400), "template": "classic", "pages": 1,
                "content": "original"}),
    )
    .await;
    assert_eq!(long.status(), 422);
    let long: Value = long.json().await.expect("json");
    assert_eq!(long["code"], "does_not_fit", "{long}");
    let over_lines = long["over_lines"].as_u64().expect("over_lines");
    assert!(over_lines > 200 && over_lines < 420, "{long}");
    assert!(long["pages"].as_u64().expect("pages") >= 3, "{long}");
    assert!(long["detail"]
        .as_str()
        .expect("detail")
        .contains(&format!("{over_lines} lines over")));
}

async fn pages(app: &TestApp, client: &reqwest::Client, body: &Value) -> reqwest::Response {
    post(app, client, "/api/resume/pages", body).await
}

async fn an_unsaved_resume_is_told_its_pages_and_how_full_the_last_one_is(app: TestApp) {
    app.sign_in("Ana", "ana@example.com").await;
    let asked = |resume: &Value| json!({"resume_data": resume, "template": "modern"});
    let one: Value = pages(&app, &app.client, &asked(&full_resume()))
        .await
        .json()
        .await
        .expect("json");
    assert_eq!(one["pages"], 1, "{one}");
    assert_eq!(one["too_many_pages"], false);
    assert_eq!(one["notes"], json!([]));

    // The fewest bullets (in fours) that spill onto a second page: a last page with a few
    // lines, which grows as bullets are added. The same count print-check gives once saved.
    let mut bullets = 32;
    let (spilt, first) = loop {
        let resume = with_bullets(bullets);
        let answer: Value = pages(&app, &app.client, &asked(&resume))
            .await
            .json()
            .await
            .expect("json");
        if answer["pages"] == 2 {
            break (resume, answer);
        }
        assert_eq!(answer["pages"], 1, "{answer}");
        bullets += 4;
    };
    let few = first["last_page_lines"].as_u64().expect("last_page_lines");
    assert!(few >= 1, "{first}");
    let more: Value = pages(&app, &app.client, &asked(&with_bullets(bullets + 4)))
        .await
        .json()
        .await
        .expect("json");
    assert_eq!(more["pages"], 2, "{more}");
    // Four more lines on the first page push lines over (how many depends on where the page's
    // break rules let it break).
    let grown = more["last_page_lines"].as_u64().expect("last_page_lines");
    assert!(grown > few && grown <= few + 4, "{few} then {more}");
    assert_eq!(
        app.get_json("/api/resume/list").await,
        json!([]),
        "nothing stored"
    );
    let id = save(&app, &spilt, json!({})).await;
    let check: Value = app.get_json(&format!("/api/resume/{id}/print-check")).await;
    assert_eq!(check["pages"], first["pages"]);

    // A design change counts before it is saved: larger type, more pages.
    let mut larger = spilt.clone();
    larger["design"] = json!({"font_size": 12.0});
    let answer: Value = pages(&app, &app.client, &asked(&larger))
        .await
        .json()
        .await
        .expect("json");
    assert!(answer["pages"].as_u64() >= Some(2), "{answer}");
    assert!(
        answer["pages"].as_u64() > Some(2) || answer["last_page_lines"].as_u64() > Some(few),
        "{answer}"
    );

    let mut bad = full_resume();
    bad["email"] = json!("not-an-email");
    let found = problems(pages(&app, &app.client, &asked(&bad)).await).await;
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(found[0].0.ends_with("email"), "{found:?}");
    let signed_out = pages(&app, &reqwest::Client::new(), &asked(&full_resume())).await;
    assert_eq!(signed_out.status(), 401);
}

async fn fit_checks_the_resume_and_the_page_count(app: TestApp) {
    app.sign_in("Ana", "ana@example.com").await;
    for pages in [0, 11] {
        let res = fit(
            &app,
            &json!({"resume_data": full_resume(), "template": "modern", "pages": pages}),
        )
        .await;
        assert_eq!(
            problems(res).await,
            [(
                "body.pages".to_owned(),
                "Choose between 1 and 10 pages".to_owned()
            )]
        );
    }
    let mut bad = full_resume();
    bad["email"] = json!("not-an-email");
    let res = fit(
        &app,
        &json!({"resume_data": bad, "template": "modern", "pages": 2}),
    )
    .await;
    let found = problems(res).await;
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(found[0].0.ends_with("email"), "{found:?}");

    let signed_out = post(
        &app,
        &reqwest::Client::new(),
        "/api/resume/fit",
        &json!({"resume_data": full_resume(), "template": "modern", "pages": 1}),
    )
    .await;
    assert_eq!(signed_out.status(), 401);
}

async fn print_check_counts_pages_and_says_what_the_flow_could_not_honour(app: TestApp) {
    app.sign_in("Ana", "ana@example.com").await;
    let mut resume = with_bullets(400);
    resume["keep_together"] = json!(["work_experience"]);
    let id = save(&app, &resume, json!({})).await;
    let check: Value = app.get_json(&format!("/api/resume/{id}/print-check")).await;
    assert!(check["pages"].as_u64().expect("pages") >= 5, "{check}");
    assert_eq!(check["too_many_pages"], false);
    assert_eq!(
        check["notes"][0]["code"], "keep_together_too_long",
        "{check}"
    );
    assert_eq!(check["notes"][0]["section"], "work_experience");
}

async fn a_resume_too_long_to_print_is_refused_not_cut_short(app: TestApp) {
    app.sign_in("Ana", "ana@example.com").await;
    // Valid (every description within 5 000 characters), and far more than 400 pages: one
    // character a line.
    let lines = "a\n".repeat(2_499) + "a";
    let mut resume = full_resume();
    resume["work_experience"] = (0..12)
        .map(|i| {
            json!({"position": format!("Job {i}"), "company": "Acme", "duration": "2020",
                   "description": lines})
        })
        .collect();
    let id = save(&app, &resume, json!({})).await;
    let check: Value = app.get_json(&format!("/api/resume/{id}/print-check")).await;
    assert_eq!(check["too_many_pages"], true, "{}", check["pages"]);
    let res = app
        .client
        .get(app.url(&format!("/api/resume/{id}/pdf?watermark=true")))
        .send()
        .await
        .expect("pdf");
    assert_eq!(res.status(), 422);
    let body: Value = res.json().await.expect("json");
    assert_eq!(body["code"], "too_many_pages", "{body}");
}
