//! The operator's commands beside serving: `vitae backup PATH` and `vitae support list`.

mod backup;
mod support;

use std::process::ExitCode;

use vitae_domain::error::causes;
use vitae_persistence::backup::BackupError;
use vitae_persistence::StoreError;

use crate::config::Config;

/// Why a command failed; printed with its chain of causes.
#[derive(Debug, thiserror::Error)]
pub enum CliError {
    /// The arguments name a command but not as it is used.
    #[error("usage: {0}")]
    Usage(&'static str),
    #[error(transparent)]
    Backup(#[from] BackupError),
    #[error("cannot read the database")]
    Store(#[from] StoreError),
    #[error("cannot write the list")]
    Write(#[from] std::io::Error),
    /// The blocking task running the command panicked or was cancelled.
    #[error("the command stopped before it finished")]
    Stopped(#[from] tokio::task::JoinError),
}

/// Runs the command named by `args` (the arguments after the program name), or returns `None`
/// when they name none of these commands.
pub async fn run(args: &[String], config: &Config) -> Option<ExitCode> {
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let result = match args.as_slice() {
        ["backup", path] => backup::run(config, path).await,
        ["backup", ..] => Err(CliError::Usage("vitae backup PATH (a new file)")),
        ["support", "list"] => support::list(config, &mut std::io::stdout().lock()).await,
        ["support", ..] => Err(CliError::Usage("vitae support list")),
        _ => return None,
    };
    Some(match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("vitae: {}", causes(&e));
            ExitCode::FAILURE
        }
    })
}
