-- The bytes of each version's content (resume and enhanced text as stored), so a resume's and
-- an account's history can be kept within their budgets (docs/api.md, "Versions") without
-- reading the content.
ALTER TABLE resume_versions ADD COLUMN content_bytes BIGINT NOT NULL DEFAULT 0;
UPDATE resume_versions
    SET content_bytes = octet_length(resume_data) + octet_length(ai_enhanced_data);
