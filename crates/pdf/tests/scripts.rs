//! Every script on the page, read back as an applicant tracking system reads it (pdftotext):
//! Arabic, Hebrew, Persian and Urdu from the right, Hindi's conjuncts and vowel signs, Chinese
//! and Japanese from the machine's fonts, and a Latin resume in five alphabets' accents.
//!
//! poppler rebuilds logical order from the page with a simplified bidirectional algorithm: it
//! wraps right-to-left lines in direction marks and moves a space or a comma that sits where a
//! left-to-right word meets right-to-left text (Chromium's PDFs read back the same way). So a
//! field is checked letter for letter in order, spaces and punctuation aside; a field written
//! in one direction only is also checked exactly, spaces included.
#![allow(clippy::expect_used)]

mod common;
mod poppler;

use vitae_domain::resume::{AiEnhancedData, ResumeData, TemplateStyle};
use vitae_pdf::{missing_characters, render, Content, Paper, RenderOptions};

fn pdf(data: &ResumeData, template: TemplateStyle) -> Vec<u8> {
    let options = RenderOptions {
        template,
        content: Content::Original,
        paper: Some(Paper::A4),
        watermark: false,
    };
    render(data, &AiEnhancedData::default(), &options).expect("renders")
}

/// Letters, marks and digits only, in order.
fn letters(s: &str) -> String {
    s.chars()
        .filter(|c| {
            !c.is_whitespace()
                && !c.is_ascii_punctuation()
                && !matches!(c, '،' | '–' | '•' | '·' | '|' | '।' | '。' | '、')
        })
        .collect()
}

/// A field poppler can read back spaces and all: one direction only (digits run left to
/// right), and short enough not to wrap (a wrapped line's end reads back as a space, which
/// Chinese and Japanese do not have).
fn exactly_readable(s: &str) -> bool {
    let rtl = s.chars().any(|c| matches!(c, '\u{0590}'..='\u{08FF}'));
    let ltr = s
        .chars()
        .any(|c| c.is_ascii_alphanumeric() || c.is_numeric());
    let cjk = s
        .chars()
        .any(|c| matches!(c, '\u{3000}'..='\u{9FFF}' | '\u{AC00}'..='\u{D7AF}'));
    let mixed = rtl && ltr;
    let wraps = s.chars().count() > 40;
    !(mixed || cjk || wraps || s.contains(['،', ',', '.']))
}

/// Every field of `data` that a page prints.
fn fields(data: &ResumeData) -> Vec<String> {
    let mut out = vec![
        data.name.clone(),
        data.job_title.clone(),
        data.email.clone(),
        data.phone.clone(),
        data.location.clone(),
        data.summary.clone(),
    ];
    for w in &data.work_experience {
        out.extend([w.position.clone(), w.company.clone(), w.duration.clone()]);
        out.extend(
            w.description
                .lines()
                .map(|l| l.trim_start_matches("• ").to_owned()),
        );
    }
    for e in &data.education {
        out.extend([e.degree.clone(), e.institution.clone(), e.year.clone()]);
    }
    out.extend(data.skills.iter().cloned());
    out
}

fn check(language: &str) {
    let data = common::in_language(language);
    let words = vitae_domain::language::of(language).words;
    for template in TemplateStyle::ALL {
        let text = poppler::without_marks(&poppler::text(&pdf(&data, template)));
        let what = format!("{language} {}", template.as_str());
        assert!(
            !text.contains('?') && !text.contains('\u{FFFD}'),
            "{what}: a character lost:\n{text}"
        );
        let page = letters(&text);
        let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
        for field in fields(&data) {
            assert!(
                page.contains(&letters(&field)),
                "{what}: {field:?} not read back in order:\n{text}"
            );
            if exactly_readable(&field) {
                let exact = field.split_whitespace().collect::<Vec<_>>().join(" ");
                assert!(
                    flat.contains(&exact),
                    "{what}: {field:?} not exact:\n{text}"
                );
            }
        }
        // Headings in the resume's language, none in English.
        assert!(
            text.contains(words.work_experience) || text.contains(words.experience),
            "{what}"
        );
        for english in [
            "Work Experience",
            "Education",
            "Skills",
            "Professional Summary",
        ] {
            assert!(!text.contains(english), "{what}: English heading {english}");
        }
    }
}

#[test]
fn arabic_reads_back_in_logical_order_in_every_template() {
    check("ar");
}

#[test]
fn hebrew_reads_back_in_logical_order_in_every_template() {
    check("he");
}

#[test]
fn persian_and_urdu_read_back_in_logical_order() {
    check("fa");
    check("ur");
}

#[test]
fn hindi_conjuncts_and_vowel_signs_read_back_as_typed() {
    check("hi");
}

#[test]
fn chinese_and_japanese_print_from_the_machine_s_fonts() {
    // Debian's fonts-noto-cjk (`make test` installs it).
    for language in ["zh", "ja"] {
        let data = common::in_language(language);
        assert_eq!(
            missing_characters(&data, &AiEnhancedData::default(), TemplateStyle::Modern),
            Vec::<char>::new(),
            "{language}: install fonts-noto-cjk"
        );
        check(language);
    }
}

#[test]
fn the_first_word_of_a_right_to_left_paragraph_sits_at_the_right() {
    let data = common::in_language("ar");
    let first_word = data.summary.split_whitespace().next().expect("a word");
    let last_word = data.summary.split_whitespace().last().expect("a word");
    for template in [TemplateStyle::Classic, TemplateStyle::Modern] {
        let words = poppler::words(&pdf(&data, template));
        // `-bbox` lists each word's characters in the order they are drawn, left to right.
        let x = |word: &str| -> f64 {
            let drawn: String = word.chars().rev().collect();
            words
                .iter()
                .find(|w| w.text.contains(&drawn))
                .unwrap_or_else(|| panic!("{word} in {words:?}"))
                .x_max
        };
        assert!(
            x(first_word) > x(last_word.trim_end_matches('.')),
            "{}: the first word is not right of the last",
            template.as_str()
        );
    }
}

#[test]
fn a_latin_resume_in_five_alphabets_prints_every_character() {
    let alphabets = [
        // French, German, Nordic, Spanish, Czech, Hungarian, Romanian, Baltic, Icelandic
        "ÀÂÆÇÈÉÊËÎÏÔŒÙÛÜŸ àâæçèéêëîïôœùûüÿ ßẞ ÅØåø Ññ¿¡ ČĎĚŇŘŠŤŮŽ čďěňřšťůž ŐŰőű ȘȚșț ĖĮŲŪ ėįųū ĀĒĢĪĶĻŅ āēģīķļņ ÐÞðþ",
        // Vietnamese, with stacked diacritics
        "ẠẢẤẦẨẪẬẮẰẲẴẶẸẺẼỀỂỄỆỈỊỌỎỐỒỔỖỘỚỜỞỠỢỤỦỨỪỬỮỰỲỴỶỸ ạảấầẩẫậắằẳẵặẹẻẽềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ ăâđêôơư ĂÂĐÊÔƠƯ",
        // Greek, with tonos
        "ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩ αβγδεζηθικλμνξοπρσςτυφχψω άέήίόύώ ΆΈΉΊΌΎΏ",
        // Cyrillic
        "АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ абвгдеёжзийклмнопрстуфхцчшщъыьэюя ЄІЇҐ єіїґ",
        // Polish and Turkish
        "ĄĆĘŁŃÓŚŹŻ ąćęłńóśźż ÇĞİÖŞÜ çğıöşü",
    ];
    let distinct: std::collections::BTreeSet<char> = alphabets
        .concat()
        .chars()
        .filter(|c| !c.is_whitespace())
        .collect();
    assert!(
        distinct.len() >= 300,
        "{} distinct characters",
        distinct.len()
    );
    let (mut data, _) = common::full();
    data.summary = alphabets.join("\n");
    assert_eq!(
        missing_characters(&data, &AiEnhancedData::default(), TemplateStyle::Modern),
        Vec::<char>::new()
    );
    for template in TemplateStyle::ALL {
        let text = poppler::text(&pdf(&data, template));
        let page: std::collections::BTreeSet<char> = text.chars().collect();
        let lost: String = distinct.iter().filter(|c| !page.contains(c)).collect();
        assert!(lost.is_empty(), "{}: {lost}", template.as_str());
    }
}

#[test]
fn a_character_no_font_draws_is_reported() {
    let (mut data, _) = common::full();
    // Private-use characters: no font a server has draws them.
    data.summary = "Fluent in Klingon \u{F8D0}\u{F8D1} and \u{10FFFD}".into();
    let missing = missing_characters(&data, &AiEnhancedData::default(), TemplateStyle::Modern);
    assert_eq!(missing, ['\u{F8D0}', '\u{F8D1}', '\u{10FFFD}']);
    // It still renders (as empty boxes), never fails.
    assert!(pdf(&data, TemplateStyle::Modern).starts_with(b"%PDF"));
}
