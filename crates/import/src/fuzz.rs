//! Entry points for the fuzz targets (`fuzz/` at the repository root) and for the test that
//! replays their seeds and past findings (`tests/fuzz_replay.rs`): one function per reader, each
//! taking the fuzzer's bytes. Not part of the import's API.
//!
//! A panic in this crate's own code is a finding and is let through (the fuzzer records the
//! input); one inside a dependency (lopdf over a broken file) is what [`crate::import`] already
//! answers as a damaged file, so it is caught here too.

use std::cell::Cell;
use std::io::{Cursor, Write};
use std::panic::{self, AssertUnwindSafe};
use std::sync::Once;

use crate::stop::Stop;

thread_local! {
    /// Whether the last panic on this thread was raised in this crate's source.
    static OURS: Cell<bool> = const { Cell::new(false) };
}

fn install_hook() {
    static HOOK: Once = Once::new();
    HOOK.call_once(|| {
        let previous = panic::take_hook();
        panic::set_hook(Box::new(move |info| {
            let ours = info
                .location()
                .is_some_and(|l| l.file().contains("crates/import/src"));
            OURS.with(|o| o.set(ours));
            if ours {
                previous(info);
            }
        }));
    });
}

/// Reads `bytes` as an upload, letting a panic in this crate through.
fn read(bytes: &[u8]) {
    install_hook();
    OURS.with(|o| o.set(false));
    let outcome = panic::catch_unwind(AssertUnwindSafe(|| crate::read(bytes, &Stop::never())));
    if outcome.is_err() && OURS.with(Cell::get) {
        panic!("the import panicked in its own code");
    }
}

/// A ZIP of `entries`, stored (not deflated) so the fuzzer's mutations reach the XML and CSV.
fn zip(entries: &[(&str, &[u8])]) -> Vec<u8> {
    let mut out = Cursor::new(Vec::new());
    let mut z = zip::ZipWriter::new(&mut out);
    let options =
        zip::write::SimpleFileOptions::default().compression_method(zip::CompressionMethod::Stored);
    for (name, bytes) in entries {
        if z.start_file(*name, options).is_err() || z.write_all(bytes).is_err() {
            return Vec::new();
        }
    }
    if z.finish().is_err() {
        return Vec::new();
    }
    out.into_inner()
}

/// A PDF (any bytes: the type comes from the content).
pub fn pdf(bytes: &[u8]) {
    read(bytes);
}

/// A Word document: the bytes, NUL-separated, are `word/document.xml`, `word/styles.xml` and
/// `word/header1.xml`; bytes that are already a ZIP are read as they are.
pub fn docx(bytes: &[u8]) {
    if bytes.starts_with(b"PK") {
        return read(bytes);
    }
    let mut parts = bytes.splitn(3, |&b| b == 0);
    let document = parts.next().unwrap_or_default();
    let mut entries = vec![("word/document.xml", document)];
    if let Some(styles) = parts.next() {
        entries.push(("word/styles.xml", styles));
    }
    if let Some(header) = parts.next() {
        entries.push(("word/header1.xml", header));
    }
    read(&zip(&entries));
}

/// The files of a LinkedIn export, in this order, NUL-separated in the fuzzer's bytes.
pub const LINKEDIN_FILES: &[&str] = &[
    "Profile.csv",
    "Positions.csv",
    "Education.csv",
    "Skills.csv",
    "Certifications.csv",
    "Projects.csv",
    "Languages.csv",
    "Email Addresses.csv",
    "PhoneNumbers.csv",
    "Volunteering.csv",
    "Honors.csv",
    "Publications.csv",
];

/// A LinkedIn export: the bytes, NUL-separated, are its CSV files in [`LINKEDIN_FILES`] order.
pub fn linkedin(bytes: &[u8]) {
    let entries: Vec<(&str, &[u8])> = LINKEDIN_FILES
        .iter()
        .copied()
        .zip(bytes.split(|&b| b == 0))
        .collect();
    read(&zip(&entries));
}

/// A JSON Resume document, as `POST /api/resume/import` reads it.
pub fn json_resume(bytes: &[u8]) {
    if let Ok(doc) = serde_json::from_slice::<serde_json::Value>(bytes) {
        let _ = vitae_domain::json_resume::import(&doc);
    }
}
