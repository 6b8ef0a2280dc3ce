//! A resume's design as the PDF carries it: accent, font, size, margins and paper, read back
//! from the file with poppler and from its content streams.
#![allow(clippy::expect_used)]

mod common;
mod poppler;

use std::io::Read;

use vitae_domain::design::Design;
use vitae_domain::resume::{AiEnhancedData, ResumeData, TemplateStyle};
use vitae_pdf::{render, Content, RenderOptions};

fn pdf(data: &ResumeData, enhanced: &AiEnhancedData, template: TemplateStyle) -> Vec<u8> {
    let options = RenderOptions {
        template,
        content: Content::Enhanced,
        paper: None,
        watermark: false,
    };
    render(data, enhanced, &options).expect("renders")
}

fn designed(json: &str) -> (ResumeData, AiEnhancedData) {
    let (mut data, enhanced) = common::full();
    data.profile_photo = None;
    data.design = serde_json::from_str::<Design>(json).expect("design");
    (data, enhanced)
}

/// Every content stream of the file, inflated.
fn content_streams(pdf: &[u8]) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = pdf;
    while let Some(at) = find(rest, b"stream\n") {
        let body = &rest[at + 7..];
        let Some(end) = find(body, b"endstream") else {
            break;
        };
        let mut inflated = Vec::new();
        if flate2::read::ZlibDecoder::new(&body[..end])
            .read_to_end(&mut inflated)
            .is_ok()
        {
            out.push(String::from_utf8_lossy(&inflated).into_owned());
        }
        rest = &body[end..];
    }
    out
}

fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
}

type Colour = [f32; 3];

/// The fill colours set inside text objects (the colours of text) and outside them (bands,
/// rules, chips), and the stroke colours (rules).
fn colours(pdf: &[u8]) -> (Vec<Colour>, Vec<Colour>, Vec<Colour>) {
    let (mut text, mut fills, mut strokes) = (Vec::new(), Vec::new(), Vec::new());
    for stream in content_streams(pdf) {
        let mut in_text = false;
        let tokens: Vec<&str> = stream.split_whitespace().collect();
        for (i, t) in tokens.iter().enumerate() {
            let operands = || -> Option<Colour> {
                let mut c = [0.0; 3];
                for (k, v) in tokens.get(i.checked_sub(3)?..i)?.iter().enumerate() {
                    c[k] = v.parse().ok()?;
                }
                Some(c)
            };
            match (*t, operands()) {
                ("BT", _) => in_text = true,
                ("ET", _) => in_text = false,
                ("rg", Some(c)) if in_text => text.push(c),
                ("rg", Some(c)) => fills.push(c),
                ("RG", Some(c)) => strokes.push(c),
                _ => {}
            }
        }
    }
    (text, fills, strokes)
}

/// `#rrggbb` as a colour's operands.
fn colour(hex: &str) -> Colour {
    let c = |i: usize| f32::from(u8::from_str_radix(&hex[i..i + 2], 16).expect("hex")) / 255.0;
    [c(1), c(3), c(5)]
}

fn has(colours: &[Colour], wanted: Colour) -> bool {
    colours
        .iter()
        .any(|c| c.iter().zip(wanted).all(|(a, b)| (a - b).abs() < 0.002))
}

#[test]
fn the_accent_is_in_the_colour_operators_of_every_template() {
    let (data, enhanced) = designed(r##"{"accent":"#0f766e"}"##);
    let teal = colour("#0f766e");
    for template in TemplateStyle::ALL {
        let (text, fills, strokes) = colours(&pdf(&data, &enhanced, template));
        assert!(
            has(&text, teal) || has(&fills, teal) || has(&strokes, teal),
            "{}: the accent is not used; text {text:?} fills {fills:?}",
            template.as_str()
        );
    }
}

#[test]
fn a_yellow_accent_never_colours_text_on_white_but_still_fills_bands() {
    let (data, enhanced) = designed(r##"{"accent":"#facc15"}"##);
    let yellow = colour("#facc15");
    for template in TemplateStyle::ALL {
        let (text, _, _) = colours(&pdf(&data, &enhanced, template));
        assert!(
            !has(&text, yellow),
            "{}: yellow text {text:?}",
            template.as_str()
        );
    }
    let (_, fills, _) = colours(&pdf(&data, &enhanced, TemplateStyle::Modern));
    assert!(has(&fills, yellow), "the band keeps the accent: {fills:?}");
}

#[test]
fn the_embedded_font_follows_the_design() {
    for (font, embedded) in [
        ("lato", "Lato"),
        ("noto-serif", "NotoSerif"),
        ("carlito", "Carlito"),
    ] {
        let (data, enhanced) = designed(&format!(r#"{{"font":"{font}"}}"#));
        let fonts = poppler::poppler(
            "pdffonts",
            &[],
            &pdf(&data, &enhanced, TemplateStyle::Modern),
        );
        assert!(fonts.contains(embedded), "{font}: {fonts}");
        assert!(!fonts.contains("LiberationSans"), "{font}: {fonts}");
    }
}

#[test]
fn text_starts_at_the_chosen_margin() {
    for margins in [12.0, 25.0] {
        let (data, enhanced) = designed(&format!(r#"{{"margins_mm":{margins}}}"#));
        for template in [TemplateStyle::Classic, TemplateStyle::Minimal] {
            let words = poppler::words(&pdf(&data, &enhanced, template));
            let left = words.iter().map(|w| w.x_min).fold(f64::MAX, f64::min);
            let expected = margins * 72.0 / 25.4;
            assert!(
                (left - expected).abs() < 1.5,
                "{} at {margins} mm: text starts at {left} pt, not {expected}",
                template.as_str()
            );
        }
    }
}

#[test]
fn body_text_grows_with_the_font_size() {
    let height = |size: f64| {
        let (data, enhanced) = designed(&format!(r#"{{"font_size":{size}}}"#));
        let words = poppler::words(&pdf(&data, &enhanced, TemplateStyle::Minimal));
        let word = words
            .iter()
            .find(|w| w.text == "fault-tolerant")
            .expect("a word of the summary");
        word.y_max - word.y_min
    };
    let (small, large) = (height(9.0), height(12.0));
    assert!(
        (large / small - 12.0 / 9.0).abs() < 0.05,
        "9 pt: {small}, 12 pt: {large}"
    );
}

#[test]
fn letter_paper_is_612_by_792_points_from_the_design_or_the_request() {
    let (data, enhanced) = designed(r#"{"paper":"letter"}"#);
    let info = poppler::poppler(
        "pdfinfo",
        &[],
        &pdf(&data, &enhanced, TemplateStyle::Modern),
    );
    assert!(info.contains("612 x 792 pts (letter)"), "{info}");
    let options = RenderOptions {
        template: TemplateStyle::Modern,
        content: Content::Enhanced,
        paper: Some(vitae_pdf::Paper::A4),
        watermark: false,
    };
    let a4 = render(&data, &enhanced, &options).expect("renders");
    assert!(poppler::poppler("pdfinfo", &[], &a4).contains("(A4)"));
}

#[test]
fn a_resume_without_a_design_prints_in_its_template_s_defaults() {
    let (data, enhanced) = common::full();
    let explicit = designed(
        r##"{"accent":"#1d4ed8","font":"liberation-sans","font_size":10,"line_height":1.15,"margins_mm":18,"paper":"a4"}"##,
    );
    let words = |d: &ResumeData, e| {
        poppler::words(&pdf(d, e, TemplateStyle::Modern))
            .into_iter()
            .map(|w| (w.text, (w.x_min * 10.0).round(), (w.y_min * 10.0).round()))
            .collect::<Vec<_>>()
    };
    let mut plain = data.clone();
    plain.profile_photo = None;
    assert_eq!(words(&plain, &enhanced), words(&explicit.0, &explicit.1));
}
