//! The forms of the second import round, end to end: a Word file laid out as a web page in
//! nested tables, headings and dates in another language, a place in the header and beside an
//! entry, and a right-to-left PDF. (Line-level forms — one-line entries, degree columns,
//! certificate lists — are unit tests in `src/entries.rs`; the typeset corpus set covers them
//! as other tools write them.)

#![allow(clippy::expect_used)]

mod support;

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
