-- Views and downloads count people (docs/security.md, "Counts"): each visitor of a link once a
-- day for each. A visitor is the SHA-256 (hex) of the day's salt with a digest of their address
-- and browser; the salt is random per UTC day and deleted with the day's visitors after it, so
-- no one can tell whether two days' visitors were the same person, or who they were.
CREATE TABLE share_visitors (
    slug TEXT NOT NULL REFERENCES resume_shares (slug) ON DELETE CASCADE,
    day TEXT NOT NULL,
    -- 'view' or 'download'.
    kind TEXT NOT NULL,
    visitor TEXT NOT NULL,
    PRIMARY KEY (slug, day, kind, visitor)
);
CREATE INDEX share_visitors_day ON share_visitors (day);

-- The salt of each UTC day, made by whichever instance counts first that day.
CREATE TABLE share_visitor_salts (
    day TEXT PRIMARY KEY NOT NULL,
    salt TEXT NOT NULL
);
