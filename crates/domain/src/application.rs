//! Job applications the user tracks: what each field may hold, the statuses and their order in
//! the hiring funnel, and the dates of a next step. The API's JSON and the CSV import both
//! arrive as text ([`ApplicationText`]) and are checked by the same [`ApplicationText::parse`],
//! so a rule cannot differ between them.

use chrono::{DateTime, NaiveDate, Utc};
use serde::{Deserialize, Serialize};

use crate::problems;
use crate::validation::Violations;

pub mod limits {
    pub const COMPANY: usize = 200;
    pub const ROLE: usize = 200;
    pub const JOB_URL: usize = 2048;
    pub const JOB_DESCRIPTION: usize = 20_000;
    pub const LOCATION: usize = 200;
    pub const SALARY_NOTE: usize = 200;
    pub const NEXT_STEP_NOTE: usize = 500;
    /// Applications one account may keep.
    pub const PER_USER: i64 = 5_000;
    /// Days the funnel looks back.
    pub const FUNNEL_DAYS: i64 = 90;
}

/// Where an application stands.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "lowercase")]
pub enum ApplicationStatus {
    #[default]
    Saved,
    Applied,
    Interviewing,
    Offer,
    Rejected,
    Withdrawn,
}

impl ApplicationStatus {
    pub const ALL: [Self; 6] = [
        Self::Saved,
        Self::Applied,
        Self::Interviewing,
        Self::Offer,
        Self::Rejected,
        Self::Withdrawn,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Saved => "saved",
            Self::Applied => "applied",
            Self::Interviewing => "interviewing",
            Self::Offer => "offer",
            Self::Rejected => "rejected",
            Self::Withdrawn => "withdrawn",
        }
    }

    /// The status named exactly by `text` (lowercase, as the API writes it).
    pub fn parse(text: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|s| s.as_str() == text)
    }

    /// How far along the funnel this status is: applied 1, interviewing 2, offer 3. Saved,
    /// rejected and withdrawn are not stages of it.
    fn stage(self) -> Option<u8> {
        match self {
            Self::Applied => Some(1),
            Self::Interviewing => Some(2),
            Self::Offer => Some(3),
            Self::Saved | Self::Rejected | Self::Withdrawn => None,
        }
    }

    /// Whether the application is over, so a next step left on it no longer falls due.
    pub fn is_closed(self) -> bool {
        matches!(self, Self::Rejected | Self::Withdrawn)
    }
}

/// An application's fields as they arrive, unparsed: from a JSON body or a CSV row. Empty text
/// means "none" (and, for `status`, the default: saved).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ApplicationText {
    pub company: String,
    pub role: String,
    pub job_url: String,
    pub job_description: String,
    pub location: String,
    pub salary_note: String,
    pub status: String,
    pub next_step_date: String,
    pub next_step_note: String,
}

/// An application's own fields, checked: trimmed, within their limits, the status and date
/// parsed. Locations of errors are the field names (`company`, `next_step_date`, …).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ApplicationDetails {
    pub company: String,
    pub role: String,
    /// `http://` or `https://`; empty when none.
    pub job_url: String,
    pub job_description: String,
    pub location: String,
    pub salary_note: String,
    pub status: ApplicationStatus,
    /// `YYYY-MM-DD`.
    pub next_step_date: Option<NaiveDate>,
    pub next_step_note: String,
}

impl ApplicationText {
    /// Trims every field and checks it, reporting every problem at once.
    pub fn parse(self) -> Result<ApplicationDetails, Violations> {
        let mut v = Violations::new();
        let company = self.company.trim().to_owned();
        let role = self.role.trim().to_owned();
        let job_url = self.job_url.trim().to_owned();
        let job_description = self.job_description.trim().to_owned();
        let location = self.location.trim().to_owned();
        let salary_note = self.salary_note.trim().to_owned();
        let next_step_note = self.next_step_note.trim().to_owned();
        v.require_text(
            &["company"],
            &company,
            limits::COMPANY,
            problems::COMPANY_REQUIRED,
        );
        v.require_text(&["role"], &role, limits::ROLE, problems::ROLE_REQUIRED);
        v.limit_text(&["job_url"], &job_url, limits::JOB_URL);
        if !job_url.is_empty() && !crate::sections::is_web_url(&job_url) {
            v.push(&["job_url"], problems::JOB_URL_NOT_WEB);
        }
        v.limit_text(
            &["job_description"],
            &job_description,
            limits::JOB_DESCRIPTION,
        );
        v.limit_text(&["location"], &location, limits::LOCATION);
        v.limit_text(&["salary_note"], &salary_note, limits::SALARY_NOTE);
        v.limit_text(&["next_step_note"], &next_step_note, limits::NEXT_STEP_NOTE);
        let status = match self.status.trim() {
            "" => Some(ApplicationStatus::default()),
            text => ApplicationStatus::parse(text),
        };
        if status.is_none() {
            v.push(&["status"], problems::STATUS_UNKNOWN);
        }
        let next_step_date = parse_optional_date(&self.next_step_date);
        if next_step_date.is_err() {
            v.push(&["next_step_date"], problems::DATE_INVALID);
        }
        v.into_result(())?;
        Ok(ApplicationDetails {
            company,
            role,
            job_url,
            job_description,
            location,
            salary_note,
            status: status.unwrap_or_default(),
            next_step_date: next_step_date.unwrap_or_default(),
            next_step_note,
        })
    }
}

impl From<ApplicationDetails> for ApplicationText {
    fn from(d: ApplicationDetails) -> Self {
        Self {
            company: d.company,
            role: d.role,
            job_url: d.job_url,
            job_description: d.job_description,
            location: d.location,
            salary_note: d.salary_note,
            status: d.status.as_str().to_owned(),
            next_step_date: d.next_step_date.map(format_date).unwrap_or_default(),
            next_step_note: d.next_step_note,
        }
    }
}

/// A text that is not a `YYYY-MM-DD` date.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NotADate;

/// A date written `YYYY-MM-DD`, nothing else; `None` for an empty text.
pub fn parse_optional_date(text: &str) -> Result<Option<NaiveDate>, NotADate> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(None);
    }
    let shaped = text.len() == 10
        && text.bytes().enumerate().all(|(i, b)| {
            if i == 4 || i == 7 {
                b == b'-'
            } else {
                b.is_ascii_digit()
            }
        });
    if !shaped {
        return Err(NotADate);
    }
    NaiveDate::parse_from_str(text, "%Y-%m-%d")
        .map(Some)
        .map_err(|_| NotADate)
}

pub fn format_date(date: NaiveDate) -> String {
    date.format("%Y-%m-%d").to_string()
}

/// An absolute http or https address with a host and no spaces.
/// One change of status, dated.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct StatusChange {
    pub status: ApplicationStatus,
    pub at: DateTime<Utc>,
}

/// An application as stored.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Application {
    pub id: String,
    #[serde(flatten)]
    pub details: ApplicationDetails,
    /// Every status it has had, oldest first; the first is from its creation.
    pub status_history: Vec<StatusChange>,
    /// The resume sent (usually a tailored copy), if linked; cleared when that resume is deleted.
    pub resume_id: Option<String>,
    /// The cover letter sent, if linked; cleared when that letter is deleted.
    pub cover_letter_id: Option<String>,
    /// The ATS match (0–100) of the linked resume against the job description, as of the
    /// application's last save; `null` without a linked resume or a job description.
    pub ats_score: Option<u32>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

impl Application {
    /// The day it was first marked applied, if it ever was.
    pub fn applied_on(&self) -> Option<NaiveDate> {
        self.status_history
            .iter()
            .find(|c| c.status == ApplicationStatus::Applied)
            .map(|c| c.at.date_naive())
    }
}

/// An application as the board and the list show it: all of it but the job description, which
/// can run to 20,000 characters and is read on the application's own page, so that hundreds of
/// applications stay a small answer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ApplicationSummary {
    pub id: String,
    pub company: String,
    pub role: String,
    pub job_url: String,
    pub location: String,
    pub salary_note: String,
    pub status: ApplicationStatus,
    /// `YYYY-MM-DD`.
    pub next_step_date: Option<NaiveDate>,
    pub next_step_note: String,
    /// Every status it has had, oldest first.
    pub status_history: Vec<StatusChange>,
    pub resume_id: Option<String>,
    pub cover_letter_id: Option<String>,
    /// The ATS match (0–100) of the linked resume against the job description.
    pub ats_score: Option<u32>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

impl From<Application> for ApplicationSummary {
    fn from(a: Application) -> Self {
        let ApplicationDetails {
            company,
            role,
            job_url,
            job_description: _,
            location,
            salary_note,
            status,
            next_step_date,
            next_step_note,
        } = a.details;
        Self {
            id: a.id,
            company,
            role,
            job_url,
            location,
            salary_note,
            status,
            next_step_date,
            next_step_note,
            status_history: a.status_history,
            resume_id: a.resume_id,
            cover_letter_id: a.cover_letter_id,
            ats_score: a.ats_score,
            created_at: a.created_at,
            updated_at: a.updated_at,
        }
    }
}

/// An application as a file brings it in: its fields and, when known, the day it was applied
/// for (which becomes the first entry of its history).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImportedApplication {
    pub details: ApplicationDetails,
    pub applied_on: Option<NaiveDate>,
}

/// How many applications reached each stage of the funnel.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Funnel {
    pub applied: u32,
    pub interviewing: u32,
    pub offer: u32,
}

/// The funnel of status changes (application id, status): an application counts once at the
/// furthest stage it reached and at every stage before it, since reaching an interview means it
/// was applied for even when "applied" was never recorded.
pub fn funnel<'a>(changes: impl IntoIterator<Item = (&'a str, ApplicationStatus)>) -> Funnel {
    let mut furthest: std::collections::HashMap<&str, u8> = std::collections::HashMap::new();
    for (id, status) in changes {
        if let Some(stage) = status.stage() {
            let best = furthest.entry(id).or_default();
            *best = (*best).max(stage);
        }
    }
    let reached = |stage: u8| furthest.values().filter(|&&s| s >= stage).count() as u32;
    Funnel {
        applied: reached(1),
        interviewing: reached(2),
        offer: reached(3),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text() -> ApplicationText {
        ApplicationText {
            company: " Acme ".into(),
            role: "Engineer".into(),
            ..Default::default()
        }
    }

    fn problems(t: ApplicationText) -> Vec<(String, String)> {
        t.parse()
            .err()
            .map(|v| {
                v.errors()
                    .iter()
                    .map(|e| (e.loc.join("."), e.msg.clone()))
                    .collect()
            })
            .unwrap_or_default()
    }

    #[test]
    fn text_is_trimmed_and_status_defaults_to_saved() {
        let d = text().parse().expect("valid");
        assert_eq!(d.company, "Acme");
        assert_eq!(d.status, ApplicationStatus::Saved);
        assert_eq!(d.next_step_date, None);
    }

    #[test]
    fn each_bad_field_is_named() {
        let bad = ApplicationText {
            company: " ".into(),
            role: "r".repeat(201),
            job_url: "javascript:alert(1)".into(),
            status: "ghosted".into(),
            next_step_date: "2026-02-30".into(),
            next_step_note: "n".repeat(501),
            ..Default::default()
        };
        let fields: Vec<String> = problems(bad).into_iter().map(|(f, _)| f).collect();
        assert_eq!(
            fields,
            [
                "company",
                "role",
                "job_url",
                "next_step_note",
                "status",
                "next_step_date"
            ]
        );
    }

    #[test]
    fn dates_are_only_year_month_day() {
        assert_eq!(
            parse_optional_date("2026-12-01"),
            Ok(NaiveDate::from_ymd_opt(2026, 12, 1))
        );
        assert_eq!(parse_optional_date(" "), Ok(None));
        for bad in ["2026-1-01", "01/12/2026", "2026-12-01T00:00", "+2026-12-0"] {
            assert_eq!(parse_optional_date(bad), Err(NotADate), "{bad}");
        }
    }

    #[test]
    fn the_funnel_counts_the_furthest_stage_and_every_one_before() {
        use ApplicationStatus::*;
        let f = funnel([
            ("a", Applied),
            ("a", Interviewing),
            ("b", Offer),
            ("c", Applied),
            ("c", Rejected),
            ("d", Saved),
        ]);
        assert_eq!(
            f,
            Funnel {
                applied: 3,
                interviewing: 2,
                offer: 1
            }
        );
    }
}
