//! "Fit to N pages": a resume a dozen lines over one page fits on one in every template and
//! still prints every word; one far too long says by how many lines; one that fits keeps its
//! design.
#![allow(clippy::expect_used)]

mod common;
mod poppler;

use vitae_domain::design::limits;
use vitae_domain::resume::{AiEnhancedData, ResumeData, TemplateStyle};
use vitae_pdf::{fit_to_pages, pagination, render, Content, RenderOptions};

fn options(template: TemplateStyle) -> RenderOptions {
    common::a4(template, Content::Original)
}

fn bullet(i: usize) -> String {
    format!("Shipped change {i:02} to the ledger")
}

/// A resume of `bullets` one-line bullets under one job, and nothing else below the header.
fn with_bullets(bullets: usize) -> ResumeData {
    let (mut data, _) = common::full();
    data.profile_photo = None;
    data.education.clear();
    data.certifications.clear();
    data.skills.clear();
    data.work_experience.truncate(1);
    data.work_experience[0].description = (0..bullets)
        .map(|i| format!("• {}", bullet(i)))
        .collect::<Vec<_>>()
        .join("\n");
    data
}

/// The least number of bullets for which `enough` holds (it holds for more once it does).
fn least_bullets(enough: impl Fn(&ResumeData) -> bool) -> ResumeData {
    let (mut lo, mut hi) = (1, 1024);
    while lo < hi {
        let mid = (lo + hi) / 2;
        if enough(&with_bullets(mid)) {
            hi = mid;
        } else {
            lo = mid + 1;
        }
    }
    with_bullets(lo)
}

/// The resume whose second page holds twelve lines in `template`.
fn twelve_lines_over(template: TemplateStyle) -> ResumeData {
    let enhanced = AiEnhancedData::default();
    let options = options(template);
    let data = least_bullets(|data| {
        let paged = pagination(data, &enhanced, &options);
        paged.pages > 2 || (paged.pages == 2 && paged.last_page_lines >= 12)
    });
    let paged = pagination(&data, &enhanced, &options);
    assert_eq!(
        (paged.pages, paged.last_page_lines),
        (2, 12),
        "{template:?}"
    );
    data
}

#[test]
fn a_resume_twelve_lines_over_one_page_fits_on_one_in_every_template() {
    let enhanced = AiEnhancedData::default();
    for template in TemplateStyle::ALL {
        let what = template.as_str();
        let mut data = twelve_lines_over(template);
        let bullets = data.work_experience[0].description.lines().count();
        let fitted = fit_to_pages(&data, &enhanced, &options(template), 1)
            .unwrap_or_else(|e| panic!("{what}: does not fit: {e:?}"));
        assert_eq!(fitted.pages, 1, "{what}");
        let d = &fitted.design;
        for (value, (min, max)) in [
            (d.font_size, limits::FONT_SIZE),
            (d.line_height, limits::LINE_HEIGHT),
            (d.margins_mm, limits::MARGINS_MM),
            (d.spacing, limits::SPACING),
        ] {
            let v = value.expect("every setting chosen");
            assert!((min..=max).contains(&v), "{what}: {v} outside {min}–{max}");
        }
        data.design = fitted.design;
        let pdf = render(&data, &enhanced, &options(template)).expect("renders");
        let text = poppler::text(&pdf);
        assert_eq!(text.matches('\u{c}').count(), 1, "{what}: one page");
        let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
        for i in 0..bullets {
            assert!(flat.contains(&bullet(i)), "{what}: {} lost", bullet(i));
        }
    }
}

#[test]
fn the_font_size_is_the_last_thing_given_up() {
    // Two lines over: line height, margins and spacing can take that up at the resume's own size.
    let template = TemplateStyle::Modern;
    let enhanced = AiEnhancedData::default();
    let options = options(template);
    let data = least_bullets(|data| pagination(data, &enhanced, &options).pages >= 2);
    let fitted = fit_to_pages(&data, &enhanced, &options, 1).expect("fits");
    assert_eq!(fitted.design.font_size, Some(10.0), "{:?}", fitted.design);
    // And a resume that already fits keeps its design, whatever it is.
    let short = with_bullets(3);
    let kept = fit_to_pages(&short, &enhanced, &options, 1).expect("fits");
    assert_eq!(kept.design, short.design);
    assert_eq!(kept.pages, 1);
}

#[test]
fn a_five_page_resume_does_not_fit_on_one_and_says_by_how_much() {
    let enhanced = AiEnhancedData::default();
    let options = options(TemplateStyle::Classic);
    let data = least_bullets(|data| pagination(data, &enhanced, &options).pages >= 5);
    let started = std::time::Instant::now();
    let unfit = fit_to_pages(&data, &enhanced, &options, 1).expect_err("cannot fit");
    // At the least settings a page holds some 70 of these lines; most of the rest are over.
    let bullets = data.work_experience[0].description.lines().count();
    assert!(
        unfit.over_lines > bullets / 2 && unfit.over_lines < bullets,
        "{} of {bullets} over",
        unfit.over_lines
    );
    assert!(unfit.pages >= 3, "{unfit:?}");
    assert!(started.elapsed().as_secs() < 30, "{:?}", started.elapsed());
}
