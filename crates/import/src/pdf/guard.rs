//! A pass over the raw file before lopdf parses it, for the two things lopdf does without a
//! bound: inflating compressed object streams while loading, and recursing into nested arrays
//! and dictionaries. Every Flate stream that is not an image is inflated once into a counter
//! (never kept) under the file's budget, and nesting deeper than any real PDF is refused.

use flate2::read::ZlibDecoder;

use crate::error::ImportError;
use crate::inflate::{Budget, ReadError};
use crate::work::{Count, Work};

/// Arrays and dictionaries nested inside each other; real files stay under ten.
const MAX_NESTING: usize = 100;

pub fn check(bytes: &[u8], budget: &mut Budget, work: &mut Work<'_>) -> Result<(), ImportError> {
    let mut depth: usize = 0;
    let mut i = 0;
    let mut ticked = 0;
    while i < bytes.len() {
        if i >= ticked + 4096 {
            work.tick(((i - ticked) / 64) as u32)?;
            ticked = i;
        }
        match bytes[i] {
            b'%' => i += find(&bytes[i..], b"\n").unwrap_or(bytes.len() - i),
            b'(' => i += string_len(&bytes[i..]),
            b'[' => depth += 1,
            b'<' if bytes.get(i + 1) == Some(&b'<') => {
                depth += 1;
                i += 1;
            }
            b']' => depth = depth.saturating_sub(1),
            b'>' if bytes.get(i + 1) == Some(&b'>') => {
                depth = depth.saturating_sub(1);
                i += 1;
            }
            b's' if bytes[i..].starts_with(b"stream") && !bytes[..i].ends_with(b"end") => {
                // Each stream costs a look back for its dictionary and an inflation.
                work.charge(Count::Streams, 1)?;
                let mut start = i + b"stream".len();
                if bytes.get(start) == Some(&b'\r') {
                    start += 1;
                }
                if bytes.get(start) == Some(&b'\n') {
                    start += 1;
                }
                let dict_from = i.saturating_sub(2048);
                let dict = &bytes[dict_from..i];
                let dict = find_last(dict, b"obj").map_or(dict, |p| &dict[p..]);
                let image = find(dict, b"/Image").is_some();
                if !image {
                    match budget.count(ZlibDecoder::new(&bytes[start.min(bytes.len())..])) {
                        Err(ReadError::TooLarge(e)) => return Err(e),
                        // Not zlib data, or truncated: lopdf will judge it.
                        Err(ReadError::Broken) | Ok(()) => {}
                    }
                }
                i = start
                    + find(&bytes[start.min(bytes.len())..], b"endstream").unwrap_or(bytes.len());
                continue;
            }
            _ => {}
        }
        if depth > MAX_NESTING {
            return Err(ImportError::corrupt("its objects are nested too deeply"));
        }
        i += 1;
    }
    Ok(())
}

/// Length of the literal string at the start of `bytes` (balanced parentheses, escapes).
fn string_len(bytes: &[u8]) -> usize {
    let mut open = 0usize;
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'\\' => i += 1,
            b'(' => open += 1,
            b')' => {
                open -= 1;
                if open == 0 {
                    return i;
                }
            }
            _ => {}
        }
        i += 1;
    }
    bytes.len()
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

fn find_last(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).rposition(|w| w == needle)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refuses_deep_nesting_and_counts_streams() {
        let deep = [b"%PDF-1.4\n".as_slice(), &[b'['; 500]].concat();
        let mut budget = Budget::new(1 << 20);
        let stop = crate::Stop::never();
        let mut work = Work::new(&stop);
        assert!(matches!(
            check(&deep, &mut budget, &mut work),
            Err(ImportError::Corrupt(_))
        ));
        // "(" inside a string does not count.
        let text = b"%PDF-1.4\n1 0 obj (a [[[ \\) b) endobj";
        assert!(check(text, &mut Budget::new(1 << 20), &mut work).is_ok());
    }
}
