//! Boots the real app on a free port against a fresh database: a temporary SQLite file, or a
//! PostgreSQL database created for the test and dropped afterwards.

use std::sync::Arc;
use std::time::Duration;

use diesel::connection::SimpleConnection;
use diesel::{Connection, PgConnection};
use reqwest::header::{HeaderMap, HeaderValue, COOKIE};
use serde_json::{json, Value};
use vitae_api::clock::Clock;
use vitae_server::config::Config;
use vitae_server::Application;

pub const PUBLIC_URL: &str = "http://localhost:8080";
pub const DASHBOARD: &str = "http://localhost:8080/dashboard";

#[derive(Debug, Clone, Copy)]
pub enum Backend {
    Sqlite,
    Postgres,
}

/// A database that lives as long as this value: the SQLite file's folder, or a PostgreSQL
/// database dropped on drop.
pub enum TestDb {
    Sqlite(#[allow(dead_code)] tempfile::TempDir),
    Postgres { admin_url: String, name: String },
}

impl TestDb {
    /// Runs SQL on the test database directly, as an older release of the server would have
    /// written it, or as time passing or an operator would.
    pub fn execute(&self, sql: &str) {
        match self {
            TestDb::Sqlite(_) => diesel::SqliteConnection::establish(&self.path_or_url())
                .expect("sqlite connection")
                .batch_execute(sql)
                .expect("sql runs"),
            TestDb::Postgres { .. } => PgConnection::establish(&self.path_or_url())
                .expect("pg connection")
                .batch_execute(sql)
                .expect("sql runs"),
        }
    }

    /// One number from a SQL query on the test database (`SELECT COUNT(*) AS n …`).
    pub fn count(&self, sql: &str) -> i64 {
        use diesel::RunQueryDsl;
        #[derive(diesel::QueryableByName)]
        struct N {
            #[diesel(sql_type = diesel::sql_types::BigInt)]
            n: i64,
        }
        match self {
            TestDb::Sqlite(_) => {
                let mut conn =
                    diesel::SqliteConnection::establish(&self.path_or_url()).expect("sqlite");
                diesel::sql_query(sql)
                    .get_result::<N>(&mut conn)
                    .expect(sql)
                    .n
            }
            TestDb::Postgres { .. } => {
                let mut conn = PgConnection::establish(&self.path_or_url()).expect("postgres");
                diesel::sql_query(sql)
                    .get_result::<N>(&mut conn)
                    .expect(sql)
                    .n
            }
        }
    }

    /// What a connection is established with: the SQLite file's path, or the database's URL.
    fn path_or_url(&self) -> String {
        match self {
            TestDb::Sqlite(dir) => dir.path().join("test.db").display().to_string(),
            TestDb::Postgres { admin_url, name } => admin_url
                .rsplit_once('/')
                .map(|(base, _)| format!("{base}/{name}"))
                .expect("url"),
        }
    }

    /// Has PostgreSQL end every session on the test database, as a restart of the server does.
    pub fn cut_connections(&self) {
        let TestDb::Postgres { admin_url, name } = self else {
            panic!("only a PostgreSQL database can drop its connections");
        };
        PgConnection::establish(admin_url)
            .expect("admin connection")
            .batch_execute(&format!(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '{name}'"
            ))
            .expect("terminate backends");
    }
}

impl Drop for TestDb {
    fn drop(&mut self) {
        if let TestDb::Postgres { admin_url, name } = self {
            if let Ok(mut conn) = PgConnection::establish(admin_url) {
                let _ = conn.batch_execute(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"));
            }
        }
    }
}

pub struct TestApp {
    pub base: String,
    /// A browser-like client: keeps cookies, does not follow redirects.
    pub client: reqwest::Client,
    pub db: TestDb,
    database_url: String,
    /// The clock the app judges sessions by.
    clock: Arc<Clock>,
}

fn postgres_admin_url() -> String {
    std::env::var("TEST_POSTGRES_URL")
        .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/postgres".into())
}

/// Whether the PostgreSQL variants can run. Without PostgreSQL they are skipped with a visible
/// line, so a laptop without it still runs the SQLite suite; with `REQUIRE_POSTGRES=1` (CI) an
/// absent PostgreSQL fails the test instead, so a green run means both backends were tested.
fn postgres_available() -> bool {
    let url = postgres_admin_url();
    let error = match PgConnection::establish(&url) {
        Ok(_) => return true,
        Err(e) => e.to_string(),
    };
    if std::env::var("REQUIRE_POSTGRES").as_deref() == Ok("1") {
        panic!("REQUIRE_POSTGRES=1 but PostgreSQL at {url} is not usable: {error}");
    }
    skipped(&format!(
        "PostgreSQL at {url} is not usable ({error}); PostgreSQL variant not run"
    ));
    false
}

/// Notes a test variant that did not run, on the test's output and, for `make test`'s
/// summary line, in the file `VITAE_SKIPPED_LOG` names (one line per variant).
fn skipped(what: &str) {
    println!("SKIP: {what}");
    if let Ok(path) = std::env::var("VITAE_SKIPPED_LOG") {
        use std::io::Write;
        let file = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(path);
        if let Ok(mut file) = file {
            let _ = writeln!(file, "{}", what.replace('\n', " "));
        }
    }
}

pub fn browser() -> reqwest::Client {
    reqwest::Client::builder()
        .cookie_store(true)
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .expect("client")
}

/// The app on `backend`, or `None` (after a visible SKIP line) when PostgreSQL is not running
/// and `REQUIRE_POSTGRES=1` is not set.
pub async fn spawn_app(backend: Backend) -> Option<TestApp> {
    spawn_app_with(backend, &[]).await
}

/// A fresh, empty database on `backend` and its URL; `None` (after a SKIP line) when
/// PostgreSQL is not running and `REQUIRE_POSTGRES=1` is not set.
pub fn fresh_database(backend: Backend) -> Option<(String, TestDb)> {
    Some(match backend {
        Backend::Sqlite => {
            let dir = tempfile::tempdir().expect("tempdir");
            let url = format!("sqlite://{}", dir.path().join("test.db").display());
            (url, TestDb::Sqlite(dir))
        }
        Backend::Postgres => {
            if !postgres_available() {
                return None;
            }
            let name = format!("vitae_test_{}", uuid::Uuid::new_v4().simple());
            let admin_url = postgres_admin_url();
            PgConnection::establish(&admin_url)
                .expect("admin connection")
                .batch_execute(&format!("CREATE DATABASE {name}"))
                .expect("create test database");
            let url = admin_url
                .rsplit_once('/')
                .map(|(base, _)| format!("{base}/{name}"))
                .expect("url");
            (url, TestDb::Postgres { admin_url, name })
        }
    })
}

pub async fn spawn_app_with(backend: Backend, extra: &[(&str, &str)]) -> Option<TestApp> {
    let (url, db) = fresh_database(backend)?;
    let database_url = url.clone();
    let (base, clock) = start(&url, extra).await;
    Some(TestApp {
        base,
        clock,
        client: browser(),
        db,
        database_url,
    })
}

/// Another instance of the app on the database at `url` (as a second server behind a load
/// balancer); its base address.
pub async fn start_app(url: &str, extra: &[(&str, &str)]) -> String {
    start(url, extra).await.0
}

/// An instance of the app on the database at `url`: its base address and its clock.
async fn start(url: &str, extra: &[(&str, &str)]) -> (String, Arc<Clock>) {
    let url = url.to_owned();
    let mut vars = vec![
        ("DATABASE_URL".to_owned(), url),
        ("BIND_ADDR".to_owned(), "127.0.0.1:0".to_owned()),
        ("PUBLIC_URL".to_owned(), PUBLIC_URL.to_owned()),
        ("DATABASE_POOL_SIZE".to_owned(), "4".to_owned()),
        (
            "STATIC_DIR".to_owned(),
            "/nonexistent-vitae-client".to_owned(),
        ),
    ];
    for (k, v) in extra {
        vars.retain(|(name, _)| name != k);
        vars.push(((*k).to_owned(), (*v).to_owned()));
    }
    let config = Config::from_lookup(|k| vars.iter().find(|(n, _)| n == k).map(|(_, v)| v.clone()))
        .expect("test config");
    let app = Application::build(config).await.expect("app starts");
    let base = format!("http://127.0.0.1:{}", app.port());
    let clock = app.clock();
    actix_web::rt::spawn(app.run_until_stopped());
    (base, clock)
}

impl TestApp {
    /// One number from a SQL query on the app's database (`SELECT COUNT(*) AS n …`).
    pub fn count(&self, sql: &str) -> i64 {
        self.db.count(sql)
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }

    pub fn database_url(&self) -> &str {
        &self.database_url
    }

    /// Moves the app's clock ahead, as if `by` had passed, for what it judges by the time.
    pub fn advance_clock(&self, by: Duration) {
        self.clock.advance(by);
    }

    /// Waits until `count(sql)` is `n`, for what the app writes after answering (the use of a
    /// session, a link's views); fails after 20 s.
    pub async fn wait_for_count(&self, sql: &str, n: i64) {
        let deadline = std::time::Instant::now() + Duration::from_secs(20);
        loop {
            let found = self.count(sql);
            if found == n {
                return;
            }
            assert!(
                std::time::Instant::now() < deadline,
                "{sql}: {found}, expected {n}"
            );
            actix_web::rt::time::sleep(Duration::from_millis(20)).await;
        }
    }

    /// Runs SQL on the app's database behind its back, as time passing or an operator would.
    pub fn sql(&self, statements: &str) {
        self.db.execute(statements);
    }

    /// Signs `client` in through the dev form and the ticket exchange; returns the user.
    pub async fn sign_in_client(&self, client: &reqwest::Client, name: &str, email: &str) -> Value {
        sign_in_at(&self.base, client, name, email).await
    }

    pub async fn sign_in(&self, name: &str, email: &str) -> Value {
        self.sign_in_client(&self.client, name, email).await
    }

    /// Runs the dev form and returns the ticket from the redirect's fragment.
    pub async fn ticket_for(&self, client: &reqwest::Client, name: &str, email: &str) -> String {
        ticket_at(&self.base, client, name, email).await
    }

    /// A second, independent browser signed in as someone else.
    pub async fn other_user(&self) -> reqwest::Client {
        let client = browser();
        self.sign_in_client(&client, "Bruno Lima", "bruno@example.com")
            .await;
        client
    }

    pub async fn save(&self, client: &reqwest::Client, resume: &Value) -> String {
        let body = json!({ "resume_data": resume, "ai_enhanced_data": enhanced_for(resume), "template_style": "modern" });
        self.save_body(client, &body).await
    }

    /// Saves a whole request body (`resume_data`, `ai_enhanced_data`, `template_style`).
    pub async fn save_body(&self, client: &reqwest::Client, body: &Value) -> String {
        let res = client
            .post(self.url("/api/resume/save"))
            .json(body)
            .send()
            .await
            .expect("save");
        created_id(res, "save").await
    }
}

/// The `id` of what a 201 answer (`what`: the request, for the failure message) created.
pub async fn created_id(res: reqwest::Response, what: &str) -> String {
    assert_eq!(
        res.status(),
        201,
        "{what}: {}",
        res.text().await.unwrap_or_default()
    );
    let body: Value = res.json().await.expect("json");
    body["id"].as_str().expect("id").to_owned()
}

impl TestApp {
    /// The JSON answer of a GET as the signed-in user, whatever its status.
    pub async fn get_json(&self, path: &str) -> Value {
        self.get_json_as(&self.client, path).await
    }

    /// The JSON answer of a GET as `client`'s user, whatever its status.
    pub async fn get_json_as(&self, client: &reqwest::Client, path: &str) -> Value {
        client
            .get(self.url(path))
            .send()
            .await
            .unwrap_or_else(|e| panic!("GET {path}: {e}"))
            .json()
            .await
            .unwrap_or_else(|e| panic!("GET {path}: not JSON: {e}"))
    }

    /// The signed-in user as `/api/auth/me` reports it.
    pub async fn me(&self) -> Value {
        self.get_json("/api/auth/me").await
    }

    pub async fn credits(&self) -> i64 {
        self.me().await["pdf_credits"].as_i64().expect("credits")
    }

    /// Opens a checkout as `client` and returns `{url, session_id}`.
    pub async fn open_checkout(&self, client: &reqwest::Client, plan: &str, region: &str) -> Value {
        let res = client
            .post(self.url("/api/payment/create-checkout"))
            .json(&json!({ "plan_type": plan, "region": region, "origin_url": PUBLIC_URL }))
            .send()
            .await
            .expect("checkout");
        assert_eq!(
            res.status(),
            200,
            "{}",
            res.text().await.unwrap_or_default()
        );
        res.json().await.expect("json")
    }

    /// Buys `plan` through the demo checkout, as the user presses Pay.
    pub async fn buy(&self, plan: &str) {
        let checkout = self.open_checkout(&self.client, plan, "USD").await;
        let page = path_of(checkout["url"].as_str().expect("url"));
        let paid = self
            .client
            .post(self.url(&format!("{page}/pay")))
            .send()
            .await
            .expect("pay");
        assert_eq!(paid.status(), 303);
    }
}

/// Signs `client` in at the server at `base` through the dev form and the ticket exchange;
/// returns the user.
pub async fn sign_in_at(base: &str, client: &reqwest::Client, name: &str, email: &str) -> Value {
    let ticket = ticket_at(base, client, name, email).await;
    let res = client
        .post(format!("{base}/api/auth/session"))
        .json(&json!({ "session_id": ticket }))
        .send()
        .await
        .expect("exchange");
    assert_eq!(res.status(), 200, "ticket exchange");
    res.json().await.expect("user json")
}

/// Starts a sign-in as a browser does, which sets the cookie its ticket will be bound to.
pub async fn start_sign_in(base: &str, client: &reqwest::Client) {
    let res = client
        .get(format!("{base}/api/auth/login"))
        .query(&[("redirect", DASHBOARD)])
        .send()
        .await
        .expect("start sign-in");
    assert_eq!(res.status(), 302, "sign-in starts with a redirect");
}

/// Runs the dev form at `base` and returns the ticket from the redirect's fragment.
pub async fn ticket_at(base: &str, client: &reqwest::Client, name: &str, email: &str) -> String {
    start_sign_in(base, client).await;
    let res = client
        .post(format!("{base}/api/auth/dev/login"))
        .form(&[("name", name), ("email", email), ("redirect", DASHBOARD)])
        .send()
        .await
        .expect("dev login");
    assert_eq!(res.status(), 302, "dev login redirects");
    let location = res.headers()["location"]
        .to_str()
        .expect("location")
        .to_owned();
    let (target, ticket) = location
        .split_once("#session_id=")
        .expect("ticket in fragment");
    assert_eq!(target, DASHBOARD);
    ticket.to_owned()
}

/// The path of an address on this site.
pub fn path_of(url: &str) -> String {
    url.strip_prefix(PUBLIC_URL)
        .expect("on our site")
        .to_owned()
}

/// A request with only this session cookie, as a stolen or old cookie would be replayed.
pub fn with_cookie(token: &str) -> HeaderMap {
    let mut headers = HeaderMap::new();
    headers.insert(
        COOKIE,
        HeaderValue::from_str(&format!("session_token={token}")).expect("header"),
    );
    headers
}

/// Sends `record` back as an edit of resume `id` (`PUT /api/resume/{id}`), as the edit
/// screen's Save does.
pub async fn put(
    app: &TestApp,
    client: &reqwest::Client,
    id: &str,
    record: &serde_json::Value,
) -> reqwest::Response {
    client
        .put(app.url(&format!("/api/resume/{id}")))
        .json(record)
        .send()
        .await
        .expect("put")
}

/// The `(loc joined with ".", msg)` pairs of a 422 answer, in order.
pub async fn problems(res: reqwest::Response) -> Vec<(String, String)> {
    assert_eq!(res.status(), 422);
    let body: Value = res.json().await.expect("json");
    body["detail"]
        .as_array()
        .expect("list")
        .iter()
        .map(|e| {
            let loc: Vec<&str> = e["loc"]
                .as_array()
                .expect("loc")
                .iter()
                .map(|p| p.as_str().expect("str"))
                .collect();
            (loc.join("."), e["msg"].as_str().expect("msg").to_owned())
        })
        .collect()
}

/// A `multipart/form-data` body with `bytes` in a field named `field`, as a browser sends it.
pub fn form(field: &str, file_name: &str, bytes: &[u8]) -> (String, Vec<u8>) {
    let boundary = "vitae-test-boundary-7MA4YWxkTrZu0gW";
    let mut body = format!(
        "--{boundary}\r\nContent-Disposition: form-data; name=\"{field}\"; filename=\"{file_name}\"\r\nContent-Type: application/octet-stream\r\n\r\n"
    )
    .into_bytes();
    body.extend_from_slice(bytes);
    body.extend_from_slice(format!("\r\n--{boundary}--\r\n").as_bytes());
    (format!("multipart/form-data; boundary={boundary}"), body)
}

/// The text of a PDF, as `pdftotext` reads it.
pub fn pdf_text(pdf: &[u8]) -> String {
    let dir = tempfile::tempdir().expect("tempdir");
    let file = dir.path().join("doc.pdf");
    std::fs::write(&file, pdf).expect("write pdf");
    let out = std::process::Command::new("pdftotext")
        .arg(&file)
        .arg("-")
        .output()
        .expect("pdftotext runs");
    assert!(out.status.success(), "pdftotext: {:?}", out);
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// A 1×1 PNG.
pub const PNG_DATA_URL: &str = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";

pub fn full_resume() -> Value {
    json!({
        "name": "Ana Souza",
        "email": "ana@example.com",
        "phone": "+55 11 5555 0100",
        "location": "São Paulo, Brazil",
        "summary": "Backend engineer who likes boring, reliable systems.",
        "job_title": "Senior Backend Engineer",
        "experience_level": "senior",
        "work_experience": [
            { "position": "Backend Engineer", "company": "Acme Payments", "duration": "2019 - 2024",
              "description": "Responsible for the billing service. Cut invoice run time from 4 hours to 20 minutes." },
            { "position": "Developer", "company": "Loja Online", "duration": "2016 - 2019",
              "description": "Worked on the checkout." }
        ],
        "education": [ { "degree": "BSc Computer Science", "institution": "USP", "year": "2016" } ],
        "skills": ["Rust", "PostgreSQL", "  "],
        "certifications": ["AWS Solutions Architect", ""],
        "profile_photo": PNG_DATA_URL
    })
}

pub fn enhanced_for(resume: &Value) -> Value {
    let entries: Vec<Value> = resume["work_experience"]
        .as_array()
        .map(|list| {
            list.iter()
                .map(|w| {
                    let mut e = w.clone();
                    e["enhanced_description"] =
                        json!(format!("• Led {}", w["company"].as_str().unwrap_or("")));
                    e
                })
                .collect()
        })
        .unwrap_or_default();
    json!({ "enhanced_summary": "Enhanced summary.", "enhanced_work_experience": entries,
            "ats_keywords": ["Rust"], "suggested_skills": ["Kafka"] })
}

/// Runs each scenario on SQLite and on PostgreSQL.
#[macro_export]
macro_rules! on_every_backend {
    ($($scenario:ident),* $(,)?) => {
        mod sqlite {
            $(
                #[actix_web::test]
                async fn $scenario() {
                    let app = $crate::helpers::spawn_app($crate::helpers::Backend::Sqlite).await.expect("sqlite app");
                    super::$scenario(app).await;
                }
            )*
        }
        mod postgres {
            $(
                #[actix_web::test]
                async fn $scenario() {
                    if let Some(app) = $crate::helpers::spawn_app($crate::helpers::Backend::Postgres).await {
                        super::$scenario(app).await;
                    }
                }
            )*
        }
    };
}
