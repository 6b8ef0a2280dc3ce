DROP INDEX support_requests_undelivered;
ALTER TABLE support_requests DROP COLUMN delivery_error;
ALTER TABLE support_requests DROP COLUMN next_delivery_at;
ALTER TABLE support_requests DROP COLUMN delivery_attempts;
ALTER TABLE support_requests DROP COLUMN delivered_at;
