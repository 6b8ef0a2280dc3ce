//! Small readers over lopdf's objects that never fail: a missing or malformed value reads as
//! absent, so one odd object costs its text, not the whole import.

use lopdf::{Dictionary, Document, Object, Stream};

use crate::inflate::{self, Budget, ReadError};

pub fn resolve<'a>(doc: &'a Document, object: &'a Object) -> Option<&'a Object> {
    doc.dereference(object).ok().map(|(_, o)| o)
}

pub fn get<'a>(doc: &'a Document, dict: &'a Dictionary, key: &[u8]) -> Option<&'a Object> {
    dict.get(key).ok().and_then(|o| resolve(doc, o))
}

pub fn dict<'a>(doc: &'a Document, dict: &'a Dictionary, key: &[u8]) -> Option<&'a Dictionary> {
    match get(doc, dict, key)? {
        Object::Dictionary(d) => Some(d),
        Object::Stream(s) => Some(&s.dict),
        _ => None,
    }
}

pub fn array<'a>(doc: &'a Document, dict: &'a Dictionary, key: &[u8]) -> Option<&'a [Object]> {
    get(doc, dict, key)?.as_array().ok().map(Vec::as_slice)
}

pub fn name<'a>(doc: &'a Document, dict: &'a Dictionary, key: &[u8]) -> Option<&'a [u8]> {
    get(doc, dict, key)?.as_name().ok()
}

pub fn number(object: &Object) -> Option<f32> {
    match object {
        Object::Integer(i) => Some(*i as f32),
        Object::Real(r) => Some(*r),
        _ => None,
    }
}

pub fn number_at(doc: &Document, dict: &Dictionary, key: &[u8]) -> Option<f32> {
    number(get(doc, dict, key)?)
}

/// A text string (PDFDocEncoding or UTF-16BE with its byte-order mark).
pub fn text(object: &Object) -> Option<String> {
    let bytes = object.as_str().ok()?;
    Some(match bytes.strip_prefix(&[0xfe, 0xff]) {
        Some(utf16) => {
            let units: Vec<u16> = utf16
                .chunks_exact(2)
                .map(|c| u16::from_be_bytes([c[0], c[1]]))
                .collect();
            String::from_utf16_lossy(&units)
        }
        None => bytes.iter().map(|&b| char::from(b)).collect(),
    })
}

/// A stream's data with its filters undone. Only FlateDecode (what every resume writer uses)
/// is inflated, under the budget; data with another filter reads as absent. Unfiltered data
/// is charged to the budget and the cap too: a stream read many times costs each time.
pub fn stream_data(
    stream: &Stream,
    budget: &mut Budget,
    cap: usize,
) -> Result<Option<Vec<u8>>, ReadError> {
    let filters: Vec<&[u8]> = match stream.dict.get(b"Filter") {
        Ok(Object::Name(n)) => vec![n.as_slice()],
        Ok(Object::Array(a)) => a.iter().filter_map(|o| o.as_name().ok()).collect(),
        _ => Vec::new(),
    };
    match filters.as_slice() {
        [] => {
            budget.take(stream.content.len(), cap)?;
            Ok(Some(stream.content.clone()))
        }
        [b"FlateDecode"] => match inflate::zlib(&stream.content, budget, cap) {
            Ok(data) => Ok(Some(data)),
            Err(ReadError::Broken) => Ok(None),
            Err(e) => Err(e),
        },
        _ => Ok(None),
    }
}
