//! `vitae backup PATH`: a consistent copy of the SQLite database while the server runs.

use std::path::PathBuf;

use vitae_persistence::backup::backup;

use super::CliError;
use crate::config::Config;

pub async fn run(config: &Config, path: &str) -> Result<(), CliError> {
    let url = config.database_url.clone();
    let dest = PathBuf::from(path);
    let shown = dest.display().to_string();
    tokio::task::spawn_blocking(move || backup(&url, &dest)).await??;
    println!("vitae: database copied to {shown}");
    Ok(())
}
