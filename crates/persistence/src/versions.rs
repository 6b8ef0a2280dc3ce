//! Version history: every write that replaces a resume's content (an edit, a restore) first
//! keeps the content it replaces as a version, in the same write transaction, so two writes at
//! once can never lose one and the compare-and-set on `updated_at` still decides which of them
//! wins. Versions name their photo by digest (`resume_version_photos` holds each picture once
//! per resume), so a hundred versions of a resume with the same 2 MB photo hold it once, and
//! the list of versions reads no photo at all.
//!
//! At least the newest [`KEEP_VERSIONS`] versions of a resume are kept, and every version
//! replaced within the last [`KEEP_DAYS`] days; older ones beyond both are pruned in batches,
//! every [`PRUNE_EVERY`]th version. Within those rules, history has a size: a resume's versions
//! hold at most [`RESUME_BUDGET`] bytes of content and an account's [`ACCOUNT_BUDGET`], the
//! oldest going first (never the newest [`ALWAYS_KEPT`]), and at most [`KEPT_PHOTOS`] photos
//! (older versions lose theirs). An ordinary resume (up to 100 kB a version: ten pages of
//! text) never meets these limits; a resume saved hundreds of times at the size limit does.

use std::collections::HashMap;

use chrono::{DateTime, Duration, NaiveDateTime, Utc};
use diesel::prelude::*;
use vitae_domain::history::{self, Content};
use vitae_domain::{AiEnhancedData, ResumeData, TemplateStyle};

use crate::resumes::{
    from_json, get, insert_photo, owned, photo_digest, to_json, ResumeRow, UpdateOutcome,
};
use crate::schema::{resume_photos, resume_version_photos, resume_versions, resumes};
use crate::{from_db, to_db, DbConnection, StoreError};

/// Versions of a resume always kept, however old.
pub const KEEP_VERSIONS: i32 = 100;
/// Versions replaced this recently are kept, however many.
pub const KEEP_DAYS: i64 = 90;
/// A save prunes when its version number is a multiple of this, or when it keeps a large
/// version: a prune that drops nothing is a few statements more on a save, so the others skip
/// it, and a resume holds at most this many small versions beyond its rules.
pub const PRUNE_EVERY: i32 = 10;
/// A version this large (bytes of content) prunes at once, so a burst of large saves never
/// runs past the budgets by more than one version.
pub const LARGE_VERSION: i64 = 64 * 1024;
/// The most bytes of content one resume's versions hold.
pub const RESUME_BUDGET: i64 = 16 * 1024 * 1024;
/// The most bytes of content all of an account's versions hold.
pub const ACCOUNT_BUDGET: i64 = 256 * 1024 * 1024;
/// Versions of a resume kept whatever the budgets say.
pub const ALWAYS_KEPT: i32 = 10;
/// Photos a resume's history keeps; versions older than the newest that use them lose theirs.
pub const KEPT_PHOTOS: i64 = 10;

/// What replaces a resume's content. Built once per write and consumed at once, so the size of
/// its larger variant costs nothing worth a box.
#[allow(clippy::large_enum_variant)]
pub(crate) enum Replacement {
    /// An edit from the client: the new content, its photo apart.
    Edit {
        data: ResumeData,
        enhanced: AiEnhancedData,
        template_style: TemplateStyle,
        photo: Option<String>,
    },
    /// The content of one of the resume's versions.
    Restore { version: i32 },
}

/// One version in the history list: no content.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VersionEntry {
    pub version: i32,
    /// When this content was saved.
    pub saved_at: DateTime<Utc>,
    /// When a save or a restore replaced it.
    pub replaced_at: DateTime<Utc>,
    /// What the save that wrote this content changed (`vitae_domain::history`).
    pub changes: String,
}

/// One version with its content, the photo included.
#[derive(Debug, Clone, PartialEq)]
pub struct Version {
    pub entry: VersionEntry,
    pub resume_id: String,
    pub resume_data: ResumeData,
    pub ai_enhanced_data: AiEnhancedData,
    pub template_style: TemplateStyle,
}

// A version is read in two halves: what the history lists (`EntryRow`) and, for one version or
// the export, its content (`ContentRow`), so listing the history never loads every version's
// resume.
#[derive(Queryable, Selectable)]
#[diesel(table_name = resume_versions)]
struct EntryRow {
    version: i32,
    saved_at: NaiveDateTime,
    replaced_at: NaiveDateTime,
    change_summary: String,
}

impl From<EntryRow> for VersionEntry {
    fn from(row: EntryRow) -> Self {
        Self {
            version: row.version,
            saved_at: from_db(row.saved_at),
            replaced_at: from_db(row.replaced_at),
            changes: row.change_summary,
        }
    }
}

#[derive(Queryable, Selectable)]
#[diesel(table_name = resume_versions)]
struct ContentRow {
    resume_id: String,
    resume_data: String,
    ai_enhanced_data: String,
    template_style: String,
    photo_sha256: Option<String>,
}

/// The new content's columns, ready to write.
struct Columns {
    data: String,
    enhanced: String,
    style: String,
    photo: NewPhoto,
    /// What it changes (`vitae_domain::history`).
    change: String,
}

enum NewPhoto {
    /// A photo from the client and its digest, or none.
    Given(Option<(String, String)>),
    /// The photo of a version, by digest, or none.
    Kept(Option<String>),
}

impl NewPhoto {
    fn digest(&self) -> Option<&str> {
        match self {
            NewPhoto::Given(photo) => photo.as_ref().map(|(_, digest)| digest.as_str()),
            NewPhoto::Kept(digest) => digest.as_deref(),
        }
    }
}

/// An edit, encoded and its photo hashed before the transaction, so the lock is held only for
/// the SQL.
struct Edit {
    data: ResumeData,
    enhanced: AiEnhancedData,
    template_style: TemplateStyle,
    photo: Option<(String, String)>,
    data_json: String,
    enhanced_json: String,
}

impl Edit {
    fn new(
        data: ResumeData,
        enhanced: AiEnhancedData,
        template_style: TemplateStyle,
        photo: Option<String>,
    ) -> Result<Self, StoreError> {
        Ok(Self {
            data_json: to_json(&data)?,
            enhanced_json: to_json(&enhanced)?,
            photo: photo.map(|p| {
                let digest = photo_digest(&p);
                (p, digest)
            }),
            data,
            enhanced,
            template_style,
        })
    }

    /// The columns to write over `current` (whose photo has digest `current_photo`).
    fn columns(
        &self,
        current: &ResumeRow,
        current_photo: Option<&str>,
    ) -> Result<Columns, StoreError> {
        let old_data: ResumeData = from_json(&current.resume_data)?;
        let old_enhanced: AiEnhancedData = from_json(&current.ai_enhanced_data)?;
        let old = Content {
            data: &old_data,
            enhanced: &old_enhanced,
            template: TemplateStyle::from_stored(&current.template_style),
            photo_digest: current_photo,
        };
        let new = Content {
            data: &self.data,
            enhanced: &self.enhanced,
            template: self.template_style,
            photo_digest: self.photo.as_ref().map(|(_, d)| d.as_str()),
        };
        // An enhanced summary stored before its source was recorded goes stale when this save
        // edits the summary it was stored beside. Recording that source is no change of the
        // enhanced text, so the change it records does not name it.
        let mut enhanced = self.enhanced.clone();
        let enhanced_json = if enhanced.tie_unsourced_summary(&old_data.summary, &self.data.summary)
        {
            to_json(&enhanced)?
        } else {
            self.enhanced_json.clone()
        };
        Ok(Columns {
            data: self.data_json.clone(),
            enhanced: enhanced_json,
            style: self.template_style.as_str().to_owned(),
            photo: NewPhoto::Given(self.photo.clone()),
            change: history::changes(&old, &new),
        })
    }
}

/// Replaces the content of the user's resume `id` if it is still as loaded at `loaded_at`,
/// keeping the content it replaces as a version first (unless the new content is the same).
pub(crate) fn replace(
    conn: &mut DbConnection,
    user_id: &str,
    id: &str,
    loaded_at: DateTime<Utc>,
    replacement: Replacement,
    at: DateTime<Utc>,
) -> Result<UpdateOutcome, StoreError> {
    let edit = match replacement {
        Replacement::Edit {
            data,
            enhanced,
            template_style,
            photo,
        } => Ok(Edit::new(data, enhanced, template_style, photo)?),
        Replacement::Restore { version } => Err(version),
    };
    // Two writes in the same microsecond must still move `updated_at` forward.
    let new_updated_at = to_db(at.max(loaded_at + Duration::microseconds(1)));
    crate::write_transaction(conn, |conn| {
        crate::users::lock(conn, user_id)?;
        let Some((current, newest, photo_kept)) = resumes::table
            .filter(resumes::id.eq(id))
            .filter(resumes::user_id.eq(user_id))
            .select((ResumeRow::as_select(), newest_version(), photo_kept()))
            .first::<(ResumeRow, Option<i32>, bool)>(conn)
            .optional()?
        else {
            return Ok(UpdateOutcome::NotFound);
        };
        let old_photo = current_digest(conn, id)?;
        let new = match &edit {
            Ok(edit) => edit.columns(&current, old_photo.as_deref())?,
            Err(version) => {
                let Some(row) = resume_versions::table
                    .find((id, version))
                    .select(ContentRow::as_select())
                    .first(conn)
                    .optional()?
                else {
                    return Ok(UpdateOutcome::NoSuchVersion);
                };
                Columns {
                    data: row.resume_data,
                    enhanced: row.ai_enhanced_data,
                    style: row.template_style,
                    photo: NewPhoto::Kept(row.photo_sha256),
                    change: history::restored(*version),
                }
            }
        };
        if current.updated_at != to_db(loaded_at) {
            return Ok(UpdateOutcome::Conflict);
        }
        let same = new.data == current.resume_data
            && new.enhanced == current.ai_enhanced_data
            && new.style == current.template_style
            && new.photo.digest() == old_photo.as_deref();
        // Content that changes nothing keeps no version and no record of a change: the
        // current content already says everything.
        let change = if same {
            current.change_summary.clone()
        } else {
            let version = newest.unwrap_or(0) + 1;
            let photo = old_photo.as_deref().map(|digest| (digest, photo_kept));
            keep_version(conn, user_id, id, version, &current, photo, at)?;
            new.change.clone()
        };
        diesel::update(resumes::table.find(id))
            .set((
                resumes::resume_data.eq(&new.data),
                resumes::ai_enhanced_data.eq(&new.enhanced),
                resumes::template_style.eq(&new.style),
                resumes::updated_at.eq(new_updated_at),
                resumes::change_summary.eq(&change),
            ))
            .execute(conn)?;
        if new.photo.digest() != old_photo.as_deref() {
            diesel::delete(resume_photos::table.find(id)).execute(conn)?;
            match &new.photo {
                NewPhoto::Given(Some((photo, _))) => {
                    insert_photo(conn, id, photo)?;
                }
                NewPhoto::Kept(Some(digest)) => {
                    let kept: String = resume_version_photos::table
                        .find((id, digest))
                        .select(resume_version_photos::data_url)
                        .first(conn)?;
                    insert_photo(conn, id, &kept)?;
                }
                NewPhoto::Given(None) | NewPhoto::Kept(None) => {}
            }
        }
        match get(conn, user_id, id)? {
            Some(stored) => Ok(UpdateOutcome::Updated(Box::new(stored))),
            None => Ok(UpdateOutcome::NotFound),
        }
    })
}

/// The digest of the resume's current photo, computing and storing it for a photo stored
/// before digests were (once).
fn current_digest(conn: &mut DbConnection, id: &str) -> Result<Option<String>, StoreError> {
    let found: Option<Option<String>> = resume_photos::table
        .find(id)
        .select(resume_photos::sha256)
        .first(conn)
        .optional()?;
    match found {
        None => Ok(None),
        Some(Some(digest)) => Ok(Some(digest)),
        Some(None) => {
            let photo: String = resume_photos::table
                .find(id)
                .select(resume_photos::data_url)
                .first(conn)?;
            let digest = photo_digest(&photo);
            diesel::update(resume_photos::table.find(id))
                .set(resume_photos::sha256.eq(&digest))
                .execute(conn)?;
            Ok(Some(digest))
        }
    }
}

/// The number of the resume's newest version, read with its row: a save that keeps a version
/// then costs one statement more than one that does not (the insert), not three or four.
fn newest_version(
) -> diesel::expression::SqlLiteral<diesel::sql_types::Nullable<diesel::sql_types::Integer>> {
    diesel::dsl::sql(
        "(SELECT MAX(v.version) FROM resume_versions v WHERE v.resume_id = resumes.id)",
    )
}

/// Whether a version already holds the resume's current photo, read with its row like
/// [`newest_version`]. A photo stored before digests were has none here, and no version can
/// hold it: digests came with versions, and a version's photo is copied only once its digest
/// is stored.
fn photo_kept() -> diesel::expression::SqlLiteral<diesel::sql_types::Bool> {
    diesel::dsl::sql(
        "EXISTS (SELECT 1 FROM resume_version_photos vp JOIN resume_photos p \
         ON p.resume_id = vp.resume_id AND p.sha256 = vp.sha256 WHERE vp.resume_id = resumes.id)",
    )
}

/// Stores `current` as the resume's version `version`, its photo (`digest`, and whether a
/// version holds it already) once per digest, then prunes.
fn keep_version(
    conn: &mut DbConnection,
    user_id: &str,
    id: &str,
    version: i32,
    current: &ResumeRow,
    photo: Option<(&str, bool)>,
    at: DateTime<Utc>,
) -> Result<(), StoreError> {
    let digest = photo.map(|(digest, _)| digest);
    if let Some((digest, kept)) = photo {
        if !kept {
            // Copied inside the database: the picture never travels to the server and back.
            diesel::insert_into(resume_version_photos::table)
                .values(
                    resume_photos::table
                        .filter(resume_photos::resume_id.eq(id))
                        .select((
                            resume_photos::resume_id,
                            digest.into_sql::<diesel::sql_types::Text>(),
                            resume_photos::data_url,
                        )),
                )
                .into_columns((
                    resume_version_photos::resume_id,
                    resume_version_photos::sha256,
                    resume_version_photos::data_url,
                ))
                .execute(conn)?;
        }
    }
    let bytes = i64::try_from(current.resume_data.len() + current.ai_enhanced_data.len())
        .unwrap_or(i64::MAX);
    diesel::insert_into(resume_versions::table)
        .values((
            resume_versions::content_bytes.eq(bytes),
            resume_versions::resume_id.eq(id),
            resume_versions::version.eq(version),
            resume_versions::user_id.eq(user_id),
            resume_versions::resume_data.eq(&current.resume_data),
            resume_versions::ai_enhanced_data.eq(&current.ai_enhanced_data),
            resume_versions::template_style.eq(&current.template_style),
            resume_versions::photo_sha256.eq(digest),
            resume_versions::change_summary.eq(&current.change_summary),
            resume_versions::saved_at.eq(current.updated_at),
            resume_versions::replaced_at.eq(to_db(at)),
        ))
        .execute(conn)?;
    if version % PRUNE_EVERY == 0 || bytes >= LARGE_VERSION {
        prune(conn, user_id, id, version, at)?;
    }
    Ok(())
}

/// Drops versions that are neither among the newest `KEEP_VERSIONS` nor replaced within
/// `KEEP_DAYS`, then the oldest beyond the resume's and the account's budgets, and the photos
/// no version names any more or beyond `KEPT_PHOTOS`.
fn prune(
    conn: &mut DbConnection,
    user_id: &str,
    id: &str,
    newest: i32,
    at: DateTime<Utc>,
) -> Result<(), StoreError> {
    let mut pruned = 0;
    if newest > KEEP_VERSIONS {
        let cutoff = to_db(at - Duration::days(KEEP_DAYS));
        pruned += diesel::delete(
            resume_versions::table
                .filter(resume_versions::resume_id.eq(id))
                .filter(resume_versions::version.le(newest - KEEP_VERSIONS))
                .filter(resume_versions::replaced_at.lt(cutoff)),
        )
        .execute(conn)?;
    }
    pruned += within_budget(conn, Scope::Resume(id), RESUME_BUDGET)?;
    pruned += within_budget(conn, Scope::Account(user_id), ACCOUNT_BUDGET)?;
    within_photo_budget(conn, id)?;
    if pruned > 0 {
        let named = resume_versions::table
            .filter(resume_versions::resume_id.eq(id))
            .filter(resume_versions::photo_sha256.is_not_null())
            .select(resume_versions::photo_sha256.assume_not_null());
        diesel::delete(
            resume_version_photos::table
                .filter(resume_version_photos::resume_id.eq(id))
                .filter(resume_version_photos::sha256.ne_all(named)),
        )
        .execute(conn)?;
    }
    Ok(())
}

/// Whose versions a budget counts.
#[derive(Clone, Copy)]
enum Scope<'a> {
    Resume(&'a str),
    Account(&'a str),
}

/// Drops the oldest of `scope`'s versions until their content fits `budget`, never one of a
/// resume's newest `ALWAYS_KEPT`; how many went. Reads only the versions' numbers and sizes.
fn within_budget(conn: &mut DbConnection, scope: Scope, budget: i64) -> Result<usize, StoreError> {
    let columns = (
        resume_versions::resume_id,
        resume_versions::version,
        resume_versions::content_bytes,
    );
    let rows: Vec<(String, i32, i64)> = match scope {
        Scope::Resume(id) => resume_versions::table
            .filter(resume_versions::resume_id.eq(id))
            .order(resume_versions::version.asc())
            .select(columns)
            .load(conn)?,
        Scope::Account(user_id) => resume_versions::table
            .filter(resume_versions::user_id.eq(user_id))
            .order((
                resume_versions::replaced_at.asc(),
                resume_versions::version.asc(),
            ))
            .select(columns)
            .load(conn)?,
    };
    let total: i64 = rows.iter().map(|(_, _, bytes)| bytes).sum();
    if total <= budget {
        return Ok(0);
    }
    let mut newest: HashMap<&str, i32> = HashMap::new();
    for (id, version, _) in &rows {
        let n = newest.entry(id).or_insert(*version);
        *n = (*n).max(*version);
    }
    let mut over = total - budget;
    let mut doomed: HashMap<&str, Vec<i32>> = HashMap::new();
    for (id, version, bytes) in &rows {
        if over <= 0 {
            break;
        }
        if *version > newest[id.as_str()] - ALWAYS_KEPT {
            continue;
        }
        doomed.entry(id).or_default().push(*version);
        over -= bytes;
    }
    let mut dropped = 0;
    for (id, versions) in doomed {
        dropped += diesel::delete(
            resume_versions::table
                .filter(resume_versions::resume_id.eq(id))
                .filter(resume_versions::version.eq_any(versions)),
        )
        .execute(conn)?;
    }
    Ok(dropped)
}

/// Keeps the photos of the resume's newest versions, at most `KEPT_PHOTOS`: versions naming an
/// older photo lose it (restoring one restores it without a photo).
fn within_photo_budget(conn: &mut DbConnection, id: &str) -> Result<(), StoreError> {
    let named: Vec<(String, i32)> = resume_versions::table
        .filter(resume_versions::resume_id.eq(id))
        .filter(resume_versions::photo_sha256.is_not_null())
        .select((
            resume_versions::photo_sha256.assume_not_null(),
            resume_versions::version,
        ))
        .load(conn)?;
    // Each photo by the newest version naming it, newest first.
    let mut last_use: HashMap<String, i32> = HashMap::new();
    for (digest, version) in named {
        let v = last_use.entry(digest).or_insert(version);
        *v = (*v).max(version);
    }
    let mut photos: Vec<(String, i32)> = last_use.into_iter().collect();
    photos.sort_by_key(|photo| std::cmp::Reverse(photo.1));
    let kept = usize::try_from(KEPT_PHOTOS).unwrap_or(usize::MAX);
    let dropped: Vec<String> = photos.into_iter().skip(kept).map(|(d, _)| d).collect();
    if dropped.is_empty() {
        return Ok(());
    }
    diesel::update(
        resume_versions::table
            .filter(resume_versions::resume_id.eq(id))
            .filter(resume_versions::photo_sha256.eq_any(&dropped)),
    )
    .set(resume_versions::photo_sha256.eq(None::<String>))
    .execute(conn)?;
    diesel::delete(
        resume_version_photos::table
            .filter(resume_version_photos::resume_id.eq(id))
            .filter(resume_version_photos::sha256.eq_any(&dropped)),
    )
    .execute(conn)?;
    Ok(())
}

/// The versions of the user's resume, newest first, without content; `None` when the resume
/// is not the user's.
pub fn list(
    conn: &mut DbConnection,
    user_id: &str,
    id: &str,
) -> Result<Option<Vec<VersionEntry>>, StoreError> {
    if !owned(conn, user_id, id)? {
        return Ok(None);
    }
    let rows: Vec<EntryRow> = resume_versions::table
        .filter(resume_versions::resume_id.eq(id))
        .filter(resume_versions::user_id.eq(user_id))
        .order(resume_versions::version.desc())
        .select(EntryRow::as_select())
        .load(conn)?;
    Ok(Some(rows.into_iter().map(VersionEntry::from).collect()))
}

/// One version of the user's resume with its content and photo.
pub fn get_version(
    conn: &mut DbConnection,
    user_id: &str,
    id: &str,
    version: i32,
) -> Result<Option<Version>, StoreError> {
    let found: Option<(EntryRow, ContentRow, Option<String>)> = resume_versions::table
        .left_join(
            resume_version_photos::table.on(resume_version_photos::resume_id
                .eq(resume_versions::resume_id)
                .and(resume_versions::photo_sha256.eq(resume_version_photos::sha256.nullable()))),
        )
        .filter(resume_versions::resume_id.eq(id))
        .filter(resume_versions::version.eq(version))
        .filter(resume_versions::user_id.eq(user_id))
        .select((
            EntryRow::as_select(),
            ContentRow::as_select(),
            resume_version_photos::data_url.nullable(),
        ))
        .first(conn)
        .optional()?;
    found
        .map(|(entry, content, photo)| version_of(entry, content, photo))
        .transpose()
}

fn version_of(
    entry: EntryRow,
    content: ContentRow,
    photo: Option<String>,
) -> Result<Version, StoreError> {
    let mut resume_data: ResumeData = from_json(&content.resume_data)?;
    resume_data.profile_photo = photo;
    Ok(Version {
        entry: entry.into(),
        resume_id: content.resume_id,
        resume_data,
        ai_enhanced_data: from_json(&content.ai_enhanced_data)?,
        template_style: TemplateStyle::from_stored(&content.template_style),
    })
}

/// Up to `limit` of the user's versions with their content, by resume and version, from after
/// `after` (the last one of the previous page): an export reads them a few at a time.
pub fn for_user_after(
    conn: &mut DbConnection,
    user_id: &str,
    after: Option<&Version>,
    limit: i64,
) -> Result<Vec<Version>, StoreError> {
    let mut query = resume_versions::table
        .left_join(
            resume_version_photos::table.on(resume_version_photos::resume_id
                .eq(resume_versions::resume_id)
                .and(resume_versions::photo_sha256.eq(resume_version_photos::sha256.nullable()))),
        )
        .filter(resume_versions::user_id.eq(user_id))
        .into_boxed();
    if let Some(last) = after {
        query = query.filter(
            resume_versions::resume_id
                .gt(last.resume_id.clone())
                .or(resume_versions::resume_id
                    .eq(last.resume_id.clone())
                    .and(resume_versions::version.gt(last.entry.version))),
        );
    }
    let rows: Vec<(EntryRow, ContentRow, Option<String>)> = query
        .order((
            resume_versions::resume_id.asc(),
            resume_versions::version.asc(),
        ))
        .limit(limit)
        .select((
            EntryRow::as_select(),
            ContentRow::as_select(),
            resume_version_photos::data_url.nullable(),
        ))
        .load(conn)?;
    rows.into_iter()
        .map(|(entry, content, photo)| version_of(entry, content, photo))
        .collect()
}

/// Makes version `version` the resume's content again, if the resume is still as loaded at
/// `loaded_at`; the content it replaces becomes a version first, so a restore loses nothing
/// and can itself be undone.
pub fn restore(
    conn: &mut DbConnection,
    user_id: &str,
    id: &str,
    version: i32,
    loaded_at: DateTime<Utc>,
    at: DateTime<Utc>,
) -> Result<UpdateOutcome, StoreError> {
    replace(
        conn,
        user_id,
        id,
        loaded_at,
        Replacement::Restore { version },
        at,
    )
}
