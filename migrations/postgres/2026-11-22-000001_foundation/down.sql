DROP TABLE support_requests;
DROP TABLE resume_photos;
DROP TABLE resumes;
DROP TABLE login_tickets;
DROP TABLE sessions;
DROP TABLE users;
