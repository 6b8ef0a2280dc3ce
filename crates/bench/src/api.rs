//! The API figures on one backend: start-up to ready on a fresh database, idle memory, list and
//! get at 64 connections (with 20 resumes, then with 10 000 other users' resumes beside them),
//! and saves with a 1.5 MB photo, each next to the bare endpoint's figures.

use std::net::SocketAddr;
use std::time::Duration;

use bytes::Bytes;
use hyper::header::{CONTENT_TYPE, COOKIE};
use hyper::{Method, StatusCode};
use serde_json::{json, Value};

use crate::database::Database;
use crate::fixtures;
use crate::load::{self, LoadResult, Target};
use crate::process::{free_addr, Server};
use crate::report::{Figure, Report};
use crate::{applications, public, versions, wrk, Run};

/// Concurrent connections for the read benchmarks, the same for Vitae and the bare baseline.
pub const CONNECTIONS: usize = 64;
/// Concurrent uploads: each carries 2 MB of base64.
const SAVE_CONNECTIONS: usize = 8;
const OWN_RESUMES: usize = 20;
const OTHER_USERS: usize = 10_000;
/// Fresh starts whose median is the start-up figure.
const STARTS: usize = 3;

/// The bare endpoint's figures at the sizes of the list and get bodies.
pub struct Bare {
    pub list: LoadResult,
    pub get: LoadResult,
}

/// A signed-in user: the session cookie as a `Cookie` header value.
pub struct Session {
    pub cookie: String,
}

/// A started server on a fresh database, and what it took to start.
struct Started {
    server: Server,
    db: Database,
    base: String,
}

/// Starts the release server on a fresh database `STARTS` times; returns the median start-up
/// time and the last server, left running.
fn start_fresh(run: &Run, backend: &str) -> Result<(Duration, Started), String> {
    let mut times = Vec::new();
    let mut last = None;
    for i in 0..STARTS {
        let db = match backend {
            "sqlite" => Database::sqlite()?,
            _ => Database::postgres()?,
        };
        let addr = free_addr()?;
        let base = format!("http://{addr}");
        let env = [
            ("DATABASE_URL", db.url()),
            ("PUBLIC_URL", base.clone()),
            (
                "STATIC_DIR",
                run.root.join("frontend/out").display().to_string(),
            ),
            ("APP_ENV", "development".to_owned()),
        ];
        let log = run.scratch.join(format!("vitae-{backend}-{i}.log"));
        let server = Server::start(&run.vitae, addr, &env, "/readyz", &log)?;
        times.push(server.started_in);
        last = Some(Started { server, db, base });
    }
    times.sort();
    let started = last.ok_or("no start")?;
    Ok((times[times.len() / 2], started))
}

/// Signs in through the dev sign-in form and the ticket exchange, as a browser does.
async fn sign_in(base: &str, name: &str, email: &str) -> Result<Session, String> {
    // The cookie store carries the sign-in cookie from the start to the ticket exchange.
    let client = reqwest::Client::builder()
        .cookie_store(true)
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .map_err(|e| e.to_string())?;
    let dashboard = format!("{base}/dashboard");
    client
        .get(format!("{base}/api/auth/login"))
        .query(&[("redirect", &dashboard)])
        .send()
        .await
        .map_err(|e| e.to_string())?;
    let res = client
        .post(format!("{base}/api/auth/dev/login"))
        .form(&[("name", name), ("email", email), ("redirect", &dashboard)])
        .send()
        .await
        .map_err(|e| e.to_string())?;
    let location = res
        .headers()
        .get("location")
        .and_then(|l| l.to_str().ok())
        .unwrap_or_default();
    let ticket = location
        .split_once("#session_id=")
        .map(|(_, t)| t.to_owned())
        .ok_or_else(|| format!("dev sign-in answered {} without a ticket", res.status()))?;
    let res = client
        .post(format!("{base}/api/auth/session"))
        .json(&json!({ "session_id": ticket }))
        .send()
        .await
        .map_err(|e| e.to_string())?;
    let cookie = res
        .headers()
        .get_all("set-cookie")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .find(|v| v.starts_with("session_token="))
        .and_then(|v| v.split(';').next())
        .map(str::to_owned)
        .ok_or_else(|| format!("session exchange answered {}", res.status()))?;
    Ok(Session { cookie })
}

async fn save_resumes(base: &str, session: &Session, count: usize) -> Result<(), String> {
    let client = reqwest::Client::new();
    for i in 0..count {
        let res = client
            .post(format!("{base}/api/resume/save"))
            .header("cookie", &session.cookie)
            .header("content-type", "application/json")
            .body(fixtures::save_body(
                &format!("Ana Souza {i}"),
                fixtures::PHOTO_BYTES,
            ))
            .send()
            .await
            .map_err(|e| e.to_string())?;
        if res.status() != 201 {
            return Err(format!("save answered {}", res.status()));
        }
    }
    Ok(())
}

async fn first_resume_id(base: &str, session: &Session) -> Result<String, String> {
    let list: Value = reqwest::Client::new()
        .get(format!("{base}/api/resume/list"))
        .header("cookie", &session.cookie)
        .send()
        .await
        .map_err(|e| e.to_string())?
        .json()
        .await
        .map_err(|e| e.to_string())?;
    list[0]["id"]
        .as_str()
        .map(str::to_owned)
        .ok_or_else(|| "the list is empty".to_owned())
}

pub fn signed_in_get(addr: SocketAddr, path: &str, session: &Session) -> Target {
    Target::get(addr, path).header(COOKIE, &session.cookie)
}

/// One load run: reads through wrk when it is installed (`Run::wrk`), anything else (uploads)
/// through our own client.
pub async fn measure(run: &Run, target: Target, connections: usize) -> Result<LoadResult, String> {
    let label = format!("{} {}", target.method, target.path);
    let result = if run.wrk && target.method == Method::GET {
        wrk::run(&target, connections, run.warmup, run.duration).await?
    } else {
        load::run(target, connections, run.warmup, run.duration).await
    };
    eprintln!(
        "bench:   {label}: {:.0} req/s, p50 {:.2} ms, p99 {:.2} ms, {} errors, {} B",
        result.per_second(),
        result.p50_ms,
        result.p99_ms,
        result.errors,
        result.body_bytes
    );
    Ok(result)
}

/// Measures the bare endpoint at each of the given body sizes, in order.
pub async fn bare(run: &Run, sizes: &[usize]) -> Result<Vec<LoadResult>, String> {
    let addr = free_addr()?;
    let log = run.scratch.join("bare.log");
    let list: Vec<String> = sizes.iter().map(usize::to_string).collect();
    let env = [("BARE_SIZES", list.join(","))];
    let server = Server::start(&run.bare, addr, &env, "/readyz", &log)?;
    eprintln!("bench: bare actix-web endpoint");
    let mut results = Vec::new();
    for i in 0..sizes.len() {
        results.push(measure(run, Target::get(addr, &format!("/json/{i}")), CONNECTIONS).await?);
    }
    drop(server);
    Ok(results)
}

/// The bare endpoint at the sizes of a list and a get body.
async fn bare_pair(run: &Run, list: &LoadResult, get: &LoadResult) -> Result<Bare, String> {
    let mut results = bare(run, &[list.body_bytes, get.body_bytes])
        .await?
        .into_iter();
    match (results.next(), results.next()) {
        (Some(list), Some(get)) => Ok(Bare { list, get }),
        _ => Err("the bare endpoint measured fewer sizes than asked".to_owned()),
    }
}

/// Everything measured on one backend. The bare endpoint is measured right after each pair of
/// reads, at their body sizes: this machine's speed drifts by up to a third from one minute to
/// the next, and a baseline taken minutes apart would move every ratio with it. `after_reads`
/// runs while the seeded server is still up (the web client's figures use it), with the base
/// URL, the session cookie and the path of a shared resume's public page.
pub async fn backend(
    run: &Run,
    backend: &str,
    report: &mut Report,
    after_reads: impl AsyncFnOnce(&str, &str, &str),
) -> Result<(), String> {
    eprintln!("bench: {backend}: start-up on a fresh database");
    let (startup, started) = start_fresh(run, backend)?;
    let Started { server, db, base } = started;
    let idle = server.memory();
    let k = |name: &str| format!("{backend}.{name}");
    report.add(
        Figure::new(
            &k("startup_ms"),
            &format!("{backend}: start-up to ready, migrations"),
            Some(startup.as_secs_f64() * 1000.0),
            "ms",
        )
        .budget("< 300 ms", |v, _| v < 300.0),
    );
    report.add(
        Figure::new(
            &k("idle_rss_mb"),
            &format!("{backend}: idle RSS after start"),
            Some(idle.rss_mb),
            "MB",
        )
        .budget("< 40 MB", |v, _| v < 40.0),
    );

    let ana = sign_in(&base, "Ana Souza", "ana@example.com").await?;
    save_resumes(&base, &ana, OWN_RESUMES).await?;
    let id = first_resume_id(&base, &ana).await?;
    let list_path = "/api/resume/list";
    let get_path = format!("/api/resume/{id}");

    eprintln!("bench: {backend}: 20 resumes");
    let sampler = server.sample_memory();
    let list = measure(
        run,
        signed_in_get(server.addr, list_path, &ana),
        CONNECTIONS,
    )
    .await?;
    let loaded_rss = sampler.peak_mb();
    let get = measure(
        run,
        signed_in_get(server.addr, &get_path, &ana),
        CONNECTIONS,
    )
    .await?;
    check(&list, &server)?;
    check(&get, &server)?;
    let bare_now = bare_pair(run, &list, &get).await?;
    reads(report, backend, "", &list, &get, &bare_now, None);
    report.add(Figure::new(
        &k("loaded_rss_mb"),
        &format!("{backend}: RSS under list load (peak)"),
        Some(loaded_rss),
        "MB",
    ));

    let slug = public::share(&base, &ana, &id).await?;
    public::reads(run, backend, report, &server, &slug).await?;
    applications::reads(run, backend, report, &server, &base, &ana).await?;
    after_reads(&base, &ana.cookie, &format!("/r/{slug}")).await;
    versions::saves(&base, &ana, backend, report).await?;

    eprintln!("bench: {backend}: seeding {OTHER_USERS} other users' resumes");
    let seeding = std::time::Instant::now();
    db.seed_other_users(OTHER_USERS)?;
    eprintln!(
        "bench:   seeded in {:.1} s",
        seeding.elapsed().as_secs_f64()
    );
    let list_big = measure(
        run,
        signed_in_get(server.addr, list_path, &ana),
        CONNECTIONS,
    )
    .await?;
    let get_big = measure(
        run,
        signed_in_get(server.addr, &get_path, &ana),
        CONNECTIONS,
    )
    .await?;
    check(&list_big, &server)?;
    let bare_now = bare_pair(run, &list_big, &get_big).await?;
    reads(
        report,
        backend,
        "_10k",
        &list_big,
        &get_big,
        &bare_now,
        Some((&list, &get)),
    );

    eprintln!("bench: {backend}: saves with a 1.5 MB photo");
    let saver = sign_in(&base, "Sam Saver", "sam@example.com").await?;
    db.make_pro("sam@example.com")?;
    let before = server.memory();
    let sampler = server.sample_memory();
    let body = fixtures::save_body("Sam Saver", fixtures::LARGE_PHOTO_BYTES);
    let upload_mb = body.len() as f64 / 1_048_576.0;
    let save_target = Target {
        method: Method::POST,
        body: Bytes::from(body),
        expect: StatusCode::CREATED,
        ..Target::get(server.addr, "/api/resume/save")
    }
    .header(COOKIE, &saver.cookie)
    .header(CONTENT_TYPE, "application/json");
    let save = measure(run, save_target, SAVE_CONNECTIONS).await?;
    let peak = sampler.peak_mb();
    check(&save, &server)?;
    report.add(Figure::new(
        &k("save_rps"),
        &format!("{backend}: POST save, 1.5 MB photo, req/s"),
        Some(save.per_second()),
        "/s",
    ));
    report.add(Figure::new(
        &k("save_mb_per_s"),
        &format!("{backend}: POST save, upload MB/s"),
        Some(save.per_second() * upload_mb),
        "MB/s",
    ));
    report.add(Figure::new(
        &k("save_p99_ms"),
        &format!("{backend}: POST save p99 ({SAVE_CONNECTIONS} conns)"),
        Some(save.p99_ms),
        "ms",
    ));
    report.add(Figure::new(
        &k("save_rss_growth_mb"),
        &format!("{backend}: RSS growth during saves (peak)"),
        Some(peak - before.rss_mb),
        "MB",
    ));
    report.add(Figure::new(
        &k("hwm_mb"),
        &format!("{backend}: peak RSS of the run (VmHWM)"),
        Some(server.memory().hwm_mb),
        "MB",
    ));
    drop(server);
    drop(db);
    Ok(())
}

/// A run with errors measured something else than the endpoint: stop and show the log.
pub fn check(result: &LoadResult, server: &Server) -> Result<(), String> {
    if result.errors > result.requests / 100 {
        return Err(format!(
            "{} of {} requests failed; server log:\n{}",
            result.errors,
            result.requests,
            server.log_tail()
        ));
    }
    Ok(())
}

/// The share of the bare endpoint's req/s a kept read must reach: PostgreSQL's answers cross a
/// socket to another process, SQLite's do not.
/// Loads `target`, then the bare endpoint at the same body size right after (the machine's speed
/// drifts from minute to minute), and reports the read's req/s against it, held to the
/// backend's floor, and its p99. `key` names the figures, `what` labels them; `detail` is added
/// inside the size's brackets.
pub async fn read_against_bare(
    run: &Run,
    backend: &str,
    report: &mut Report,
    server: &Server,
    target: Target,
    (key, what, detail): (&str, &str, &str),
) -> Result<(), String> {
    let read = measure(run, target, CONNECTIONS).await?;
    check(&read, server)?;
    let bare = bare(run, &[read.body_bytes]).await?;
    let bare = bare.first().ok_or("the bare endpoint measured nothing")?;
    let floor = read_floor(backend);
    report.add(
        Figure::new(
            &format!("{backend}.{key}.rps"),
            &format!(
                "{backend}: {what} req/s ({} kB{detail})",
                read.body_bytes / 1024
            ),
            Some(read.per_second()),
            "/s",
        )
        .against(Some(bare.per_second()))
        .budget(&format!("≥ {floor:.2} of bare"), move |_, r| {
            r.is_some_and(|r| r >= floor)
        }),
    );
    report.add(
        Figure::new(
            &format!("{backend}.{key}.p99_ms"),
            &format!("{backend}: {what} p99"),
            Some(read.p99_ms),
            "ms",
        )
        .against(Some(bare.p99_ms)),
    );
    Ok(())
}

pub fn read_floor(backend: &str) -> f64 {
    if backend == "postgres" {
        0.25
    } else {
        0.40
    }
}

/// The list and get figures of one database size; `small` is the 20-resume case the 10k case is
/// held to (p99 within 2×).
fn reads(
    report: &mut Report,
    backend: &str,
    suffix: &str,
    list: &LoadResult,
    get: &LoadResult,
    bare: &Bare,
    small: Option<(&LoadResult, &LoadResult)>,
) {
    let floor = read_floor(backend);
    let scale = if suffix.is_empty() {
        "20 resumes"
    } else {
        "+10k users"
    };
    for (name, result, base, small) in [
        ("list", list, &bare.list, small.map(|s| s.0)),
        ("get", get, &bare.get, small.map(|s| s.1)),
    ] {
        let key = format!("{backend}.{name}{suffix}");
        let rps = Figure::new(
            &format!("{key}.rps"),
            &format!(
                "{backend}: {name} req/s ({scale}, {} kB)",
                result.body_bytes / 1024
            ),
            Some(result.per_second()),
            "/s",
        )
        .against(Some(base.per_second()))
        .budget(&format!("≥ {floor:.2} of bare"), |_, r| {
            r.is_some_and(|r| r >= floor)
        });
        report.add(rps);
        report.add(
            Figure::new(
                &format!("{key}.p50_ms"),
                &format!("{backend}: {name} p50 ({scale})"),
                Some(result.p50_ms),
                "ms",
            )
            .against(Some(base.p50_ms)),
        );
        let p99 = Figure::new(
            &format!("{key}.p99_ms"),
            &format!("{backend}: {name} p99 ({scale})"),
            Some(result.p99_ms),
            "ms",
        );
        report.add(match small {
            Some(small) => p99
                .against(Some(small.p99_ms))
                .budget("≤ 2× the 20-resume p99", |_, r| {
                    r.is_some_and(|r| r <= 2.0)
                }),
            None => p99.against(Some(base.p99_ms)),
        });
    }
}
