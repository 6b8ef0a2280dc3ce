//! Writes the fuzz targets' seeds: `cargo run -p vitae-import --example fuzz_seeds -- DIR`
//! (`make fuzz-seeds` writes `fuzz/seeds`). The files are the hostile tests' generators at small
//! sizes and real resumes from the corpus (`tests/support/hostile_files.rs`).

use std::path::PathBuf;
use std::process::ExitCode;

#[path = "../tests/support/hostile_files.rs"]
mod hostile_files;
#[path = "../tests/support/mod.rs"]
mod support;

fn main() -> ExitCode {
    let Some(dir) = std::env::args_os().nth(1).map(PathBuf::from) else {
        eprintln!("usage: fuzz_seeds DIR");
        return ExitCode::FAILURE;
    };
    match hostile_files::write_seeds(&dir) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("fuzz_seeds: cannot write {}: {e}", dir.display());
            ExitCode::FAILURE
        }
    }
}
