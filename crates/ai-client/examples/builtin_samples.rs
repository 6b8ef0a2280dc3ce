//! Prints the built-in writer's output for every sample resume, then how long it took, so a
//! person can read what job seekers get:
//! `cargo run --release -p vitae-ai-client --example builtin_samples`.

#![allow(clippy::expect_used)]

use std::path::PathBuf;
use std::time::Instant;

use vitae_ai_client::BuiltInWriter;
use vitae_domain::ResumeData;

fn main() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("fixtures folder")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .collect();
    paths.sort();
    let samples: Vec<(String, ResumeData, Option<String>, String)> = paths
        .iter()
        .map(|p| {
            let v: serde_json::Value =
                serde_json::from_str(&std::fs::read_to_string(p).expect("read")).expect("json");
            let resume = serde_json::from_value(v["resume"].clone()).expect("resume");
            let jd = v["job_description"].as_str().map(str::to_owned);
            let company = v["company"].as_str().unwrap_or_default().to_owned();
            let name = p.file_name().expect("name").to_string_lossy().into_owned();
            (name, resume, jd, company)
        })
        .collect();

    let writer = BuiltInWriter::new();
    for (name, resume, jd, company) in &samples {
        let out = writer.enhance(resume, jd.as_deref());
        println!("==== {name}\n{}\n", out.enhanced_summary);
        for e in &out.enhanced_work_experience {
            println!(
                "{} — {}\n{}\n",
                e.position, e.company, e.enhanced_description
            );
        }
        println!(
            "keywords: {:?}\nsuggested: {:?}\n",
            out.ats_keywords, out.suggested_skills
        );
        println!(
            "{}\n",
            writer.letter(resume, company, jd.as_deref().unwrap_or(""))
        );
    }

    let rounds = 50u32;
    let started = Instant::now();
    for _ in 0..rounds {
        for (_, resume, jd, _) in &samples {
            std::hint::black_box(writer.enhance(resume, jd.as_deref()));
        }
    }
    let per = started.elapsed() / (rounds * samples.len() as u32);
    println!("enhance: {per:?} per resume over {} samples", samples.len());
}
