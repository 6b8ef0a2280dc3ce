//! The fuzz targets' committed inputs, replayed through the same entry points the fuzzer calls
//! (`vitae_import::fuzz`): the seeds (`fuzz/seeds/<target>/`, hostile files and real resumes)
//! and every input a fuzz run found and we fixed (`fuzz/regressions/<target>/`). A panic in
//! this crate fails the test; so does an input that takes more than a second (timed up to three
//! times, the fastest kept: other tests on a shared 2-core machine can slow one run, while an
//! input that is slow by itself is slow every time).
//! `make fuzz` runs the fuzzer itself (docs/security.md, "Fuzzing"); this replay is part of
//! every `make test`.

#![allow(clippy::expect_used)]

use std::path::Path;
use std::time::{Duration, Instant};

/// The most one input may take.
const BUDGET: Duration = Duration::from_secs(1);

/// A fuzz target: its folder name and its entry point.
type Target = (&'static str, fn(&[u8]));

#[test]
fn every_seed_and_past_finding_is_answered_quickly() {
    let fuzz = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fuzz");
    let targets: [Target; 4] = [
        ("pdf", vitae_import::fuzz::pdf),
        ("docx", vitae_import::fuzz::docx),
        ("linkedin", vitae_import::fuzz::linkedin),
        ("json_resume", vitae_import::fuzz::json_resume),
    ];
    let mut replayed = 0;
    let mut slow = Vec::new();
    for (target, run) in targets {
        for folder in ["seeds", "regressions"] {
            let Ok(entries) = std::fs::read_dir(fuzz.join(folder).join(target)) else {
                continue;
            };
            let mut paths: Vec<_> = entries.filter_map(Result::ok).map(|e| e.path()).collect();
            paths.sort();
            for path in paths {
                let bytes = std::fs::read(&path).expect("input");
                replayed += 1;
                let mut fastest = Duration::MAX;
                for _ in 0..3 {
                    let started = Instant::now();
                    run(&bytes);
                    fastest = fastest.min(started.elapsed());
                    if fastest <= BUDGET {
                        break;
                    }
                }
                if fastest > BUDGET {
                    slow.push(format!("{}: {fastest:?}", path.display()));
                }
            }
        }
    }
    assert!(replayed >= 20, "only {replayed} fuzz inputs were found");
    assert!(slow.is_empty(), "{slow:#?}");
}
