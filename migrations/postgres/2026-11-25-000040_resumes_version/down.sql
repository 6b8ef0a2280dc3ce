DROP TRIGGER resume_photos_version ON resume_photos;
DROP TRIGGER resume_unlocks_version ON resume_unlocks;
DROP TRIGGER resumes_version ON resumes;
DROP FUNCTION resumes_version_by_resume();
DROP FUNCTION resumes_version_by_owner();
DROP FUNCTION bump_resumes_version(TEXT);
ALTER TABLE users DROP COLUMN resumes_version;
