//! How many pages a resume prints on, and "Fit to N pages": the largest design within the
//! design's ranges (font size, line height, margins, the template's spacing) whose document
//! ends on page N, keeping the font size as large as it can. Pure computation on the layout the
//! PDF prints (no files, no clock, no threads), so a browser running the engine gets the same
//! answer as the server.

use vitae_domain::design::{limits, Design};
use vitae_domain::resume::{AiEnhancedData, ResumeData};

use crate::design::Look;
use crate::flow::Note;
use crate::{lay_out, RenderOptions, MAX_PAGES};

/// The font size steps the search takes, points.
const FONT_STEP: f32 = 0.5;
/// Halvings of the way from the design's line height, margins and spacing to their least.
const RELAX_STEPS: usize = 6;

/// How a resume falls on its pages.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pagination {
    pub pages: usize,
    /// Lines of text on the last page: a last page holding only a few is worth a warning.
    pub last_page_lines: usize,
    /// What the page flow could not honour (a section too long to keep together).
    pub notes: Vec<Note>,
    /// The resume needs more than [`MAX_PAGES`] pages; `pages` counts only those.
    pub too_many_pages: bool,
}

/// The pages `resume` prints on in `options`.
pub fn pagination(
    resume: &ResumeData,
    enhanced: &AiEnhancedData,
    options: &RenderOptions,
) -> Pagination {
    let laid = lay_out(resume, enhanced, options, MAX_PAGES);
    Pagination {
        pages: laid.pages.len(),
        last_page_lines: laid.lines.last().copied().unwrap_or(0),
        notes: laid.notes,
        too_many_pages: laid.truncated,
    }
}

/// A design that fits.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fitted {
    /// The resume's design with the settings the search chose (unchanged when the resume
    /// already fits).
    pub design: Design,
    /// Pages it prints on with that design: at most the number asked for.
    pub pages: usize,
    pub notes: Vec<Note>,
}

/// Nothing within the design's ranges fits.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DoesNotFit {
    /// Lines of text past the last page asked for, with every setting at its least.
    pub over_lines: usize,
    /// Pages it prints on with every setting at its least.
    pub pages: usize,
}

/// The settings the search moves.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Settings {
    font_size: f32,
    line_height: f32,
    margins: f32,
    spacing: f32,
}

impl Settings {
    fn least(font_size: f32) -> Settings {
        Settings {
            font_size,
            line_height: limits::LINE_HEIGHT.0 as f32,
            margins: limits::MARGINS_MM.0 as f32,
            spacing: limits::SPACING.0 as f32,
        }
    }

    /// `share` (0 to 1) of the way from `self` to `to`, each value on a round step: what a
    /// person would have typed, and exactly what was tried.
    fn towards(self, to: Settings, share: f32) -> Settings {
        let at = |from: f32, to: f32, step: f32| {
            let v = from + (to - from) * share;
            (v / step).round() * step
        };
        Settings {
            font_size: self.font_size,
            line_height: at(self.line_height, to.line_height, 0.01),
            margins: at(self.margins, to.margins, 0.5),
            spacing: at(self.spacing, to.spacing, 0.01),
        }
    }

    fn design(self, base: &Design) -> Design {
        let round = |v: f32| (f64::from(v) * 100.0).round() / 100.0;
        let mut design = base.clone();
        design.font_size = Some(round(self.font_size));
        design.line_height = Some(round(self.line_height));
        design.margins_mm = Some(round(self.margins));
        design.spacing = Some(round(self.spacing));
        design
    }
}

/// The largest settings within the design's ranges at which `resume` prints on at most `pages`
/// pages: the font size kept as large as anything fits with, then line height, margins and the
/// template's spacing as close to the resume's own as that size allows. The design never grows
/// past the resume's own settings: a resume that already fits keeps its design.
pub fn fit_to_pages(
    resume: &ResumeData,
    enhanced: &AiEnhancedData,
    options: &RenderOptions,
    pages: usize,
) -> Result<Fitted, DoesNotFit> {
    let pages = pages.max(1);
    let own = Look::new(options.template, &resume.design);
    let start = Settings {
        font_size: own.size,
        line_height: own.line_height,
        margins: own.margins,
        spacing: own.spacing,
    };
    let mut trial = resume.clone();
    // Lays the resume out in `settings`: its pages, when they are few enough.
    let mut try_fit = |settings: Option<Settings>, max_pages: usize| {
        trial.design = settings.map_or_else(|| resume.design.clone(), |s| s.design(&resume.design));
        let laid = lay_out(&trial, enhanced, options, max_pages);
        let fits = !laid.truncated && laid.pages.len() <= pages;
        (fits, laid)
    };

    let (fits, laid) = try_fit(None, pages + 1);
    if fits {
        return Ok(Fitted {
            design: resume.design.clone(),
            pages: laid.pages.len(),
            notes: laid.notes,
        });
    }

    // Font sizes from the resume's own down to the least, in steps.
    let least_font = limits::FONT_SIZE.0 as f32;
    let mut fonts = vec![start.font_size];
    let mut next = (start.font_size / FONT_STEP).ceil() * FONT_STEP - FONT_STEP;
    while next >= least_font - 0.001 {
        fonts.push(next);
        next -= FONT_STEP;
    }
    let tight = |i: usize| Settings::least(fonts[i]);
    let (fits, _) = try_fit(Some(tight(fonts.len() - 1)), pages + 1);
    if !fits {
        let (_, laid) = try_fit(Some(tight(fonts.len() - 1)), MAX_PAGES);
        return Err(DoesNotFit {
            over_lines: laid.lines.iter().skip(pages).sum(),
            pages: laid.pages.len(),
        });
    }
    // The largest size that fits with everything else at its least: `lo` never fits, `hi`
    // always does.
    let (mut lo, mut hi) = (None, fonts.len() - 1);
    while lo.map_or(0, |l| l + 1) < hi {
        let mid = (lo.map_or(0, |l| l + 1) + hi) / 2;
        if try_fit(Some(tight(mid)), pages + 1).0 {
            hi = mid;
        } else {
            lo = Some(mid);
        }
    }
    // Then the rest as close to the resume's own as that size allows.
    let from = Settings {
        font_size: fonts[hi],
        ..start
    };
    let to = tight(hi);
    let (mut short, mut far) = (0.0f32, 1.0f32);
    let mut best = to;
    for _ in 0..RELAX_STEPS {
        let mid = (short + far) / 2.0;
        let settings = from.towards(to, mid);
        if try_fit(Some(settings), pages + 1).0 {
            best = settings;
            far = mid;
        } else {
            short = mid;
        }
    }
    let (_, laid) = try_fit(Some(best), pages + 1);
    Ok(Fitted {
        design: best.design(&resume.design),
        pages: laid.pages.len(),
        notes: laid.notes,
    })
}
