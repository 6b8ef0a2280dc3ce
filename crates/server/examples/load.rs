//! The load test behind `make stress`: starts the release `vitae` binary on a fresh SQLite file
//! and on a fresh PostgreSQL database, signs in one user per client, and has CLIENTS clients
//! (default 200) list, read, save and update resumes as fast as they can for SECONDS (default
//! 60). Afterwards every client's resumes are counted and its last update read back. Prints
//! req/s and latency percentiles per backend; exits non-zero on any error or lost write.
//!
//! `cargo run --release -p vitae-server --example load` (VITAE_BIN, CLIENTS, SECONDS and
//! BACKENDS=sqlite,postgres override the defaults).

#![allow(clippy::expect_used, clippy::unwrap_used)]

use std::cell::RefCell;
use std::net::TcpListener;
use std::process::{Child, Command, Stdio};
use std::rc::Rc;
use std::time::{Duration, Instant};

use diesel::connection::SimpleConnection;
use diesel::{Connection, PgConnection};
use serde_json::{json, Value};

const PG_ADMIN: &str = "postgres://postgres@127.0.0.1:5432/postgres";

fn env_or<T: std::str::FromStr>(name: &str, default: T) -> T {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// What one client saw.
#[derive(Default)]
struct Tally {
    latencies_us: Vec<u32>,
    errors: Vec<String>,
    /// Resumes this client was told were saved (201).
    saved: usize,
    /// (id, summary) of the last acknowledged update.
    last_update: Option<(String, String)>,
}

struct Server {
    child: Child,
    base: String,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn start(bin: &str, database_url: &str) -> Server {
    let port = TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("port")
        .port();
    let base = format!("http://127.0.0.1:{port}");
    let child = Command::new(bin)
        .env_clear()
        .env("DATABASE_URL", database_url)
        .env("BIND_ADDR", format!("127.0.0.1:{port}"))
        .env("PUBLIC_URL", &base)
        .env("STATIC_DIR", "/nonexistent-vitae-client")
        .env("DATABASE_POOL_SIZE", "16")
        // Every client signs in once from the same address.
        .env("SIGN_IN_LIMIT_PER_MINUTE", "100000")
        .env("RUST_LOG", "warn")
        .stdout(Stdio::null())
        .spawn()
        .expect("start vitae (build it with cargo build --release -p vitae-server)");
    Server { child, base }
}

async fn wait_ready(base: &str) {
    let client = reqwest::Client::new();
    for _ in 0..600 {
        if let Ok(res) = client.get(format!("{base}/api/readyz")).send().await {
            if res.status() == 200 {
                return;
            }
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("vitae did not become ready");
}

async fn sign_in(base: &str, n: usize) -> reqwest::Client {
    let client = reqwest::Client::builder()
        .cookie_store(true)
        .redirect(reqwest::redirect::Policy::none())
        .pool_max_idle_per_host(1)
        .build()
        .expect("client");
    let email = format!("load{n}@example.com");
    // Starting the sign-in sets the cookie its ticket is bound to.
    client
        .get(format!("{base}/api/auth/login"))
        .query(&[("redirect", format!("{base}/dashboard"))])
        .send()
        .await
        .expect("start sign-in");
    let res = client
        .post(format!("{base}/api/auth/dev/login"))
        .form(&[
            ("name", "Load Test"),
            ("email", email.as_str()),
            ("redirect", &format!("{base}/dashboard")),
        ])
        .send()
        .await
        .expect("dev login");
    let location = res.headers()["location"].to_str().expect("location");
    let ticket = location.split_once("#session_id=").expect("ticket").1;
    let res = client
        .post(format!("{base}/api/auth/session"))
        .json(&json!({ "session_id": ticket }))
        .send()
        .await
        .expect("exchange");
    assert_eq!(res.status(), 200, "sign-in");
    client
}

fn resume(client: usize, n: usize) -> Value {
    json!({
        "name": format!("Load Client {client}"),
        "email": format!("load{client}@example.com"),
        "phone": "+1 555 0100",
        "location": "Lisbon, Portugal",
        "summary": format!("Client {client}, version {n}."),
        "job_title": "Backend Engineer",
        "work_experience": [{ "position": "Engineer", "company": "Acme", "duration": "2020 - 2024",
                              "description": "Built the billing service." }],
        "skills": ["Rust", "PostgreSQL"]
    })
}

/// One client's loop: 40% list, 30% get, 15% save, 15% update of its own first resume.
async fn run_client(
    base: String,
    client: reqwest::Client,
    n: usize,
    until: Instant,
    tally: Rc<RefCell<Tally>>,
) {
    let mut own: Option<(String, Value)> = None; // (id, updated_at)
    let mut version = 0;
    let mut step = n; // spreads the clients over the mix
    while Instant::now() < until {
        step += 1;
        let started = Instant::now();
        let op = if own.is_none() { 70 } else { step * 37 % 100 };
        let outcome: Result<(), String> = async {
            if op < 40 {
                let res = client.get(format!("{base}/api/resume/list")).send().await;
                expect(res, 200).await.map(|_| ())
            } else if op < 70 {
                let (id, _) = own.as_ref().expect("own resume");
                let res = client.get(format!("{base}/api/resume/{id}")).send().await;
                expect(res, 200).await.map(|_| ())
            } else if op < 85 || own.is_none() {
                version += 1;
                let res = client
                    .post(format!("{base}/api/resume/save"))
                    .json(&json!({ "resume_data": resume(n, version) }))
                    .send()
                    .await;
                let body = expect(res, 201).await?;
                tally.borrow_mut().saved += 1;
                if own.is_none() {
                    let id = body["id"].as_str().ok_or("no id")?.to_owned();
                    let res = client.get(format!("{base}/api/resume/{id}")).send().await;
                    let stored = expect(res, 200).await?;
                    own = Some((id, stored["updated_at"].clone()));
                }
                Ok(())
            } else {
                version += 1;
                let (id, updated_at) = own.as_ref().expect("own resume");
                let data = resume(n, version);
                let res = client
                    .put(format!("{base}/api/resume/{id}"))
                    .json(&json!({ "resume_data": data, "updated_at": updated_at }))
                    .send()
                    .await;
                let stored = expect(res, 200).await?;
                let summary = data["summary"].as_str().unwrap_or_default().to_owned();
                tally.borrow_mut().last_update = Some((id.clone(), summary));
                own = Some((id.clone(), stored["updated_at"].clone()));
                Ok(())
            }
        }
        .await;
        let mut t = tally.borrow_mut();
        match outcome {
            Ok(()) => t
                .latencies_us
                .push(started.elapsed().as_micros().min(u32::MAX as u128) as u32),
            Err(e) => t.errors.push(e),
        }
    }
}

async fn expect(res: reqwest::Result<reqwest::Response>, status: u16) -> Result<Value, String> {
    let res = res.map_err(|e| format!("transport: {e}"))?;
    let got = res.status().as_u16();
    let body = res.bytes().await.map_err(|e| format!("body: {e}"))?;
    if got != status {
        return Err(format!("{got}: {}", String::from_utf8_lossy(&body)));
    }
    Ok(serde_json::from_slice(&body).unwrap_or(Value::Null))
}

/// A read for the count afterwards; retried, since an idle keep-alive connection the server
/// has just closed fails once without saying anything about the data.
async fn read_back(client: &reqwest::Client, url: &str) -> Value {
    let mut last = String::new();
    for _ in 0..3 {
        match expect(client.get(url).send().await, 200).await {
            Ok(body) => return body,
            Err(e) => last = e,
        }
    }
    panic!("reading back {url}: {last}");
}

fn percentile(sorted: &[u32], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    f64::from(sorted[i]) / 1000.0
}

/// Runs the load on one database; returns false on any error or lost write.
async fn load(label: &str, bin: &str, database_url: &str, clients: usize, secs: u64) -> bool {
    let server = start(bin, database_url);
    wait_ready(&server.base).await;
    let mut signed_in = Vec::with_capacity(clients);
    for n in 0..clients {
        signed_in.push(sign_in(&server.base, n).await);
    }
    let started = Instant::now();
    let until = started + Duration::from_secs(secs);
    let tallies: Vec<Rc<RefCell<Tally>>> = (0..clients).map(|_| Rc::default()).collect();
    let local = tokio::task::LocalSet::new();
    let handles: Vec<_> = signed_in
        .iter()
        .enumerate()
        .map(|(n, client)| {
            local.spawn_local(run_client(
                server.base.clone(),
                client.clone(),
                n,
                until,
                tallies[n].clone(),
            ))
        })
        .collect();
    let crashed = local
        .run_until(async {
            let mut crashed = 0;
            for handle in handles {
                crashed += usize::from(handle.await.is_err());
            }
            crashed
        })
        .await;
    let elapsed = started.elapsed().as_secs_f64();

    // Count afterwards: every acknowledged save listed, every last update readable as sent.
    let mut lost = 0;
    for (n, client) in signed_in.iter().enumerate() {
        let (saved, last_update) = {
            let t = tallies[n].borrow();
            (t.saved, t.last_update.clone())
        };
        let list = read_back(client, &format!("{}/api/resume/list", server.base)).await;
        let listed = list.as_array().map_or(0, Vec::len);
        lost += saved.saturating_sub(listed);
        if let Some((id, summary)) = &last_update {
            let stored = read_back(client, &format!("{}/api/resume/{id}", server.base)).await;
            if stored["resume_data"]["summary"] != json!(summary) {
                lost += 1;
            }
        }
    }
    let mut latencies: Vec<u32> = tallies
        .iter()
        .flat_map(|t| t.borrow().latencies_us.clone())
        .collect();
    latencies.sort_unstable();
    let errors: Vec<String> = tallies
        .iter()
        .flat_map(|t| t.borrow().errors.clone())
        .collect();
    let saved: usize = tallies.iter().map(|t| t.borrow().saved).sum();
    println!(
        "load {label}: {clients} clients, {elapsed:.0} s, {} requests ({:.0} req/s), \
         p50 {:.1} ms, p90 {:.1} ms, p99 {:.1} ms, max {:.1} ms; {} saves; {} errors; {lost} lost writes",
        latencies.len(),
        latencies.len() as f64 / elapsed,
        percentile(&latencies, 0.50),
        percentile(&latencies, 0.90),
        percentile(&latencies, 0.99),
        percentile(&latencies, 1.0),
        saved,
        errors.len(),
    );
    for e in errors.iter().take(5) {
        println!("  error: {e}");
    }
    errors.is_empty() && lost == 0 && crashed == 0
}

fn main() {
    let bin = std::env::var("VITAE_BIN").unwrap_or_else(|_| {
        let target = std::env::var("CARGO_TARGET_DIR").unwrap_or_else(|_| "target".into());
        format!("{target}/release/vitae")
    });
    let clients = env_or("CLIENTS", 200);
    let secs = env_or("SECONDS", 60);
    let backends = std::env::var("BACKENDS").unwrap_or_else(|_| "sqlite,postgres".into());
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("runtime");
    let (mut passed, mut failed) = (0, 0);
    for backend in backends.split(',') {
        let ok = match backend {
            "sqlite" => {
                let dir = tempfile::tempdir().expect("tempdir");
                let url = format!("sqlite://{}", dir.path().join("load.db").display());
                runtime.block_on(load("sqlite", &bin, &url, clients, secs))
            }
            "postgres" => {
                let name = format!("vitae_load_{}", std::process::id());
                let mut admin = PgConnection::establish(PG_ADMIN).expect("PostgreSQL admin");
                admin
                    .batch_execute(&format!("CREATE DATABASE {name}"))
                    .expect("create database");
                let url = PG_ADMIN
                    .rsplit_once('/')
                    .map(|(server, _)| format!("{server}/{name}"))
                    .expect("url");
                let ok = runtime.block_on(load("postgres", &bin, &url, clients, secs));
                let _ =
                    admin.batch_execute(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"));
                ok
            }
            other => panic!("unknown backend {other}"),
        };
        if ok {
            passed += 1;
        } else {
            failed += 1;
        }
    }
    println!("stress: {passed} passed, {failed} failed");
    std::process::exit(i32::from(failed > 0));
}
