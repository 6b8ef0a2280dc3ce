//! Fresh databases for one run (a temporary SQLite file, or a PostgreSQL database created now
//! and dropped afterwards) and bulk seeding straight into them with SQL, as a data import would:
//! thousands of users through HTTP would measure the sign-in, not the reads.

use diesel::connection::SimpleConnection;
use diesel::{Connection, PgConnection, SqliteConnection};

use crate::fixtures;

const ADMIN_URL: &str = "postgres://postgres@127.0.0.1:5432/postgres";
/// Rows per multi-row INSERT.
const CHUNK: usize = 250;

pub enum Database {
    Sqlite(tempfile::TempDir),
    Postgres { admin_url: String, name: String },
}

impl Database {
    pub fn sqlite() -> Result<Self, String> {
        tempfile::tempdir()
            .map(Self::Sqlite)
            .map_err(|e| e.to_string())
    }

    /// A new, empty PostgreSQL database (`BENCH_POSTGRES_URL` names the admin database).
    pub fn postgres() -> Result<Self, String> {
        let admin_url = std::env::var("BENCH_POSTGRES_URL").unwrap_or_else(|_| ADMIN_URL.into());
        let name = format!("vitae_bench_{}", uuid::Uuid::new_v4().simple());
        PgConnection::establish(&admin_url)
            .map_err(|e| format!("PostgreSQL at {admin_url}: {e}"))?
            .batch_execute(&format!("CREATE DATABASE {name}"))
            .map_err(|e| e.to_string())?;
        Ok(Self::Postgres { admin_url, name })
    }

    pub fn url(&self) -> String {
        match self {
            Self::Sqlite(dir) => format!("sqlite://{}", dir.path().join("vitae.db").display()),
            Self::Postgres { admin_url, name } => admin_url
                .rsplit_once('/')
                .map_or_else(|| admin_url.clone(), |(base, _)| format!("{base}/{name}")),
        }
    }

    fn connect(&self) -> Result<Box<dyn SimpleConnection>, String> {
        Ok(match self {
            Self::Sqlite(dir) => {
                let path = dir.path().join("vitae.db");
                let mut conn = SqliteConnection::establish(&path.to_string_lossy())
                    .map_err(|e| e.to_string())?;
                conn.batch_execute("PRAGMA busy_timeout = 10000;")
                    .map_err(|e| e.to_string())?;
                Box::new(conn)
            }
            Self::Postgres { .. } => {
                Box::new(PgConnection::establish(&self.url()).map_err(|e| e.to_string())?)
            }
        })
    }

    /// Adds `users` other users with one resume and a small photo each, in one transaction,
    /// then runs what an operator's routine maintenance after a bulk load would: fresh planner
    /// statistics, and on PostgreSQL a vacuum.
    pub fn seed_other_users(&self, users: usize) -> Result<(), String> {
        let mut conn = self.connect()?;
        let run = |conn: &mut Box<dyn SimpleConnection>, sql: &str| {
            conn.batch_execute(sql).map_err(|e| e.to_string())
        };
        run(&mut conn, "BEGIN")?;
        let photo = fixtures::photo_data_url(fixtures::OTHER_PHOTO_BYTES);
        let stamp = "2026-11-01 09:00:00.000000";
        for start in (0..users).step_by(CHUNK) {
            let range = start..(start + CHUNK).min(users);
            let mut user_rows = Vec::new();
            let mut resume_rows = Vec::new();
            let mut photo_rows = Vec::new();
            for i in range {
                let user = format!("bench-user-{i:06}");
                let resume = format!("bench-resume-{i:06}");
                let data = fixtures::stored_resume_data(&format!("Person {i}"));
                user_rows.push(format!(
                    "('{user}', 'bench', '{user}', '{user}@example.com', 'Person {i}', 0, '{stamp}', '{stamp}')"
                ));
                resume_rows.push(format!(
                    "('{resume}', '{user}', {}, {}, 'modern', '{stamp}', '{stamp}')",
                    quote(&data),
                    quote(&fixtures::enhanced().to_string()),
                ));
                photo_rows.push(format!("('{resume}', {})", quote(&photo)));
            }
            run(
                &mut conn,
                &format!(
                    "INSERT INTO users (id, issuer, subject, email, name, pdf_credits, created_at, updated_at) VALUES {};\
                     INSERT INTO resumes (id, user_id, resume_data, ai_enhanced_data, template_style, created_at, updated_at) VALUES {};\
                     INSERT INTO resume_photos (resume_id, data_url) VALUES {};",
                    user_rows.join(","),
                    resume_rows.join(","),
                    photo_rows.join(","),
                ),
            )?;
        }
        run(&mut conn, "COMMIT")?;
        // PostgreSQL's VACUUM also sets the new rows' visibility, which autovacuum would
        // otherwise start doing on 10 000 rows in the middle of the next measurement.
        let maintenance = match self {
            Self::Sqlite(_) => "ANALYZE",
            Self::Postgres { .. } => "VACUUM ANALYZE",
        };
        run(&mut conn, maintenance)
    }

    /// Gives the user Pro Monthly, whose saves are not capped at 100 resumes.
    pub fn make_pro(&self, email: &str) -> Result<(), String> {
        self.connect()?
            .batch_execute(&format!(
                "UPDATE users SET subscription_plan = 'pro_monthly', \
                 subscription_end = '2099-01-01 00:00:00' WHERE email = {}",
                quote(email)
            ))
            .map_err(|e| e.to_string())
    }
}

impl Drop for Database {
    fn drop(&mut self) {
        if let Self::Postgres { admin_url, name } = self {
            if let Ok(mut conn) = PgConnection::establish(admin_url) {
                let _ = conn.batch_execute(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"));
            }
        }
    }
}

/// An SQL string literal.
fn quote(text: &str) -> String {
    format!("'{}'", text.replace('\'', "''"))
}
