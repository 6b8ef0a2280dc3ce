-- Job applications the user tracks (docs/api.md, "Applications"). Deleting the account deletes
-- them; deleting a linked resume or cover letter only clears the link.
CREATE TABLE applications (
    id TEXT PRIMARY KEY NOT NULL,
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    company TEXT NOT NULL,
    role TEXT NOT NULL,
    job_url TEXT NOT NULL DEFAULT '',
    job_description TEXT NOT NULL DEFAULT '',
    location TEXT NOT NULL DEFAULT '',
    salary_note TEXT NOT NULL DEFAULT '',
    status TEXT NOT NULL,
    -- YYYY-MM-DD, so that comparing texts compares days.
    next_step_date TEXT,
    next_step_note TEXT NOT NULL DEFAULT '',
    resume_id TEXT REFERENCES resumes (id) ON DELETE SET NULL,
    cover_letter_id TEXT REFERENCES cover_letters (id) ON DELETE SET NULL,
    -- The linked resume's ATS match against the job description, as of the last save.
    ats_score INTEGER,
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL
);
CREATE INDEX applications_user_updated ON applications (user_id, updated_at);
CREATE INDEX applications_user_next_step ON applications (user_id, next_step_date);
-- For the ON DELETE SET NULL of a resume or letter.
CREATE INDEX applications_resume ON applications (resume_id);
CREATE INDEX applications_cover_letter ON applications (cover_letter_id);

-- Every status an application has had; `seq` counts up per application from 1 (its creation).
CREATE TABLE application_status_changes (
    application_id TEXT NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    status TEXT NOT NULL,
    changed_at TIMESTAMP NOT NULL,
    PRIMARY KEY (application_id, seq)
);
CREATE INDEX application_status_changes_user ON application_status_changes (user_id, changed_at);
