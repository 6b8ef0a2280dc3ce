//! The resume as a Word document (docx-rs): the PDF's text (enhanced or original) in real
//! paragraph styles — a Title for the name, Heading 1 per section in the template's accent
//! colour and type, a bulleted list for bullet lines — so it reads well in Word or LibreOffice,
//! stays editable, and parses cleanly in applicant tracking systems.

use docx_rs::{
    AbstractNumbering, BorderType, Docx, IndentLevel, Level, LevelJc, LevelText, LineSpacing,
    NumberFormat, Numbering, NumberingId, PageMargin, Paragraph, ParagraphBorder,
    ParagraphBorderPosition, Run, RunFonts, SpecialIndentType, Start, Style, StyleType,
};
use vitae_domain::language::ResumeLanguage;
use vitae_domain::resume::{AiEnhancedData, ResumeData, TemplateStyle};

use crate::compose::heading_of;
use crate::design::paint::{Paint, WHITE};
use crate::design::{self, spec::FamilyRole};
use crate::fonts::Family;
use crate::layout::Rgb;
use crate::text::{lines, Body, Line, Resume, Section};
use crate::{Content, Paper, PdfError};

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct DocxOptions {
    pub template: TemplateStyle,
    pub content: Content,
    /// The paper asked for, over the resume's design.
    pub paper: Option<Paper>,
}

/// What Word can take of a design: the accent (as text colour), the fonts, the size, the
/// margins and the paper. Layout, bands and sidebars are the PDF's.
struct Look {
    accent: Rgb,
    heading_font: &'static str,
    body_font: &'static str,
    /// Half-points, as Word counts sizes.
    size: usize,
    margins_mm: f64,
    paper: Paper,
}

impl Look {
    fn new(resume: &ResumeData, options: &DocxOptions) -> Look {
        let look = design::Look::new(options.template, &resume.design);
        let heading_role = look.template.header.name.family;
        Look {
            accent: look.palette.text(Paint::Accent, WHITE),
            heading_font: word_font(look.fonts.family(heading_role)),
            body_font: word_font(look.fonts.family(FamilyRole::Main)),
            size: (look.size * 2.0).round() as usize,
            margins_mm: f64::from(look.margins),
            paper: options.paper.unwrap_or(look.paper),
        }
    }
}

/// The name Word knows a family by: the Liberation faces and Carlito are metric twins of fonts
/// every Word install has (and what LibreOffice substitutes them with); the others by their
/// own names, which Word replaces with a similar face where they are not installed.
fn word_font(family: &Family) -> &'static str {
    match family.id {
        "liberation-sans" => "Arial",
        "liberation-serif" => "Times New Roman",
        "carlito" => "Calibri",
        _ => family.name,
    }
}
// docx-rs always writes a decimal list as abstract numbering and numbering 1; ours must differ.
const BULLETS: usize = 2;
/// Twentieths of a point per millimetre.
const TWIPS_PER_MM: f64 = 1440.0 / 25.4;

fn hex(c: Rgb) -> String {
    format!("{:02X}{:02X}{:02X}", c.0, c.1, c.2)
}

fn fonts(name: &str) -> RunFonts {
    RunFonts::new()
        .ascii(name)
        .hi_ansi(name)
        .cs(name)
        .east_asia(name)
}

fn twips(mm: f64) -> u32 {
    (mm * TWIPS_PER_MM).round() as u32
}

/// The named styles the document uses, so Word's navigation pane and screen readers see its
/// structure. Sizes are half-points.
fn styles(docx: Docx, look: &Look) -> Docx {
    let heading_font = look.heading_font;
    let mut heading = Style::new("Heading1", StyleType::Paragraph)
        .name("Heading 1")
        .based_on("Normal")
        .next("Normal")
        .q_format(true)
        .bold()
        .size(24)
        .color(hex(look.accent))
        .fonts(fonts(heading_font))
        .outline_lvl(0)
        .line_spacing(LineSpacing::new().before(280).after(80));
    heading.paragraph_property = heading.paragraph_property.keep_next(true).set_border(
        ParagraphBorder::new(ParagraphBorderPosition::Bottom)
            .val(BorderType::Single)
            .size(6)
            .space(2)
            .color(hex(look.accent)),
    );
    let title = Style::new("Title", StyleType::Paragraph)
        .name("Title")
        .based_on("Normal")
        .next("Normal")
        .q_format(true)
        .bold()
        .size(48)
        .color(hex(look.accent))
        .fonts(fonts(heading_font))
        .line_spacing(LineSpacing::new().after(40));
    let subtitle = Style::new("Subtitle", StyleType::Paragraph)
        .name("Subtitle")
        .based_on("Normal")
        .next("Normal")
        .q_format(true)
        .size(28)
        .fonts(fonts(heading_font))
        .line_spacing(LineSpacing::new().after(40));
    let entry = Style::new("EntryTitle", StyleType::Paragraph)
        .name("Entry Title")
        .based_on("Normal")
        .next("Normal")
        .bold()
        .line_spacing(LineSpacing::new().before(160).after(0));
    let bullet = Style::new("ListBullet", StyleType::Paragraph)
        .name("List Bullet")
        .based_on("Normal")
        .line_spacing(LineSpacing::new().after(40));
    docx.add_style(heading)
        .add_style(title)
        .add_style(subtitle)
        .add_style(entry)
        .add_style(bullet)
}

fn para(style: &str, text: impl Into<String>) -> Paragraph {
    Paragraph::new()
        .style(style)
        .add_run(Run::new().add_text(text))
}

/// A description's paragraphs and bullets.
fn description(docx: Docx, text: &str) -> Docx {
    lines(text).into_iter().fold(docx, |docx, line| match line {
        Line::Plain(t) => docx.add_paragraph(para("Normal", t)),
        Line::Bullet(t) => bullet(docx, &t),
    })
}

fn bullet(docx: Docx, text: &str) -> Docx {
    docx.add_paragraph(
        para("ListBullet", text).numbering(NumberingId::new(BULLETS), IndentLevel::new(0)),
    )
}

/// A section's content in the document's paragraph styles.
fn body(mut docx: Docx, section: &Section, look: &Look) -> Docx {
    match &section.body {
        Body::Text(text) => description(docx, text),
        // Entries without descriptions (education): one line each, the title in bold.
        Body::Entries(entries) if section.is_minor() => {
            for e in entries {
                let mut p = Paragraph::new().add_run(Run::new().add_text(e.title.clone()).bold());
                let rest: Vec<&str> = [e.subtitle.as_str(), e.date.as_str()]
                    .into_iter()
                    .filter(|s| !s.is_empty())
                    .collect();
                if !rest.is_empty() {
                    let sep = if e.title.is_empty() { "" } else { ", " };
                    p = p.add_run(Run::new().add_text(format!("{sep}{}", rest.join(", "))));
                }
                docx = docx.add_paragraph(p);
            }
            docx
        }
        Body::Entries(entries) => {
            for e in entries {
                let mut title = Paragraph::new()
                    .style("EntryTitle")
                    .keep_next(true)
                    .add_run(Run::new().add_text(e.title.clone()));
                if !e.subtitle.is_empty() {
                    let sep = if e.title.is_empty() { "" } else { ", " };
                    title = title.add_run(
                        Run::new()
                            .add_text(format!("{sep}{}", e.subtitle))
                            .color(hex(look.accent)),
                    );
                }
                docx = docx.add_paragraph(title);
                if !e.date.is_empty() {
                    docx = docx.add_paragraph(
                        Paragraph::new()
                            .keep_next(true)
                            .add_run(Run::new().add_text(e.date.clone()).italic()),
                    );
                }
                docx = description(docx, &e.description);
            }
            docx
        }
        Body::Tags(tags) => docx.add_paragraph(para("Normal", tags.join(", "))),
        Body::Items(items) => items.iter().fold(docx, |docx, item| bullet(docx, item)),
    }
}

/// `resume` as a .docx file.
pub fn render_docx(
    resume: &ResumeData,
    enhanced: &AiEnhancedData,
    options: &DocxOptions,
) -> Result<Vec<u8>, PdfError> {
    let mut out = std::io::Cursor::new(Vec::new());
    let language = vitae_domain::language::of(&resume.language);
    let mut xml = document(resume, enhanced, options).build();
    mark_language(&mut xml, language);
    xml.pack(&mut out).map_err(|e| PdfError::Docx(e.into()))?;
    Ok(out.into_inner())
}

/// Tells Word the document's language (spelling, hyphenation, fonts for complex scripts) and,
/// for a right-to-left one, which runs of text run from the right (`w:rtl`). docx-rs writes
/// paragraph direction (`w:bidi`, set in `document`) but has no run property for either, so
/// they are added to its XML here, at the end of each run's properties, where the schema puts
/// them.
fn mark_language(xml: &mut docx_rs::XMLDocx, language: &ResumeLanguage) {
    let lang = format!(
        "<w:lang w:val=\"{0}\" w:eastAsia=\"{0}\" w:bidi=\"{0}\" />",
        language.code
    );
    let styles = String::from_utf8_lossy(&xml.styles).replacen(
        "<w:rPrDefault><w:rPr />",
        &format!("<w:rPrDefault><w:rPr>{lang}</w:rPr>"),
        1,
    );
    let styles = if styles.contains(&lang) {
        styles
    } else {
        // docx-rs wrote defaults of its own: add the language as their last property.
        styles.replacen(
            "</w:rPr></w:rPrDefault>",
            &format!("{lang}</w:rPr></w:rPrDefault>"),
            1,
        )
    };
    xml.styles = styles.into_bytes();
    if !language.rtl {
        return;
    }
    let document = String::from_utf8_lossy(&xml.document);
    let mut out = String::with_capacity(document.len() + 4096);
    let mut rest = document.as_ref();
    while let Some(start) = rest.find("<w:r>") {
        let Some(len) = rest[start..].find("</w:r>") else {
            break;
        };
        let (before, run) = (&rest[..start], &rest[start..start + len]);
        out.push_str(before);
        if run.chars().any(is_rtl_letter) {
            let marked = if run.contains("<w:rPr />") {
                run.replacen("<w:rPr />", "<w:rPr><w:rtl /></w:rPr>", 1)
            } else {
                run.replacen("</w:rPr>", "<w:rtl /></w:rPr>", 1)
            };
            out.push_str(&marked);
        } else {
            out.push_str(run);
        }
        rest = &rest[start + len..];
    }
    out.push_str(rest);
    xml.document = out.into_bytes();
}

/// A letter of a right-to-left script (Hebrew, Arabic and the scripts written with it).
fn is_rtl_letter(c: char) -> bool {
    matches!(c, '\u{0590}'..='\u{08FF}' | '\u{FB1D}'..='\u{FDFF}' | '\u{FE70}'..='\u{FEFF}')
}

fn document(resume: &ResumeData, enhanced: &AiEnhancedData, options: &DocxOptions) -> Docx {
    let r = Resume::new(resume, enhanced, options.content);
    let look = Look::new(resume, options);
    let (w, h) = look.paper.size_mm();
    let margin = twips(look.margins_mm) as i32;
    let body_font = look.body_font;
    let mut docx = Docx::new()
        .page_size(twips(w), twips(h))
        .page_margin(
            PageMargin::new()
                .top(margin)
                .bottom(margin)
                .left(margin)
                .right(margin),
        )
        .default_fonts(fonts(body_font))
        .default_size(look.size)
        .add_abstract_numbering(
            AbstractNumbering::new(BULLETS).add_level(
                Level::new(
                    0,
                    Start::new(1),
                    NumberFormat::new("bullet"),
                    LevelText::new("•"),
                    LevelJc::new("left"),
                )
                .indent(Some(360), Some(SpecialIndentType::Hanging(260)), None, None)
                .color(hex(look.accent)),
            ),
        )
        .add_numbering(Numbering::new(BULLETS, BULLETS));
    docx = styles(docx, &look);
    let rtl = r.language.rtl;

    if !r.name.is_empty() {
        docx = docx.add_paragraph(para("Title", r.name.clone()));
    }
    if !r.job_title.is_empty() {
        docx = docx.add_paragraph(para("Subtitle", r.job_title.clone()));
    }
    let contact = r.contact().join("  |  ");
    if !contact.is_empty() {
        docx = docx.add_paragraph(para("Normal", contact));
    }
    let template = crate::design::catalog::template(options.template);
    for section in &r.sections {
        let heading = heading_of(template, section, r.language);
        docx = docx.add_paragraph(para("Heading1", heading));
        docx = body(docx, section, &look);
    }
    if rtl {
        // Every paragraph runs from the right: its first line starts there and lists hang
        // their bullets on that side.
        for child in &mut docx.document.children {
            if let docx_rs::DocumentChild::Paragraph(p) = child {
                p.property = p.property.clone().bidi(true);
            }
        }
    }
    docx
}

#[cfg(test)]
#[allow(clippy::expect_used)]
mod tests {
    use super::*;
    use vitae_domain::resume::{Education, WorkExperience};
    use vitae_domain::sections::{Language, Publication, Volunteering};

    fn resume() -> ResumeData {
        ResumeData {
            name: "Ana Souza".into(),
            email: "ana@example.com".into(),
            summary: "Backend engineer.".into(),
            job_title: "Senior Backend Engineer".into(),
            work_experience: vec![WorkExperience {
                position: "Engineer".into(),
                company: "Acme".into(),
                duration: "2019 - 2024".into(),
                description: "Owns billing.\n• Cut run time\n- Led 3".into(),
                ..Default::default()
            }],
            education: vec![Education {
                degree: "BSc".into(),
                institution: "USP".into(),
                year: "2016".into(),
                ..Default::default()
            }],
            skills: vec!["Rust".into()],
            certifications: vec!["AWS SA".into()],
            ..Default::default()
        }
    }

    fn xml(template: TemplateStyle) -> (String, String) {
        let options = DocxOptions {
            template,
            ..Default::default()
        };
        let built = document(&resume(), &AiEnhancedData::default(), &options).build();
        let text = |b: Vec<u8>| String::from_utf8(b).expect("utf-8");
        (text(built.document), text(built.styles))
    }

    #[test]
    fn an_arabic_resume_runs_from_the_right_and_names_its_language() {
        let mut data = resume();
        data.language = "ar".into();
        data.name = "ليلى حسن".into();
        let options = DocxOptions::default();
        let mut xml = document(&data, &AiEnhancedData::default(), &options).build();
        mark_language(&mut xml, vitae_domain::language::of("ar"));
        let document = String::from_utf8(xml.document).expect("utf-8");
        let styles = String::from_utf8(xml.styles).expect("utf-8");
        assert!(
            styles.contains(r#"<w:lang w:val="ar" w:eastAsia="ar" w:bidi="ar" />"#),
            "{styles}"
        );
        assert!(document.contains("<w:bidi />"));
        let run = document
            .split("<w:r>")
            .find(|r| r.contains("ليلى حسن"))
            .expect("the name's run");
        assert!(run.contains("<w:rtl />"), "{run}");
        let latin = document
            .split("<w:r>")
            .find(|r| r.contains("ana@example.com"))
            .expect("the email's run");
        assert!(!latin.contains("<w:rtl />"), "{latin}");
        // The headings are Arabic.
        assert!(document.contains("الخبرة العملية"));
    }

    #[test]
    fn headings_wear_each_template_s_accent_and_type() {
        for (template, accent, font) in [
            (TemplateStyle::Modern, "1D4ED8", "Arial"),
            (TemplateStyle::Corporate, "172A4A", "Arial"),
            (TemplateStyle::Elegant, "6F4E63", "Times New Roman"),
            (TemplateStyle::Classic, "141414", "Times New Roman"),
            (TemplateStyle::Sidebar, "0F766E", "Lato"),
        ] {
            let (_, styles) = xml(template);
            let heading = styles
                .split("<w:style ")
                .find(|s| s.contains("w:styleId=\"Heading1\""))
                .expect("a Heading 1 style");
            assert!(
                heading.contains(&format!("w:val=\"{accent}\"")),
                "{template:?}: {heading}"
            );
            assert!(heading.contains(font), "{template:?}: {heading}");
        }
    }

    #[test]
    fn the_design_s_accent_font_size_margins_and_paper_reach_word() {
        let mut data = resume();
        data.design = serde_json::from_str(
            r##"{"accent":"#0f766e","font":"noto-serif","font_size":11.5,"margins_mm":25,"paper":"letter"}"##,
        )
        .expect("design");
        let built = document(&data, &AiEnhancedData::default(), &DocxOptions::default()).build();
        let styles = String::from_utf8(built.styles).expect("utf-8");
        let document = String::from_utf8(built.document).expect("utf-8");
        assert!(styles.contains("w:val=\"0F766E\""), "{styles}");
        assert!(styles.contains("Noto Serif"), "{styles}");
        assert!(styles.contains("<w:sz w:val=\"23\" />"), "{styles}");
        // Letter in twips, 25 mm margins.
        assert!(document.contains("w:w=\"12240\""), "{document}");
        assert!(document.contains("w:left=\"1417\""), "{document}");
    }

    #[test]
    fn a_yellow_accent_is_darkened_where_word_sets_it_as_text() {
        let mut data = resume();
        data.design = serde_json::from_str(r##"{"accent":"#facc15"}"##).expect("design");
        let (styles, _) = {
            let built =
                document(&data, &AiEnhancedData::default(), &DocxOptions::default()).build();
            (String::from_utf8(built.styles).expect("utf-8"), ())
        };
        assert!(!styles.contains("FACC15"), "{styles}");
    }

    #[test]
    fn every_section_is_a_heading_and_bullets_are_a_list() {
        let (document, _) = xml(TemplateStyle::Modern);
        for text in [
            "Ana Souza",
            "Senior Backend Engineer",
            "Professional Summary",
            "Work Experience",
            "Education",
            "Skills",
            "Certifications",
            "Cut run time",
            "Led 3",
            "AWS SA",
        ] {
            assert!(document.contains(text), "{text}");
        }
        assert_eq!(document.matches("w:val=\"Heading1\"").count(), 5);
        // Two bullets of the description and the certification.
        let bullet_list = format!("<w:numId w:val=\"{BULLETS}\"");
        assert_eq!(document.matches(&bullet_list).count(), 3);
    }

    #[test]
    fn optional_sections_are_headings_in_section_order_and_hidden_ones_are_absent() {
        let data = ResumeData {
            volunteering: vec![Volunteering {
                role: "Mentor".into(),
                organization: "Code Club".into(),
                duration: "2019".into(),
                description: "• Taught Python".into(),
                ..Default::default()
            }],
            publications: vec![Publication {
                name: "Boring Billing".into(),
                publisher: "ACM Queue".into(),
                ..Default::default()
            }],
            languages: vec![Language {
                language: "Portuguese".into(),
                fluency: String::new(),
            }],
            section_order: vec!["languages".into(), "volunteering".into()],
            hidden_sections: vec!["publications".into(), "skills".into()],
            ..resume()
        };
        let options = DocxOptions::default();
        let built = document(&data, &AiEnhancedData::default(), &options).build();
        let xml = String::from_utf8(built.document).expect("utf-8");
        let order = [
            "Languages",
            "Portuguese",
            "Volunteering",
            "Mentor",
            "Code Club",
            "Taught Python",
            "Professional Summary",
            "Certifications",
        ];
        let mut at = 0;
        for text in order {
            let found = xml[at..]
                .find(text)
                .unwrap_or_else(|| panic!("{text} after {at}"));
            at += found + text.len();
        }
        assert!(!xml.contains("Boring Billing") && !xml.contains(">Skills<"));
        assert_eq!(xml.matches("w:val=\"Heading1\"").count(), 6);
    }

    #[test]
    fn the_file_is_a_docx_that_reads_back() {
        let bytes = render_docx(
            &resume(),
            &AiEnhancedData::default(),
            &DocxOptions::default(),
        )
        .expect("renders");
        assert!(bytes.starts_with(b"PK"));
        docx_rs::read_docx(&bytes).expect("a readable .docx");
    }
}
