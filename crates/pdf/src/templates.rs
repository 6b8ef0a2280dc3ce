//! The five templates. Each turns the resume's text into blocks for genpdf plus the page-level
//! drawing (bands, sidebars, the photo) that the post-processor adds in page coordinates.

use vitae_domain::resume::TemplateStyle;

use vitae_domain::sections::SectionKey;

use crate::builder::{
    ColumnLook, EntryForm, EntryLook, HeadingLook, ItemsLook, Marker, SectionGaps, SectionsLook,
    Sidebar, TagsLook, Text, Wording,
};
use crate::layout::{Block, Face, Rgb};
use crate::measure::Measure;
use crate::text::Resume;
use crate::typeset::Align;

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

impl Layout {
    /// The page drawn for a right-to-left language: bands, the sidebar's tint and the photo
    /// on the other side, and the left and right margins swapped (the blocks mirror themselves
    /// as they are laid out).
    pub fn mirror(&mut self, page_width: f64) {
        for r in self.first_page.iter_mut().chain(&mut self.later_pages) {
            r.x = page_width - r.x - r.w;
        }
        if let Some(p) = self.photo.as_mut() {
            p.x = page_width - p.x - p.size;
        }
        std::mem::swap(&mut self.margins.left, &mut self.margins.right);
    }
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

/// The largest whole size in `min..=max` at which `text` fits `width` mm on one line.
fn fit(m: &Measure<'_>, face: Face, text: &str, width: f64, max: f32, min: f32) -> f32 {
    let (min, max) = (min as u8, max as u8);
    (min..=max)
        .rev()
        .map(f32::from)
        .find(|&s| m.width_mm(face, s, text) <= width)
        .unwrap_or(f32::from(min))
}

/// The shared shape of a header: name, title, contact line; returns blocks and their height.
struct Header {
    blocks: Vec<Block>,
    height: f64,
}

struct HeaderStyle {
    name: (Face, f32, Rgb),
    title: (Face, f32, Rgb),
    contact: (Face, f32, Rgb),
    separator: &'static str,
    align: Align,
    gap_after_name: f64,
    gap_after_title: f64,
}

fn header(m: &Measure<'_>, r: &Resume, s: &HeaderStyle, width: f64) -> Header {
    let mut blocks = Vec::new();
    let mut h = 0.0;
    if !r.name.is_empty() {
        let (face, max, color) = s.name;
        let size = fit(m, face, &r.name, width, max, 14.0);

        blocks.push(Block::text(face, size, color, r.name.clone()).aligned(s.align));
        h += m.height_mm(face, size, &r.name, width);
        blocks.push(Block::Gap(s.gap_after_name));
        h += s.gap_after_name;
    }
    if !r.job_title.is_empty() {
        let (face, max, color) = s.title;
        let size = fit(m, face, &r.job_title, width, max, 9.0);

        blocks.push(Block::text(face, size, color, r.job_title.clone()).aligned(s.align));
        h += m.height_mm(face, size, &r.job_title, width);
    }
    let contact = r.contact().join(s.separator);
    if !contact.is_empty() {
        blocks.push(Block::Gap(s.gap_after_title));
        h += s.gap_after_title;
        let (face, max, color) = s.contact;
        let size = fit(m, face, &contact, width, max, 8.0);

        h += m.height_mm(face, size, &contact, width);
        blocks.push(Block::text(face, size, color, contact).aligned(s.align));
    }
    Header { blocks, height: h }
}

pub fn layout(
    m: &Measure<'_>,
    style: TemplateStyle,
    r: &Resume,
    page: (f64, f64),
    has_photo: bool,
) -> Layout {
    match style {
        TemplateStyle::Modern => modern(m, r, page, has_photo),
        TemplateStyle::Minimal => minimal(m, r, page, has_photo),
        TemplateStyle::Corporate => corporate(m, r, page, has_photo),
        TemplateStyle::Classic => classic(m, r, page, has_photo),
        TemplateStyle::Elegant => elegant(m, r, page, has_photo),
    }
}

// ---------------------------------------------------------------------------------------------
// Modern: a full-bleed accent band, sans-serif, skills as chips.

const MODERN_LIGHT: Rgb = Rgb(191, 219, 254);

/// Dates right-aligned beside the title, the employer in the accent below it.
const MODERN_ENTRY: EntryLook = EntryLook {
    keep: 16.0,
    keep_first: true,
    title: Text::new(Face::SansBold, 11.0, INK),
    subtitle: Text::new(Face::SansBold, 10.0, MODERN_ACCENT),
    date: Text::new(Face::SansRegular, 9.0, MUTED),
    form: EntryForm::SubtitleBelow,
    gap_before_description: 1.2,
    gap_after: 3.5,
};

const MODERN: SectionsLook = SectionsLook {
    main: ColumnLook {
        heading: HeadingLook {
            text: Text::new(Face::SansBold, 11.0, MODERN_ACCENT),
            uppercase: true,
            height: 9.0,
            rule: MODERN_LIGHT,
            rule_height: 1.2,
            rule_first: false,
            gaps: (0.6, 2.2),
        },
        entry: MODERN_ENTRY,
        minor_entry: EntryLook {
            keep: 10.0,
            title: Text::new(Face::SansBold, 10.0, INK),
            subtitle: Text::new(Face::SansRegular, 10.0, BODY),
            gap_after: 2.5,
            ..MODERN_ENTRY
        },
        body: Text::new(Face::SansRegular, 10.0, BODY),
        bullet: Marker {
            text: Text::new(Face::SansBold, 10.0, MODERN_ACCENT),
            glyph: "•",
        },
        tags: TagsLook::Chips {
            text: Text::new(Face::SansRegular, 9.0, Rgb(30, 58, 138)),
            fill: Rgb(219, 234, 254),
        },
        items: ItemsLook {
            marker: Marker {
                text: Text::new(Face::SansBold, 10.0, MODERN_ACCENT),
                glyph: "•",
            },
            indent: 4.0,
            text: Text::new(Face::SansRegular, 10.0, BODY),
            gap_each: 0.8,
        },
        gaps: SectionGaps {
            text: 5.0,
            entries: 1.5,
            minor_entries: 2.5,
            tags: 4.0,
            items: 4.0,
        },
    },
    sidebar: None,
    headings: &[],
};

fn modern(m: &Measure<'_>, r: &Resume, (pw, _ph): (f64, f64), has_photo: bool) -> Layout {
    const BAND: Rgb = MODERN_ACCENT;
    let (left, right, top) = (18.0, 18.0, 14.0);
    let width = pw - left - right;
    let photo_size = 28.0;
    let text_width = if has_photo {
        width - photo_size - 8.0
    } else {
        width
    };
    let hs = HeaderStyle {
        name: (Face::SansBold, 26.0, WHITE),
        title: (Face::SansRegular, 13.0, Rgb(224, 236, 255)),
        contact: (Face::SansRegular, 9.0, MODERN_LIGHT),
        separator: "   •   ",
        align: Align::Start,
        gap_after_name: 1.0,
        gap_after_title: 3.0,
    };
    let head = header(m, r, &hs, text_width);
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

    blocks.extend(MODERN.build(m, r).blocks);
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

const MINIMAL_GREY: Rgb = Rgb(96, 96, 96);

/// Title and employer on one line, the date right-aligned.
const MINIMAL_ENTRY: EntryLook = EntryLook {
    keep: 14.0,
    keep_first: false,
    title: Text::new(Face::SansBold, 10.0, MINIMAL_INK),
    subtitle: Text::new(Face::SansRegular, 10.0, MINIMAL_GREY),
    date: Text::new(Face::SansRegular, 9.0, MINIMAL_GREY),
    form: EntryForm::SubtitleInline("  ·  "),
    gap_before_description: 1.5,
    gap_after: 4.0,
};

const MINIMAL_BULLET: Marker = Marker {
    text: Text::new(Face::SansRegular, 10.0, MINIMAL_GREY),
    glyph: "–",
};

/// A thin rule above each heading; every section followed by the same generous space.
const MINIMAL: SectionsLook = SectionsLook {
    main: ColumnLook {
        heading: HeadingLook {
            text: Text::new(Face::SansBold, 9.0, MINIMAL_INK),
            uppercase: true,
            height: 6.0,
            rule: Rgb(200, 200, 200),
            rule_height: 1.0,
            rule_first: true,
            gaps: (3.5, 2.5),
        },
        entry: MINIMAL_ENTRY,
        minor_entry: EntryLook {
            keep: 0.0,
            gap_after: 2.5,
            ..MINIMAL_ENTRY
        },
        body: Text::new(Face::SansRegular, 10.0, MINIMAL_INK),
        bullet: MINIMAL_BULLET,
        tags: TagsLook::Inline {
            text: Text::new(Face::SansRegular, 10.0, MINIMAL_INK),
            separator: "   ·   ",
            spacing: 1.3,
        },
        items: ItemsLook {
            marker: MINIMAL_BULLET,
            indent: 4.0,
            text: Text::new(Face::SansRegular, 10.0, MINIMAL_INK),
            gap_each: 0.0,
        },
        gaps: SectionGaps {
            text: 6.0,
            entries: 6.0,
            minor_entries: 6.0,
            tags: 6.0,
            items: 6.0,
        },
    },
    sidebar: None,
    headings: &[
        (SectionKey::Summary, Wording::Profile),
        (SectionKey::WorkExperience, Wording::Experience),
    ],
};

fn minimal(m: &Measure<'_>, r: &Resume, (pw, _ph): (f64, f64), has_photo: bool) -> Layout {
    const BLACK: Rgb = MINIMAL_INK;
    const GREY: Rgb = MINIMAL_GREY;
    let (left, right, top) = (22.0, 22.0, 22.0);
    let width = pw - left - right;
    let photo_size = 24.0;
    let text_width = if has_photo {
        width - photo_size - 8.0
    } else {
        width
    };
    let hs = HeaderStyle {
        name: (Face::SansRegular, 28.0, BLACK),
        title: (Face::SansRegular, 12.0, GREY),
        contact: (Face::SansRegular, 9.0, GREY),
        separator: "   ·   ",
        align: Align::Start,
        gap_after_name: 1.5,
        gap_after_title: 4.0,
    };
    let head = header(m, r, &hs, text_width);
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

    blocks.extend(MINIMAL.build(m, r).blocks);
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

/// Beside a sidebar, dates stay in the text flow (no right-aligned column that would cut the
/// main column into pieces for an ATS reading it).
const CORPORATE_ENTRY: EntryLook = EntryLook {
    keep: 16.0,
    keep_first: true,
    title: Text::new(Face::SansBold, 11.0, CORPORATE_NAVY),
    subtitle: Text::new(Face::SansItalic, 10.0, INK),
    date: Text::new(Face::SansBold, 9.0, MUTED),
    form: EntryForm::DateAfterSubtitle("   |   "),
    gap_before_description: 1.2,
    gap_after: 3.5,
};

const CORPORATE_MAIN: ColumnLook = ColumnLook {
    heading: HeadingLook {
        text: Text::new(Face::SansBold, 11.0, CORPORATE_NAVY),
        uppercase: true,
        height: 8.0,
        rule: CORPORATE_NAVY,
        rule_height: 1.2,
        rule_first: false,
        gaps: (0.4, 2.4),
    },
    entry: CORPORATE_ENTRY,
    minor_entry: EntryLook {
        keep: 10.0,
        title: Text::new(Face::SansBold, 10.0, CORPORATE_NAVY),
        gap_after: 2.5,
        ..CORPORATE_ENTRY
    },
    body: Text::new(Face::SansRegular, 10.0, BODY),
    bullet: Marker {
        text: Text::new(Face::SansBold, 9.0, CORPORATE_NAVY),
        glyph: "•",
    },
    tags: TagsLook::Items,
    items: ItemsLook {
        marker: Marker {
            text: Text::new(Face::SansBold, 9.0, CORPORATE_NAVY),
            glyph: "•",
        },
        indent: 4.0,
        text: Text::new(Face::SansRegular, 10.0, BODY),
        gap_each: 0.8,
    },
    gaps: SectionGaps {
        text: 5.0,
        entries: 1.5,
        minor_entries: 3.0,
        tags: 4.0,
        items: 4.0,
    },
};

/// Skills, certifications and languages as small square-bulleted lists in the sidebar.
const CORPORATE_SIDEBAR: Sidebar = Sidebar {
    look: ColumnLook {
        heading: HeadingLook {
            text: Text::new(Face::SansBold, 10.0, CORPORATE_NAVY),
            height: 6.0,
            rule: Rgb(160, 174, 196),
            rule_height: 1.0,
            gaps: (0.4, 2.0),
            ..CORPORATE_MAIN.heading
        },
        items: ItemsLook {
            marker: Marker {
                text: Text::new(Face::SansBold, 8.0, CORPORATE_NAVY),
                glyph: "■",
            },
            indent: 3.6,
            text: Text::new(Face::SansRegular, 9.0, INK),
            gap_each: 0.0,
        },
        gaps: SectionGaps {
            text: 5.0,
            entries: 5.0,
            minor_entries: 5.0,
            tags: 5.0,
            items: 5.0,
        },
        ..CORPORATE_MAIN
    },
    keys: &[
        SectionKey::Skills,
        SectionKey::Certifications,
        SectionKey::Languages,
    ],
    weights: [63, 6, 31],
    offset: 3.0,
};

const CORPORATE: SectionsLook = SectionsLook {
    main: CORPORATE_MAIN,
    sidebar: Some(CORPORATE_SIDEBAR),
    headings: &[(SectionKey::Skills, Wording::CoreSkills)],
};

fn corporate(m: &Measure<'_>, r: &Resume, (pw, ph): (f64, f64), has_photo: bool) -> Layout {
    const NAVY: Rgb = CORPORATE_NAVY;
    const SIDE: Rgb = Rgb(236, 241, 247);
    let (left, right, top) = (16.0, 14.0, 13.0);
    let width = pw - left - right;
    let photo_size = 26.0;
    let text_width = if has_photo {
        width - photo_size - 7.0
    } else {
        width
    };
    let hs = HeaderStyle {
        name: (Face::SansBold, 24.0, WHITE),
        title: (Face::SansRegular, 12.0, Rgb(190, 206, 230)),
        contact: (Face::SansRegular, 9.0, Rgb(222, 230, 242)),
        separator: "   |   ",
        align: Align::Start,
        gap_after_name: 1.0,
        gap_after_title: 3.0,
    };
    let head = header(m, r, &hs, text_width);
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

    let built = CORPORATE.build(m, r);
    blocks.extend(built.blocks);
    let (wm, wg) = (CORPORATE_SIDEBAR.weights[0], CORPORATE_SIDEBAR.weights[1]);
    let side_x = left + width * (wm + wg) as f64 / 100.0 - 4.5;
    let (first_page, later_pages) = if !built.has_sidebar {
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

const CLASSIC_DARK: Rgb = Rgb(50, 50, 50);

const CLASSIC_ENTRY: EntryLook = EntryLook {
    keep: 16.0,
    keep_first: true,
    title: Text::new(Face::SerifBold, 11.0, CLASSIC_INK),
    subtitle: Text::new(Face::SerifItalic, 11.0, CLASSIC_DARK),
    date: Text::new(Face::SerifRegular, 10.0, CLASSIC_DARK),
    form: EntryForm::SubtitleBelow,
    gap_before_description: 1.0,
    gap_after: 3.0,
};

const CLASSIC_BULLET: Marker = Marker {
    text: Text::new(Face::SerifRegular, 11.0, CLASSIC_INK),
    glyph: "•",
};

const CLASSIC: SectionsLook = SectionsLook {
    main: ColumnLook {
        heading: HeadingLook {
            text: Text::new(Face::SerifBold, 12.0, CLASSIC_INK),
            uppercase: true,
            height: 8.0,
            rule: CLASSIC_INK,
            rule_height: 1.0,
            rule_first: false,
            gaps: (0.9, 2.2),
        },
        entry: CLASSIC_ENTRY,
        minor_entry: EntryLook {
            keep: 10.0,
            gap_after: 2.0,
            ..CLASSIC_ENTRY
        },
        body: Text::new(Face::SerifRegular, 11.0, CLASSIC_INK),
        bullet: CLASSIC_BULLET,
        tags: TagsLook::Inline {
            text: Text::new(Face::SerifRegular, 11.0, CLASSIC_INK),
            separator: ", ",
            spacing: 1.15,
        },
        items: ItemsLook {
            marker: CLASSIC_BULLET,
            indent: 4.5,
            text: Text::new(Face::SerifRegular, 11.0, CLASSIC_INK),
            gap_each: 0.6,
        },
        gaps: SectionGaps {
            text: 4.0,
            entries: 1.0,
            minor_entries: 2.0,
            tags: 4.0,
            items: 4.0,
        },
    },
    sidebar: None,
    headings: &[],
};

fn classic(m: &Measure<'_>, r: &Resume, (pw, _ph): (f64, f64), has_photo: bool) -> Layout {
    const BLACK: Rgb = CLASSIC_INK;
    const DARK: Rgb = CLASSIC_DARK;
    let (left, right, top) = (20.0, 20.0, 16.0);
    let width = pw - left - right;
    let photo_size = 24.0;
    let hs = HeaderStyle {
        name: (Face::SerifBold, 24.0, BLACK),
        title: (Face::SerifItalic, 13.0, DARK),
        contact: (Face::SerifRegular, 10.0, DARK),
        separator: "  |  ",
        align: Align::Center,
        gap_after_name: 1.0,
        gap_after_title: 2.0,
    };
    let head = header(m, r, &hs, width);
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

    blocks.extend(CLASSIC.build(m, r).blocks);
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

/// Title, an em dash and the employer in the accent italic on one line, the date right-aligned.
const ELEGANT_ENTRY: EntryLook = EntryLook {
    keep: 16.0,
    keep_first: true,
    title: Text::new(Face::SerifBold, 11.0, ELEGANT_TEXT),
    subtitle: Text::new(Face::SerifItalic, 11.0, ELEGANT_ACCENT),
    date: Text::new(Face::SansRegular, 9.0, MUTED),
    form: EntryForm::SubtitleInline(" — "),
    gap_before_description: 1.2,
    gap_after: 3.5,
};

const ELEGANT_BULLET: Marker = Marker {
    text: Text::new(Face::SerifRegular, 11.0, ELEGANT_ACCENT),
    glyph: "◦",
};

/// Headings in the accent italic, as written (not capitals), over a fine rule.
const ELEGANT: SectionsLook = SectionsLook {
    main: ColumnLook {
        heading: HeadingLook {
            text: Text::new(Face::SerifItalic, 15.0, ELEGANT_ACCENT),
            uppercase: false,
            height: 9.0,
            rule: Rgb(206, 190, 200),
            rule_height: 1.0,
            rule_first: false,
            gaps: (0.6, 2.8),
        },
        entry: ELEGANT_ENTRY,
        minor_entry: EntryLook {
            keep: 10.0,
            gap_after: 2.2,
            ..ELEGANT_ENTRY
        },
        body: Text::new(Face::SerifRegular, 11.0, ELEGANT_TEXT),
        bullet: ELEGANT_BULLET,
        tags: TagsLook::Inline {
            text: Text::new(Face::SerifRegular, 11.0, ELEGANT_TEXT),
            separator: "  ·  ",
            spacing: 1.3,
        },
        items: ItemsLook {
            marker: ELEGANT_BULLET,
            indent: 4.5,
            text: Text::new(Face::SerifRegular, 11.0, ELEGANT_TEXT),
            gap_each: 0.6,
        },
        gaps: SectionGaps {
            text: 5.0,
            entries: 1.5,
            minor_entries: 3.0,
            tags: 5.0,
            items: 5.0,
        },
    },
    sidebar: None,
    headings: &[
        (SectionKey::Summary, Wording::Profile),
        (SectionKey::WorkExperience, Wording::Experience),
    ],
};

fn elegant(m: &Measure<'_>, r: &Resume, (pw, _ph): (f64, f64), has_photo: bool) -> Layout {
    const ACCENT: Rgb = ELEGANT_ACCENT;
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
        name: (Face::SerifRegular, 32.0, ACCENT),
        title: (Face::SerifItalic, 13.0, TEXT),
        contact: (Face::SansRegular, 9.0, MUTED),
        separator: "   ·   ",
        align: Align::Start,
        gap_after_name: 1.0,
        gap_after_title: 3.0,
    };
    let head = header(m, r, &hs, text_width);
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

    blocks.extend(ELEGANT.build(m, r).blocks);
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
