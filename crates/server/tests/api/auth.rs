use serde_json::{json, Value};

use crate::helpers::{browser, with_cookie, TestApp, DASHBOARD};
use crate::on_every_backend;

on_every_backend!(
    signs_in_through_the_dev_form_and_ticket_exchange,
    a_ticket_works_once_only,
    short_session_ids_are_an_invalid_format,
    redirects_off_this_site_are_refused,
    the_dev_form_reports_missing_fields,
    logout_makes_the_old_cookie_useless,
    signed_out_requests_get_401,
    signing_in_again_keeps_the_same_user,
    a_session_in_use_rolls_on,
);

async fn signs_in_through_the_dev_form_and_ticket_exchange(app: TestApp) {
    let start = app
        .client
        .get(app.url(&format!("/api/auth/login?redirect={DASHBOARD}")))
        .send()
        .await
        .expect("login");
    assert_eq!(start.status(), 302);
    let form_url = start.headers()["location"]
        .to_str()
        .expect("location")
        .to_owned();
    assert!(
        form_url.contains("/api/auth/dev/login?redirect="),
        "{form_url}"
    );

    let form = app
        .client
        .get(app.url(&format!("/api/auth/dev/login?redirect={DASHBOARD}")))
        .send()
        .await
        .expect("form");
    assert_eq!(form.status(), 200);
    assert!(form
        .text()
        .await
        .expect("html")
        .contains("Sign in to Vitae"));

    let user = app.sign_in("Ana Souza", "Ana@Example.com").await;
    assert_eq!(user["name"], "Ana Souza");
    assert_eq!(user["email"], "ana@example.com");
    assert_eq!(user["subscription_status"], "inactive");
    assert_eq!(user["subscription_plan"], Value::Null);
    assert_eq!(user["pdf_credits"], 0);

    let me = app
        .client
        .get(app.url("/api/auth/me"))
        .send()
        .await
        .expect("me");
    assert_eq!(me.status(), 200);
    assert_eq!(me.json::<Value>().await.expect("json")["id"], user["id"]);
}

async fn a_ticket_works_once_only(app: TestApp) {
    let ticket = app.ticket_for(&app.client, "Ana", "ana@example.com").await;
    let exchange = |client: reqwest::Client| {
        let url = app.url("/api/auth/session");
        let ticket = ticket.clone();
        async move {
            client
                .post(url)
                .json(&json!({ "session_id": ticket }))
                .send()
                .await
                .expect("exchange")
        }
    };
    assert_eq!(exchange(app.client.clone()).await.status(), 200);
    let replay = exchange(browser()).await;
    assert_eq!(replay.status(), 401);
    let body: Value = replay.json().await.expect("json");
    assert!(body["detail"]
        .as_str()
        .expect("detail")
        .contains("expired or was already used"));
}

async fn short_session_ids_are_an_invalid_format(app: TestApp) {
    for bad in [json!({ "session_id": "abc" }), json!({})] {
        let res = app
            .client
            .post(app.url("/api/auth/session"))
            .json(&bad)
            .send()
            .await
            .expect("exchange");
        assert_eq!(res.status(), 400);
        assert_eq!(
            res.json::<Value>().await.expect("json")["detail"],
            "Invalid session ID format"
        );
    }
    let unknown = app
        .client
        .post(app.url("/api/auth/session"))
        .json(&json!({ "session_id": "x".repeat(43) }))
        .send()
        .await
        .expect("exchange");
    assert_eq!(unknown.status(), 401);
}

async fn redirects_off_this_site_are_refused(app: TestApp) {
    for evil in [
        "https://evil.example/dashboard",
        "http://localhost:8080@evil.example/",
        "//evil.example",
    ] {
        let res = app
            .client
            .get(app.url("/api/auth/login"))
            .query(&[("redirect", evil)])
            .send()
            .await
            .expect("login");
        assert_eq!(res.status(), 400, "{evil}");
    }
    let res = app
        .client
        .post(app.url("/api/auth/dev/login"))
        .form(&[
            ("name", "Eve"),
            ("email", "eve@example.com"),
            ("redirect", "https://evil.example/"),
        ])
        .send()
        .await
        .expect("dev login");
    assert_eq!(res.status(), 400);
    assert!(res.headers().get("location").is_none());
}

async fn the_dev_form_reports_missing_fields(app: TestApp) {
    let res = app
        .client
        .post(app.url("/api/auth/dev/login"))
        .form(&[
            ("name", " "),
            ("email", "not-an-email"),
            ("redirect", DASHBOARD),
        ])
        .send()
        .await
        .expect("dev login");
    assert_eq!(res.status(), 422);
    let page = res.text().await.expect("html");
    assert!(page.contains("Full name is required"));
    assert!(page.contains("Please enter a valid email address"));
    assert!(
        page.contains("value=\"not-an-email\""),
        "keeps what was typed"
    );
}

async fn logout_makes_the_old_cookie_useless(app: TestApp) {
    let ticket = app.ticket_for(&app.client, "Ana", "ana@example.com").await;
    let res = app
        .client
        .post(app.url("/api/auth/session"))
        .json(&json!({ "session_id": ticket }))
        .send()
        .await
        .expect("exchange");
    let set_cookie = res.headers()["set-cookie"]
        .to_str()
        .expect("cookie")
        .to_owned();
    assert!(set_cookie.contains("HttpOnly"), "{set_cookie}");
    assert!(set_cookie.contains("SameSite=Lax"), "{set_cookie}");
    assert!(set_cookie.contains("Path=/"), "{set_cookie}");
    let token = set_cookie
        .split(';')
        .next()
        .and_then(|kv| kv.strip_prefix("session_token="))
        .expect("token")
        .to_owned();

    let raw = reqwest::Client::new();
    let me = raw
        .get(app.url("/api/auth/me"))
        .headers(with_cookie(&token))
        .send()
        .await
        .expect("me");
    assert_eq!(me.status(), 200);

    let out = app
        .client
        .post(app.url("/api/auth/logout"))
        .send()
        .await
        .expect("logout");
    assert_eq!(out.status(), 204);
    let replayed = raw
        .get(app.url("/api/auth/me"))
        .headers(with_cookie(&token))
        .send()
        .await
        .expect("me");
    assert_eq!(replayed.status(), 401);
    let me_after = app
        .client
        .get(app.url("/api/auth/me"))
        .send()
        .await
        .expect("me");
    assert_eq!(me_after.status(), 401);
}

async fn signed_out_requests_get_401(app: TestApp) {
    let client = browser();
    for (method, path) in [
        ("GET", "/api/auth/me"),
        ("GET", "/api/resume/list"),
        ("GET", "/api/resume/some-id"),
        ("POST", "/api/resume/save"),
        ("PUT", "/api/resume/some-id"),
        ("DELETE", "/api/resume/some-id"),
        ("POST", "/api/support/contact"),
    ] {
        let req = client.request(method.parse().expect("method"), app.url(path));
        let req = if method == "GET" || method == "DELETE" {
            req
        } else {
            req.json(&json!({}))
        };
        let res = req.send().await.expect("request");
        assert_eq!(res.status(), 401, "{method} {path}");
        assert_eq!(
            res.json::<Value>().await.expect("json")["detail"],
            "Not authenticated"
        );
    }
}

async fn signing_in_again_keeps_the_same_user(app: TestApp) {
    let first = app.sign_in("Ana", "ana@example.com").await;
    let second = app
        .sign_in_client(&browser(), "Ana Souza", "ANA@example.com")
        .await;
    assert_eq!(first["id"], second["id"]);
    assert_eq!(second["name"], "Ana Souza", "name refreshed at sign-in");
}

/// Sign-in completions from one address are limited; the limit answers 429 with Retry-After.
#[actix_web::test]
async fn sign_in_attempts_are_rate_limited_per_address() {
    let app = crate::helpers::spawn_app(crate::helpers::Backend::Sqlite)
        .await
        .expect("app");
    let mut statuses = Vec::new();
    let started = std::time::Instant::now();
    for _ in 0..40 {
        let res = app
            .client
            .post(app.url("/api/auth/session"))
            .json(&json!({ "session_id": "x".repeat(43) }))
            .send()
            .await
            .expect("exchange");
        statuses.push(res.status().as_u16());
        if res.status() == 429 {
            assert!(res.headers().contains_key("retry-after"));
            let body: Value = res.json().await.expect("json");
            assert!(body["detail"]
                .as_str()
                .expect("detail")
                .contains("Too many attempts"));
            break;
        }
    }
    // 30 at once, then one more every 2 s (30 a minute): a slow run may earn a few more.
    let refilled = (started.elapsed().as_secs_f64() / 2.0).floor() as usize;
    let answered = statuses.iter().filter(|s| **s == 401).count();
    assert!(
        (30..=30 + refilled).contains(&answered),
        "{answered} attempts before the limit in {:?}: {statuses:?}",
        started.elapsed()
    );
    assert_eq!(statuses.last(), Some(&429));
    let me = app
        .client
        .get(app.url("/api/auth/me"))
        .send()
        .await
        .expect("me");
    assert_eq!(me.status(), 401, "other endpoints are not limited");
    let form = app
        .client
        .get(app.url("/api/auth/dev/login"))
        .send()
        .await
        .expect("sign-in page");
    assert_eq!(
        form.status(),
        200,
        "opening the sign-in page is not limited"
    );
}

/// Using a session moves its expiry forward, whichever read uses it: the resume list, which on
/// SQLite records the use after answering, as much as the account's own endpoint.
async fn a_session_in_use_rolls_on(app: TestApp) {
    app.sign_in("Ana", "ana@example.com").await;
    let stamp = |secs: i64| {
        (chrono::Utc::now() + chrono::Duration::seconds(secs))
            .format("%Y-%m-%d %H:%M:%S%.6f")
            .to_string()
    };
    // Last used two hours ago, and about to expire.
    app.sql(&format!(
        "UPDATE sessions SET last_seen_at = '{}', expires_at = '{}'",
        stamp(-7200),
        stamp(2)
    ));
    let status = |path: &'static str| {
        let request = app.client.get(app.url(path));
        async move { request.send().await.expect("get").status().as_u16() }
    };
    assert_eq!(status("/api/resume/list").await, 200);
    // On SQLite the use is recorded after the answer: wait for it, then for the old expiry.
    app.wait_for_count(
        &format!(
            "SELECT COUNT(*) AS n FROM sessions WHERE last_seen_at > '{}'",
            stamp(-60)
        ),
        1,
    )
    .await;
    app.advance_clock(std::time::Duration::from_secs(3));
    assert_eq!(
        status("/api/auth/me").await,
        200,
        "the list's use rolled the session on past its old expiry"
    );
}
