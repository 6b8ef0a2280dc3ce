//! Side-by-side: our renderer against headless Chromium printing the same resume as HTML, on
//! this machine, in one run (the budget: docs/performance.md). Prints a table and writes
//! `$CARGO_TARGET_DIR/bench/pdf.json`:
//! `cargo run --release -p vitae-pdf --example vs_chromium` (run by `make bench`).
//! The warm-browser figure needs Node and the web client's Playwright (`frontend/node_modules`).
#[path = "../tests/common/mod.rs"]
mod common;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use vitae_domain::resume::TemplateStyle;
use vitae_domain::{AiEnhancedData, ResumeData};
use vitae_pdf::{render, Content, RenderOptions};

const CHROMIUM: &str = "/usr/bin/chromium";

fn median(mut times: Vec<Duration>) -> f64 {
    times.sort();
    times[times.len() / 2].as_secs_f64() * 1000.0
}

fn esc(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// The same content as the PDF, as a styled HTML page like the web client's preview.
fn html(resume: &ResumeData, enhanced: &AiEnhancedData) -> String {
    let mut work = String::new();
    for (i, w) in resume.work_experience.iter().enumerate() {
        let text = enhanced
            .enhanced_work_experience
            .get(i)
            .map(|e| e.enhanced_description.as_str())
            .unwrap_or(&w.description);
        let bullets: String = text
            .lines()
            .map(|l| format!("<li>{}</li>", esc(l.trim_start_matches(['•', ' ']))))
            .collect();
        work.push_str(&format!(
            "<div class=e><b>{}</b> · {} <span>{}</span><ul>{bullets}</ul></div>",
            esc(&w.position),
            esc(&w.company),
            esc(&w.duration)
        ));
    }
    let education: String = resume
        .education
        .iter()
        .map(|e| {
            format!(
                "<p><b>{}</b>, {} ({})</p>",
                esc(&e.degree),
                esc(&e.institution),
                esc(&e.year)
            )
        })
        .collect();
    let skills: String = resume
        .skills
        .iter()
        .map(|s| format!("<i>{}</i>", esc(s)))
        .collect();
    format!(
        "<!doctype html><html><head><meta charset=utf-8><style>\
         body{{font-family:'Liberation Sans',sans-serif;margin:0;color:#1e293b;font-size:10.5pt}}\
         header{{background:#3730a3;color:#fff;padding:24px 40px}}h1{{margin:0;font-size:24pt}}\
         main{{padding:16px 40px}}h2{{color:#3730a3;font-size:10pt;letter-spacing:.1em;text-transform:uppercase;border-bottom:1px solid #c7d2fe}}\
         .e span{{float:right;color:#64748b}}i{{font-style:normal;background:#eef2ff;border-radius:10px;padding:2px 8px;margin:2px;display:inline-block}}\
         </style></head><body><header><h1>{}</h1><div>{}</div><div>{} · {} · {}</div></header><main>\
         <h2>Professional Summary</h2><p>{}</p><h2>Work Experience</h2>{work}<h2>Education</h2>{education}\
         <h2>Skills</h2><p>{skills}</p></main></body></html>",
        esc(&resume.name),
        esc(&resume.job_title),
        esc(&resume.email),
        esc(&resume.phone),
        esc(&resume.location),
        esc(&enhanced.enhanced_summary),
    )
}

fn chromium_fresh(html_file: &Path, out: &Path, runs: usize) -> Option<f64> {
    let mut times = Vec::new();
    for _ in 0..runs {
        let profile =
            std::env::temp_dir().join(format!("vitae-bench-chromium-{}", std::process::id()));
        let started = Instant::now();
        let status = Command::new(CHROMIUM)
            .args([
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-quic",
                "--no-first-run",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--no-pdf-header-footer",
            ])
            .arg(format!("--user-data-dir={}", profile.display()))
            .arg(format!("--print-to-pdf={}", out.display()))
            .arg(format!("file://{}", html_file.display()))
            .output()
            .ok()?;
        times.push(started.elapsed());
        let _ = std::fs::remove_dir_all(&profile);
        if !status.status.success() {
            return None;
        }
    }
    Some(median(times))
}

/// Median of `page.pdf()` in one warm browser, via the web client's Playwright.
fn chromium_warm(html_file: &Path, root: &Path) -> Option<f64> {
    let script = root.join("scripts/bench/chromium-warm.mjs");
    let out = Command::new("node")
        .arg(&script)
        .arg(html_file)
        .current_dir(root.join("frontend"))
        .output()
        .ok()?;
    String::from_utf8_lossy(&out.stdout).trim().parse().ok()
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .canonicalize()?;
    let (data, enhanced) = common::two_pages();
    let options = common::a4(TemplateStyle::Modern, Content::Enhanced);
    let (ours, size) = median_render(&data, &enhanced, &options)?;
    // Every optional section in use (projects, languages, custom sections, …).
    let (all_data, all_enhanced) = common::every_section();
    let (every_section, _) = median_render(&all_data, &all_enhanced, &options)?;
    // Each template, and resumes in scripts that need shaping and a second font.
    let mut templates = Vec::new();
    for template in TemplateStyle::ALL {
        let options = RenderOptions {
            template,
            ..options
        };
        templates.push((
            template.as_str(),
            median_render(&data, &enhanced, &options)?.0,
        ));
    }
    let mut scripts = Vec::new();
    for language in ["ar", "hi", "he", "zh"] {
        let scripted = common::in_language(language);
        let (ms, bytes) = median_render(&scripted, &AiEnhancedData::default(), &options)?;
        scripts.push((language, ms, bytes));
    }

    let dir = std::env::temp_dir().join("vitae-bench-pdf");
    std::fs::create_dir_all(&dir)?;
    let html_file = dir.join("resume.html");
    std::fs::write(&html_file, html(&data, &enhanced))?;
    let fresh = chromium_fresh(&html_file, &dir.join("chromium.pdf"), 5);
    let warm = chromium_warm(&html_file, &root);

    let ratio = |other: Option<f64>| other.map(|o| o / ours);
    println!("PDF rendering, 2-page resume with photo, median of runs (ms):");
    println!(
        "  vitae-pdf (release)          {ours:8.2}   {:.0} kB",
        size as f64 / 1024.0
    );
    println!("  vitae-pdf, every section     {every_section:8.2}   (budget 20 ms)");
    for (template, ms) in &templates {
        println!("  vitae-pdf, {template:<18}{ms:8.2}   (budget 20 ms)");
    }
    for (language, ms, bytes) in &scripts {
        println!(
            "  vitae-pdf, resume in {language:<8}{ms:8.2}   {:.0} kB",
            *bytes as f64 / 1024.0
        );
    }
    match fresh {
        Some(f) => println!(
            "  Chromium, fresh process      {f:8.1}   vitae is {:.0}x faster (budget 50x)",
            f / ours
        ),
        None => println!("  Chromium, fresh process      not measured (no {CHROMIUM})"),
    }
    match warm {
        Some(w) => println!(
            "  Chromium, warm page.pdf()    {w:8.1}   vitae is {:.0}x faster (budget 5x)",
            w / ours
        ),
        None => println!(
            "  Chromium, warm page.pdf()    not measured (needs node and frontend/node_modules)"
        ),
    }
    let templates: Vec<String> = templates
        .iter()
        .map(|(t, ms)| format!("\"{t}\":{ms:.3}"))
        .collect();
    let scripts: Vec<String> = scripts
        .iter()
        .map(|(l, ms, bytes)| format!("\"{l}\":{{\"ms\":{ms:.3},\"bytes\":{bytes}}}"))
        .collect();
    let json = format!(
        "{{\"vitae_ms\":{ours:.3},\"vitae_bytes\":{size},\"vitae_every_section_ms\":{every_section:.3},\"templates_ms\":{{{}}},\"scripts\":{{{}}},\"chromium_fresh_ms\":{},\"chromium_warm_ms\":{},\"ratio_fresh\":{},\"ratio_warm\":{}}}",
        templates.join(","),
        scripts.join(","),
        opt(fresh),
        opt(warm),
        opt(ratio(fresh)),
        opt(ratio(warm)),
    );
    let target = std::env::var("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|_| root.join("target"));
    std::fs::create_dir_all(target.join("bench"))?;
    std::fs::write(target.join("bench/pdf.json"), json)?;
    Ok(())
}

/// The median of 200 renders in ms, and the PDF's size in bytes.
fn median_render(
    data: &ResumeData,
    enhanced: &AiEnhancedData,
    options: &RenderOptions,
) -> Result<(f64, usize), vitae_pdf::PdfError> {
    let mut times = Vec::new();
    let mut size = 0;
    for _ in 0..200 {
        let started = Instant::now();
        size = render(data, enhanced, options)?.len();
        times.push(started.elapsed());
    }
    Ok((median(times), size))
}

fn opt(v: Option<f64>) -> String {
    v.map_or_else(|| "null".to_owned(), |v| format!("{v:.3}"))
}
