//! Migrations are honest: every one has a working `down`, and up, down, up again leaves a
//! usable schema, on SQLite and (when it is running) PostgreSQL.

#![allow(clippy::expect_used, clippy::unwrap_used)]

use diesel::connection::SimpleConnection;
use diesel::{Connection, PgConnection};
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
        DatabaseUrl::Postgres(u) => DbConnection::Pg(PgConnection::establish(u).unwrap()),
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

#[test]
fn postgres_up_down_up() {
    let admin = "postgres://postgres@127.0.0.1:5432/postgres";
    let Ok(mut conn) = PgConnection::establish(admin) else {
        println!("SKIP: PostgreSQL is not reachable at 127.0.0.1:5432; PostgreSQL variant not run");
        return;
    };
    let name = format!("vitae_migrations_{}", std::process::id());
    conn.batch_execute(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"))
        .unwrap();
    conn.batch_execute(&format!("CREATE DATABASE {name}"))
        .unwrap();
    exercise(&DatabaseUrl::Postgres(format!(
        "postgres://postgres@127.0.0.1:5432/{name}"
    )));
    conn.batch_execute(&format!("DROP DATABASE {name} WITH (FORCE)"))
        .unwrap();
}
