CREATE TABLE digest_subscriptions_old (
    user_id TEXT PRIMARY KEY NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    token TEXT NOT NULL UNIQUE,
    created_at TIMESTAMP NOT NULL
);
INSERT INTO digest_subscriptions_old (user_id, token, created_at)
    SELECT user_id, lower(hex(randomblob(16))), created_at FROM digest_subscriptions;
DROP TABLE digest_subscriptions;
ALTER TABLE digest_subscriptions_old RENAME TO digest_subscriptions;
DROP TABLE digest_unsubscribe_keys;
