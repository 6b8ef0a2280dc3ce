//! Untrusted files: each kind of bad input gets its error and its message, in bounded time,
//! and nothing panics.

#![allow(clippy::expect_used)]

mod support;

use std::io::Write;
use std::path::Path;
use std::time::{Duration, Instant};

use flate2::write::ZlibEncoder;
use flate2::Compression;
use vitae_import::{import, ImportError, Source};

fn corpus_file(path: &str) -> Vec<u8> {
    std::fs::read(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("corpus")
            .join(path),
    )
    .expect("corpus file")
}

#[test]
fn the_type_comes_from_the_content_not_the_name() {
    // A renamed executable, random bytes, an empty file, a ZIP that is neither Word nor LinkedIn.
    let elf = [b"\x7fELF\x02\x01\x01\0".as_slice(), &[0u8; 256]].concat();
    assert_eq!(import(&elf), Err(ImportError::Unsupported));
    assert_eq!(
        import(b"just some text, not a resume file"),
        Err(ImportError::Unsupported)
    );
    assert_eq!(import(b""), Err(ImportError::Unsupported));
    let other_zip = support::zip(&[("photos/cat.jpg", b"\xff\xd8\xff")]);
    assert_eq!(import(&other_zip), Err(ImportError::Unsupported));
    // A PDF named anything is still a PDF.
    assert!(import(&corpus_file("pdf/even--nurse.pdf")).is_ok());
}

#[test]
fn messages_say_what_happened() {
    assert_eq!(
        ImportError::NoText.to_string(),
        "This PDF has no text we can read — it may be a scan"
    );
    assert!(ImportError::Encrypted
        .to_string()
        .starts_with("This PDF is password-protected"));
    assert!(ImportError::TooManyPages(31)
        .to_string()
        .contains("31 pages"));
    assert!(ImportError::TooLarge(20).to_string().contains("20 MB"));
}

#[test]
fn a_pdf_without_text_may_be_a_scan() {
    let pdf = support::pdf(2, "", None, false);
    assert_eq!(import(&pdf), Err(ImportError::NoText));
}

#[test]
fn an_encrypted_pdf_is_refused() {
    let pdf = support::pdf(1, "Secret", None, true);
    assert_eq!(import(&pdf), Err(ImportError::Encrypted));
}

#[test]
fn more_than_twenty_pages_are_refused() {
    let pdf = support::pdf(21, "Page", None, false);
    assert_eq!(import(&pdf), Err(ImportError::TooManyPages(21)));
    assert!(import(&support::pdf(20, "Page", None, false)).is_ok());
}

#[test]
fn a_pdf_stream_that_inflates_past_the_cap_is_refused_while_inflating() {
    let mut enc = ZlibEncoder::new(Vec::new(), Compression::fast());
    let zeros = vec![0u8; 1 << 20];
    for _ in 0..60 {
        enc.write_all(&zeros).expect("deflate");
    }
    let bomb = enc.finish().expect("deflate");
    let mut pdf = b"%PDF-1.5\n1 0 obj\n<< /Length ".to_vec();
    pdf.extend_from_slice(format!("{} /Filter /FlateDecode >>\nstream\n", bomb.len()).as_bytes());
    pdf.extend_from_slice(&bomb);
    pdf.extend_from_slice(b"\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n");
    let started = Instant::now();
    assert!(matches!(import(&pdf), Err(ImportError::TooLarge(_))));
    assert!(started.elapsed() < Duration::from_secs(10));
}

#[test]
fn a_zip_entry_that_inflates_past_the_cap_is_refused() {
    // 30 MB of zeros in document.xml: the header says so too, but the cap is counted while
    // inflating, not read from it.
    let big = vec![b' '; 30 << 20];
    let docx = support::zip(&[("word/document.xml", &big)]);
    assert!(docx.len() < 1 << 20);
    assert_eq!(import(&docx), Err(ImportError::TooLarge(20)));
}

#[test]
fn truncated_and_damaged_files_are_answered_not_panicked_on() {
    let pdf = corpus_file("pdf/elegant--researcher.pdf");
    let docx = corpus_file("docx/styled--nurse.docx");
    let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let started = Instant::now();
    for original in [&pdf, &docx] {
        for cut in [original.len() / 3, original.len() / 2, original.len() - 100] {
            let result = import(&original[..cut]);
            assert!(
                result.is_ok()
                    || matches!(
                        result,
                        Err(ImportError::Corrupt(_)
                            | ImportError::NoText
                            | ImportError::Unsupported)
                    ),
                "{result:?}"
            );
        }
        for _ in 0..60 {
            let mut bytes = original.clone();
            for _ in 0..20 {
                let at = (next() as usize) % bytes.len();
                bytes[at] = next() as u8;
            }
            // Any answer will do, as long as it is an answer.
            let _ = import(&bytes);
        }
    }
    assert!(started.elapsed() < Duration::from_secs(60));
}

#[test]
fn word_relationships_are_never_followed() {
    let document = br#"<?xml version="1.0" encoding="UTF-8"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"
  xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">
<w:body>
<w:p><w:r><w:rPr><w:b/><w:sz w:val="40"/></w:rPr><w:t>Ana Souza</w:t></w:r></w:p>
<w:p><w:r><w:t xml:space="preserve">ana@example.com | +55 11 5555 0100</w:t></w:r></w:p>
<w:p><w:hyperlink r:id="rId9"><w:r><w:t>https://ana.example.com</w:t></w:r></w:hyperlink></w:p>
<w:p><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText>INCLUDETEXT "http://attacker.invalid/x"</w:instrText></w:r></w:p>
</w:body></w:document>"#;
    let rels = br#"<?xml version="1.0" encoding="UTF-8"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId9" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="http://attacker.invalid/" TargetMode="External"/>
</Relationships>"#;
    let docx = support::zip(&[
        ("word/document.xml", document),
        ("word/_rels/document.xml.rels", rels),
    ]);
    let draft = import(&docx).expect("import");
    assert_eq!(draft.source, Source::Docx);
    assert_eq!(draft.resume_data.name, "Ana Souza");
    assert_eq!(draft.resume_data.email, "ana@example.com");
    let text = serde_json::to_string(&draft).expect("json");
    assert!(!text.contains("attacker"), "{text}");
}

#[test]
fn linkedin_descriptions_may_span_lines() {
    let positions = "Company Name,Title,Description,Location,Started On,Finished On\n\
        Acme,Backend Engineer,\"Built billing.\nRan on-call.\",Lisbon,Mar 2019,\n";
    let zip = support::zip(&[
        ("Profile.csv", b"First Name,Last Name,Maiden Name,Address,Birth Date,Headline,Summary,Industry,Zip Code,Geo Location,Twitter Handles,Websites,Instant Messengers\nAna,Souza,,,,Engineer,Builds things,,,\"Lisbon, Portugal\",,,\n"),
        ("Positions.csv", positions.as_bytes()),
    ]);
    let draft = import(&zip).expect("import");
    assert_eq!(draft.source, Source::Linkedin);
    let work = &draft.resume_data.work_experience[0];
    assert_eq!(work.description, "Built billing.\nRan on-call.");
    assert_eq!(work.duration, "Mar 2019 - Present");
    assert_eq!(draft.resume_data.location, "Lisbon, Portugal");
}
