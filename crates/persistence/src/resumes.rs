//! Resumes, always scoped to their owner: another user's resume reads as absent. The JSON
//! columns hold `ResumeData` without the photo, which lives in `resume_photos`.

use chrono::{DateTime, NaiveDateTime, Utc};
use diesel::prelude::*;
use serde::Deserialize;
use serde_json::value::RawValue;
use vitae_domain::resume::{ResumeListItem, StoredResume, ValidResume};
use vitae_domain::{AiEnhancedData, ResumeData, TemplateStyle};

use vitae_domain::history;

use crate::schema::{resume_photos, resume_shares, resume_unlocks, resumes};
use crate::{from_db, new_id, to_db, DbConnection, StoreError};

/// What a save or an update writes.
pub struct ResumeContent {
    pub resume: ValidResume,
    pub enhanced: AiEnhancedData,
    pub template_style: TemplateStyle,
}

impl ResumeContent {
    /// The JSON columns and the photo, apart.
    fn columns(self) -> Result<(String, String, &'static str, Option<String>), StoreError> {
        let mut data = self.resume.into_data();
        let photo = data.profile_photo.take();
        Ok((
            to_json(&data)?,
            to_json(&self.enhanced)?,
            self.template_style.as_str(),
            photo,
        ))
    }
}

/// A resume as stored: read by the list, the single reads and a save that keeps the content it
/// replaces as a version.
#[derive(Queryable, Selectable)]
#[diesel(table_name = resumes)]
pub(crate) struct ResumeRow {
    pub(crate) id: String,
    pub(crate) resume_data: String,
    pub(crate) ai_enhanced_data: String,
    pub(crate) template_style: String,
    pub(crate) created_at: NaiveDateTime,
    pub(crate) updated_at: NaiveDateTime,
    /// What the save that wrote this content changed (`vitae_domain::history`).
    pub(crate) change_summary: String,
}

/// Inserts a new resume unless the user already keeps `cap` of them (`None`: no cap), counting
/// and inserting in one write transaction so two saves at once cannot both take the last place.
/// `None` when the cap is reached; nothing is written then.
pub fn insert_within(
    conn: &mut DbConnection,
    user_id: &str,
    content: ResumeContent,
    cap: Option<i64>,
    at: DateTime<Utc>,
) -> Result<Option<String>, StoreError> {
    let (data, enhanced, style, photo) = content.columns()?;
    let id = new_id();
    crate::write_transaction(conn, |conn| {
        if let Some(cap) = cap {
            // SQLite's write transaction already excludes other writers; PostgreSQL's does not,
            // so the user's row is locked until commit and a second save waits here.
            crate::users::lock(conn, user_id)?;
            if count_for_user(conn, user_id)? >= cap {
                return Ok(None);
            }
        }
        diesel::insert_into(resumes::table)
            .values((
                resumes::id.eq(&id),
                resumes::user_id.eq(user_id),
                resumes::resume_data.eq(&data),
                resumes::ai_enhanced_data.eq(&enhanced),
                resumes::template_style.eq(style),
                resumes::created_at.eq(to_db(at)),
                resumes::updated_at.eq(to_db(at)),
                resumes::change_summary.eq(history::CREATED),
            ))
            .execute(conn)?;
        if let Some(photo) = &photo {
            insert_photo(conn, &id, photo)?;
        }
        Ok::<_, StoreError>(Some(id.clone()))
    })
}

/// The user's resumes, newest first, without photos.
pub fn list(conn: &mut DbConnection, user_id: &str) -> Result<Vec<ResumeListItem>, StoreError> {
    type Listed = (ResumeRow, Option<String>, Option<String>, Option<String>);
    let rows: Vec<Listed> = resumes::table
        .left_join(resume_photos::table)
        .left_join(resume_unlocks::table)
        .left_join(resume_shares::table)
        .filter(resumes::user_id.eq(user_id))
        .order((resumes::created_at.desc(), resumes::id.desc()))
        .select((
            ResumeRow::as_select(),
            resume_photos::resume_id.nullable(),
            resume_unlocks::resume_id.nullable(),
            resume_shares::slug.nullable(),
        ))
        .load(conn)?;
    rows.into_iter()
        .map(|(row, photo_id, unlock_id, share_slug)| {
            let enhanced_work_experience = enhanced_work_json(&row.ai_enhanced_data)?;
            Ok(ResumeListItem {
                resume_data: RawValue::from_string(row.resume_data)
                    .map_err(|e| StoreError::Corrupt(e.into()))?,
                enhanced_work_experience,
                template_style: TemplateStyle::from_stored(&row.template_style),
                created_at: from_db(row.created_at),
                updated_at: from_db(row.updated_at),
                has_photo: photo_id.is_some(),
                unlocked: unlock_id.is_some(),
                share_slug,
                id: row.id,
            })
        })
        .collect()
}

/// One resume with its photo, if it is the user's.
pub fn get(
    conn: &mut DbConnection,
    user_id: &str,
    id: &str,
) -> Result<Option<StoredResume>, StoreError> {
    let found: Option<(ResumeRow, Option<String>, Option<String>)> = resumes::table
        .left_join(resume_photos::table)
        .left_join(resume_unlocks::table)
        .filter(resumes::id.eq(id))
        .filter(resumes::user_id.eq(user_id))
        .select((
            ResumeRow::as_select(),
            resume_photos::data_url.nullable(),
            resume_unlocks::resume_id.nullable(),
        ))
        .first(conn)
        .optional()?;
    found
        .map(|(row, photo, unlock_id)| stored(row, photo, unlock_id.is_some()))
        .transpose()
}

/// Up to `limit` of the user's resumes with their photos, oldest first, from after `after` (the
/// last one of the previous page): an export reads them a few at a time.
pub fn with_photos_after(
    conn: &mut DbConnection,
    user_id: &str,
    after: Option<&StoredResume>,
    limit: i64,
) -> Result<Vec<StoredResume>, StoreError> {
    let mut query = resumes::table
        .left_join(resume_photos::table)
        .left_join(resume_unlocks::table)
        .filter(resumes::user_id.eq(user_id))
        .into_boxed();
    if let Some(last) = after {
        let at = to_db(last.created_at);
        query = query.filter(
            resumes::created_at.gt(at).or(resumes::created_at
                .eq(at)
                .and(resumes::id.gt(last.id.clone()))),
        );
    }
    let rows: Vec<(ResumeRow, Option<String>, Option<String>)> = query
        .order((resumes::created_at.asc(), resumes::id.asc()))
        .limit(limit)
        .select((
            ResumeRow::as_select(),
            resume_photos::data_url.nullable(),
            resume_unlocks::resume_id.nullable(),
        ))
        .load(conn)?;
    rows.into_iter()
        .map(|(row, photo, unlock_id)| stored(row, photo, unlock_id.is_some()))
        .collect()
}

fn stored(
    row: ResumeRow,
    photo: Option<String>,
    unlocked: bool,
) -> Result<StoredResume, StoreError> {
    let mut resume_data: ResumeData = from_json(&row.resume_data)?;
    resume_data.profile_photo = photo;
    let ai_enhanced_data: AiEnhancedData = from_json(&row.ai_enhanced_data)?;
    Ok(StoredResume {
        id: row.id,
        created_at: from_db(row.created_at),
        updated_at: from_db(row.updated_at),
        stale_enhancements: ai_enhanced_data.stale(&resume_data),
        resume_data,
        ai_enhanced_data,
        template_style: TemplateStyle::from_stored(&row.template_style),
        unlocked,
    })
}

#[derive(Debug, PartialEq)]
pub enum UpdateOutcome {
    /// A restore named a version the resume does not have; nothing was written.
    NoSuchVersion,
    /// Written; the resume as stored now, read in the same transaction, so an answer can never
    /// say the save failed after it was committed.
    Updated(Box<StoredResume>),
    NotFound,
    /// The stored resume changed after the client loaded it; nothing was written.
    Conflict,
}

/// Replaces a resume if it is the user's and still as the client loaded it (`loaded_at` equals
/// the stored `updated_at`). In the same transaction the content it replaces is kept as a
/// version (`versions`), unless the new content is the same, and the photo is replaced or
/// removed.
pub fn update(
    conn: &mut DbConnection,
    user_id: &str,
    id: &str,
    loaded_at: DateTime<Utc>,
    content: ResumeContent,
    at: DateTime<Utc>,
) -> Result<UpdateOutcome, StoreError> {
    let mut data = content.resume.into_data();
    let photo = data.profile_photo.take();
    let replacement = crate::versions::Replacement::Edit {
        data,
        enhanced: content.enhanced,
        template_style: content.template_style,
        photo,
    };
    crate::versions::replace(conn, user_id, id, loaded_at, replacement, at)
}

/// Deletes the user's resume; false when there was none.
pub fn delete(conn: &mut DbConnection, user_id: &str, id: &str) -> Result<bool, StoreError> {
    let deleted = crate::write_transaction(conn, |conn| {
        crate::users::lock(conn, user_id)?;
        diesel::delete(
            resumes::table
                .filter(resumes::id.eq(id))
                .filter(resumes::user_id.eq(user_id)),
        )
        .execute(conn)
    })?;
    Ok(deleted == 1)
}

pub fn count_for_user(conn: &mut DbConnection, user_id: &str) -> Result<i64, StoreError> {
    Ok(resumes::table
        .filter(resumes::user_id.eq(user_id))
        .count()
        .get_result(conn)?)
}

/// Whether the user has a resume with this id.
pub fn exists_for_user(
    conn: &mut DbConnection,
    user_id: &str,
    id: &str,
) -> Result<bool, StoreError> {
    Ok(owned(conn, user_id, id)?)
}

pub(crate) fn owned(conn: &mut DbConnection, user_id: &str, id: &str) -> QueryResult<bool> {
    diesel::select(diesel::dsl::exists(
        resumes::table
            .filter(resumes::id.eq(id))
            .filter(resumes::user_id.eq(user_id)),
    ))
    .get_result(conn)
}

/// Stores `photo` as the resume's, with its digest (`photo_digest`).
pub(crate) fn insert_photo(conn: &mut DbConnection, id: &str, photo: &str) -> QueryResult<usize> {
    diesel::insert_into(resume_photos::table)
        .values((
            resume_photos::resume_id.eq(id),
            resume_photos::data_url.eq(photo),
            resume_photos::sha256.eq(photo_digest(photo)),
        ))
        .execute(conn)
}

/// The SHA-256 of a photo's data URL, in hex: how versions name a photo. Stored photos are
/// canonical (a stored-form JPEG is kept byte for byte), so the same picture saved again has
/// the same digest.
pub(crate) fn photo_digest(photo: &str) -> String {
    use sha2::{Digest, Sha256};
    Sha256::digest(photo.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// The `enhanced_work_experience` of stored `ai_enhanced_data`, as JSON (`[]` when absent); the
/// rest of the document is skipped, not decoded.
fn enhanced_work_json(ai_enhanced_data: &str) -> Result<Box<RawValue>, StoreError> {
    #[derive(Deserialize)]
    struct EnhancedWork<'a> {
        #[serde(borrow, default)]
        enhanced_work_experience: Option<&'a RawValue>,
    }
    let found: EnhancedWork<'_> = from_json(ai_enhanced_data)?;
    match found.enhanced_work_experience {
        Some(raw) => Ok(raw.to_owned()),
        None => RawValue::from_string("[]".to_owned()).map_err(|e| StoreError::Corrupt(e.into())),
    }
}

pub(crate) fn to_json<T: serde::Serialize>(value: &T) -> Result<String, StoreError> {
    serde_json::to_string(value).map_err(|e| StoreError::Corrupt(e.into()))
}

pub(crate) fn from_json<'a, T: Deserialize<'a>>(text: &'a str) -> Result<T, StoreError> {
    serde_json::from_str(text).map_err(|e| StoreError::Corrupt(e.into()))
}
