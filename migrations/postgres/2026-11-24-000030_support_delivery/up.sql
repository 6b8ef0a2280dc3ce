-- Support requests are mailed to the operator: each remembers whether it was delivered, how
-- many attempts it took, when the next one is due (a claim for the instance sending it, or a
-- back-off after a failure), and the last error for `vitae support list`.
ALTER TABLE support_requests ADD COLUMN delivered_at TIMESTAMP;
ALTER TABLE support_requests ADD COLUMN delivery_attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE support_requests ADD COLUMN next_delivery_at TIMESTAMP;
ALTER TABLE support_requests ADD COLUMN delivery_error TEXT;
CREATE INDEX support_requests_undelivered ON support_requests (delivered_at, next_delivery_at);
