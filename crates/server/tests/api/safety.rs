//! The attacks an operator taking real money must be safe from, each told as the attack:
//! sign-in tickets planted in another browser, decompression-bomb photos, spoofed proxy
//! headers, unbounded model spend, stale sessions and sign-in codes in the logs.

use std::io::Write;
use std::time::Duration;

use base64::Engine;
use serde_json::{json, Value};
use wiremock::matchers::{method, path};
use wiremock::{Mock, MockServer, ResponseTemplate};

use crate::helpers::{
    browser, created_id, fresh_database, full_resume, spawn_app_with, start_sign_in, Backend,
    TestApp, TestDb, DASHBOARD,
};
use crate::on_every_backend;
use crate::process::Server;

on_every_backend!(
    a_ticket_planted_in_another_browser_is_refused_and_burnt,
    a_session_past_its_absolute_lifetime_is_refused_however_busy,
    signing_out_of_all_devices_ends_every_session_of_the_user_only,
    a_decompression_bomb_photo_is_refused_at_save_and_changes_nothing,
    the_largest_valid_resume_with_the_largest_photo_fits_the_body_limit,
);

async fn a_ticket_planted_in_another_browser_is_refused_and_burnt(app: TestApp) {
    // The attacker signs in as themselves and stops before exchanging the ticket.
    let attacker = browser();
    let ticket = app
        .ticket_for(&attacker, "Mallory", "mallory@example.com")
        .await;
    // The victim opens `/dashboard#session_id=<ticket>`, with or without a sign-in of their own.
    let victim = browser();
    for started in [false, true] {
        if started {
            start_sign_in(&app.base, &victim).await;
        }
        let res = victim
            .post(app.url("/api/auth/session"))
            .json(&json!({ "session_id": ticket }))
            .send()
            .await
            .expect("exchange");
        assert_eq!(res.status(), 401, "started a sign-in: {started}");
    }
    let me = me_status(&app, &victim).await;
    assert_eq!(me, 401, "the victim is not signed in as the attacker");
    // The planted ticket is spent: not even the attacker's own browser can use it now.
    let res = attacker
        .post(app.url("/api/auth/session"))
        .json(&json!({ "session_id": ticket }))
        .send()
        .await
        .expect("exchange");
    assert_eq!(res.status(), 401);

    // In the browser that started it, a ticket works once.
    let user = app.sign_in("Ana", "ana@example.com").await;
    assert_eq!(user["email"], "ana@example.com");
}

#[actix_web::test]
async fn the_dev_form_posted_without_starting_a_sign_in_issues_no_ticket() {
    let app = spawn_app_with(Backend::Sqlite, &[]).await.expect("app");
    let res = browser()
        .post(app.url("/api/auth/dev/login"))
        .form(&[
            ("name", "Ana"),
            ("email", "ana@example.com"),
            ("redirect", DASHBOARD),
        ])
        .send()
        .await
        .expect("post");
    assert_eq!(
        res.status(),
        422,
        "the form again, not a redirect with a ticket"
    );
    assert!(res
        .headers()
        .get_all("set-cookie")
        .iter()
        .any(|c| c.to_str().is_ok_and(|c| c.starts_with("vitae_sign_in="))));
    let page = res.text().await.expect("html");
    assert!(page.contains("submit the form again"), "{page}");
}

async fn a_session_past_its_absolute_lifetime_is_refused_however_busy(app: TestApp) {
    app.sign_in("Ana", "ana@example.com").await;
    assert_eq!(app.me().await["email"], "ana@example.com");
    // Thirty days and a minute of constant use later: the rolling expiry alone would keep it.
    app.sql(match app.db {
        TestDb::Sqlite(_) => {
            "UPDATE sessions SET created_at = strftime('%Y-%m-%d %H:%M:%f', created_at, '-30 days', '-1 minute')"
        }
        TestDb::Postgres { .. } => {
            "UPDATE sessions SET created_at = created_at - INTERVAL '30 days 1 minute'"
        }
    });
    assert_eq!(me_status(&app, &app.client).await, 401);
}

async fn signing_out_of_all_devices_ends_every_session_of_the_user_only(app: TestApp) {
    let laptop = browser();
    let phone = browser();
    app.sign_in_client(&laptop, "Ana", "ana@example.com").await;
    app.sign_in_client(&phone, "Ana", "ana@example.com").await;
    let someone_else = app.other_user().await;

    let res = phone
        .post(app.url("/api/auth/logout-all"))
        .send()
        .await
        .expect("logout-all");
    assert_eq!(res.status(), 204);
    for (who, client) in [("laptop", &laptop), ("phone", &phone)] {
        let res = me_status(&app, client).await;
        assert_eq!(res, 401, "{who}");
    }
    let res = me_status(&app, &someone_else).await;
    assert_eq!(res, 200, "another user's sessions are untouched");
    let again = phone
        .post(app.url("/api/auth/logout-all"))
        .send()
        .await
        .expect("logout-all");
    assert_eq!(again.status(), 401);
}

/// The status `GET /api/auth/me` answers `client`: 200 signed in, 401 not.
async fn me_status(app: &TestApp, client: &reqwest::Client) -> reqwest::StatusCode {
    client
        .get(app.url("/api/auth/me"))
        .send()
        .await
        .expect("me")
        .status()
}

/// A PNG declaring `width` × `height` pixels whose rows come from `row`, written row by row so
/// that even a huge declared image costs the test little memory.
fn png(
    (width, height): (u32, u32),
    color: png::ColorType,
    compression: png::Compression,
    mut row: impl FnMut(u32) -> Vec<u8>,
) -> Vec<u8> {
    let mut out = Vec::new();
    {
        let mut encoder = png::Encoder::new(&mut out, width, height);
        encoder.set_color(color);
        encoder.set_depth(png::BitDepth::Eight);
        encoder.set_compression(compression);
        let mut writer = encoder.write_header().expect("header");
        let mut stream = writer.stream_writer().expect("stream");
        for y in 0..height {
            stream.write_all(&row(y)).expect("row");
        }
        stream.finish().expect("finish");
    }
    out
}

fn data_url(bytes: &[u8]) -> String {
    format!(
        "data:image/png;base64,{}",
        base64::engine::general_purpose::STANDARD.encode(bytes)
    )
}

/// 11 000 × 11 000 black pixels: a few hundred kilobytes on the wire, 121 MB decoded (and four
/// times that once a decoder turns it into RGBA).
fn bomb() -> Vec<u8> {
    let side = 11_000;
    let zeros = vec![0u8; side as usize];
    png(
        (side, side),
        png::ColorType::Grayscale,
        png::Compression::Balanced,
        |_| zeros.clone(),
    )
}

async fn a_decompression_bomb_photo_is_refused_at_save_and_changes_nothing(app: TestApp) {
    app.sign_in("Ana", "ana@example.com").await;
    let bomb = bomb();
    assert!(
        bomb.len() < 2_097_152,
        "within the byte limit: {}",
        bomb.len()
    );
    let mut resume = full_resume();
    resume["profile_photo"] = json!(data_url(&bomb));
    let res = app
        .client
        .post(app.url("/api/resume/save"))
        .json(&json!({ "resume_data": resume, "template_style": "modern" }))
        .send()
        .await
        .expect("save");
    assert_eq!(res.status(), 422);
    let body: Value = res.json().await.expect("json");
    assert_eq!(
        body["detail"][0]["loc"],
        json!(["body", "resume_data", "profile_photo"])
    );
    assert!(body["detail"][0]["msg"]
        .as_str()
        .is_some_and(|m| m.contains("4096")));
    let list = app.get_json("/api/resume/list").await;
    assert_eq!(list.as_array().map(Vec::len), Some(0), "nothing stored");
}

/// A photo of the largest kind a user can store: just under 2 MB of noise.
fn largest_photo() -> Vec<u8> {
    let side = 830;
    let mut seed = 0x2545_f491_u32;
    let photo = png(
        (side, side),
        png::ColorType::Rgb,
        png::Compression::NoCompression,
        |_| {
            (0..side * 3)
                .map(|_| {
                    seed ^= seed << 13;
                    seed ^= seed >> 17;
                    seed ^= seed << 5;
                    seed.to_le_bytes()[0]
                })
                .collect()
        },
    );
    assert!(
        (1_900_000..=2_097_152).contains(&photo.len()),
        "{}",
        photo.len()
    );
    photo
}

async fn the_largest_valid_resume_with_the_largest_photo_fits_the_body_limit(app: TestApp) {
    app.sign_in("Ana", "ana@example.com").await;
    // Every text at its limit, in characters UTF-8 takes four bytes for.
    let text = |n: usize| "😀".repeat(n);
    let work: Vec<Value> = (0..30)
        .map(|_| json!({ "position": text(200), "company": text(200), "duration": text(100), "description": text(5000) }))
        .collect();
    let enhanced_work: Vec<Value> = (0..30)
        .map(|_| json!({ "position": text(200), "company": text(200), "duration": text(100), "description": text(5000), "enhanced_description": text(10_000) }))
        .collect();
    let resume = json!({
        "name": text(200), "email": "ana@example.com", "phone": text(200), "location": text(200),
        "summary": text(5000), "job_title": text(200), "experience_level": "senior",
        "work_experience": work,
        "education": (0..20).map(|_| json!({ "degree": text(200), "institution": text(200), "year": text(50) })).collect::<Vec<_>>(),
        "skills": (0..100).map(|_| text(100)).collect::<Vec<_>>(),
        "certifications": (0..50).map(|_| text(200)).collect::<Vec<_>>(),
        // Up to the limit on the whole resume's text (250 000 characters).
        "custom_sections": [{ "id": "cextra001", "heading": text(200), "entries":
            (0..9).map(|_| json!({ "title": text(200), "subtitle": text(200), "date": text(100), "description": text(5000) })).collect::<Vec<_>>() }],
        "profile_photo": data_url(&largest_photo()),
    });
    let enhanced = json!({
        "enhanced_summary": text(10_000),
        "enhanced_work_experience": enhanced_work,
        "ats_keywords": (0..100).map(|_| text(100)).collect::<Vec<_>>(),
        "suggested_skills": (0..100).map(|_| text(100)).collect::<Vec<_>>(),
    });
    let body = serde_json::to_vec(
        &json!({ "resume_data": resume, "ai_enhanced_data": enhanced, "template_style": "classic" }),
    )
    .expect("json");
    assert!(
        body.len() > 5_000_000,
        "as large as it gets: {}",
        body.len()
    );
    assert!(body.len() <= vitae_api::JSON_BODY_LIMIT);
    let res = app
        .client
        .post(app.url("/api/resume/save"))
        .header("content-type", "application/json")
        .body(body)
        .send()
        .await
        .expect("save");
    assert_eq!(
        res.status(),
        201,
        "{}",
        res.text().await.unwrap_or_default()
    );
}

#[actix_web::test]
async fn a_burst_of_pdf_renders_with_the_largest_photos_keeps_memory_bounded() {
    let (url, _db) = fresh_database(Backend::Sqlite).expect("sqlite");
    let server = Server::start(&url, &[]).await;
    // The largest photo by pixels (4096 × 4096, stored at 1024) and the largest by bytes.
    let gradient = png(
        (4096, 4096),
        png::ColorType::Rgb,
        png::Compression::Fast,
        |y| vec![(y % 251) as u8; 4096 * 3],
    );
    let photos = [data_url(&gradient), data_url(&largest_photo())];
    // Three people, each asking for as many renders at once as one person may queue
    // (`services::heavy`), so the burst is the server's to bound, not one user's line.
    let mut people = Vec::new();
    for name in ["Ana", "Bo", "Cy"] {
        let client = browser();
        let email = format!("{}@example.com", name.to_lowercase());
        crate::helpers::sign_in_at(&server.base, &client, name, &email).await;
        let mut ids = Vec::new();
        for photo in &photos {
            let mut resume = full_resume();
            resume["profile_photo"] = json!(photo);
            let res = client
                .post(server.url("/api/resume/save"))
                .json(&json!({ "resume_data": resume, "template_style": "corporate" }))
                .send()
                .await
                .expect("save");
            ids.push(created_id(res, "save").await);
        }
        people.push((client, ids));
    }
    let (client, ids) = &people[0];
    let stored: Value = client
        .get(server.url(&format!("/api/resume/{}", ids[0])))
        .send()
        .await
        .expect("get")
        .json()
        .await
        .expect("json");
    let photo = stored["resume_data"]["profile_photo"]
        .as_str()
        .expect("photo");
    assert!(photo.starts_with("data:image/jpeg;base64,"), "re-encoded");
    assert!(photo.len() < 400_000, "stored at 1024 px: {}", photo.len());

    let before = server.rss_kib();
    let renders = (0..24).map(|i| {
        let (client, ids) = &people[i % 3];
        let (client, url) = (
            client.clone(),
            server.url(&format!(
                "/api/resume/{}/pdf?watermark=true&template={}",
                ids[i % 2],
                ["modern", "minimal", "corporate", "classic", "elegant"][i % 5]
            )),
        );
        async move {
            let res = client.get(url).send().await.expect("pdf");
            assert_eq!(res.status(), 200);
            res.bytes().await.expect("bytes").len()
        }
    });
    let sizes = join_spawned(renders).await;
    assert!(sizes.iter().all(|&n| n > 10_000));
    let peak = server.peak_rss_kib();
    println!("RSS at rest {before} KiB, peak during 24 renders {peak} KiB");
    // The peak covers the saves (decoding a 4096-pixel photo) and the renders. Measured on
    // the debug build: 39 MB at rest, a peak of 147 MB (docs/security.md). One decoded
    // 11 000-pixel bomb alone would pass 360 MB.
    assert!(
        peak < before + 200 * 1024,
        "peak RSS {peak} KiB after {before} KiB at rest"
    );
}

async fn join_spawned<F: std::future::Future<Output = usize> + 'static>(
    futures: impl Iterator<Item = F>,
) -> Vec<usize> {
    let handles: Vec<_> = futures.map(actix_web::rt::spawn).collect();
    let mut out = Vec::new();
    for handle in handles {
        out.push(handle.await.expect("render task"));
    }
    out
}

#[actix_web::test]
async fn behind_a_proxy_only_the_rightmost_forwarded_for_hop_moves_the_sign_in_limit() {
    let app = spawn_app_with(
        Backend::Sqlite,
        &[("TRUST_PROXY", "true"), ("SIGN_IN_LIMIT_PER_MINUTE", "2")],
    )
    .await
    .expect("app");
    let attempt = |forwarded: &'static str, x_forwarded_for: String| {
        let url = app.url("/api/auth/session");
        async move {
            browser()
                .post(url)
                .header("forwarded", forwarded)
                .header("x-forwarded-for", x_forwarded_for)
                .json(&json!({ "session_id": "not-a-real-ticket-value" }))
                .send()
                .await
                .expect("post")
                .status()
                .as_u16()
        }
    };
    // The client writes whatever it likes into `Forwarded` and the left of `X-Forwarded-For`;
    // our proxy appends the address it saw, 203.0.113.7.
    let mut statuses = Vec::new();
    for i in 0..4 {
        let spoof = [
            "for=198.51.100.1",
            "for=198.51.100.2",
            "for=198.51.100.3",
            "for=198.51.100.4",
        ][i];
        statuses.push(attempt(spoof, format!("10.0.0.{i}, 203.0.113.7")).await);
    }
    assert_eq!(statuses, [401, 401, 429, 429]);
    // Another client behind the same proxy has a bucket of its own.
    assert_eq!(attempt("for=203.0.113.7", "203.0.113.8".into()).await, 401);
}

#[actix_web::test]
async fn on_https_the_session_cookie_is_host_prefixed() {
    let app = spawn_app_with(
        Backend::Sqlite,
        &[
            ("PUBLIC_URL", "https://resumes.example.com"),
            ("ALLOW_DEV_SIGN_IN", "true"),
            ("ALLOW_DEMO_CHECKOUT", "true"),
        ],
    )
    .await
    .expect("app");
    // Secure cookies do not travel over the test's plain http, so carry them by hand.
    let client = browser();
    let cookie = |res: &reqwest::Response, name: &str| -> String {
        res.headers()
            .get_all("set-cookie")
            .iter()
            .filter_map(|v| v.to_str().ok())
            .find(|c| c.starts_with(&format!("{name}=")))
            .unwrap_or_else(|| panic!("no {name} cookie"))
            .to_owned()
    };
    let started = client
        .get(app.url("/api/auth/login"))
        .query(&[("redirect", "https://resumes.example.com/dashboard")])
        .send()
        .await
        .expect("login");
    let sign_in = cookie(&started, "vitae_sign_in");
    assert!(
        sign_in.contains("Secure") && sign_in.contains("HttpOnly"),
        "{sign_in}"
    );
    let pair = sign_in.split(';').next().expect("pair").to_owned();
    let res = client
        .post(app.url("/api/auth/dev/login"))
        .header("cookie", &pair)
        .form(&[
            ("name", "Ana"),
            ("email", "ana@example.com"),
            ("redirect", "https://resumes.example.com/dashboard"),
        ])
        .send()
        .await
        .expect("dev login");
    let location = res.headers()["location"]
        .to_str()
        .expect("location")
        .to_owned();
    let ticket = location.split_once("#session_id=").expect("ticket").1;
    let res = client
        .post(app.url("/api/auth/session"))
        .header("cookie", &pair)
        .json(&json!({ "session_id": ticket }))
        .send()
        .await
        .expect("exchange");
    assert_eq!(res.status(), 200);
    let session = cookie(&res, "__Host-session_token");
    assert!(
        session.contains("Secure") && session.contains("Path=/"),
        "{session}"
    );
    assert!(
        !session.to_ascii_lowercase().contains("domain="),
        "{session}"
    );
    let token = session
        .split(';')
        .next()
        .and_then(|kv| kv.split_once('='))
        .expect("value")
        .1
        .to_owned();
    let me = |name: &'static str| {
        let (client, url, token) = (client.clone(), app.url("/api/auth/me"), token.clone());
        async move {
            client
                .get(url)
                .header("cookie", format!("{name}={token}"))
                .send()
                .await
                .expect("me")
                .status()
        }
    };
    assert_eq!(me("__Host-session_token").await, 200);
    assert_eq!(
        me("session_token").await,
        401,
        "only the prefixed name counts"
    );
}

#[actix_web::test]
async fn a_public_site_without_real_providers_does_not_start() {
    let (url, _db) = fresh_database(Backend::Sqlite).expect("sqlite");
    let mut server = Server::spawn(&url, &[("PUBLIC_URL", "https://resumes.example.com")]);
    let exit = server.wait_exit(Duration::from_secs(30));
    assert!(!exit.success());
    let log = server.log_text();
    assert!(
        log.contains("OIDC_ISSUER_URL") && log.contains("ALLOW_DEV_SIGN_IN"),
        "{log}"
    );
}

#[actix_web::test]
async fn sign_in_codes_and_states_never_reach_the_logs() {
    let (url, _db) = fresh_database(Backend::Sqlite).expect("sqlite");
    let server = Server::start(&url, &[("RUST_LOG", "info")]).await;
    let res = browser()
        .get(server.url("/api/auth/callback?code=CODE-4f9a1c&state=STATE-77b2e0"))
        .send()
        .await
        .expect("callback");
    assert_eq!(res.status(), 404, "no OpenID Connect provider here");
    let log = server
        .log_text_with("/api/auth/callback", Duration::from_secs(10))
        .await;
    assert!(
        log.contains("/api/auth/callback"),
        "the request is logged: {log}"
    );
    assert!(
        !log.contains("CODE-4f9a1c") && !log.contains("STATE-77b2e0"),
        "{log}"
    );
}

/// A model server that refuses every call, as one does a prompt past its context window.
async fn failing_model() -> MockServer {
    let model = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/v1/chat/completions"))
        .respond_with(ResponseTemplate::new(400).set_body_json(json!({"error": {
            "message": "This model's maximum context length is 8192 tokens.",
            "type": "invalid_request_error"
        }})))
        .mount(&model)
        .await;
    model
}

async fn generate(app: &TestApp, client: &reqwest::Client) -> u16 {
    client
        .post(app.url("/api/resume/generate"))
        .json(&json!({ "resume_data": full_resume() }))
        .send()
        .await
        .expect("generate")
        .status()
        .as_u16()
}

#[actix_web::test]
async fn failed_model_calls_still_count_against_the_quota() {
    let model = failing_model().await;
    let base = format!("{}/v1", model.uri());
    let app = spawn_app_with(
        Backend::Sqlite,
        &[
            ("AI_BASE_URL", base.as_str()),
            ("AI_MODEL", "m"),
            ("AI_TIMEOUT_SECS", "20"),
            ("FREE_AI_DAILY_LIMIT", "2"),
        ],
    )
    .await
    .expect("app");
    app.sign_in("Ana", "ana@example.com").await;
    let statuses = [
        generate(&app, &app.client).await,
        generate(&app, &app.client).await,
        generate(&app, &app.client).await,
    ];
    assert_eq!(
        statuses,
        [502, 502, 429],
        "each call reached the model and costs"
    );
}

#[actix_web::test]
async fn a_model_that_cannot_be_reached_costs_no_quota() {
    let app = spawn_app_with(
        Backend::Sqlite,
        &[
            ("AI_BASE_URL", "http://127.0.0.1:9/v1"),
            ("AI_MODEL", "m"),
            ("FREE_AI_DAILY_LIMIT", "1"),
        ],
    )
    .await
    .expect("app");
    app.sign_in("Ana", "ana@example.com").await;
    for _ in 0..3 {
        assert_eq!(generate(&app, &app.client).await, 502, "never 429");
    }
}

#[actix_web::test]
async fn the_site_wide_daily_cap_stops_model_calls_for_everyone() {
    let model = failing_model().await;
    let base = format!("{}/v1", model.uri());
    let app = spawn_app_with(
        Backend::Sqlite,
        &[
            ("AI_BASE_URL", base.as_str()),
            ("AI_MODEL", "m"),
            ("AI_GLOBAL_DAILY_LIMIT", "3"),
        ],
    )
    .await
    .expect("app");
    let users: Vec<reqwest::Client> = futures_sign_in(&app, 2).await;
    let mut statuses = Vec::new();
    for client in users.iter().chain(users.iter()) {
        statuses.push(generate(&app, client).await);
    }
    assert_eq!(statuses, [502, 502, 502, 429]);
    let res = users[0]
        .post(app.url("/api/resume/generate"))
        .json(&json!({ "resume_data": full_resume() }))
        .send()
        .await
        .expect("generate");
    assert!(res.headers().contains_key("retry-after"));
    let body: Value = res.json().await.expect("json");
    assert!(body["detail"]
        .as_str()
        .is_some_and(|d| d.contains("limit for this site")));
    let calls = model.received_requests().await.map_or(0, |r| r.len());
    assert_eq!(calls, 3, "none after the cap");
}

async fn futures_sign_in(app: &TestApp, n: usize) -> Vec<reqwest::Client> {
    let mut clients = Vec::new();
    for i in 0..n {
        let client = browser();
        app.sign_in_client(&client, "User", &format!("user{i}@example.com"))
            .await;
        clients.push(client);
    }
    clients
}
