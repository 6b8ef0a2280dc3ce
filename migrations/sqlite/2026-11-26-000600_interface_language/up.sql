-- The interface language a user chose (one of the web client's codes, e.g. `ar`, `pt-BR`); no
-- row until they choose one. Signing in restores it into the browser's `vitae_lang` cookie.
-- Kept beside `users` rather than in it: the users table is at diesel's 16 columns.
CREATE TABLE interface_languages (
    user_id TEXT PRIMARY KEY NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    language TEXT NOT NULL,
    updated_at TIMESTAMP NOT NULL
);
