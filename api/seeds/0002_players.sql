-- The demo player of the specification: verified, flagged as the demo account (payments refuse it)
-- and without a password (only Account/LoginAsDemoUser logs it in). DO NOTHING keeps a balance
-- changed since then.
INSERT INTO players (username, balance, verified, is_demo) VALUES ('Demo', 1500.00, true, true)
ON CONFLICT ((lower(username))) DO NOTHING;
