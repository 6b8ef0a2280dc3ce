DROP TABLE application_status_changes;
DROP TABLE applications;
