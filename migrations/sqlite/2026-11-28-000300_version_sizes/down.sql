ALTER TABLE resume_versions DROP COLUMN content_bytes;
