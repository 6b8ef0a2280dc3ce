//! The web client's figures: first-load JavaScript per route against a bare Next.js page
//! (`frontend/scripts/bundle-size.mjs`), Lighthouse (mobile) on the landing page, a shared
//! resume's public page and the dashboard, served by the release server, and the editor's live
//! page and the application board in Chromium (`frontend/scripts/live-preview-bench.mjs`,
//! `board-bench.mjs`).

use std::path::Path;
use std::process::Command;

use serde_json::Value;

use crate::report::{Figure, Report};
use crate::Run;

const LIGHTHOUSE: &str = "lighthouse@12.8.2";
const CHROMIUM: &str = "/usr/bin/chromium";

/// First-load JS (gzipped) of every route of `frontend/out` and of the bare page.
pub fn bundle(run: &Run, report: &mut Report) {
    let sizes = match node_json(run, "bundle-size.mjs", &[]) {
        Ok(sizes) => sizes,
        Err(why) => return report.note(format!("bundle sizes not measured: {why}")),
    };
    let floor = sizes["floor_kb"].as_f64();
    report.add(Figure::new(
        "web.floor_kb",
        "web: bare Next.js + React page, first-load JS gz",
        floor,
        "kB",
    ));
    let Some(routes) = sizes["routes"].as_object() else {
        return;
    };
    for (route, kb) in routes {
        let allowance = if route == "/" { 20.0 } else { 60.0 };
        report.add(
            Figure::new(
                &format!("web.first_load_kb.{route}"),
                &format!("web: first-load JS gz {route}"),
                kb.as_f64(),
                "kB",
            )
            .against(floor)
            .budget(&format!("≤ floor + {allowance:.0} kB"), move |v, _| {
                floor.is_some_and(|f| v <= f + allowance)
            }),
        );
    }
}

/// The editor's live page at 4× CPU slowdown (a mid-range phone): the main thread's scripting
/// from a click on an accent colour to the page shown, from a performance trace, and a keystroke
/// to the next frame. Its own server on a fresh database, from the release binary.
pub fn live_page(run: &Run, report: &mut Report) {
    eprintln!("bench: the editor's live page in Chromium");
    let vitae = run.vitae.display().to_string();
    let figures = match node_json(run, "live-preview-bench.mjs", &[("VITAE_BIN", &vitae)]) {
        Ok(figures) => figures,
        Err(why) => return report.note(format!("live page not measured: {why}")),
    };
    let slow = &figures["cpu_4x"];
    for (what, label) in [
        ("design", "accent click to page shown, scripting"),
        ("keystroke", "keystroke to next frame"),
    ] {
        report.add(
            Figure::new(
                &format!("web.live_page.{what}_ms"),
                &format!("web: live page, {label}, 4× CPU (median)"),
                slow[what]["median_ms"].as_f64(),
                "ms",
            )
            .budget("≤ 16 ms", |v, _| v <= 16.0),
        );
        report.add(Figure::new(
            &format!("web.live_page.{what}_p95_ms"),
            &format!("web: live page, {label}, 4× CPU (p95)"),
            slow[what]["p95_ms"].as_f64(),
            "ms",
        ));
    }
}

/// The application board with 500 applications at 4× CPU slowdown: navigation to the board
/// drawn and to interactive (no long task for half a second after), held to 1 s
/// (`frontend/scripts/board-bench.mjs`). Its own server on a fresh database, release binary.
pub fn board(run: &Run, report: &mut Report) {
    eprintln!("bench: the application board in Chromium");
    let vitae = run.vitae.display().to_string();
    let figures = match node_json(run, "board-bench.mjs", &[("VITAE_BIN", &vitae)]) {
        Ok(figures) => figures,
        Err(why) => return report.note(format!("board not measured: {why}")),
    };
    for (what, label) in [("rendered", "drawn"), ("interactive", "interactive")] {
        report.add(
            Figure::new(
                &format!("web.board.{what}_ms"),
                &format!("web: board of 500 applications {label}, 4× CPU (median)"),
                figures[what]["median_ms"].as_f64(),
                "ms",
            )
            .budget("< 1000 ms", |v, _| v < 1000.0),
        );
    }
    report.add(Figure::new(
        "web.board.tbt_ms",
        "web: board of 500 applications, blocking time, 4× CPU (median)",
        figures["tbt"]["median_ms"].as_f64(),
        "ms",
    ));
}

/// Runs `frontend/scripts/{script} --json` with `env` and reads the JSON it prints; what went
/// wrong otherwise (the script's stderr, or why it could not start).
fn node_json(run: &Run, script: &str, env: &[(&str, &str)]) -> Result<Value, String> {
    let out = Command::new("node")
        .arg(run.root.join("frontend/scripts").join(script))
        .arg("--json")
        .envs(env.iter().copied())
        .current_dir(run.root.join("frontend"))
        .output()
        .map_err(|e| e.to_string())?;
    serde_json::from_slice(&out.stdout)
        .map_err(|_| String::from_utf8_lossy(&out.stderr).trim().to_owned())
}

/// Lighthouse runs per page: its scores swing between runs, so the median of three is the one
/// reported.
const LIGHTHOUSE_RUNS: usize = 3;

/// Lighthouse (mobile) on `/` in English and in Arabic (the language cookie set, so the server
/// sends the right-to-left export), on a shared resume's public page (no cookie, as a recruiter
/// opens it) and, with the session cookie, on `/dashboard`: the median of `LIGHTHOUSE_RUNS` runs
/// of each.
pub fn lighthouse(run: &Run, report: &mut Report, base: &str, cookie: &str, public_page: &str) {
    // The export's English landing page (each language's is `out/<lang>.html`).
    if !run.root.join("frontend/out/en.html").is_file() {
        report
            .note("Lighthouse not run: build the web client first (cd frontend && npm run build)");
        return;
    }
    let signed_in = serde_json::json!({ "Cookie": cookie }).to_string();
    let arabic = serde_json::json!({ "Cookie": "vitae_lang=ar" }).to_string();
    for (name, path, headers) in [
        ("landing", "/", None),
        ("landing_ar", "/", Some(arabic.as_str())),
        ("public", public_page, None),
        ("dashboard", "/dashboard", Some(signed_in.as_str())),
    ] {
        let mut runs = Vec::new();
        for n in 1..=LIGHTHOUSE_RUNS {
            eprintln!("bench: Lighthouse (mobile) on {path}, run {n} of {LIGHTHOUSE_RUNS}");
            match audit(
                run,
                &format!("{base}{path}"),
                headers,
                &format!("{name}-{n}"),
            ) {
                Some(scores) => runs.push(scores),
                None => report.note(format!(
                    "Lighthouse run {n} on {path} failed; see {}",
                    run.scratch.display()
                )),
            }
        }
        let median = |c: &str| {
            let mut scores: Vec<f64> = runs
                .iter()
                .filter_map(|r| r["categories"][c]["score"].as_f64())
                .collect();
            scores.sort_by(f64::total_cmp);
            scores.get(scores.len() / 2).copied()
        };
        report.add(
            Figure::new(
                &format!("web.lighthouse.{name}.performance"),
                &format!(
                    "web: Lighthouse performance {} (median of {})",
                    shown(name, path),
                    runs.len()
                ),
                median("performance"),
                "",
            )
            .budget("≥ 0.95", |v, _| v >= 0.95),
        );
        report.add(
            Figure::new(
                &format!("web.lighthouse.{name}.accessibility"),
                &format!(
                    "web: Lighthouse accessibility {} (median of {})",
                    shown(name, path),
                    runs.len()
                ),
                median("accessibility"),
                "",
            )
            .budget("= 1.0", |v, _| v >= 1.0),
        );
    }
}

/// The page as the report names it: its path, and the language when it is not English.
fn shown(name: &str, path: &str) -> String {
    match name.strip_prefix("landing_") {
        Some(language) => format!("{path} ({language})"),
        None => path.to_owned(),
    }
}

fn audit(run: &Run, url: &str, headers: Option<&str>, name: &str) -> Option<Value> {
    let out = run.scratch.join(format!("lighthouse-{name}.json"));
    let mut cmd = Command::new("npx");
    cmd.args(["-y", LIGHTHOUSE, url, "--quiet", "--output=json"])
        .arg(format!("--output-path={}", out.display()))
        .arg("--only-categories=performance,accessibility")
        .arg("--chrome-flags=--headless=new --no-sandbox --disable-gpu")
        .env("CHROME_PATH", CHROMIUM)
        .current_dir(&run.scratch);
    if let Some(headers) = headers {
        cmd.arg(format!("--extra-headers={headers}"));
    }
    let status = cmd.status().ok()?;
    if !status.success() {
        return None;
    }
    read_json(&out)
}

fn read_json(path: &Path) -> Option<Value> {
    serde_json::from_str(&std::fs::read_to_string(path).ok()?).ok()
}
