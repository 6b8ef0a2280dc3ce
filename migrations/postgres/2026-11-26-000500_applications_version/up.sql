-- A counter per user that changes with every write to their applications or their status
-- histories, as `resumes_version` does for resumes: the server keeps the application list
-- rendered and serves it only while the counter read with the session is unchanged, so a
-- write through any instance (or by hand) invalidates every instance's copy.
ALTER TABLE users ADD COLUMN applications_version BIGINT NOT NULL DEFAULT 0;

CREATE FUNCTION applications_version_by_owner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        UPDATE users SET applications_version = applications_version + 1 WHERE id = NEW.user_id;
    ELSIF TG_OP = 'DELETE' THEN
        UPDATE users SET applications_version = applications_version + 1 WHERE id = OLD.user_id;
    ELSE
        UPDATE users SET applications_version = applications_version + 1
        WHERE id IN (OLD.user_id, NEW.user_id);
    END IF;
    RETURN NULL;
END;
$$;

CREATE TRIGGER applications_version AFTER INSERT OR UPDATE OR DELETE ON applications
    FOR EACH ROW EXECUTE FUNCTION applications_version_by_owner();
CREATE TRIGGER application_changes_version AFTER INSERT OR UPDATE OR DELETE ON application_status_changes
    FOR EACH ROW EXECUTE FUNCTION applications_version_by_owner();
