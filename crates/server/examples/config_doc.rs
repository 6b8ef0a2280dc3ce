//! Rewrites the table of variables in docs/configuration.md from the server's own table
//! (crates/server/src/config/variables.rs): `make config-doc`. A test fails while they differ.

use std::process::ExitCode;

use vitae_server::config::with_doc_table;

fn main() -> ExitCode {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/configuration.md");
    let document = match std::fs::read_to_string(path) {
        Ok(document) => document,
        Err(e) => {
            eprintln!("config-doc: cannot read {path}: {e}");
            return ExitCode::FAILURE;
        }
    };
    let Some(updated) = with_doc_table(&document) else {
        eprintln!("config-doc: {path} has lost the markers around its generated table");
        return ExitCode::FAILURE;
    };
    if let Err(e) = std::fs::write(path, updated) {
        eprintln!("config-doc: cannot write {path}: {e}");
        return ExitCode::FAILURE;
    }
    ExitCode::SUCCESS
}
