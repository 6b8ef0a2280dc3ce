//! The daily mail of next steps due: off until the user turns it on; once on, one mail a day
//! with the open applications whose next step is today or overdue, sent once however many
//! instances look; its link turns it off without signing in. Both speak the language the user
//! chose for the interface.

use std::time::Duration;

use chrono::Utc;
use serde_json::{json, Value};

use crate::helpers::{browser, problems, sign_in_at, spawn_app_with, start_app, Backend, TestApp};
use crate::support_mail::SmtpServer;
use vitae_words::Words;

async fn put_settings(app: &TestApp, client: &reqwest::Client, body: Value) -> reqwest::Response {
    client
        .put(app.url("/api/account/settings"))
        .json(&body)
        .send()
        .await
        .expect("settings")
}

async fn add(app: &TestApp, client: &reqwest::Client, body: Value) {
    let res = client
        .post(app.url("/api/applications"))
        .json(&body)
        .send()
        .await
        .expect("create");
    assert_eq!(res.status(), 201);
}

async fn the_mail_is_off_until_turned_on_then_sent_once_a_day_and_its_link_turns_it_off(
    backend: Backend,
) {
    let maildir = tempfile::tempdir().expect("maildir");
    let smtp = SmtpServer::start(maildir.path());
    let url = format!("smtp://127.0.0.1:{}", smtp.port());
    let mail = [
        ("SMTP_URL", url.as_str()),
        ("SUPPORT_EMAIL", "help@vitae.test"),
        ("SMTP_RETRY_SECS", "1"),
    ];
    let Some(app) = spawn_app_with(backend, &mail).await else {
        return;
    };
    // A second instance on the same database looks for due mail too.
    let _second = start_app(app.database_url(), &mail).await;

    app.sign_in("Ana Souza", "ana@example.com").await;
    assert_eq!(
        app.get_json("/api/account/settings").await,
        json!({ "digest_opt_in": false, "language": null }),
        "off by default"
    );
    let today = Utc::now().date_naive();
    let day = |offset: i64| (today + chrono::Duration::days(offset)).to_string();
    add(&app, &app.client, json!({ "company": "Globex", "role": "Engineer", "next_step_date": day(0), "next_step_note": "Send the portfolio" })).await;
    add(&app, &app.client, json!({ "company": "Initech", "role": "SRE", "next_step_date": day(-2), "next_step_note": "Follow up" })).await;
    add(
        &app,
        &app.client,
        json!({ "company": "Later Inc", "role": "Dev", "next_step_date": day(3) }),
    )
    .await;
    add(&app, &app.client, json!({ "company": "Closed Co", "role": "Dev", "next_step_date": day(-1), "status": "rejected" })).await;
    // Someone else with a step due who never turned the mail on gets nothing.
    let bruno = browser();
    sign_in_at(&app.base, &bruno, "Bruno Lima", "bruno@example.com").await;
    add(
        &app,
        &bruno,
        json!({ "company": "Theirs", "role": "Dev", "next_step_date": day(0) }),
    )
    .await;
    actix_web::rt::time::sleep(Duration::from_millis(2500)).await;
    assert_eq!(smtp.messages().len(), 0, "nobody asked for it yet");

    let unknown = put_settings(
        &app,
        &app.client,
        json!({ "digest_opt_in": true, "weekly": true }),
    )
    .await;
    assert!(problems(unknown).await[0].1.contains("weekly"));
    let on = put_settings(&app, &app.client, json!({ "digest_opt_in": true })).await;
    assert_eq!(on.status(), 200);
    assert_eq!(
        on.json::<Value>().await.expect("json"),
        json!({ "digest_opt_in": true, "language": null })
    );

    let messages = smtp.wait_for_messages(1).await;
    // The body is quoted-printable: undo its soft line breaks and its escaped `=`.
    let text = messages[0].replace("=\n", "").replace("=3D", "=");
    assert!(
        text.contains("To: \"Ana Souza\" <ana@example.com>")
            || text.contains("To: Ana Souza <ana@example.com>"),
        "{text}"
    );
    assert!(
        text.contains(&format!("Globex (Engineer): {} Send the portfolio", day(0))),
        "{text}"
    );
    assert!(
        text.contains(&format!("Initech (SRE): {} Follow up", day(-2))),
        "{text}"
    );
    assert!(
        !text.contains("Later Inc") && !text.contains("Closed Co"),
        "{text}"
    );
    assert!(!text.contains("Theirs"), "{text}");
    // Both instances look every second: still one mail for the day.
    actix_web::rt::time::sleep(Duration::from_millis(3000)).await;
    let all = smtp.messages();
    assert_eq!(all.len(), 1, "sent once: {all:#?}");

    let link = text
        .lines()
        .find_map(|l| l.strip_prefix("To stop these mails: "))
        .expect("an unsubscribe link")
        .trim()
        .to_owned();
    let path = link
        .split_once("/api/")
        .map(|(_, p)| format!("/api/{p}"))
        .expect("path");
    assert!(
        text.contains(&format!("List-Unsubscribe: <{link}>")),
        "{text}"
    );
    let stranger = browser();
    let forged = stranger
        .get(app.url("/api/account/digest/unsubscribe?token=forged"))
        .send()
        .await
        .expect("unsubscribe");
    assert_eq!(forged.status(), 404);
    assert_eq!(
        app.get_json("/api/account/settings").await["digest_opt_in"],
        true
    );
    // A mail client's own button posts to the same link (RFC 8058), named in the headers.
    assert!(
        text.contains("List-Unsubscribe-Post: List-Unsubscribe=One-Click"),
        "{text}"
    );
    assert!(text.contains("Message-ID: <digest-"), "{text}");
    // The database keeps the key's hash, never the key the mail carries.
    let key = path.rsplit_once("token=").expect("key").1;
    assert_eq!(
        app.count(&format!(
            "SELECT COUNT(*) AS n FROM digest_unsubscribe_keys WHERE key_hash = '{key}'"
        )),
        0
    );
    assert_eq!(
        app.count("SELECT COUNT(*) AS n FROM digest_unsubscribe_keys"),
        1
    );
    let off = stranger
        .post(app.url(&path))
        .header("Content-Type", "application/x-www-form-urlencoded")
        .body("List-Unsubscribe=One-Click")
        .send()
        .await
        .expect("unsubscribe");
    assert_eq!(off.status(), 200, "one click, no sign-in");
    assert!(off.text().await.expect("page").contains("no longer"));
    assert_eq!(
        app.get_json("/api/account/settings").await["digest_opt_in"],
        false
    );

    // Bruno reads Vitae in Arabic: his mail and the page its link opens are in Arabic.
    let on = put_settings(
        &app,
        &bruno,
        json!({ "digest_opt_in": true, "language": "ar" }),
    )
    .await;
    assert_eq!(on.status(), 200);
    let messages = smtp.wait_for_messages(2).await;
    let to_bruno = messages
        .iter()
        .find(|m| m.contains("bruno@example.com>"))
        .expect("Bruno's mail");
    let arabic = text_of(to_bruno);
    let words = Words::new("ar");
    let intro = words.say("server.digest.intro", &[("day", day(0).into())]);
    assert_ne!(
        intro,
        Words::new("en").say("server.digest.intro", &[("day", day(0).into())])
    );
    assert!(arabic.contains(&intro), "{arabic}");
    assert!(arabic.contains("Theirs (Dev)"), "{arabic}");
    let link = arabic
        .split_whitespace()
        .find(|w| w.contains("/api/account/digest/unsubscribe?token="))
        .expect("an unsubscribe link");
    let path = link
        .split_once("/api/")
        .map(|(_, p)| format!("/api/{p}"))
        .expect("path");
    let page = browser()
        .get(app.url(&path))
        .send()
        .await
        .expect("unsubscribe");
    assert_eq!(page.status(), 200);
    let page = page.text().await.expect("page");
    assert!(page.contains(r#"<html lang="ar" dir="rtl">"#), "{page}");
    assert!(
        page.contains(&words.say("server.unsubscribed.body", &[])),
        "{page}"
    );
}

/// A mail's body as text: base64 and quoted-printable undone.
fn text_of(message: &str) -> String {
    use base64::Engine;
    let (head, body) = message
        .split_once("\n\n")
        .or_else(|| message.split_once("\r\n\r\n"))
        .expect("a body");
    if head
        .to_ascii_lowercase()
        .contains("content-transfer-encoding: base64")
    {
        let joined: String = body.split_whitespace().collect();
        let bytes = base64::engine::general_purpose::STANDARD
            .decode(joined)
            .expect("base64");
        String::from_utf8(bytes).expect("utf-8")
    } else {
        body.replace("=\n", "").replace("=3D", "=")
    }
}

#[actix_web::test]
async fn sqlite_the_mail_is_off_until_turned_on_then_sent_once_a_day_and_its_link_turns_it_off() {
    the_mail_is_off_until_turned_on_then_sent_once_a_day_and_its_link_turns_it_off(Backend::Sqlite)
        .await;
}

#[actix_web::test]
async fn postgres_the_mail_is_off_until_turned_on_then_sent_once_a_day_and_its_link_turns_it_off() {
    the_mail_is_off_until_turned_on_then_sent_once_a_day_and_its_link_turns_it_off(
        Backend::Postgres,
    )
    .await;
}
