-- Every editable resource carries a version and refuses a write based on a stale one (docs/concurrency.md).
-- The billing e-mail has its own version, not the company profile's: both forms sit on one screen
-- and saving one must not make the other look stale to the same person.
ALTER TABLE accounts ADD COLUMN billing_email_version integer NOT NULL DEFAULT 1;
ALTER TABLE brokers ADD COLUMN profile_version integer NOT NULL DEFAULT 1;
