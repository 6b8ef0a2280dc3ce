//! `make bench`: the performance budgets' figures (docs/performance.md), each beside its baseline,
//! measured in one run on this machine over loopback. Starts the release `vitae` binary on a fresh
//! SQLite file and on a fresh PostgreSQL database, a bare actix-web endpoint, our PDF renderer
//! against headless Chromium, Lighthouse, and the web client's bundle against a bare Next.js page.
//! Prints a table (with the change since the last run) and writes
//! `$CARGO_TARGET_DIR/bench/results.json`.
//!
//! `BENCH_SECS` (default 10) sets each load run's length; `BENCH_ONLY=api,pdf,web` picks steps.

mod api;
mod applications;
mod database;
mod fixtures;
mod load;
mod process;
mod public;
mod report;
mod versions;
mod web;
mod wrk;

use std::path::PathBuf;
use std::process::{Command, ExitCode};
use std::time::Duration;

use serde_json::{json, Value};

use crate::report::{Figure, Report};

/// Where things are, and how long each load run lasts.
pub struct Run {
    pub root: PathBuf,
    pub vitae: PathBuf,
    pub bare: PathBuf,
    target: PathBuf,
    /// Logs and throwaway files of this run.
    pub scratch: PathBuf,
    pub warmup: Duration,
    pub duration: Duration,
    /// Reads are driven by wrk when it is installed; our own client is the fallback.
    pub wrk: bool,
}

impl Run {
    fn new(scratch: PathBuf) -> Result<Self, String> {
        let exe = std::env::current_exe().map_err(|e| e.to_string())?;
        let release = exe.parent().ok_or("no binary folder")?.to_owned();
        let target = std::env::var("CARGO_TARGET_DIR")
            .map(PathBuf::from)
            .or_else(|_| {
                release
                    .parent()
                    .map(PathBuf::from)
                    .ok_or("no target folder")
            })?;
        let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
        let root = root.canonicalize().map_err(|e| e.to_string())?;
        let secs = std::env::var("BENCH_SECS")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(10);
        Ok(Self {
            root,
            vitae: release.join("vitae"),
            bare: release.join("vitae-bench-bare"),
            target,
            scratch,
            warmup: Duration::from_secs(1),
            duration: Duration::from_secs(secs),
            wrk: wrk::available(),
        })
    }

    fn wants(&self, step: &str) -> bool {
        std::env::var("BENCH_ONLY").map_or(true, |only| only.split(',').any(|s| s == step))
    }
}

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() -> ExitCode {
    let scratch = match tempfile::Builder::new().prefix("vitae-bench-").tempdir() {
        Ok(dir) => dir,
        Err(e) => {
            eprintln!("bench: no temporary folder: {e}");
            return ExitCode::FAILURE;
        }
    };
    let run = match Run::new(scratch.path().to_owned()) {
        Ok(run) => run,
        Err(e) => {
            eprintln!("bench: {e}");
            return ExitCode::FAILURE;
        }
    };
    let mut report = Report::default();
    let conditions = conditions();
    report.note(format!(
        "{} CPUs, load average before the run {}",
        conditions["cpus"], conditions["load_average"]
    ));
    report.note(if run.wrk {
        "API reads driven by wrk, uploads by the built-in client".to_owned()
    } else {
        "wrk not found: API reads driven by the built-in client, whose ceiling is about a sixth \
         of wrk's, so the ratios to the bare endpoint are understated (apt-get install wrk)"
            .to_owned()
    });

    if run.wants("web") {
        web::bundle(&run, &mut report);
        web::live_page(&run, &mut report);
        web::board(&run, &mut report);
    }
    if run.wants("api") {
        for backend in ["sqlite", "postgres"] {
            let mut web_figures = Report::default();
            let lighthouse = backend == "sqlite" && run.wants("web");
            let result = api::backend(
                &run,
                backend,
                &mut report,
                async |base, cookie, public_page| {
                    if lighthouse {
                        web::lighthouse(&run, &mut web_figures, base, cookie, public_page);
                    }
                },
            )
            .await;
            report.absorb(web_figures);
            if let Err(e) = result {
                report.note(format!("{backend}: not measured: {e}"));
            }
        }
    } else if run.wants("web") {
        report.note("Lighthouse runs with the api step (it needs a seeded server)");
    }
    if run.wants("pdf") {
        pdf(&run, &mut report);
    }
    if run.wants("import") {
        import(&run, &mut report);
    }
    if run.wants("ats") {
        ats(&run, &mut report);
    }

    let path = run.target.join("bench/results.json");
    let previous = report::read_previous(&path);
    report.print(previous.as_ref());
    let json = report.to_json(conditions);
    let written = std::fs::create_dir_all(run.target.join("bench"))
        .and_then(|()| std::fs::write(&path, format!("{json:#}\n")));
    match written {
        Ok(()) => {
            println!("written to {}", path.display());
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("bench: cannot write {}: {e}", path.display());
            ExitCode::FAILURE
        }
    }
}

/// Runs the release example `name` of `package`, which writes its figures to
/// `bench/{file}` under the target folder, and reads them; notes in the report when it could
/// not (`make bench` builds every example it needs).
fn example_figures(
    run: &Run,
    report: &mut Report,
    (package, name, file): (&str, &str, &str),
) -> Option<Value> {
    let example = run.vitae.with_file_name("examples").join(name);
    eprintln!("bench: {package} ({name})");
    let ok = Command::new(&example)
        .env("CARGO_TARGET_DIR", &run.target)
        .status()
        .is_ok_and(|s| s.success());
    let figures = std::fs::read_to_string(run.target.join("bench").join(file))
        .ok()
        .and_then(|s| serde_json::from_str(&s).ok());
    if !ok || figures.is_none() {
        report.note(format!(
            "{package} not measured: build it with `cargo build --release -p {package} --example {name}` ({})",
            example.display()
        ));
    }
    figures.filter(|_| ok)
}

/// The PDF renderer against headless Chromium (`crates/pdf/examples/vs_chromium.rs`).
fn pdf(run: &Run, report: &mut Report) {
    let Some(pdf) = example_figures(run, report, ("vitae-pdf", "vs_chromium", "pdf.json")) else {
        return;
    };
    let ours = pdf["vitae_ms"].as_f64();
    report.add(
        Figure::new("pdf.render_ms", "pdf: 2-page resume, median", ours, "ms")
            .budget("< 20 ms", |v, _| v < 20.0),
    );
    report.add(
        Figure::new(
            "pdf.every_section_ms",
            "pdf: resume with every section, median",
            pdf["vitae_every_section_ms"].as_f64(),
            "ms",
        )
        .budget("< 20 ms", |v, _| v < 20.0),
    );
    for (template, ms) in pdf["templates_ms"].as_object().into_iter().flatten() {
        report.add(
            Figure::new(
                &format!("pdf.template.{template}_ms"),
                &format!("pdf: 2-page resume in {template}, median"),
                ms.as_f64(),
                "ms",
            )
            .budget("< 20 ms", |v, _| v < 20.0),
        );
    }
    for (language, figures) in pdf["scripts"].as_object().into_iter().flatten() {
        report.add(
            Figure::new(
                &format!("pdf.script.{language}_ms"),
                &format!("pdf: resume in {language}, median"),
                figures["ms"].as_f64(),
                "ms",
            )
            .budget("< 20 ms", |v, _| v < 20.0),
        );
        report.add(
            Figure::new(
                &format!("pdf.script.{language}_kb"),
                &format!("pdf: resume in {language}, size without a photo"),
                figures["bytes"].as_f64().map(|b| b / 1024.0),
                "kB",
            )
            .budget("< 100 kB", |v, _| v < 100.0),
        );
    }
    report.add(
        Figure::new(
            "pdf.size_kb",
            "pdf: size with a photo",
            pdf["vitae_bytes"].as_f64().map(|b| b / 1024.0),
            "kB",
        )
        .budget("< 300 kB", |v, _| v < 300.0),
    );
    for (key, label, budget, times) in [
        (
            "chromium_fresh_ms",
            "pdf: Chromium, fresh process",
            "≥ 50× slower",
            50.0,
        ),
        (
            "chromium_warm_ms",
            "pdf: Chromium, warm page.pdf()",
            "≥ 5× slower",
            5.0,
        ),
    ] {
        report.add(
            Figure::new(&format!("pdf.{key}"), label, pdf[key].as_f64(), "ms")
                .against(ours)
                .budget(budget, move |_, r| r.is_some_and(|r| r >= times)),
        );
    }
}

/// The ATS score of a long posting (`crates/ats/examples/score_bench.rs`).
fn ats(run: &Run, report: &mut Report) {
    let Some(ats) = example_figures(run, report, ("vitae-ats", "score_bench", "ats.json")) else {
        return;
    };
    report.add(
        Figure::new(
            "ats.long_posting_ms",
            "ats: score of a 1,500-word posting, median",
            ats["long_posting_ms"].as_f64(),
            "ms",
        )
        .budget("< 5 ms", |v, _| v < 5.0),
    );
}

/// The import's parse times and memory (`crates/import/examples/parse_bench.rs`).
fn import(run: &Run, report: &mut Report) {
    let Some(parse) = example_figures(run, report, ("vitae-import", "parse_bench", "import.json"))
    else {
        return;
    };
    for (key, label, limit) in [
        ("pdf_ms", "import: 2-page PDF, median", 50.0),
        ("docx_ms", "import: DOCX, median", 20.0),
    ] {
        report.add(
            Figure::new(&format!("import.{key}"), label, parse[key].as_f64(), "ms")
                .budget(&format!("< {limit} ms"), move |v, _| v < limit),
        );
    }
    report.add(
        Figure::new(
            "import.peak_mb",
            "import: peak memory of the parsing process",
            parse["peak_mb"].as_f64(),
            "MB",
        )
        .budget("< 64 MB", |v, _| v < 64.0),
    );
}

/// What else was running: the figures of a shared machine are only comparable with this.
fn conditions() -> Value {
    let load = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    let cpus = std::thread::available_parallelism().map_or(0, |n| n.get());
    json!({
        "cpus": cpus,
        "load_average": load.split_whitespace().take(3).collect::<Vec<_>>().join(" "),
        "connections": api::CONNECTIONS,
        "seconds_per_run": std::env::var("BENCH_SECS").unwrap_or_else(|_| "10".into()),
        "unix_time": std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs()),
    })
}
