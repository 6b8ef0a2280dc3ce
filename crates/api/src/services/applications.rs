//! Job applications: created, edited and read only by their owner (another user's id reads as
//! missing), at most `limits::PER_USER` per account, each status change kept with its date.
//! Links to a resume or cover letter must name the user's own documents; the ATS score of the
//! linked resume is computed here at each save, from the application's job description or,
//! without one, the linked letter's.
//!
//! The CSV export and import use `vitae_import::applications_csv`; an import is checked whole
//! before anything is written, then stored in one transaction, or not at all.

use std::sync::Arc;

use bytes::Bytes;
use chrono::{DateTime, Duration, Utc};
use serde::{Deserialize, Deserializer, Serialize};
use vitae_domain::application::{
    funnel, limits, Application, ApplicationStatus, ApplicationSummary, ApplicationText, Funnel,
};
use vitae_domain::problems;
use vitae_domain::Violations;
use vitae_import::applications_csv::{self, CsvRefusal};
use vitae_persistence::applications::{self, NewApplication, WriteOutcome};
use vitae_persistence::{ai, now, resumes, DbConnection, StoreError};

use super::heavy::Lane;
use super::resumes::json_body;
use crate::error::{ApiError, ApiResult, Problem};
use crate::read_cache::ReadKey;
use crate::session::Session;
use crate::state::AppState;

pub const NOT_FOUND: Problem = Problem::new("application_not_found", "Application not found");
const MSG_CAP: Problem = Problem::new(
    "application_limit_reached",
    "You have reached the 5,000 applications an account can keep. \
     Delete the ones you no longer need to add more.",
);
const MSG_IMPORT_CAP: Problem = Problem::new(
    "import_over_limit",
    "Importing this file would take you past the 5,000 applications \
     an account can keep. Nothing was imported.",
);
const MSG_TOO_MANY_ROWS: Problem = Problem::new(
    "csv_too_many_rows",
    "A file can hold at most 5,000 applications. Nothing was imported.",
);
const MSG_CHANGED: Problem = Problem::new(
    "application_changed_elsewhere",
    "This application was changed elsewhere after you opened it. \
     Reload it to see the latest version, then make your change again.",
);
/// Ids are UUIDs; anything much longer cannot exist and is not worth a query.
const MAX_ID_LEN: usize = 64;

/// The fields of an application, for a create (absent fields are empty) or an edit (absent
/// fields are kept). `null` or `""` clears a field.
#[derive(Debug, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ApplicationFields {
    /// An edit only: the application's `updated_at` as the client last read it. When it has
    /// changed since, the edit is refused with 409 and nothing is written.
    #[serde(default)]
    pub updated_at: Option<DateTime<Utc>>,
    /// Required, at most 200 characters.
    #[serde(default, deserialize_with = "given")]
    #[schema(value_type = Option<String>)]
    pub company: Option<Option<String>>,
    /// Required, at most 200 characters.
    #[serde(default, deserialize_with = "given")]
    #[schema(value_type = Option<String>)]
    pub role: Option<Option<String>>,
    /// An `http://` or `https://` address, at most 2,048 characters.
    #[serde(default, deserialize_with = "given")]
    #[schema(value_type = Option<String>)]
    pub job_url: Option<Option<String>>,
    /// At most 20,000 characters.
    #[serde(default, deserialize_with = "given")]
    #[schema(value_type = Option<String>)]
    pub job_description: Option<Option<String>>,
    /// At most 200 characters.
    #[serde(default, deserialize_with = "given")]
    #[schema(value_type = Option<String>)]
    pub location: Option<Option<String>>,
    /// At most 200 characters.
    #[serde(default, deserialize_with = "given")]
    #[schema(value_type = Option<String>)]
    pub salary_note: Option<Option<String>>,
    /// `saved` (the default), `applied`, `interviewing`, `offer`, `rejected` or `withdrawn`.
    #[serde(default, deserialize_with = "given")]
    #[schema(value_type = Option<ApplicationStatus>)]
    pub status: Option<Option<String>>,
    /// `YYYY-MM-DD`.
    #[serde(default, deserialize_with = "given")]
    #[schema(value_type = Option<String>, format = Date)]
    pub next_step_date: Option<Option<String>>,
    /// At most 500 characters.
    #[serde(default, deserialize_with = "given")]
    #[schema(value_type = Option<String>)]
    pub next_step_note: Option<Option<String>>,
    /// One of the user's resumes.
    #[serde(default, deserialize_with = "given")]
    #[schema(value_type = Option<String>)]
    pub resume_id: Option<Option<String>>,
    /// One of the user's cover letters.
    #[serde(default, deserialize_with = "given")]
    #[schema(value_type = Option<String>)]
    pub cover_letter_id: Option<Option<String>>,
}

/// A field that is present, even as `null`, is `Some`; an absent one stays `None` (`default`).
fn given<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Option<String>>, D::Error> {
    Option::<String>::deserialize(d).map(Some)
}

/// An application's fields as text, with its links.
struct Draft {
    text: ApplicationText,
    resume_id: Option<String>,
    cover_letter_id: Option<String>,
}

impl ApplicationFields {
    /// `draft` with every given field replaced.
    fn over(self, mut draft: Draft) -> Draft {
        let text = &mut draft.text;
        for (slot, value) in [
            (&mut text.company, self.company),
            (&mut text.role, self.role),
            (&mut text.job_url, self.job_url),
            (&mut text.job_description, self.job_description),
            (&mut text.location, self.location),
            (&mut text.salary_note, self.salary_note),
            (&mut text.status, self.status),
            (&mut text.next_step_date, self.next_step_date),
            (&mut text.next_step_note, self.next_step_note),
        ] {
            if let Some(value) = value {
                *slot = value.unwrap_or_default();
            }
        }
        for (slot, value) in [
            (&mut draft.resume_id, self.resume_id),
            (&mut draft.cover_letter_id, self.cover_letter_id),
        ] {
            if let Some(value) = value {
                *slot = value.filter(|id| !id.trim().is_empty());
            }
        }
        draft
    }
}

/// How many applications reached each stage in the last `days` days.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct FunnelReport {
    pub days: i64,
    #[serde(flatten)]
    pub counts: Funnel,
}

/// Stores a new application; its status (saved unless given) starts its history.
pub async fn create(
    state: &AppState,
    user_id: &str,
    fields: ApplicationFields,
) -> ApiResult<Application> {
    if fields.updated_at.is_some() {
        let mut v = Violations::new();
        v.push(&["body", "updated_at"], problems::NOT_AN_EDIT);
        return Err(ApiError::Validation(v));
    }
    let empty = Draft {
        text: ApplicationText::default(),
        resume_id: None,
        cover_letter_id: None,
    };
    let draft = fields.over(empty);
    let user_id = user_id.to_owned();
    let new = checked(draft)?;
    let outcome = state
        .db
        .run(move |conn| {
            let new = scored(conn, &user_id, new)?;
            applications::insert_within(conn, &user_id, &new, limits::PER_USER, now())
        })
        .await?;
    written(outcome)
}

/// Changes the given fields of the user's application; a new status is added to its history.
///
/// The fields are laid over the application as it is when the edit is written (under the user's
/// lock), so two edits of different fields made at once (a card moved on the board while the
/// page saves a note) both land. With `updated_at`, an application changed since the client read
/// it is a 409 instead, and nothing is written.
pub async fn update(
    state: &AppState,
    user_id: &str,
    id: String,
    fields: ApplicationFields,
) -> ApiResult<Application> {
    check_id(&id)?;
    let user_id = user_id.to_owned();
    let outcome = state
        .db
        .run(move |conn| {
            applications::update(conn, &user_id, &id, now(), |conn, current| {
                if fields
                    .updated_at
                    .is_some_and(|seen| seen != current.updated_at)
                {
                    return Ok(Err(ApiError::Conflict(MSG_CHANGED)));
                }
                let draft = fields.over(Draft {
                    text: current.details.into(),
                    resume_id: current.resume_id,
                    cover_letter_id: current.cover_letter_id,
                });
                match checked(draft) {
                    Ok(new) => scored(conn, &user_id, new).map(Ok),
                    Err(refused) => Ok(Err(refused)),
                }
            })
        })
        .await?;
    written(outcome?)
}

pub async fn get(state: &AppState, user_id: &str, id: String) -> ApiResult<Application> {
    check_id(&id)?;
    let user_id = user_id.to_owned();
    state
        .db
        .run(move |conn| applications::get(conn, &user_id, &id))
        .await?
        .ok_or(ApiError::NotFound(NOT_FOUND))
}

pub async fn delete(state: &AppState, user_id: &str, id: String) -> ApiResult<()> {
    check_id(&id)?;
    let user_id = user_id.to_owned();
    let deleted = state
        .db
        .run(move |conn| applications::delete(conn, &user_id, &id))
        .await?;
    deleted.then_some(()).ok_or(ApiError::NotFound(NOT_FOUND))
}

/// The user's applications, most recently changed first, each without its job description
/// (`ApplicationSummary`); with `status`, only those in it.
///
/// The list is the board's one read and a long one (hundreds of applications), so its JSON is
/// kept rendered at the user's `applications_version`, read with the session, and served from
/// memory while the user's applications are unchanged (`read_cache`).
pub async fn list_body(
    state: &Arc<AppState>,
    session: Session,
    status: Option<&str>,
) -> ApiResult<Bytes> {
    let status = match status.map(|text| ApplicationStatus::parse(text).ok_or(())) {
        None => None,
        Some(Ok(status)) => Some(status),
        Some(Err(())) => {
            // Signed in first: a caller without a session gets 401 whatever it asks.
            session.read(|_, _| Ok(())).await?;
            let mut v = Violations::new();
            v.push(&["query", "status"], problems::STATUS_UNKNOWN);
            return Err(ApiError::Validation(v));
        }
    };
    let state = state.clone();
    let body = session
        .read(move |conn, found| {
            let user_id = found.user.id;
            let key = ReadKey::Applications {
                user_id: user_id.clone(),
                status,
            };
            state
                .reads
                .get_or_render(key, found.applications_version, || {
                    let list = applications::list(conn, &user_id, status)?;
                    let summaries: Vec<ApplicationSummary> =
                        list.into_iter().map(ApplicationSummary::from).collect();
                    json_body(&summaries).map(Some)
                })
        })
        .await?;
    Ok(body.unwrap_or_default())
}

/// Open applications whose next step is today (UTC) or overdue, soonest first.
pub async fn due(state: &AppState, user_id: &str) -> ApiResult<Vec<Application>> {
    let user_id = user_id.to_owned();
    let today = Utc::now().date_naive();
    Ok(state
        .db
        .run(move |conn| applications::due(conn, &user_id, today))
        .await?)
}

/// How many applications reached applied, interviewing and offer in the last 90 days, by their
/// status history.
pub async fn funnel_report(state: &AppState, user_id: &str) -> ApiResult<FunnelReport> {
    let user_id = user_id.to_owned();
    let since = now() - Duration::days(limits::FUNNEL_DAYS);
    let changes = state
        .db
        .run(move |conn| applications::changes_since(conn, &user_id, since))
        .await?;
    Ok(FunnelReport {
        days: limits::FUNNEL_DAYS,
        counts: funnel(changes.iter().map(|(id, status)| (id.as_str(), *status))),
    })
}

/// Every application of the user as CSV.
pub async fn export_csv(state: &AppState, user_id: &str) -> ApiResult<Vec<u8>> {
    let user_id = user_id.to_owned();
    let all = state
        .db
        .run(move |conn| applications::list(conn, &user_id, None))
        .await?;
    Ok(applications_csv::write(&all))
}

/// Reads a CSV file and stores all its applications, or none; how many were stored.
pub async fn import_csv(state: &AppState, user_id: &str, file: Vec<u8>) -> ApiResult<usize> {
    let rows = state
        .heavy
        .run(Lane::Import, user_id, move |_| {
            applications_csv::read(&file)
        })
        .await?
        .map_err(|refusal| match refusal {
            CsvRefusal::TooManyRows => ApiError::Unprocessable(MSG_TOO_MANY_ROWS),
            CsvRefusal::Problems(v) => ApiError::invalid_body(v, &[]),
        })?;
    let user_id = user_id.to_owned();
    state
        .db
        .run(move |conn| {
            applications::insert_all_within(conn, &user_id, &rows, limits::PER_USER, now())
        })
        .await?
        .ok_or_else(|| ApiError::Conflict(MSG_IMPORT_CAP))
}

fn check_id(id: &str) -> ApiResult<()> {
    if id.is_empty() || id.len() > MAX_ID_LEN {
        Err(ApiError::NotFound(NOT_FOUND))
    } else {
        Ok(())
    }
}

/// The draft's fields checked, every problem located in the body.
fn checked(draft: Draft) -> ApiResult<NewApplication> {
    let details = draft
        .text
        .parse()
        .map_err(|v| ApiError::invalid_body(v, &[]))?;
    Ok(NewApplication {
        details,
        resume_id: draft.resume_id,
        cover_letter_id: draft.cover_letter_id,
        ats_score: None,
    })
}

/// `new` with the ATS score of its linked resume against its job posting, when it has both.
/// A link that is not the user's scores nothing; the write then refuses it.
fn scored(
    conn: &mut DbConnection,
    user_id: &str,
    mut new: NewApplication,
) -> Result<NewApplication, StoreError> {
    let Some(resume_id) = &new.resume_id else {
        return Ok(new);
    };
    let Some(resume) = resumes::get(conn, user_id, resume_id)? else {
        return Ok(new);
    };
    let mut posting = new.details.job_description.clone();
    if posting.is_empty() {
        if let Some(letter_id) = &new.cover_letter_id {
            if let Some(letter) = ai::cover_letter(conn, user_id, letter_id)? {
                posting = letter.job_description;
            }
        }
    }
    if !posting.trim().is_empty() {
        let report = vitae_ats::score(
            &resume.resume_data,
            Some(&resume.ai_enhanced_data),
            &posting,
        );
        new.ats_score = Some(report.score);
    }
    Ok(new)
}

fn written(outcome: WriteOutcome) -> ApiResult<Application> {
    match outcome {
        WriteOutcome::Written(application) => Ok(*application),
        WriteOutcome::NotFound => Err(ApiError::NotFound(NOT_FOUND)),
        WriteOutcome::CapReached => Err(ApiError::Conflict(MSG_CAP)),
        WriteOutcome::UnknownLink(field) => {
            let problem = if field == "resume_id" {
                problems::RESUME_UNKNOWN
            } else {
                problems::COVER_LETTER_UNKNOWN
            };
            let mut v = Violations::new();
            v.push(&["body", field], problem);
            Err(ApiError::Validation(v))
        }
    }
}
