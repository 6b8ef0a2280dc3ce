//! The account as a whole: the export carries everything of the user and nothing of anyone
//! else; deleting needs the account's email, leaves no row of the user in any table, ends the
//! session, and cancels a live Stripe subscription first (nothing is deleted when that fails).

use diesel::prelude::*;
use diesel::sql_types::{BigInt, Text};
use diesel::{PgConnection, SqliteConnection};
use serde_json::{json, Value};
use wiremock::matchers::{method, path};
use wiremock::{Mock, MockServer, ResponseTemplate};

use crate::helpers::{full_resume, spawn_app_with, Backend, TestApp, TestDb, PUBLIC_URL};
use crate::on_every_backend;
use crate::stripe::{deliver, fixture, signed, WEBHOOK_SECRET};

on_every_backend!(
    the_export_holds_everything_of_the_user_and_nothing_else,
    deleting_needs_the_accounts_email,
    deleting_removes_every_row_of_the_user_and_ends_the_session,
    the_interface_language_is_kept_on_the_account_and_follows_it_to_a_new_browser,
);

/// A resume with its photo, a cover letter, a support request, a paid Single PDF spent on
/// the resume, and an AI call: a row in every table that holds the user's data.
async fn fill_account(app: &TestApp, client: &reqwest::Client) -> String {
    let resume_id = app.save(client, &full_resume()).await;
    let letter = client
        .post(app.url("/api/cover-letter/generate"))
        .json(&json!({ "resume_id": resume_id, "company_name": "Acme",
                       "job_description": "Rust engineer" }))
        .send()
        .await
        .expect("letter");
    assert_eq!(letter.status(), 200);
    let support = client
        .post(app.url("/api/support/contact"))
        .json(&json!({ "subject": "Invoice", "category": "billing", "message": "Where is it?" }))
        .send()
        .await
        .expect("contact");
    assert_eq!(support.status(), 201);
    let checkout = app.open_checkout(client, "single_pdf", "USD").await;
    let page = crate::helpers::path_of(checkout["url"].as_str().expect("url"));
    let paid = client
        .post(app.url(&format!("{page}/pay")))
        .send()
        .await
        .expect("pay");
    assert_eq!(paid.status(), 303);
    let clean = client
        .get(app.url(&format!("/api/resume/{resume_id}/pdf")))
        .send()
        .await
        .expect("pdf");
    assert_eq!(clean.status(), 200, "the credit unlocks the resume");
    // An edit (a version, with the photo it had) and a public link with a counted view.
    let mut record: Value = client
        .get(app.url(&format!("/api/resume/{resume_id}")))
        .send()
        .await
        .expect("get")
        .json()
        .await
        .expect("json");
    record["resume_data"]["summary"] = json!("Edited once.");
    let edited = client
        .put(app.url(&format!("/api/resume/{resume_id}")))
        .json(&record)
        .send()
        .await
        .expect("edit");
    assert_eq!(edited.status(), 200);
    let link: Value = client
        .post(app.url(&format!("/api/resume/{resume_id}/share")))
        .json(&json!({ "password": "open sesame", "hide_contact": true }))
        .send()
        .await
        .expect("share")
        .json()
        .await
        .expect("json");
    let slug = link["slug"].as_str().expect("slug");
    let visitor = crate::share::visitor();
    let opened = visitor
        .post(app.url(&format!("/api/public/{slug}/access")))
        .json(&json!({ "password": "open sesame" }))
        .send()
        .await
        .expect("access");
    assert_eq!(opened.status(), 204);
    let viewed = visitor
        .get(app.url(&format!("/api/public/{slug}")))
        .send()
        .await
        .expect("view");
    assert_eq!(viewed.status(), 200);
    resume_id
}

async fn export(app: &TestApp) -> reqwest::Response {
    app.client
        .get(app.url("/api/account/export"))
        .send()
        .await
        .expect("export")
}

async fn delete_account(client: &reqwest::Client, app: &TestApp, body: Value) -> reqwest::Response {
    client
        .delete(app.url("/api/account"))
        .json(&body)
        .send()
        .await
        .expect("delete")
}

async fn the_export_holds_everything_of_the_user_and_nothing_else(app: TestApp) {
    let other = app.other_user().await;
    fill_account(&app, &other).await;
    app.sign_in("Ana Souza", "ana@example.com").await;
    let resume_id = fill_account(&app, &app.client).await;

    let res = export(&app).await;
    assert_eq!(res.status(), 200);
    assert_eq!(res.headers()["content-type"], "application/json");
    let disposition = res.headers()["content-disposition"]
        .to_str()
        .expect("header")
        .to_owned();
    assert!(
        disposition.starts_with("attachment; filename=\"vitae-account-")
            && disposition.ends_with(".json\""),
        "{disposition}"
    );
    assert_eq!(res.headers()["cache-control"], "private, no-store");
    let doc: Value = res.json().await.expect("json");

    assert_eq!(doc["format"], "vitae-account-export/1");
    assert_eq!(doc["user"]["email"], "ana@example.com");
    assert_eq!(doc["user"]["name"], "Ana Souza");
    let resumes = doc["resumes"].as_array().expect("resumes");
    assert_eq!(resumes.len(), 1, "only the user's own resume");
    assert_eq!(resumes[0]["id"], json!(resume_id));
    // The photo as stored: re-encoded at save, and the same as the resume itself returns.
    let stored = app.get_json(&format!("/api/resume/{resume_id}")).await;
    assert_eq!(
        resumes[0]["resume_data"]["profile_photo"],
        stored["resume_data"]["profile_photo"]
    );
    assert!(resumes[0]["resume_data"]["profile_photo"]
        .as_str()
        .is_some_and(|p| p.starts_with("data:image/")));
    assert_eq!(
        resumes[0]["ai_enhanced_data"]["enhanced_summary"],
        "Enhanced summary."
    );
    let letters = doc["cover_letters"].as_array().expect("letters");
    assert_eq!(letters.len(), 1);
    assert_eq!(letters[0]["company_name"], "Acme");
    assert!(!letters[0]["letter_content"]
        .as_str()
        .expect("letter")
        .is_empty());
    let payments = doc["payments"].as_array().expect("payments");
    assert_eq!(payments.len(), 1);
    assert_eq!(payments[0]["plan"], "single_pdf");
    assert_eq!(payments[0]["payment_status"], "paid");
    assert_eq!(payments[0]["amount_total"], 499);
    assert_eq!(
        doc["support_requests"],
        json!([{ "id": doc["support_requests"][0]["id"], "category": "billing",
                 "subject": "Invoice", "message": "Where is it?",
                 "created_at": doc["support_requests"][0]["created_at"] }])
    );

    // Versions, with the photo each had, and the link's settings and counts (not its password).
    let versions = doc["resume_versions"].as_array().expect("versions");
    assert_eq!(versions.len(), 1, "only the user's own");
    assert_eq!(versions[0]["resume_id"], json!(resume_id));
    assert_eq!(versions[0]["version"], 1);
    assert_eq!(versions[0]["summary"], "Created");
    assert_eq!(
        versions[0]["resume_data"]["summary"],
        full_resume()["summary"]
    );
    assert!(versions[0]["resume_data"]["profile_photo"]
        .as_str()
        .is_some_and(|p| p.starts_with("data:image/")));
    let shares = doc["shares"].as_array().expect("shares");
    assert_eq!(shares.len(), 1);
    assert_eq!(shares[0]["resume_id"], json!(resume_id));
    assert_eq!(shares[0]["password_protected"], true);
    assert_eq!(shares[0]["hide_contact"], true);
    assert_eq!(shares[0]["allow_indexing"], false);
    assert_eq!(shares[0]["views"], 1);
    assert!(!doc.to_string().contains("argon2"), "no password hash");

    let signed_out = crate::helpers::browser()
        .get(app.url("/api/account/export"))
        .send()
        .await
        .expect("export");
    assert_eq!(signed_out.status(), 401);
}

async fn deleting_needs_the_accounts_email(app: TestApp) {
    app.sign_in("Ana Souza", "ana@example.com").await;
    app.save(&app.client, &full_resume()).await;

    let wrong = delete_account(&app.client, &app, json!({ "email": "bruno@example.com" })).await;
    assert_eq!(wrong.status(), 422);
    let body: Value = wrong.json().await.expect("json");
    assert_eq!(body["detail"][0]["loc"], json!(["body", "email"]));
    assert_eq!(
        body["detail"][0]["msg"],
        "Type your account's email address to confirm"
    );

    let missing = app
        .client
        .delete(app.url("/api/account"))
        .send()
        .await
        .expect("delete");
    assert!(
        [400, 415, 422].contains(&missing.status().as_u16()),
        "no body: {}",
        missing.status()
    );
    let no_email = delete_account(&app.client, &app, json!({})).await;
    assert_eq!(no_email.status(), 422);

    assert_eq!(app.me().await["email"], "ana@example.com", "still there");
    let list: Value = app.get_json("/api/resume/list").await;
    assert_eq!(list.as_array().expect("list").len(), 1, "nothing deleted");
}

async fn deleting_removes_every_row_of_the_user_and_ends_the_session(app: TestApp) {
    let other = app.other_user().await;
    fill_account(&app, &other).await;
    let user = app.sign_in("Ana Souza", "ana@example.com").await;
    let user_id = user["id"].as_str().expect("id").to_owned();
    let resume_id = fill_account(&app, &app.client).await;
    // A second browser of the same user: its session ends too.
    let laptop = crate::helpers::browser();
    app.sign_in_client(&laptop, "Ana Souza", "ana@example.com")
        .await;
    assert!(
        !user_rows(&app.db, &user_id, &resume_id).is_empty(),
        "the check sees the user's rows before"
    );

    // Typed with other capitals and spaces around it, as people type.
    let res = delete_account(&app.client, &app, json!({ "email": " Ana@Example.com " })).await;
    assert_eq!(res.status(), 204);
    let cookie = res.headers()["set-cookie"].to_str().expect("cookie");
    assert!(
        cookie.starts_with("session_token=;") && cookie.contains("Max-Age=0"),
        "{cookie}"
    );

    assert_eq!(
        user_rows(&app.db, &user_id, &resume_id),
        Vec::<String>::new(),
        "rows of the deleted user left behind"
    );
    for client in [&app.client, &laptop] {
        let me = client
            .get(app.url("/api/auth/me"))
            .send()
            .await
            .expect("me");
        assert_eq!(me.status(), 401);
    }
    let others = app.get_json_as(&other, "/api/resume/list").await;
    assert_eq!(
        others.as_array().expect("list").len(),
        1,
        "others untouched"
    );

    let again = app.sign_in("Ana Souza", "ana@example.com").await;
    assert_ne!(again["id"], json!(user_id), "a new, empty account");
    assert_eq!(again["pdf_credits"], 0);
    let list: Value = app.get_json("/api/resume/list").await;
    assert_eq!(list, json!([]));
}

#[derive(QueryableByName)]
struct TableName {
    #[diesel(sql_type = Text)]
    name: String,
}

#[derive(QueryableByName)]
struct Count {
    #[diesel(sql_type = BigInt)]
    n: i64,
}

/// `table: n` for every table that still holds rows of the user: any table with a `user_id`
/// column (so a table added later is checked too), and the resume's photo.
fn user_rows(db: &TestDb, user_id: &str, resume_id: &str) -> Vec<String> {
    match db {
        TestDb::Sqlite(dir) => {
            let path = dir.path().join("test.db");
            let mut conn = SqliteConnection::establish(&path.to_string_lossy()).expect("sqlite");
            rows_left(
                &mut conn,
                "SELECT m.name AS name FROM sqlite_master m, pragma_table_info(m.name) c \
                 WHERE m.type = 'table' AND c.name = 'user_id'",
                user_id,
                resume_id,
            )
        }
        TestDb::Postgres { admin_url, name } => {
            let url = format!("{}/{name}", admin_url.rsplit_once('/').expect("url").0);
            let mut conn = PgConnection::establish(&url).expect("postgres");
            rows_left(
                &mut conn,
                "SELECT table_name::text AS name FROM information_schema.columns \
                 WHERE table_schema = 'public' AND column_name = 'user_id'",
                user_id,
                resume_id,
            )
        }
    }
}

fn rows_left<C>(conn: &mut C, tables_query: &str, user_id: &str, resume_id: &str) -> Vec<String>
where
    C: diesel::Connection,
    for<'a> diesel::query_builder::SqlQuery:
        diesel::query_dsl::LoadQuery<'a, C, TableName> + diesel::query_dsl::LoadQuery<'a, C, Count>,
{
    let mut tables: Vec<String> = diesel::sql_query(tables_query)
        .load::<TableName>(conn)
        .expect("tables")
        .into_iter()
        .map(|t| t.name)
        .collect();
    tables.sort();
    assert!(tables.len() >= 8, "tables with user_id: {tables:?}");
    // Ids are uuids the server made; safe to inline.
    let mut checks: Vec<(String, String)> = tables
        .iter()
        .map(|t| {
            (
                t.clone(),
                format!("SELECT COUNT(*) AS n FROM {t} WHERE user_id = '{user_id}'"),
            )
        })
        .collect();
    checks.push((
        "users".into(),
        format!("SELECT COUNT(*) AS n FROM users WHERE id = '{user_id}'"),
    ));
    for table in ["resume_photos", "resume_version_photos"] {
        checks.push((
            table.into(),
            format!("SELECT COUNT(*) AS n FROM {table} WHERE resume_id = '{resume_id}'"),
        ));
    }
    // The link's counts go with it; its slug stays buried (no personal data).
    checks.push((
        "share_daily_counts".into(),
        "SELECT COUNT(*) AS n FROM share_daily_counts c \
         WHERE NOT EXISTS (SELECT 1 FROM resume_shares s WHERE s.slug = c.slug)"
            .into(),
    ));
    checks
        .into_iter()
        .filter_map(|(table, sql)| {
            let n = diesel::sql_query(sql)
                .get_result::<Count>(conn)
                .expect("count")
                .n;
            (n > 0).then(|| format!("{table}: {n}"))
        })
        .collect()
}

/// A Pro subscriber through Stripe Checkout (checkout, then the signed completion webhook).
async fn pro_subscriber(backend: Backend) -> Option<(TestApp, MockServer, String)> {
    let stripe = MockServer::start().await;
    let completed = fixture("event_checkout_session_completed_subscription.json");
    let mut session = fixture("checkout_session_open.json");
    session["id"] = completed["data"]["object"]["id"].clone();
    session["mode"] = json!("subscription");
    Mock::given(method("POST"))
        .and(path("/v1/checkout/sessions"))
        .respond_with(ResponseTemplate::new(200).set_body_json(&session))
        .mount(&stripe)
        .await;
    let base = stripe.uri();
    let app = spawn_app_with(
        backend,
        &[
            ("STRIPE_SECRET_KEY", "sk_test_vitae"),
            ("STRIPE_WEBHOOK_SECRET", WEBHOOK_SECRET),
            ("STRIPE_API_BASE", &base),
        ],
    )
    .await?;
    app.sign_in("Ana Souza", "ana@example.com").await;
    app.save(&app.client, &full_resume()).await;
    let checkout = app
        .client
        .post(app.url("/api/payment/create-checkout"))
        .json(&json!({ "plan_type": "pro_monthly", "region": "USD", "origin_url": PUBLIC_URL }))
        .send()
        .await
        .expect("checkout");
    assert_eq!(checkout.status(), 200);
    let body = completed.to_string();
    let signature = signed(&body, WEBHOOK_SECRET, chrono::Utc::now().timestamp());
    assert_eq!(deliver(&app, &body, &signature).await.status(), 200);
    assert_eq!(app.me().await["subscription_status"], "active");
    let subscription = completed["data"]["object"]["subscription"]
        .as_str()
        .expect("subscription")
        .to_owned();
    Some((app, stripe, subscription))
}

/// The provider fails: 502 and the account stays whole. It answers: the subscription is
/// cancelled there, then the account goes.
async fn a_live_subscription_is_cancelled_before_anything_is_deleted(backend: Backend) {
    let Some((app, stripe, subscription)) = pro_subscriber(backend).await else {
        return;
    };
    let cancel_path = format!("/v1/subscriptions/{subscription}");
    let down = Mock::given(method("DELETE"))
        .and(path(cancel_path.as_str()))
        .respond_with(ResponseTemplate::new(500).set_body_json(json!({
            "error": { "type": "api_error", "message": "Something went wrong" } })))
        .expect(1)
        .mount_as_scoped(&stripe)
        .await;
    let res = delete_account(&app.client, &app, json!({ "email": "ana@example.com" })).await;
    assert_eq!(res.status(), 502);
    let body: Value = res.json().await.expect("json");
    assert!(
        body["detail"]
            .as_str()
            .expect("detail")
            .contains("nothing was deleted"),
        "{body}"
    );
    drop(down);
    assert_eq!(app.me().await["subscription_status"], "active");
    let list: Value = app.get_json("/api/resume/list").await;
    assert_eq!(list.as_array().expect("list").len(), 1, "nothing deleted");

    let mut cancelled = fixture("subscription_active.json");
    cancelled["status"] = json!("canceled");
    Mock::given(method("DELETE"))
        .and(path(cancel_path.as_str()))
        .respond_with(ResponseTemplate::new(200).set_body_json(&cancelled))
        .expect(1)
        .mount(&stripe)
        .await;
    let res = delete_account(&app.client, &app, json!({ "email": "ana@example.com" })).await;
    assert_eq!(res.status(), 204);
    let me = app
        .client
        .get(app.url("/api/auth/me"))
        .send()
        .await
        .expect("me");
    assert_eq!(me.status(), 401);
    stripe.verify().await;
}

#[actix_web::test]
async fn sqlite_a_live_subscription_is_cancelled_before_anything_is_deleted() {
    a_live_subscription_is_cancelled_before_anything_is_deleted(Backend::Sqlite).await;
}

#[actix_web::test]
async fn postgres_a_live_subscription_is_cancelled_before_anything_is_deleted() {
    a_live_subscription_is_cancelled_before_anything_is_deleted(Backend::Postgres).await;
}

fn language_cookie_of(res: &reqwest::Response) -> Option<String> {
    res.headers()
        .get_all("set-cookie")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .find(|c| c.starts_with("vitae_lang="))
        .map(str::to_owned)
}

async fn put_settings(app: &TestApp, body: Value) -> reqwest::Response {
    app.client
        .put(app.url("/api/account/settings"))
        .json(&body)
        .send()
        .await
        .expect("settings")
}

async fn the_interface_language_is_kept_on_the_account_and_follows_it_to_a_new_browser(
    app: TestApp,
) {
    app.sign_in("Ana Souza", "ana@example.com").await;

    let unknown = put_settings(&app, json!({ "language": "tlh" })).await;
    assert_eq!(unknown.status(), 422);
    let body: Value = unknown.json().await.expect("json");
    assert_eq!(body["detail"][0]["loc"], json!(["body", "language"]));
    assert_eq!(
        app.get_json("/api/account/settings").await["language"],
        Value::Null,
        "nothing changed"
    );

    let chosen = put_settings(&app, json!({ "language": "pt-br" })).await;
    assert_eq!(chosen.status(), 200);
    let cookie = language_cookie_of(&chosen).expect("the language cookie is set");
    assert!(cookie.starts_with("vitae_lang=pt-BR;"), "{cookie}");
    assert!(cookie.contains("Path=/"), "{cookie}");
    assert!(
        !cookie.to_ascii_lowercase().contains("httponly"),
        "{cookie}"
    );
    let body: Value = chosen.json().await.expect("json");
    assert_eq!(body, json!({ "digest_opt_in": false, "language": "pt-BR" }));

    // A change that does not name the language keeps it and leaves the cookie alone.
    let digest = put_settings(&app, json!({ "digest_opt_in": true })).await;
    assert!(language_cookie_of(&digest).is_none());
    assert_eq!(
        digest.json::<Value>().await.expect("json"),
        json!({ "digest_opt_in": true, "language": "pt-BR" })
    );

    // Signing in on another browser brings the language with the session.
    let other = crate::helpers::browser();
    let ticket = app.ticket_for(&other, "Ana Souza", "ana@example.com").await;
    let signed_in = other
        .post(app.url("/api/auth/session"))
        .json(&json!({ "session_id": ticket }))
        .send()
        .await
        .expect("exchange");
    assert_eq!(signed_in.status(), 200);
    let cookie = language_cookie_of(&signed_in).expect("the account's language");
    assert!(cookie.starts_with("vitae_lang=pt-BR;"), "{cookie}");
    let export: Value = app.get_json("/api/account/export").await;
    assert_eq!(export["user"]["interface_language"], "pt-BR");

    // Someone who never chose gets no language cookie at sign-in.
    let bruno = crate::helpers::browser();
    let ticket = app
        .ticket_for(&bruno, "Bruno Lima", "bruno@example.com")
        .await;
    let signed_in = bruno
        .post(app.url("/api/auth/session"))
        .json(&json!({ "session_id": ticket }))
        .send()
        .await
        .expect("exchange");
    assert!(language_cookie_of(&signed_in).is_none());
}
