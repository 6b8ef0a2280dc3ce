//! Parse time and memory of one import, on corpus files:
//! `cargo run --release -p vitae-import --example parse_bench`.
//!
//! Prints the median of 50 parses of a two-page PDF and of a Word document, and the process's
//! peak resident memory (VmHWM) over the run, against the budget: PDF < 50 ms, DOCX < 20 ms,
//! < 64 MB per parse; and writes them to `$CARGO_TARGET_DIR/bench/import.json` for `make bench`.

use std::path::Path;
use std::time::{Duration, Instant};

const RUNS: usize = 50;

fn peak_rss_mb() -> f64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmHWM:"))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|kb| kb.parse::<f64>().ok())
        })
        .map_or(0.0, |kb| kb / 1024.0)
}

fn median(path: &Path) -> Duration {
    let bytes = std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut times: Vec<Duration> = (0..RUNS)
        .map(|_| {
            let started = Instant::now();
            let draft = vitae_import::import(&bytes);
            let took = started.elapsed();
            assert!(draft.is_ok(), "{}: {draft:?}", path.display());
            took
        })
        .collect();
    times.sort();
    times[RUNS / 2]
}

fn main() {
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus");
    let before = peak_rss_mb();
    let pdf = median(&corpus.join("pdf/stackoverflow--senior-engineer.pdf"));
    let docx = median(&corpus.join("docx/styled--senior-engineer.docx"));
    let peak = peak_rss_mb();
    println!(
        "PDF  (2 pages, stackoverflow--senior-engineer): median {:>6.2} ms  (budget 50 ms)",
        pdf.as_secs_f64() * 1e3
    );
    println!(
        "DOCX (styled--senior-engineer):                 median {:>6.2} ms  (budget 20 ms)",
        docx.as_secs_f64() * 1e3
    );
    println!("peak resident memory: {peak:.1} MB for the whole process ({before:.1} MB before parsing; budget 64 MB per parse)");
    let json = format!(
        "{{\"pdf_ms\":{:.3},\"docx_ms\":{:.3},\"peak_mb\":{peak:.1}}}",
        pdf.as_secs_f64() * 1e3,
        docx.as_secs_f64() * 1e3
    );
    let target = std::env::var("CARGO_TARGET_DIR")
        .map(std::path::PathBuf::from)
        .unwrap_or_else(|_| Path::new(env!("CARGO_MANIFEST_DIR")).join("../../target"));
    let written = std::fs::create_dir_all(target.join("bench"))
        .and_then(|()| std::fs::write(target.join("bench/import.json"), json));
    if let Err(e) = written {
        eprintln!("parse_bench: cannot write bench/import.json: {e}");
        std::process::exit(1);
    }
}
