//! The operator's commands on the real binary: `vitae backup` copies a live SQLite database
//! under concurrent writes into a file a fresh server starts on with the data intact, never
//! overwrites, and names pg_dump for PostgreSQL; `vitae support list` prints stored requests.

use std::path::Path;
use std::process::{Command, Output};

use serde_json::{json, Value};

use crate::helpers::{browser, enhanced_for, full_resume, sign_in_at};
use crate::process::Server;

/// Runs `vitae args…` with only `DATABASE_URL` set, in an empty folder (no `.env`).
fn vitae(database_url: &str, args: &[&str]) -> Output {
    let workdir = tempfile::tempdir().expect("workdir");
    Command::new(env!("CARGO_BIN_EXE_vitae"))
        .env_clear()
        .current_dir(workdir.path())
        .env("DATABASE_URL", database_url)
        .args(args)
        .output()
        .expect("run vitae")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

async fn resume_count(base: &str, client: &reqwest::Client) -> usize {
    let list: Value = client
        .get(format!("{base}/api/resume/list"))
        .send()
        .await
        .expect("list")
        .json()
        .await
        .expect("json");
    list.as_array().expect("list").len()
}

#[actix_web::test]
async fn a_backup_taken_under_writes_restores_into_a_fresh_server() {
    let dir = tempfile::tempdir().expect("dir");
    let url = format!("sqlite://{}", dir.path().join("live.db").display());
    let live = Server::start(&url, &[]).await;
    let client = browser();
    sign_in_at(&live.base, &client, "Ana Souza", "ana@example.com").await;

    let save = {
        let (client, base) = (client.clone(), live.base.clone());
        move |n: usize| {
            let (client, base) = (client.clone(), base.clone());
            async move {
                let mut resume = full_resume();
                resume["job_title"] = json!(format!("Engineer {n}"));
                let res = client
                    .post(format!("{base}/api/resume/save"))
                    .json(
                        &json!({ "resume_data": resume, "ai_enhanced_data": enhanced_for(&resume),
                               "template_style": "modern" }),
                    )
                    .send()
                    .await
                    .expect("save");
                assert_eq!(res.status(), 201);
            }
        }
    };
    for n in 0..5 {
        save(n).await;
    }

    // Writers keep going while the backup runs in another process.
    let writing = {
        let save = save.clone();
        actix_web::rt::spawn(async move {
            for n in 5..45 {
                save(n).await;
            }
        })
    };
    let backup = dir.path().join("copy.db");
    let backup_arg = backup.to_string_lossy().into_owned();
    let live_url = url.clone();
    let out =
        actix_web::rt::task::spawn_blocking(move || vitae(&live_url, &["backup", &backup_arg]))
            .await
            .expect("backup task");
    assert!(out.status.success(), "backup failed: {}", text(&out.stderr));
    assert!(
        text(&out.stdout).contains("copied to"),
        "{}",
        text(&out.stdout)
    );
    writing.await.expect("writer");
    assert_eq!(resume_count(&live.base, &client).await, 45);

    let again = vitae(&url, &["backup", &backup.to_string_lossy()]);
    assert!(!again.status.success(), "overwrote an existing backup");
    assert!(
        text(&again.stderr).contains("already exists"),
        "{}",
        text(&again.stderr)
    );

    drop(live);
    let restored_url = format!("sqlite://{}", backup.display());
    let restored = Server::start(&restored_url, &[]).await;
    let reader = browser();
    sign_in_at(&restored.base, &reader, "Ana Souza", "ana@example.com").await;
    let count = resume_count(&restored.base, &reader).await;
    assert!(
        (5..=45).contains(&count),
        "the copy holds every resume saved before it began, and no more than were written: {count}"
    );
    let first: Value = reader
        .get(format!("{}/api/resume/list", restored.base))
        .send()
        .await
        .expect("list")
        .json()
        .await
        .expect("json");
    assert!(first[0]["resume_data"]["job_title"]
        .as_str()
        .expect("title")
        .starts_with("Engineer "));
}

#[test]
fn a_backup_of_postgres_names_pg_dump_and_a_missing_database_is_reported() {
    let out = vitae(
        "postgres://postgres@127.0.0.1:5432/vitae",
        &["backup", "/tmp/never-written.db"],
    );
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains("pg_dump"),
        "{}",
        text(&out.stderr)
    );
    assert!(!Path::new("/tmp/never-written.db").exists());

    let dir = tempfile::tempdir().expect("dir");
    let missing = format!("sqlite://{}", dir.path().join("none.db").display());
    let out = vitae(
        &missing,
        &["backup", &dir.path().join("copy.db").to_string_lossy()],
    );
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains("there is no database"),
        "{}",
        text(&out.stderr)
    );

    let usage = vitae(&missing, &["backup"]);
    assert!(!usage.status.success());
    assert!(text(&usage.stderr).contains("usage: vitae backup PATH"));
}

#[actix_web::test]
async fn support_list_prints_stored_requests_newest_first() {
    let dir = tempfile::tempdir().expect("dir");
    let url = format!("sqlite://{}", dir.path().join("live.db").display());
    let empty = vitae(&url, &["support", "list"]);
    assert!(empty.status.success(), "{}", text(&empty.stderr));
    assert_eq!(text(&empty.stdout), "No support requests stored.\n");

    let server = Server::start(&url, &[]).await;
    let client = browser();
    sign_in_at(&server.base, &client, "Ana Souza", "ana@example.com").await;
    for (subject, message) in [
        ("First", "Older one"),
        ("Second", "Newer one\nwith two lines"),
    ] {
        let res = client
            .post(format!("{}/api/support/contact", server.base))
            .json(&json!({ "subject": subject, "category": "billing", "message": message }))
            .send()
            .await
            .expect("contact");
        assert_eq!(res.status(), 201);
    }

    let out = vitae(&url, &["support", "list"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let listing = text(&out.stdout);
    let newer = listing.find("[billing]  Second").expect("second listed");
    let older = listing.find("[billing]  First").expect("first listed");
    assert!(newer < older, "newest first:\n{listing}");
    assert!(listing.contains("ana@example.com"), "{listing}");
    assert!(
        listing.contains("    Newer one\n    with two lines\n"),
        "{listing}"
    );
}
