//! Checkout sessions as Vitae records them, whichever provider ran them.

use chrono::{DateTime, Utc};

use crate::pricing::{PlanId, Region};

/// A checkout session's state (`open`, `complete`, `expired` on the wire).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(
    feature = "openapi",
    derive(utoipa::ToSchema),
    schema(rename_all = "lowercase")
)]
pub enum SessionStatus {
    Open,
    Complete,
    Expired,
}

impl SessionStatus {
    pub fn parse(value: &str) -> Self {
        match value {
            "complete" => Self::Complete,
            "expired" => Self::Expired,
            _ => Self::Open,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Open => "open",
            Self::Complete => "complete",
            Self::Expired => "expired",
        }
    }
}

/// Whether a checkout was paid (`unpaid`, `paid`, `failed` on the wire).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(
    feature = "openapi",
    derive(utoipa::ToSchema),
    schema(rename_all = "lowercase")
)]
pub enum PaymentStatus {
    Unpaid,
    Paid,
    Failed,
}

impl PaymentStatus {
    pub fn parse(value: &str) -> Self {
        match value {
            "paid" => Self::Paid,
            "failed" => Self::Failed,
            _ => Self::Unpaid,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Unpaid => "unpaid",
            Self::Paid => "paid",
            Self::Failed => "failed",
        }
    }
}

/// One checkout session and its outcome.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Payment {
    pub session_id: String,
    pub user_id: String,
    pub provider: String,
    pub plan: PlanId,
    pub region: Region,
    /// Minor units.
    pub amount_total: i64,
    pub currency: String,
    pub status: SessionStatus,
    pub payment_status: PaymentStatus,
    pub fulfilled_at: Option<DateTime<Utc>>,
}
