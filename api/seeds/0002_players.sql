-- The demo player of the specification. DO NOTHING keeps a balance changed since then.
INSERT INTO players (username, balance) VALUES ('Demo', 1500.00)
ON CONFLICT ((lower(username))) DO NOTHING;
