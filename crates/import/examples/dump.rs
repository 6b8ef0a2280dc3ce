//! Prints the draft a file gives, as JSON: `cargo run -p vitae-import --example dump -- FILE`.

fn main() {
    for path in std::env::args().skip(1) {
        match std::fs::read(&path).map(|bytes| vitae_import::import(&bytes)) {
            Ok(Ok(draft)) => match serde_json::to_string_pretty(&draft) {
                Ok(json) => println!("{path}\n{json}"),
                Err(e) => eprintln!("{path}: {e}"),
            },
            Ok(Err(e)) => eprintln!("{path}: {e}"),
            Err(e) => eprintln!("{path}: {e}"),
        }
    }
}
