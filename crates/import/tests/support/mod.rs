//! PDFs and ZIPs built in memory for the tests.
#![allow(dead_code, clippy::expect_used)] // each test file uses a part; a failed build is a failed test

use std::io::Write;

use lopdf::{dictionary, Document, Object, Stream};

/// A PDF with `pages` pages, each showing `text` in Helvetica (no text at all when empty),
/// with `embedded` as an embedded `resume.json` and `encrypt` adding an /Encrypt entry.
pub fn pdf(pages: usize, text: &str, embedded: Option<&[u8]>, encrypt: bool) -> Vec<u8> {
    let mut doc = Document::with_version("1.5");
    let pages_id = doc.new_object_id();
    let font = doc.add_object(dictionary! {
        "Type" => "Font", "Subtype" => "Type1", "BaseFont" => "Helvetica",
        "Encoding" => "WinAnsiEncoding",
    });
    let mut kids = Vec::new();
    for _ in 0..pages {
        let ops = if text.is_empty() {
            // A filled rectangle: what a scanned page's image amounts to for text.
            b"0 0 612 792 re f".to_vec()
        } else {
            format!("BT /F1 12 Tf 72 720 Td ({text}) Tj ET").into_bytes()
        };
        let content = doc.add_object(Stream::new(dictionary! {}, ops));
        let page = doc.add_object(dictionary! {
            "Type" => "Page",
            "Parent" => pages_id,
            "Contents" => content,
            "MediaBox" => vec![0.into(), 0.into(), 612.into(), 792.into()],
            "Resources" => dictionary! { "Font" => dictionary! { "F1" => font } },
        });
        kids.push(Object::Reference(page));
    }
    doc.objects.insert(
        pages_id,
        Object::Dictionary(
            dictionary! { "Type" => "Pages", "Count" => pages as i64, "Kids" => kids },
        ),
    );
    let mut catalog = dictionary! { "Type" => "Catalog", "Pages" => pages_id };
    if let Some(json) = embedded {
        let mut file = Stream::new(
            dictionary! { "Type" => "EmbeddedFile", "Subtype" => "application/json" },
            json.to_vec(),
        );
        file.compress().expect("compress");
        let file = doc.add_object(file);
        let spec = doc.add_object(dictionary! {
            "Type" => "Filespec",
            "F" => Object::string_literal("resume.json"),
            "UF" => Object::string_literal("resume.json"),
            "EF" => dictionary! { "F" => file },
        });
        catalog.set(
            "Names",
            dictionary! { "EmbeddedFiles" => dictionary! {
                "Names" => vec![Object::string_literal("resume.json"), spec.into()],
            } },
        );
    }
    let catalog = doc.add_object(catalog);
    doc.trailer.set("Root", catalog);
    if encrypt {
        let enc = doc.add_object(dictionary! { "Filter" => "Standard", "V" => 2, "R" => 3 });
        doc.trailer.set("Encrypt", enc);
    }
    let mut out = Vec::new();
    doc.save_to(&mut out).expect("save");
    out
}

/// A ZIP of `(name, bytes)` entries, deflated.
pub fn zip(entries: &[(&str, &[u8])]) -> Vec<u8> {
    let mut out = std::io::Cursor::new(Vec::new());
    {
        let mut z = zip::ZipWriter::new(&mut out);
        let options = zip::write::SimpleFileOptions::default()
            .compression_method(zip::CompressionMethod::Deflated)
            .large_file(true);
        for (name, bytes) in entries {
            z.start_file(*name, options).expect("entry");
            z.write_all(bytes).expect("write");
        }
        z.finish().expect("finish");
    }
    out.into_inner()
}

/// A one-page PDF whose page runs `content` (deflated when `compress`), with `font` as /F1
/// (Helvetica when `None`) and `xobjects` as the page's XObject resources. `build` may add
/// objects first and name them in the resources it returns.
pub fn page_pdf(
    content: Vec<u8>,
    compress: bool,
    media_box: [f32; 4],
    build: impl FnOnce(&mut Document) -> lopdf::Dictionary,
) -> Vec<u8> {
    let mut doc = Document::with_version("1.5");
    let pages_id = doc.new_object_id();
    let mut resources = build(&mut doc);
    if !resources.has(b"Font") {
        let font = doc.add_object(dictionary! {
            "Type" => "Font", "Subtype" => "Type1", "BaseFont" => "Helvetica",
            "Encoding" => "WinAnsiEncoding",
        });
        resources.set("Font", dictionary! { "F1" => font });
    }
    let mut stream = Stream::new(dictionary! {}, content);
    if compress {
        stream.compress().expect("compress");
    }
    let content = doc.add_object(stream);
    let page = doc.add_object(dictionary! {
        "Type" => "Page",
        "Parent" => pages_id,
        "Contents" => content,
        "MediaBox" => media_box.iter().map(|&v| Object::Real(v)).collect::<Vec<_>>(),
        "Resources" => resources,
    });
    doc.objects.insert(
        pages_id,
        Object::Dictionary(
            dictionary! { "Type" => "Pages", "Count" => 1, "Kids" => vec![page.into()] },
        ),
    );
    let catalog = doc.add_object(dictionary! { "Type" => "Catalog", "Pages" => pages_id });
    doc.trailer.set("Root", catalog);
    let mut out = Vec::new();
    doc.save_to(&mut out).expect("save");
    out
}

/// A Word document whose body is `body` (WordprocessingML inside `<w:body>`).
pub fn docx(body: &str) -> Vec<u8> {
    let document = format!(
        r#"<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>{body}</w:body></w:document>"#
    );
    zip(&[("word/document.xml", document.as_bytes())])
}
