//! Support requests: subject and message required, category defaults to general.

use serde::{Deserialize, Serialize};

use crate::problems;
use crate::validation::Violations;

const SUBJECT_MAX: usize = 200;
const MESSAGE_MAX: usize = 10_000;

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "lowercase")]
pub enum SupportCategory {
    #[default]
    General,
    Technical,
    Billing,
    Feature,
    Bug,
}

impl SupportCategory {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::General => "general",
            Self::Technical => "technical",
            Self::Billing => "billing",
            Self::Feature => "feature",
            Self::Bug => "bug",
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            Self::General => "General Question",
            Self::Technical => "Technical Issue",
            Self::Billing => "Billing & Subscription",
            Self::Feature => "Feature Request",
            Self::Bug => "Report a Bug",
        }
    }
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(default)]
pub struct SupportRequest {
    pub subject: String,
    pub category: SupportCategory,
    pub message: String,
}

impl SupportRequest {
    /// Trims subject and message and checks that both are present and within their lengths.
    pub fn validate(mut self) -> Result<Self, Violations> {
        self.subject = self.subject.trim().to_owned();
        self.message = self.message.trim().to_owned();
        let mut v = Violations::new();
        v.require_text(
            &["subject"],
            &self.subject,
            SUBJECT_MAX,
            problems::SUBJECT_REQUIRED,
        );
        v.require_text(
            &["message"],
            &self.message,
            MESSAGE_MAX,
            problems::MESSAGE_REQUIRED,
        );
        v.into_result(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn subject_and_message_are_required_and_category_defaults_to_general() {
        let req: SupportRequest =
            serde_json::from_str(r#"{"subject":" ","message":""}"#).expect("parses");
        assert_eq!(req.category, SupportCategory::General);
        let msgs: Vec<String> = req
            .validate()
            .err()
            .map(|v| v.errors().iter().map(|e| e.msg.clone()).collect())
            .unwrap_or_default();
        assert_eq!(
            msgs,
            [
                problems::SUBJECT_REQUIRED.text,
                problems::MESSAGE_REQUIRED.text
            ]
        );
    }

    #[test]
    fn unknown_categories_do_not_parse() {
        assert!(serde_json::from_str::<SupportRequest>(r#"{"category":"sales"}"#).is_err());
    }
}
