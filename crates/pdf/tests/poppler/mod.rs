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
