ALTER TABLE digest_subscriptions ADD COLUMN token TEXT;
UPDATE digest_subscriptions SET token = md5(random()::text || user_id);
ALTER TABLE digest_subscriptions ALTER COLUMN token SET NOT NULL;
ALTER TABLE digest_subscriptions ADD CONSTRAINT digest_subscriptions_token_key UNIQUE (token);
DROP TABLE digest_unsubscribe_keys;
