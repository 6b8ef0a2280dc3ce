//! Operators' view: `/metrics` behind its token, counted by route pattern; request ids in
//! every error body, matching the `X-Request-Id` header.

use std::time::Duration;

use reqwest::header::CONTENT_TYPE;
use serde_json::{json, Value};
use wiremock::matchers::{method, path};
use wiremock::{Mock, MockServer, ResponseTemplate};

use crate::helpers::{full_resume, spawn_app_with, Backend, TestApp, PUBLIC_URL};
use crate::on_every_backend;
use crate::process::Server;

const TOKEN: &str = "test-scrape-token-0123456789";

async fn app_with_metrics(extra: &[(&str, &str)]) -> TestApp {
    let mut vars = vec![("METRICS_TOKEN", TOKEN)];
    vars.extend_from_slice(extra);
    spawn_app_with(Backend::Sqlite, &vars).await.expect("app")
}

async fn scrape(app: &TestApp) -> String {
    let res = app
        .client
        .get(app.url("/metrics"))
        .bearer_auth(TOKEN)
        .send()
        .await
        .expect("scrape");
    assert_eq!(res.status(), 200);
    assert!(res.headers()[CONTENT_TYPE]
        .to_str()
        .expect("type")
        .starts_with("application/openmetrics-text"));
    res.text().await.expect("text")
}

/// The value of the one sample whose line starts with `series` (name and labels).
fn sample(text: &str, series: &str) -> Option<f64> {
    text.lines()
        .find_map(|line| line.strip_prefix(series)?.strip_prefix(' '))
        .and_then(|v| v.parse().ok())
}

#[actix_web::test]
async fn metrics_are_not_served_without_a_token_configured() {
    let app = spawn_app_with(Backend::Sqlite, &[]).await.expect("app");
    let res = app
        .client
        .get(app.url("/metrics"))
        .bearer_auth(TOKEN)
        .send()
        .await
        .expect("get");
    // The path falls through to the web client (a 404 page, or 503 when it is not built).
    assert_ne!(res.status(), 200);
    assert!(!res.text().await.expect("body").contains("vitae_build_info"));
}

#[actix_web::test]
async fn metrics_need_the_bearer_token() {
    let app = app_with_metrics(&[]).await;
    for auth in [None, Some("Bearer wrong-token-0123456789"), Some(TOKEN)] {
        let mut req = app.client.get(app.url("/metrics"));
        if let Some(value) = auth {
            req = req.header("Authorization", value);
        }
        let res = req.send().await.expect("get");
        assert_eq!(res.status(), 401, "{auth:?}");
        assert_eq!(
            res.headers()["www-authenticate"],
            "Bearer realm=\"metrics\""
        );
        let body: Value = res.json().await.expect("json");
        assert_eq!(body["detail"], "Not authenticated");
    }
    let text = scrape(&app).await;
    assert!(text.ends_with("# EOF\n"), "{text}");
    assert!(text.contains("vitae_build_info{version=\""), "{text}");
    assert!(sample(&text, "process_start_time_seconds").is_some_and(|t| t > 1.7e9));
}

#[actix_web::test]
async fn requests_are_counted_by_route_pattern_and_status() {
    let app = app_with_metrics(&[]).await;
    app.sign_in("Ana", "ana@example.com").await;
    let id = app.save(&app.client, &full_resume()).await;
    let missing = uuid::Uuid::new_v4().to_string();
    for resume in [&id, &id, &missing] {
        app.client
            .get(app.url(&format!("/api/resume/{resume}")))
            .send()
            .await
            .expect("get");
    }
    let mut scanned = Vec::new();
    for _ in 0..3 {
        let probe = format!("/api/probe-{}", uuid::Uuid::new_v4().simple());
        let res = app.client.get(app.url(&probe)).send().await.expect("probe");
        assert_eq!(res.status(), 404);
        scanned.push(probe);
    }

    let text = scrape(&app).await;
    let count = |route: &str, status: u16| {
        sample(
            &text,
            &format!(
                "vitae_http_requests_total{{method=\"GET\",route=\"{route}\",status=\"{status}\"}}"
            ),
        )
    };
    assert_eq!(count("/api/resume/{id}", 200), Some(2.0), "{text}");
    assert_eq!(count("/api/resume/{id}", 404), Some(1.0), "{text}");
    assert_eq!(count("(unmatched)", 404), Some(3.0), "{text}");
    assert!(sample(
        &text,
        "vitae_http_request_duration_seconds_count{method=\"GET\",route=\"/api/resume/{id}\",status=\"200\"}"
    ) == Some(2.0), "{text}");
    for raw in scanned
        .iter()
        .map(String::as_str)
        .chain([id.as_str(), missing.as_str()])
    {
        assert!(
            !text.contains(raw),
            "raw path {raw} became a label:\n{text}"
        );
    }
    assert_eq!(sample(&text, "vitae_db_pool_max_connections"), Some(4.0));
    assert!(sample(&text, "vitae_db_pool_connections").is_some_and(|n| n >= 1.0));
    assert!(sample(&text, "vitae_db_pool_checkouts_total").is_some_and(|n| n >= 5.0));
    assert_eq!(sample(&text, "vitae_db_pool_timeouts_total"), Some(0.0));
}

#[actix_web::test]
async fn ai_and_payment_calls_are_timed_by_provider() {
    let app = app_with_metrics(&[]).await;
    app.sign_in("Ana", "ana@example.com").await;
    let res = app
        .client
        .post(app.url("/api/resume/generate"))
        .json(&json!({ "resume_data": full_resume() }))
        .send()
        .await
        .expect("generate");
    assert_eq!(res.status(), 200);
    app.open_checkout(&app.client, "single_pdf", "USD").await;

    let text = scrape(&app).await;
    assert_eq!(
        sample(
            &text,
            "vitae_ai_writer_call_duration_seconds_count{provider=\"built-in\",operation=\"enhance_resume\"}"
        ),
        Some(1.0),
        "{text}"
    );
    assert!(
        !text.contains("vitae_ai_writer_call_failures_total{"),
        "{text}"
    );
    assert_eq!(
        sample(
            &text,
            "vitae_payment_provider_call_duration_seconds_count{provider=\"demo\",operation=\"create_checkout\"}"
        ),
        Some(1.0),
        "{text}"
    );
}

#[actix_web::test]
async fn a_failing_model_is_counted_as_a_failure() {
    let model = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/v1/chat/completions"))
        .respond_with(ResponseTemplate::new(500).set_body_string("boom"))
        .mount(&model)
        .await;
    let base = format!("{}/v1", model.uri());
    let app = app_with_metrics(&[
        ("AI_BASE_URL", &base),
        ("AI_MODEL", "test-model"),
        ("AI_TIMEOUT_SECS", "20"),
    ])
    .await;
    app.sign_in("Ana", "ana@example.com").await;
    let res = app
        .client
        .post(app.url("/api/resume/generate"))
        .json(&json!({ "resume_data": full_resume() }))
        .send()
        .await
        .expect("generate");
    assert_eq!(res.status(), 502);
    let text = scrape(&app).await;
    assert_eq!(
        sample(
            &text,
            "vitae_ai_writer_call_failures_total{provider=\"openai-compatible\",operation=\"enhance_resume\",reason=\"upstream\"}"
        ),
        Some(1.0),
        "{text}"
    );
    assert_eq!(
        sample(
            &text,
            "vitae_http_requests_total{method=\"POST\",route=\"/api/resume/generate\",status=\"502\"}"
        ),
        Some(1.0),
        "{text}"
    );
}

on_every_backend!(error_bodies_carry_the_request_id);

/// Sends `req` and checks the answer: `status`, the error `detail` the client reads, and a
/// `request_id` equal to the `X-Request-Id` header.
async fn expect_error(req: reqwest::RequestBuilder, status: u16) -> Value {
    let res = req.send().await.expect("send");
    assert_eq!(res.status(), status);
    let header = res.headers()["x-request-id"]
        .to_str()
        .expect("id")
        .to_owned();
    assert!(res.headers()[CONTENT_TYPE]
        .to_str()
        .expect("type")
        .starts_with("application/json"));
    let body: Value = res.json().await.expect("json body");
    assert_eq!(body["request_id"], header.as_str(), "{body}");
    assert!(!body["detail"].is_null(), "{body}");
    body
}

async fn error_bodies_carry_the_request_id(app: TestApp) {
    let body = expect_error(app.client.get(app.url("/api/auth/me")), 401).await;
    assert_eq!(body["detail"], "Not authenticated");

    app.sign_in("Ana", "ana@example.com").await;
    let missing = format!("/api/resume/{}", uuid::Uuid::new_v4());
    let body = expect_error(app.client.get(app.url(&missing)), 404).await;
    assert_eq!(body["detail"], "Resume not found");
    expect_error(app.client.get(app.url("/api/no-such-thing")), 404).await;

    let save = || app.client.post(app.url("/api/resume/save"));
    let body = expect_error(
        save().header(CONTENT_TYPE, "application/json").body("{"),
        400,
    )
    .await;
    assert!(body["detail"]
        .as_str()
        .expect("text")
        .starts_with("Malformed JSON"));
    let body = expect_error(save().header(CONTENT_TYPE, "text/plain").body("{}"), 415).await;
    assert_eq!(body["detail"], "Content-Type must be application/json");
    let huge = json!({ "resume_data": { "name": "x".repeat(vitae_api::JSON_BODY_LIMIT) } });
    expect_error(save().json(&huge), 413).await;
    let body = expect_error(
        save().json(&json!({ "resume_data": { "name": "" }, "template_style": "modern" })),
        422,
    )
    .await;
    assert!(body["detail"].is_array(), "validation detail kept: {body}");

    // A route answers 405 to a method it does not have; actix-web writes that one itself.
    let body = expect_error(
        app.client
            .post(app.url("/healthz"))
            .header("Origin", PUBLIC_URL),
        405,
    )
    .await;
    assert_eq!(body["detail"], "Method Not Allowed");
}

#[actix_web::test]
async fn a_rate_limited_answer_carries_the_request_id() {
    let app = spawn_app_with(Backend::Sqlite, &[("SIGN_IN_LIMIT_PER_MINUTE", "1")])
        .await
        .expect("app");
    let exchange = || {
        app.client
            .post(app.url("/api/auth/session"))
            .json(&json!({ "session_id": "not-a-real-ticket-value" }))
    };
    exchange().send().await.expect("first");
    expect_error(exchange(), 429).await;
}

/// `vitae healthcheck` (the container's health check) succeeds against a ready server and
/// fails where nothing listens.
#[actix_web::test]
async fn the_healthcheck_reports_readiness() {
    let app = spawn_app_with(Backend::Sqlite, &[]).await.expect("app");
    let addr: std::net::SocketAddr = app
        .base
        .trim_start_matches("http://")
        .parse()
        .expect("addr");
    let checked =
        actix_web::rt::task::spawn_blocking(move || vitae_server::healthcheck::ready(addr))
            .await
            .expect("join");
    assert_eq!(checked, Ok(()));
    let closed = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("free port");
    assert!(vitae_server::healthcheck::ready(closed).is_err());
}

/// At the default level an operator sees the API's requests and the web client's failures, not
/// one line per script or font a page load fetches; `debug` shows those too.
#[actix_web::test]
async fn web_client_files_log_at_debug_and_api_requests_at_info() {
    let site = tempfile::tempdir().expect("site");
    std::fs::create_dir_all(site.path().join("_next/static/chunks")).expect("dirs");
    std::fs::write(site.path().join("index.html"), "landing").expect("index");
    std::fs::write(site.path().join("404.html"), "not here").expect("404");
    std::fs::write(site.path().join("_next/static/chunks/app-1a2b.js"), "1").expect("chunk");
    let data = tempfile::tempdir().expect("data");
    let database = format!("sqlite://{}", data.path().join("vitae.db").display());
    let static_dir = site.path().display().to_string();

    for (filter, files_logged) in [("info", false), ("info,vitae_server=debug", true)] {
        let server = Server::start(
            &database,
            &[
                ("STATIC_DIR", static_dir.as_str()),
                ("RUST_LOG", filter),
                ("LOG_FORMAT", "json"),
            ],
        )
        .await;
        let client = reqwest::Client::new();
        for path in [
            "/_next/static/chunks/app-1a2b.js",
            "/",
            "/api/config",
            "/missing",
        ] {
            client.get(server.url(path)).send().await.expect("get");
        }
        let finished: Vec<Value> = server
            .log_text_with("\"http.target\":\"/missing\"", Duration::from_secs(5))
            .await
            .lines()
            .filter_map(|line| serde_json::from_str::<Value>(line).ok())
            .filter(|line| line["fields"]["message"] == "request finished")
            .collect();
        let logged = |path: &str| {
            finished
                .iter()
                .find(|line| line["span"]["http.target"] == path)
                .map(|line| line["level"].as_str().unwrap_or_default().to_owned())
        };
        assert_eq!(logged("/api/config").as_deref(), Some("INFO"), "{filter}");
        assert_eq!(logged("/missing").as_deref(), Some("INFO"), "{filter}");
        let files = if files_logged { Some("DEBUG") } else { None };
        assert_eq!(logged("/").as_deref(), files, "{filter}");
        assert_eq!(
            logged("/_next/static/chunks/app-1a2b.js").as_deref(),
            files,
            "{filter}"
        );
    }
}

/// A log sent to a file or a journal is plain text: colours only for a person at a terminal.
#[actix_web::test]
async fn text_logs_in_a_file_carry_no_colour_codes() {
    let data = tempfile::tempdir().expect("data");
    let database = format!("sqlite://{}", data.path().join("vitae.db").display());
    let server = Server::start(&database, &[("RUST_LOG", "info"), ("LOG_FORMAT", "text")]).await;
    reqwest::get(server.url("/api/config")).await.expect("get");
    let log = server
        .log_text_with("request finished", Duration::from_secs(5))
        .await;
    assert!(log.contains("request finished"), "{log}");
    assert!(
        !log.contains('\u{1b}'),
        "escape codes in the log file: {log:?}"
    );
}
