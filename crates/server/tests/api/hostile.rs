//! Hostile input that docs/security.md counts on: a planted session cookie (fixation), fields a
//! client may not set (mass assignment), injection-shaped ids, and JSON nested to exhaust the
//! parser. Each is refused or ignored, changes nothing, and the server stays ready.

use serde_json::{json, Value};

use crate::helpers::{browser, full_resume, with_cookie, TestApp, PUBLIC_URL};
use crate::on_every_backend;

on_every_backend!(
    a_planted_session_cookie_never_becomes_a_session,
    fields_a_client_may_not_set_are_ignored,
    injection_shaped_ids_are_just_unknown,
    deeply_nested_json_is_a_client_error,
);

async fn list(app: &TestApp, client: &reqwest::Client) -> Vec<Value> {
    serde_json::from_value(app.get_json_as(client, "/api/resume/list").await).expect("a list")
}

async fn a_planted_session_cookie_never_becomes_a_session(app: TestApp) {
    let planted = "attacker-chosen-token-0123456789abcdefghijklmnopqrstuvwxyz";
    // A jar we can plant into, beside the sign-in cookie the browser holds.
    let jar = std::sync::Arc::new(reqwest::cookie::Jar::default());
    let client = reqwest::Client::builder()
        .cookie_provider(jar.clone())
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .expect("client");
    let ticket = app
        .ticket_for(&client, "Ana Souza", "ana@example.com")
        .await;
    jar.add_cookie_str(
        &format!("session_token={planted}; Path=/"),
        &app.base.parse().expect("url"),
    );
    let res = client
        .post(app.url("/api/auth/session"))
        .json(&json!({ "session_id": ticket }))
        .send()
        .await
        .expect("exchange");
    assert_eq!(res.status(), 200);
    let issued = res
        .cookies()
        .find(|c| c.name() == "session_token")
        .expect("a new session cookie")
        .value()
        .to_owned();
    assert_ne!(issued, planted, "the server chooses the session token");
    let me = |token: String| {
        let app = &app;
        async move {
            browser()
                .get(app.url("/api/auth/me"))
                .headers(with_cookie(&token))
                .send()
                .await
                .expect("me")
                .status()
        }
    };
    assert_eq!(
        me(planted.to_owned()).await,
        401,
        "the planted value is no session"
    );
    assert_eq!(me(issued).await, 200);
}

async fn fields_a_client_may_not_set_are_ignored(app: TestApp) {
    let bruno = app.other_user().await;
    let bruno_id = bruno
        .get(app.url("/api/auth/me"))
        .send()
        .await
        .expect("me")
        .json::<Value>()
        .await
        .expect("json")["id"]
        .clone();
    app.sign_in("Ana Souza", "ana@example.com").await;
    let res = app
        .client
        .post(app.url("/api/resume/save"))
        .json(
            &json!({ "resume_data": full_resume(), "user_id": bruno_id, "id": "chosen-id",
                       "pdf_credits": 99, "subscription_status": "active" }),
        )
        .send()
        .await
        .expect("save");
    assert!(
        res.status().is_success() || res.status() == 422,
        "{}",
        res.status()
    );
    if res.status().is_success() {
        let id = res.json::<Value>().await.expect("json")["id"].clone();
        assert_ne!(id, "chosen-id", "the server chooses ids");
    }
    assert!(
        list(&app, &bruno).await.is_empty(),
        "nothing lands in Bruno's account"
    );
    let me: Value = app.me().await;
    assert_eq!(me["pdf_credits"], 0);
    assert_eq!(me["subscription_status"], "inactive");
    let checkout = app
        .client
        .post(app.url("/api/payment/create-checkout"))
        .json(
            &json!({ "plan_type": "single_pdf", "region": "USD", "origin_url": PUBLIC_URL,
                       "amount_total": 1, "user_id": bruno_id }),
        )
        .send()
        .await
        .expect("checkout");
    assert_eq!(checkout.status(), 200);
    let session: Value = checkout.json().await.expect("json");
    let status: Value = app
        .client
        .get(app.url(&format!(
            "/api/payment/status/{}",
            session["session_id"].as_str().expect("id")
        )))
        .send()
        .await
        .expect("status")
        .json()
        .await
        .expect("json");
    assert_eq!(status["amount_total"], 499, "the price is the server's");
}

async fn injection_shaped_ids_are_just_unknown(app: TestApp) {
    app.sign_in("Ana Souza", "ana@example.com").await;
    let id = app.save(&app.client, &full_resume()).await;
    for hostile in [
        "' OR '1'='1",
        "x' OR 1=1 --",
        "1; DROP TABLE resumes; --",
        "%",
        "*",
    ] {
        let encoded: String = url::form_urlencoded::byte_serialize(hostile.as_bytes()).collect();
        let encoded = encoded.replace('+', "%20");
        for method in [reqwest::Method::GET, reqwest::Method::DELETE] {
            let res = app
                .client
                .request(method.clone(), app.url(&format!("/api/resume/{encoded}")))
                .send()
                .await
                .expect("request");
            assert_eq!(res.status(), 404, "{method} {hostile}");
        }
    }
    let listed = list(&app, &app.client).await;
    assert_eq!(listed.len(), 1);
    assert_eq!(listed[0]["id"], json!(id));
}

async fn deeply_nested_json_is_a_client_error(app: TestApp) {
    app.sign_in("Ana Souza", "ana@example.com").await;
    let depth = 50_000;
    let body = format!(
        "{{\"resume_data\":{}{}}}",
        "[".repeat(depth),
        "]".repeat(depth)
    );
    let res = app
        .client
        .post(app.url("/api/resume/save"))
        .header("content-type", "application/json")
        .body(body)
        .send()
        .await
        .expect("save");
    assert!(
        res.status() == 400 || res.status() == 413 || res.status() == 422,
        "{}",
        res.status()
    );
    assert!(list(&app, &app.client).await.is_empty());
    let ready = app.client.get(app.url("/api/readyz")).send().await;
    assert_eq!(ready.expect("readyz").status(), 200);
}
