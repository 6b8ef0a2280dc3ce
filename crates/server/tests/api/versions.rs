//! Version history: every save keeps the content it replaces (with what changed), a restore is
//! itself a version and obeys the same 409 as a save, concurrent saves and restores lose no
//! version, pruning keeps the newest 100 and everything of the last 90 days, a photo is stored
//! once however many versions name it, and only the owner sees any of it.

use std::collections::BTreeSet;

use serde_json::{json, Value};

use crate::helpers::{full_resume, problems, put, TestApp};
use crate::on_every_backend;

on_every_backend!(
    every_save_keeps_the_content_it_replaces_and_says_what_changed,
    a_restore_is_itself_a_version_and_a_stale_one_conflicts,
    concurrent_saves_and_restores_lose_no_version,
    pruning_keeps_a_hundred_versions_and_ninety_days,
    versions_are_their_owners_only,
);

/// Saves `record` as edited by `edit`; the stored record.
async fn edit(app: &TestApp, id: &str, record: &Value, edit: impl FnOnce(&mut Value)) -> Value {
    let mut record = record.clone();
    edit(&mut record);
    let res = put(app, &app.client, id, &record).await;
    assert_eq!(
        res.status(),
        200,
        "{}",
        res.text().await.unwrap_or_default()
    );
    res.json().await.expect("json")
}

async fn versions(app: &TestApp, id: &str) -> Vec<Value> {
    let res = app
        .client
        .get(app.url(&format!("/api/resume/{id}/versions")))
        .send()
        .await
        .expect("versions");
    assert_eq!(res.status(), 200);
    let text = res.text().await.expect("body");
    assert!(!text.contains("base64"), "the list carries no photo");
    serde_json::from_str::<Value>(&text)
        .expect("json")
        .as_array()
        .expect("list")
        .clone()
}

async fn restore(app: &TestApp, id: &str, version: &str, updated_at: &Value) -> reqwest::Response {
    app.client
        .post(app.url(&format!("/api/resume/{id}/versions/{version}/restore")))
        .json(&json!({ "updated_at": updated_at }))
        .send()
        .await
        .expect("restore")
}

async fn every_save_keeps_the_content_it_replaces_and_says_what_changed(app: TestApp) {
    app.sign_in("Ana Souza", "ana@example.com").await;
    let id = app.save(&app.client, &full_resume()).await;
    assert_eq!(versions(&app, &id).await, Vec::<Value>::new());
    let first: Value = app.get_json(&format!("/api/resume/{id}")).await;

    let second = edit(&app, &id, &first, |r| {
        r["resume_data"]["summary"] = json!("Second summary.");
    })
    .await;
    let third = edit(&app, &id, &second, |r| {
        r["resume_data"]["skills"] = json!(["Rust", "Kafka"]);
        r["resume_data"]["profile_photo"] = Value::Null;
        r["template_style"] = json!("elegant");
    })
    .await;
    let list = versions(&app, &id).await;
    let described: Vec<(i64, &str)> = list
        .iter()
        .map(|v| {
            (
                v["version"].as_i64().expect("n"),
                v["summary"].as_str().expect("s"),
            )
        })
        .collect();
    assert_eq!(described, [(2, "Summary"), (1, "Created")], "newest first");
    assert_eq!(list[0]["changes"], json!(["summary"]));
    assert_eq!(list[0]["saved_at"], second["updated_at"]);
    assert_eq!(list[1]["saved_at"], first["updated_at"]);

    let v1: Value = app.get_json(&format!("/api/resume/{id}/versions/1")).await;
    assert_eq!(v1["resume_data"], first["resume_data"], "with its photo");
    assert_eq!(v1["ai_enhanced_data"], first["ai_enhanced_data"]);
    assert_eq!(v1["template_style"], "modern");
    let v2: Value = app.get_json(&format!("/api/resume/{id}/versions/2")).await;
    assert_eq!(v2["resume_data"]["summary"], "Second summary.");

    // A save that changes nothing keeps no version.
    let same = edit(&app, &id, &third, |_| {}).await;
    assert_ne!(same["updated_at"], third["updated_at"]);
    assert_eq!(versions(&app, &id).await.len(), 2);
    // The next change names what the previous save changed.
    edit(&app, &id, &same, |r| {
        r["resume_data"]["name"] = json!("Ana S.")
    })
    .await;
    let list = versions(&app, &id).await;
    assert_eq!(list[0]["summary"], "Skills, Photo, Template");
    assert_eq!(list[0]["changes"], json!(["skills", "photo", "template"]));
    // The photo of version 1 is stored once, however many versions name it.
    assert_eq!(
        app.count(&format!(
            "SELECT COUNT(*) AS n FROM resume_version_photos WHERE resume_id = '{id}'"
        )),
        1
    );
}

async fn a_restore_is_itself_a_version_and_a_stale_one_conflicts(app: TestApp) {
    app.sign_in("Ana Souza", "ana@example.com").await;
    let id = app.save(&app.client, &full_resume()).await;
    let first: Value = app.get_json(&format!("/api/resume/{id}")).await;
    let second = edit(&app, &id, &first, |r| {
        r["resume_data"]["summary"] = json!("Second summary.");
        r["resume_data"]["profile_photo"] = Value::Null;
    })
    .await;

    let res = restore(&app, &id, "1", &second["updated_at"]).await;
    assert_eq!(res.status(), 200);
    let restored: Value = res.json().await.expect("json");
    assert_eq!(
        restored["resume_data"], first["resume_data"],
        "photo and all"
    );
    assert_eq!(restored["created_at"], first["created_at"]);
    let read: Value = app.get_json(&format!("/api/resume/{id}")).await;
    assert_eq!(read, restored, "the owner's read follows at once");
    let list = versions(&app, &id).await;
    assert_eq!(list.len(), 2);
    assert_eq!(list[0]["version"], 2, "what the restore replaced is kept");
    let v2: Value = app.get_json(&format!("/api/resume/{id}/versions/2")).await;
    assert_eq!(v2["resume_data"]["summary"], "Second summary.");

    // Undoing the restore is restoring what it replaced; that restore names the version.
    let res = restore(&app, &id, "2", &restored["updated_at"]).await;
    assert_eq!(res.status(), 200);
    let undone: Value = res.json().await.expect("json");
    assert_eq!(undone["resume_data"], second["resume_data"]);
    let list = versions(&app, &id).await;
    assert_eq!(list[0]["summary"], "Restored version 1");

    // Stale: 409 and nothing written.
    let before = versions(&app, &id).await;
    let res = restore(&app, &id, "1", &second["updated_at"]).await;
    assert_eq!(res.status(), 409);
    assert_eq!(versions(&app, &id).await, before);
    // A body that is not a timestamp is named where it is, and changes nothing either.
    let res = restore(&app, &id, "1", &json!(42)).await;
    assert_eq!(res.status(), 422);
    assert_eq!(problems(res).await[0].0, "body.updated_at");
    assert_eq!(versions(&app, &id).await, before);
    assert_eq!(
        app.get_json(&format!("/api/resume/{id}")).await["updated_at"],
        undone["updated_at"]
    );
    for missing in ["99", "0", "-1", "abc"] {
        let res = restore(&app, &id, missing, &undone["updated_at"]).await;
        assert_eq!(res.status(), 404, "{missing}");
        let res = app
            .client
            .get(app.url(&format!("/api/resume/{id}/versions/{missing}")))
            .send()
            .await
            .expect("get");
        assert_eq!(res.status(), 404, "{missing}");
    }
}

async fn concurrent_saves_and_restores_lose_no_version(app: TestApp) {
    app.sign_in("Ana Souza", "ana@example.com").await;
    let id = app.save(&app.client, &full_resume()).await;
    let first: Value = app.get_json(&format!("/api/resume/{id}")).await;
    edit(&app, &id, &first, |r| {
        r["resume_data"]["summary"] = json!("base")
    })
    .await;

    // Each writer loads, then saves a summary of its own or restores version 1, and tries
    // again on 409, until it has written three times.
    let mut writers = Vec::new();
    for w in 0..6 {
        let (client, base, id) = (app.client.clone(), app.base.clone(), id.clone());
        writers.push(tokio::spawn(async move {
            let mut written = Vec::new();
            let mut n = 0;
            while written.len() < 3 {
                n += 1;
                assert!(n < 200, "writer {w} never got through");
                let record: Value = client
                    .get(format!("{base}/api/resume/{id}"))
                    .send()
                    .await
                    .expect("get")
                    .json()
                    .await
                    .expect("json");
                let (res, summary) = if w == 0 && written.len() == 1 {
                    let res = client
                        .post(format!("{base}/api/resume/{id}/versions/1/restore"))
                        .json(&json!({ "updated_at": record["updated_at"] }))
                        .send()
                        .await
                        .expect("restore");
                    (res, None)
                } else {
                    let summary = format!("writer {w}, write {}", written.len());
                    let mut edited = record.clone();
                    edited["resume_data"]["summary"] = json!(summary);
                    let res = client
                        .put(format!("{base}/api/resume/{id}"))
                        .json(&edited)
                        .send()
                        .await
                        .expect("put");
                    (res, Some(summary))
                };
                match res.status().as_u16() {
                    200 => written.push(summary),
                    409 => continue,
                    other => panic!("writer {w}: {other}"),
                }
            }
            written
        }));
    }
    let mut writes = 0;
    let mut summaries = BTreeSet::new();
    for writer in writers {
        for summary in writer.await.expect("writer") {
            writes += 1;
            summaries.extend(summary);
        }
    }
    assert_eq!(writes, 18);
    let list = versions(&app, &id).await;
    // One version per write (each changed the content), plus the "base" edit's.
    let numbers: Vec<i64> = list
        .iter()
        .map(|v| v["version"].as_i64().expect("n"))
        .collect();
    assert_eq!(
        numbers,
        (1..=19).rev().collect::<Vec<_>>(),
        "no gap, no loss"
    );
    let mut kept = BTreeSet::new();
    for n in 1..=19 {
        let v: Value = app
            .get_json(&format!("/api/resume/{id}/versions/{n}"))
            .await;
        kept.insert(v["resume_data"]["summary"].as_str().expect("s").to_owned());
    }
    let current: Value = app.get_json(&format!("/api/resume/{id}")).await;
    kept.insert(
        current["resume_data"]["summary"]
            .as_str()
            .expect("s")
            .to_owned(),
    );
    for summary in &summaries {
        assert!(kept.contains(summary), "{summary} was lost");
    }
}

async fn pruning_keeps_a_hundred_versions_and_ninety_days(app: TestApp) {
    app.sign_in("Ana Souza", "ana@example.com").await;
    let id = app.save(&app.client, &full_resume()).await;
    let mut record: Value = app.get_json(&format!("/api/resume/{id}")).await;
    for n in 0..105 {
        record = edit(&app, &id, &record, |r| {
            r["resume_data"]["summary"] = json!(format!("Summary {n}"));
        })
        .await;
    }
    assert_eq!(
        versions(&app, &id).await.len(),
        105,
        "all of the last 90 days kept"
    );
    assert_eq!(
        app.count(&format!(
            "SELECT COUNT(*) AS n FROM resume_version_photos WHERE resume_id = '{id}'"
        )),
        1,
        "105 versions, one photo"
    );

    // Versions 3 to 10 are old and beyond the newest hundred; 1 and 2 are old too but were
    // replaced within 90 days.
    app.sql(&format!(
        "UPDATE resume_versions SET replaced_at = '2020-01-01 00:00:00' \
         WHERE resume_id = '{id}' AND version BETWEEN 3 AND 10"
    ));
    let numbers = |list: Vec<Value>| -> Vec<i64> {
        list.iter()
            .map(|v| v["version"].as_i64().expect("n"))
            .collect()
    };
    // Pruning runs every tenth version: the 106th to the 109th keep everything.
    for n in 106..=109 {
        record = edit(&app, &id, &record, |r| {
            r["resume_data"]["summary"] = json!(format!("Summary {n}"))
        })
        .await;
    }
    assert_eq!(numbers(versions(&app, &id).await).len(), 109);
    // The 110th prunes: the newest hundred (11 to 110) and the two of the last 90 days stay.
    edit(&app, &id, &record, |r| {
        r["resume_data"]["summary"] = json!("last")
    })
    .await;
    let mut expected: Vec<i64> = (11..=110).rev().collect();
    expected.extend([2, 1]);
    assert_eq!(numbers(versions(&app, &id).await), expected);
    assert_eq!(
        app.count(&format!(
            "SELECT COUNT(*) AS n FROM resume_version_photos WHERE resume_id = '{id}'"
        )),
        1,
        "still named by the versions kept"
    );
}

async fn versions_are_their_owners_only(app: TestApp) {
    app.sign_in("Ana Souza", "ana@example.com").await;
    let id = app.save(&app.client, &full_resume()).await;
    let record: Value = app.get_json(&format!("/api/resume/{id}")).await;
    let edited = edit(&app, &id, &record, |r| {
        r["resume_data"]["summary"] = json!("x")
    })
    .await;
    let intruder = app.other_user().await;
    for path in [
        format!("/api/resume/{id}/versions"),
        format!("/api/resume/{id}/versions/1"),
    ] {
        let res = intruder.get(app.url(&path)).send().await.expect("get");
        assert_eq!(res.status(), 404, "{path}");
    }
    let res = intruder
        .post(app.url(&format!("/api/resume/{id}/versions/1/restore")))
        .json(&json!({ "updated_at": edited["updated_at"] }))
        .send()
        .await
        .expect("restore");
    assert_eq!(res.status(), 404);
    assert_eq!(app.get_json(&format!("/api/resume/{id}")).await, edited);

    // Deleting the resume deletes its versions and their photos.
    let del = app
        .client
        .delete(app.url(&format!("/api/resume/{id}")))
        .send()
        .await
        .expect("delete");
    assert_eq!(del.status(), 204);
    for table in ["resume_versions", "resume_version_photos"] {
        assert_eq!(
            app.count(&format!(
                "SELECT COUNT(*) AS n FROM {table} WHERE resume_id = '{id}'"
            )),
            0,
            "{table}"
        );
    }
}
