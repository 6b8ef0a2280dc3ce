//! Migrations are honest: every one has a working `down`, and up, down, up again leaves a
//! usable schema, on SQLite and (when it is running) PostgreSQL.

#![allow(clippy::expect_used, clippy::unwrap_used)]

use diesel::connection::SimpleConnection;
use diesel::{Connection, PgConnection};
use secrecy::ExposeSecret;
use vitae_persistence::{
    revert_all_migrations, run_migrations, users, Database, DatabaseUrl, DbConnection,
};

fn exercise(url: &DatabaseUrl) {
    let db = Database::connect(url, 1).expect("connect and migrate");
    drop(db);
    let mut conn = match url {
        DatabaseUrl::Sqlite(path) => DbConnection::Sqlite(
            diesel::SqliteConnection::establish(&path.to_string_lossy()).unwrap(),
        ),
        DatabaseUrl::Postgres(u) => {
            DbConnection::Pg(PgConnection::establish(u.expose_secret()).unwrap())
        }
    };
    revert_all_migrations(&mut conn).expect("down");
    assert!(
        conn.batch_execute("SELECT id FROM users").is_err(),
        "tables gone after down"
    );
    run_migrations(&mut conn).expect("up again");
    let identity = vitae_domain::Identity {
        issuer: "test".into(),
        subject: "s".into(),
        email: "a@b.co".into(),
        name: "A".into(),
        picture: None,
    };
    let user = users::upsert_identity(&mut conn, &identity, vitae_persistence::now()).unwrap();
    assert_eq!(
        users::find(&mut conn, &user.id).unwrap().map(|u| u.email),
        Some("a@b.co".into())
    );
}

#[test]
fn sqlite_up_down_up() {
    let dir = tempfile::tempdir().unwrap();
    exercise(&DatabaseUrl::Sqlite(dir.path().join("m.db")));
}

/// The PostgreSQL server the test uses (`TEST_POSTGRES_URL`, default the local one). Without it
/// the test is skipped with a visible line, unless `REQUIRE_POSTGRES=1` (CI) makes that a failure.
fn postgres_admin() -> Option<(String, PgConnection)> {
    let url = std::env::var("TEST_POSTGRES_URL")
        .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/postgres".into());
    match PgConnection::establish(&url) {
        Ok(conn) => Some((url, conn)),
        Err(e) if std::env::var("REQUIRE_POSTGRES").as_deref() == Ok("1") => {
            panic!("REQUIRE_POSTGRES=1 but PostgreSQL at {url} is not usable: {e}")
        }
        Err(e) => {
            skipped(&format!(
                "PostgreSQL at {url} is not usable ({e}); PostgreSQL variant not run"
            ));
            None
        }
    }
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

#[test]
fn postgres_up_down_up() {
    let Some((admin, mut conn)) = postgres_admin() else {
        return;
    };
    let name = format!("vitae_migrations_{}", std::process::id());
    conn.batch_execute(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"))
        .unwrap();
    conn.batch_execute(&format!("CREATE DATABASE {name}"))
        .unwrap();
    let (base, _) = admin.rsplit_once('/').expect("a database in the URL");
    exercise(&DatabaseUrl::Postgres(format!("{base}/{name}").into()));
    conn.batch_execute(&format!("DROP DATABASE {name} WITH (FORCE)"))
        .unwrap();
}
