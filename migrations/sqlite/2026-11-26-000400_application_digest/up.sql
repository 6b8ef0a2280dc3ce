-- The daily mail of next steps due (docs/api.md, "Applications"): a user gets it while they
-- have a row here (off by default). `token` is the random key of the mail's unsubscribe link,
-- new each time the mail is turned on.
CREATE TABLE digest_subscriptions (
    user_id TEXT PRIMARY KEY NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    token TEXT NOT NULL UNIQUE,
    created_at TIMESTAMP NOT NULL
);

-- One row per user and UTC day whose mail an instance claimed: taken under the user's lock, so
-- two instances never both send it. `sent_at` stays NULL until the mail server took the mail; a
-- claim left unsent past its lease (an instance that stopped) may be taken again.
CREATE TABLE digest_deliveries (
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    day TEXT NOT NULL,
    claimed_at TIMESTAMP NOT NULL,
    sent_at TIMESTAMP,
    PRIMARY KEY (user_id, day)
);
