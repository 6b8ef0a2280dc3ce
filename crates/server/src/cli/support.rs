//! `vitae support list`: the stored support requests, for an operator who reads them here.

use std::io::Write;

use vitae_persistence::support::{list_all, Delivery, StoredRequest};
use vitae_persistence::Database;

use super::CliError;
use crate::config::Config;

pub async fn list(config: &Config, out: &mut impl Write) -> Result<(), CliError> {
    let url = config.database_url.clone();
    let db = tokio::task::spawn_blocking(move || Database::connect(&url, 1)).await??;
    let requests = db.run(list_all).await?;
    Ok(write_list(&requests, out)?)
}

/// One block per request, newest first: a header line, its delivery, then the message indented.
fn write_list(requests: &[StoredRequest], out: &mut impl Write) -> std::io::Result<()> {
    if requests.is_empty() {
        return writeln!(out, "No support requests stored.");
    }
    for r in requests {
        writeln!(
            out,
            "{}  {}  {}  [{}]  {}",
            r.id,
            r.created_at.format("%Y-%m-%d %H:%M:%S UTC"),
            r.user_email,
            r.category,
            r.subject
        )?;
        match &r.delivery {
            Delivery::NotSent => writeln!(out, "    (not mailed)")?,
            Delivery::Delivered { at, .. } => {
                writeln!(out, "    (mailed {})", at.format("%Y-%m-%d %H:%M:%S UTC"))?;
            }
            Delivery::Failing {
                attempts,
                last_error,
            } => writeln!(
                out,
                "    (not mailed yet: {attempts} failed attempts, last: {last_error})"
            )?,
        }
        for line in r.message.lines() {
            writeln!(out, "    {line}")?;
        }
        writeln!(out)?;
    }
    Ok(())
}
