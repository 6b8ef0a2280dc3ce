-- A counter per user that changes with every write to what their resume reads return (the
-- resume rows, their photos and their unlocks). The server keeps those reads rendered in
-- memory and serves a copy only while the counter it reads with the session is unchanged, so
-- a write through any instance, or by hand, invalidates every instance's copy. Triggers bump
-- it, so no write path can forget to.
ALTER TABLE users ADD COLUMN resumes_version BIGINT NOT NULL DEFAULT 0;

CREATE FUNCTION bump_resumes_version(owner TEXT) RETURNS void LANGUAGE sql AS $$
    UPDATE users SET resumes_version = resumes_version + 1 WHERE id = owner;
$$;

-- resumes and resume_unlocks carry the owner; a photo reaches it through its resume.
CREATE FUNCTION resumes_version_by_owner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        PERFORM bump_resumes_version(NEW.user_id);
    ELSIF TG_OP = 'DELETE' THEN
        PERFORM bump_resumes_version(OLD.user_id);
    ELSE
        PERFORM bump_resumes_version(OLD.user_id);
        IF NEW.user_id IS DISTINCT FROM OLD.user_id THEN
            PERFORM bump_resumes_version(NEW.user_id);
        END IF;
    END IF;
    RETURN NULL;
END;
$$;

CREATE FUNCTION resumes_version_by_resume() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        PERFORM bump_resumes_version(user_id) FROM resumes WHERE id = NEW.resume_id;
    ELSIF TG_OP = 'DELETE' THEN
        PERFORM bump_resumes_version(user_id) FROM resumes WHERE id = OLD.resume_id;
    ELSE
        PERFORM bump_resumes_version(user_id) FROM resumes WHERE id = OLD.resume_id;
        IF NEW.resume_id IS DISTINCT FROM OLD.resume_id THEN
            PERFORM bump_resumes_version(user_id) FROM resumes WHERE id = NEW.resume_id;
        END IF;
    END IF;
    RETURN NULL;
END;
$$;

CREATE TRIGGER resumes_version AFTER INSERT OR UPDATE OR DELETE ON resumes
    FOR EACH ROW EXECUTE FUNCTION resumes_version_by_owner();
CREATE TRIGGER resume_unlocks_version AFTER INSERT OR UPDATE OR DELETE ON resume_unlocks
    FOR EACH ROW EXECUTE FUNCTION resumes_version_by_owner();
CREATE TRIGGER resume_photos_version AFTER INSERT OR UPDATE OR DELETE ON resume_photos
    FOR EACH ROW EXECUTE FUNCTION resumes_version_by_resume();
