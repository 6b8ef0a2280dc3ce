//! A shared resume's public JSON (`GET /api/public/{slug}`), the read a recruiter's phone makes
//! and the most frequent read of a shared resume, against the bare endpoint at its body size.

use serde_json::{json, Value};

use crate::api::{self, Session};
use crate::load::Target;
use crate::process::Server;
use crate::report::Report;
use crate::Run;

/// Shares resume `id` publicly, as the Share dialog does; returns the link's slug.
pub async fn share(base: &str, session: &Session, id: &str) -> Result<String, String> {
    let res = reqwest::Client::new()
        .post(format!("{base}/api/resume/{id}/share"))
        .header("cookie", &session.cookie)
        .json(&json!({ "enabled": true, "hide_contact": false }))
        .send()
        .await
        .map_err(|e| e.to_string())?;
    let status = res.status();
    let link: Value = res.json().await.map_err(|e| e.to_string())?;
    link["slug"]
        .as_str()
        .map(str::to_owned)
        .ok_or_else(|| format!("sharing answered {status} without a slug"))
}

/// Reads the public JSON with no cookie, as a visitor does, then the bare endpoint at the same
/// size right after (the machine's speed drifts from minute to minute).
pub async fn reads(
    run: &Run,
    backend: &str,
    report: &mut Report,
    server: &Server,
    slug: &str,
) -> Result<(), String> {
    eprintln!("bench: {backend}: a shared resume's public JSON");
    api::read_against_bare(
        run,
        backend,
        report,
        server,
        Target::get(server.addr, &format!("/api/public/{slug}")),
        ("public", "public JSON", ", no cookie"),
    )
    .await
}
