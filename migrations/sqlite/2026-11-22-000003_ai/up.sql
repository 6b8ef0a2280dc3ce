-- AI calls per user per window (a day on the Free plan, a minute on Pro), held in the
-- database so the limit holds across instances.
CREATE TABLE ai_usage (
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    window_key TEXT NOT NULL,
    calls INTEGER NOT NULL,
    PRIMARY KEY (user_id, window_key)
);

CREATE TABLE cover_letters (
    id TEXT PRIMARY KEY NOT NULL,
    resume_id TEXT NOT NULL REFERENCES resumes (id) ON DELETE CASCADE,
    user_id TEXT NOT NULL REFERENCES users (id),
    company_name TEXT NOT NULL,
    job_description TEXT NOT NULL,
    letter_content TEXT NOT NULL,
    provider TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX cover_letters_resume_created ON cover_letters (resume_id, created_at DESC);
