-- A counter per user that changes with every write to what their resume reads return (the
-- resume rows, their photos and their unlocks). The server keeps those reads rendered in
-- memory and serves a copy only while the counter it reads with the session is unchanged, so
-- a write through any instance, or by hand, invalidates every instance's copy. Triggers bump
-- it, so no write path can forget to.
ALTER TABLE users ADD COLUMN resumes_version BIGINT NOT NULL DEFAULT 0;

CREATE TRIGGER resumes_version_on_insert AFTER INSERT ON resumes BEGIN
    UPDATE users SET resumes_version = resumes_version + 1 WHERE id = NEW.user_id;
END;
CREATE TRIGGER resumes_version_on_update AFTER UPDATE ON resumes BEGIN
    UPDATE users SET resumes_version = resumes_version + 1
    WHERE id IN (OLD.user_id, NEW.user_id);
END;
CREATE TRIGGER resumes_version_on_delete AFTER DELETE ON resumes BEGIN
    UPDATE users SET resumes_version = resumes_version + 1 WHERE id = OLD.user_id;
END;

CREATE TRIGGER resume_photos_version_on_insert AFTER INSERT ON resume_photos BEGIN
    UPDATE users SET resumes_version = resumes_version + 1
    WHERE id = (SELECT user_id FROM resumes WHERE id = NEW.resume_id);
END;
CREATE TRIGGER resume_photos_version_on_update AFTER UPDATE ON resume_photos BEGIN
    UPDATE users SET resumes_version = resumes_version + 1
    WHERE id IN (SELECT user_id FROM resumes WHERE id IN (OLD.resume_id, NEW.resume_id));
END;
CREATE TRIGGER resume_photos_version_on_delete AFTER DELETE ON resume_photos BEGIN
    UPDATE users SET resumes_version = resumes_version + 1
    WHERE id = (SELECT user_id FROM resumes WHERE id = OLD.resume_id);
END;

CREATE TRIGGER resume_unlocks_version_on_insert AFTER INSERT ON resume_unlocks BEGIN
    UPDATE users SET resumes_version = resumes_version + 1 WHERE id = NEW.user_id;
END;
CREATE TRIGGER resume_unlocks_version_on_update AFTER UPDATE ON resume_unlocks BEGIN
    UPDATE users SET resumes_version = resumes_version + 1
    WHERE id IN (OLD.user_id, NEW.user_id);
END;
CREATE TRIGGER resume_unlocks_version_on_delete AFTER DELETE ON resume_unlocks BEGIN
    UPDATE users SET resumes_version = resumes_version + 1 WHERE id = OLD.user_id;
END;
