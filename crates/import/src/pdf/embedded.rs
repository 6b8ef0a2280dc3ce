//! The resume a Vitae PDF carries: an embedded file named `resume.json` (the catalog's
//! `/Names /EmbeddedFiles` name tree → file specification → `/EF /F` stream) holding the
//! resume as JSON Resume with Vitae's `x-vitae` extension.

use lopdf::{Dictionary, Document, Object};

use super::objects::{array, dict, get, resolve, stream_data, text};
use crate::inflate::Budget;

pub const FILE_NAME: &str = "resume.json";
/// Name-tree nodes we visit; Vitae writes one.
const MAX_NODES: usize = 64;
/// Largest embedded resume we read (the save limit of a resume is 250,000 characters).
const MAX_JSON: usize = 4 << 20;

/// The embedded `resume.json`'s bytes, if the PDF has one.
pub fn resume_json(doc: &Document, budget: &mut Budget) -> Option<Vec<u8>> {
    let names = dict(doc, doc.catalog().ok()?, b"Names")?;
    let root = dict(doc, names, b"EmbeddedFiles")?;
    let mut queue = vec![root];
    let mut visited = 0;
    while let Some(node) = queue.pop() {
        visited += 1;
        if visited > MAX_NODES {
            return None;
        }
        for pair in array(doc, node, b"Names").unwrap_or_default().chunks(2) {
            let [key, spec] = pair else { continue };
            let spec = resolve(doc, spec).and_then(|s| s.as_dict().ok());
            if let Some(spec) = spec.filter(|s| names_resume(doc, key, s)) {
                let file = dict(doc, spec, b"EF").and_then(|ef| get(doc, ef, b"F"));
                if let Some(Object::Stream(stream)) = file {
                    return stream_data(stream, budget, MAX_JSON).ok().flatten();
                }
            }
        }
        for kid in array(doc, node, b"Kids").unwrap_or_default() {
            if let Some(kid) = resolve(doc, kid).and_then(|k| k.as_dict().ok()) {
                queue.push(kid);
            }
        }
    }
    None
}

fn names_resume(doc: &Document, key: &Object, spec: &Dictionary) -> bool {
    let is_ours = |o: Option<&Object>| o.and_then(text).is_some_and(|t| t == FILE_NAME);
    is_ours(resolve(doc, key)) || is_ours(get(doc, spec, b"UF")) || is_ours(get(doc, spec, b"F"))
}
