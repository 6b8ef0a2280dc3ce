//! `make bench`'s ATS figure: the median time to score a ~1,500-word posting against a full
//! resume (budget 5 ms), written to `$CARGO_TARGET_DIR/bench/ats.json`.

use std::path::Path;
use std::time::Instant;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let fixture: serde_json::Value =
        serde_json::from_str(include_str!("../tests/fixtures/ats/backend_engineer.json"))?;
    let resume: vitae_domain::ResumeData = serde_json::from_value(fixture["resume"].clone())?;
    let jd = include_str!("../tests/fixtures/ats/long_posting.txt");
    let mut times: Vec<f64> = (0..200)
        .map(|_| {
            let started = Instant::now();
            std::hint::black_box(vitae_ats::score(&resume, None, std::hint::black_box(jd)));
            started.elapsed().as_secs_f64() * 1000.0
        })
        .collect();
    times.sort_by(f64::total_cmp);
    let median = times[times.len() / 2];
    println!("ATS score of a 1,500-word posting, median of 200: {median:.3} ms (budget 5 ms)");
    let target = std::env::var("CARGO_TARGET_DIR")
        .map(std::path::PathBuf::from)
        .unwrap_or_else(|_| Path::new(env!("CARGO_MANIFEST_DIR")).join("../../target"));
    std::fs::create_dir_all(target.join("bench"))?;
    std::fs::write(
        target.join("bench/ats.json"),
        format!("{{\"long_posting_ms\":{median:.4}}}"),
    )?;
    Ok(())
}
