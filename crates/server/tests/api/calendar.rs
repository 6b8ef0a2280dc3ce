//! An application's next step as an iCalendar file (`GET /api/applications/{id}/event.ics`),
//! read back with a real iCalendar parser (Python's `icalendar`): one all-day event on the
//! step's date, its text as typed, and the same UID after an edit so a calendar updates the
//! event instead of adding another.

use std::process::Command;

use serde_json::{json, Value};

use crate::helpers::{TestApp, PUBLIC_URL};
use crate::on_every_backend;
use crate::support_mail::test_python;

on_every_backend!(a_next_step_downloads_as_one_all_day_event_that_an_edit_updates);

/// What the parser reads of each event: uid, start and end dates, summary, description, url.
fn parsed(ics: &[u8]) -> Vec<Value> {
    let dir = tempfile::tempdir().expect("dir");
    let file = dir.path().join("event.ics");
    std::fs::write(&file, ics).expect("write");
    let script = r#"
import json, sys
from icalendar import Calendar
cal = Calendar.from_ical(open(sys.argv[1], "rb").read())
print(json.dumps([{
    "uid": str(e["UID"]),
    "start": e.decoded("DTSTART").isoformat(),
    "end": e.decoded("DTEND").isoformat(),
    "summary": str(e["SUMMARY"]),
    "description": str(e["DESCRIPTION"]),
    "url": str(e["URL"]),
    "stamp": e.decoded("DTSTAMP").isoformat(),
} for e in cal.walk("VEVENT")]))
"#;
    let out = Command::new(test_python())
        .args(["-c", script])
        .arg(&file)
        .output()
        .expect("python");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("json")
}

/// A new application of the signed-in user: its JSON.
async fn create(app: &TestApp, body: Value) -> Value {
    app.client
        .post(app.url("/api/applications"))
        .json(&body)
        .send()
        .await
        .expect("create")
        .json()
        .await
        .expect("json")
}

async fn download(app: &TestApp, client: &reqwest::Client, id: &str) -> reqwest::Response {
    client
        .get(app.url(&format!("/api/applications/{id}/event.ics")))
        .send()
        .await
        .expect("event")
}

async fn a_next_step_downloads_as_one_all_day_event_that_an_edit_updates(app: TestApp) {
    app.sign_in("Ana Souza", "ana@example.com").await;
    let created = create(
        &app,
        json!({ "company": "Acme, Inc.", "role": "Engineer; Platform",
                "job_url": "https://jobs.example/42",
                "next_step_date": "2026-12-31",
                "next_step_note": "Call Dana\\Lee about the offer" }),
    )
    .await;
    let id = created["id"].as_str().expect("id").to_owned();

    let res = download(&app, &app.client, &id).await;
    assert_eq!(res.status(), 200);
    assert_eq!(
        res.headers()["content-type"],
        "text/calendar; charset=utf-8"
    );
    assert_eq!(
        res.headers()["content-disposition"],
        "attachment; filename=\"Acme-Inc-next-step.ics\""
    );
    let ics = res.bytes().await.expect("body");
    let events = parsed(&ics);
    assert_eq!(events.len(), 1, "{events:?}");
    let event = &events[0];
    assert_eq!(event["start"], "2026-12-31", "all day: a date, no time");
    assert_eq!(event["end"], "2027-01-01");
    assert_eq!(
        event["summary"],
        "Acme, Inc. (Engineer; Platform): Call Dana\\Lee about the offer"
    );
    let page = format!("{PUBLIC_URL}/applications/{id}");
    assert_eq!(
        event["description"],
        format!("Call Dana\\Lee about the offer\nhttps://jobs.example/42\n{page}")
    );
    assert_eq!(event["url"], page);
    let uid = event["uid"].as_str().expect("uid").to_owned();
    assert!(uid.contains(&id), "{uid}");

    // Moved to another day: the same event (its UID), on the new date.
    let moved: Value = app
        .client
        .patch(app.url(&format!("/api/applications/{id}")))
        .json(&json!({ "next_step_date": "2027-01-05", "updated_at": created["updated_at"] }))
        .send()
        .await
        .expect("patch")
        .json()
        .await
        .expect("json");
    let again = parsed(
        &download(&app, &app.client, &id)
            .await
            .bytes()
            .await
            .expect("body"),
    );
    assert_eq!(again[0]["uid"], uid.as_str());
    assert_eq!(again[0]["start"], "2027-01-05");
    // Stamped with the time of the change (to the second, as iCalendar writes it).
    let changed = moved["updated_at"].as_str().expect("updated_at");
    let stamp = again[0]["stamp"].as_str().expect("stamp");
    assert_eq!(stamp.get(..19), changed.get(..19), "{stamp} {changed}");

    // No next step: nothing to add. Someone else's application: the usual 404.
    let without = create(&app, json!({ "company": "Globex", "role": "Dev" })).await;
    let res = download(&app, &app.client, without["id"].as_str().expect("id")).await;
    assert_eq!(res.status(), 404);
    assert_eq!(
        res.json::<Value>().await.expect("json")["code"],
        "no_next_step"
    );
    let other = app.other_user().await;
    let res = download(&app, &other, &id).await;
    assert_eq!(res.status(), 404);
    assert_eq!(
        res.json::<Value>().await.expect("json")["code"],
        "application_not_found"
    );
}
