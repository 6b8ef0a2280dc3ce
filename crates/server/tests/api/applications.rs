//! Job applications: created, read, edited and deleted by their owner only (another user's id is
//! a 404); every bad field a 422 at its place; links only to the user's own resume and cover
//! letter; a dated, appended status history; next steps due and the 90-day funnel; a CSV export
//! that spreadsheets cannot run and that imports back to the same applications; an import that
//! takes a whole file or nothing; the 5,000 cap; the account's export and deletion.

use chrono::{Duration, Utc};
use serde_json::{json, Value};

use crate::helpers::{form, full_resume, problems, TestApp, PUBLIC_URL};
use crate::on_every_backend;

on_every_backend!(
    applications_are_created_read_edited_listed_and_deleted,
    other_users_applications_are_not_found,
    each_bad_field_is_a_422_at_its_place,
    links_name_only_the_users_own_documents_and_go_with_them,
    status_changes_are_dated_and_appended,
    next_steps_fall_due_and_the_funnel_counts_90_days,
    the_csv_export_imports_back_and_runs_no_formula,
    a_bad_csv_is_refused_whole_naming_row_and_column,
    an_account_keeps_at_most_5000_applications,
    the_account_export_has_them_and_deleting_the_account_removes_them,
    the_list_kept_in_memory_shows_every_write_whoever_makes_it,
    edits_made_at_once_all_land_and_a_stale_one_is_refused,
);

async fn create_as(app: &TestApp, client: &reqwest::Client, body: Value) -> reqwest::Response {
    client
        .post(app.url("/api/applications"))
        .json(&body)
        .send()
        .await
        .expect("create")
}

/// Creates an application as the signed-in user; the application.
async fn created(app: &TestApp, body: Value) -> Value {
    let res = create_as(app, &app.client, body).await;
    assert_eq!(
        res.status(),
        201,
        "{}",
        res.text().await.unwrap_or_default()
    );
    res.json().await.expect("json")
}

async fn patch_as(
    app: &TestApp,
    client: &reqwest::Client,
    id: &str,
    body: Value,
) -> reqwest::Response {
    client
        .patch(app.url(&format!("/api/applications/{id}")))
        .json(&body)
        .send()
        .await
        .expect("patch")
}

async fn patched(app: &TestApp, id: &str, body: Value) -> Value {
    let res = patch_as(app, &app.client, id, body).await;
    assert_eq!(
        res.status(),
        200,
        "{}",
        res.text().await.unwrap_or_default()
    );
    res.json().await.expect("json")
}

fn id_of(application: &Value) -> String {
    application["id"].as_str().expect("id").to_owned()
}

fn companies(list: &Value) -> Vec<&str> {
    list.as_array()
        .expect("list")
        .iter()
        .map(|a| a["company"].as_str().expect("company"))
        .collect()
}

fn statuses(application: &Value) -> Vec<&str> {
    application["status_history"]
        .as_array()
        .expect("history")
        .iter()
        .map(|c| c["status"].as_str().expect("status"))
        .collect()
}

async fn import(app: &TestApp, client: &reqwest::Client, csv: &[u8]) -> reqwest::Response {
    let (content_type, body) = form("file", "applications.csv", csv);
    client
        .post(app.url("/api/applications/import"))
        .header("Content-Type", content_type)
        .body(body)
        .send()
        .await
        .expect("import")
}

async fn export(app: &TestApp, client: &reqwest::Client) -> String {
    let res = client
        .get(app.url("/api/applications/export.csv"))
        .send()
        .await
        .expect("export");
    assert_eq!(res.status(), 200);
    res.text().await.expect("csv")
}

fn count(app: &TestApp, table: &str) -> i64 {
    app.count(&format!("SELECT COUNT(*) AS n FROM {table}"))
}

async fn applications_are_created_read_edited_listed_and_deleted(app: TestApp) {
    app.sign_in("Ana Souza", "ana@example.com").await;
    let first = created(
        &app,
        json!({ "company": "  Globex ", "role": "Backend Engineer",
                "job_url": "https://jobs.globex.example/42", "location": "Remote",
                "salary_note": "€70k", "next_step_date": "2026-12-01",
                "next_step_note": "Call the recruiter" }),
    )
    .await;
    assert_eq!(first["company"], "Globex", "trimmed");
    assert_eq!(first["status"], "saved", "the default status");
    assert_eq!(first["next_step_date"], "2026-12-01");
    assert_eq!(first["job_description"], "");
    assert_eq!(first["resume_id"], Value::Null);
    assert_eq!(first["ats_score"], Value::Null);
    let id = id_of(&first);
    assert_eq!(
        app.get_json(&format!("/api/applications/{id}")).await,
        first
    );

    let second = created(
        &app,
        json!({ "company": "Initech", "role": "SRE", "status": "applied",
                "job_description": "Run our Kubernetes clusters. ".repeat(500) }),
    )
    .await;
    let list = app.get_json("/api/applications").await;
    assert_eq!(companies(&list), ["Initech", "Globex"], "newest first");
    // The list leaves each posting out (the application's own read has it); the rest is whole.
    assert!(list[0].get("job_description").is_none(), "{}", list[0]);
    let mut without_posting = second.clone();
    without_posting
        .as_object_mut()
        .expect("object")
        .remove("job_description");
    assert_eq!(list[0], without_posting);
    assert!(app
        .get_json(&format!("/api/applications/{}", id_of(&second)))
        .await["job_description"]
        .as_str()
        .is_some_and(|text| text.starts_with("Run our Kubernetes")));

    // A change moves it to the top; only the fields sent change.
    let edited = patched(
        &app,
        &id,
        json!({ "role": "Staff Engineer", "next_step_date": null }),
    )
    .await;
    assert_eq!(edited["role"], "Staff Engineer");
    assert_eq!(edited["company"], "Globex");
    assert_eq!(edited["location"], "Remote");
    assert_eq!(edited["next_step_date"], Value::Null, "null clears");
    assert_eq!(edited["next_step_note"], "Call the recruiter");
    let list = app.get_json("/api/applications").await;
    assert_eq!(companies(&list), ["Globex", "Initech"]);

    let applied = app.get_json("/api/applications?status=applied").await;
    assert_eq!(companies(&applied), ["Initech"]);
    let unknown = app
        .client
        .get(app.url("/api/applications?status=ghosted"))
        .send()
        .await
        .expect("list");
    let found = problems(unknown).await;
    assert_eq!(found[0].0, "query.status");

    // Writes from another site are refused like every write.
    let cross_site = app
        .client
        .post(app.url("/api/applications"))
        .header("origin", "https://evil.example")
        .json(&json!({ "company": "Evil", "role": "x" }))
        .send()
        .await
        .expect("create");
    assert_eq!(cross_site.status(), 403);

    let gone = app
        .client
        .delete(app.url(&format!("/api/applications/{}", id_of(&second))))
        .send()
        .await
        .expect("delete");
    assert_eq!(gone.status(), 204);
    let again = app
        .client
        .get(app.url(&format!("/api/applications/{}", id_of(&second))))
        .send()
        .await
        .expect("get");
    assert_eq!(again.status(), 404);
    assert_eq!(
        companies(&app.get_json("/api/applications").await),
        ["Globex"]
    );
    assert_eq!(
        count(&app, "application_status_changes"),
        1,
        "its history went with it"
    );
}

async fn other_users_applications_are_not_found(app: TestApp) {
    app.sign_in("Ana Souza", "ana@example.com").await;
    let mine = created(&app, json!({ "company": "Globex", "role": "Engineer" })).await;
    let id = id_of(&mine);
    let bruno = app.other_user().await;
    let path = format!("/api/applications/{id}");

    let read = bruno.get(app.url(&path)).send().await.expect("get");
    assert_eq!(read.status(), 404);
    let edit = patch_as(&app, &bruno, &id, json!({ "company": "Hijacked" })).await;
    assert_eq!(edit.status(), 404);
    let delete = bruno.delete(app.url(&path)).send().await.expect("delete");
    assert_eq!(delete.status(), 404);
    assert_eq!(
        app.get_json_as(&bruno, "/api/applications").await,
        json!([])
    );
    assert_eq!(app.get_json(&path).await, mine, "untouched");

    for unknown in ["00000000-0000-0000-0000-000000000000", &"x".repeat(300)] {
        let res = app
            .client
            .get(app.url(&format!("/api/applications/{unknown}")))
            .send()
            .await
            .expect("get");
        assert_eq!(res.status(), 404);
    }
}

async fn each_bad_field_is_a_422_at_its_place(app: TestApp) {
    app.sign_in("Ana Souza", "ana@example.com").await;
    let cases = [
        (json!({ "role": "Engineer" }), "body.company"),
        (
            json!({ "company": " ", "role": "Engineer" }),
            "body.company",
        ),
        (
            json!({ "company": "c".repeat(201), "role": "Engineer" }),
            "body.company",
        ),
        (json!({ "company": "Globex" }), "body.role"),
        (
            json!({ "company": "Globex", "role": "r".repeat(201) }),
            "body.role",
        ),
        (
            json!({ "company": "Globex", "role": "Dev", "job_url": "javascript:alert(1)" }),
            "body.job_url",
        ),
        (
            json!({ "company": "Globex", "role": "Dev", "job_url": "ftp://example.com/x" }),
            "body.job_url",
        ),
        (
            json!({ "company": "Globex", "role": "Dev", "job_url": format!("https://example.com/{}", "a".repeat(2048)) }),
            "body.job_url",
        ),
        (
            json!({ "company": "Globex", "role": "Dev", "job_description": "j".repeat(20_001) }),
            "body.job_description",
        ),
        (
            json!({ "company": "Globex", "role": "Dev", "location": "l".repeat(201) }),
            "body.location",
        ),
        (
            json!({ "company": "Globex", "role": "Dev", "salary_note": "s".repeat(201) }),
            "body.salary_note",
        ),
        (
            json!({ "company": "Globex", "role": "Dev", "status": "ghosted" }),
            "body.status",
        ),
        (
            json!({ "company": "Globex", "role": "Dev", "next_step_date": "2026-02-30" }),
            "body.next_step_date",
        ),
        (
            json!({ "company": "Globex", "role": "Dev", "next_step_date": "01/12/2026" }),
            "body.next_step_date",
        ),
        (
            json!({ "company": "Globex", "role": "Dev", "next_step_note": "n".repeat(501) }),
            "body.next_step_note",
        ),
        (
            json!({ "company": "Globex\u{0}", "role": "Dev" }),
            "body.company",
        ),
        (json!({ "company": 5, "role": "Dev" }), "body.company"),
    ];
    for (body, place) in cases {
        let res = create_as(&app, &app.client, body.clone()).await;
        let found = problems(res).await;
        assert!(
            found.iter().any(|(loc, _)| loc == place),
            "{body}: {found:?}"
        );
    }
    let unknown_field = create_as(
        &app,
        &app.client,
        json!({ "company": "Globex", "role": "Dev", "colour": "red" }),
    )
    .await;
    let found = problems(unknown_field).await;
    assert!(found[0].1.contains("colour"), "{found:?}");

    // The longest values of every field are taken.
    let longest = created(
        &app,
        json!({ "company": "c".repeat(200), "role": "r".repeat(200),
                "job_url": format!("https://example.com/{}", "a".repeat(2028)),
                "job_description": "j".repeat(20_000), "location": "l".repeat(200),
                "salary_note": "s".repeat(200), "next_step_note": "n".repeat(500) }),
    )
    .await;
    // An edit is checked like a create, and a refused one changes nothing.
    let id = id_of(&longest);
    let res = patch_as(
        &app,
        &app.client,
        &id,
        json!({ "company": "", "status": "offer" }),
    )
    .await;
    let found = problems(res).await;
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(found[0].0, "body.company");
    let stored = app.get_json(&format!("/api/applications/{id}")).await;
    assert_eq!(stored, longest);
    assert_eq!(
        count(&app, "applications"),
        1,
        "no refused create was stored"
    );
}

async fn links_name_only_the_users_own_documents_and_go_with_them(app: TestApp) {
    app.sign_in("Ana Souza", "ana@example.com").await;
    let resume_id = app.save(&app.client, &full_resume()).await;
    let posting = "We need a backend engineer with Rust, PostgreSQL and Kafka experience.";
    let letter: Value = app
        .client
        .post(app.url("/api/cover-letter/generate"))
        .json(&json!({ "resume_id": resume_id, "company_name": "Globex", "job_description": posting }))
        .send()
        .await
        .expect("letter")
        .json()
        .await
        .expect("json");
    let letter_id = letter["id"].as_str().expect("letter id").to_owned();

    let bruno = app.other_user().await;
    let brunos_resume = app.save(&bruno, &full_resume()).await;
    for (body, place) in [
        (json!({ "resume_id": brunos_resume }), "body.resume_id"),
        (
            json!({ "resume_id": "00000000-0000-0000-0000-000000000000" }),
            "body.resume_id",
        ),
        (
            json!({ "cover_letter_id": letter_id }),
            "body.cover_letter_id",
        ),
    ] {
        let mut request = json!({ "company": "Globex", "role": "Engineer" });
        request
            .as_object_mut()
            .expect("object")
            .extend(body.as_object().expect("o").clone());
        let client = if place == "body.cover_letter_id" {
            &bruno
        } else {
            &app.client
        };
        let found = problems(create_as(&app, client, request).await).await;
        assert_eq!(found.len(), 1, "{found:?}");
        assert_eq!(found[0].0, place);
    }
    // The same message whether the document exists or not: ids reveal nothing.
    let theirs = problems(
        create_as(
            &app,
            &app.client,
            json!({ "company": "G", "role": "E", "resume_id": brunos_resume }),
        )
        .await,
    )
    .await;
    let nobodys = problems(
        create_as(
            &app,
            &app.client,
            json!({ "company": "G", "role": "E", "resume_id": "nope" }),
        )
        .await,
    )
    .await;
    assert_eq!(theirs, nobodys);
    assert_eq!(count(&app, "applications"), 0);

    // Every letter of the user is offered, whichever resume it was written from; nobody else's.
    let copy = app.save(&app.client, &full_resume()).await;
    let all_letters = app.get_json("/api/cover-letters").await;
    assert_eq!(
        all_letters.as_array().map(Vec::len),
        Some(1),
        "{all_letters}"
    );
    assert_eq!(all_letters[0]["id"], letter_id.as_str());
    assert_eq!(all_letters[0]["resume_id"], resume_id.as_str());
    assert_eq!(all_letters[0]["company_name"], "Globex");
    assert!(all_letters[0]["created_at"].is_string());
    assert!(
        all_letters[0].get("letter_content").is_none(),
        "named, not read whole"
    );
    assert_eq!(
        app.get_json_as(&bruno, "/api/cover-letters").await,
        json!([])
    );
    let mixed = created(
        &app,
        json!({ "company": "Globex", "role": "Engineer", "resume_id": copy, "cover_letter_id": letter_id }),
    )
    .await;
    assert_eq!(
        mixed["cover_letter_id"],
        letter_id.as_str(),
        "a letter of another resume"
    );
    let gone = app
        .client
        .delete(app.url(&format!("/api/applications/{}", id_of(&mixed))))
        .send()
        .await
        .expect("delete");
    assert_eq!(gone.status(), 204);

    // Both linked: the resume is scored against the letter's posting when the application has
    // none of its own, and against its own once it has one.
    let linked = created(
        &app,
        json!({ "company": "Globex", "role": "Engineer", "resume_id": resume_id, "cover_letter_id": letter_id }),
    )
    .await;
    let id = id_of(&linked);
    let from_letter = linked["ats_score"].as_u64().expect("a score");
    assert!((1..=100).contains(&from_letter), "{from_letter}");
    let own = patched(
        &app,
        &id,
        json!({ "job_description": "Florist. Flower arranging, floristry, bouquet design." }),
    )
    .await;
    let from_own = own["ats_score"].as_u64().expect("a score");
    assert!(from_own < from_letter, "{from_own} < {from_letter}");
    let unlinked = patched(&app, &id, json!({ "resume_id": null })).await;
    assert_eq!(unlinked["ats_score"], Value::Null, "no resume, no score");
    let relinked = patched(&app, &id, json!({ "resume_id": resume_id })).await;
    assert_eq!(relinked["ats_score"].as_u64(), Some(from_own));

    // Deleting the resume (and with it its letter) clears the links, not the application.
    let deleted = app
        .client
        .delete(app.url(&format!("/api/resume/{resume_id}")))
        .send()
        .await
        .expect("delete resume");
    assert_eq!(deleted.status(), 204);
    let after = app.get_json(&format!("/api/applications/{id}")).await;
    assert_eq!(after["company"], "Globex");
    assert_eq!(after["resume_id"], Value::Null);
    assert_eq!(after["cover_letter_id"], Value::Null);
    assert_eq!(after["ats_score"], Value::Null);
    assert_eq!(app.get_json("/api/cover-letters").await, json!([]));
}

async fn status_changes_are_dated_and_appended(app: TestApp) {
    app.sign_in("Ana Souza", "ana@example.com").await;
    let before = Utc::now() - Duration::seconds(1);
    let first = created(
        &app,
        json!({ "company": "Globex", "role": "Engineer", "status": "applied" }),
    )
    .await;
    let id = id_of(&first);
    assert_eq!(
        statuses(&first),
        ["applied"],
        "creation records the first status"
    );

    let same = patched(
        &app,
        &id,
        json!({ "status": "applied", "location": "Lisbon" }),
    )
    .await;
    assert_eq!(statuses(&same), ["applied"], "no change, no entry");
    let moved = patched(&app, &id, json!({ "status": "interviewing" })).await;
    let moved = patched(
        &app,
        &id,
        json!({ "status": "offer", "role": moved["role"] }),
    )
    .await;
    let after = Utc::now() + Duration::seconds(1);
    assert_eq!(statuses(&moved), ["applied", "interviewing", "offer"]);
    assert_eq!(moved["status"], "offer");
    let dates: Vec<chrono::DateTime<Utc>> = moved["status_history"]
        .as_array()
        .expect("history")
        .iter()
        .map(|c| c["at"].as_str().expect("at").parse().expect("a timestamp"))
        .collect();
    assert!(dates.windows(2).all(|w| w[0] <= w[1]), "{dates:?}");
    assert!(
        dates.iter().all(|d| *d >= before && *d <= after),
        "{dates:?}"
    );
}

async fn next_steps_fall_due_and_the_funnel_counts_90_days(app: TestApp) {
    app.sign_in("Ana Souza", "ana@example.com").await;
    let day = |offset: i64| (Utc::now().date_naive() + Duration::days(offset)).to_string();
    for (company, date, status) in [
        ("Tomorrow", day(1), "applied"),
        ("Today", day(0), "interviewing"),
        ("Last week", day(-7), "saved"),
        ("Rejected late", day(-3), "rejected"),
    ] {
        created(
            &app,
            json!({ "company": company, "role": "Dev", "next_step_date": date, "status": status }),
        )
        .await;
    }
    created(&app, json!({ "company": "No step", "role": "Dev" })).await;
    let due = app.get_json("/api/applications/due").await;
    assert_eq!(
        companies(&due),
        ["Last week", "Today"],
        "overdue first; closed ones left out"
    );

    let bruno = app.other_user().await;
    let theirs = create_as(
        &app,
        &bruno,
        json!({ "company": "Theirs", "role": "Dev", "status": "offer" }),
    )
    .await;
    assert_eq!(theirs.status(), 201);

    // Ana: Tomorrow applied, Today interviewing (counts as applied too), one old offer.
    let old = created(
        &app,
        json!({ "company": "Old", "role": "Dev", "status": "offer" }),
    )
    .await;
    app.sql(&format!(
        "UPDATE application_status_changes SET changed_at = '{}' WHERE application_id = '{}'",
        (Utc::now() - Duration::days(91)).format("%Y-%m-%d %H:%M:%S"),
        id_of(&old)
    ));
    let funnel = app.get_json("/api/applications/funnel").await;
    assert_eq!(
        funnel,
        json!({ "days": 90, "applied": 2, "interviewing": 1, "offer": 0 })
    );
    let rejected_after_interview = created(
        &app,
        json!({ "company": "Late no", "role": "Dev", "status": "interviewing" }),
    )
    .await;
    patched(
        &app,
        &id_of(&rejected_after_interview),
        json!({ "status": "rejected" }),
    )
    .await;
    let funnel = app.get_json("/api/applications/funnel").await;
    assert_eq!(
        (
            &funnel["applied"],
            &funnel["interviewing"],
            &funnel["offer"]
        ),
        (&json!(3), &json!(2), &json!(0)),
        "a rejection does not undo reaching the interview"
    );
}

/// The data rows of a CSV, sorted (the order of applications changed in the same instant is
/// not defined).
fn sorted_rows(csv: &str) -> (String, Vec<Vec<String>>) {
    let mut reader = csv::ReaderBuilder::new().from_reader(csv.as_bytes());
    let header = reader
        .headers()
        .expect("header")
        .iter()
        .collect::<Vec<_>>()
        .join(",");
    let mut rows: Vec<Vec<String>> = reader
        .records()
        .map(|r| r.expect("row").iter().map(str::to_owned).collect())
        .collect();
    rows.sort();
    (header, rows)
}

async fn the_csv_export_imports_back_and_runs_no_formula(app: TestApp) {
    app.sign_in("Ana Souza", "ana@example.com").await;
    created(
        &app,
        json!({ "company": "=HYPERLINK(\"http://evil.example\",\"Click\")", "role": "+Engineer",
                "location": "@Lisbon", "salary_note": "-5% of \"base\", negotiable",
                "next_step_note": "\tcall", "job_description": "Line one,\nline \"two\"\r\n'=quoted",
                "job_url": "https://jobs.example/1?a=1,b=2", "next_step_date": "2027-01-15",
                "status": "saved" }),
    )
    .await;
    let interviewing = created(
        &app,
        json!({ "company": "Initech", "role": "SRE", "status": "applied" }),
    )
    .await;
    patched(
        &app,
        &id_of(&interviewing),
        json!({ "status": "interviewing" }),
    )
    .await;
    created(
        &app,
        json!({ "company": "'Quoted' Inc", "role": "Dev", "location": "\rCR" }),
    )
    .await;

    let res = app
        .client
        .get(app.url("/api/applications/export.csv"))
        .send()
        .await
        .expect("export");
    assert_eq!(res.status(), 200);
    assert!(res.headers()["content-type"]
        .to_str()
        .expect("type")
        .starts_with("text/csv"));
    let disposition = res.headers()["content-disposition"]
        .to_str()
        .expect("disposition")
        .to_owned();
    assert!(
        disposition.starts_with("attachment; filename=\"vitae-applications-"),
        "{disposition}"
    );
    let csv = res.text().await.expect("csv");
    let (header, rows) = sorted_rows(&csv);
    assert_eq!(
        header,
        "company,role,status,job_url,location,salary_note,next_step_date,next_step_note,applied_on,job_description"
    );
    // No cell a spreadsheet would run: each such one starts with a quote.
    for row in &rows {
        for cell in row {
            assert!(
                !cell.starts_with(['=', '+', '-', '@', '\t', '\r']),
                "{cell:?} in {row:?}"
            );
        }
    }
    let evil = rows
        .iter()
        .find(|r| r[0].contains("HYPERLINK"))
        .expect("row");
    assert_eq!(evil[0], "'=HYPERLINK(\"http://evil.example\",\"Click\")");
    assert_eq!(
        (evil[1].as_str(), evil[4].as_str()),
        ("'+Engineer", "'@Lisbon")
    );
    assert_eq!(evil[5], "'-5% of \"base\", negotiable");
    assert_eq!(
        evil[9], "Line one,\nline \"two\"\r\n'=quoted",
        "only the cell's start matters"
    );
    let initech = rows.iter().find(|r| r[0] == "Initech").expect("row");
    assert_eq!(initech[2], "interviewing");
    assert_eq!(
        initech[8],
        Utc::now().date_naive().to_string(),
        "applied on"
    );

    // Another account imports the file and exports the same one.
    let bruno = app.other_user().await;
    let res = import(&app, &bruno, csv.as_bytes()).await;
    assert_eq!(
        res.status(),
        201,
        "{}",
        res.text().await.unwrap_or_default()
    );
    let answer: Value = res.json().await.expect("json");
    assert_eq!(answer["imported"], 3);
    assert_eq!(sorted_rows(&export(&app, &bruno).await), (header, rows));
    let theirs = app.get_json_as(&bruno, "/api/applications").await;
    let evil = theirs
        .as_array()
        .expect("list")
        .iter()
        .find(|a| a["role"] == "+Engineer")
        .expect("imported");
    assert_eq!(
        evil["company"],
        "=HYPERLINK(\"http://evil.example\",\"Click\")"
    );
    assert_eq!(
        evil["next_step_note"], "call",
        "surrounding space trimmed, as on create"
    );
    let initech = theirs
        .as_array()
        .expect("list")
        .iter()
        .find(|a| a["company"] == "Initech")
        .expect("imported");
    assert_eq!(
        statuses(initech),
        ["applied", "interviewing"],
        "applied on, then its status"
    );
}

async fn a_bad_csv_is_refused_whole_naming_row_and_column(app: TestApp) {
    app.sign_in("Ana Souza", "ana@example.com").await;
    let good = "Acme,Dev,saved,,,,,,,";
    let header = "company,role,status,job_url,location,salary_note,next_step_date,next_step_note,applied_on,job_description";
    for (body, place, words) in [
        (
            format!("{header}\n{good}\nGlobex,Dev,ghosted,,,,,,,\n"),
            "body.file.3.status",
            "Row 3, column status",
        ),
        (
            format!("{header}\n{good}\n{good}\nGlobex,Dev,saved,,,,2026-13-01,,,\n"),
            "body.file.4.next_step_date",
            "Row 4, column next_step_date",
        ),
        (
            format!("{header}\n{good}\nGlobex,Dev,applied,,,,,,yesterday,\n"),
            "body.file.3.applied_on",
            "Row 3, column applied_on",
        ),
        (
            format!("{header}\n,Dev,saved,,,,,,,\n"),
            "body.file.2.company",
            "Row 2, column company",
        ),
        (
            format!("{header}\nGlobex,,saved,,,,,,,\n"),
            "body.file.2.role",
            "Row 2, column role",
        ),
        (
            "company,role,colour\nGlobex,Dev,red\n".to_owned(),
            "body.file.1.colour",
            "Row 1, column colour",
        ),
        (
            "company,status\nGlobex,saved\n".to_owned(),
            "body.file.1.role",
            "no role column",
        ),
        (
            format!("{header}\n{good}\nGlobex,Dev,saved,,,,,,,,extra\n"),
            "body.file.3",
            "Row 3: this row has 11 cells",
        ),
    ] {
        let found = problems(import(&app, &app.client, body.as_bytes()).await).await;
        assert_eq!(found[0].0, place, "{body}");
        assert!(found[0].1.contains(words), "{:?}", found[0]);
    }
    let not_utf8 = [header.as_bytes(), b"\nGlob\xffex,Dev,,,,,,,,\n"].concat();
    let found = problems(import(&app, &app.client, &not_utf8).await).await;
    assert_eq!(found[0].0, "body.file.2.company");

    // Over 5,000 rows, and over 5 MB: refused before anything is read into the database.
    let many = format!("company,role\n{}", "Acme,Dev\n".repeat(5_001));
    let res = import(&app, &app.client, many.as_bytes()).await;
    assert_eq!(res.status(), 422);
    let body: Value = res.json().await.expect("json");
    assert!(
        body["detail"].as_str().expect("detail").contains("5,000"),
        "{body}"
    );
    let huge = format!(
        "company,role,job_description\nAcme,Dev,{}\n",
        "j".repeat(5 * 1024 * 1024)
    );
    assert_eq!(
        import(&app, &app.client, huge.as_bytes()).await.status(),
        413
    );
    let bare = app
        .client
        .post(app.url("/api/applications/import"))
        .header("Content-Type", "text/csv")
        .body(format!("{header}\n{good}\n"))
        .send()
        .await
        .expect("import");
    assert_eq!(bare.status(), 415);
    assert_eq!(count(&app, "applications"), 0, "nothing half-imported");
    assert_eq!(count(&app, "application_status_changes"), 0);
}

async fn an_account_keeps_at_most_5000_applications(app: TestApp) {
    app.sign_in("Ana Souza", "ana@example.com").await;
    created(&app, json!({ "company": "First", "role": "Dev" })).await;
    let almost = format!("company,role\n{}", "Acme,Dev\n".repeat(4_999));
    let res = import(&app, &app.client, almost.as_bytes()).await;
    assert_eq!(
        res.status(),
        201,
        "{}",
        res.text().await.unwrap_or_default()
    );
    assert_eq!(count(&app, "applications"), 5_000);

    let one_more = create_as(
        &app,
        &app.client,
        json!({ "company": "Extra", "role": "Dev" }),
    )
    .await;
    assert_eq!(one_more.status(), 409);
    let again = import(&app, &app.client, b"company,role\nExtra,Dev\n").await;
    assert_eq!(again.status(), 409);
    assert_eq!(count(&app, "applications"), 5_000);

    // Another account is not affected.
    let bruno = app.other_user().await;
    let theirs = create_as(&app, &bruno, json!({ "company": "Theirs", "role": "Dev" })).await;
    assert_eq!(theirs.status(), 201);
}

async fn the_account_export_has_them_and_deleting_the_account_removes_them(app: TestApp) {
    app.sign_in("Ana Souza", "ana@example.com").await;
    let mine = created(
        &app,
        json!({ "company": "Globex", "role": "Engineer", "status": "applied" }),
    )
    .await;
    let bruno = app.other_user().await;
    let theirs = create_as(&app, &bruno, json!({ "company": "Theirs", "role": "Dev" })).await;
    assert_eq!(theirs.status(), 201);

    let document = app.get_json("/api/account/export").await;
    assert_eq!(document["applications"], json!([mine]));

    let res = app
        .client
        .delete(app.url("/api/account"))
        .header("origin", PUBLIC_URL)
        .json(&json!({ "email": "ana@example.com" }))
        .send()
        .await
        .expect("delete account");
    assert_eq!(res.status(), 204);
    assert_eq!(count(&app, "applications"), 1, "only Bruno's is left");
    assert_eq!(count(&app, "application_status_changes"), 1);
    assert_eq!(
        companies(&app.get_json_as(&bruno, "/api/applications").await),
        ["Theirs"]
    );
}

/// The list is kept rendered per user (docs/performance.md): a write by another instance or by
/// hand in the database, and a linked resume's deletion, must still show at the next read.
async fn the_list_kept_in_memory_shows_every_write_whoever_makes_it(app: TestApp) {
    app.sign_in("Ana Souza", "ana@example.com").await;
    let resume = app.save(&app.client, &full_resume()).await;
    let made = created(
        &app,
        json!({ "company": "Acme", "role": "Dev", "resume_id": resume }),
    )
    .await;
    let id = id_of(&made);
    let list = app.get_json("/api/applications").await;
    assert_eq!(list[0]["company"], "Acme");
    let saved = app.get_json("/api/applications?status=saved").await;
    assert_eq!(saved.as_array().map(Vec::len), Some(1));

    app.sql(&format!(
        "UPDATE applications SET company = 'Acme Two' WHERE id = '{id}'"
    ));
    let list = app.get_json("/api/applications").await;
    assert_eq!(list[0]["company"], "Acme Two", "a write by hand shows");

    app.sql(&format!(
        "UPDATE application_status_changes SET status = 'applied' WHERE application_id = '{id}'"
    ));
    let list = app.get_json("/api/applications").await;
    assert_eq!(list[0]["status_history"][0]["status"], "applied");

    app.sql(&format!(
        "UPDATE applications SET status = 'offer' WHERE id = '{id}'"
    ));
    let saved = app.get_json("/api/applications?status=saved").await;
    assert_eq!(saved, json!([]), "the filtered list moves too");

    let res = app
        .client
        .delete(app.url(&format!("/api/resume/{resume}")))
        .send()
        .await
        .expect("delete");
    assert_eq!(res.status(), 204);
    let list = app.get_json("/api/applications").await;
    assert_eq!(
        list[0]["resume_id"],
        Value::Null,
        "the link went with the resume"
    );
}

async fn edits_made_at_once_all_land_and_a_stale_one_is_refused(app: TestApp) {
    app.sign_in("Ana Souza", "ana@example.com").await;
    let made = created(&app, json!({ "company": "Globex", "role": "Engineer" })).await;
    let id = id_of(&made);

    // A card moved on the board while the page saves a note, a salary and a location: each edit
    // names only its own field, and every one of them lands.
    let edits = [
        json!({ "status": "applied" }),
        json!({ "next_step_note": "Call Maria" }),
        json!({ "salary_note": "€70k" }),
        json!({ "location": "Lisbon" }),
        json!({ "status": "interviewing" }),
        json!({ "job_url": "https://globex.example/jobs/42" }),
    ];
    let url = app.url(&format!("/api/applications/{id}"));
    let sent: Vec<_> = edits
        .iter()
        .map(|edit| {
            let (client, url, edit) = (app.client.clone(), url.clone(), edit.clone());
            actix_web::rt::spawn(async move {
                client
                    .patch(url)
                    .json(&edit)
                    .send()
                    .await
                    .expect("patch")
                    .status()
            })
        })
        .collect();
    for answer in sent {
        assert_eq!(answer.await.expect("sent"), 200);
    }
    let now = app.get_json(&format!("/api/applications/{id}")).await;
    assert_eq!(now["next_step_note"], "Call Maria");
    assert_eq!(now["salary_note"], "€70k");
    assert_eq!(now["location"], "Lisbon");
    assert_eq!(now["job_url"], "https://globex.example/jobs/42");
    assert_eq!(now["status_history"].as_array().map(Vec::len), Some(3));

    // An edit made from what the client read before the others: 409, nothing written.
    let stale = patch_as(
        &app,
        &app.client,
        &id,
        json!({ "updated_at": made["updated_at"], "location": "Porto" }),
    )
    .await;
    assert_eq!(stale.status(), 409);
    let body: Value = stale.json().await.expect("json");
    assert_eq!(body["code"], "application_changed_elsewhere");
    assert_eq!(
        app.get_json(&format!("/api/applications/{id}")).await,
        now,
        "nothing written"
    );
    // From what it reads now, the same edit goes through.
    let fresh = patched(
        &app,
        &id,
        json!({ "updated_at": now["updated_at"], "location": "Porto" }),
    )
    .await;
    assert_eq!(fresh["location"], "Porto");

    // A create names no version.
    let refused = create_as(
        &app,
        &app.client,
        json!({ "company": "Initech", "role": "SRE", "updated_at": now["updated_at"] }),
    )
    .await;
    assert_eq!(refused.status(), 422);
}
