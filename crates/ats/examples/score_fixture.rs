//! Prints the report and the time per score for a fixture, e.g.
//! `cargo run --release -p vitae-ats --example score_fixture -- backend_engineer [long_posting]`.

#![allow(clippy::expect_used)]

use std::time::Instant;

fn main() {
    let mut args = std::env::args().skip(1);
    let name = args.next().unwrap_or_else(|| "backend_engineer".into());
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/ats");
    let fixture: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(format!("{dir}/{name}.json")).expect("fixture"),
    )
    .expect("json");
    let resume: vitae_domain::ResumeData =
        serde_json::from_value(fixture["resume"].clone()).expect("resume");
    let jd = match args.next() {
        Some(text) => std::fs::read_to_string(format!("{dir}/{text}.txt")).expect("posting"),
        None => fixture["job_description"]
            .as_str()
            .unwrap_or_default()
            .to_owned(),
    };
    let report = vitae_ats::score(&resume, None, &jd);
    println!("{}", serde_json::to_string_pretty(&report).expect("json"));
    let runs = 1_000;
    let started = Instant::now();
    for _ in 0..runs {
        std::hint::black_box(vitae_ats::score(&resume, None, &jd));
    }
    let words = jd.split_whitespace().count();
    eprintln!("{words} words: {:?} per score", started.elapsed() / runs);
}
