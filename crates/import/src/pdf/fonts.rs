//! What the text layer needs of a font: how its codes map to Unicode (the ToUnicode CMap, or
//! the font's standard encoding), how wide each glyph is, and whether the face is bold.

use std::collections::HashMap;

use lopdf::{Dictionary, Document, Object};

use super::objects::{array, dict, get, name, number, number_at, stream_data};
use crate::error::ImportError;
use crate::inflate::Budget;
use crate::work::{Count, Work};

pub struct Font {
    /// Bytes per character code: 2 for composite (Type0) fonts, else 1.
    code_len: usize,
    to_unicode: HashMap<u32, String>,
    /// Glyph widths in thousandths of the font size.
    widths: HashMap<u32, f32>,
    default_width: f32,
    pub bold: bool,
    /// For simple fonts without a ToUnicode map: the text of each byte in the font's encoding
    /// (standard, WinAnsi, MacRoman, with /Differences).
    simple: Vec<String>,
}

/// CMap size a font may declare before we stop reading it.
const CMAP_CAP: usize = 1 << 20;

impl Font {
    pub fn read(
        doc: &Document,
        font: &Dictionary,
        budget: &mut Budget,
        work: &mut Work<'_>,
    ) -> Result<Font, ImportError> {
        let composite = name(doc, font, b"Subtype") == Some(b"Type0");
        let descendant = composite
            .then(|| array(doc, font, b"DescendantFonts"))
            .flatten()
            .and_then(|a| a.first())
            .and_then(|o| super::objects::resolve(doc, o))
            .and_then(|o| o.as_dict().ok());
        let described = descendant.unwrap_or(font);
        let to_unicode = match get(doc, font, b"ToUnicode") {
            Some(Object::Stream(s)) => match stream_data(s, budget, CMAP_CAP).ok().flatten() {
                Some(data) => parse_cmap(&data, work)?,
                None => HashMap::new(),
            },
            _ => HashMap::new(),
        };
        let (widths, default_width) = match descendant {
            Some(d) => composite_widths(doc, d, work)?,
            None => simple_widths(doc, font, work)?,
        };
        let simple = if composite || !to_unicode.is_empty() {
            Vec::new()
        } else {
            font.get_font_encoding_with_limit(doc, CMAP_CAP)
                .map(|encoding| {
                    (0..=255u8)
                        .map(|b| Document::decode_text(&encoding, &[b]).unwrap_or_default())
                        .collect()
                })
                .unwrap_or_default()
        };
        Ok(Font {
            code_len: if composite { 2 } else { 1 },
            to_unicode,
            widths,
            default_width,
            bold: is_bold(doc, font, described),
            simple,
        })
    }

    /// Splits a shown string into (code, text, width in thousandths).
    pub fn glyphs(&self, bytes: &[u8]) -> Vec<(u32, String, f32)> {
        bytes
            .chunks(self.code_len)
            .map(|chunk| {
                let code = chunk.iter().fold(0u32, |acc, &b| acc << 8 | u32::from(b));
                let text = match self.to_unicode.get(&code) {
                    // Noncharacters ("\u{ffff}") are what some writers map unknown glyphs to.
                    Some(t) if t.chars().all(|c| matches!(c, '\u{fffe}' | '\u{ffff}')) => {
                        String::new()
                    }
                    Some(t) => t.clone(),
                    None if self.code_len == 1 => {
                        self.simple.get(code as usize).cloned().unwrap_or_default()
                    }
                    None => String::new(),
                };
                let width = self
                    .widths
                    .get(&code)
                    .copied()
                    .unwrap_or(self.default_width);
                (code, text, width)
            })
            .collect()
    }

    pub fn is_single_byte(&self) -> bool {
        self.code_len == 1
    }
}

fn is_bold(doc: &Document, font: &Dictionary, described: &Dictionary) -> bool {
    let base = name(doc, font, b"BaseFont").unwrap_or_default();
    let base = String::from_utf8_lossy(base).to_ascii_lowercase();
    let named = ["bold", "black", "heavy", "semibold", "demi"]
        .iter()
        .any(|w| base.contains(w));
    let descriptor = dict(doc, described, b"FontDescriptor");
    let weight = descriptor
        .and_then(|d| number_at(doc, d, b"FontWeight"))
        .is_some_and(|w| w >= 600.0);
    const FORCE_BOLD: i64 = 1 << 18;
    let forced = descriptor
        .and_then(|d| get(doc, d, b"Flags"))
        .and_then(|f| f.as_i64().ok())
        .is_some_and(|f| f & FORCE_BOLD != 0);
    named || weight || forced
}

fn simple_widths(
    doc: &Document,
    font: &Dictionary,
    work: &mut Work<'_>,
) -> Result<(HashMap<u32, f32>, f32), ImportError> {
    let first = number_at(doc, font, b"FirstChar").unwrap_or(0.0) as u32;
    let listed = array(doc, font, b"Widths").unwrap_or_default();
    work.charge(Count::FontEntries, listed.len())?;
    let widths = listed
        .iter()
        .enumerate()
        .filter_map(|(i, w)| {
            let code = first.checked_add(u32::try_from(i).ok()?)?;
            Some((code, number(super::objects::resolve(doc, w)?)?))
        })
        .collect();
    // Without widths (the standard 14 fonts) an average Helvetica glyph is close enough to
    // tell word gaps from letter gaps.
    Ok((widths, 520.0))
}

fn composite_widths(
    doc: &Document,
    font: &Dictionary,
    work: &mut Work<'_>,
) -> Result<(HashMap<u32, f32>, f32), ImportError> {
    let default = number_at(doc, font, b"DW").unwrap_or(1000.0);
    let mut widths = HashMap::new();
    let items = array(doc, font, b"W").unwrap_or_default();
    let mut i = 0;
    while i < items.len() {
        let Some(first) = number(&items[i]) else {
            break;
        };
        let first = first as u32;
        match items
            .get(i + 1)
            .and_then(|o| super::objects::resolve(doc, o))
        {
            Some(Object::Array(list)) => {
                work.charge(Count::FontEntries, list.len())?;
                for (k, w) in list.iter().enumerate() {
                    if let Some(w) = number(w) {
                        widths.insert(first.wrapping_add(k as u32), w);
                    }
                }
                i += 2;
            }
            Some(last) => {
                let (Some(last), Some(w)) = (number(last), items.get(i + 2).and_then(number))
                else {
                    break;
                };
                // A hostile range could name four billion codes; a font has at most 65,536.
                let last = (last as u32).min(first.saturating_add(0xffff));
                work.charge(Count::FontEntries, last.saturating_sub(first) as usize + 1)?;
                for code in first..=last {
                    widths.insert(code, w);
                }
                i += 3;
            }
            None => break,
        }
    }
    Ok((widths, default))
}

/// Reads the `bfchar` and `bfrange` entries of a ToUnicode CMap.
fn parse_cmap(data: &[u8], work: &mut Work<'_>) -> Result<HashMap<u32, String>, ImportError> {
    let tokens = cmap_tokens(data);
    let mut map = HashMap::new();
    let mut i = 0;
    let mut mode = "";
    while i < tokens.len() {
        match &tokens[i] {
            Token::Word(w) if w == "beginbfchar" || w == "beginbfrange" => {
                mode = if w == "beginbfchar" { "char" } else { "range" };
                i += 1;
            }
            Token::Word(_) => {
                mode = "";
                i += 1;
            }
            Token::Hex(src) if mode == "char" => {
                work.charge(Count::FontEntries, 1)?;
                if let Some(Token::Hex(dst)) = tokens.get(i + 1) {
                    map.insert(code(src), utf16(dst));
                }
                i += 2;
            }
            Token::Hex(lo) if mode == "range" => {
                let (lo, hi) = match tokens.get(i + 1) {
                    Some(Token::Hex(hi)) => (code(lo), code(hi)),
                    _ => break,
                };
                let hi = hi.min(lo.saturating_add(0xffff));
                work.charge(Count::FontEntries, hi.saturating_sub(lo) as usize + 1)?;
                match tokens.get(i + 2) {
                    Some(Token::Hex(dst)) => {
                        let start = utf16(dst);
                        for (k, c) in (lo..=hi).enumerate() {
                            map.insert(c, shift_last(&start, k as u32));
                        }
                    }
                    Some(Token::Array(list)) => {
                        for (c, dst) in (lo..=hi).zip(list) {
                            map.insert(c, utf16(dst));
                        }
                    }
                    _ => {}
                }
                i += 3;
            }
            _ => i += 1,
        }
    }
    Ok(map)
}

enum Token {
    Hex(Vec<u8>),
    Array(Vec<Vec<u8>>),
    Word(String),
}

fn cmap_tokens(data: &[u8]) -> Vec<Token> {
    let mut tokens = Vec::new();
    let mut array: Option<Vec<Vec<u8>>> = None;
    let mut i = 0;
    while i < data.len() {
        match data[i] {
            b'<' if data.get(i + 1) != Some(&b'<') => {
                let end = data[i..]
                    .iter()
                    .position(|&b| b == b'>')
                    .map_or(data.len(), |p| i + p);
                let hex = hex_bytes(&data[i + 1..end]);
                match array.as_mut() {
                    Some(a) => a.push(hex),
                    None => tokens.push(Token::Hex(hex)),
                }
                i = end + 1;
            }
            b'[' => {
                array = Some(Vec::new());
                i += 1;
            }
            b']' => {
                tokens.push(Token::Array(array.take().unwrap_or_default()));
                i += 1;
            }
            b'%' => {
                i += data[i..]
                    .iter()
                    .position(|&b| b == b'\n')
                    .unwrap_or(data.len() - i);
            }
            b if b.is_ascii_alphabetic() => {
                let end = data[i..]
                    .iter()
                    .position(|b| !b.is_ascii_alphanumeric())
                    .map_or(data.len(), |p| i + p);
                tokens.push(Token::Word(
                    String::from_utf8_lossy(&data[i..end]).into_owned(),
                ));
                i = end;
            }
            _ => i += 1,
        }
    }
    tokens
}

fn hex_bytes(hex: &[u8]) -> Vec<u8> {
    let digits: Vec<u8> = hex
        .iter()
        .filter_map(|&b| (b as char).to_digit(16).map(|d| d as u8))
        .collect();
    digits
        .chunks(2)
        .map(|p| p[0] << 4 | p.get(1).copied().unwrap_or(0))
        .collect()
}

fn code(bytes: &[u8]) -> u32 {
    bytes
        .iter()
        .take(4)
        .fold(0, |acc, &b| acc << 8 | u32::from(b))
}

fn utf16(bytes: &[u8]) -> String {
    let units: Vec<u16> = bytes
        .chunks(2)
        .map(|c| u16::from_be_bytes([c[0], c.get(1).copied().unwrap_or(0)]))
        .collect();
    String::from_utf16_lossy(&units)
}

/// The `k`-th code of a bfrange: the destination's last character moved on by `k`.
fn shift_last(start: &str, k: u32) -> String {
    let mut chars: Vec<char> = start.chars().collect();
    if let Some(last) = chars.last_mut() {
        *last = char::from_u32(*last as u32 + k).unwrap_or(*last);
    }
    chars.into_iter().collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_bfchar_and_both_kinds_of_bfrange() {
        let cmap = b"begincmap 2 beginbfchar <0003> <0020> <0010> <00E9> endbfchar \
            1 beginbfrange <0020> <0022> <0041> <0030> <0031> [<0066006C> <0078>] endbfrange";
        let stop = crate::Stop::never();
        let map = parse_cmap(cmap, &mut Work::new(&stop)).expect("a small map");
        assert_eq!(map[&3], " ");
        assert_eq!(map[&0x10], "é");
        assert_eq!(map[&0x22], "C");
        assert_eq!(map[&0x30], "fl");
        assert_eq!(map[&0x31], "x");
    }
}
