-- A counter per user that changes with every write to their applications or their status
-- histories, as `resumes_version` does for resumes: the server keeps the application list
-- rendered and serves it only while the counter read with the session is unchanged, so a
-- write through any instance (or by hand) invalidates every instance's copy.
ALTER TABLE users ADD COLUMN applications_version BIGINT NOT NULL DEFAULT 0;

CREATE TRIGGER applications_version_on_insert AFTER INSERT ON applications BEGIN
    UPDATE users SET applications_version = applications_version + 1 WHERE id = NEW.user_id;
END;
CREATE TRIGGER applications_version_on_update AFTER UPDATE ON applications BEGIN
    UPDATE users SET applications_version = applications_version + 1
    WHERE id IN (OLD.user_id, NEW.user_id);
END;
CREATE TRIGGER applications_version_on_delete AFTER DELETE ON applications BEGIN
    UPDATE users SET applications_version = applications_version + 1 WHERE id = OLD.user_id;
END;

CREATE TRIGGER application_changes_version_on_insert AFTER INSERT ON application_status_changes BEGIN
    UPDATE users SET applications_version = applications_version + 1 WHERE id = NEW.user_id;
END;
CREATE TRIGGER application_changes_version_on_update AFTER UPDATE ON application_status_changes BEGIN
    UPDATE users SET applications_version = applications_version + 1
    WHERE id IN (OLD.user_id, NEW.user_id);
END;
CREATE TRIGGER application_changes_version_on_delete AFTER DELETE ON application_status_changes BEGIN
    UPDATE users SET applications_version = applications_version + 1 WHERE id = OLD.user_id;
END;
