//! The five templates. Each turns the resume's text into blocks for genpdf plus the page-level
//! drawing (bands, sidebars, the photo) that the post-processor adds in page coordinates.

use genpdf::Alignment;
use vitae_domain::resume::TemplateStyle;

use crate::fonts::{Face, MM_PER_PT};
use crate::layout::{Block, Rgb, Run};
use crate::text::Resume;

/// A filled rectangle in millimetres from the page's top-left corner.
#[derive(Debug, Clone, Copy)]
pub struct Rect {
    pub x: f64,
    pub y: f64,
    pub w: f64,
    pub h: f64,
    pub color: Rgb,
}

/// Where the photo goes on page 1, in millimetres from the top-left corner.
#[derive(Debug, Clone, Copy)]
pub struct PhotoPlace {
    pub x: f64,
    pub y: f64,
    pub size: f64,
    pub round: bool,
    pub ring: Option<Rgb>,
    /// Shown in greyscale (a saturation blend over it; the JPEG is embedded as it came).
    pub gray: bool,
}

pub struct Margins {
    pub first_top: f64,
    pub top: f64,
    pub right: f64,
    pub bottom: f64,
    pub left: f64,
}

pub struct Layout {
    pub blocks: Vec<Block>,
    pub margins: Margins,
    pub first_page: Vec<Rect>,
    pub later_pages: Vec<Rect>,
    pub photo: Option<PhotoPlace>,
    /// Stroke width for rules, in points.
    pub line_width: f64,
}

const INK: Rgb = Rgb(31, 41, 55);
const BODY: Rgb = Rgb(55, 65, 81);
const MUTED: Rgb = Rgb(107, 114, 128);
const WHITE: Rgb = Rgb(255, 255, 255);

// Each template's accent and text colour; `look` hands them to the DOCX export too.
const MODERN_ACCENT: Rgb = Rgb(29, 78, 216);
const MINIMAL_INK: Rgb = Rgb(17, 17, 17);
const CORPORATE_NAVY: Rgb = Rgb(23, 42, 74);
const CLASSIC_INK: Rgb = Rgb(20, 20, 20);
const ELEGANT_ACCENT: Rgb = Rgb(111, 78, 99);
const ELEGANT_TEXT: Rgb = Rgb(45, 45, 52);

/// A template's type and colours, for documents that carry styles but not a drawn layout.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Look {
    /// Name and section headings.
    pub accent: Rgb,
    pub text: Rgb,
    pub serif_headings: bool,
    pub serif_body: bool,
}

pub fn look(style: TemplateStyle) -> Look {
    let (accent, text, serif_headings, serif_body) = match style {
        TemplateStyle::Modern => (MODERN_ACCENT, BODY, false, false),
        TemplateStyle::Minimal => (MINIMAL_INK, MINIMAL_INK, false, false),
        TemplateStyle::Corporate => (CORPORATE_NAVY, INK, false, false),
        TemplateStyle::Classic => (CLASSIC_INK, CLASSIC_INK, true, true),
        TemplateStyle::Elegant => (ELEGANT_ACCENT, ELEGANT_TEXT, true, true),
    };
    Look {
        accent,
        text,
        serif_headings,
        serif_body,
    }
}

/// The largest size in `min..=max` at which `text` fits `width` mm on one line.
fn fit(face: Face, text: &str, width: f64, max: u8, min: u8) -> u8 {
    (min..=max)
        .rev()
        .find(|&s| face.width_pt(text, f64::from(s)) * MM_PER_PT <= width)
        .unwrap_or(min)
}

/// How many lines genpdf's greedy wrap needs for `text` in `width` mm (an estimate for sizing
/// bands; genpdf does the real wrapping).
fn lines(face: Face, size: u8, text: &str, width: f64) -> usize {
    let mut n = 1;
    let mut x = 0.0;
    for word in text.split_inclusive(' ') {
        let w = face.width_pt(word, f64::from(size)) * MM_PER_PT;
        if x > 0.0 && x + w > width {
            n += 1;
            x = 0.0;
        }
        x += w;
    }
    n
}

fn height(face: Face, size: u8, n: usize) -> f64 {
    face.line_height_mm(f64::from(size)) * n as f64
}

/// The shared shape of a header: name, title, contact line; returns blocks and their height.
struct Header {
    blocks: Vec<Block>,
    height: f64,
}

struct HeaderStyle {
    name: (Face, u8, Rgb),
    title: (Face, u8, Rgb),
    contact: (Face, u8, Rgb),
    separator: &'static str,
    align: Alignment,
    gap_after_name: f64,
    gap_after_title: f64,
}

fn header(r: &Resume, s: &HeaderStyle, width: f64) -> Header {
    let mut blocks = Vec::new();
    let mut h = 0.0;
    if !r.name.is_empty() {
        let (face, max, color) = s.name;
        let size = fit(face, &r.name, width, max, 14);
        let n = lines(face, size, &r.name, width);
        blocks.push(Block::text(face, size, color, r.name.clone()).aligned(s.align));
        h += height(face, size, n);
        blocks.push(Block::Gap(s.gap_after_name));
        h += s.gap_after_name;
    }
    if !r.job_title.is_empty() {
        let (face, max, color) = s.title;
        let size = fit(face, &r.job_title, width, max, 9);
        let n = lines(face, size, &r.job_title, width);
        blocks.push(Block::text(face, size, color, r.job_title.clone()).aligned(s.align));
        h += height(face, size, n);
    }
    let contact = r.contact().join(s.separator);
    if !contact.is_empty() {
        blocks.push(Block::Gap(s.gap_after_title));
        h += s.gap_after_title;
        let (face, max, color) = s.contact;
        let size = fit(face, &contact, width, max, 8);
        let n = lines(face, size, &contact, width);
        blocks.push(Block::text(face, size, color, contact).aligned(s.align));
        h += height(face, size, n);
    }
    Header { blocks, height: h }
}

/// Paragraphs and bullet lines of a description.
fn description(text: &str, face: Face, size: u8, color: Rgb, bullet: Run) -> Vec<Block> {
    let mut out = Vec::new();
    for line in crate::text::lines(text) {
        match line {
            crate::text::Line::Bullet(t) => out.push(Block::Bullet {
                marker: bullet.clone(),
                indent: 4.0,
                body: vec![Run::new(face, size, color, t)],
            }),
            crate::text::Line::Plain(t) => {
                out.push(Block::text(face, size, color, t).spaced(1.15));
            }
        }
        out.push(Block::Gap(0.6));
    }
    out
}

/// A heading row plus the room it needs below it before it may start (no orphans).
fn keep(heading_height: f64) -> Block {
    Block::KeepSpace(heading_height + 12.0)
}

/// A line with text on the left and a date on the right.
/// The two share a baseline, so text extraction reads them as one line.
fn row(left: Vec<Run>, right: Option<Run>) -> Block {
    match right {
        Some(r) => {
            let left_h = left
                .iter()
                .map(|l| l.face.glyph_height_mm(f64::from(l.size)))
                .fold(0.0, f64::max);
            let drop = (left_h - r.face.glyph_height_mm(f64::from(r.size))).max(0.0);
            Block::Columns {
                weights: vec![72, 28],
                columns: vec![
                    vec![Block::para(left)],
                    vec![Block::Padded {
                        margins: [drop, 0.0, 0.0, 0.0],
                        blocks: vec![Block::para(vec![r]).aligned(Alignment::Right)],
                    }],
                ],
            }
        }
        None => Block::para(left),
    }
}

pub fn layout(style: TemplateStyle, r: &Resume, page: (f64, f64), has_photo: bool) -> Layout {
    match style {
        TemplateStyle::Modern => modern(r, page, has_photo),
        TemplateStyle::Minimal => minimal(r, page, has_photo),
        TemplateStyle::Corporate => corporate(r, page, has_photo),
        TemplateStyle::Classic => classic(r, page, has_photo),
        TemplateStyle::Elegant => elegant(r, page, has_photo),
    }
}

// ---------------------------------------------------------------------------------------------
// Modern: a full-bleed accent band, sans-serif, skills as chips.

fn modern(r: &Resume, (pw, _ph): (f64, f64), has_photo: bool) -> Layout {
    const BAND: Rgb = MODERN_ACCENT;
    const ACCENT: Rgb = MODERN_ACCENT;
    const LIGHT: Rgb = Rgb(191, 219, 254);
    const CHIP: Rgb = Rgb(219, 234, 254);
    const CHIP_TEXT: Rgb = Rgb(30, 58, 138);
    let (left, right, top) = (18.0, 18.0, 14.0);
    let width = pw - left - right;
    let photo_size = 28.0;
    let text_width = if has_photo {
        width - photo_size - 8.0
    } else {
        width
    };
    let hs = HeaderStyle {
        name: (Face::SansBold, 26, WHITE),
        title: (Face::SansRegular, 13, Rgb(224, 236, 255)),
        contact: (Face::SansRegular, 9, LIGHT),
        separator: "   •   ",
        align: Alignment::Left,
        gap_after_name: 1.0,
        gap_after_title: 3.0,
    };
    let head = header(r, &hs, text_width);
    let band_h = (top + head.height + 12.0).max(if has_photo { photo_size + 16.0 } else { 0.0 });
    let text_top = top + ((band_h - top - 12.0) - head.height).max(0.0) / 2.0;
    let mut blocks = vec![Block::Gap(text_top - top)];
    blocks.push(Block::Padded {
        margins: [
            0.0,
            if has_photo { photo_size + 8.0 } else { 0.0 },
            0.0,
            0.0,
        ],
        blocks: head.blocks,
    });
    blocks.push(Block::Gap((band_h - text_top - head.height).max(0.0) + 8.0));

    let heading = |title: &str| -> Vec<Block> {
        vec![
            keep(9.0),
            Block::text(Face::SansBold, 11, ACCENT, title.to_uppercase()),
            Block::Gap(0.6),
            Block::Rule {
                color: LIGHT,
                height: 1.2,
            },
            Block::Gap(2.2),
        ]
    };
    let bullet = Run::new(Face::SansBold, 10, ACCENT, "•");

    if !r.summary.is_empty() {
        blocks.extend(heading("Professional Summary"));
        blocks.extend(description(
            &r.summary,
            Face::SansRegular,
            10,
            BODY,
            bullet.clone(),
        ));
        blocks.push(Block::Gap(5.0));
    }
    if !r.work.is_empty() {
        blocks.extend(heading("Work Experience"));
        for w in &r.work {
            blocks.push(Block::KeepSpace(16.0));
            blocks.push(row(
                vec![Run::new(Face::SansBold, 11, INK, w.position.clone())],
                w.duration_run(Face::SansRegular, 9, MUTED),
            ));
            if !w.company.is_empty() {
                blocks.push(Block::text(Face::SansBold, 10, ACCENT, w.company.clone()));
            }
            blocks.push(Block::Gap(1.2));
            blocks.extend(description(
                &w.description,
                Face::SansRegular,
                10,
                BODY,
                bullet.clone(),
            ));
            blocks.push(Block::Gap(3.5));
        }
        blocks.push(Block::Gap(1.5));
    }
    if !r.education.is_empty() {
        blocks.extend(heading("Education"));
        for e in &r.education {
            blocks.push(Block::KeepSpace(10.0));
            blocks.push(row(
                vec![Run::new(Face::SansBold, 10, INK, e.degree.clone())],
                e.year_run(Face::SansRegular, 9, MUTED),
            ));
            if !e.institution.is_empty() {
                blocks.push(Block::text(
                    Face::SansRegular,
                    10,
                    BODY,
                    e.institution.clone(),
                ));
            }
            blocks.push(Block::Gap(2.5));
        }
        blocks.push(Block::Gap(2.5));
    }
    if !r.skills.is_empty() {
        blocks.extend(heading("Skills"));
        blocks.push(Block::Chips {
            items: r.skills.clone(),
            face: Face::SansRegular,
            size: 9,
            text: CHIP_TEXT,
            fill: CHIP,
        });
        blocks.push(Block::Gap(4.0));
    }
    if !r.certifications.is_empty() {
        blocks.extend(heading("Certifications"));
        for c in &r.certifications {
            blocks.push(Block::Bullet {
                marker: bullet.clone(),
                indent: 4.0,
                body: vec![Run::new(Face::SansRegular, 10, BODY, c.clone())],
            });
            blocks.push(Block::Gap(0.8));
        }
    }
    Layout {
        blocks,
        margins: Margins {
            first_top: top,
            top: 18.0,
            right,
            bottom: 16.0,
            left,
        },
        first_page: vec![Rect {
            x: 0.0,
            y: 0.0,
            w: pw,
            h: band_h,
            color: BAND,
        }],
        later_pages: vec![Rect {
            x: 0.0,
            y: 0.0,
            w: pw,
            h: 4.0,
            color: BAND,
        }],
        photo: has_photo.then_some(PhotoPlace {
            x: pw - right - photo_size,
            y: (band_h - photo_size) / 2.0,
            size: photo_size,
            round: true,
            ring: Some(WHITE),
            gray: false,
        }),
        line_width: 0.8,
    }
}

// ---------------------------------------------------------------------------------------------
// Minimal: monochrome, generous whitespace, thin rules.

fn minimal(r: &Resume, (pw, _ph): (f64, f64), has_photo: bool) -> Layout {
    const BLACK: Rgb = MINIMAL_INK;
    const GREY: Rgb = Rgb(96, 96, 96);
    const RULE: Rgb = Rgb(200, 200, 200);
    let (left, right, top) = (22.0, 22.0, 22.0);
    let width = pw - left - right;
    let photo_size = 24.0;
    let text_width = if has_photo {
        width - photo_size - 8.0
    } else {
        width
    };
    let hs = HeaderStyle {
        name: (Face::SansRegular, 28, BLACK),
        title: (Face::SansRegular, 12, GREY),
        contact: (Face::SansRegular, 9, GREY),
        separator: "   ·   ",
        align: Alignment::Left,
        gap_after_name: 1.5,
        gap_after_title: 4.0,
    };
    let head = header(r, &hs, text_width);
    let head_h = head.height;
    let mut blocks = vec![Block::Padded {
        margins: [
            0.0,
            if has_photo { photo_size + 8.0 } else { 0.0 },
            0.0,
            0.0,
        ],
        blocks: head.blocks,
    }];
    if has_photo && head_h < photo_size {
        blocks.push(Block::Gap(photo_size - head_h));
    }
    blocks.push(Block::Gap(10.0));

    // Headings sit in a narrow left column; content beside them, like a typeset CV.
    let section = |title: &str, body: Vec<Block>| -> Vec<Block> {
        vec![
            keep(6.0),
            Block::Rule {
                color: RULE,
                height: 1.0,
            },
            Block::Gap(3.5),
            Block::text(Face::SansBold, 9, BLACK, title.to_uppercase()),
            Block::Gap(2.5),
            Block::Padded {
                margins: [0.0, 0.0, 0.0, 0.0],
                blocks: body,
            },
            Block::Gap(6.0),
        ]
    };
    let bullet = Run::new(Face::SansRegular, 10, GREY, "–");

    if !r.summary.is_empty() {
        let body = description(&r.summary, Face::SansRegular, 10, BLACK, bullet.clone());
        blocks.extend(section("Profile", body));
    }
    if !r.work.is_empty() {
        let mut body = Vec::new();
        for (i, w) in r.work.iter().enumerate() {
            if i > 0 {
                body.push(Block::KeepSpace(14.0));
            }
            let mut title = vec![Run::new(Face::SansBold, 10, BLACK, w.position.clone())];
            if !w.company.is_empty() {
                title.push(Run::new(
                    Face::SansRegular,
                    10,
                    GREY,
                    format!("  ·  {}", w.company),
                ));
            }
            body.push(row(title, w.duration_run(Face::SansRegular, 9, GREY)));
            body.push(Block::Gap(1.5));
            body.extend(description(
                &w.description,
                Face::SansRegular,
                10,
                BLACK,
                bullet.clone(),
            ));
            body.push(Block::Gap(4.0));
        }
        blocks.extend(section("Experience", body));
    }
    if !r.education.is_empty() {
        let mut body = Vec::new();
        for e in &r.education {
            let mut title = vec![Run::new(Face::SansBold, 10, BLACK, e.degree.clone())];
            if !e.institution.is_empty() {
                title.push(Run::new(
                    Face::SansRegular,
                    10,
                    GREY,
                    format!("  ·  {}", e.institution),
                ));
            }
            body.push(row(title, e.year_run(Face::SansRegular, 9, GREY)));
            body.push(Block::Gap(2.5));
        }
        blocks.extend(section("Education", body));
    }
    if !r.skills.is_empty() {
        let body =
            vec![Block::text(Face::SansRegular, 10, BLACK, r.skills.join("   ·   ")).spaced(1.3)];
        blocks.extend(section("Skills", body));
    }
    if !r.certifications.is_empty() {
        let body = r
            .certifications
            .iter()
            .map(|c| Block::Bullet {
                marker: bullet.clone(),
                indent: 4.0,
                body: vec![Run::new(Face::SansRegular, 10, BLACK, c.clone())],
            })
            .collect();
        blocks.extend(section("Certifications", body));
    }
    Layout {
        blocks,
        margins: Margins {
            first_top: top,
            top: 22.0,
            right,
            bottom: 20.0,
            left,
        },
        first_page: vec![],
        later_pages: vec![],
        photo: has_photo.then_some(PhotoPlace {
            x: pw - right - photo_size,
            y: top,
            size: photo_size,
            round: false,
            ring: None,
            gray: true,
        }),
        line_width: 0.4,
    }
}

// ---------------------------------------------------------------------------------------------
// Corporate: navy band, two columns with a tinted sidebar.

fn corporate(r: &Resume, (pw, ph): (f64, f64), has_photo: bool) -> Layout {
    const NAVY: Rgb = CORPORATE_NAVY;
    const SIDE: Rgb = Rgb(236, 241, 247);
    const RULE: Rgb = CORPORATE_NAVY;
    let (left, right, top) = (16.0, 14.0, 13.0);
    let width = pw - left - right;
    let photo_size = 26.0;
    let text_width = if has_photo {
        width - photo_size - 7.0
    } else {
        width
    };
    let hs = HeaderStyle {
        name: (Face::SansBold, 24, WHITE),
        title: (Face::SansRegular, 12, Rgb(190, 206, 230)),
        contact: (Face::SansRegular, 9, Rgb(222, 230, 242)),
        separator: "   |   ",
        align: Alignment::Left,
        gap_after_name: 1.0,
        gap_after_title: 3.0,
    };
    let head = header(r, &hs, text_width);
    let band_h = (top + head.height + 11.0).max(if has_photo { photo_size + 14.0 } else { 0.0 });
    let text_top = top + ((band_h - top - 11.0) - head.height).max(0.0) / 2.0;
    let mut blocks = vec![Block::Gap(text_top - top)];
    blocks.push(Block::Padded {
        margins: [
            0.0,
            0.0,
            0.0,
            if has_photo { photo_size + 7.0 } else { 0.0 },
        ],
        blocks: head.blocks,
    });
    blocks.push(Block::Gap((band_h - text_top - head.height).max(0.0) + 7.0));

    let main_heading = |title: &str| -> Vec<Block> {
        vec![
            keep(8.0),
            Block::text(Face::SansBold, 11, NAVY, title.to_uppercase()),
            Block::Gap(0.4),
            Block::Rule {
                color: RULE,
                height: 1.2,
            },
            Block::Gap(2.4),
        ]
    };
    let side_heading = |title: &str| -> Vec<Block> {
        vec![
            keep(6.0),
            Block::text(Face::SansBold, 10, NAVY, title.to_uppercase()),
            Block::Gap(0.4),
            Block::Rule {
                color: Rgb(160, 174, 196),
                height: 1.0,
            },
            Block::Gap(2.0),
        ]
    };
    let bullet = Run::new(Face::SansBold, 9, NAVY, "•");

    let mut main = Vec::new();
    if !r.summary.is_empty() {
        main.extend(main_heading("Professional Summary"));
        main.extend(description(
            &r.summary,
            Face::SansRegular,
            10,
            BODY,
            bullet.clone(),
        ));
        main.push(Block::Gap(5.0));
    }
    if !r.work.is_empty() {
        main.extend(main_heading("Work Experience"));
        for w in &r.work {
            main.push(Block::KeepSpace(16.0));
            // Beside a sidebar, dates stay in the text flow (no right-aligned column that would
            // cut the main column into pieces for an ATS reading it).
            main.push(Block::text(Face::SansBold, 11, NAVY, w.position.clone()));
            let mut sub = Vec::new();
            if !w.company.is_empty() {
                sub.push(Run::new(Face::SansItalic, 10, INK, w.company.clone()));
            }
            if !w.duration.is_empty() {
                let sep = if sub.is_empty() { "" } else { "   |   " };
                sub.push(Run::new(
                    Face::SansBold,
                    9,
                    MUTED,
                    format!("{sep}{}", w.duration),
                ));
            }
            if !sub.is_empty() {
                main.push(Block::para(sub));
            }
            main.push(Block::Gap(1.2));
            main.extend(description(
                &w.description,
                Face::SansRegular,
                10,
                BODY,
                bullet.clone(),
            ));
            main.push(Block::Gap(3.5));
        }
        main.push(Block::Gap(1.5));
    }
    if !r.education.is_empty() {
        main.extend(main_heading("Education"));
        for e in &r.education {
            main.push(Block::KeepSpace(10.0));
            main.push(Block::text(Face::SansBold, 10, NAVY, e.degree.clone()));
            let mut sub = Vec::new();
            if !e.institution.is_empty() {
                sub.push(Run::new(Face::SansItalic, 10, INK, e.institution.clone()));
            }
            if !e.year.is_empty() {
                let sep = if sub.is_empty() { "" } else { "   |   " };
                sub.push(Run::new(
                    Face::SansBold,
                    9,
                    MUTED,
                    format!("{sep}{}", e.year),
                ));
            }
            if !sub.is_empty() {
                main.push(Block::para(sub));
            }
            main.push(Block::Gap(2.5));
        }
    }

    let mut side = Vec::new();
    if !r.skills.is_empty() {
        side.extend(side_heading("Core Skills"));
        for s in &r.skills {
            side.push(Block::Bullet {
                marker: Run::new(Face::SansBold, 8, NAVY, "■"),
                indent: 3.6,
                body: vec![Run::new(Face::SansRegular, 9, INK, s.clone())],
            });
        }
        side.push(Block::Gap(5.0));
    }
    if !r.certifications.is_empty() {
        side.extend(side_heading("Certifications"));
        for c in &r.certifications {
            side.push(Block::Bullet {
                marker: Run::new(Face::SansBold, 8, NAVY, "■"),
                indent: 3.6,
                body: vec![Run::new(Face::SansRegular, 9, INK, c.clone())],
            });
        }
    }
    let (wm, wg, ws) = (63usize, 6usize, 31usize);
    if side.is_empty() {
        blocks.extend(main);
    } else {
        blocks.push(Block::Columns {
            weights: vec![wm, wg, ws],
            columns: vec![
                main,
                vec![],
                // Starting the sidebar a little below the main column keeps its first heading
                // off the main heading's baseline: pdftotext (like column-aware ATS parsers)
                // then reads the whole main column of the page before the sidebar.
                vec![Block::Padded {
                    margins: [3.0, 0.0, 0.0, 0.0],
                    blocks: side,
                }],
            ],
        });
    }
    let side_x = left + width * (wm + wg) as f64 / 100.0 - 4.5;
    let (first_page, later_pages) = if r.skills.is_empty() && r.certifications.is_empty() {
        (vec![], vec![])
    } else {
        (
            vec![Rect {
                x: side_x,
                y: band_h,
                w: pw - side_x,
                h: ph - band_h,
                color: SIDE,
            }],
            vec![Rect {
                x: side_x,
                y: 0.0,
                w: pw - side_x,
                h: ph,
                color: SIDE,
            }],
        )
    };
    let mut first_page = first_page;
    first_page.insert(
        0,
        Rect {
            x: 0.0,
            y: 0.0,
            w: pw,
            h: band_h,
            color: NAVY,
        },
    );
    let mut later_pages = later_pages;
    later_pages.push(Rect {
        x: 0.0,
        y: 0.0,
        w: pw,
        h: 5.0,
        color: NAVY,
    });
    Layout {
        blocks,
        margins: Margins {
            first_top: top,
            top: 16.0,
            right,
            bottom: 16.0,
            left,
        },
        first_page,
        later_pages,
        photo: has_photo.then_some(PhotoPlace {
            x: left,
            y: (band_h - photo_size) / 2.0,
            size: photo_size,
            round: false,
            ring: Some(WHITE),
            gray: false,
        }),
        line_width: 0.6,
    }
}

// ---------------------------------------------------------------------------------------------
// Classic: serif, centred header, one plain column.

fn classic(r: &Resume, (pw, _ph): (f64, f64), has_photo: bool) -> Layout {
    const BLACK: Rgb = CLASSIC_INK;
    const DARK: Rgb = Rgb(50, 50, 50);
    let (left, right, top) = (20.0, 20.0, 16.0);
    let width = pw - left - right;
    let photo_size = 24.0;
    let hs = HeaderStyle {
        name: (Face::SerifBold, 24, BLACK),
        title: (Face::SerifItalic, 13, DARK),
        contact: (Face::SerifRegular, 10, DARK),
        separator: "  |  ",
        align: Alignment::Center,
        gap_after_name: 1.0,
        gap_after_title: 2.0,
    };
    let head = header(r, &hs, width);
    let mut blocks = Vec::new();
    if has_photo {
        blocks.push(Block::Gap(photo_size + 4.0));
    }
    blocks.extend(head.blocks);
    blocks.push(Block::Gap(3.0));
    blocks.push(Block::Rule {
        color: BLACK,
        height: 1.0,
    });
    blocks.push(Block::Gap(5.0));

    let heading = |title: &str| -> Vec<Block> {
        vec![
            keep(8.0),
            Block::text(Face::SerifBold, 12, BLACK, title.to_uppercase()),
            Block::Gap(0.9),
            Block::Rule {
                color: BLACK,
                height: 1.0,
            },
            Block::Gap(2.2),
        ]
    };
    let bullet = Run::new(Face::SerifRegular, 11, BLACK, "•");

    if !r.summary.is_empty() {
        blocks.extend(heading("Professional Summary"));
        blocks.extend(description(
            &r.summary,
            Face::SerifRegular,
            11,
            BLACK,
            bullet.clone(),
        ));
        blocks.push(Block::Gap(4.0));
    }
    if !r.work.is_empty() {
        blocks.extend(heading("Work Experience"));
        for w in &r.work {
            blocks.push(Block::KeepSpace(16.0));
            blocks.push(row(
                vec![Run::new(Face::SerifBold, 11, BLACK, w.position.clone())],
                w.duration_run(Face::SerifRegular, 10, DARK),
            ));
            if !w.company.is_empty() {
                blocks.push(Block::text(Face::SerifItalic, 11, DARK, w.company.clone()));
            }
            blocks.push(Block::Gap(1.0));
            blocks.extend(description(
                &w.description,
                Face::SerifRegular,
                11,
                BLACK,
                bullet.clone(),
            ));
            blocks.push(Block::Gap(3.0));
        }
        blocks.push(Block::Gap(1.0));
    }
    if !r.education.is_empty() {
        blocks.extend(heading("Education"));
        for e in &r.education {
            blocks.push(Block::KeepSpace(10.0));
            blocks.push(row(
                vec![Run::new(Face::SerifBold, 11, BLACK, e.degree.clone())],
                e.year_run(Face::SerifRegular, 10, DARK),
            ));
            if !e.institution.is_empty() {
                blocks.push(Block::text(
                    Face::SerifItalic,
                    11,
                    DARK,
                    e.institution.clone(),
                ));
            }
            blocks.push(Block::Gap(2.0));
        }
        blocks.push(Block::Gap(2.0));
    }
    if !r.skills.is_empty() {
        blocks.extend(heading("Skills"));
        blocks.push(Block::text(Face::SerifRegular, 11, BLACK, r.skills.join(", ")).spaced(1.15));
        blocks.push(Block::Gap(4.0));
    }
    if !r.certifications.is_empty() {
        blocks.extend(heading("Certifications"));
        for c in &r.certifications {
            blocks.push(Block::Bullet {
                marker: bullet.clone(),
                indent: 4.5,
                body: vec![Run::new(Face::SerifRegular, 11, BLACK, c.clone())],
            });
            blocks.push(Block::Gap(0.6));
        }
    }
    Layout {
        blocks,
        margins: Margins {
            first_top: top,
            top: 20.0,
            right,
            bottom: 18.0,
            left,
        },
        first_page: vec![],
        later_pages: vec![],
        photo: has_photo.then_some(PhotoPlace {
            x: (pw - photo_size) / 2.0,
            y: top,
            size: photo_size,
            round: false,
            ring: None,
            gray: false,
        }),
        line_width: 0.6,
    }
}

// ---------------------------------------------------------------------------------------------
// Elegant: a serif display name, a muted accent, fine rules.

fn elegant(r: &Resume, (pw, _ph): (f64, f64), has_photo: bool) -> Layout {
    const ACCENT: Rgb = ELEGANT_ACCENT;
    const FINE: Rgb = Rgb(206, 190, 200);
    const TEXT: Rgb = ELEGANT_TEXT;
    let (left, right, top) = (22.0, 22.0, 20.0);
    let width = pw - left - right;
    let photo_size = 27.0;
    let text_width = if has_photo {
        width - photo_size - 8.0
    } else {
        width
    };
    let hs = HeaderStyle {
        name: (Face::SerifRegular, 32, ACCENT),
        title: (Face::SerifItalic, 13, TEXT),
        contact: (Face::SansRegular, 9, MUTED),
        separator: "   ·   ",
        align: Alignment::Left,
        gap_after_name: 1.0,
        gap_after_title: 3.0,
    };
    let head = header(r, &hs, text_width);
    let head_h = head.height;
    let mut blocks = vec![Block::Padded {
        margins: [
            0.0,
            if has_photo { photo_size + 8.0 } else { 0.0 },
            0.0,
            0.0,
        ],
        blocks: head.blocks,
    }];
    if has_photo && head_h < photo_size {
        blocks.push(Block::Gap(photo_size - head_h));
    }
    blocks.push(Block::Gap(5.0));
    blocks.push(Block::Rule {
        color: ACCENT,
        height: 1.0,
    });
    blocks.push(Block::Gap(6.0));

    let heading = |title: &str| -> Vec<Block> {
        vec![
            keep(9.0),
            Block::text(Face::SerifItalic, 15, ACCENT, title),
            Block::Gap(0.6),
            Block::Rule {
                color: FINE,
                height: 1.0,
            },
            Block::Gap(2.8),
        ]
    };
    let bullet = Run::new(Face::SerifRegular, 11, ACCENT, "◦");

    if !r.summary.is_empty() {
        blocks.extend(heading("Profile"));
        blocks.extend(description(
            &r.summary,
            Face::SerifRegular,
            11,
            TEXT,
            bullet.clone(),
        ));
        blocks.push(Block::Gap(5.0));
    }
    if !r.work.is_empty() {
        blocks.extend(heading("Experience"));
        for w in &r.work {
            blocks.push(Block::KeepSpace(16.0));
            let mut title = vec![Run::new(Face::SerifBold, 11, TEXT, w.position.clone())];
            if !w.company.is_empty() {
                title.push(Run::new(
                    Face::SerifItalic,
                    11,
                    ACCENT,
                    format!(" — {}", w.company),
                ));
            }
            blocks.push(row(title, w.duration_run(Face::SansRegular, 9, MUTED)));
            blocks.push(Block::Gap(1.2));
            blocks.extend(description(
                &w.description,
                Face::SerifRegular,
                11,
                TEXT,
                bullet.clone(),
            ));
            blocks.push(Block::Gap(3.5));
        }
        blocks.push(Block::Gap(1.5));
    }
    if !r.education.is_empty() {
        blocks.extend(heading("Education"));
        for e in &r.education {
            blocks.push(Block::KeepSpace(10.0));
            let mut title = vec![Run::new(Face::SerifBold, 11, TEXT, e.degree.clone())];
            if !e.institution.is_empty() {
                title.push(Run::new(
                    Face::SerifItalic,
                    11,
                    ACCENT,
                    format!(" — {}", e.institution),
                ));
            }
            blocks.push(row(title, e.year_run(Face::SansRegular, 9, MUTED)));
            blocks.push(Block::Gap(2.2));
        }
        blocks.push(Block::Gap(3.0));
    }
    if !r.skills.is_empty() {
        blocks.extend(heading("Skills"));
        blocks.push(Block::text(Face::SerifRegular, 11, TEXT, r.skills.join("  ·  ")).spaced(1.3));
        blocks.push(Block::Gap(5.0));
    }
    if !r.certifications.is_empty() {
        blocks.extend(heading("Certifications"));
        for c in &r.certifications {
            blocks.push(Block::Bullet {
                marker: bullet.clone(),
                indent: 4.5,
                body: vec![Run::new(Face::SerifRegular, 11, TEXT, c.clone())],
            });
            blocks.push(Block::Gap(0.6));
        }
    }
    Layout {
        blocks,
        margins: Margins {
            first_top: top,
            top: 22.0,
            right,
            bottom: 20.0,
            left,
        },
        first_page: vec![],
        later_pages: vec![],
        photo: has_photo.then_some(PhotoPlace {
            x: pw - right - photo_size,
            y: top - 2.0,
            size: photo_size,
            round: true,
            ring: Some(ACCENT),
            gray: false,
        }),
        line_width: 0.35,
    }
}
