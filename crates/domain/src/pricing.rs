//! Plans and the server-side price table (docs/design.md). Prices are integer minor units;
//! the client never sends one.

use serde::{Deserialize, Serialize};

/// The pricing region a country maps to. Any region the server does not know is USD.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum Region {
    #[serde(rename = "INR")]
    Inr,
    #[serde(rename = "AED")]
    Aed,
    #[default]
    #[serde(rename = "USD")]
    Usd,
}

impl Region {
    /// The region for a code as the client stores it; anything but INR and AED is USD.
    pub fn from_code(code: &str) -> Self {
        match code.trim().to_ascii_uppercase().as_str() {
            "INR" => Self::Inr,
            "AED" => Self::Aed,
            _ => Self::Usd,
        }
    }

    pub fn code(self) -> &'static str {
        match self {
            Self::Inr => "INR",
            Self::Aed => "AED",
            Self::Usd => "USD",
        }
    }

    /// ISO 4217 code in lower case, as payment providers take it.
    pub fn currency(self) -> &'static str {
        match self {
            Self::Inr => "inr",
            Self::Aed => "aed",
            Self::Usd => "usd",
        }
    }

    pub fn currency_symbol(self) -> &'static str {
        match self {
            Self::Inr => "₹",
            Self::Aed => "AED ",
            Self::Usd => "$",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum PlanId {
    SinglePdf,
    ProMonthly,
}

impl PlanId {
    pub const ALL: [Self; 2] = [Self::SinglePdf, Self::ProMonthly];

    pub fn as_str(self) -> &'static str {
        match self {
            Self::SinglePdf => "single_pdf",
            Self::ProMonthly => "pro_monthly",
        }
    }

    pub fn parse(value: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|p| p.as_str() == value)
    }

    pub fn name(self) -> &'static str {
        match self {
            Self::SinglePdf => "Single PDF",
            Self::ProMonthly => "Pro Monthly",
        }
    }

    /// The price in minor units (cents, paise, fils) for `region`.
    pub fn price_minor(self, region: Region) -> i64 {
        match (self, region) {
            (Self::SinglePdf, Region::Inr) => 5_000,
            (Self::ProMonthly, Region::Inr) => 100_000,
            (Self::SinglePdf, Region::Aed) => 1_000,
            (Self::ProMonthly, Region::Aed) => 20_000,
            (Self::SinglePdf, Region::Usd) => 499,
            (Self::ProMonthly, Region::Usd) => 4_999,
        }
    }

    pub fn period(self) -> &'static str {
        match self {
            Self::SinglePdf => "one-time",
            Self::ProMonthly => "month",
        }
    }

    pub fn description(self) -> &'static str {
        match self {
            Self::SinglePdf => "One resume download purchased",
            Self::ProMonthly => "Unlimited access to all features",
        }
    }

    pub fn features(self) -> &'static [&'static str] {
        match self {
            Self::SinglePdf => &[
                "1 resume as PDF",
                "Watermark-free",
                "All templates",
                "Professional quality",
                "Instant download",
            ],
            Self::ProMonthly => &[
                "Unlimited resumes",
                "Unlimited cover letters",
                "All template themes",
                "AI feedback and optimization",
                "Priority support",
                "Watermark-free PDFs",
                "LinkedIn tips",
            ],
        }
    }

    pub fn popular(self) -> bool {
        self == Self::ProMonthly
    }
}

/// A plan as offered in one region: its price, period, features and whether it is highlighted.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct PlanOffer {
    pub id: PlanId,
    pub name: &'static str,
    /// Major units, for display: 4.99.
    pub price: f64,
    /// Minor units, exact: 499.
    pub amount: i64,
    pub currency: &'static str,
    pub currency_symbol: &'static str,
    pub period: &'static str,
    pub description: &'static str,
    pub features: Vec<&'static str>,
    pub popular: bool,
}

impl PlanOffer {
    pub fn new(plan: PlanId, region: Region) -> Self {
        let amount = plan.price_minor(region);
        Self {
            id: plan,
            name: plan.name(),
            // Exact for every price in the table: they are all below 2^53 minor units.
            price: amount as f64 / 100.0,
            amount,
            currency: region.currency(),
            currency_symbol: region.currency_symbol(),
            period: plan.period(),
            description: plan.description(),
            features: plan.features().to_vec(),
            popular: plan.popular(),
        }
    }

    /// Both plans for `region`, single PDF first.
    pub fn all(region: Region) -> Vec<Self> {
        PlanId::ALL
            .into_iter()
            .map(|p| Self::new(p, region))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The web client's English catalog names each plan, and lists its features, exactly as the
    /// plans answer does; its other languages translate them (`billing.plans`).
    #[test]
    fn the_english_catalog_words_each_plan_as_the_server_does() {
        let catalog = crate::english_catalog();
        for plan in PlanId::ALL {
            let words = &catalog["billing"]["plans"][plan.as_str()];
            assert_eq!(words["name"], plan.name(), "{plan:?}");
            assert_eq!(words["description"], plan.description(), "{plan:?}");
            let features: Vec<&str> = (0..)
                .map_while(|i| words["features"][i.to_string()].as_str())
                .collect();
            assert_eq!(features, plan.features(), "{plan:?}");
        }
    }

    #[test]
    fn prices_follow_the_spec_table() {
        let shown: Vec<(f64, f64)> = [Region::Inr, Region::Aed, Region::Usd]
            .into_iter()
            .map(|r| {
                let offers = PlanOffer::all(r);
                (offers[0].price, offers[1].price)
            })
            .collect();
        assert_eq!(shown, [(50.0, 1000.0), (10.0, 200.0), (4.99, 49.99)]);
    }

    #[test]
    fn unknown_regions_are_usd() {
        assert_eq!(Region::from_code("inr"), Region::Inr);
        assert_eq!(Region::from_code("AED"), Region::Aed);
        for other in ["USD", "EUR", "", "GBP"] {
            assert_eq!(Region::from_code(other), Region::Usd);
        }
    }

    #[test]
    fn only_pro_monthly_is_most_popular() {
        assert!(PlanId::ProMonthly.popular());
        assert!(!PlanId::SinglePdf.popular());
        assert_eq!(PlanId::parse("pro_monthly"), Some(PlanId::ProMonthly));
        assert_eq!(PlanId::parse("pro"), None);
    }
}
