-- Users, sign-in, resumes and support requests. Timestamps are UTC, written by the server with
-- microseconds so that `updated_at` can guard edits.
CREATE TABLE users (
    id TEXT PRIMARY KEY NOT NULL,
    issuer TEXT NOT NULL,
    subject TEXT NOT NULL,
    email TEXT NOT NULL,
    name TEXT NOT NULL,
    picture TEXT,
    -- 'pro_monthly' once the user has subscribed; Pro is active while subscription_end is
    -- in the future. Single PDF purchases are credits. The paid state is derived, not stored.
    subscription_plan TEXT,
    subscription_end TIMESTAMP,
    subscription_id TEXT,
    pdf_credits INTEGER NOT NULL DEFAULT 0,
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL,
    UNIQUE (issuer, subject)
);

CREATE TABLE sessions (
    token_hash TEXT PRIMARY KEY NOT NULL,
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at TIMESTAMP NOT NULL,
    last_seen_at TIMESTAMP NOT NULL,
    expires_at TIMESTAMP NOT NULL
);
CREATE INDEX sessions_user_id ON sessions (user_id);
CREATE INDEX sessions_expires_at ON sessions (expires_at);

CREATE TABLE login_tickets (
    ticket_hash TEXT PRIMARY KEY NOT NULL,
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    expires_at TIMESTAMP NOT NULL
);

CREATE TABLE resumes (
    id TEXT PRIMARY KEY NOT NULL,
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    resume_data TEXT NOT NULL,
    ai_enhanced_data TEXT NOT NULL,
    template_style TEXT NOT NULL DEFAULT 'modern',
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL
);
CREATE INDEX resumes_user_created ON resumes (user_id, created_at DESC);

-- Photos live apart so that listing resumes never reads up to 2 MB per row.
CREATE TABLE resume_photos (
    resume_id TEXT PRIMARY KEY NOT NULL REFERENCES resumes (id) ON DELETE CASCADE,
    data_url TEXT NOT NULL
);

CREATE TABLE support_requests (
    id TEXT PRIMARY KEY NOT NULL,
    user_id TEXT NOT NULL REFERENCES users (id),
    category TEXT NOT NULL,
    subject TEXT NOT NULL,
    message TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX support_requests_user_id ON support_requests (user_id);
