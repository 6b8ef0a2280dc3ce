//! The bundled SQLite is built the way `.cargo/config.toml` asks: with the query-planner
//! stability guarantee, so that binding other values to a statement (every request's session
//! token, every `LIMIT ?`) does not make SQLite parse and plan it again.

#![allow(clippy::unwrap_used)]

use diesel::sql_types::Text;
use diesel::{sql_query, Connection, QueryableByName, RunQueryDsl, SqliteConnection};

#[derive(QueryableByName)]
struct CompileOption {
    #[diesel(sql_type = Text)]
    compile_options: String,
}

#[test]
fn the_bundled_sqlite_keeps_plans_stable_across_bound_values() {
    let mut conn = SqliteConnection::establish(":memory:").unwrap();
    let options: Vec<CompileOption> = sql_query("PRAGMA compile_options").load(&mut conn).unwrap();
    assert!(
        options.iter().any(|o| o.compile_options == "ENABLE_QPSG"),
        "SQLite was built without ENABLE_QPSG (is LIBSQLITE3_FLAGS overridden in the environment?)"
    );
}
