//! The whole account at once: everything stored about a user, as one document to take away,
//! and the removal of all of it.

use std::io::Write;

use chrono::{DateTime, NaiveDateTime, Utc};
use diesel::prelude::*;
use serde::Serialize;
use vitae_domain::application::Application;
use vitae_domain::resume::StoredResume;

use crate::ai::all_cover_letters;
use crate::billing::PaymentRow;
use crate::schema::{
    ai_usage, applications, cover_letters, digest_deliveries, digest_subscriptions,
    digest_unsubscribe_keys, interface_languages, login_tickets, payments, resume_photos,
    resume_shares, resume_unlocks, resume_version_photos, resume_versions, resumes, sessions,
    support_requests, users,
};
pub use crate::shares::ExportedShare;
use crate::users::UserRow;
use crate::versions::Version;
use crate::{from_db, DbConnection, StoreError};

/// Names the document's shape, so a later change of it can be told apart.
pub const EXPORT_FORMAT: &str = "vitae-account-export/1";

/// Rows read at a time for the parts of an export that can be large (a resume with its photo,
/// a version, an application with its job description): the export's memory is a page, not an
/// account.
const PAGE: i64 = 8;

#[derive(Debug, Serialize)]
struct ExportedVersion<'a> {
    resume_id: &'a str,
    version: i32,
    saved_at: DateTime<Utc>,
    replaced_at: DateTime<Utc>,
    /// What the save that wrote this content changed, in words.
    summary: String,
    resume_data: &'a vitae_domain::ResumeData,
    ai_enhanced_data: &'a vitae_domain::AiEnhancedData,
    template_style: vitae_domain::TemplateStyle,
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

/// Writes everything Vitae stores about the user (sessions and sign-in tickets aside: they are
/// hashes of secrets, worthless outside this server) to `out` as one JSON document, as it is
/// read, in one transaction so that its parts agree; false if there is no such user.
///
/// The document: `format`, `exported_at`, `user`, `resumes` (photos included), `cover_letters`,
/// `payments`, `support_requests`, `resume_versions` (every kept version, oldest first per
/// resume, photos included), `shares` (settings and counts, never a password) and
/// `applications` (each with its status history, most recently changed first).
pub fn write_export(
    conn: &mut DbConnection,
    user_id: &str,
    at: DateTime<Utc>,
    out: &mut impl Write,
) -> Result<bool, StoreError> {
    conn.transaction(|conn| {
        let Some(user) = users::table
            .find(user_id)
            .select(UserRow::as_select())
            .first(conn)
            .optional()?
        else {
            return Ok(false);
        };
        let user = ExportedUser {
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
        };
        let payments: Vec<ExportedPayment> = payments::table
            .filter(payments::user_id.eq(user_id))
            .order((payments::created_at.asc(), payments::session_id.asc()))
            .select(PaymentRow::as_select())
            .load(conn)?
            .into_iter()
            .map(ExportedPayment::from)
            .collect();
        let support: Vec<ExportedSupportRequest> = support_requests::table
            .filter(support_requests::user_id.eq(user_id))
            .order((
                support_requests::created_at.asc(),
                support_requests::id.asc(),
            ))
            .select(SupportRow::as_select())
            .load(conn)?
            .into_iter()
            .map(ExportedSupportRequest::from)
            .collect();
        let mut doc = Document::begin(out)?;
        doc.field("format", &EXPORT_FORMAT)?;
        doc.field("exported_at", &at)?;
        doc.field("user", &user)?;
        doc.pages("resumes", |after| {
            crate::resumes::with_photos_after(conn, user_id, after, PAGE)
        })?;
        doc.field("cover_letters", &all_cover_letters(conn, user_id)?)?;
        doc.field("payments", &payments)?;
        doc.field("support_requests", &support)?;
        doc.pages("resume_versions", |after: Option<&Version>| {
            crate::versions::for_user_after(conn, user_id, after, PAGE)
        })?;
        doc.field("shares", &crate::shares::all_for_user(conn, user_id)?)?;
        doc.pages("applications", |after| {
            crate::applications::page_after(conn, user_id, after, PAGE)
        })?;
        doc.end()?;
        Ok(true)
    })
}

/// A JSON object written a field at a time; a field may be a list written a page at a time.
struct Document<'w, W: Write> {
    out: &'w mut W,
    fields: usize,
}

impl<'w, W: Write> Document<'w, W> {
    fn begin(out: &'w mut W) -> Result<Self, StoreError> {
        out.write_all(b"{")?;
        Ok(Self { out, fields: 0 })
    }

    fn key(&mut self, key: &str) -> Result<(), StoreError> {
        if self.fields > 0 {
            self.out.write_all(b",")?;
        }
        self.fields += 1;
        serde_json::to_writer(&mut *self.out, key).map_err(std::io::Error::from)?;
        self.out.write_all(b":")?;
        Ok(())
    }

    fn field(&mut self, key: &str, value: &impl Serialize) -> Result<(), StoreError> {
        self.key(key)?;
        serde_json::to_writer(&mut *self.out, value).map_err(std::io::Error::from)?;
        Ok(())
    }

    /// A list whose items `next` reads a page at a time, given the last item of the page
    /// before; an empty page ends it.
    fn pages<T: Exported>(
        &mut self,
        key: &str,
        mut next: impl FnMut(Option<&T>) -> Result<Vec<T>, StoreError>,
    ) -> Result<(), StoreError> {
        self.key(key)?;
        self.out.write_all(b"[")?;
        let mut last: Option<T> = None;
        let mut written = 0;
        loop {
            let page = next(last.as_ref())?;
            if page.is_empty() {
                break;
            }
            for item in page {
                if written > 0 {
                    self.out.write_all(b",")?;
                }
                item.write(&mut *self.out)?;
                written += 1;
                last = Some(item);
            }
        }
        self.out.write_all(b"]")?;
        Ok(())
    }

    fn end(self) -> Result<(), StoreError> {
        self.out.write_all(b"}")?;
        Ok(())
    }
}

/// How an item of a paged list appears in the document.
trait Exported {
    fn write(&self, out: &mut impl Write) -> Result<(), StoreError>;
}

fn write_json(out: &mut impl Write, value: &impl Serialize) -> Result<(), StoreError> {
    serde_json::to_writer(out, value).map_err(std::io::Error::from)?;
    Ok(())
}

impl Exported for StoredResume {
    fn write(&self, out: &mut impl Write) -> Result<(), StoreError> {
        write_json(out, self)
    }
}

impl Exported for Application {
    fn write(&self, out: &mut impl Write) -> Result<(), StoreError> {
        write_json(out, self)
    }
}

impl Exported for Version {
    fn write(&self, out: &mut impl Write) -> Result<(), StoreError> {
        write_json(
            out,
            &ExportedVersion {
                resume_id: &self.resume_id,
                version: self.entry.version,
                saved_at: self.entry.saved_at,
                replaced_at: self.entry.replaced_at,
                summary: vitae_domain::history::describe(&self.entry.changes),
                resume_data: &self.resume_data,
                ai_enhanced_data: &self.ai_enhanced_data,
                template_style: self.template_style,
            },
        )
    }
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
        diesel::delete(
            digest_unsubscribe_keys::table.filter(digest_unsubscribe_keys::user_id.eq(user_id)),
        )
        .execute(conn)?;
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
