-- Every checkout session and its outcome; fulfilled_at is set exactly once, which is what
-- makes granting a plan idempotent across webhook retries and status polls.
CREATE TABLE payments (
    session_id TEXT PRIMARY KEY NOT NULL,
    user_id TEXT NOT NULL REFERENCES users (id),
    provider TEXT NOT NULL,
    plan TEXT NOT NULL,
    region TEXT NOT NULL,
    amount_total INTEGER NOT NULL,
    currency TEXT NOT NULL,
    status TEXT NOT NULL,
    payment_status TEXT NOT NULL,
    subscription_id TEXT,
    fulfilled_at TIMESTAMP,
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL
);
CREATE INDEX payments_user_id ON payments (user_id);
CREATE INDEX payments_subscription_id ON payments (subscription_id);

-- Webhook deliveries already acted on (providers retry and replay).
CREATE TABLE webhook_events (
    event_id TEXT PRIMARY KEY NOT NULL,
    event_type TEXT NOT NULL,
    received_at TIMESTAMP NOT NULL
);

-- Resumes whose clean PDF was paid for (a Single PDF credit spent once per resume).
CREATE TABLE resume_unlocks (
    resume_id TEXT PRIMARY KEY NOT NULL REFERENCES resumes (id) ON DELETE CASCADE,
    user_id TEXT NOT NULL REFERENCES users (id),
    unlocked_at TIMESTAMP NOT NULL
);
