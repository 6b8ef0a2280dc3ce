//! Where pages break, read back page by page as an applicant tracking system reads them
//! (pdftotext): no bullet or paragraph split so that a line stands alone, no page ending on an
//! entry's or a section's heading, no empty page, in every template and in Arabic; the user's
//! "start on a new page" and "keep together"; and input that asks for the impossible.
#![allow(clippy::expect_used)]

mod common;
mod poppler;

use vitae_domain::resume::{AiEnhancedData, ResumeData, TemplateStyle};
use vitae_domain::sections::{CustomEntry, CustomSection};
use vitae_pdf::{pagination, render, Content, Note, PdfError, RenderOptions};

fn options(template: TemplateStyle) -> RenderOptions {
    common::a4(template, Content::Original)
}

fn pdf(data: &ResumeData, template: TemplateStyle) -> Vec<u8> {
    render(data, &AiEnhancedData::default(), &options(template)).expect("renders")
}

/// Each page's text, whitespace (line ends included) collapsed to single spaces. Bullet markers
/// are left out: pdftotext may read a page's column of markers apart from the text beside it.
fn page_texts(pdf: &[u8]) -> Vec<String> {
    let all: String = poppler::without_marks(&poppler::text(pdf))
        .chars()
        .filter(|&c| c != '•')
        .collect();
    let mut pages: Vec<String> = all
        .split('\u{c}')
        .map(|p| p.split_whitespace().collect::<Vec<_>>().join(" "))
        .collect();
    // pdftotext ends the last page with a form feed too.
    if pages.last().is_some_and(String::is_empty) {
        pages.pop();
    }
    pages
}

/// The page (from 0) holding all of `needle`; fails when no single page does, which is what a
/// split bullet looks like.
fn page_of(pages: &[String], needle: &str, what: &str) -> usize {
    pages
        .iter()
        .position(|p| p.contains(needle))
        .unwrap_or_else(|| panic!("{what}: {needle:?} is not whole on any page:\n{pages:#?}"))
}

/// Checks the rules on `data`'s pages in `template`: every bullet whole on one page, every
/// entry's title on the page of its first bullet (never at a page's foot alone), every page
/// holding text. `bullet(j, b)` and `title(j)` give the texts to find.
fn check_breaks(
    data: &ResumeData,
    template: TemplateStyle,
    bullet: &dyn Fn(usize, usize) -> String,
    title: &dyn Fn(usize) -> String,
    min_pages: usize,
) {
    let what = format!("{} {}", data.language, template.as_str());
    let pages = page_texts(&pdf(data, template));
    assert!(pages.len() >= min_pages, "{what}: {} pages", pages.len());
    for (i, p) in pages.iter().enumerate() {
        assert!(!p.trim().is_empty(), "{what}: page {} is empty", i + 1);
    }
    let jobs = data.work_experience.len();
    let mut last = 0;
    for j in 0..jobs {
        let head = page_of(&pages, &title(j), &what);
        let first = page_of(&pages, &bullet(j, 0), &what);
        assert_eq!(
            head,
            first,
            "{what}: the heading of job {j} ends page {} without its first bullet",
            head + 1
        );
        for b in 0..6 {
            let at = page_of(&pages, &bullet(j, b), &what);
            assert!(at >= last, "{what}: bullets out of order");
            last = at;
        }
    }
    // The section's heading stays with its first entry.
    let words = vitae_domain::language::of(&data.language).words;
    let first_job = page_of(&pages, &title(0), &what);
    assert!(
        [words.work_experience, words.experience]
            .iter()
            .any(|h| pages[first_job].to_lowercase().contains(&h.to_lowercase())),
        "{what}: the experience heading is not on the page of the first job"
    );
}

#[test]
fn no_bullet_splits_and_no_heading_ends_a_page_in_any_template() {
    let data = common::three_pages();
    for template in TemplateStyle::ALL {
        check_breaks(
            &data,
            template,
            &common::long_bullet,
            &|j| format!("Operations Lead {j}"),
            if template == TemplateStyle::Compact {
                2
            } else {
                3
            },
        );
    }
}

#[test]
fn no_bullet_splits_and_no_heading_ends_a_page_in_arabic() {
    let data = common::three_pages_arabic();
    for template in TemplateStyle::ALL {
        check_breaks(
            &data,
            template,
            &common::arabic_bullet,
            &|j| format!("مديرة العمليات {j}"),
            2,
        );
    }
}

/// A paragraph of about `words` words, whose first and last words say which it is.
fn paragraph(tag: &str, words: usize) -> String {
    let mut out = format!("{tag}start");
    for i in 0..words {
        out.push_str(&format!(" word{i}"));
    }
    out.push_str(&format!(" {tag}end"));
    out
}

/// Each page's lines as pdftotext reads them.
fn page_lines(pdf: &[u8]) -> Vec<Vec<String>> {
    poppler::without_marks(&poppler::text(pdf))
        .split('\u{c}')
        .map(|p| p.lines().map(|l| l.trim().to_owned()).collect())
        .collect()
}

#[test]
fn a_long_paragraph_never_leaves_one_line_alone_at_a_page_edge() {
    // Paragraphs of one line to a dozen, one after the other, so that page breaks fall at every
    // place in them: none may leave its first line at a page's foot or its last at a page's
    // head. One to four short lines ahead of them move the breaks, so that in every template
    // some paragraph crosses a page.
    let paragraphs: Vec<String> = (1..=40)
        .map(|i| paragraph(&format!("Para{i:02}"), 6 + (i * 7) % 70))
        .collect();
    let is_inside = |line: &str| line.starts_with("word");
    for template in TemplateStyle::ALL {
        let what = template.as_str();
        let mut splits = 0;
        for lead in 1..=4 {
            let mut data = common::three_pages();
            data.work_experience.truncate(1);
            data.work_experience[0].description = (0..lead)
                .map(|k| format!("Lead line {k}"))
                .chain(paragraphs.iter().cloned())
                .collect::<Vec<_>>()
                .join("\n");
            let pages = page_lines(&pdf(&data, template));
            assert!(pages.len() >= 2, "{what}");
            for i in 1..=40 {
                let (start, end) = (format!("Para{i:02}start"), format!("Para{i:02}end"));
                let find = |needle: &str| {
                    pages.iter().enumerate().find_map(|(p, lines)| {
                        lines
                            .iter()
                            .position(|l| l.contains(needle))
                            .map(|l| (p, l))
                    })
                };
                let (sp, sl) = find(&start).unwrap_or_else(|| panic!("{what}: {start} lost"));
                let (ep, el) = find(&end).unwrap_or_else(|| panic!("{what}: {end} lost"));
                if sp == ep {
                    continue;
                }
                splits += 1;
                // Its lines at the foot of the first page, and at the head of the last.
                let foot = 1 + pages[sp][sl + 1..]
                    .iter()
                    .take_while(|l| is_inside(l))
                    .count();
                let head = 1 + pages[ep][..el]
                    .iter()
                    .rev()
                    .take_while(|l| is_inside(l))
                    .count();
                assert!(
                    foot >= 2 && head >= 2,
                    "{what}, {lead} lead lines: Para{i:02} split leaving {foot} line(s) at a page's foot and {head} at the next one's head"
                );
            }
        }
        assert!(splits > 0, "{what}: no paragraph crossed a page");
    }
}

#[test]
fn start_on_a_new_page_is_honoured_and_never_makes_an_empty_page() {
    let mut data = common::three_pages();
    data.work_experience[4].page_break_before = true;
    for template in [
        TemplateStyle::Modern,
        TemplateStyle::Corporate,
        TemplateStyle::Timeline,
    ] {
        let what = template.as_str();
        let pages = page_texts(&pdf(&data, template));
        let job4 = page_of(&pages, "Operations Lead 4", what);
        let job3_end = page_of(&pages, &common::long_bullet(3, 5), what);
        assert!(
            job4 > job3_end,
            "{what}: job 4 shares page {} with job 3",
            job4 + 1
        );
        // Nothing of the main column precedes it on its page.
        let at = pages[job4].find("Operations Lead 4").expect("found");
        assert!(
            !pages[job4][..at].contains("Coordinated rollout"),
            "{what}: {}",
            pages[job4]
        );
    }

    // Already first on its page (nothing above it but its section's heading): no empty page.
    let mut bare = common::three_pages();
    for field in [
        &mut bare.name,
        &mut bare.job_title,
        &mut bare.email,
        &mut bare.phone,
    ] {
        field.clear();
    }
    bare.location.clear();
    bare.summary.clear();
    let plain = page_texts(&pdf(&bare, TemplateStyle::Classic));
    bare.work_experience[0].page_break_before = true;
    let marked = page_texts(&pdf(&bare, TemplateStyle::Classic));
    assert_eq!(
        plain, marked,
        "the first entry of the document is already first on its page"
    );
    assert!(marked[0].contains("Operations Lead 0"));
}

fn projects(n: usize) -> Vec<vitae_domain::sections::Project> {
    (0..n)
        .map(|i| vitae_domain::sections::Project {
            name: format!("Project Falcon {i}"),
            description: format!("• {}", common::long_bullet(20 + i, 0)),
            ..Default::default()
        })
        .collect()
}

#[test]
fn a_section_kept_together_moves_whole_and_one_too_long_flows_and_says_so() {
    for template in [
        TemplateStyle::Modern,
        TemplateStyle::Sidebar,
        TemplateStyle::Elegant,
    ] {
        let what = template.as_str();
        let mut data = common::three_pages();
        data.projects = projects(4);
        // Projects straddle a page break without the user's wish...
        let straddles = (3..9).find_map(|jobs| {
            let mut d = data.clone();
            d.work_experience.truncate(jobs);
            let pages = page_texts(&pdf(&d, template));
            let first = page_of(&pages, "Project Falcon 0", what);
            let last = page_of(&pages, "Project Falcon 3", what);
            (first != last).then_some(d)
        });
        let mut data = straddles.unwrap_or_else(|| panic!("{what}: no resume splits its projects"));
        // ...and stay on one page with it.
        data.keep_together = vec!["projects".into()];
        let options = options(template);
        let paged = pagination(&data, &AiEnhancedData::default(), &options);
        assert!(paged.notes.is_empty(), "{what}: {:?}", paged.notes);
        let pages = page_texts(&pdf(&data, template));
        let first = page_of(&pages, "Project Falcon 0", what);
        assert_eq!(first, page_of(&pages, "Project Falcon 3", what), "{what}");
    }

    // Work experience runs three pages: it cannot be kept on one, flows as before, and the
    // note says so.
    let mut data = common::three_pages();
    let before = page_texts(&pdf(&data, TemplateStyle::Modern));
    data.keep_together = vec!["work_experience".into()];
    let paged = pagination(
        &data,
        &AiEnhancedData::default(),
        &options(TemplateStyle::Modern),
    );
    assert_eq!(
        paged.notes,
        [Note::KeptTogetherTooLong {
            section: "work_experience".into()
        }]
    );
    assert_eq!(page_texts(&pdf(&data, TemplateStyle::Modern)), before);
}

#[test]
fn bad_input_lays_out_without_losing_text_or_making_empty_pages() {
    // One 3 000-character bullet, an entry longer than a page, a custom section's entry marked
    // to start a new page that is already the first thing after a break.
    let mut data = common::three_pages();
    let huge: String = (0..300).map(|i| format!("w{i:03}x ")).collect();
    data.work_experience[0].description = format!("• {}", huge.trim());
    data.work_experience[1].description = (0..90)
        .map(|b| format!("• {}", common::long_bullet(1, b)))
        .collect::<Vec<_>>()
        .join("\n");
    data.custom_sections = vec![CustomSection {
        id: "talks".into(),
        heading: "Talks".into(),
        entries: vec![CustomEntry {
            title: "Keynote at RustConf".into(),
            description: "Exactly-once payments.".into(),
            page_break_before: true,
            ..Default::default()
        }],
    }];
    data.keep_together = vec!["custom:talks".into(), "work_experience".into()];
    for template in TemplateStyle::ALL {
        let what = template.as_str();
        let pages = page_texts(&pdf(&data, template));
        for (i, p) in pages.iter().enumerate() {
            assert!(!p.is_empty(), "{what}: page {} empty", i + 1);
        }
        let all = pages.join(" ");
        for word in [
            "w000x",
            "w150x",
            "w299x",
            "J1-B0",
            "J1-B89",
            "Keynote at RustConf",
        ] {
            assert!(all.contains(word), "{what}: {word} lost");
        }
        for b in 0..90 {
            page_of(&pages, &common::long_bullet(1, b), what);
        }
    }
}

#[test]
fn a_resume_too_long_to_print_is_refused_not_cut_short() {
    // A valid resume may hold 250 000 characters; two a line, that is far more than 400 pages.
    let mut data = common::three_pages();
    let lines = "a\n".repeat(2_500);
    data.work_experience = (0..10)
        .map(|i| common::work(&format!("Job {i}"), "Company", "2020", &lines))
        .collect();
    let options = options(TemplateStyle::Compact);
    match render(&data, &AiEnhancedData::default(), &options) {
        Err(PdfError::TooManyPages) => {}
        other => panic!("expected TooManyPages, got {:?}", other.map(|b| b.len())),
    }
    let paged = pagination(&data, &AiEnhancedData::default(), &options);
    assert!(paged.too_many_pages);
    assert_eq!(paged.pages, vitae_pdf::MAX_PAGES);
}
