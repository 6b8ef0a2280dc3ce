//! The resume list and single resumes are served from memory while the user's resumes are
//! unchanged. These scenarios read first (so a copy is kept), then write through every path
//! there is, and read again: the next read must always show the write, including a write made
//! behind this instance's back (another instance, an operator's SQL).

use serde_json::{json, Value};

use crate::helpers::{created_id, full_resume, TestApp, PNG_DATA_URL};
use crate::on_every_backend;

on_every_backend!(
    every_write_of_the_owner_shows_in_the_next_read,
    a_write_behind_the_servers_back_shows_in_the_next_read,
    a_kept_resume_is_never_served_to_another_user,
);

async fn status_of(app: &TestApp, client: &reqwest::Client, path: &str) -> u16 {
    client
        .get(app.url(path))
        .send()
        .await
        .expect("get")
        .status()
        .as_u16()
}

async fn list(app: &TestApp) -> Vec<Value> {
    app.get_json("/api/resume/list")
        .await
        .as_array()
        .expect("list")
        .clone()
}

fn listed<'a>(list: &'a [Value], id: &str) -> Option<&'a Value> {
    list.iter().find(|r| r["id"] == id)
}

/// Reads the list and the resume twice, so both are kept before the write that follows.
async fn read_twice(app: &TestApp, id: &str) -> Value {
    list(app).await;
    list(app).await;
    app.get_json(&format!("/api/resume/{id}")).await;
    app.get_json(&format!("/api/resume/{id}")).await
}

async fn edit(app: &TestApp, id: &str, change: impl FnOnce(&mut Value)) {
    let mut record = read_twice(app, id).await;
    change(&mut record["resume_data"]);
    let res = app
        .client
        .put(app.url(&format!("/api/resume/{id}")))
        .json(&record)
        .send()
        .await
        .expect("put");
    assert_eq!(
        res.status(),
        200,
        "{}",
        res.text().await.unwrap_or_default()
    );
}

async fn every_write_of_the_owner_shows_in_the_next_read(app: TestApp) {
    app.sign_in("Ana", "ana@example.com").await;
    let id = app.save(&app.client, &full_resume()).await;
    read_twice(&app, &id).await;

    edit(&app, &id, |r| {
        r["name"] = json!("Ana Souza Lima");
        r["profile_photo"] = json!(PNG_DATA_URL);
    })
    .await;
    let stored = app.get_json(&format!("/api/resume/{id}")).await;
    assert_eq!(stored["resume_data"]["name"], "Ana Souza Lima");
    assert!(stored["resume_data"]["profile_photo"]
        .as_str()
        .is_some_and(|p| p.starts_with("data:image/")));
    let item = list(&app).await;
    let item = listed(&item, &id).expect("listed");
    assert_eq!(item["resume_data"]["name"], "Ana Souza Lima");
    assert_eq!(item["has_photo"], true);

    edit(&app, &id, |r| r["profile_photo"] = Value::Null).await;
    let stored = app.get_json(&format!("/api/resume/{id}")).await;
    assert_eq!(stored["resume_data"]["profile_photo"], Value::Null);
    assert_eq!(
        listed(&list(&app).await, &id).expect("listed")["has_photo"],
        false
    );

    // A JSON Resume import and a tailored copy each add a resume.
    read_twice(&app, &id).await;
    let doc = app.get_json(&format!("/api/resume/{id}/json-resume")).await;
    let imported = created_id(
        app.client
            .post(app.url("/api/resume/import"))
            .json(&doc)
            .send()
            .await
            .expect("import"),
        "import",
    )
    .await;
    assert!(listed(&list(&app).await, &imported).is_some());
    read_twice(&app, &id).await;
    let tailored = created_id(
        app.client
            .post(app.url(&format!("/api/resume/{id}/tailor")))
            .json(&json!({ "job_description": "Senior Backend Engineer\n\
                Requirements:\n- Rust and PostgreSQL\n- Kafka is required" }))
            .send()
            .await
            .expect("tailor"),
        "tailor",
    )
    .await;
    assert_eq!(list(&app).await.len(), 3);
    assert_eq!(
        status_of(&app, &app.client, &format!("/api/resume/{tailored}")).await,
        200
    );

    read_twice(&app, &id).await;
    let deleted = app
        .client
        .delete(app.url(&format!("/api/resume/{id}")))
        .send()
        .await
        .expect("delete");
    assert_eq!(deleted.status(), 204);
    assert_eq!(
        status_of(&app, &app.client, &format!("/api/resume/{id}")).await,
        404
    );
    let left = list(&app).await;
    assert_eq!(left.len(), 2);
    assert!(listed(&left, &id).is_none());
}

/// Another instance's write, or an operator's, reaches this one only through the database.
async fn a_write_behind_the_servers_back_shows_in_the_next_read(app: TestApp) {
    app.sign_in("Ana", "ana@example.com").await;
    let id = app.save(&app.client, &full_resume()).await;
    let before = read_twice(&app, &id).await;
    assert_eq!(before["template_style"], "modern");

    app.sql(&format!(
        "UPDATE resumes SET template_style = 'classic' WHERE id = '{id}'"
    ));
    assert_eq!(
        app.get_json(&format!("/api/resume/{id}")).await["template_style"],
        "classic"
    );
    assert_eq!(
        listed(&list(&app).await, &id).expect("listed")["template_style"],
        "classic"
    );

    read_twice(&app, &id).await;
    app.sql(&format!(
        "UPDATE resume_photos SET data_url = '{PNG_DATA_URL}' WHERE resume_id = '{id}'"
    ));
    assert_eq!(
        app.get_json(&format!("/api/resume/{id}")).await["resume_data"]["profile_photo"],
        PNG_DATA_URL
    );

    read_twice(&app, &id).await;
    app.sql(&format!(
        "DELETE FROM resume_photos WHERE resume_id = '{id}'"
    ));
    assert_eq!(
        app.get_json(&format!("/api/resume/{id}")).await["resume_data"]["profile_photo"],
        Value::Null
    );
    assert_eq!(
        listed(&list(&app).await, &id).expect("listed")["has_photo"],
        false
    );

    read_twice(&app, &id).await;
    app.sql(&format!("DELETE FROM resumes WHERE id = '{id}'"));
    assert_eq!(
        status_of(&app, &app.client, &format!("/api/resume/{id}")).await,
        404
    );
    assert!(list(&app).await.is_empty());
}

async fn a_kept_resume_is_never_served_to_another_user(app: TestApp) {
    app.sign_in("Ana", "ana@example.com").await;
    let id = app.save(&app.client, &full_resume()).await;
    read_twice(&app, &id).await;

    let bruno = app.other_user().await;
    assert_eq!(
        status_of(&app, &bruno, &format!("/api/resume/{id}")).await,
        404
    );
    assert_eq!(app.get_json_as(&bruno, "/api/resume/list").await, json!([]));
}
