//! Reads an untrusted JSON document field by field: each value is checked for the type the
//! schema gives it and every problem is recorded with its path, so one answer lists them all
//! (as the resume form does). Values the mapping never asks for are noted as dropped.

use serde_json::{Map, Value};

use super::dates::PartialDate;
use crate::message_format::Params;
use crate::problems::{self, json_type, Problem};
use crate::validation::{FieldError, Violations};

/// A path inside the document: `["work", "2", "startDate"]` (array indices as digits).
pub type Loc = Vec<String>;

pub fn child(loc: &[String], key: &str) -> Loc {
    let mut l = loc.to_vec();
    l.push(key.to_owned());
    l
}

/// `work[2].startDate`: how a person (and JSONPath) writes a location in a document.
#[cfg(test)]
pub fn display(loc: &[String]) -> String {
    let mut out = String::new();
    for seg in loc {
        if !seg.is_empty() && seg.bytes().all(|b| b.is_ascii_digit()) {
            out.push_str(&format!("[{seg}]"));
        } else {
            if !out.is_empty() {
                out.push('.');
            }
            out.push_str(seg);
        }
    }
    out
}

/// The path with indices left out (`work[].url`), for naming a kind of field once.
fn generic(loc: &[String]) -> String {
    let mut out = String::new();
    for seg in loc {
        if seg.bytes().all(|b| b.is_ascii_digit()) {
            out.push_str("[]");
        } else {
            if !out.is_empty() {
                out.push('.');
            }
            out.push_str(seg);
        }
    }
    out
}

/// An object of the document and the keys the mapping has read from it.
pub struct Obj<'a> {
    map: Option<&'a Map<String, Value>>,
    pub loc: Loc,
    read: Vec<&'static str>,
}

impl<'a> Obj<'a> {
    fn get(&mut self, key: &'static str) -> (Option<&'a Value>, Loc) {
        self.read.push(key);
        let value = self.map.and_then(|m| m.get(key)).filter(|v| !v.is_null());
        (value, child(&self.loc, key))
    }

    pub fn has(&self, key: &str) -> bool {
        self.map
            .and_then(|m| m.get(key))
            .is_some_and(|v| !is_empty(v))
    }
}

fn is_empty(v: &Value) -> bool {
    match v {
        Value::Null => true,
        Value::String(s) => s.trim().is_empty(),
        Value::Array(a) => a.iter().all(is_empty),
        Value::Object(o) => o.values().all(is_empty),
        Value::Bool(_) | Value::Number(_) => false,
    }
}

#[derive(Default)]
pub struct Reader {
    problems: Violations,
    /// Where a value had the wrong shape: later checks of what lies under it would only repeat it.
    broken: Vec<Loc>,
    dropped: Vec<String>,
}

impl Reader {
    pub fn problem(&mut self, loc: &[String], problem: Problem, params: Params) {
        self.broken.push(loc.to_vec());
        let loc: Vec<&str> = loc.iter().map(String::as_str).collect();
        self.problems.push_with(&loc, problem, params);
    }

    /// Records a problem another check found, at `loc` in the document.
    pub fn found(&mut self, loc: &[String], found: FieldError) {
        self.broken.push(loc.to_vec());
        let loc: Vec<&str> = loc.iter().map(String::as_str).collect();
        self.problems.push_found(&loc, found);
    }

    /// Counts problems another check found beyond those it listed.
    pub fn found_more(&mut self, count: usize) {
        self.problems.count_more(count);
    }

    fn wrong_type(&mut self, loc: &[String], expected: &'static str, got: &Value) {
        let params = [
            ("expected", expected.into()),
            ("found", json_type(got).into()),
        ];
        self.problem(loc, problems::WRONG_TYPE, &params);
    }

    /// Whether `loc` lies at or under a value already reported.
    pub fn is_broken(&self, loc: &[String]) -> bool {
        self.broken.iter().any(|b| loc.starts_with(b))
    }

    /// The document itself; anything but an object is one problem at the top.
    pub fn root<'a>(&mut self, doc: &'a Value) -> Obj<'a> {
        let map = doc.as_object();
        if map.is_none() {
            let found = [("found", json_type(doc).into())];
            self.problem(&[], problems::JSON_RESUME_EXPECTED, &found);
        }
        Obj {
            map,
            loc: Vec::new(),
            read: Vec::new(),
        }
    }

    /// An object under `key`; absent or null reads as empty.
    pub fn object<'a>(&mut self, parent: &mut Obj<'a>, key: &'static str) -> Obj<'a> {
        let (value, loc) = parent.get(key);
        self.as_object(value, loc)
    }

    fn as_object<'a>(&mut self, value: Option<&'a Value>, loc: Loc) -> Obj<'a> {
        let map = match value {
            None => None,
            Some(Value::Object(m)) => Some(m),
            Some(other) => {
                self.wrong_type(&loc, "object", other);
                None
            }
        };
        Obj {
            map,
            loc,
            read: Vec::new(),
        }
    }

    /// The objects of the list under `key`; absent or null reads as empty.
    pub fn objects<'a>(&mut self, parent: &mut Obj<'a>, key: &'static str) -> Vec<Obj<'a>> {
        let (value, loc) = parent.get(key);
        self.list(value, &loc)
            .into_iter()
            .map(|(loc, v)| self.as_object(Some(v), loc))
            .collect()
    }

    fn list<'a>(&mut self, value: Option<&'a Value>, loc: &[String]) -> Vec<(Loc, &'a Value)> {
        match value {
            None => Vec::new(),
            Some(Value::Array(items)) => items
                .iter()
                .enumerate()
                .filter(|(_, v)| !v.is_null())
                .map(|(i, v)| (child(loc, &i.to_string()), v))
                .collect(),
            Some(other) => {
                self.wrong_type(loc, "list", other);
                Vec::new()
            }
        }
    }

    /// The value under `key` as it is, for a part read by its own type; absent or null is `None`.
    pub fn value<'a>(&mut self, obj: &mut Obj<'a>, key: &'static str) -> (Option<&'a Value>, Loc) {
        obj.get(key)
    }

    /// Text under `key`; absent or null reads as empty.
    pub fn text(&mut self, obj: &mut Obj<'_>, key: &'static str) -> String {
        let (value, loc) = obj.get(key);
        self.as_text(value, &loc)
    }

    fn as_text(&mut self, value: Option<&Value>, loc: &[String]) -> String {
        match value {
            None => String::new(),
            Some(Value::String(s)) => s.clone(),
            Some(other) => {
                self.wrong_type(loc, "text", other);
                String::new()
            }
        }
    }

    /// A list of text under `key`, each with its path.
    pub fn texts(&mut self, obj: &mut Obj<'_>, key: &'static str) -> Vec<(Loc, String)> {
        let (value, loc) = obj.get(key);
        self.list(value, &loc)
            .into_iter()
            .map(|(loc, v)| {
                let t = self.as_text(Some(v), &loc);
                (loc, t)
            })
            .collect()
    }

    /// An ISO 8601 date under `key` (empty text reads as absent, as many published documents
    /// write it).
    pub fn date(&mut self, obj: &mut Obj<'_>, key: &'static str) -> Option<PartialDate> {
        let (value, loc) = obj.get(key);
        let text = self.as_text(value, &loc);
        let text = text.trim();
        if text.is_empty() {
            return None;
        }
        let date = PartialDate::parse_iso(text);
        if date.is_none() {
            self.problem(&loc, problems::DATE_EXPECTED, &[]);
        }
        date
    }

    /// Checks that a section Vitae has no place for has the schema's shape (a list of objects,
    /// or an object), and notes it as dropped when it holds anything.
    pub fn skip_section(&mut self, parent: &mut Obj<'_>, key: &'static str, list: bool) {
        let (value, loc) = parent.get(key);
        let Some(value) = value else { return };
        if list {
            for (loc, item) in self.list(Some(value), &loc) {
                if !item.is_object() {
                    self.wrong_type(&loc, "object", item);
                }
            }
        } else if !value.is_object() {
            self.wrong_type(&loc, "object", value);
        }
        if !is_empty(value) {
            self.note_dropped(&loc);
        }
    }

    /// Notes every key of `obj` that holds something but was never read.
    pub fn finish(&mut self, obj: Obj<'_>) {
        let Some(map) = obj.map else { return };
        for (key, value) in map {
            let skip = key == "$schema" || key == super::EXTENSION;
            if !skip && !obj.read.contains(&key.as_str()) && !is_empty(value) {
                self.note_dropped(&child(&obj.loc, key));
            }
        }
    }

    pub fn note_dropped(&mut self, loc: &[String]) {
        let name = generic(loc);
        if !self.dropped.contains(&name) {
            self.dropped.push(name);
        }
    }

    /// Every problem recorded (those past the list's room counted), and what was dropped.
    pub fn into_parts(self) -> (Violations, Vec<String>) {
        (self.problems, self.dropped)
    }
}

/// The first path nested deeper than `max` levels, if any. A JSON Resume needs five; a deep
/// document is a mistake or an attack, and is refused before anything reads it.
pub fn too_deep(value: &Value, max: usize) -> Option<Loc> {
    fn walk(value: &Value, depth: usize, max: usize, loc: &mut Loc) -> bool {
        if depth > max {
            return true;
        }
        match value {
            Value::Array(items) => items.iter().enumerate().any(|(i, v)| {
                loc.push(i.to_string());
                let deep = walk(v, depth + 1, max, loc);
                if !deep {
                    loc.pop();
                }
                deep
            }),
            Value::Object(map) => map.iter().any(|(k, v)| {
                loc.push(k.clone());
                let deep = walk(v, depth + 1, max, loc);
                if !deep {
                    loc.pop();
                }
                deep
            }),
            _ => false,
        }
    }
    let mut loc = Vec::new();
    walk(value, 1, max, &mut loc).then_some(loc)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn loc(parts: &[&str]) -> Loc {
        parts.iter().map(|s| (*s).to_owned()).collect()
    }

    #[test]
    fn paths_read_as_people_write_them() {
        assert_eq!(
            display(&loc(&["work", "2", "startDate"])),
            "work[2].startDate"
        );
        assert_eq!(
            display(&loc(&["skills", "0", "keywords", "3"])),
            "skills[0].keywords[3]"
        );
        assert_eq!(display(&[]), "");
        assert_eq!(generic(&loc(&["work", "2", "url"])), "work[].url");
    }

    #[test]
    fn depth_is_measured_from_the_document() {
        let doc = json!({"work": [{"highlights": ["a"]}]});
        assert_eq!(too_deep(&doc, 5), None);
        assert_eq!(
            too_deep(&doc, 4),
            Some(loc(&["work", "0", "highlights", "0"]))
        );
    }

    #[test]
    fn wrong_types_are_reported_with_their_paths_and_read_as_empty() {
        let doc = json!({"basics": {"name": 7, "email": "a@b.co"}, "work": "none"});
        let mut r = Reader::default();
        let mut root = r.root(&doc);
        let mut basics = r.object(&mut root, "basics");
        assert_eq!(r.text(&mut basics, "name"), "");
        assert_eq!(r.text(&mut basics, "email"), "a@b.co");
        assert!(r.objects(&mut root, "work").is_empty());
        let (problems, _) = r.into_parts();
        let got: Vec<_> = problems
            .errors()
            .iter()
            .map(|e| (e.loc.join("."), e.msg.clone()))
            .collect();
        assert_eq!(
            got,
            [
                ("basics.name".into(), "Expected text, found a number".into()),
                ("work".into(), "Expected a list, found text".into()),
            ]
        );
    }
}
