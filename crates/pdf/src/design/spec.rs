//! The shape of a template description (`crates/pdf/templates/*.json`). Everything a template
//! decides is here as data; `compose` turns it into blocks for the PDF and the web client's
//! preview reads the same data (exported by `examples/export_design.rs`), so the two cannot
//! describe a template differently.
//!
//! Sizes of type are in ems of the body size (the design's `font_size`), so a larger font
//! size scales the whole page; distances are millimetres.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use vitae_domain::TemplateStyle;

use super::paint::Paint;

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Template {
    pub id: TemplateStyle,
    pub name: String,
    /// One line for the template picker.
    pub description: String,
    pub defaults: Defaults,
    /// The family of text set in `"family": "alt"` (dates, contact lines); `None` is the
    /// main family.
    pub alt_font: Option<String>,
    pub colors: Colors,
    pub page: PageSpec,
    pub header: HeaderSpec,
    pub main: ColumnSpec,
    pub sidebar: Option<SidebarSpec>,
    /// Sections this template names its own way (`summary` → `profile`…), by section key.
    pub headings: BTreeMap<String, Wording>,
}

/// What the design panel starts from; a resume's `design` overrides any of them.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct Defaults {
    pub accent: String,
    pub font: String,
    pub font_size: f32,
    pub line_height: f32,
    pub margins_mm: f32,
}

/// The template's fixed colours, which paints name: `ink` for titles, `text` for body text,
/// `muted` for dates and secondary lines.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Colors {
    pub ink: Paint,
    pub text: Paint,
    pub muted: Paint,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PageSpec {
    /// Top margin of page 1, later pages and the bottom margin, each added to the design's
    /// margins (which are the left and right margins as chosen).
    pub first_top: f32,
    pub top: f32,
    pub bottom: f32,
    /// Stroke width of rules, points.
    pub rule_width: f32,
    /// A bar across the top of every page after the first.
    pub later_band: Option<Band>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Band {
    pub paint: Paint,
    /// Millimetres.
    pub height: f32,
}

/// A run of text's look.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct TextSpec {
    /// Ems of the body size.
    pub size: f32,
    #[serde(default)]
    pub weight: Weight,
    #[serde(default)]
    pub family: FamilyRole,
    pub color: Paint,
    #[serde(default)]
    pub upper: bool,
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Weight {
    #[default]
    Regular,
    Bold,
    Italic,
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FamilyRole {
    #[default]
    Main,
    Alt,
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Align {
    #[default]
    Start,
    Center,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HeaderSpec {
    /// A fill behind the header from the page's top edge, full width.
    pub band: Option<HeaderBand>,
    pub align: Align,
    pub name: TextSpec,
    /// The smallest the name may shrink to, in ems, to stay on one line.
    pub name_min: f32,
    pub title: TextSpec,
    pub contact: TextSpec,
    pub separator: String,
    /// Space after the name, after the title, and after the whole header.
    pub gap_name: f32,
    pub gap_title: f32,
    pub gap_after: f32,
    /// A rule below the header (before `gap_after`).
    pub rule: Option<RuleSpec>,
    pub photo: PhotoSpec,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HeaderBand {
    pub paint: Paint,
    /// Space below the header's text inside the band.
    pub pad_bottom: f32,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RuleSpec {
    pub paint: Paint,
    /// Space the rule takes (the line is at its middle), millimetres.
    pub height: f32,
    /// Stroke width, points; `None` is the page's.
    pub width: Option<f32>,
    /// Space above the rule.
    pub gap: f32,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PhotoSpec {
    /// Millimetres square.
    pub size: f32,
    pub place: PhotoPlace,
    pub round: bool,
    pub ring: Option<Paint>,
    /// Shown in greyscale.
    pub gray: bool,
    /// Space between the photo and the header's text (or, in a band, its least margin).
    pub gap: f32,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PhotoPlace {
    /// Beside the header, at the end of the line (right in a left-to-right resume).
    End,
    /// Beside the header, at its start.
    Start,
    /// Centred above the header.
    Above,
}

/// How the sections of one column look.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ColumnSpec {
    pub heading: HeadingSpec,
    /// Entries with descriptions (work, projects…).
    pub entry: EntrySpec,
    /// Education's entries.
    pub minor_entry: EntrySpec,
    /// Paragraphs of the summary and of descriptions.
    pub body: TextSpec,
    pub bullet: Marker,
    pub tags: TagsSpec,
    pub items: ItemsSpec,
    pub gaps: SectionGaps,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HeadingSpec {
    pub text: TextSpec,
    pub align: Align,
    /// Height of the heading row, for the room it needs below it before it may start.
    pub height: f32,
    /// A rule under the heading (or above it, `rule_first`).
    pub rule: Option<RuleSpec>,
    pub rule_first: bool,
    /// Space before the content.
    pub gap_after: f32,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EntrySpec {
    /// Room an entry needs below it before it may start on this page (0: none).
    pub keep: f32,
    /// Whether the first entry of a section asks for that room too.
    pub keep_first: bool,
    pub title: TextSpec,
    pub subtitle: TextSpec,
    pub date: TextSpec,
    pub form: EntryForm,
    /// Between the subtitle and the date (`date_after_subtitle`), or the title and the
    /// subtitle (`subtitle_inline`, `one_line`).
    pub separator: String,
    /// Before the date (`one_line`).
    pub date_separator: String,
    pub gap_before_description: f32,
    pub gap_after: f32,
    /// The date column's width in parts of 100 and an optional rail down its gutter
    /// (`date_column` only).
    pub date_column: Option<DateColumn>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EntryForm {
    /// The title with the date at the end of its line; the subtitle on a line of its own.
    SubtitleBelow,
    /// Title, separator and subtitle on one line, the date at its end.
    SubtitleInline,
    /// The title on its own line; subtitle, separator and date on the next, in the text flow.
    DateAfterSubtitle,
    /// The date in a narrow column before the entry.
    DateColumn,
    /// Title, subtitle and date on one line in the text flow, for the densest pages.
    OneLine,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DateColumn {
    pub weight: u32,
    pub gutter: u32,
    pub rail: Option<Paint>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Marker {
    pub text: TextSpec,
    pub glyph: String,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TagsSpec {
    pub form: TagsForm,
    pub text: TextSpec,
    /// The pills' fill (`chips`).
    pub fill: Paint,
    /// Between terms (`inline`).
    pub separator: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TagsForm {
    Chips,
    Inline,
    /// A bulleted list, as `items`.
    Items,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ItemsSpec {
    pub marker: Marker,
    /// Millimetres from the marker to the text.
    pub indent: f32,
    pub text: TextSpec,
    pub gap_each: f32,
}

/// Space after a section when another follows in the same column, by its shape.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SectionGaps {
    pub text: f32,
    pub entries: f32,
    /// After education.
    pub minor_entries: f32,
    pub tags: f32,
    pub items: f32,
}

/// A narrow column beside the main one.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SidebarSpec {
    /// Section keys it holds, whatever their place in the print order.
    pub keys: Vec<String>,
    pub side: Side,
    /// Main column, gutter and sidebar widths in parts of the text width.
    pub weights: [u32; 3],
    /// How far below the main column's top the sidebar starts (so text extraction reads the
    /// main column's first line before the sidebar's).
    pub offset: f32,
    /// A fill behind the sidebar to the page's edge, reaching `background_pad` mm past the
    /// column towards the main one.
    pub background: Option<Paint>,
    pub background_pad: f32,
    pub column: ColumnSpec,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    Start,
    End,
}

/// A heading a template uses instead of a section's usual one, in the resume's language.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Wording {
    /// The summary as "Profile".
    Profile,
    /// Work as "Experience".
    Experience,
    /// Skills as "Core Skills".
    CoreSkills,
}

impl Wording {
    pub fn word(self, language: &vitae_domain::language::ResumeLanguage) -> &'static str {
        match self {
            Wording::Profile => language.words.profile,
            Wording::Experience => language.words.experience,
            Wording::CoreSkills => language.words.core_skills,
        }
    }
}
