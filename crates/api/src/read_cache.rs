//! Reads kept rendered: the resume list and single resumes, as the JSON bodies last sent, and
//! thumbnails, as the PNGs last drawn, each tagged with its user's `resumes_version` at the time
//! it was read (a public link's body, its card, a template's thumbnail and the application list
//! likewise, see their keys).
//!
//! A body is served again only while the version read with the session is the same. Database
//! triggers bump the version in the same transaction as every write to a user's resumes, photos
//! or unlocks, whichever instance (or operator) makes it, so no instance can serve a copy older
//! than a write it could see. The version is read before the rows it tags, so a copy is never
//! tagged with a version newer than its contents; at worst a read racing a write renders again.

use actix_web::web::Bytes;
use quick_cache::sync::Cache;
use quick_cache::Weighter;
use vitae_domain::application::ApplicationStatus;
use vitae_domain::TemplateStyle;

/// What was read: the user is part of every key of a user's data, so one user's version can
/// never vouch for another user's copy.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum ReadKey {
    List {
        user_id: String,
    },
    Resume {
        user_id: String,
        resume_id: String,
    },
    /// A public link's JSON, tagged with its owner's version (`services::share`).
    Public {
        slug: String,
    },
    /// A public link's card (PNG).
    Card {
        slug: String,
    },
    /// A public link's pages drawn for its web page (SVG), labelled in one interface language.
    Pages {
        slug: String,
        language: &'static str,
    },
    /// The thumbnail (PNG) of a user's resume.
    Thumbnail {
        user_id: String,
        resume_id: String,
    },
    /// A template's thumbnail (PNG), the same for everyone.
    TemplateThumbnail {
        template: TemplateStyle,
    },
    /// The user's application list, all of it or one status's, tagged with the user's
    /// `applications_version` (`services::applications`).
    Applications {
        user_id: String,
        status: Option<ApplicationStatus>,
    },
}

#[derive(Clone)]
struct Entry {
    version: i64,
    body: Bytes,
}

/// Weighs an entry by the bytes it holds, so the capacity is a memory budget.
#[derive(Clone)]
struct ByBytes;

impl Weighter<ReadKey, Entry> for ByBytes {
    fn weight(&self, key: &ReadKey, entry: &Entry) -> u64 {
        let key_len = match key {
            ReadKey::List { user_id } | ReadKey::Applications { user_id, .. } => user_id.len(),
            ReadKey::Resume { user_id, resume_id } | ReadKey::Thumbnail { user_id, resume_id } => {
                user_id.len() + resume_id.len()
            }
            ReadKey::TemplateThumbnail { .. } => 0,
            ReadKey::Public { slug } | ReadKey::Card { slug } | ReadKey::Pages { slug, .. } => {
                slug.len()
            }
        };
        // Allocation and bookkeeping overhead, roughly, so tiny bodies still count.
        (entry.body.len() + key_len + 96) as u64
    }
}

/// Rendered reads within a memory budget, least recently used first out. A budget of 0 keeps
/// nothing: every read renders.
pub struct ReadCache {
    entries: Option<Cache<ReadKey, Entry, ByBytes>>,
}

impl ReadCache {
    pub fn new(budget_bytes: u64) -> Self {
        // A list body is some tens of kB; the estimate only sizes the table up front.
        let estimated_items = (budget_bytes / 16_384).clamp(64, 1 << 16) as usize;
        let entries = (budget_bytes > 0)
            .then(|| Cache::with_weighter(estimated_items, budget_bytes, ByBytes));
        ReadCache { entries }
    }

    /// The body kept for `key` at `version`, if any.
    pub fn get(&self, key: &ReadKey, version: i64) -> Option<Bytes> {
        let entries = self.entries.as_ref()?;
        entries
            .get(key)
            .filter(|e| e.version == version)
            .map(|e| e.body)
    }

    /// Keeps `body` for `key` at `version` (for bodies rendered elsewhere than `get_or_render`).
    pub fn insert(&self, key: ReadKey, version: i64, body: Bytes) {
        if let Some(entries) = &self.entries {
            entries.insert(key, Entry { version, body });
        }
    }

    /// The body kept for `key` at `version`, or the one `render` makes (then kept). `render`
    /// answering `None` (nothing to read) keeps nothing.
    pub fn get_or_render<E>(
        &self,
        key: ReadKey,
        version: i64,
        render: impl FnOnce() -> Result<Option<Vec<u8>>, E>,
    ) -> Result<Option<Bytes>, E> {
        let Some(entries) = &self.entries else {
            return Ok(render()?.map(Bytes::from));
        };
        if let Some(kept) = entries.get(&key).filter(|e| e.version == version) {
            return Ok(Some(kept.body));
        }
        let Some(body) = render()?.map(Bytes::from) else {
            return Ok(None);
        };
        entries.insert(
            key,
            Entry {
                version,
                body: body.clone(),
            },
        );
        Ok(Some(body))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::Cell;

    fn list(user: &str) -> ReadKey {
        ReadKey::List {
            user_id: user.into(),
        }
    }

    fn read(cache: &ReadCache, key: ReadKey, version: i64, renders: &Cell<u32>) -> Bytes {
        let body = cache
            .get_or_render(key, version, || {
                renders.set(renders.get() + 1);
                Ok::<_, ()>(Some(format!("v{version}").into_bytes()))
            })
            .unwrap_or_default();
        body.unwrap_or_default()
    }

    #[test]
    fn a_kept_body_is_served_only_at_its_version() {
        let cache = ReadCache::new(1 << 20);
        let renders = Cell::new(0);
        assert_eq!(read(&cache, list("ana"), 1, &renders), "v1");
        assert_eq!(read(&cache, list("ana"), 1, &renders), "v1");
        assert_eq!(
            renders.get(),
            1,
            "the second read at version 1 is served from memory"
        );
        assert_eq!(read(&cache, list("ana"), 2, &renders), "v2");
        assert_eq!(renders.get(), 2, "a new version renders again");
    }

    #[test]
    fn users_never_share_a_copy() {
        let cache = ReadCache::new(1 << 20);
        let renders = Cell::new(0);
        read(&cache, list("ana"), 1, &renders);
        read(&cache, list("bo"), 1, &renders);
        let resume = |user: &str| ReadKey::Resume {
            user_id: user.into(),
            resume_id: "r1".into(),
        };
        read(&cache, resume("ana"), 1, &renders);
        read(&cache, resume("bo"), 1, &renders);
        assert_eq!(renders.get(), 4);
    }

    #[test]
    fn nothing_is_kept_for_a_missing_read_or_without_a_budget() {
        let cache = ReadCache::new(1 << 20);
        let missing = cache.get_or_render(list("ana"), 1, || Ok::<_, ()>(None));
        assert_eq!(missing, Ok(None));
        let renders = Cell::new(0);
        read(&cache, list("ana"), 1, &renders);
        assert_eq!(renders.get(), 1, "the missing read was not kept");

        let off = ReadCache::new(0);
        read(&off, list("ana"), 1, &renders);
        read(&off, list("ana"), 1, &renders);
        assert_eq!(renders.get(), 3);
    }

    #[test]
    fn the_budget_bounds_what_is_kept() {
        let cache = ReadCache::new(64 * 1024);
        let renders = Cell::new(0);
        for user in 0..100 {
            let key = list(&format!("user-{user}"));
            cache
                .get_or_render(key, 1, || {
                    renders.set(renders.get() + 1);
                    Ok::<_, ()>(Some(vec![b'x'; 4096]))
                })
                .ok();
        }
        let kept = cache.entries.as_ref().map_or(0, |c| c.weight());
        assert!(kept <= 64 * 1024, "{kept} bytes kept");
    }
}
