DROP TABLE resume_unlocks;
DROP TABLE webhook_events;
DROP TABLE payments;
