//! The PDFs as an applicant tracking system reads them: through `pdftotext` (poppler-utils).
#![allow(clippy::expect_used)]

mod common;
mod poppler;

use std::process::Command;

use poppler::{poppler, temp_pdf, text};

use vitae_domain::resume::{AiEnhancedData, Education, ResumeData, TemplateStyle};
use vitae_pdf::design::catalog;
use vitae_pdf::design::spec::EntryForm;
use vitae_pdf::{render, Content, Paper, RenderOptions};

fn options(template: TemplateStyle) -> RenderOptions {
    common::a4(template, Content::Enhanced)
}

fn page_text(pdf: &[u8], page: usize) -> String {
    let p = page.to_string();
    poppler("pdftotext", &["-enc", "UTF-8", "-f", &p, "-l", &p], pdf)
}

fn info(pdf: &[u8]) -> String {
    poppler("pdfinfo", &["-enc", "UTF-8"], pdf)
}

fn pages(pdf: &[u8]) -> usize {
    info(pdf)
        .lines()
        .find_map(|l| l.strip_prefix("Pages:"))
        .and_then(|n| n.trim().parse().ok())
        .expect("page count")
}

/// Whitespace (line ends included) collapsed to single spaces.
fn flat(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Asserts each needle occurs in `hay`, each after the previous one; returns the end position.
fn assert_in_order(hay: &str, needles: &[String], from: usize, what: &str) -> usize {
    let mut at = from;
    for n in needles {
        let n = flat(n);
        match hay[at..].find(&n) {
            Some(i) => at += i + n.len(),
            None => panic!(
                "{what}: {n:?} missing or out of order after byte {at}.\nExtracted text:\n{hay}"
            ),
        }
    }
    at
}

fn main_fields(data: &ResumeData, enhanced: &AiEnhancedData) -> Vec<String> {
    let mut v = vec![
        data.name.clone(),
        data.job_title.clone(),
        data.email.clone(),
        data.phone.clone(),
        data.location.clone(),
        enhanced.enhanced_summary.clone(),
    ];
    for (i, w) in data.work_experience.iter().enumerate() {
        v.push(w.position.clone());
        v.push(w.company.clone());
        let description = enhanced
            .enhanced_work_experience
            .get(i)
            .map(|e| e.enhanced_description.clone())
            .filter(|d| !d.is_empty())
            .unwrap_or_else(|| w.description.clone());
        for line in description.lines() {
            v.push(line.trim().trim_start_matches("• ").to_owned());
        }
    }
    for e in &data.education {
        v.push(e.degree.clone());
        v.push(e.institution.clone());
    }
    v
}

fn has_sidebar(template: TemplateStyle) -> bool {
    catalog::template(template).sidebar.is_some()
}

fn side_fields(data: &ResumeData) -> Vec<String> {
    data.skills
        .iter()
        .chain(&data.certifications)
        .cloned()
        .collect()
}

#[test]
fn every_template_extracts_every_field_in_reading_order() {
    let (data, enhanced) = common::full();
    for template in TemplateStyle::ALL {
        let pdf = render(&data, &enhanced, &options(template)).expect("renders");
        let t = flat(&text(&pdf));
        let what = template.as_str();
        let main = main_fields(&data, &enhanced);
        // Durations and years are on the entry's first line, right-aligned.
        for w in &data.work_experience {
            assert!(t.contains(&w.duration), "{what}: {} missing", w.duration);
        }
        for e in &data.education {
            assert!(t.contains(&e.year), "{what}: {} missing", e.year);
        }
        if has_sidebar(template) {
            // Skills and certifications sit in the sidebar; each column keeps its own order.
            assert_in_order(&t, &main, 0, what);
            assert_in_order(&t, &side_fields(&data), 0, what);
        } else {
            let end = assert_in_order(&t, &main, 0, what);
            assert_in_order(&t, &side_fields(&data), end, what);
        }
        assert!(
            !t.contains('?'),
            "{what}: a character fell back to '?': {t}"
        );
    }
}

/// Text of each printed section of `common::every_section()`, in its print order, split into
/// the main column and what a template with a sidebar (corporate) puts there.
fn every_section_text(enhanced: &AiEnhancedData) -> (Vec<&'static str>, Vec<&'static str>) {
    let summary = enhanced
        .enhanced_summary
        .split(". ")
        .next()
        .expect("summary");
    let summary: &'static str = Box::leak(summary.to_owned().into_boxed_str());
    let main = vec![
        "Open Ledger",
        "Maintainer · openledger.dev",
        "Used by nine fintechs",
        "Streaming Settlement",
        "RustConf",
        "Keynote on exactly-once payments.",
        summary,
        "Staff Engineer",
        "MSc Distributed Systems",
        "Mentor",
        "Code Club Brasil",
        "Taught weekly Python lessons to teenagers.",
        "Ledgers That Never Lie",
        "ACM Queue · queue.acm.org/ledgers",
    ];
    let side = vec![
        "Rust",
        "Terraform",
        "Certified Kubernetes Administrator",
        "Portuguese (Native)",
        "English (Fluent)",
    ];
    (main, side)
}

#[test]
fn every_section_prints_in_every_template_in_section_order_and_hidden_ones_do_not() {
    let (data, enhanced) = common::every_section();
    let (main, side) = every_section_text(&enhanced);
    let owned = |v: &[&str]| v.iter().map(|s| (*s).to_owned()).collect::<Vec<_>>();
    for template in TemplateStyle::ALL {
        let t = flat(&text(
            &render(&data, &enhanced, &options(template)).expect("renders"),
        ));
        let what = template.as_str();
        assert!(
            t.contains("github.com/anasouza"),
            "{what}: the link is in the header"
        );
        if has_sidebar(template) {
            // Skills, certifications and languages sit in the sidebar; each column keeps the
            // section order.
            assert_in_order(&t, &owned(&main), 0, what);
            assert_in_order(&t, &owned(&side), 0, what);
        } else {
            // Skills follow the summary (they were moved above experience); certifications and
            // languages keep their default places.
            let mut all = owned(&main[..7]);
            all.extend(owned(&side[..2]));
            all.extend(owned(&main[7..9]));
            all.push(side[2].to_owned());
            all.extend(owned(&main[9..]));
            all.extend(owned(&side[3..]));
            assert_in_order(&t, &all, 0, what);
        }
        assert!(t.to_lowercase().contains("talks"), "{what}: custom heading");
        for hidden in ["Hidden Award Title", "Never printed."] {
            assert!(!t.contains(hidden), "{what}: hidden {hidden:?} printed");
        }
        assert!(
            !t.contains('?'),
            "{what}: a character fell back to '?': {t}"
        );
    }
}

#[test]
fn an_edited_original_prints_instead_of_its_stale_enhanced_text() {
    let (mut data, mut enhanced) = common::full();
    enhanced.record_sources(&data);
    data.work_experience[0].description =
        "Rebuilt the ledger in Rust, edited after enhancing.".into();
    for template in TemplateStyle::ALL {
        let t = flat(&text(
            &render(&data, &enhanced, &options(template)).expect("renders"),
        ));
        assert!(
            t.contains("edited after enhancing"),
            "{}",
            template.as_str()
        );
        assert!(!t.contains("R$ 2 billion"), "{}", template.as_str());
        // The untouched entries keep their enhanced text.
        assert!(t.contains(enhanced.enhanced_summary.split(". ").next().expect("s")));
    }
}

#[test]
fn the_resume_using_every_section_renders_quickly() {
    let (data, enhanced) = common::every_section();
    let opts = options(TemplateStyle::Modern);
    render(&data, &enhanced, &opts).expect("warm-up");
    let start = std::time::Instant::now();
    for template in TemplateStyle::ALL {
        render(&data, &enhanced, &options(template)).expect("renders");
    }
    let each = start.elapsed() / TemplateStyle::ALL.len() as u32;
    eprintln!("every-section resume: {each:?} per PDF (debug build)");
    // Release builds stay under 20 ms (make bench); a debug build gets ample headroom.
    assert!(each.as_millis() < 1_500, "{each:?}");
}

#[test]
fn durations_sit_beside_their_position() {
    let (data, enhanced) = common::full();
    for template in TemplateStyle::ALL {
        let pdf = render(&data, &enhanced, &options(template)).expect("renders");
        let t = flat(&text(&pdf));
        // Beside the title, after it; or in a date column, just before it.
        let before = catalog::template(template).main.entry.form == EntryForm::DateColumn;
        for w in &data.work_experience {
            let found = if before {
                t.contains(&format!("{} {}", w.duration, w.position))
            } else {
                let p = t.find(&w.position).expect("position");
                t[p..].contains(&w.duration)
            };
            assert!(
                found,
                "{}: {} not beside {}",
                template.as_str(),
                w.duration,
                w.position
            );
        }
    }
}

#[test]
fn original_content_prints_what_the_user_typed() {
    let (data, enhanced) = common::full();
    let mut o = options(TemplateStyle::Classic);
    o.content = Content::Original;
    let t = flat(&text(&render(&data, &enhanced, &o).expect("renders")));
    assert!(t.contains(&data.summary), "{t}");
    assert!(t.contains("Led the ledger rewrite."), "{t}");
    assert!(!t.contains("twelve years"), "{t}");
    // Enhanced, but the writer left the last entry blank: its original text shows.
    let e = flat(&text(
        &render(&data, &enhanced, &options(TemplateStyle::Classic)).expect("renders"),
    ));
    assert!(e.contains("twelve years"));
    assert!(e.contains("Shipped marketing sites and an internal asset tracker."));
}

#[test]
fn watermark_is_on_every_page_only_when_asked() {
    let (data, enhanced) = common::full();
    let mut long = data.clone();
    long.work_experience = (0..10)
        .map(|i| {
            common::work(
                &format!("Engineer {i}"),
                "Acme",
                "2020",
                &"Built things. ".repeat(30),
            )
        })
        .collect();
    for template in TemplateStyle::ALL {
        let mut o = options(template);
        o.watermark = true;
        let pdf = render(&long, &enhanced, &o).expect("renders");
        let n = pages(&pdf);
        assert!(n >= 2, "{}: {n} pages", template.as_str());
        for p in 1..=n {
            assert!(
                flat(&page_text(&pdf, p)).contains("VITAE PREVIEW"),
                "{}: page {p} lacks the watermark",
                template.as_str()
            );
        }
        o.watermark = false;
        let clean = render(&long, &enhanced, &o).expect("renders");
        assert!(!text(&clean).contains("VITAE"), "{}", template.as_str());
    }
}

#[test]
fn latin_cyrillic_and_greek_text_renders() {
    let data = ResumeData {
        name: "Zoë Łukasiewicz-Muñoz".into(),
        certifications: vec!["Michał Żółć".into()],
        job_title: "Ingénieure – Straße & Co".into(),
        email: "zoe@example.com".into(),
        phone: "+48 22 555 01 00".into(),
        location: "Łódź, Polska".into(),
        summary: "Señora über “quoted” text • Жук Ёлка Щука • λόγος Ωμέγα • ß ø å ç ğ ő".into(),
        skills: vec!["Ελληνικά".into(), "Русский".into(), "Français".into()],
        ..Default::default()
    };
    for template in TemplateStyle::ALL {
        let pdf = render(&data, &AiEnhancedData::default(), &options(template)).expect("renders");
        let t = flat(&text(&pdf));
        for needle in [
            "Zoë Łukasiewicz-Muñoz",
            "Ingénieure – Straße & Co",
            "Łódź, Polska",
            "Señora über “quoted” text • Жук Ёлка Щука • λόγος Ωμέγα • ß ø å ç ğ ő",
            "Ελληνικά",
            "Русский",
            "Français",
            "Michał Żółć",
        ] {
            assert!(
                t.contains(needle),
                "{}: {needle:?} missing in {t}",
                template.as_str()
            );
        }
        for c in ['é', 'ñ', 'ü', 'ł', 'ß', 'Ж', 'λ', '–', '“', '”', '•'] {
            assert!(t.contains(c), "{}: {c}", template.as_str());
        }
    }
}

#[test]
fn long_resumes_flow_over_pages_without_orphaned_headings() {
    let (mut data, enhanced) = common::every_section();
    data.work_experience = (0..14)
        .map(|i| {
            common::work(
                &format!("Position {i:02}"),
                &format!("Company {i:02}"),
                "2001 – 2002",
                &format!(
                    "Entry {i:02} opening sentence. {}",
                    "Delivered work on time. ".repeat(12)
                ),
            )
        })
        .collect();
    let headings = [
        "PROFESSIONAL SUMMARY",
        "WORK EXPERIENCE",
        "EDUCATION",
        "SKILLS",
        "CORE SKILLS",
        "CERTIFICATIONS",
        "PROFILE",
        "EXPERIENCE",
        "Profile",
        "Experience",
        "Education",
        "Skills",
        "Certifications",
        "PROJECTS",
        "Projects",
        "TALKS",
        "Talks",
        "VOLUNTEERING",
        "Volunteering",
        "PUBLICATIONS",
        "Publications",
        "LANGUAGES",
        "Languages",
    ];
    let no_enhanced = AiEnhancedData::default();
    let _ = enhanced;
    for template in TemplateStyle::ALL {
        let pdf = render(&data, &no_enhanced, &options(template)).expect("renders");
        let n = pages(&pdf);
        assert!(n >= 2, "{}: {n} pages", template.as_str());
        let t = flat(&text(&pdf));
        let order: Vec<String> = (0..14).map(|i| format!("Position {i:02}")).collect();
        assert_in_order(&t, &order, 0, template.as_str());
        for p in 1..=n {
            let pt = page_text(&pdf, p);
            let last = pt
                .lines()
                .map(str::trim)
                .rfind(|l| !l.is_empty() && *l != "\u{c}")
                .unwrap_or("");
            assert!(
                !headings.contains(&last),
                "{}: page {p} ends with the heading {last:?}",
                template.as_str()
            );
        }
    }
}

#[test]
fn empty_sections_are_left_out_and_an_empty_resume_still_renders() {
    let data = ResumeData {
        name: "Ana Souza".into(),
        job_title: "Engineer".into(),
        summary: "Builds things.".into(),
        education: vec![Education::default()],
        skills: vec!["  ".into()],
        ..Default::default()
    };
    for template in TemplateStyle::ALL {
        let pdf = render(&data, &AiEnhancedData::default(), &options(template)).expect("renders");
        let t = text(&pdf).to_lowercase();
        for heading in ["experience", "education", "skills", "certifications"] {
            assert!(
                !t.contains(heading),
                "{}: {heading} shown: {t}",
                template.as_str()
            );
        }
        let empty = render(
            &ResumeData::default(),
            &AiEnhancedData::default(),
            &options(template),
        )
        .expect("renders");
        assert!(empty.starts_with(b"%PDF"));
    }
}

#[test]
fn pdfs_parse_embed_only_subset_fonts_and_carry_metadata() {
    let (data, enhanced) = common::full();
    for template in TemplateStyle::ALL {
        let mut o = options(template);
        o.watermark = true;
        let pdf = render(&data, &enhanced, &o).expect("renders");
        assert!(pdf.starts_with(b"%PDF-"), "{}", template.as_str());
        let fonts = poppler("pdffonts", &[], &pdf);
        for line in fonts.lines().skip(2) {
            // The watermark is the one standard font; it needs no embedding.
            if line.starts_with("Helvetica-Bold") {
                continue;
            }
            let cols: Vec<&str> = line.split_whitespace().collect();
            assert!(
                line.contains("CID TrueType") && cols.iter().filter(|c| **c == "yes").count() >= 2,
                "{}: font not an embedded subset: {line}",
                template.as_str()
            );
            assert!(cols[0].contains('+'), "{line}");
        }
        let i = info(&pdf);
        assert!(
            i.contains("Title:           Ana Souza — Senior Backend Engineer"),
            "{i}"
        );
        assert!(i.contains("Author:          Ana Souza"), "{i}");
        assert!(i.contains("CreationDate:"), "{i}");
        assert!(i.contains("A4"), "{i}");
        assert!(
            pdf.len() < 300_000,
            "{}: {} bytes",
            template.as_str(),
            pdf.len()
        );
    }
}

#[test]
fn the_benchmark_resume_is_two_pages_with_a_photo_under_300_kb_in_every_template() {
    let (data, enhanced) = common::two_pages();
    for template in TemplateStyle::ALL {
        let mut o = options(template);
        o.watermark = true;
        let pdf = render(&data, &enhanced, &o).expect("renders");
        // The compact template is made to fit it on one.
        let expected = if template == TemplateStyle::Compact {
            1
        } else {
            2
        };
        assert_eq!(pages(&pdf), expected, "{}", template.as_str());
        assert_eq!(poppler("pdfimages", &["-list"], &pdf).lines().count(), 3);
        assert!(
            pdf.len() < 300_000,
            "{}: {} bytes",
            template.as_str(),
            pdf.len()
        );
    }
}

#[test]
fn every_page_rasterises_without_complaint() {
    let (data, enhanced) = common::two_pages();
    for template in TemplateStyle::ALL {
        let mut o = options(template);
        o.watermark = true;
        let pdf = render(&data, &enhanced, &o).expect("renders");
        // -r 20 keeps it quick; poppler_text's stderr check catches any syntax error.
        let path = temp_pdf(&pdf);
        let out = Command::new("pdftoppm")
            .args(["-r", "20", "-png"])
            .arg(&path)
            .arg(path.with_extension(""))
            .output()
            .unwrap_or_else(|e| {
                panic!("`pdftoppm` could not run ({e}): install poppler-utils (apt-get install -y poppler-utils)")
            });
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(
            out.status.success() && stderr.trim().is_empty(),
            "{}: {stderr}",
            template.as_str()
        );
        for page in 1..=pages(&pdf) {
            let png = std::path::PathBuf::from(format!(
                "{}-{page}.png",
                path.with_extension("").display()
            ));
            assert!(
                png.exists(),
                "{} page {page} not rasterised",
                template.as_str()
            );
            let _ = std::fs::remove_file(png);
        }
        let _ = std::fs::remove_file(&path);
    }
}

#[test]
fn words_wider_than_their_column_are_broken_not_lost() {
    let (mut data, enhanced) = common::full();
    let email = "maria.fernanda.albuquerque.rodrigues.de.vasconcelos@a-very-long-company-domain-name.example.com";
    let skill =
        "Supercalifragilisticexpialidocious-distributed-systems-engineering-and-observability";
    let url = "https://example.com/a/very/long/path/that/never/ends/and/keeps/going/on/and/on/for/ever/and/ever/again";
    data.email = email.into();
    data.skills.push(skill.into());
    data.work_experience[0].description = format!("See {url} for details.");
    let no_space = |s: &str| s.chars().filter(|c| !c.is_whitespace()).collect::<String>();
    for template in TemplateStyle::ALL {
        let mut o = options(template);
        o.content = Content::Original;
        let pdf = render(&data, &enhanced, &o).expect("renders");
        let t = no_space(&text(&pdf));
        for needle in [email, url] {
            assert!(
                t.contains(needle),
                "{}: {needle} lost: {t}",
                template.as_str()
            );
        }
        assert!(
            t.contains(skill),
            "{}: {skill} lost: {t}",
            template.as_str()
        );
    }
}

#[test]
fn letter_paper_is_us_letter() {
    let (data, enhanced) = common::full();
    let mut o = options(TemplateStyle::Corporate);
    o.paper = Some(Paper::Letter);
    let pdf = render(&data, &enhanced, &o).expect("renders");
    assert!(
        info(&pdf).contains("612 x 792 pts (letter)"),
        "{}",
        info(&pdf)
    );
}

#[test]
fn photos_in_every_format_embed_and_bad_ones_are_left_out() {
    use base64::Engine;
    let (mut data, enhanced) = common::full();
    let img = image::DynamicImage::ImageRgba8(image::RgbaImage::from_fn(64, 48, |x, _| {
        image::Rgba([200, 100, 50, (x * 4) as u8])
    }));
    for (format, mime) in [
        (image::ImageFormat::Png, "image/png"),
        (image::ImageFormat::Gif, "image/gif"),
    ] {
        let mut buf = std::io::Cursor::new(Vec::new());
        img.write_to(&mut buf, format).expect("encode");
        data.profile_photo = Some(format!(
            "data:{mime};base64,{}",
            base64::engine::general_purpose::STANDARD.encode(buf.into_inner())
        ));
        for template in TemplateStyle::ALL {
            let pdf = render(&data, &enhanced, &options(template)).expect("renders");
            let images = poppler("pdfimages", &["-list"], &pdf);
            assert_eq!(images.lines().count(), 3, "{}: {images}", template.as_str());
        }
    }
    data.profile_photo = Some("data:image/png;base64,bm90IGFuIGltYWdl".into());
    let pdf = render(&data, &enhanced, &options(TemplateStyle::Modern)).expect("renders");
    assert_eq!(poppler("pdfimages", &["-list"], &pdf).lines().count(), 2);
}
