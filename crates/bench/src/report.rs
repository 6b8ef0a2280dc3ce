//! The run's figures: a table on stdout (with the change since the previous run), and JSON in
//! `$CARGO_TARGET_DIR/bench/results.json` for the next run to compare against.

use std::path::Path;

use serde_json::{json, Map, Value};

/// One measured figure, with its baseline and budget where it has them.
pub struct Figure {
    key: String,
    label: String,
    value: Option<f64>,
    unit: &'static str,
    baseline: Option<f64>,
    ratio: Option<f64>,
    budget: String,
    ok: Option<bool>,
}

impl Figure {
    pub fn new(key: &str, label: &str, value: Option<f64>, unit: &'static str) -> Self {
        Self {
            key: key.to_owned(),
            label: label.to_owned(),
            value: value.filter(|v| v.is_finite()),
            unit,
            baseline: None,
            ratio: None,
            budget: String::new(),
            ok: None,
        }
    }

    /// The baseline this figure is compared with, and the figure as a multiple of it.
    pub fn against(mut self, baseline: Option<f64>) -> Self {
        self.baseline = baseline.filter(|v| v.is_finite());
        self.ratio = match (self.value, self.baseline) {
            (Some(v), Some(b)) if b != 0.0 => Some(v / b),
            _ => None,
        };
        self
    }

    /// The budget as text, and whether `check` holds for (value, ratio).
    pub fn budget(mut self, text: &str, check: impl Fn(f64, Option<f64>) -> bool) -> Self {
        self.budget = text.to_owned();
        self.ok = self.value.map(|v| check(v, self.ratio));
        self
    }
}

#[derive(Default)]
pub struct Report {
    figures: Vec<Figure>,
    notes: Vec<String>,
}

impl Report {
    pub fn add(&mut self, figure: Figure) -> Option<f64> {
        let value = figure.value;
        self.figures.push(figure);
        value
    }

    /// Appends another report's figures and notes.
    pub fn absorb(&mut self, other: Report) {
        self.figures.extend(other.figures);
        self.notes.extend(other.notes);
    }

    /// Something the reader must know (a step that could not run, the machine's load).
    pub fn note(&mut self, text: impl Into<String>) {
        let text = text.into();
        eprintln!("bench: {text}");
        self.notes.push(text);
    }

    pub fn print(&self, previous: Option<&Value>) {
        println!();
        println!(
            "{:<44} {:>12} {:>12} {:>8}  {:<22} {:<4} {:>9}",
            "figure", "value", "baseline", "ratio", "budget", "ok", "Δ prev"
        );
        println!("{}", "-".repeat(120));
        for f in &self.figures {
            let before = previous
                .and_then(|p| p["figures"][&f.key]["value"].as_f64())
                .filter(|b| *b != 0.0);
            let delta = match (f.value, before) {
                (Some(v), Some(b)) => format!("{:+.1} %", (v - b) / b * 100.0),
                _ => String::new(),
            };
            println!(
                "{:<44} {:>12} {:>12} {:>8}  {:<22} {:<4} {:>9}",
                f.label,
                show(f.value, f.unit),
                show(f.baseline, f.unit),
                f.ratio.map_or_else(String::new, |r| format!("{r:.2}")),
                f.budget,
                match f.ok {
                    Some(true) => "yes",
                    Some(false) => "NO",
                    None => "",
                },
                delta,
            );
        }
        for note in &self.notes {
            println!("note: {note}");
        }
    }

    pub fn to_json(&self, conditions: Value) -> Value {
        let mut figures = Map::new();
        for f in &self.figures {
            figures.insert(
                f.key.clone(),
                json!({
                    "label": f.label, "value": f.value, "unit": f.unit, "baseline": f.baseline,
                    "ratio": f.ratio, "budget": f.budget, "ok": f.ok,
                }),
            );
        }
        json!({ "conditions": conditions, "figures": figures, "notes": self.notes })
    }
}

fn show(value: Option<f64>, unit: &str) -> String {
    match value {
        None => "—".to_owned(),
        Some(v) if v.abs() >= 100.0 => format!("{v:.0} {unit}"),
        Some(v) => format!("{v:.2} {unit}"),
    }
}

pub fn read_previous(path: &Path) -> Option<Value> {
    serde_json::from_str(&std::fs::read_to_string(path).ok()?).ok()
}
