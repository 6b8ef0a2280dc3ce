DROP TRIGGER application_changes_version ON application_status_changes;
DROP TRIGGER applications_version ON applications;
DROP FUNCTION applications_version_by_owner();
ALTER TABLE users DROP COLUMN applications_version;
