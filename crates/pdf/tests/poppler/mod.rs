//! poppler's tools, as an applicant tracking system reads a PDF: every call fails the test when
//! the tool is missing (saying how to install it) or complains on stderr (a malformed file).
#![allow(dead_code, clippy::expect_used)]

use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};

pub fn temp_pdf(pdf: &[u8]) -> std::path::PathBuf {
    static N: AtomicUsize = AtomicUsize::new(0);
    let path = std::env::temp_dir().join(format!(
        "vitae-pdf-test-{}-{}.pdf",
        std::process::id(),
        N.fetch_add(1, Ordering::Relaxed)
    ));
    std::fs::write(&path, pdf).expect("write temp pdf");
    path
}

/// Runs a poppler tool; a missing tool fails the test with the fix.
pub fn poppler(tool: &str, args: &[&str], pdf: &[u8]) -> String {
    let path = temp_pdf(pdf);
    let out = Command::new(tool)
        .args(args)
        .arg(&path)
        .args(if tool == "pdftotext" { &["-"][..] } else { &[][..] })
        .output()
        .unwrap_or_else(|e| {
            panic!("`{tool}` could not run ({e}): install poppler-utils (apt-get install -y poppler-utils)")
        });
    let _ = std::fs::remove_file(&path);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{tool} failed: {stderr}");
    // poppler reports malformed structure (unknown fonts, bad streams) on stderr.
    assert!(stderr.trim().is_empty(), "{tool} complained: {stderr}");
    String::from_utf8(out.stdout).expect("utf-8 output")
}

pub fn text(pdf: &[u8]) -> String {
    poppler("pdftotext", &["-enc", "UTF-8"], pdf)
}

/// A word as `pdftotext -bbox` places it, in points from the page's top-left corner.
#[derive(Debug, Clone)]
pub struct Word {
    pub text: String,
    pub x_min: f64,
    pub y_min: f64,
    pub x_max: f64,
    pub y_max: f64,
}

/// Every word of the first page with its box.
pub fn words(pdf: &[u8]) -> Vec<Word> {
    let html = poppler(
        "pdftotext",
        &["-bbox", "-enc", "UTF-8", "-f", "1", "-l", "1"],
        pdf,
    );
    html.lines()
        .filter(|l| l.trim_start().starts_with("<word "))
        .map(|l| {
            let attr = |name: &str| -> f64 {
                let start = l.find(&format!("{name}=\"")).expect("attribute") + name.len() + 2;
                l[start..]
                    .split('"')
                    .next()
                    .and_then(|v| v.parse().ok())
                    .expect("number")
            };
            let text = l
                .split_once('>')
                .and_then(|(_, rest)| rest.split_once("</word>"))
                .map(|(t, _)| t.to_owned())
                .expect("word text");
            Word {
                text,
                x_min: attr("xMin"),
                y_min: attr("yMin"),
                x_max: attr("xMax"),
                y_max: attr("yMax"),
            }
        })
        .collect()
}

/// Direction marks and embeddings poppler adds (or a field holds) are not text.
pub fn without_marks(s: &str) -> String {
    s.chars()
        .filter(|c| !matches!(c, '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}'))
        .collect()
}
