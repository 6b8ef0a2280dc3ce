//! After genpdf: swap the stand-in built-in fonts for the embedded subsets, draw what genpdf
//! cannot (full-bleed bands, the clipped photo, the rotated watermark), and write the metadata.

use std::collections::BTreeMap;

use lopdf::{Dictionary, Document, Object, ObjectId, Stream, StringFormat};

use crate::fonts::{Face, Subset};
use crate::photo::Jpeg;
use crate::templates::{Layout, PhotoPlace, Rect};
use crate::PdfError;

const PT_PER_MM: f64 = 72.0 / 25.4;

pub struct Meta<'a> {
    pub title: &'a str,
    pub author: &'a str,
    pub subject: &'a str,
    /// The resume as JSON Resume, embedded as `resume.json` so that importing this PDF into
    /// Vitae gives the resume back exactly.
    pub resume_json: &'a [u8],
}

fn pdf_err(e: lopdf::Error) -> PdfError {
    PdfError::Pdf(e.to_string())
}

fn name(s: &str) -> Object {
    Object::Name(s.as_bytes().to_vec())
}

/// A text string in UTF-16BE with its byte-order mark, so any script survives.
fn text_string(s: &str) -> Object {
    let mut bytes = vec![0xFE, 0xFF];
    for unit in s.encode_utf16() {
        bytes.extend_from_slice(&unit.to_be_bytes());
    }
    Object::String(bytes, StringFormat::Hexadecimal)
}

pub fn finish(
    pdf: &[u8],
    subsets: &BTreeMap<Face, Subset>,
    layout: &Layout,
    photo: Option<&Jpeg>,
    page: (f64, f64),
    watermark: bool,
    meta: &Meta<'_>,
) -> Result<Vec<u8>, PdfError> {
    let mut doc = Document::load_mem(pdf).map_err(pdf_err)?;
    replace_fonts(&mut doc, subsets);

    let pages: Vec<ObjectId> = doc.get_pages().values().copied().collect();
    let photo_id = match (photo, layout.photo) {
        (Some(p), Some(_)) => Some(add_image(&mut doc, p)),
        _ => None,
    };
    let wm = watermark.then(|| watermark_resources(&mut doc));
    let (pw, ph) = (page.0 * PT_PER_MM, page.1 * PT_PER_MM);

    for (i, &page_id) in pages.iter().enumerate() {
        let mut under = format!("{:.2} w\n", layout.line_width);
        let rects = if i == 0 {
            &layout.first_page
        } else {
            &layout.later_pages
        };
        for r in rects {
            under.push_str(&rect_ops(r, ph));
        }
        let mut xobjects = Vec::new();
        let mut states = Vec::new();
        if i == 0 {
            if let (Some(id), Some(place), Some(p)) = (photo_id, layout.photo, photo) {
                under.push_str(&photo_ops(&place, p, ph));
                xobjects.push(("VitaePhoto", id));
                if place.gray {
                    let gs = doc.add_object(Dictionary::from_iter(vec![
                        ("Type", name("ExtGState")),
                        ("BM", name("Saturation")),
                    ]));
                    states.push(("VitaeGray", gs));
                }
            }
        }
        let mut over = String::new();
        let mut fonts = Vec::new();
        if let Some((font_id, gs_id)) = wm {
            over.push_str(&watermark_ops(pw, ph));
            fonts.push(("VitaeWm", font_id));
            states.push(("VitaeWmGs", gs_id));
        }
        wrap_contents(&mut doc, page_id, &under, &over)?;
        add_resources(&mut doc, page_id, &fonts, &xobjects, &states)?;
    }

    set_info(&mut doc, meta);
    embed_resume(&mut doc, meta.resume_json)?;
    compress(&mut doc);
    let mut out = Vec::with_capacity(pdf.len());
    doc.save_to(&mut out)
        .map_err(|e| PdfError::Pdf(e.to_string()))?;
    Ok(out)
}

/// Replaces each stand-in font dictionary with a Type0 font embedding the face's subset.
fn replace_fonts(doc: &mut Document, subsets: &BTreeMap<Face, Subset>) {
    // Every Type1 font at this point is one of genpdf's stand-ins.
    let targets: Vec<(ObjectId, Option<Face>)> = doc
        .objects
        .iter()
        .filter_map(|(id, obj)| {
            let dict = obj.as_dict().ok()?;
            if dict.get(b"Type").and_then(Object::as_name).ok()? != b"Font" {
                return None;
            }
            if dict.get(b"Subtype").and_then(Object::as_name).ok()? != b"Type1" {
                return None;
            }
            let base = dict.get(b"BaseFont").and_then(Object::as_name).ok()?;
            Some((*id, Face::from_builtin_name(base)))
        })
        .collect();
    let mut unused = Vec::new();
    // A face reached through two stand-ins (bold and bold-italic) is embedded once.
    let mut made: BTreeMap<Face, Dictionary> = BTreeMap::new();
    for (id, face) in targets {
        match face.and_then(|f| subsets.get(&f).map(|s| (f, s))) {
            Some((face, subset)) => {
                let font = match made.get(&face) {
                    Some(font) => font.clone(),
                    None => {
                        let font = type0_font(doc, subset);
                        made.insert(face, font.clone());
                        font
                    }
                };
                doc.objects.insert(id, Object::Dictionary(font));
            }
            None => unused.push(id),
        }
    }
    // genpdf registers every face of a family; drop the ones this document never uses.
    if !unused.is_empty() {
        for obj in doc.objects.values_mut() {
            if let Object::Dictionary(d) = obj {
                let keys: Vec<Vec<u8>> = d
                    .iter()
                    .filter(|(_, v)| matches!(v, Object::Reference(r) if unused.contains(r)))
                    .map(|(k, _)| k.clone())
                    .collect();
                for k in keys {
                    d.remove(&k);
                }
            }
        }
        for id in unused {
            doc.objects.remove(&id);
        }
    }
}

fn type0_font(doc: &mut Document, s: &Subset) -> Dictionary {
    let p = match s.face.parsed() {
        Ok(p) => p,
        Err(_) => return Dictionary::new(),
    };
    let scale = |v: i16| i64::from(v) * 1000 / i64::from(p.units_per_em.max(1));
    // A six-letter subset tag derived from the content, as PDF readers expect for subsets.
    let hash = s.font.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
        (h ^ u64::from(*b)).wrapping_mul(0x100_0000_01b3)
    });
    let tag: String = (0..6)
        .map(|i| char::from(b'A' + ((hash >> (i * 5)) % 26) as u8))
        .collect();
    let base_font = format!("{tag}+{}", s.face.postscript_name());

    let file = Stream::new(
        Dictionary::from_iter(vec![("Length1", Object::Integer(s.font.len() as i64))]),
        s.font.clone(),
    );
    let file_id = doc.add_object(file);
    let mut flags = 4; // symbolic: glyphs outside the standard Latin set
    if s.face.is_serif() {
        flags |= 2;
    }
    if s.face.is_italic() {
        flags |= 64;
    }
    let descriptor = Dictionary::from_iter(vec![
        ("Type", name("FontDescriptor")),
        ("FontName", name(&base_font)),
        ("Flags", Object::Integer(flags)),
        (
            "FontBBox",
            Object::Array(p.bbox.iter().map(|v| Object::Integer(scale(*v))).collect()),
        ),
        ("ItalicAngle", Object::Real(f64::from(p.italic_angle))),
        ("Ascent", Object::Integer(scale(p.ascender))),
        ("Descent", Object::Integer(scale(p.descender))),
        ("CapHeight", Object::Integer(scale(p.cap_height))),
        (
            "StemV",
            Object::Integer(if s.face.is_bold() { 120 } else { 80 }),
        ),
        ("FontFile2", Object::Reference(file_id)),
    ]);
    let descriptor_id = doc.add_object(descriptor);
    let widths: Vec<Object> = s
        .widths
        .iter()
        .map(|w| Object::Integer(i64::from(*w)))
        .collect();
    let cid_font = Dictionary::from_iter(vec![
        ("Type", name("Font")),
        ("Subtype", name("CIDFontType2")),
        ("BaseFont", name(&base_font)),
        (
            "CIDSystemInfo",
            Object::Dictionary(Dictionary::from_iter(vec![
                ("Registry", Object::string_literal("Adobe")),
                ("Ordering", Object::string_literal("Identity")),
                ("Supplement", Object::Integer(0)),
            ])),
        ),
        ("FontDescriptor", Object::Reference(descriptor_id)),
        ("DW", Object::Integer(0)),
        (
            "W",
            Object::Array(vec![Object::Integer(0), Object::Array(widths)]),
        ),
        ("CIDToGIDMap", name("Identity")),
    ]);
    let cid_id = doc.add_object(cid_font);
    let to_unicode_id = doc.add_object(Stream::new(Dictionary::new(), to_unicode(s).into_bytes()));
    Dictionary::from_iter(vec![
        ("Type", name("Font")),
        ("Subtype", name("Type0")),
        ("BaseFont", name(&base_font)),
        ("Encoding", name("Identity-H")),
        (
            "DescendantFonts",
            Object::Array(vec![Object::Reference(cid_id)]),
        ),
        ("ToUnicode", Object::Reference(to_unicode_id)),
    ])
}

fn to_unicode(s: &Subset) -> String {
    let mut cmap = String::from(
        "/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n\
         /CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def\n\
         /CMapName /Adobe-Identity-UCS def\n/CMapType 2 def\n\
         1 begincodespacerange\n<0000> <FFFF>\nendcodespacerange\n",
    );
    let entries: Vec<(u16, char)> = s.shows.iter().map(|(k, v)| (*k, *v)).collect();
    for chunk in entries.chunks(100) {
        cmap.push_str(&format!("{} beginbfchar\n", chunk.len()));
        for (code, c) in chunk {
            let mut units = [0u16; 2];
            let hex: String = c
                .encode_utf16(&mut units)
                .iter()
                .map(|u| format!("{u:04X}"))
                .collect();
            cmap.push_str(&format!("<{code:04X}> <{hex}>\n"));
        }
        cmap.push_str("endbfchar\n");
    }
    cmap.push_str("endcmap\nCMapName currentdict /CMap defineresource pop\nend\nend\n");
    cmap
}

fn rect_ops(r: &Rect, ph: f64) -> String {
    let x = r.x * PT_PER_MM;
    let w = r.w * PT_PER_MM;
    let h = r.h * PT_PER_MM;
    let y = ph - r.y * PT_PER_MM - h;
    format!(
        "q {} rg {x:.2} {y:.2} {w:.2} {h:.2} re f Q\n",
        r.color.pdf()
    )
}

/// The photo, covering its square box (centre-cropped by the clip), round or square.
fn photo_ops(place: &PhotoPlace, p: &Jpeg, ph: f64) -> String {
    let s = place.size * PT_PER_MM;
    let x = place.x * PT_PER_MM;
    let y = ph - place.y * PT_PER_MM - s;
    let (iw, ih) = (f64::from(p.width.max(1)), f64::from(p.height.max(1)));
    let scale = s / iw.min(ih);
    let (dw, dh) = (iw * scale, ih * scale);
    let (dx, dy) = (x - (dw - s) / 2.0, y - (dh - s) / 2.0);
    let path = |inset: f64| -> String {
        let (cx, cy, r) = (x + s / 2.0, y + s / 2.0, s / 2.0 + inset);
        if place.round {
            let k = 0.552_284_75 * r;
            format!(
                "{:.2} {:.2} m {:.2} {:.2} {:.2} {:.2} {:.2} {:.2} c {:.2} {:.2} {:.2} {:.2} {:.2} {:.2} c \
                 {:.2} {:.2} {:.2} {:.2} {:.2} {:.2} c {:.2} {:.2} {:.2} {:.2} {:.2} {:.2} c h",
                cx + r, cy,
                cx + r, cy + k, cx + k, cy + r, cx, cy + r,
                cx - k, cy + r, cx - r, cy + k, cx - r, cy,
                cx - r, cy - k, cx - k, cy - r, cx, cy - r,
                cx + k, cy - r, cx + r, cy - k, cx + r, cy,
            )
        } else {
            format!(
                "{:.2} {:.2} {:.2} {:.2} re",
                cx - r,
                cy - r,
                2.0 * r,
                2.0 * r
            )
        }
    };
    let mut ops = String::new();
    if let Some(ring) = place.ring {
        ops.push_str(&format!("q {} rg {} f Q\n", ring.pdf(), path(1.6)));
    }
    // A grey fill in Saturation blend mode takes the colour out of what is under it.
    let gray = if place.gray {
        format!("/VitaeGray gs 0.5 g {x:.2} {y:.2} {s:.2} {s:.2} re f ")
    } else {
        String::new()
    };
    ops.push_str(&format!(
        "q {} W n q {dw:.2} 0 0 {dh:.2} {dx:.2} {dy:.2} cm /VitaePhoto Do Q {gray}Q\n",
        path(0.0)
    ));
    ops
}

fn add_image(doc: &mut Document, p: &Jpeg) -> ObjectId {
    let dict = Dictionary::from_iter(vec![
        ("Type", name("XObject")),
        ("Subtype", name("Image")),
        ("Width", Object::Integer(i64::from(p.width))),
        ("Height", Object::Integer(i64::from(p.height))),
        (
            "ColorSpace",
            name(if p.gray { "DeviceGray" } else { "DeviceRGB" }),
        ),
        ("BitsPerComponent", Object::Integer(8)),
        ("Filter", name("DCTDecode")),
    ]);
    doc.add_object(Stream::new(dict, p.bytes.clone()).with_compression(false))
}

const WATERMARK: &str = "VITAE PREVIEW";
/// Helvetica-Bold advance widths of WATERMARK, in 1/1000 em.
const WATERMARK_EM: f64 = 7.835;

fn watermark_resources(doc: &mut Document) -> (ObjectId, ObjectId) {
    let font = doc.add_object(Dictionary::from_iter(vec![
        ("Type", name("Font")),
        ("Subtype", name("Type1")),
        ("BaseFont", name("Helvetica-Bold")),
        ("Encoding", name("WinAnsiEncoding")),
    ]));
    let gs = doc.add_object(Dictionary::from_iter(vec![
        ("Type", name("ExtGState")),
        ("ca", Object::Real(0.16)),
        ("CA", Object::Real(0.16)),
    ]));
    (font, gs)
}

/// "VITAE PREVIEW" along the page diagonal, centred, large and light.
fn watermark_ops(pw: f64, ph: f64) -> String {
    let angle = ph.atan2(pw);
    let diagonal = (pw * pw + ph * ph).sqrt();
    let size = (diagonal * 0.72 / WATERMARK_EM).floor();
    let (c, s) = (angle.cos(), angle.sin());
    let half_w = WATERMARK_EM * size / 2.0;
    let half_h = 0.72 * size / 2.0;
    let x = pw / 2.0 - half_w * c + half_h * s;
    let y = ph / 2.0 - half_w * s - half_h * c;
    format!(
        // ActualText lets text extraction read the rotated words whole.
        "q /VitaeWmGs gs 0.42 0.45 0.5 rg /Span << /ActualText ({WATERMARK}) >> BDC \
         BT /VitaeWm {size:.0} Tf {c:.4} {s:.4} {:.4} {c:.4} {x:.2} {y:.2} Tm ({WATERMARK}) Tj ET EMC Q\n",
        -s
    )
}

/// Puts `under` before and `over` after the page's existing content (which is wrapped in q/Q).
fn wrap_contents(
    doc: &mut Document,
    page: ObjectId,
    under: &str,
    over: &str,
) -> Result<(), PdfError> {
    let existing: Vec<Object> = match doc
        .get_object(page)
        .and_then(Object::as_dict)
        .map_err(pdf_err)?
        .get(b"Contents")
    {
        Ok(Object::Reference(r)) => vec![Object::Reference(*r)],
        Ok(Object::Array(a)) => a.clone(),
        _ => vec![],
    };
    let first = doc.add_object(Stream::new(
        Dictionary::new(),
        format!("{under}q\n").into_bytes(),
    ));
    let last = doc.add_object(Stream::new(
        Dictionary::new(),
        format!("\nQ\n{over}").into_bytes(),
    ));
    let mut contents = vec![Object::Reference(first)];
    contents.extend(existing);
    contents.push(Object::Reference(last));
    let dict = doc
        .get_object_mut(page)
        .and_then(Object::as_dict_mut)
        .map_err(pdf_err)?;
    dict.set("Contents", Object::Array(contents));
    Ok(())
}

fn add_resources(
    doc: &mut Document,
    page: ObjectId,
    fonts: &[(&str, ObjectId)],
    xobjects: &[(&str, ObjectId)],
    states: &[(&str, ObjectId)],
) -> Result<(), PdfError> {
    if fonts.is_empty() && xobjects.is_empty() && states.is_empty() {
        return Ok(());
    }
    // Resolve the page's resources into a dictionary of its own.
    let page_dict = doc
        .get_object(page)
        .and_then(Object::as_dict)
        .map_err(pdf_err)?;
    let mut resources = match page_dict.get(b"Resources") {
        Ok(Object::Reference(r)) => doc
            .get_object(*r)
            .and_then(Object::as_dict)
            .cloned()
            .unwrap_or_default(),
        Ok(Object::Dictionary(d)) => d.clone(),
        _ => Dictionary::new(),
    };
    for (key, entries) in [
        ("Font", fonts),
        ("XObject", xobjects),
        ("ExtGState", states),
    ] {
        if entries.is_empty() {
            continue;
        }
        let mut sub = match resources.get(key.as_bytes()) {
            Ok(Object::Reference(r)) => doc
                .get_object(*r)
                .and_then(Object::as_dict)
                .cloned()
                .unwrap_or_default(),
            Ok(Object::Dictionary(d)) => d.clone(),
            _ => Dictionary::new(),
        };
        for (n, id) in entries {
            sub.set(*n, Object::Reference(*id));
        }
        resources.set(key, Object::Dictionary(sub));
    }
    let dict = doc
        .get_object_mut(page)
        .and_then(Object::as_dict_mut)
        .map_err(pdf_err)?;
    dict.set("Resources", Object::Dictionary(resources));
    Ok(())
}

/// Deflates every stream that has no filter yet. lopdf's own `compress` uses the slowest level;
/// the default level is within 2 % of its size at a third of the time.
fn compress(doc: &mut Document) {
    use std::io::Write;
    for obj in doc.objects.values_mut() {
        if let Object::Stream(stream) = obj {
            if stream.dict.get(b"Filter").is_ok() || stream.content.len() < 64 {
                continue;
            }
            let mut enc = flate2::write::ZlibEncoder::new(
                Vec::with_capacity(stream.content.len() / 2),
                flate2::Compression::default(),
            );
            if enc.write_all(&stream.content).is_err() {
                continue;
            }
            if let Ok(packed) = enc.finish() {
                if packed.len() < stream.content.len() {
                    stream.dict.set("Filter", name("FlateDecode"));
                    stream.set_content(packed);
                }
            }
        }
    }
}

/// Attaches `json` as the embedded file `resume.json`: listed in the catalog's
/// `/Names /EmbeddedFiles` (what viewers' attachment panels and our importer read) and as an
/// associated file of the document (`/AF`, PDF 2.0).
fn embed_resume(doc: &mut Document, json: &[u8]) -> Result<(), PdfError> {
    const FILE_NAME: &str = "resume.json";
    let file = doc.add_object(Stream::new(
        Dictionary::from_iter(vec![("Type", name("EmbeddedFile"))]),
        json.to_vec(),
    ));
    let spec = doc.add_object(Dictionary::from_iter(vec![
        ("Type", name("Filespec")),
        ("F", Object::string_literal(FILE_NAME)),
        ("UF", text_string(FILE_NAME)),
        (
            "Desc",
            text_string("This resume as JSON Resume, for importing it into Vitae"),
        ),
        ("AFRelationship", name("Data")),
        (
            "EF",
            Object::Dictionary(Dictionary::from_iter(vec![("F", Object::Reference(file))])),
        ),
    ]));
    let catalog_id = match doc.trailer.get(b"Root") {
        Ok(Object::Reference(id)) => *id,
        _ => return Err(PdfError::Pdf("the document has no catalog".into())),
    };
    let catalog = doc
        .get_object_mut(catalog_id)
        .and_then(Object::as_dict_mut)
        .map_err(pdf_err)?;
    let tree = Dictionary::from_iter(vec![(
        "Names",
        Object::Array(vec![
            Object::string_literal(FILE_NAME),
            Object::Reference(spec),
        ]),
    )]);
    catalog.set(
        "Names",
        Object::Dictionary(Dictionary::from_iter(vec![(
            "EmbeddedFiles",
            Object::Dictionary(tree),
        )])),
    );
    catalog.set("AF", Object::Array(vec![Object::Reference(spec)]));
    Ok(())
}

fn set_info(doc: &mut Document, meta: &Meta<'_>) {
    let now = chrono::Utc::now().format("D:%Y%m%d%H%M%SZ").to_string();
    let info = Dictionary::from_iter(vec![
        ("Title", text_string(meta.title)),
        ("Author", text_string(meta.author)),
        ("Subject", text_string(meta.subject)),
        ("Creator", Object::string_literal("Vitae")),
        ("Producer", Object::string_literal("Vitae (genpdf, lopdf)")),
        ("CreationDate", Object::string_literal(now.clone())),
        ("ModDate", Object::string_literal(now)),
    ]);
    match doc.trailer.get(b"Info") {
        Ok(Object::Reference(id)) => {
            let id = *id;
            doc.objects.insert(id, Object::Dictionary(info));
        }
        _ => {
            let id = doc.add_object(info);
            doc.trailer.set("Info", Object::Reference(id));
        }
    }
    // printpdf's XMP packet (if any) carries the garbled title; the Info dictionary is
    // authoritative once it is gone.
    let catalog = match doc.trailer.get(b"Root") {
        Ok(Object::Reference(id)) => Some(*id),
        _ => None,
    };
    if let Some(Ok(catalog)) =
        catalog.map(|id| doc.get_object_mut(id).and_then(Object::as_dict_mut))
    {
        catalog.remove(b"Metadata");
    }
}
