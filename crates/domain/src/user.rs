//! The signed-in user as the client sees it (`GET /api/auth/me`).

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use crate::pricing::PlanId;

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "lowercase")]
pub enum SubscriptionStatus {
    Active,
    #[default]
    Inactive,
}

impl SubscriptionStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Active => "active",
            Self::Inactive => "inactive",
        }
    }

    pub fn from_stored(value: &str) -> Self {
        if value == "active" {
            Self::Active
        } else {
            Self::Inactive
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct User {
    pub id: String,
    pub name: String,
    pub email: String,
    pub picture: Option<String>,
    /// "active" means paid: Pro is running or a Single PDF credit is unspent.
    pub subscription_status: SubscriptionStatus,
    pub subscription_plan: Option<PlanId>,
    pub subscription_end: Option<DateTime<Utc>>,
    /// Single PDF purchases not yet spent on a resume.
    pub pdf_credits: i32,
    /// Pro was cancelled and ends at `subscription_end` instead of renewing.
    pub cancel_at_period_end: bool,
}

impl User {
    /// Paid as the spec shows it: Pro, or an unspent Single PDF credit.
    pub fn is_paid(&self) -> bool {
        self.subscription_status == SubscriptionStatus::Active
    }

    /// The one rule for what Pro gives (clean copies of every resume, the paid AI burst limit,
    /// no second Pro purchase): a credit alone makes the account active but is not Pro.
    pub fn has_pro(&self) -> bool {
        self.is_paid() && self.subscription_plan == Some(PlanId::ProMonthly)
    }

    /// How many resumes the user may keep: Pro has no cap ("unlimited resumes"), every other
    /// plan keeps `limits::RESUMES_WITHOUT_PRO`.
    pub fn resume_cap(&self) -> Option<i64> {
        (!self.has_pro()).then_some(crate::resume::limits::RESUMES_WITHOUT_PRO)
    }
}

/// Whether a stored Pro subscription runs at `at`: Pro Monthly, paid until after `at`.
pub fn pro_runs(plan: Option<&str>, paid_until: Option<DateTime<Utc>>, at: DateTime<Utc>) -> bool {
    plan == Some(PlanId::ProMonthly.as_str()) && paid_until.is_some_and(|end| end > at)
}

/// Who an identity provider says signed in. Users are matched by (issuer, subject), never by
/// email alone.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Identity {
    pub issuer: String,
    pub subject: String,
    pub email: String,
    pub name: String,
    pub picture: Option<String>,
}
