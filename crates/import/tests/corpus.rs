//! The corpus scorer: every file under `corpus/` (resumes printed or written by tools we did
//! not write, from the JSON Resume personas in `corpus/personas/`) is imported and compared
//! field by field with its persona (or, in `typeset/`, with the ground truth written beside
//! each file). Prints recall per field, per source tool, per set and overall, and holds the
//! budget: 91.5 % of all fields, 90 % in each set, and every name, email and phone.
//!
//! A field counts only where the file visibly holds it: its value must appear in the file's
//! reference text (`<file>.txt`, written by poppler's pdftotext or LibreOffice when the corpus
//! was built), since some themes leave sections out. Comparisons ignore case, spacing, dash
//! kinds and punctuation; long texts count when 90 % of their words are found.

#![allow(clippy::expect_used)]

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde_json::Value;
use vitae_domain::ResumeData;

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus")
}

/// Lower case, one kind of dash, no punctuation, single spaces; presentation forms (what
/// pdftotext gives for Arabic) as letters, without the tatweel.
fn norm(text: &str) -> String {
    use unicode_normalization::UnicodeNormalization;
    let mapped: String = text
        .nfkc()
        .filter(|&c| c != '\u{640}')
        .collect::<String>()
        .to_lowercase()
        .chars()
        .map(|c| match c {
            '–' | '—' | '−' | '‒' => '-',
            c if c.is_alphanumeric() || c == '-' => c,
            _ => ' ',
        })
        .collect();
    mapped.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn words(text: &str) -> Vec<String> {
    norm(text)
        .split(' ')
        .filter(|w| !w.is_empty())
        .map(str::to_owned)
        .collect()
}

/// Share of `expected`'s words found in `got` (as a multiset).
fn recall(expected: &str, got: &str) -> f64 {
    let want = words(expected);
    if want.is_empty() {
        return 1.0;
    }
    let mut have = words(got);
    let mut found = 0;
    for w in &want {
        if let Some(i) = have.iter().position(|h| h == w) {
            have.swap_remove(i);
            found += 1;
        }
    }
    found as f64 / want.len() as f64
}

fn same(a: &str, b: &str) -> bool {
    let (a, b) = (norm(a), norm(b));
    !a.is_empty() && a == b
}

fn url_key(url: &str) -> String {
    let u = url.trim().to_lowercase();
    let u = u
        .split_once("://")
        .map_or(u.as_str(), |(_, r)| r)
        .to_owned();
    u.strip_prefix("www.")
        .unwrap_or(&u)
        .trim_end_matches('/')
        .to_owned()
}

fn s<'a>(v: &'a Value, key: &str) -> &'a str {
    v.get(key).and_then(Value::as_str).unwrap_or("")
}

fn list<'a>(v: &'a Value, key: &str) -> Vec<&'a Value> {
    v.get(key)
        .and_then(Value::as_array)
        .map(|a| a.iter().collect())
        .unwrap_or_default()
}

fn year(date: &str) -> &str {
    date.get(..4).unwrap_or("")
}

/// The years of a range as the draft must show them: the start year and the end year, or a
/// word for "present" when the range is open.
fn dates_match(item: &Value, got: &str) -> bool {
    let got = norm(got);
    let start = year(s(item, "startDate"));
    let end = year(s(item, "endDate"));
    let start_ok = start.is_empty() || got.contains(start);
    let end_ok = if end.is_empty() {
        // "Present" as the files' languages write it.
        [
            "present",
            "current",
            "now",
            "today",
            "heute",
            "aujourd",
            "actualidad",
        ]
        .iter()
        .any(|w| got.contains(w))
    } else {
        got.contains(end)
    };
    start_ok && end_ok
}

fn description(item: &Value) -> String {
    let mut parts = vec![s(item, "summary").to_owned()];
    parts.extend(
        list(item, "highlights")
            .iter()
            .filter_map(|h| h.as_str())
            .map(str::to_owned),
    );
    if parts.iter().all(String::is_empty) {
        parts.push(s(item, "description").to_owned());
    }
    parts.join(" ")
}

/// One expected field: its kind, whether the file shows it, whether the draft has it.
struct Field {
    kind: &'static str,
    shown: bool,
    found: bool,
}

/// Which expected entry matches which draft entry: the best unused one by a key's words.
fn pair<T>(expected: &[&Value], got: &[T], key: impl Fn(&Value, &T) -> f64) -> Vec<Option<usize>> {
    let mut used = vec![false; got.len()];
    expected
        .iter()
        .map(|e| {
            // Of equal scores the first in document order: two jobs with the same title
            // pair in order, not crosswise.
            let best = (0..got.len())
                .filter(|&j| !used[j])
                .map(|j| (j, key(e, &got[j])))
                .filter(|(_, score)| *score >= 0.5)
                .fold(None, |best: Option<(usize, f64)>, c| match best {
                    Some(b) if b.1 >= c.1 => Some(b),
                    _ => Some(c),
                });
            best.map(|(j, _)| {
                used[j] = true;
                j
            })
        })
        .collect()
}

fn score(persona: &Value, draft: &ResumeData, reference: &str) -> Vec<Field> {
    let text = norm(reference);
    let ref_words = words(reference);
    let shown = |value: &str| {
        let v = norm(value);
        !v.is_empty()
            && (text.contains(&v)
                || (v.split(' ').count() >= 6 && {
                    let want = words(value);
                    want.iter().filter(|w| ref_words.contains(w)).count() * 10 >= want.len() * 9
                }))
    };
    let mut out = Vec::new();
    let mut push = |kind, shown: bool, found: bool| out.push(Field { kind, shown, found });
    let b = &persona["basics"];
    push("name", shown(s(b, "name")), same(s(b, "name"), &draft.name));
    push(
        "email",
        shown(s(b, "email")),
        s(b, "email").eq_ignore_ascii_case(draft.email.trim()),
    );
    let digits = |t: &str| t.chars().filter(char::is_ascii_digit).collect::<String>();
    push(
        "phone",
        shown(s(b, "phone")),
        !draft.phone.is_empty() && digits(s(b, "phone")) == digits(&draft.phone),
    );
    let city = s(&b["location"], "city");
    push(
        "location",
        shown(city),
        !city.is_empty() && norm(&draft.location).contains(&norm(city)),
    );
    push(
        "job_title",
        shown(s(b, "label")),
        same(s(b, "label"), &draft.job_title),
    );
    push(
        "summary",
        shown(s(b, "summary")),
        recall(s(b, "summary"), &draft.summary) >= 0.9,
    );
    for p in list(b, "profiles") {
        let url = s(p, "url");
        let key = url_key(url);
        let visible = text.contains(&norm(&key)) || reference.contains(&key);
        push(
            "link",
            visible,
            draft.links.iter().any(|l| url_key(&l.url) == key),
        );
    }

    let work = list(persona, "work");
    let matches = pair(&work, &draft.work_experience, |e, g| {
        recall(
            &format!("{} {}", s(e, "position"), s(e, "name")),
            &format!("{} {}", g.position, g.company),
        )
    });
    for (e, m) in work.iter().zip(matches) {
        let g = m.map(|j| &draft.work_experience[j]);
        push(
            "work.position",
            shown(s(e, "position")),
            g.is_some_and(|g| same(s(e, "position"), &g.position)),
        );
        push(
            "work.company",
            shown(s(e, "name")),
            g.is_some_and(|g| same(s(e, "name"), &g.company)),
        );
        push(
            "work.dates",
            text.contains(year(s(e, "startDate"))),
            g.is_some_and(|g| dates_match(e, &g.duration)),
        );
        let d = description(e);
        push(
            "work.description",
            shown(&d),
            g.is_some_and(|g| recall(&d, &g.description) >= 0.9),
        );
    }

    let education = list(persona, "education");
    let matches = pair(&education, &draft.education, |e, g| {
        recall(s(e, "institution"), &g.institution)
    });
    for (e, m) in education.iter().zip(matches) {
        let g = m.map(|j| &draft.education[j]);
        push(
            "education.institution",
            shown(s(e, "institution")),
            g.is_some_and(|g| same(s(e, "institution"), &g.institution)),
        );
        let degree = format!("{} {}", s(e, "studyType"), s(e, "area"));
        let degree_shown = shown(s(e, "studyType")) || shown(s(e, "area"));
        push(
            "education.degree",
            degree_shown,
            g.is_some_and(|g| recall(&degree, &g.degree) >= 0.9),
        );
        let end = year(s(e, "endDate"));
        push(
            "education.dates",
            text.contains(end),
            g.is_some_and(|g| norm(&g.year).contains(end)),
        );
    }

    for skill in list(persona, "skills") {
        for k in list(skill, "keywords").iter().filter_map(|k| k.as_str()) {
            push("skill", shown(k), draft.skills.iter().any(|d| same(k, d)));
        }
    }
    for c in list(persona, "certificates") {
        let name = norm(s(c, "name"));
        push(
            "certification",
            shown(s(c, "name")),
            draft.certifications.iter().any(|d| norm(d).contains(&name)),
        );
    }
    let projects = list(persona, "projects");
    let matches = pair(&projects, &draft.projects, |e, g| {
        recall(s(e, "name"), &g.name)
    });
    for (e, m) in projects.iter().zip(matches) {
        let g = m.map(|j| &draft.projects[j]);
        push(
            "project.name",
            shown(s(e, "name")),
            g.is_some_and(|g| same(s(e, "name"), &g.name)),
        );
        let d = description(e);
        push(
            "project.description",
            shown(&d),
            g.is_some_and(|g| recall(&d, &g.description) >= 0.9),
        );
    }
    for l in list(persona, "languages") {
        push(
            "language",
            shown(s(l, "language")),
            draft
                .languages
                .iter()
                .any(|d| same(s(l, "language"), &d.language)),
        );
    }
    for a in list(persona, "awards") {
        push(
            "award",
            shown(s(a, "title")),
            draft.awards.iter().any(|d| same(s(a, "title"), &d.title)),
        );
    }
    for v in list(persona, "volunteer") {
        let hit = draft
            .volunteering
            .iter()
            .find(|d| same(s(v, "organization"), &d.organization));
        push(
            "volunteering.organization",
            shown(s(v, "organization")),
            hit.is_some(),
        );
        push(
            "volunteering.role",
            shown(s(v, "position")),
            hit.is_some_and(|d| same(s(v, "position"), &d.role)),
        );
    }
    for p in list(persona, "publications") {
        push(
            "publication",
            shown(s(p, "name")),
            draft
                .publications
                .iter()
                .any(|d| same(s(p, "name"), &d.name)),
        );
    }
    out
}

#[derive(Default)]
struct Tally {
    found: usize,
    shown: usize,
}

impl Tally {
    fn add(&mut self, f: &Field) {
        if f.shown {
            self.shown += 1;
            self.found += usize::from(f.found);
        }
    }

    fn rate(&self) -> f64 {
        if self.shown == 0 {
            1.0
        } else {
            self.found as f64 / self.shown as f64
        }
    }

    fn line(&self, label: &str) -> String {
        format!(
            "{label:<28} {:>4}/{:<4} {:>6.1} %",
            self.found,
            self.shown,
            self.rate() * 100.0
        )
    }
}

/// "even--nurse.pdf" in pdf/ → ("chromium/even", "nurse").
fn source_and_persona(dir: &str, file: &str) -> (String, String) {
    let stem = file.rsplit_once('.').map_or(file, |(s, _)| s);
    let (look, persona) = stem.split_once("--").unwrap_or(("", stem));
    let tool = match dir {
        "pdf" => format!("chromium/{look}"),
        "docx" if look.starts_with("libreoffice") => {
            format!("libreoffice/{}", look.trim_start_matches("libreoffice-"))
        }
        "docx" => format!("python-docx/{look}"),
        "typeset" => format!("typeset/{look}"),
        _ => "linkedin".to_owned(),
    };
    (tool, persona.to_owned())
}

/// The scores of one set of folders.
#[derive(Default)]
struct Scores {
    by_kind: BTreeMap<&'static str, Tally>,
    by_tool: BTreeMap<String, Tally>,
    overall: Tally,
    misses: Vec<String>,
    files: usize,
}

impl Scores {
    fn add(&mut self, tool: &str, name: &str, fields: &[Field]) {
        self.files += 1;
        for f in fields {
            self.by_kind.entry(f.kind).or_default().add(f);
            self.by_tool.entry(tool.to_owned()).or_default().add(f);
            self.overall.add(f);
            if f.shown && !f.found {
                self.misses.push(format!("{name}: {}", f.kind));
            }
        }
    }

    fn merge(&mut self, other: &Scores) {
        self.files += other.files;
        for (kind, t) in &other.by_kind {
            let mine = self.by_kind.entry(kind).or_default();
            mine.found += t.found;
            mine.shown += t.shown;
        }
        self.overall.found += other.overall.found;
        self.overall.shown += other.overall.shown;
    }

    fn print(&self, title: &str) {
        println!("\n== {title}: {} files", self.files);
        println!("-- per field");
        for (kind, t) in &self.by_kind {
            println!("{}", t.line(kind));
        }
        if !self.by_tool.is_empty() {
            println!("-- per source tool");
            for (tool, t) in &self.by_tool {
                println!("{}", t.line(tool));
            }
        }
        println!("{}", self.overall.line("overall"));
    }

    fn rate(&self, kind: &str) -> f64 {
        self.by_kind.get(kind).map_or(0.0, Tally::rate)
    }
}

fn score_folders(dirs: &[&str]) -> Scores {
    let root = corpus();
    let mut scores = Scores::default();
    for dir in dirs {
        let mut names: Vec<String> = std::fs::read_dir(root.join(dir))
            .map(|d| {
                d.filter_map(Result::ok)
                    .map(|e| e.file_name().to_string_lossy().into_owned())
                    .collect()
            })
            .unwrap_or_default();
        names.sort();
        for name in names
            .iter()
            .filter(|n| !n.ends_with(".txt") && !n.ends_with(".json"))
        {
            let path = root.join(dir).join(name);
            let (tool, persona) = source_and_persona(dir, name);
            let stem = name.rsplit_once('.').map_or(name.as_str(), |(s, _)| s);
            // A file's own ground truth, where its set writes one; else its persona.
            let own = root.join(dir).join(format!("{stem}.json"));
            let truth_path = if own.exists() {
                own
            } else {
                root.join("personas").join(format!("{persona}.json"))
            };
            let truth: Value = serde_json::from_slice(&std::fs::read(truth_path).expect("truth"))
                .expect("truth JSON");
            let mut reference = std::fs::read_to_string(root.join(dir).join(format!("{stem}.txt")))
                .expect("reference text");
            // Link annotations carry addresses the page text may not print.
            let bytes = std::fs::read(&path).expect("corpus file");
            reference.push_str(
                &String::from_utf8_lossy(&bytes)
                    .chars()
                    .filter(|c| c.is_ascii_graphic() || *c == ' ')
                    .collect::<String>(),
            );
            let draft = vitae_import::import(&bytes).unwrap_or_else(|e| panic!("{name}: {e}"));
            scores.add(&tool, name, &score(&truth, &draft.resume_data, &reference));
        }
    }
    scores
}

#[test]
fn corpus_recall_within_budget() {
    let first = score_folders(&["pdf", "docx", "linkedin"]);
    let typeset = score_folders(&["typeset"]);
    let mut all = Scores::default();
    all.merge(&first);
    all.merge(&typeset);
    first.print("web themes, python-docx, LibreOffice, LinkedIn");
    typeset.print(
        "typeset: pdflatex, moderncv, XeLaTeX right to left, pandoc, LibreOffice nested tables",
    );
    all.print("both sets");
    if std::env::var("CORPUS_MISSES").is_ok() {
        for m in first.misses.iter().chain(&typeset.misses) {
            println!("miss {m}");
        }
    }
    assert!(first.files >= 40, "the first set has {} files", first.files);
    assert!(
        typeset.files >= 30,
        "the typeset set has {} files",
        typeset.files
    );
    for (set, scores) in [("first", &first), ("typeset", &typeset)] {
        let rate = scores.overall.rate();
        assert!(rate >= 0.90, "{set} set recall {rate:.3} is under 90 %");
    }
    let rate = all.overall.rate();
    assert!(rate >= 0.915, "overall recall {rate:.3} is under 91.5 %");
    for kind in ["name", "email", "phone"] {
        let rate = all.rate(kind);
        assert!(rate >= 1.0, "{kind} recall {rate:.3} is under 100 %");
    }
}
