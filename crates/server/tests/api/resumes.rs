use serde_json::{json, Value};

use crate::helpers::{enhanced_for, full_resume, problems, put, TestApp, PNG_DATA_URL};
use crate::on_every_backend;

on_every_backend!(
    saves_lists_reads_updates_and_deletes_a_resume,
    lists_never_carry_photos_and_come_newest_first,
    validation_errors_carry_the_spec_messages,
    field_errors_carry_a_code_and_the_values_their_words_name,
    a_non_image_photo_is_refused,
    another_user_cannot_read_change_or_delete,
    a_stale_update_conflicts_and_changes_nothing,
    an_oversized_body_is_refused,
    malformed_bodies_are_client_errors,
    template_style_can_change_on_update,
    saves_at_once_never_pass_the_free_cap,
);

async fn get(app: &TestApp, client: &reqwest::Client, id: &str) -> reqwest::Response {
    client
        .get(app.url(&format!("/api/resume/{id}")))
        .send()
        .await
        .expect("get")
}

async fn saves_lists_reads_updates_and_deletes_a_resume(app: TestApp) {
    app.sign_in("Ana", "ana@example.com").await;
    let id = app.save(&app.client, &full_resume()).await;

    let stored: Value = get(&app, &app.client, &id)
        .await
        .json()
        .await
        .expect("json");
    assert_eq!(stored["id"], id);
    assert_eq!(stored["template_style"], "modern");
    assert_eq!(stored["resume_data"]["name"], "Ana Souza");
    // Stored re-encoded: a JPEG of the same pixels, nothing else of the uploaded file.
    let photo = stored["resume_data"]["profile_photo"]
        .as_str()
        .expect("photo");
    assert!(photo.starts_with("data:image/jpeg;base64,"), "{photo}");
    assert_ne!(photo, PNG_DATA_URL);
    assert_eq!(
        stored["resume_data"]["skills"],
        json!(["Rust", "PostgreSQL"]),
        "blank skills dropped"
    );
    assert_eq!(
        stored["resume_data"]["certifications"],
        json!(["AWS Solutions Architect"])
    );
    assert_eq!(
        stored["ai_enhanced_data"]["enhanced_work_experience"][0]["enhanced_description"],
        "• Led Acme Payments"
    );

    let mut edited = stored.clone();
    edited["resume_data"]["summary"] = json!("Edited summary.");
    let res = put(&app, &app.client, &id, &edited).await;
    assert_eq!(res.status(), 200);
    let updated: Value = res.json().await.expect("json");
    assert_eq!(updated["resume_data"]["summary"], "Edited summary.");
    assert_ne!(updated["updated_at"], stored["updated_at"]);
    assert_eq!(updated["created_at"], stored["created_at"]);

    let again: Value = get(&app, &app.client, &id)
        .await
        .json()
        .await
        .expect("json");
    assert_eq!(again, updated);

    let del = app
        .client
        .delete(app.url(&format!("/api/resume/{id}")))
        .send()
        .await
        .expect("delete");
    assert_eq!(del.status(), 204);
    assert_eq!(get(&app, &app.client, &id).await.status(), 404);
    let list: Value = app.get_json("/api/resume/list").await;
    assert_eq!(list, json!([]));
}

async fn lists_never_carry_photos_and_come_newest_first(app: TestApp) {
    app.sign_in("Ana", "ana@example.com").await;
    let first = app.save(&app.client, &full_resume()).await;
    let mut second_resume = full_resume();
    second_resume["job_title"] = json!("Staff Engineer");
    second_resume["profile_photo"] = Value::Null;
    let second = app.save(&app.client, &second_resume).await;

    let res = app
        .client
        .get(app.url("/api/resume/list"))
        .send()
        .await
        .expect("list");
    assert_eq!(res.status(), 200);
    let text = res.text().await.expect("body");
    assert!(!text.contains("base64"), "list must not ship photos");
    let list: Value = serde_json::from_str(&text).expect("json");
    let ids: Vec<&str> = list
        .as_array()
        .expect("array")
        .iter()
        .map(|r| r["id"].as_str().expect("id"))
        .collect();
    assert_eq!(ids, [second.as_str(), first.as_str()]);
    assert_eq!(list[0]["resume_data"]["job_title"], "Staff Engineer");
    assert_eq!(list[0]["has_photo"], false);
    assert_eq!(list[1]["has_photo"], true);
    assert_eq!(
        list[1]["enhanced_work_experience"]
            .as_array()
            .expect("entries")
            .len(),
        2
    );

    // The list passes stored JSON through: it must say what the full record says.
    let full: Value = app.get_json(&format!("/api/resume/{first}")).await;
    let mut without_photo = full["resume_data"].clone();
    without_photo["profile_photo"] = Value::Null;
    assert_eq!(list[1]["resume_data"], without_photo);
    assert_eq!(
        list[1]["enhanced_work_experience"],
        full["ai_enhanced_data"]["enhanced_work_experience"]
    );
}

async fn validation_errors_carry_the_spec_messages(app: TestApp) {
    app.sign_in("Ana", "ana@example.com").await;
    let empty = json!({
        "work_experience": [{ "position": "", "company": "", "duration": "", "description": "" }],
        "education": [{ "degree": "", "institution": "", "year": "" }],
        "email": "not-an-email"
    });
    let res = app
        .client
        .post(app.url("/api/resume/save"))
        .json(&json!({ "resume_data": empty, "ai_enhanced_data": {}, "template_style": "modern" }))
        .send()
        .await
        .expect("save");
    let found = problems(res).await;
    for (loc, msg) in [
        ("body.resume_data.name", "Full name is required"),
        (
            "body.resume_data.email",
            "Please enter a valid email address",
        ),
        ("body.resume_data.phone", "Phone is required"),
        ("body.resume_data.location", "Location is required"),
        ("body.resume_data.job_title", "Target job title is required"),
        (
            "body.resume_data.summary",
            "Professional summary is required",
        ),
        (
            "body.resume_data.work_experience.0.position",
            "Position is required",
        ),
        (
            "body.resume_data.work_experience.0.description",
            "Description is required",
        ),
        ("body.resume_data.education.0.year", "Year is required"),
    ] {
        assert!(
            found.contains(&(loc.to_owned(), msg.to_owned())),
            "missing {loc}: {found:?}"
        );
    }
    let list: Value = app.get_json("/api/resume/list").await;
    assert_eq!(list, json!([]), "nothing saved");
}

/// A client words a problem in its user's language from `code` and `params`; `msg` stays the
/// English, with the values in place.
async fn field_errors_carry_a_code_and_the_values_their_words_name(app: TestApp) {
    app.sign_in("Ana", "ana@example.com").await;
    let mut resume = full_resume();
    resume["name"] = json!("A".repeat(201));
    resume["phone"] = json!("555\u{1}0100");
    resume["section_order"] = json!(["summary", "hobbies"]);
    resume["email"] = json!("");
    let res = app
        .client
        .post(app.url("/api/resume/save"))
        .json(&json!({ "resume_data": resume, "ai_enhanced_data": enhanced_for(&resume) }))
        .send()
        .await
        .expect("save");
    assert_eq!(res.status(), 422);
    let body: Value = res.json().await.expect("json");
    let at = |path: &[&str]| {
        let loc: Vec<&str> = ["body", "resume_data"]
            .iter()
            .chain(path)
            .copied()
            .collect();
        body["detail"]
            .as_array()
            .expect("a list")
            .iter()
            .find(|e| e["loc"] == json!(loc))
            .unwrap_or_else(|| panic!("no problem at {loc:?}: {body}"))
            .clone()
    };
    let name = at(&["name"]);
    assert_eq!(name["code"], "too_long");
    assert_eq!(name["params"], json!({ "max": "200" }));
    assert_eq!(name["msg"], "Must be at most 200 characters");
    assert_eq!(name["type"], "too_long");
    let phone = at(&["phone"]);
    assert_eq!(phone["code"], "invalid_character");
    assert_eq!(phone["params"], json!({ "character": "U+0001" }));
    let email = at(&["email"]);
    assert_eq!(email["code"], "email_required");
    assert!(email.get("params").is_none(), "{email}");
    let section = at(&["section_order", "1"]);
    assert_eq!(section["code"], "section_unknown");
    assert_eq!(section["params"], json!({ "section": "hobbies" }));
    assert_eq!(section["msg"], "Unknown section: \"hobbies\"");
    let list: Value = app.get_json("/api/resume/list").await;
    assert_eq!(list, json!([]), "nothing saved");
}

async fn a_non_image_photo_is_refused(app: TestApp) {
    app.sign_in("Ana", "ana@example.com").await;
    for photo in [
        "data:image/png;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+", // an SVG labelled as PNG
        "data:text/html;base64,PGgxPmhpPC9oMT4=",
        "https://example.com/me.png",
    ] {
        let mut resume = full_resume();
        resume["profile_photo"] = json!(photo);
        let res = app
            .client
            .post(app.url("/api/resume/save"))
            .json(&json!({ "resume_data": resume, "ai_enhanced_data": enhanced_for(&resume) }))
            .send()
            .await
            .expect("save");
        assert_eq!(res.status(), 422, "{photo}");
        let body: Value = res.json().await.expect("json");
        assert_eq!(body["detail"][0]["msg"], "Please upload an image file");
        assert_eq!(
            body["detail"][0]["loc"],
            json!(["body", "resume_data", "profile_photo"])
        );
    }
}

async fn another_user_cannot_read_change_or_delete(app: TestApp) {
    app.sign_in("Ana", "ana@example.com").await;
    let id = app.save(&app.client, &full_resume()).await;
    let before: Value = get(&app, &app.client, &id)
        .await
        .json()
        .await
        .expect("json");

    let bruno = app.other_user().await;
    assert_eq!(get(&app, &bruno, &id).await.status(), 404);
    let mut hijack = before.clone();
    hijack["resume_data"]["name"] = json!("Bruno");
    let hijacked = put(&app, &bruno, &id, &hijack).await;
    assert_eq!(hijacked.status(), 404);
    let del = bruno
        .delete(app.url(&format!("/api/resume/{id}")))
        .send()
        .await
        .expect("delete");
    assert_eq!(del.status(), 404);
    assert_eq!(app.get_json_as(&bruno, "/api/resume/list").await, json!([]));

    let after: Value = get(&app, &app.client, &id)
        .await
        .json()
        .await
        .expect("json");
    assert_eq!(after, before, "Ana's resume is untouched");
}

async fn a_stale_update_conflicts_and_changes_nothing(app: TestApp) {
    app.sign_in("Ana", "ana@example.com").await;
    let id = app.save(&app.client, &full_resume()).await;
    let loaded: Value = get(&app, &app.client, &id)
        .await
        .json()
        .await
        .expect("json");

    let mut first = loaded.clone();
    first["resume_data"]["summary"] = json!("Saved in the other tab.");
    let ok = put(&app, &app.client, &id, &first).await;
    assert_eq!(ok.status(), 200);
    let current: Value = ok.json().await.expect("json");

    let mut stale = loaded.clone();
    stale["resume_data"]["summary"] = json!("Saved from a stale copy.");
    let res = put(&app, &app.client, &id, &stale).await;
    assert_eq!(res.status(), 409);
    let body: Value = res.json().await.expect("json");
    assert!(body["detail"]
        .as_str()
        .expect("detail")
        .contains("changed elsewhere"));

    let stored: Value = get(&app, &app.client, &id)
        .await
        .json()
        .await
        .expect("json");
    assert_eq!(stored, current, "the conflicting update wrote nothing");
}

async fn an_oversized_body_is_refused(app: TestApp) {
    app.sign_in("Ana", "ana@example.com").await;
    let mut resume = full_resume();
    resume["profile_photo"] = json!(format!(
        "data:image/png;base64,{}",
        "A".repeat(vitae_api::JSON_BODY_LIMIT)
    ));
    let res = app
        .client
        .post(app.url("/api/resume/save"))
        .json(&json!({ "resume_data": resume }))
        .send()
        .await
        .expect("save");
    assert_eq!(res.status(), 413);
    assert_eq!(
        res.json::<Value>().await.expect("json")["detail"],
        "Request body is too large"
    );
}

async fn malformed_bodies_are_client_errors(app: TestApp) {
    app.sign_in("Ana", "ana@example.com").await;
    let save = || app.client.post(app.url("/api/resume/save"));
    let syntax = save()
        .header("content-type", "application/json")
        .body("{\"resume_data\":")
        .send()
        .await
        .expect("save");
    assert_eq!(syntax.status(), 400);
    let wrong_type = save()
        .json(&json!({ "resume_data": { "skills": "Rust" } }))
        .send()
        .await
        .expect("save");
    assert_eq!(wrong_type.status(), 422);
    let bad_template = save()
        .json(&json!({ "resume_data": full_resume(), "template_style": "neon" }))
        .send()
        .await
        .expect("save");
    assert_eq!(bad_template.status(), 422);
    let not_json = save()
        .header("content-type", "text/plain")
        .body("hello")
        .send()
        .await
        .expect("save");
    assert_eq!(not_json.status(), 415);
    let put_without_version = app
        .client
        .put(app.url("/api/resume/whatever"))
        .json(&json!({ "resume_data": full_resume() }))
        .send()
        .await
        .expect("put");
    assert_eq!(put_without_version.status(), 422);
}

async fn template_style_can_change_on_update(app: TestApp) {
    app.sign_in("Ana", "ana@example.com").await;
    let id = app.save(&app.client, &full_resume()).await;
    let mut loaded: Value = get(&app, &app.client, &id)
        .await
        .json()
        .await
        .expect("json");
    loaded["template_style"] = json!("elegant");
    loaded["resume_data"]["profile_photo"] = Value::Null;
    let res = put(&app, &app.client, &id, &loaded).await;
    let updated: Value = res.json().await.expect("json");
    assert_eq!(updated["template_style"], "elegant");
    assert_eq!(
        updated["resume_data"]["profile_photo"],
        Value::Null,
        "photo removed"
    );
}

/// Free accounts keep up to 100 resumes; Pro lifts the cap ("unlimited resumes").
#[actix_web::test]
async fn free_accounts_keep_at_most_a_hundred_resumes_and_pro_lifts_the_cap() {
    let app = crate::helpers::spawn_app(crate::helpers::Backend::Sqlite)
        .await
        .expect("app");
    app.sign_in("Ana", "ana@example.com").await;
    let resume =
        json!({ "resume_data": full_resume(), "ai_enhanced_data": enhanced_for(&full_resume()) });
    for _ in 0..100 {
        let res = app
            .client
            .post(app.url("/api/resume/save"))
            .json(&resume)
            .send()
            .await
            .expect("save");
        assert_eq!(res.status(), 201);
    }
    let over = app
        .client
        .post(app.url("/api/resume/save"))
        .json(&resume)
        .send()
        .await
        .expect("save");
    assert_eq!(over.status(), 402);
    assert!(over.json::<Value>().await.expect("json")["detail"]
        .as_str()
        .expect("detail")
        .contains("Pro Monthly"));

    app.buy("pro_monthly").await;
    let pro = app
        .client
        .post(app.url("/api/resume/save"))
        .json(&resume)
        .send()
        .await
        .expect("save");
    assert_eq!(pro.status(), 201);
}

/// Two saves racing for the last places under the cap: the count and the insert are one
/// transaction (the user's row locked on PostgreSQL), so exactly the free places are taken.
async fn saves_at_once_never_pass_the_free_cap(app: TestApp) {
    app.sign_in("Ana", "ana@example.com").await;
    let resume = full_resume();
    for _ in 0..98 {
        app.save(&app.client, &resume).await;
    }
    let body = json!({ "resume_data": resume, "ai_enhanced_data": enhanced_for(&resume) });
    let saves: Vec<_> = (0..6)
        .map(|_| {
            let (client, url, body) = (
                app.client.clone(),
                app.url("/api/resume/save"),
                body.clone(),
            );
            actix_web::rt::spawn(async move { client.post(url).json(&body).send().await })
        })
        .collect();
    let mut statuses = Vec::new();
    for save in saves {
        statuses.push(save.await.expect("task").expect("save").status().as_u16());
    }
    statuses.sort_unstable();
    assert_eq!(statuses, [201, 201, 402, 402, 402, 402]);
    let list = app.get_json("/api/resume/list").await;
    assert_eq!(list.as_array().expect("list").len(), 100);
}
