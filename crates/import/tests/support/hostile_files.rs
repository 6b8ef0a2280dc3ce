//! Files made to cost the import (each generator takes the size that makes it hard), the
//! corpus's real resumes, and the fuzz targets' seeds made of small versions of both: shared by
//! `tests/hostile.rs` and `examples/fuzz_seeds.rs` (`make fuzz-seeds`), each of which also
//! declares `support`.
#![allow(dead_code, clippy::expect_used)] // each user takes a part; a failed build is a failed test

use std::path::Path;

use lopdf::dictionary;

pub fn corpus_file(path: &str) -> Vec<u8> {
    std::fs::read(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("corpus")
            .join(path),
    )
    .expect("corpus file")
}

pub const LETTER: [f32; 4] = [0.0, 0.0, 612.0, 792.0];

/// A page whose content is one text object: `start`, then each of `body` on a line, deflated.
pub fn text_page(media_box: [f32; 4], start: &str, body: impl Iterator<Item = String>) -> Vec<u8> {
    let mut ops = format!("BT {start}\n").into_bytes();
    for line in body {
        ops.extend_from_slice(line.as_bytes());
        ops.push(b'\n');
    }
    ops.extend_from_slice(b"ET");
    crate::support::page_pdf(ops, true, media_box, |_| lopdf::Dictionary::new())
}

/// A page of `n` one-glyph lines, one below the other.
pub fn one_glyph_lines(n: usize) -> Vec<u8> {
    let lines = std::iter::repeat_n("(x)'".to_owned(), n);
    text_page(LETTER, "/F1 1 Tf 2 TL 0 700 Td", lines)
}

/// `n` lines of distinct words, one below the other: just under the line limit, so every
/// pass of the layout and the section mapper runs over all of them.
pub fn many_text_lines(n: usize) -> Vec<u8> {
    let lines = (0..n).map(|i| format!("(s{i})'"));
    text_page(LETTER, "/F1 10 Tf 12 TL 72 700 Td (Skills) Tj", lines)
}

/// A form XObject that draws itself `n` times, with a word of text, followed at every depth.
pub fn self_drawing_form(n: usize) -> Vec<u8> {
    crate::support::page_pdf(
        b"BT /F1 10 Tf 72 700 Td (Start) Tj ET /X Do".to_vec(),
        false,
        LETTER,
        |doc| {
            let font = doc.add_object(dictionary! {
                "Type" => "Font", "Subtype" => "Type1", "BaseFont" => "Helvetica",
            });
            let form = doc.new_object_id();
            let body = format!("BT /F1 10 Tf 72 600 Td (Loop) Tj ET {}", "/X Do ".repeat(n));
            doc.objects.insert(
                form,
                lopdf::Object::Stream(lopdf::Stream::new(
                    dictionary! {
                        "Type" => "XObject", "Subtype" => "Form",
                        "BBox" => vec![0.into(), 0.into(), 612.into(), 792.into()],
                        "Resources" => dictionary! {
                            "XObject" => dictionary! { "X" => form },
                            "Font" => dictionary! { "F1" => font },
                        },
                    },
                    body.into_bytes(),
                )),
            );
            dictionary! {
                "XObject" => dictionary! { "X" => form },
                "Font" => dictionary! { "F1" => font },
            }
        },
    )
}

/// One baseline of `n` glyphs, each in a size of its own.
pub fn sizes_on_one_line(n: usize) -> Vec<u8> {
    let glyphs = (0..n).map(|i| format!("/F1 {:.2} Tf (a) Tj", 8.0 + i as f32 * 0.06));
    text_page(LETTER, "1 0 0 1 10 400 Tm", glyphs)
}

/// A two-byte font whose ToUnicode map is `cmap` (deflated), with `widths` as its /W.
pub fn two_byte_font(
    doc: &mut lopdf::Document,
    cmap: &str,
    widths: Vec<lopdf::Object>,
) -> lopdf::ObjectId {
    let mut map = lopdf::Stream::new(dictionary! {}, cmap.as_bytes().to_vec());
    map.compress().expect("compress");
    let map = doc.add_object(map);
    doc.add_object(dictionary! {
        "Type" => "Font", "Subtype" => "Type0", "BaseFont" => "Hostile",
        "ToUnicode" => map,
        "DescendantFonts" => vec![lopdf::Object::Dictionary(dictionary! {
            "Type" => "Font", "Subtype" => "CIDFontType2", "W" => widths,
        })],
    })
}

/// `n` fonts, each with its own copy of a ToUnicode map naming the whole two-byte code space
/// and widths for all of it, each used once.
pub fn many_fonts(n: usize) -> Vec<u8> {
    let mut ops = b"BT 72 700 Td\n".to_vec();
    for i in 0..n {
        ops.extend_from_slice(format!("/F{i} 10 Tf <0041> Tj\n").as_bytes());
    }
    ops.extend_from_slice(b"ET");
    crate::support::page_pdf(ops, true, LETTER, |doc| {
        let cmap = "begincmap 1 beginbfrange <0000> <FFFF> <0020> endbfrange endcmap";
        let mut fonts = lopdf::Dictionary::new();
        for i in 0..n {
            let font = two_byte_font(doc, cmap, vec![0.into(), 65535.into(), 500.into()]);
            fonts.set(format!("F{i}"), font);
        }
        dictionary! { "Font" => fonts }
    })
}

/// One font whose ToUnicode map repeats a whole-code-space range `n` times.
pub fn repeated_cmap_ranges(n: usize) -> Vec<u8> {
    let ops = b"BT /F1 10 Tf 72 700 Td <0041> Tj ET".to_vec();
    crate::support::page_pdf(ops, false, LETTER, |doc| {
        let ranges = "<0000> <FFFF> <0020> ".repeat(n);
        let cmap = format!("begincmap {n} beginbfrange {ranges} endbfrange endcmap");
        let font = two_byte_font(doc, &cmap, Vec::new());
        dictionary! { "Font" => dictionary! { "F1" => font } }
    })
}

/// An uncompressed content stream of `bytes` bytes of tiny operators.
pub fn huge_plain_content(bytes: usize) -> Vec<u8> {
    let unit = b"0 0 m 1 1 l S\n";
    let ops = unit.repeat(bytes / unit.len());
    crate::support::page_pdf(ops, false, LETTER, |_| lopdf::Dictionary::new())
}

/// Short words on a page a billion points wide: the column finder must not walk its width.
pub fn vast_page() -> Vec<u8> {
    let words = (0..200).map(|i| format!("1 0 0 1 {} {} Tm (word) Tj", 100 * (i % 4), 700 - i));
    text_page([0.0, 0.0, 1.0e9, 792.0], "/F1 10 Tf", words)
}

/// `n` empty streams in the raw file: each costs the pre-load guard a look and an inflation.
pub fn many_streams(n: usize) -> Vec<u8> {
    let mut pdf = crate::support::pdf(1, "Ana Souza", None, false);
    let trailer = pdf.len() - 6;
    let junk = "9 0 obj<<>>stream\nendstream endobj\n".repeat(n);
    pdf.splice(trailer..trailer, junk.into_bytes());
    pdf
}

/// Tables nested `n` deep in a Word document.
pub fn nested_tables(n: usize) -> Vec<u8> {
    let open = "<w:tbl><w:tr><w:tc>".repeat(n);
    let close = "</w:tc></w:tr></w:tbl>".repeat(n);
    crate::support::docx(&format!(
        "{open}<w:p><w:r><w:t>Ana Souza</w:t></w:r></w:p>{close}"
    ))
}

/// One Word paragraph of `n` runs, each in a size of its own.
pub fn docx_sizes_in_one_paragraph(n: usize) -> Vec<u8> {
    let mut body = String::from("<w:p>");
    for i in 0..n {
        body.push_str(&format!(
            r#"<w:r><w:rPr><w:sz w:val="{}"/></w:rPr><w:t>a</w:t></w:r>"#,
            i + 2
        ));
    }
    body.push_str("</w:p>");
    crate::support::docx(&body)
}

/// `n` Word paragraphs of one word each.
pub fn docx_many_paragraphs(n: usize) -> Vec<u8> {
    crate::support::docx(&"<w:p><w:r><w:t>Skill</w:t></w:r></w:p>".repeat(n))
}

/// A Word document: a name, then a bold `heading` (none when empty) over one paragraph for
/// each of `paragraphs`.
pub fn docx_section(heading: &str, paragraphs: impl Iterator<Item = String>) -> Vec<u8> {
    let mut body = String::from("<w:p><w:r><w:t>Ana Souza</w:t></w:r></w:p>");
    if !heading.is_empty() {
        body.push_str(&format!(
            "<w:p><w:r><w:rPr><w:b/></w:rPr><w:t>{heading}</w:t></w:r></w:p>"
        ));
    }
    for text in paragraphs {
        body.push_str(&format!("<w:p><w:r><w:t>{text}</w:t></w:r></w:p>"));
    }
    crate::support::docx(&body)
}

/// A Skills heading over `n` distinct skills, one a paragraph.
pub fn docx_many_skills(n: usize) -> Vec<u8> {
    docx_section("SKILLS", (0..n).map(|i| format!("Skill {i}, tool {i}")))
}

/// A header (no heading anywhere) of `n` distinct web addresses.
pub fn docx_many_links(n: usize) -> Vec<u8> {
    docx_section("", (0..n).map(|i| format!("https://site{i}.example.com/a")))
}

/// An Experience heading over `n` dated entries.
pub fn docx_many_entries(n: usize) -> Vec<u8> {
    let entries = (0..n).map(|i| format!("Engineer {i}, Acme {i}\tJan 2020 - Present"));
    docx_section("EXPERIENCE", entries)
}

/// An Experience heading over `n` short undated lines: one entry of `n` header lines.
pub fn docx_one_long_entry(n: usize) -> Vec<u8> {
    docx_section(
        "EXPERIENCE",
        (0..n).map(|i| format!("Acme {i} GmbH, Berlin")),
    )
}

/// Paragraphs `n` bytes long of words, dates, digits and addresses (what the per-line readers
/// look for), in the header and under a heading.
pub fn docx_long_paragraphs(n: usize) -> Vec<u8> {
    let unit = "Engineer at Acme 2020 - 2021 +1 555 0100 a@b.co www.x.io, Berlin | ";
    let text = unit.repeat(n / unit.len());
    let mut body = format!("<w:p><w:r><w:t>{text}</w:t></w:r></w:p>");
    body.push_str("<w:p><w:r><w:rPr><w:b/></w:rPr><w:t>EXPERIENCE</w:t></w:r></w:p>");
    body.push_str(&format!("<w:p><w:r><w:t>{text}</w:t></w:r></w:p>"));
    crate::support::docx(&body)
}

/// A LinkedIn export whose Skills.csv has `n` rows (distinct skills) and a header `columns`
/// wide.
pub fn huge_linkedin(n: usize, columns: usize) -> Vec<u8> {
    let mut skills = String::from("Name");
    for c in 0..columns {
        skills.push_str(&format!(",Extra{c}"));
    }
    skills.push('\n');
    for i in 0..n {
        skills.push_str(&format!("Skill number {i}\n"));
    }
    crate::support::zip(&[
        (
            "Profile.csv",
            b"First Name,Last Name,Headline\nAna,Souza,Engineer\n".as_slice(),
        ),
        ("Skills.csv", skills.as_bytes()),
    ])
}

/// A LinkedIn export with one position whose every field is `n` bytes of words and dates.
pub fn linkedin_long_fields(n: usize) -> Vec<u8> {
    let unit = "Engineer at Acme 2020 - 2021 +1 555 0100 a@b.co www.x.io, Berlin ";
    let text = unit.repeat(n / unit.len() / 5);
    let positions = format!(
        "Company Name,Title,Description,Location,Started On,Finished On\n\"{text}\",\"{text}\",\"{text}\",\"{text}\",\"{text}\",\n"
    );
    crate::support::zip(&[
        (
            "Profile.csv",
            b"First Name,Last Name,Headline\nAna,Souza,Engineer\n".as_slice(),
        ),
        ("Positions.csv", positions.as_bytes()),
    ])
}

/// Small versions of the files above: the fuzz targets' seeds (`fuzz/seeds/`).
pub fn seed_files() -> Vec<(&'static str, String, Vec<u8>)> {
    let pdfs = [
        ("self-drawing-form", self_drawing_form(20)),
        ("one-glyph-lines", one_glyph_lines(2_000)),
        ("many-text-lines", many_text_lines(300)),
        ("sizes-on-one-line", sizes_on_one_line(500)),
        ("many-fonts", many_fonts(3)),
        ("repeated-cmap-ranges", repeated_cmap_ranges(3)),
        ("plain-content", huge_plain_content(20_000)),
        ("vast-page", vast_page()),
        ("many-streams", many_streams(200)),
        (
            "helvetica",
            crate::support::pdf(2, "Ana Souza", None, false),
        ),
    ];
    let docx = [
        ("nested-tables", nested_tables(40)),
        ("sizes-in-one-paragraph", docx_sizes_in_one_paragraph(500)),
        ("many-paragraphs", docx_many_paragraphs(500)),
        ("many-skills", docx_many_skills(100)),
        ("many-links", docx_many_links(100)),
        ("many-entries", docx_many_entries(100)),
        ("long-paragraphs", docx_long_paragraphs(5_000)),
    ];
    let linkedin = [
        ("many-skills", huge_linkedin(500, 0)),
        ("wide", huge_linkedin(10, 200)),
        ("long-fields", linkedin_long_fields(5_000)),
    ];
    let mut out = Vec::new();
    for (name, bytes) in pdfs {
        out.push(("pdf", format!("{name}.pdf"), bytes));
    }
    for (name, bytes) in docx {
        out.push(("docx", format!("{name}.xml"), docx_parts(&bytes)));
    }
    for (name, bytes) in linkedin {
        out.push(("linkedin", format!("{name}.csv"), linkedin_parts(&bytes)));
    }
    out
}

/// The entries of a ZIP, by name (empty when absent).
pub fn zip_entry(bytes: &[u8], name: &str) -> Vec<u8> {
    let mut zip = zip::ZipArchive::new(std::io::Cursor::new(bytes)).expect("zip");
    let mut out = Vec::new();
    if let Ok(mut entry) = zip.by_name(name) {
        std::io::Read::read_to_end(&mut entry, &mut out).expect("entry");
    }
    out
}

/// A Word document as the docx target takes it: document, styles and header, NUL-separated.
pub fn docx_parts(bytes: &[u8]) -> Vec<u8> {
    ["word/document.xml", "word/styles.xml", "word/header1.xml"]
        .iter()
        .map(|n| zip_entry(bytes, n))
        .collect::<Vec<_>>()
        .join(&0u8)
}

/// A LinkedIn export as the linkedin target takes it: its CSV files, NUL-separated.
pub fn linkedin_parts(bytes: &[u8]) -> Vec<u8> {
    vitae_import::fuzz::LINKEDIN_FILES
        .iter()
        .map(|n| zip_entry(bytes, n))
        .collect::<Vec<_>>()
        .join(&0u8)
}

/// Writes the fuzz targets' seeds into `dir`: the small generated files above, and real
/// resumes from the corpus: two PDFs (one from each kind of layout), every Word look, one
/// LinkedIn export, and the JSON Resume personas.
pub fn write_seeds(dir: &Path) -> std::io::Result<()> {
    let mut files = seed_files();
    for name in ["pdf/even--nurse.pdf", "pdf/macchiato--new-grad.pdf"] {
        let file = name.replace("pdf/", "corpus-");
        files.push(("pdf", file, corpus_file(name)));
    }
    for look in ["styled", "plain", "libreoffice-class"] {
        // The document alone: python-docx's styles part is 300 kB of defaults.
        let bytes = corpus_file(&format!("docx/{look}--nurse.docx"));
        let document = zip_entry(&bytes, "word/document.xml");
        files.push(("docx", format!("corpus-{look}.xml"), document));
    }
    let export = corpus_file("linkedin/linkedin--senior-engineer.zip");
    files.push(("linkedin", "corpus.csv".to_owned(), linkedin_parts(&export)));
    for persona in ["new-grad", "researcher"] {
        let json = corpus_file(&format!("personas/{persona}.json"));
        files.push(("json_resume", format!("{persona}.json"), json));
    }
    let deep = format!("{}{}", "[".repeat(5_000), "]".repeat(5_000));
    files.push(("json_resume", "deep.json".to_owned(), deep.into_bytes()));
    let wide = format!(
        r#"{{"basics":{{"name":"Ana"}},"skills":[{}]}}"#,
        vec![r#"{"name":"Go","keywords":["a","b"]}"#; 200].join(",")
    );
    files.push(("json_resume", "wide.json".to_owned(), wide.into_bytes()));
    for (target, name, bytes) in files {
        std::fs::create_dir_all(dir.join(target))?;
        std::fs::write(dir.join(target).join(name), bytes)?;
    }
    Ok(())
}
