//! Vitae's domain: the resume, user, plan and pricing types and the rules the server enforces on
//! them (validation, prices; docs/design.md). Nothing here performs I/O or knows about HTTP or SQL.

pub mod address;
pub mod application;
pub mod calendar;
pub mod cover_letter;
pub mod data_file;
pub mod description;
pub mod design;
pub mod enhanced;
pub mod error;
pub mod history;
pub mod interface_language;
pub mod json_resume;
pub mod language;
pub mod message_format;
pub mod payment;
pub mod photo;
pub mod pricing;
pub mod problems;
pub mod resume;
pub mod sections;
pub mod share;
pub mod support;
pub mod text;
pub mod user;
pub mod validation;

pub use cover_letter::CoverLetter;
pub use enhanced::{EnhancedProject, EnhancedVolunteering, StaleEnhancements};
pub use photo::Photo;
pub use pricing::{PlanId, PlanOffer, Region};
pub use resume::{
    AiEnhancedData, Education, EnhancedWorkExperience, ExperienceLevel, ResumeData, TemplateStyle,
    WorkExperience,
};
pub use sections::{
    printed_sections, Award, CustomEntry, CustomSection, Language, Link, Project, Publication,
    SectionKey, Volunteering,
};
pub use support::{SupportCategory, SupportRequest};
pub use user::{Identity, SubscriptionStatus, User};
pub use validation::{FieldError, Violations};

/// The web client's English catalog, which some tests hold to the words declared here.
#[cfg(test)]
fn english_catalog() -> serde_json::Value {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../frontend/messages/en.json"
    );
    let text = std::fs::read_to_string(path).expect("frontend/messages/en.json");
    serde_json::from_str(&text).expect("en.json is JSON")
}
