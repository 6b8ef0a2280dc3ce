//! The application list (`GET /api/applications`) of a job seeker tracking 500 applications,
//! the board's one read, against the bare endpoint at its body size.

use serde_json::json;

use crate::api::{self, Session};
use crate::process::Server;
use crate::report::Report;
use crate::Run;

/// Applications of the signed-in user, as a busy search holds.
const APPLICATIONS: usize = 500;

const STATUSES: [&str; 6] = [
    "saved",
    "applied",
    "interviewing",
    "offer",
    "rejected",
    "withdrawn",
];

/// Creates `APPLICATIONS` applications through the API, spread over every status.
async fn seed(base: &str, session: &Session) -> Result<(), String> {
    let client = reqwest::Client::new();
    for n in 0..APPLICATIONS {
        let body = json!({
            "company": format!("Company {n}"),
            "role": format!("Engineer {n}"),
            "status": STATUSES[n % STATUSES.len()],
            "location": "Remote",
            "job_url": format!("https://jobs.example.com/{n}"),
            "next_step_note": "Follow up",
            "next_step_date": format!("2026-12-{:02}", n % 28 + 1),
            "job_description": "Rust, PostgreSQL and a steady hand with payments.",
        });
        let res = client
            .post(format!("{base}/api/applications"))
            .header("cookie", &session.cookie)
            .json(&body)
            .send()
            .await
            .map_err(|e| e.to_string())?;
        if res.status() != reqwest::StatusCode::CREATED {
            return Err(format!("creating an application answered {}", res.status()));
        }
    }
    Ok(())
}

/// Seeds the applications, reads the list signed in, then the bare endpoint at the same size.
pub async fn reads(
    run: &Run,
    backend: &str,
    report: &mut Report,
    server: &Server,
    base: &str,
    session: &Session,
) -> Result<(), String> {
    eprintln!("bench: {backend}: {APPLICATIONS} applications");
    seed(base, session).await?;
    api::read_against_bare(
        run,
        backend,
        report,
        server,
        api::signed_in_get(server.addr, "/api/applications", session),
        ("applications", &format!("{APPLICATIONS} applications"), ""),
    )
    .await
}
