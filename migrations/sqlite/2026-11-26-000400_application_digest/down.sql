DROP TABLE digest_deliveries;
DROP TABLE digest_subscriptions;
