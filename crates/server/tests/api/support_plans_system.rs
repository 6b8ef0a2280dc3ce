use serde_json::{json, Value};

use crate::helpers::TestApp;
use crate::on_every_backend;

on_every_backend!(
    support_requests_are_stored_and_validated,
    plans_follow_the_region,
    cross_site_writes_are_refused,
    config_health_and_openapi_answer,
    unknown_api_routes_are_json_404s,
    the_root_explains_an_unbuilt_client,
    only_answers_worth_compressing_are_gzipped,
);

/// Small answers go as they are (gzip would cost time and save nothing); large ones are gzipped
/// for a client that accepts it, and only for one that does.
async fn only_answers_worth_compressing_are_gzipped(app: TestApp) {
    let get = |path: &'static str, accept: &'static str| {
        let request = app
            .client
            .get(app.url(path))
            .header("Accept-Encoding", accept);
        async move { request.send().await.expect("get") }
    };
    let encoding = |res: &reqwest::Response| {
        res.headers()
            .get("content-encoding")
            .map(|v| v.to_str().unwrap_or_default().to_owned())
    };

    let small = get("/api/config", "gzip").await;
    assert_eq!(small.status(), 200);
    assert_eq!(encoding(&small), None);
    let body = small.bytes().await.expect("body");
    assert!(body.len() < 1024, "{} bytes", body.len());
    assert!(serde_json::from_slice::<Value>(&body).is_ok(), "plain JSON");

    let large = get("/api/openapi.json", "gzip").await;
    assert_eq!(encoding(&large).as_deref(), Some("gzip"));
    assert!(large
        .bytes()
        .await
        .expect("body")
        .starts_with(&[0x1f, 0x8b]));

    let plain = get("/api/openapi.json", "identity").await;
    assert_eq!(encoding(&plain), None);
    assert!(plain.bytes().await.expect("body").len() > 1024);
}

async fn support_requests_are_stored_and_validated(app: TestApp) {
    app.sign_in("Ana", "ana@example.com").await;
    let res = app
        .client
        .post(app.url("/api/support/contact"))
        .json(&json!({ "subject": "Cannot download", "category": "billing", "message": "Help please" }))
        .send()
        .await
        .expect("contact");
    assert_eq!(res.status(), 201);
    assert!(res.json::<Value>().await.expect("json")["id"].is_string());

    let bad = app
        .client
        .post(app.url("/api/support/contact"))
        .json(&json!({ "subject": "  ", "message": "" }))
        .send()
        .await
        .expect("contact");
    assert_eq!(bad.status(), 422);
    let body: Value = bad.json().await.expect("json");
    let msgs: Vec<&str> = body["detail"]
        .as_array()
        .expect("list")
        .iter()
        .map(|e| e["msg"].as_str().expect("msg"))
        .collect();
    assert_eq!(msgs, ["Subject is required", "Message is required"]);

    let bad_category = app
        .client
        .post(app.url("/api/support/contact"))
        .json(&json!({ "subject": "x", "message": "y", "category": "sales" }))
        .send()
        .await
        .expect("contact");
    assert_eq!(bad_category.status(), 422);
}

async fn plans_follow_the_region(app: TestApp) {
    for (region, expected) in [
        ("INR", [50.0, 1000.0]),
        ("AED", [10.0, 200.0]),
        ("USD", [4.99, 49.99]),
        ("EUR", [4.99, 49.99]),
    ] {
        let body: Value = app.get_json(&format!("/api/plans?region={region}")).await;
        let prices: Vec<f64> = body["plans"]
            .as_array()
            .expect("plans")
            .iter()
            .map(|p| p["price"].as_f64().expect("price"))
            .collect();
        assert_eq!(prices, expected, "{region}");
        assert_eq!(body["plans"][1]["popular"], true);
        assert_eq!(body["plans"][0]["id"], "single_pdf");
    }
}

async fn cross_site_writes_are_refused(app: TestApp) {
    app.sign_in("Ana", "ana@example.com").await;
    let res = app
        .client
        .post(app.url("/api/support/contact"))
        .header("origin", "https://evil.example")
        .json(&json!({ "subject": "x", "message": "y" }))
        .send()
        .await
        .expect("contact");
    assert_eq!(res.status(), 403);
    let same_site = app
        .client
        .post(app.url("/api/support/contact"))
        .header("origin", "http://localhost:8080")
        .json(&json!({ "subject": "x", "message": "y" }))
        .send()
        .await
        .expect("contact");
    assert_eq!(same_site.status(), 201);
}

async fn config_health_and_openapi_answer(app: TestApp) {
    let config: Value = app.get_json("/api/config").await;
    assert_eq!(
        config["sign_in"],
        json!({ "kind": "dev", "label": "Email" })
    );
    for path in ["/healthz", "/readyz", "/api/healthz", "/api/readyz"] {
        assert_eq!(
            app.client
                .get(app.url(path))
                .send()
                .await
                .expect("health")
                .status(),
            200,
            "{path}"
        );
    }
    let doc: Value = app.get_json("/api/openapi.json").await;
    assert!(doc["openapi"].as_str().expect("version").starts_with("3."));
    for path in [
        "/api/resume/save",
        "/api/resume/{id}",
        "/api/auth/session",
        "/api/plans",
    ] {
        assert!(doc["paths"].get(path).is_some(), "{path} documented");
    }
}

async fn unknown_api_routes_are_json_404s(app: TestApp) {
    let res = app
        .client
        .get(app.url("/api/nope"))
        .send()
        .await
        .expect("get");
    assert_eq!(res.status(), 404);
    assert_eq!(
        res.json::<Value>().await.expect("json")["detail"],
        "Not found"
    );
}

async fn the_root_explains_an_unbuilt_client(app: TestApp) {
    let res = app.client.get(app.url("/")).send().await.expect("root");
    assert_eq!(res.status(), 503);
    assert!(res
        .text()
        .await
        .expect("html")
        .contains("web client is not built"));
}

#[actix_web::test]
async fn every_response_carries_security_headers_and_a_request_id() {
    let app = crate::helpers::spawn_app(crate::helpers::Backend::Sqlite)
        .await
        .expect("app");
    for path in ["/", "/api/config", "/api/resume/list", "/api/nope"] {
        let res = app.client.get(app.url(path)).send().await.expect("get");
        let h = res.headers();
        assert_eq!(h["x-content-type-options"], "nosniff", "{path}");
        assert_eq!(h["x-frame-options"], "DENY", "{path}");
        assert!(
            h["content-security-policy"]
                .to_str()
                .expect("csp")
                .contains("frame-ancestors 'none'"),
            "{path}"
        );
        assert!(h.contains_key("referrer-policy"), "{path}");
        assert!(
            !h.contains_key("strict-transport-security"),
            "no HSTS on http"
        );
        assert_eq!(h["x-request-id"].to_str().expect("id").len(), 36, "{path}");
    }
}
