DROP TABLE ai_global_usage;
ALTER TABLE login_tickets DROP COLUMN browser_hash;
