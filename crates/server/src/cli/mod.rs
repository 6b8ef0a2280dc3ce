//! The operator's commands beside serving: `vitae backup PATH` and `vitae support list`.

mod backup;
mod support;

use std::process::ExitCode;

use crate::config::Config;

/// Runs the command named by `args` (the arguments after the program name), or returns `None`
/// when they name none of these commands.
pub async fn run(args: &[String], config: &Config) -> Option<ExitCode> {
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let result = match args.as_slice() {
        ["backup", path] => backup::run(config, path).await,
        ["backup", ..] => Err("usage: vitae backup PATH (a new file)".to_owned()),
        ["support", "list"] => support::list(config, &mut std::io::stdout().lock()).await,
        ["support", ..] => Err("usage: vitae support list".to_owned()),
        _ => return None,
    };
    Some(match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("vitae: {message}");
            ExitCode::FAILURE
        }
    })
}
