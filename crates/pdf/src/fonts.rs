//! The embedded font faces and the per-document subsets made from them.
//!
//! genpdf hands external fonts to printpdf 0.3, which embeds the whole file and walks every
//! Unicode scalar value (1.1 million look-ups per face) to build its width and ToUnicode tables:
//! ~90 ms and ~2 MB per resume. So genpdf is given fonts it believes are PDF built-in fonts
//! (no embedding, no walk), whose metrics come from a tiny TrueType font made for this document:
//! glyph *n* of that font is the glyph of the character genpdf writes as code *n*.
//! `post::replace_fonts` then swaps each built-in font dictionary for a Type0/Identity-H font
//! embedding that same tiny font, so the 2-byte codes genpdf writes select our glyphs directly.
//!
//! Codes are the Windows-1252 bytes genpdf can encode. A character of Windows-1252 keeps its own
//! byte; any other character (Cyrillic, Greek, ł, …) borrows a byte this document does not use.
//! That leaves room for 215 distinct characters per face and document; beyond it (never for a
//! resume in Latin, Cyrillic or Greek scripts) the rest print as "?".

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::sync::OnceLock;

use crate::PdfError;

/// A font face embedded in the binary. Each maps to one PDF built-in font name that stands in
/// for it while genpdf renders.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Face {
    SansRegular,
    SansBold,
    SansItalic,
    SerifRegular,
    SerifBold,
    SerifItalic,
}

impl Face {
    pub const ALL: [Face; 6] = [
        Face::SansRegular,
        Face::SansBold,
        Face::SansItalic,
        Face::SerifRegular,
        Face::SerifBold,
        Face::SerifItalic,
    ];

    fn data(self) -> &'static [u8] {
        match self {
            Face::SansRegular => include_bytes!("../fonts/LiberationSans-Regular.ttf"),
            Face::SansBold => include_bytes!("../fonts/LiberationSans-Bold.ttf"),
            Face::SansItalic => include_bytes!("../fonts/LiberationSans-Italic.ttf"),
            Face::SerifRegular => include_bytes!("../fonts/LiberationSerif-Regular.ttf"),
            Face::SerifBold => include_bytes!("../fonts/LiberationSerif-Bold.ttf"),
            Face::SerifItalic => include_bytes!("../fonts/LiberationSerif-Italic.ttf"),
        }
    }

    /// The PostScript name used for the embedded subset.
    pub fn postscript_name(self) -> &'static str {
        match self {
            Face::SansRegular => "LiberationSans",
            Face::SansBold => "LiberationSans-Bold",
            Face::SansItalic => "LiberationSans-Italic",
            Face::SerifRegular => "LiberationSerif",
            Face::SerifBold => "LiberationSerif-Bold",
            Face::SerifItalic => "LiberationSerif-Italic",
        }
    }

    /// The PDF base-font name printpdf writes for the stand-in.
    pub fn builtin_name(self) -> &'static str {
        match self {
            Face::SansRegular => "Helvetica",
            Face::SansBold => "Helvetica-Bold",
            Face::SansItalic => "Helvetica-Oblique",
            Face::SerifRegular => "Times-Roman",
            Face::SerifBold => "Times-Bold",
            Face::SerifItalic => "Times-Italic",
        }
    }

    pub fn from_builtin_name(name: &[u8]) -> Option<Face> {
        // The bold-italic slots carry the bold subsets (no template sets bold italic).
        match name {
            b"Helvetica-BoldOblique" => Some(Face::SansBold),
            b"Times-BoldItalic" => Some(Face::SerifBold),
            _ => Face::ALL
                .into_iter()
                .find(|f| f.builtin_name().as_bytes() == name),
        }
    }

    pub fn is_serif(self) -> bool {
        matches!(
            self,
            Face::SerifRegular | Face::SerifBold | Face::SerifItalic
        )
    }

    pub fn is_italic(self) -> bool {
        matches!(self, Face::SansItalic | Face::SerifItalic)
    }

    pub fn is_bold(self) -> bool {
        matches!(self, Face::SansBold | Face::SerifBold)
    }

    /// The face's parsed tables, prepared once per process.
    pub fn parsed(self) -> Result<&'static Parsed, PdfError> {
        static CELLS: [OnceLock<Result<Parsed, String>>; 6] = [
            OnceLock::new(),
            OnceLock::new(),
            OnceLock::new(),
            OnceLock::new(),
            OnceLock::new(),
            OnceLock::new(),
        ];
        let idx = Face::ALL.iter().position(|f| *f == self).unwrap_or(0);
        CELLS[idx]
            .get_or_init(|| Parsed::new(self.data()))
            .as_ref()
            .map_err(|e| PdfError::Font(e.clone()))
    }

    /// Advance width of `s` at `size` points, in points (no kerning, as genpdf renders it here).
    pub fn width_pt(self, s: &str, size: f64) -> f64 {
        match self.parsed() {
            Ok(p) => {
                let units: u32 = s
                    .chars()
                    .map(|c| {
                        let gid = p.glyph_of(c).or_else(|| p.glyph_of('?')).unwrap_or(0);
                        u32::from(p.advance(gid))
                    })
                    .sum();
                f64::from(units) * size / f64::from(p.units_per_em)
            }
            Err(_) => s.chars().count() as f64 * size * 0.55,
        }
    }

    /// genpdf's glyph height (ascent to descent) for this face at `size` points, in mm: the
    /// distance genpdf puts between the top of a line and its baseline.
    pub fn glyph_height_mm(self, size: f64) -> f64 {
        match self.parsed() {
            Ok(p) => {
                (f64::from(p.ascender) - f64::from(p.descender)) / f64::from(p.units_per_em)
                    * size
                    * MM_PER_PT
            }
            Err(_) => size * 1.1 * MM_PER_PT,
        }
    }

    /// genpdf's line height for this face at `size` points, in millimetres.
    pub fn line_height_mm(self, size: f64) -> f64 {
        match self.parsed() {
            Ok(p) => {
                let upem = f64::from(p.units_per_em);
                (f64::from(p.ascender) - f64::from(p.descender) + f64::from(p.line_gap)) / upem
                    * size
                    * MM_PER_PT
            }
            Err(_) => size * 1.15 * MM_PER_PT,
        }
    }
}

pub const MM_PER_PT: f64 = 25.4 / 72.0;

/// A face's tables, located once.
pub struct Parsed {
    face: ttf_parser::Face<'static>,
    glyf: &'static [u8],
    loca: &'static [u8],
    long_loca: bool,
    hmtx: &'static [u8],
    num_h_metrics: u16,
    num_glyphs: u16,
    pub units_per_em: u16,
    pub ascender: i16,
    pub descender: i16,
    pub line_gap: i16,
    pub cap_height: i16,
    pub bbox: [i16; 4],
    pub italic_angle: f32,
    head: &'static [u8],
    hhea: &'static [u8],
    maxp: &'static [u8],
    post: &'static [u8],
    /// Tables copied as they are.
    kept: Vec<([u8; 4], &'static [u8])>,
}

fn be16(d: &[u8], at: usize) -> Option<u16> {
    d.get(at..at + 2).map(|b| u16::from_be_bytes([b[0], b[1]]))
}

fn be32(d: &[u8], at: usize) -> Option<u32> {
    d.get(at..at + 4)
        .map(|b| u32::from_be_bytes([b[0], b[1], b[2], b[3]]))
}

impl Parsed {
    fn new(data: &'static [u8]) -> Result<Parsed, String> {
        let face = ttf_parser::Face::parse(data, 0).map_err(|e| e.to_string())?;
        let raw = face.raw_face();
        let table = |tag: &[u8; 4]| raw.table(ttf_parser::Tag::from_bytes(tag));
        let need = |tag: &[u8; 4]| {
            table(tag)
                .ok_or_else(|| format!("font lacks the {} table", String::from_utf8_lossy(tag)))
        };
        let head = need(b"head")?;
        let hhea = need(b"hhea")?;
        let maxp = need(b"maxp")?;
        let post = need(b"post")?;
        let long_loca = be16(head, 50).ok_or("short head")? == 1;
        // Hinting programs are left out (see `strip_hinting`).
        let kept = [b"OS/2"]
            .into_iter()
            .filter_map(|tag| table(tag).map(|t| (*tag, t)))
            .collect();
        let bbox = face.global_bounding_box();
        Ok(Parsed {
            glyf: need(b"glyf")?,
            loca: need(b"loca")?,
            long_loca,
            hmtx: need(b"hmtx")?,
            num_h_metrics: be16(hhea, 34).ok_or("short hhea")?,
            num_glyphs: face.number_of_glyphs(),
            units_per_em: face.units_per_em(),
            ascender: face.ascender(),
            descender: face.descender(),
            line_gap: face.line_gap(),
            cap_height: face.capital_height().unwrap_or(face.ascender()),
            bbox: [bbox.x_min, bbox.y_min, bbox.x_max, bbox.y_max],
            italic_angle: face.italic_angle(),
            head,
            hhea,
            maxp,
            post,
            kept,
            face,
        })
    }

    pub fn glyph_of(&self, c: char) -> Option<u16> {
        self.face.glyph_index(c).map(|g| g.0).filter(|g| *g != 0)
    }

    fn advance(&self, gid: u16) -> u16 {
        let i = usize::from(gid.min(self.num_h_metrics.saturating_sub(1)));
        be16(self.hmtx, i * 4).unwrap_or(0)
    }

    fn lsb(&self, gid: u16) -> i16 {
        let n = usize::from(self.num_h_metrics);
        let g = usize::from(gid);
        let at = if g < n {
            g * 4 + 2
        } else {
            n * 4 + (g - n) * 2
        };
        be16(self.hmtx, at).unwrap_or(0) as i16
    }

    fn glyph_data(&self, gid: u16) -> &'static [u8] {
        if gid >= self.num_glyphs {
            return &[];
        }
        let g = usize::from(gid);
        let (start, end) = if self.long_loca {
            (be32(self.loca, g * 4), be32(self.loca, g * 4 + 4))
        } else {
            (
                be16(self.loca, g * 2).map(|v| u32::from(v) * 2),
                be16(self.loca, g * 2 + 2).map(|v| u32::from(v) * 2),
            )
        };
        match (start, end) {
            (Some(s), Some(e)) if s < e => self.glyf.get(s as usize..e as usize).unwrap_or(&[]),
            _ => &[],
        }
    }
}

/// byte → the character genpdf must be given to write that byte, for the bytes usable as codes.
fn code_chars() -> &'static [Option<char>; 256] {
    static TABLE: OnceLock<[Option<char>; 256]> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut table = [None; 256];
        for (b, slot) in table.iter_mut().enumerate().skip(0x20) {
            // 0xA0 (no-break space) and 0xAD (soft hyphen) are whitespace-like; skip them.
            if b == 0x7F || b == 0xA0 || b == 0xAD {
                continue;
            }
            let byte = [b as u8];
            let s = lopdf::Document::decode_text(Some("WinAnsiEncoding"), &byte);
            let mut chars = s.chars();
            if let (Some(c), None) = (chars.next(), chars.next()) {
                // Only bytes that encode back to themselves are usable.
                let back = lopdf::Document::encode_text(Some("WinAnsiEncoding"), &s);
                if back == byte && (b == 0x20 || !c.is_whitespace()) {
                    *slot = Some(c);
                }
            }
        }
        table
    })
}

/// The subset of one face for one document.
pub struct Subset {
    pub face: Face,
    /// What the document says → what genpdf is given.
    encode: HashMap<char, char>,
    /// code → the character it shows (for ToUnicode).
    pub shows: BTreeMap<u16, char>,
    /// Advance widths of codes 0..=255 in 1/1000 em.
    pub widths: Vec<u32>,
    /// The TrueType font: glyph `n` draws code `n`.
    pub font: Vec<u8>,
}

impl Subset {
    pub fn new(face: Face, chars: &BTreeSet<char>) -> Result<Subset, PdfError> {
        let p = face.parsed()?;
        let table = code_chars();
        // code → (shown character, original glyph)
        let mut codes: [Option<(char, u16)>; 256] = [None; 256];
        let mut encode = HashMap::new();
        let space = p.glyph_of(' ').unwrap_or(0);
        codes[0x20] = Some((' ', space));
        encode.insert(' ', ' ');
        let question = p.glyph_of('?').unwrap_or(0);
        codes[0x3F] = Some(('?', question));
        encode.insert('?', '?');

        let mut foreign = Vec::new();
        for &c in chars {
            if encode.contains_key(&c) {
                continue;
            }
            let Some(gid) = p.glyph_of(c) else {
                encode.insert(c, '?');
                continue;
            };
            let own = table
                .iter()
                .position(|t| *t == Some(c))
                .filter(|&b| codes[b].is_none());
            match own {
                Some(b) => {
                    codes[b] = Some((c, gid));
                    encode.insert(c, c);
                }
                None => foreign.push((c, gid)),
            }
        }
        let free: Vec<usize> = (0x80..0x100usize)
            .chain(0x21..0x7F)
            .filter(|&b| table[b].is_some() && codes[b].is_none())
            .collect();
        let mut free = free.into_iter();
        for (c, gid) in foreign {
            match free.next() {
                Some(b) => {
                    codes[b] = Some((c, gid));
                    encode.insert(c, table[b].unwrap_or('?'));
                }
                None => {
                    encode.insert(c, '?');
                }
            }
        }

        // New glyph order: 0..=255 are the codes, composite components follow.
        let mut order: Vec<u16> = (0..256)
            .map(|b| codes[b].map(|(_, g)| g).unwrap_or(0))
            .collect();
        let mut component_at: HashMap<u16, u16> = HashMap::new();
        let mut glyphs: Vec<Vec<u8>> = Vec::with_capacity(order.len());
        let mut i = 0;
        while i < order.len() {
            let orig = order[i];
            let is_code = i < 256 && (i == 0 || codes[i].is_some());
            let mut data = if is_code || i >= 256 {
                p.glyph_data(orig).to_vec()
            } else {
                Vec::new()
            };
            strip_hinting(&mut data);
            remap_components(&mut data, |component| {
                if let Some(&n) = component_at.get(&component) {
                    return n;
                }
                let n = order.len() as u16;
                order.push(component);
                component_at.insert(component, n);
                n
            });
            if data.len() % 2 == 1 {
                data.push(0);
            }
            glyphs.push(data);
            i += 1;
        }

        let upem = u32::from(p.units_per_em.max(1));
        let widths = (0..256)
            .map(|b| match codes[b] {
                Some((_, g)) => u32::from(p.advance(g)) * 1000 / upem,
                None => 0,
            })
            .collect();
        let shows = (0..256u16)
            .filter_map(|b| codes[usize::from(b)].map(|(c, _)| (b, c)))
            .collect();
        let cmap_pairs: Vec<(u16, u16)> = (0..256usize)
            .filter(|&b| codes[b].is_some())
            .filter_map(|b| table[b].map(|c| (c as u32 as u16, b as u16)))
            .collect();
        let font = write_font(p, &order, &glyphs, &cmap_pairs);
        Ok(Subset {
            face,
            encode,
            shows,
            widths,
            font,
        })
    }

    /// The text genpdf must print for `s`.
    pub fn encode(&self, s: &str) -> String {
        s.chars()
            .map(|c| self.encode.get(&c).copied().unwrap_or('?'))
            .collect()
    }
}

/// Drops a glyph's TrueType instructions. PDF viewers rasterise without them (poppler and
/// pdf.js ignore hinting by default), and they are a third of Liberation's outline data.
fn strip_hinting(data: &mut Vec<u8>) {
    let Some(contours) = be16(data, 0) else {
        return;
    };
    let contours = contours as i16;
    if contours >= 0 {
        let at = 10 + 2 * contours as usize;
        let Some(len) = be16(data, at) else {
            return;
        };
        let start = at + 2;
        let end = start + usize::from(len);
        if end <= data.len() {
            data.drain(start..end);
            set16(data, at, 0);
        }
        return;
    }
    // Composite: walk the components; instructions, if flagged, follow the last one.
    let mut at = 10;
    let mut has_instructions = false;
    loop {
        let Some(flags) = be16(data, at) else {
            return;
        };
        if flags & 0x0100 != 0 {
            has_instructions = true;
            set16(data, at, flags & !0x0100);
        }
        at += 4;
        at += if flags & 0x0001 != 0 { 4 } else { 2 };
        if flags & 0x0008 != 0 {
            at += 2;
        } else if flags & 0x0040 != 0 {
            at += 4;
        } else if flags & 0x0080 != 0 {
            at += 8;
        }
        if flags & 0x0020 == 0 {
            break;
        }
    }
    if has_instructions && at <= data.len() {
        data.truncate(at);
    }
}

/// Rewrites the component glyph ids of a composite glyph.
fn remap_components(data: &mut [u8], mut map: impl FnMut(u16) -> u16) {
    let Some(contours) = be16(data, 0) else {
        return;
    };
    if (contours as i16) >= 0 {
        return;
    }
    let mut at = 10;
    loop {
        let (Some(flags), Some(gid)) = (be16(data, at), be16(data, at + 2)) else {
            return;
        };
        let n = map(gid).to_be_bytes();
        data[at + 2] = n[0];
        data[at + 3] = n[1];
        at += 4;
        at += if flags & 0x0001 != 0 { 4 } else { 2 };
        if flags & 0x0008 != 0 {
            at += 2;
        } else if flags & 0x0040 != 0 {
            at += 4;
        } else if flags & 0x0080 != 0 {
            at += 8;
        }
        if flags & 0x0020 == 0 {
            return;
        }
    }
}

fn put16(v: &mut Vec<u8>, x: u16) {
    v.extend_from_slice(&x.to_be_bytes());
}

fn put32(v: &mut Vec<u8>, x: u32) {
    v.extend_from_slice(&x.to_be_bytes());
}

fn set16(v: &mut [u8], at: usize, x: u16) {
    if let Some(s) = v.get_mut(at..at + 2) {
        s.copy_from_slice(&x.to_be_bytes());
    }
}

/// A cmap with one format-4 subtable (3,1) mapping `(unicode, glyph)` pairs.
fn write_cmap(pairs: &[(u16, u16)]) -> Vec<u8> {
    let mut pairs = pairs.to_vec();
    pairs.sort_unstable();
    pairs.dedup_by_key(|p| p.0);
    let seg_count = pairs.len() as u16 + 1;
    let mut sub = Vec::new();
    put16(&mut sub, 4);
    put16(&mut sub, 16 + 8 * seg_count);
    put16(&mut sub, 0);
    put16(&mut sub, seg_count * 2);
    let mut pow = 1u16;
    let mut log = 0u16;
    while pow * 2 <= seg_count {
        pow *= 2;
        log += 1;
    }
    put16(&mut sub, pow * 2);
    put16(&mut sub, log);
    put16(&mut sub, seg_count * 2 - pow * 2);
    for (u, _) in &pairs {
        put16(&mut sub, *u);
    }
    put16(&mut sub, 0xFFFF);
    put16(&mut sub, 0);
    for (u, _) in &pairs {
        put16(&mut sub, *u);
    }
    put16(&mut sub, 0xFFFF);
    for (u, g) in &pairs {
        put16(&mut sub, g.wrapping_sub(*u));
    }
    put16(&mut sub, 1);
    for _ in 0..seg_count {
        put16(&mut sub, 0);
    }
    let mut cmap = Vec::new();
    put16(&mut cmap, 0);
    put16(&mut cmap, 1);
    put16(&mut cmap, 3);
    put16(&mut cmap, 1);
    put32(&mut cmap, 12);
    cmap.extend_from_slice(&sub);
    cmap
}

fn checksum(data: &[u8]) -> u32 {
    data.chunks(4)
        .map(|c| {
            let mut b = [0u8; 4];
            b[..c.len()].copy_from_slice(c);
            u32::from_be_bytes(b)
        })
        .fold(0u32, u32::wrapping_add)
}

fn write_font(p: &Parsed, order: &[u16], glyphs: &[Vec<u8>], cmap_pairs: &[(u16, u16)]) -> Vec<u8> {
    let n = order.len() as u16;
    let mut glyf = Vec::new();
    let mut loca = Vec::new();
    for g in glyphs {
        put32(&mut loca, glyf.len() as u32);
        glyf.extend_from_slice(g);
    }
    put32(&mut loca, glyf.len() as u32);
    let mut hmtx = Vec::with_capacity(order.len() * 4);
    for (i, &orig) in order.iter().enumerate() {
        let empty = glyphs.get(i).map(|g| g.is_empty()).unwrap_or(true);
        put16(
            &mut hmtx,
            if empty && i != 0x20 {
                0
            } else {
                p.advance(orig)
            },
        );
        put16(&mut hmtx, p.lsb(orig) as u16);
    }
    let mut head = p.head.to_vec();
    set16(&mut head, 8, 0);
    set16(&mut head, 10, 0);
    set16(&mut head, 50, 1);
    let mut hhea = p.hhea.to_vec();
    set16(&mut hhea, 34, n);
    let mut maxp = p.maxp.to_vec();
    set16(&mut maxp, 4, n);
    let mut post = p.post.get(..32).unwrap_or(p.post).to_vec();
    set16(&mut post, 0, 3);
    set16(&mut post, 2, 0);
    let cmap = write_cmap(cmap_pairs);

    let mut tables: Vec<([u8; 4], &[u8])> = vec![
        (*b"cmap", &cmap),
        (*b"glyf", &glyf),
        (*b"head", &head),
        (*b"hhea", &hhea),
        (*b"hmtx", &hmtx),
        (*b"loca", &loca),
        (*b"maxp", &maxp),
        (*b"post", &post),
    ];
    tables.extend(p.kept.iter().map(|(t, d)| (*t, *d)));
    tables.sort_by_key(|t| t.0);

    let count = tables.len() as u16;
    let mut out = Vec::with_capacity(12 + 16 * tables.len() + glyf.len() + 4096);
    put32(&mut out, 0x0001_0000);
    put16(&mut out, count);
    let mut pow = 1u16;
    let mut log = 0u16;
    while pow * 2 <= count {
        pow *= 2;
        log += 1;
    }
    put16(&mut out, pow * 16);
    put16(&mut out, log);
    put16(&mut out, count * 16 - pow * 16);
    let mut offset = 12 + 16 * tables.len();
    for (tag, data) in &tables {
        out.extend_from_slice(tag);
        put32(&mut out, checksum(data));
        put32(&mut out, offset as u32);
        put32(&mut out, data.len() as u32);
        offset += data.len().div_ceil(4) * 4;
    }
    for (_, data) in &tables {
        out.extend_from_slice(data);
        out.resize(out.len().div_ceil(4) * 4, 0);
    }
    out
}

#[cfg(test)]
#[allow(clippy::expect_used)]
mod tests {
    use super::*;

    #[test]
    fn a_subset_maps_foreign_letters_to_spare_codes_and_stays_small() {
        let chars: BTreeSet<char> = "Ana Łukasz Жук λ é “hi” – •".chars().collect();
        let s = Subset::new(Face::SansRegular, &chars).expect("subset");
        assert!(s.font.len() < 60_000, "{} bytes", s.font.len());
        let enc = s.encode("Жλé");
        assert_eq!(enc.chars().count(), 3);
        assert!(enc.chars().all(|c| c != '?'), "{enc}");
        assert_eq!(s.encode("é"), "é");
        let parsed = ttf_parser::Face::parse(&s.font, 0).expect("subset parses");
        let code = lopdf::Document::encode_text(Some("WinAnsiEncoding"), &s.encode("Ж"));
        assert_eq!(code.len(), 1);
        assert_eq!(s.shows.get(&u16::from(code[0])), Some(&'Ж'));
        let repr = s.encode("Ж").chars().next().expect("one char");
        assert_eq!(
            parsed.glyph_index(repr).map(|g| g.0),
            Some(u16::from(code[0]))
        );
    }
}
