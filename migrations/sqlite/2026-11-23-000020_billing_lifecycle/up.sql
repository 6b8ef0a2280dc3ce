-- The billing lifecycle: the customer at the payment provider (for its billing portal), a
-- subscription set to end at its period end, the payment intent that paid a checkout and
-- whether its grant was taken back (refunds and disputes, once per charge), and which payment
-- funded each unlocked resume.
ALTER TABLE users ADD COLUMN customer_id TEXT;
ALTER TABLE users ADD COLUMN cancel_at_period_end BOOLEAN NOT NULL DEFAULT FALSE;
CREATE INDEX users_customer_id ON users (customer_id);
CREATE INDEX users_subscription_id ON users (subscription_id);

ALTER TABLE payments ADD COLUMN payment_intent_id TEXT;
ALTER TABLE payments ADD COLUMN revoked_at TIMESTAMP;
CREATE INDEX payments_payment_intent_id ON payments (payment_intent_id);

-- No foreign key: SQLite cannot drop a column that has one, and payments are never deleted
-- before their unlocks.
ALTER TABLE resume_unlocks ADD COLUMN payment_session_id TEXT;
CREATE INDEX resume_unlocks_payment_session_id ON resume_unlocks (payment_session_id);

-- Charges whose refund or dispute was acted on: a second event for the same charge is a no-op.
CREATE TABLE reversed_charges (
    charge_id TEXT PRIMARY KEY NOT NULL,
    reversed_at TIMESTAMP NOT NULL
);
