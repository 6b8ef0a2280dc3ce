//! What keeping every version costs a save. The same edit request is timed two ways on one
//! resume: content that differs from the stored one, so the save keeps the replaced content as
//! a version, and content equal to the stored one, which the server saves the same way (same
//! route, checks, transaction and row update) but keeps no version of. Rounds of each alternate,
//! so the machine's drift from minute to minute falls on both alike.

use std::time::{Duration, Instant};

use serde_json::{json, Value};

use crate::api::Session;
use crate::fixtures;
use crate::report::{Figure, Report};

/// Rounds of each kind, and saves per round.
const ROUNDS: usize = 10;
const PER_ROUND: usize = 20;
/// The share of time versioning may add to a save.
const ALLOWANCE: f64 = 1.10;

/// The edit screen's Save, one after another, as one user types and saves.
struct Editor {
    client: reqwest::Client,
    url: String,
    cookie: String,
    record: Value,
}

impl Editor {
    /// Saves `summary` as the resume's summary; returns how long the request took.
    async fn save(&mut self, summary: &str) -> Result<Duration, String> {
        self.record["resume_data"]["summary"] = json!(summary);
        let started = Instant::now();
        let res = self
            .client
            .put(&self.url)
            .header("cookie", &self.cookie)
            .json(&self.record)
            .send()
            .await
            .map_err(|e| e.to_string())?;
        let status = res.status();
        let stored: Value = res.json().await.map_err(|e| e.to_string())?;
        let took = started.elapsed();
        if status != 200 {
            return Err(format!("an edit answered {status}: {stored}"));
        }
        self.record["updated_at"] = stored["updated_at"].clone();
        Ok(took)
    }
}

/// Times saves with and without a version kept on a fresh resume with a typical photo.
pub async fn saves(
    base: &str,
    session: &Session,
    backend: &str,
    report: &mut Report,
) -> Result<(), String> {
    eprintln!("bench: {backend}: saves that keep a version against saves that keep none");
    let client = reqwest::Client::new();
    let created: Value = client
        .post(format!("{base}/api/resume/save"))
        .header("cookie", &session.cookie)
        .header("content-type", "application/json")
        .body(fixtures::save_body("Vera Versions", fixtures::PHOTO_BYTES))
        .send()
        .await
        .map_err(|e| e.to_string())?
        .json()
        .await
        .map_err(|e| e.to_string())?;
    let id = created["id"].as_str().ok_or("the save returned no id")?;
    let url = format!("{base}/api/resume/{id}");
    let record: Value = client
        .get(&url)
        .header("cookie", &session.cookie)
        .send()
        .await
        .map_err(|e| e.to_string())?
        .json()
        .await
        .map_err(|e| e.to_string())?;
    let mut editor = Editor {
        client,
        url,
        cookie: session.cookie.clone(),
        record,
    };

    let (mut versioned, mut unversioned) = (Vec::new(), Vec::new());
    let mut edit = 0;
    for _ in 0..ROUNDS {
        for _ in 0..PER_ROUND {
            edit += 1;
            versioned.push(
                editor
                    .save(&format!("Backend engineer, edit {edit}."))
                    .await?,
            );
        }
        let unchanged = format!("Backend engineer, edit {edit}.");
        for _ in 0..PER_ROUND {
            unversioned.push(editor.save(&unchanged).await?);
        }
    }
    let with = median_ms(&mut versioned);
    let without = median_ms(&mut unversioned);
    report.add(Figure::new(
        &format!("{backend}.save_unversioned_ms"),
        &format!("{backend}: edit keeping no version (same content), median"),
        Some(without),
        "ms",
    ));
    report.add(
        Figure::new(
            &format!("{backend}.save_versioned_ms"),
            &format!("{backend}: edit keeping a version, median"),
            Some(with),
            "ms",
        )
        .against(Some(without))
        .budget(&format!("≤ {ALLOWANCE:.2}× without"), |_, r| {
            r.is_some_and(|r| r <= ALLOWANCE)
        }),
    );
    Ok(())
}

fn median_ms(times: &mut [Duration]) -> f64 {
    times.sort();
    times[times.len() / 2].as_secs_f64() * 1000.0
}
