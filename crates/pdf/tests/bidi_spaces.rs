//! Every space typed between right-to-left and left-to-right text, read back once and in the
//! order typed: from the PDF by pdftotext (as an applicant tracking system reads it, direction
//! marks aside) and from the SVG pages a shared link shows. "SAP حققت" once read back "SAPحققت".
#![allow(clippy::expect_used)]

mod common;
mod poppler;

use vitae_domain::resume::{AiEnhancedData, ResumeData, TemplateStyle};
use vitae_pdf::{render, render_svg_pages, Content, RenderOptions};

/// Lines mixing the directions: a Latin word first, in the middle and last, numbers, a URL.
const ARABIC: [&str; 7] = [
    "SAP حققت نموا",
    "أدرت فريق Amazon في دبي",
    "بنسبة 40 بالمئة",
    "طورت خدمات الدفع بلغة Rust",
    "Kubernetes و Terraform في الإنتاج",
    "زوروا example.com/jobs للمزيد",
    "من 2015 إلى 2020 في Careem",
];

const HEBREW: [&str; 6] = [
    "Google היא החברה שבה עבדתי",
    "ניהלתי את צוות Wix בתל אביב",
    "כתבתי שירותים ב React",
    "הגדלתי את ההכנסות ב 35 אחוז",
    "ראו example.com/jobs לפרטים",
    "בין 2015 ל 2020 עבדתי ב Intel",
];

/// An English resume with Hebrew and Arabic names inside it.
const ENGLISH: [&str; 3] = [
    "Led the בנק הפועלים migration in 2020",
    "Opened the دبي office for Careem",
    "Partnered with הטכניון on research",
];

fn resume(language: &str, lines: &[&str]) -> ResumeData {
    let mut data = common::in_language(language);
    data.work_experience.truncate(1);
    data.work_experience[0].description = lines
        .iter()
        .map(|l| format!("• {l}"))
        .collect::<Vec<_>>()
        .join("\n");
    data
}

fn options(template: TemplateStyle) -> RenderOptions {
    common::a4(template, Content::Original)
}

/// The text of the SVG pages in document order: each `<text>`'s content, a line's runs side by
/// side, lines apart.
fn svg_lines(svg: &str) -> String {
    let mut out = String::new();
    let mut last_y = String::new();
    for element in svg.split("<text ").skip(1) {
        let y = element
            .split("y=\"")
            .nth(1)
            .and_then(|r| r.split('"').next())
            .unwrap_or_default()
            .to_owned();
        let Some(text) = element
            .split_once('>')
            .and_then(|(_, rest)| rest.split_once("</text>"))
            .map(|(t, _)| t)
        else {
            continue;
        };
        if y != last_y {
            out.push('\n');
            last_y = y;
        }
        out.push_str(
            &text
                .replace("&amp;", "&")
                .replace("&lt;", "<")
                .replace("&gt;", ">"),
        );
    }
    out
}

fn check(language: &str, lines: &[&str]) {
    let data = resume(language, lines);
    for template in TemplateStyle::ALL {
        let what = format!("{language} {}", template.as_str());
        let options = options(template);
        let pdf = render(&data, &AiEnhancedData::default(), &options).expect("renders");
        let text = poppler::without_marks(&poppler::text(&pdf));
        let svg = svg_lines(&render_svg_pages(
            &data,
            &AiEnhancedData::default(),
            &options,
            &|_, _| String::new(),
            "",
        ));
        for line in lines {
            // Each line whole on a line of the text, every space once, in typed order.
            assert!(
                text.lines().any(|l| l.contains(line)),
                "{what}: PDF text lacks {line:?}:\n{text}"
            );
            assert!(
                svg.lines().any(|l| l.contains(line)),
                "{what}: SVG text lacks {line:?}:\n{svg}"
            );
        }
    }
}

#[test]
fn arabic_lines_keep_every_space_where_it_was_typed() {
    check("ar", &ARABIC);
}

#[test]
fn hebrew_lines_keep_every_space_where_it_was_typed() {
    check("he", &HEBREW);
}

#[test]
fn right_to_left_names_in_an_english_resume_keep_their_spaces() {
    let (mut data, _) = common::full();
    data.work_experience.truncate(1);
    data.work_experience[0].description = ENGLISH
        .iter()
        .map(|l| format!("• {l}"))
        .collect::<Vec<_>>()
        .join("\n");
    let options = options(TemplateStyle::Modern);
    let pdf = render(&data, &AiEnhancedData::default(), &options).expect("renders");
    let text = poppler::without_marks(&poppler::text(&pdf));
    for line in ENGLISH {
        assert!(
            text.lines().any(|l| l.contains(line)),
            "PDF text lacks {line:?}:\n{text}"
        );
    }
}
