-- A casino token belongs to the session (login) that issued it, lives as long as that session's
-- access token, and is replaced at each refresh; using it checks that the session still stands,
-- so a logout, a password change, a break or a detected theft ends it at once.

-- Tokens issued before this migration name no session: they end now, and the client stores the
-- next one with its next refresh or login.
DELETE FROM casino_tokens;
ALTER TABLE casino_tokens
  ADD COLUMN session_id uuid NOT NULL REFERENCES sessions (id) ON DELETE CASCADE;
CREATE INDEX casino_tokens_session_idx ON casino_tokens (session_id);

-- Every game session (launch) now belongs to a session too, whether an access token or a casino
-- token opened it. Those opened with a casino token before had none and end now.
DELETE FROM casino_launches WHERE session_id IS NULL;
ALTER TABLE casino_launches ALTER COLUMN session_id SET NOT NULL;
