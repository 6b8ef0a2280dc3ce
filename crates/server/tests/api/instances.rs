//! Two `vitae` processes on one PostgreSQL database, as behind a load balancer: they start
//! (and migrate) at the same moment, a session made on one works on the other, an edit made on
//! one shows at once in the other's reads, and the Free plan's daily AI limit counts calls made
//! on both.

use reqwest::header::SET_COOKIE;
use serde_json::{json, Value};

use crate::helpers::{browser, fresh_database, full_resume, ticket_at, with_cookie, Backend};
use crate::process::Server;

const DAILY_LIMIT: usize = 3;

#[actix_web::test]
async fn two_instances_share_sessions_and_the_ai_limit() {
    let Some((url, _db)) = fresh_database(Backend::Postgres) else {
        return;
    };
    let limit = DAILY_LIMIT.to_string();
    let vars = [("FREE_AI_DAILY_LIMIT", limit.as_str())];
    // Both start on an empty database at once: the migrations must not clash.
    let (mut a, mut b) = (Server::spawn(&url, &vars), Server::spawn(&url, &vars));
    a.wait_ready().await;
    b.wait_ready().await;

    // Sign in on A; keep only the cookie, as a browser sent to B by the balancer would.
    let client = browser();
    let ticket = ticket_at(&a.base, &client, "Ana Souza", "ana@example.com").await;
    let exchanged = client
        .post(a.url("/api/auth/session"))
        .json(&json!({ "session_id": ticket }))
        .send()
        .await
        .expect("exchange");
    assert_eq!(exchanged.status(), 200);
    let token = exchanged
        .headers()
        .get_all(SET_COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .find_map(|c| c.strip_prefix("session_token="))
        .and_then(|c| c.split(';').next())
        .expect("session cookie")
        .to_owned();
    let plain = reqwest::Client::new();
    let me: Value = plain
        .get(b.url("/api/auth/me"))
        .headers(with_cookie(&token))
        .send()
        .await
        .expect("me on B")
        .json()
        .await
        .expect("json");
    assert_eq!(me["email"], "ana@example.com", "A's session works on B");

    // A resume saved on B reads back on A.
    let saved: Value = plain
        .post(b.url("/api/resume/save"))
        .headers(with_cookie(&token))
        .json(&json!({ "resume_data": full_resume() }))
        .send()
        .await
        .expect("save")
        .json()
        .await
        .expect("json");
    let id = saved["id"].as_str().expect("id");
    let on_a = plain
        .get(a.url(&format!("/api/resume/{id}")))
        .headers(with_cookie(&token))
        .send()
        .await
        .expect("get");
    assert_eq!(on_a.status(), 200);

    // B edits it; A, which has just read (and kept) it, shows the edit at once: A's copy is
    // checked against a version in the database, which B's write moved.
    let mut record: Value = on_a.json().await.expect("json");
    record["resume_data"]["name"] = json!("Ana Souza Lima");
    let edited = plain
        .put(b.url(&format!("/api/resume/{id}")))
        .headers(with_cookie(&token))
        .json(&record)
        .send()
        .await
        .expect("put on B");
    assert_eq!(edited.status(), 200);
    let read_on_a = |path: String| plain.get(a.url(&path)).headers(with_cookie(&token)).send();
    let again: Value = read_on_a(format!("/api/resume/{id}"))
        .await
        .expect("get")
        .json()
        .await
        .expect("json");
    assert_eq!(again["resume_data"]["name"], "Ana Souza Lima");
    let listed: Value = read_on_a("/api/resume/list".into())
        .await
        .expect("list")
        .json()
        .await
        .expect("json");
    assert_eq!(listed[0]["resume_data"]["name"], "Ana Souza Lima");

    // The daily limit, spent alternately on A and B, then refused by both.
    let generate = |server: &Server| {
        plain
            .post(server.url("/api/resume/generate"))
            .headers(with_cookie(&token))
            .json(&json!({ "resume_data": full_resume() }))
            .send()
    };
    for n in 0..DAILY_LIMIT {
        let server = if n % 2 == 0 { &a } else { &b };
        let res = generate(server).await.expect("generate");
        assert_eq!(res.status(), 200, "call {n} within the limit");
    }
    for server in [&a, &b] {
        let res = generate(server).await.expect("generate");
        assert_eq!(res.status(), 429, "the limit holds on {}", server.base);
        let body: Value = res.json().await.expect("json");
        assert!(body["detail"].is_string());
    }
}

/// On SIGTERM an instance first tells the load balancer to go away (`/readyz` 503) while still
/// answering everything else for `SHUTDOWN_DRAIN_SECS`, then exits cleanly: requests a proxy
/// sends on its kept-alive connections meanwhile are served, not cut.
#[actix_web::test]
async fn a_stopping_instance_drains_before_it_closes() {
    let dir = tempfile::tempdir().expect("dir");
    let url = format!("sqlite://{}", dir.path().join("vitae.db").display());
    let mut server = Server::start(&url, &[("SHUTDOWN_DRAIN_SECS", "2")]).await;
    let client = reqwest::Client::new();
    let status = |path: &'static str| {
        let request = client.get(server.url(path));
        async move { request.send().await.map(|r| r.status().as_u16()).ok() }
    };
    assert_eq!(status("/api/readyz").await, Some(200));

    let stopped_at = std::time::Instant::now();
    let term = std::process::Command::new("kill")
        .args(["-TERM", &server.pid().to_string()])
        .status()
        .expect("kill");
    assert!(term.success());
    // The signal is handled in the background: wait for the first answer that says so.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(1);
    let mut ready = status("/api/readyz").await;
    while ready == Some(200) && std::time::Instant::now() < deadline {
        ready = status("/api/readyz").await;
    }
    assert_eq!(ready, Some(503), "draining");
    assert_eq!(status("/api/config").await, Some(200), "still serving");

    let exit = server.wait_exit(std::time::Duration::from_secs(15));
    assert!(exit.success(), "{exit}: {}", server.log_text());
    assert!(
        stopped_at.elapsed() >= std::time::Duration::from_secs(2),
        "left before the drain ended"
    );
}
