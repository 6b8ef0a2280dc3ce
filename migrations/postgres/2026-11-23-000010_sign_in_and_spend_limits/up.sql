-- A login ticket is bound to the browser that started the sign-in: the hash of a random value
-- held in that browser's short-lived sign-in cookie. Tickets without one never redeem.
ALTER TABLE login_tickets ADD COLUMN browser_hash TEXT;

-- Model calls made by everyone per UTC day, so AI_GLOBAL_DAILY_LIMIT caps the operator's spend
-- across every instance.
CREATE TABLE ai_global_usage (
    day TEXT PRIMARY KEY NOT NULL,
    calls INTEGER NOT NULL
);
