-- Version history and public links (docs/architecture.md, "Versions and public links").

-- What the last write changed in the resume's content ("summary,skills", "created",
-- "restored:3"); copied into the version row when that content is replaced. Rows written before
-- history was kept have '' ("Earlier edits").
ALTER TABLE resumes ADD COLUMN change_summary TEXT NOT NULL DEFAULT '';
-- The SHA-256 of the photo's data URL, so a version names its photo instead of copying it.
-- NULL for photos stored before this column; computed at their next save.
ALTER TABLE resume_photos ADD COLUMN sha256 TEXT;

-- Every earlier content of a resume. `version` counts up per resume; `saved_at` is when that
-- content was saved, `replaced_at` when a save or restore replaced it.
CREATE TABLE resume_versions (
    resume_id TEXT NOT NULL REFERENCES resumes (id) ON DELETE CASCADE,
    version INTEGER NOT NULL,
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    resume_data TEXT NOT NULL,
    ai_enhanced_data TEXT NOT NULL,
    template_style TEXT NOT NULL,
    photo_sha256 TEXT,
    change_summary TEXT NOT NULL,
    saved_at TIMESTAMP NOT NULL,
    replaced_at TIMESTAMP NOT NULL,
    PRIMARY KEY (resume_id, version)
);
CREATE INDEX resume_versions_user ON resume_versions (user_id);

-- The photos versions name, once per resume and content.
CREATE TABLE resume_version_photos (
    resume_id TEXT NOT NULL REFERENCES resumes (id) ON DELETE CASCADE,
    sha256 TEXT NOT NULL,
    data_url TEXT NOT NULL,
    PRIMARY KEY (resume_id, sha256)
);

-- A resume's live public link (at most one per resume).
CREATE TABLE resume_shares (
    slug TEXT PRIMARY KEY NOT NULL,
    resume_id TEXT NOT NULL UNIQUE REFERENCES resumes (id) ON DELETE CASCADE,
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    password_hash TEXT,
    hide_contact BOOLEAN NOT NULL DEFAULT FALSE,
    allow_indexing BOOLEAN NOT NULL DEFAULT FALSE,
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL
);
CREATE INDEX resume_shares_user ON resume_shares (user_id);

-- Slugs that were revoked or whose resume or account was deleted: never handed out again.
-- Nothing but the slug and when it died.
CREATE TABLE dead_share_slugs (
    slug TEXT PRIMARY KEY NOT NULL,
    died_at TIMESTAMP NOT NULL
);

-- Views and downloads of a live link per UTC day, incremented in SQL by every instance.
CREATE TABLE share_daily_counts (
    slug TEXT NOT NULL REFERENCES resume_shares (slug) ON DELETE CASCADE,
    day TEXT NOT NULL,
    views BIGINT NOT NULL DEFAULT 0,
    downloads BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (slug, day)
);

-- Wrong passwords for protected links, kept 15 minutes for the attempt limits; `client` is the
-- SHA-256 of the client's address.
CREATE TABLE share_access_failures (
    id TEXT PRIMARY KEY NOT NULL,
    slug TEXT NOT NULL,
    client TEXT NOT NULL,
    failed_at TIMESTAMP NOT NULL
);
CREATE INDEX share_access_failures_slug ON share_access_failures (slug, failed_at);
CREATE INDEX share_access_failures_client ON share_access_failures (client, failed_at);

-- Whatever removes a link (revoking it, deleting its resume or account, by any path) buries
-- its slug.
CREATE TRIGGER resume_shares_bury AFTER DELETE ON resume_shares BEGIN
    INSERT OR IGNORE INTO dead_share_slugs (slug, died_at) VALUES (OLD.slug, CURRENT_TIMESTAMP);
END;

-- The resume list names each resume's link: a link's writes move the owner's resumes_version
-- like the resume's own (2026-11-25-000040_resumes_version).
CREATE TRIGGER resume_shares_version_on_insert AFTER INSERT ON resume_shares BEGIN
    UPDATE users SET resumes_version = resumes_version + 1 WHERE id = NEW.user_id;
END;
CREATE TRIGGER resume_shares_version_on_update AFTER UPDATE ON resume_shares BEGIN
    UPDATE users SET resumes_version = resumes_version + 1
    WHERE id IN (OLD.user_id, NEW.user_id);
END;
CREATE TRIGGER resume_shares_version_on_delete AFTER DELETE ON resume_shares BEGIN
    UPDATE users SET resumes_version = resumes_version + 1 WHERE id = OLD.user_id;
END;
