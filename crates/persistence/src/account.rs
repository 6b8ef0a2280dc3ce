//! The whole account at once: everything stored about a user, as one document to take away,
//! and the removal of all of it.

use chrono::{DateTime, NaiveDateTime, Utc};
use diesel::prelude::*;
use serde::Serialize;
use vitae_domain::application::Application;
use vitae_domain::resume::StoredResume;
use vitae_domain::CoverLetter;

use crate::ai::all_cover_letters;
use crate::billing::PaymentRow;
use crate::resumes::all_with_photos;
use crate::schema::{
    ai_usage, applications, cover_letters, digest_deliveries, digest_subscriptions,
    interface_languages, login_tickets, payments, resume_photos, resume_shares, resume_unlocks,
    resume_version_photos, resume_versions, resumes, sessions, support_requests, users,
};
pub use crate::shares::ExportedShare;
use crate::users::UserRow;
use crate::{from_db, DbConnection, StoreError};

/// Names the document's shape, so a later change of it can be told apart.
pub const EXPORT_FORMAT: &str = "vitae-account-export/1";

/// Everything Vitae stores about one user (sessions and sign-in tickets aside: they are
/// hashes of secrets, worthless outside this server).
#[derive(Debug, Serialize)]
pub struct AccountExport {
    pub format: &'static str,
    pub exported_at: DateTime<Utc>,
    pub user: ExportedUser,
    pub resumes: Vec<StoredResume>,
    pub cover_letters: Vec<CoverLetter>,
    pub payments: Vec<ExportedPayment>,
    pub support_requests: Vec<ExportedSupportRequest>,
    /// Every kept version of every resume, oldest first per resume, photos included.
    pub resume_versions: Vec<ExportedVersion>,
    /// The resumes' live public links: their settings and counts (not their password).
    pub shares: Vec<ExportedShare>,
    /// The job applications, each with its status history, most recently changed first.
    pub applications: Vec<Application>,
}

#[derive(Debug, Serialize)]
pub struct ExportedVersion {
    pub resume_id: String,
    pub version: i32,
    pub saved_at: DateTime<Utc>,
    pub replaced_at: DateTime<Utc>,
    /// What the save that wrote this content changed, in words.
    pub summary: String,
    pub resume_data: vitae_domain::ResumeData,
    pub ai_enhanced_data: vitae_domain::AiEnhancedData,
    pub template_style: vitae_domain::TemplateStyle,
}

#[derive(Debug, Serialize)]
pub struct ExportedUser {
    pub id: String,
    pub name: String,
    pub email: String,
    pub picture: Option<String>,
    /// Who signs the user in (the OpenID Connect issuer, or the built-in dev sign-in).
    pub sign_in_provider: String,
    pub subscription_plan: Option<String>,
    pub subscription_end: Option<DateTime<Utc>>,
    pub pdf_credits: i32,
    pub created_at: DateTime<Utc>,
    /// Whether the daily mail of next steps due is on.
    pub digest_opt_in: bool,
    /// The interface language chosen, if one was.
    pub interface_language: Option<String>,
}

#[derive(Debug, Serialize)]
pub struct ExportedPayment {
    pub session_id: String,
    pub provider: String,
    pub plan: String,
    pub region: String,
    /// In the currency's minor unit (cents).
    pub amount_total: i32,
    pub currency: String,
    pub status: String,
    pub payment_status: String,
    pub subscription_id: Option<String>,
    pub fulfilled_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
}

#[derive(Debug, Serialize)]
pub struct ExportedSupportRequest {
    pub id: String,
    pub category: String,
    pub subject: String,
    pub message: String,
    pub created_at: DateTime<Utc>,
}

#[derive(Queryable, Selectable)]
#[diesel(table_name = support_requests)]
struct SupportRow {
    id: String,
    category: String,
    subject: String,
    message: String,
    created_at: NaiveDateTime,
}

/// The user's whole account, read in one transaction so that its parts agree; `None` if there
/// is no such user.
pub fn export(
    conn: &mut DbConnection,
    user_id: &str,
    at: DateTime<Utc>,
) -> Result<Option<AccountExport>, StoreError> {
    conn.transaction(|conn| {
        let Some(user) = users::table
            .find(user_id)
            .select(UserRow::as_select())
            .first(conn)
            .optional()?
        else {
            return Ok(None);
        };
        let payments = payments::table
            .filter(payments::user_id.eq(user_id))
            .order((payments::created_at.asc(), payments::session_id.asc()))
            .select(PaymentRow::as_select())
            .load(conn)?;
        let support = support_requests::table
            .filter(support_requests::user_id.eq(user_id))
            .order((
                support_requests::created_at.asc(),
                support_requests::id.asc(),
            ))
            .select(SupportRow::as_select())
            .load(conn)?;
        Ok(Some(AccountExport {
            format: EXPORT_FORMAT,
            exported_at: at,
            user: ExportedUser {
                id: user.id,
                name: user.name,
                email: user.email,
                picture: user.picture,
                sign_in_provider: user.issuer,
                subscription_plan: user.subscription_plan,
                subscription_end: user.subscription_end.map(from_db),
                pdf_credits: user.pdf_credits,
                created_at: from_db(user.created_at),
                digest_opt_in: crate::digest::opted_in(conn, user_id)?,
                interface_language: crate::users::interface_language(conn, user_id)?,
            },
            resumes: all_with_photos(conn, user_id)?,
            cover_letters: all_cover_letters(conn, user_id)?,
            payments: payments.into_iter().map(ExportedPayment::from).collect(),
            support_requests: support
                .into_iter()
                .map(ExportedSupportRequest::from)
                .collect(),
            resume_versions: crate::versions::all_for_user(conn, user_id)?
                .into_iter()
                .map(|v| ExportedVersion {
                    resume_id: v.resume_id,
                    version: v.entry.version,
                    saved_at: v.entry.saved_at,
                    replaced_at: v.entry.replaced_at,
                    summary: vitae_domain::history::describe(&v.entry.changes),
                    resume_data: v.resume_data,
                    ai_enhanced_data: v.ai_enhanced_data,
                    template_style: v.template_style,
                })
                .collect(),
            shares: crate::shares::all_for_user(conn, user_id)?,
            applications: crate::applications::list(conn, user_id, None)?,
        }))
    })
}

impl From<PaymentRow> for ExportedPayment {
    fn from(row: PaymentRow) -> Self {
        Self {
            session_id: row.session_id,
            provider: row.provider,
            plan: row.plan,
            region: row.region,
            amount_total: row.amount_total,
            currency: row.currency,
            status: row.status,
            payment_status: row.payment_status,
            subscription_id: row.subscription_id,
            fulfilled_at: row.fulfilled_at.map(from_db),
            created_at: from_db(row.created_at),
        }
    }
}

impl From<SupportRow> for ExportedSupportRequest {
    fn from(row: SupportRow) -> Self {
        Self {
            id: row.id,
            category: row.category,
            subject: row.subject,
            message: row.message,
            created_at: from_db(row.created_at),
        }
    }
}

/// The provider subscription that still bills the user, if any (a subscription that ended is
/// cleared when its end is reported).
pub fn live_subscription(
    conn: &mut DbConnection,
    user_id: &str,
) -> Result<Option<String>, StoreError> {
    Ok(users::table
        .find(user_id)
        .select(users::subscription_id)
        .first::<Option<String>>(conn)
        .optional()?
        .flatten())
}

/// Removes every row that belongs to the user, the user last, in one transaction: either all
/// of it goes or none. Returns whether the user existed.
pub fn delete(conn: &mut DbConnection, user_id: &str) -> Result<bool, StoreError> {
    crate::write_transaction(conn, |conn| {
        crate::users::lock(conn, user_id)?;
        let owned_resumes = resumes::table
            .filter(resumes::user_id.eq(user_id))
            .select(resumes::id);
        // Before the letters and resumes they link to; their histories go with them.
        diesel::delete(applications::table.filter(applications::user_id.eq(user_id)))
            .execute(conn)?;
        diesel::delete(digest_subscriptions::table.find(user_id)).execute(conn)?;
        diesel::delete(interface_languages::table.find(user_id)).execute(conn)?;
        diesel::delete(digest_deliveries::table.filter(digest_deliveries::user_id.eq(user_id)))
            .execute(conn)?;
        diesel::delete(cover_letters::table.filter(cover_letters::user_id.eq(user_id)))
            .execute(conn)?;
        diesel::delete(resume_unlocks::table.filter(resume_unlocks::user_id.eq(user_id)))
            .execute(conn)?;
        // Links first: the trigger buries their slugs (counts go with them).
        diesel::delete(resume_shares::table.filter(resume_shares::user_id.eq(user_id)))
            .execute(conn)?;
        diesel::delete(resume_versions::table.filter(resume_versions::user_id.eq(user_id)))
            .execute(conn)?;
        diesel::delete(
            resume_version_photos::table
                .filter(resume_version_photos::resume_id.eq_any(owned_resumes)),
        )
        .execute(conn)?;
        diesel::delete(resume_photos::table.filter(resume_photos::resume_id.eq_any(owned_resumes)))
            .execute(conn)?;
        diesel::delete(resumes::table.filter(resumes::user_id.eq(user_id))).execute(conn)?;
        diesel::delete(support_requests::table.filter(support_requests::user_id.eq(user_id)))
            .execute(conn)?;
        diesel::delete(payments::table.filter(payments::user_id.eq(user_id))).execute(conn)?;
        diesel::delete(ai_usage::table.filter(ai_usage::user_id.eq(user_id))).execute(conn)?;
        diesel::delete(login_tickets::table.filter(login_tickets::user_id.eq(user_id)))
            .execute(conn)?;
        diesel::delete(sessions::table.filter(sessions::user_id.eq(user_id))).execute(conn)?;
        let removed = diesel::delete(users::table.find(user_id)).execute(conn)?;
        Ok::<_, diesel::result::Error>(removed > 0)
    })
    .map_err(StoreError::from)
}
