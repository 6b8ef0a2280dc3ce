//! The forms of the second import round, end to end: a Word file laid out as a web page in
//! nested tables, headings and dates in another language, a place in the header and beside an
//! entry, and a right-to-left PDF. (Line-level forms — one-line entries, degree columns,
//! certificate lists — are unit tests in `src/entries.rs`; the typeset corpus set covers them
//! as other tools write them.)

#![allow(clippy::expect_used)]

mod support;

use lopdf::dictionary;
use vitae_import::import;

fn para(text: &str, props: &str) -> String {
    format!("<w:p><w:r><w:rPr>{props}</w:rPr><w:t xml:space=\"preserve\">{text}</w:t></w:r></w:p>")
}

fn cell(content: &str) -> String {
    format!("<w:tc>{content}</w:tc>")
}

fn table(rows: &[&[String]]) -> String {
    let rows: String = rows
        .iter()
        .map(|cells| format!("<w:tr>{}</w:tr>", cells.concat()))
        .collect();
    format!("<w:tbl>{rows}</w:tbl>")
}

#[test]
fn a_web_page_saved_as_word_reads_cell_by_cell_with_the_name_first() {
    let bold = "<w:b/><w:sz w:val=\"28\"/>";
    let sidebar = [
        para("Kontakt", bold),
        para("Lisbon, Portugal", ""),
        para("ana.souza@example.com", ""),
        para("+351 21 555 0100", ""),
        para("Kenntnisse", bold),
        para("Rust, Go, PostgreSQL", ""),
    ]
    .concat();
    let entry = table(&[
        &[
            cell(&para(
                "Senior Backend Engineer — Kontor Payments GmbH",
                "<w:b/>",
            )),
            cell(&para("Mär 2019 – heute", "")),
        ],
        &[cell(&para("Berlin, Germany", "<w:i/>"))],
        &[cell(&para(
            "Built the ledger that settles every card payment.",
            "",
        ))],
    ]);
    let school = table(&[&[
        cell(&para("MSc in Informatics, TU München", "<w:b/>")),
        cell(&para("2014 – 2016", "")),
    ]]);
    let main = [
        para("Ana Souza", "<w:b/><w:sz w:val=\"48\"/>"),
        para("Backend Engineer", ""),
        para("Berufserfahrung", bold),
        entry,
        para("Ausbildung", bold),
        school,
    ]
    .concat();
    let docx = support::docx(&table(&[&[cell(&sidebar), cell(&main)]]));
    let draft = import(&docx).expect("import");
    let data = &draft.resume_data;
    assert_eq!(data.name, "Ana Souza");
    assert_eq!(data.job_title, "Backend Engineer");
    assert_eq!(data.email, "ana.souza@example.com");
    assert_eq!(data.location, "Lisbon, Portugal");
    assert_eq!(data.work_experience.len(), 1, "{data:#?}");
    let job = &data.work_experience[0];
    assert_eq!(job.position, "Senior Backend Engineer");
    assert_eq!(job.company, "Kontor Payments GmbH");
    assert_eq!(job.duration, "Mär 2019 – heute");
    assert!(job.description.contains("ledger"));
    assert_eq!(data.education[0].degree, "MSc in Informatics");
    assert_eq!(data.education[0].institution, "TU München");
    assert!(
        data.skills.iter().any(|s| s == "PostgreSQL"),
        "{:?}",
        data.skills
    );
    assert!(draft.unplaced.iter().any(|u| u == "Berlin, Germany"));
}

#[test]
fn a_lone_city_in_the_header_is_the_location() {
    let body = [
        para("Ana Souza", "<w:b/><w:sz w:val=\"48\"/>"),
        para("Backend Engineer", ""),
        para("München | ana.souza@example.com | +49 89 555 0100", ""),
        para("Experience", "<w:b/><w:sz w:val=\"28\"/>"),
        para(
            "Backend Engineer, Kontor Payments GmbH – Berlin\t2019 – 2023",
            "",
        ),
    ]
    .concat();
    let draft = import(&support::docx(&body)).expect("import");
    assert_eq!(draft.resume_data.location, "München");
    assert_eq!(
        draft.resume_data.work_experience[0].company,
        "Kontor Payments GmbH"
    );
}

/// A PDF whose lines are drawn as right-to-left writers draw them: each glyph left to right
/// where it stands on the page, so an Arabic line's glyphs come last letter first. `lines` are
/// (logical text, size, dates drawn at the left margin).
fn right_to_left_pdf(lines: &[(&str, f32, &str)]) -> Vec<u8> {
    let mut codes: Vec<char> = lines
        .iter()
        .flat_map(|(t, _, d)| t.chars().chain(d.chars()))
        .collect();
    codes.sort_unstable();
    codes.dedup();
    let cmap: String = codes
        .iter()
        .map(|c| format!("<{:04X}> <{:04X}>\n", *c as u32, *c as u32))
        .collect();
    let cmap = format!(
        "begincmap\n{} beginbfchar\n{cmap}endbfchar\nendcmap",
        codes.len()
    );
    let hex = |text: &str| -> String {
        let codes: String = text.chars().map(|c| format!("{:04X}", c as u32)).collect();
        format!("<{codes}>")
    };
    let mut ops = String::from("BT\n");
    let mut y = 760.0;
    for (text, size, dates) in lines {
        // Glyphs are half an em wide: the line ends at the right margin.
        let width = text.chars().count() as f32 * size / 2.0;
        let visual: String = text.chars().rev().collect();
        ops.push_str(&format!(
            "/F1 {size} Tf 1 0 0 1 {} {y} Tm {} Tj\n",
            540.0 - width,
            hex(&visual)
        ));
        if !dates.is_empty() {
            ops.push_str(&format!("/F1 10 Tf 1 0 0 1 72 {y} Tm {} Tj\n", hex(dates)));
        }
        y -= size * 1.6;
    }
    ops.push_str("ET");
    support::page_pdf(ops.into_bytes(), true, [0.0, 0.0, 612.0, 792.0], |doc| {
        let map = doc.add_object(lopdf::Stream::new(dictionary! {}, cmap.into_bytes()));
        let font = doc.add_object(dictionary! {
            "Type" => "Font", "Subtype" => "Type0", "BaseFont" => "NotoNaskhArabic",
            "Encoding" => "Identity-H", "ToUnicode" => map,
            "DescendantFonts" => vec![lopdf::Object::Dictionary(dictionary! {
                "Type" => "Font", "Subtype" => "CIDFontType2", "DW" => 500,
            })],
        });
        dictionary! { "Font" => dictionary! { "F1" => font } }
    })
}

#[test]
fn a_right_to_left_pdf_reads_in_logical_order() {
    let pdf = right_to_left_pdf(&[
        ("ليلى حداد", 20.0, ""),
        ("مهندسة برمجيات", 11.0, ""),
        ("دبي، الإمارات", 10.0, "layla@example.com"),
        ("الخبرة العملية", 14.0, ""),
        (
            "مهندسة برمجيات أولى، شركة النور للتقنية",
            10.0,
            "2019 - 2023",
        ),
        (
            "بنيت نظام تسوية المدفوعات الذي يعالج مليون عملية يوميا.",
            10.0,
            "",
        ),
        ("التعليم", 14.0, ""),
        ("بكالوريوس علوم الحاسوب، جامعة القاهرة", 10.0, "2011 - 2015"),
    ]);
    let draft = import(&pdf).expect("import");
    let data = &draft.resume_data;
    assert_eq!(data.name, "ليلى حداد");
    assert_eq!(data.job_title, "مهندسة برمجيات");
    assert_eq!(data.email, "layla@example.com");
    assert_eq!(data.location, "دبي، الإمارات");
    let job = &data.work_experience[0];
    assert_eq!(job.position, "مهندسة برمجيات أولى");
    assert_eq!(job.company, "شركة النور للتقنية");
    assert_eq!(job.duration, "2019 - 2023");
    assert!(job.description.starts_with("بنيت نظام"), "{job:?}");
    assert_eq!(data.education[0].institution, "جامعة القاهرة");
    assert_eq!(data.education[0].degree, "بكالوريوس علوم الحاسوب");
}

#[test]
fn languages_listed_in_the_header_are_the_languages_spoken() {
    let body = [
        para("Ana Souza", "<w:b/><w:sz w:val=\"48\"/>"),
        para(
            "Lisbon, Portugal | ana.souza@example.com | English, Portuguese, Spanish",
            "",
        ),
        para("Experience", "<w:b/><w:sz w:val=\"28\"/>"),
        para("Backend Engineer, Kontor Payments GmbH\t2019 – 2023", ""),
    ]
    .concat();
    let draft = import(&support::docx(&body)).expect("import");
    let spoken: Vec<&str> = draft
        .resume_data
        .languages
        .iter()
        .map(|l| l.language.as_str())
        .collect();
    assert_eq!(spoken, ["English", "Portuguese", "Spanish"]);
    assert_eq!(draft.resume_data.location, "Lisbon, Portugal");
}

#[test]
fn letters_after_a_name_are_not_the_name() {
    for (line, name) in [
        ("Jane Doe, PhD", "Jane Doe"),
        ("Siobhán O'Connor, RN, BSc", "Siobhán O'Connor"),
        ("Rafael Núñez, Principal Software Engineer", "Rafael Núñez"),
    ] {
        let body = [
            para(line, "<w:b/><w:sz w:val=\"48\"/>"),
            para("jane@example.com | +1 415 555 0100", ""),
            para("Experience", "<w:b/><w:sz w:val=\"28\"/>"),
            para("Researcher, Kontor Labs\t2019 – 2023", ""),
        ]
        .concat();
        let draft = import(&support::docx(&body)).expect("import");
        assert_eq!(draft.resume_data.name, name, "{line}");
    }
}
