-- The daily mail's unsubscribe links (docs/security.md, "Mail"): each mail carries a key of its
-- own, kept here only as its SHA-256 (hex), so a copy of the database unsubscribes no one. Any
-- key a user was mailed turns their mail off; turning it off forgets them all. Keys of links
-- mailed before this change were stored as they were mailed and are not kept: those links
-- answer "not valid", and Settings turns the mail off.
CREATE TABLE digest_unsubscribe_keys (
    key_hash TEXT PRIMARY KEY NOT NULL,
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX digest_unsubscribe_keys_user ON digest_unsubscribe_keys (user_id);
ALTER TABLE digest_subscriptions DROP COLUMN token;
