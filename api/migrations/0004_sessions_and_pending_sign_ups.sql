-- Sessions, and sign-ups that do not hold a mobile number before it is verified.

-- A session is one login: the refresh-token family it started and every access token signed for
-- it (their `sid` claim). Every authenticated request looks its session up by primary key, so a
-- logout, a detected token theft or a password change ends the access tokens at once, not when
-- they run out.
CREATE TABLE sessions (
  id         uuid        PRIMARY KEY,
  player_id  bigint      NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_player_idx ON sessions (player_id);

-- Families started before this migration become sessions: still usable while one of their
-- tokens is.
INSERT INTO sessions (id, player_id, created_at, revoked_at)
SELECT family_id, min(player_id), min(created_at),
       CASE WHEN bool_and(revoked_at IS NOT NULL) THEN max(revoked_at) END
FROM refresh_tokens
GROUP BY family_id;

ALTER TABLE refresh_tokens
  ADD CONSTRAINT refresh_tokens_family_fkey FOREIGN KEY (family_id) REFERENCES sessions (id) ON DELETE CASCADE,
  -- Set when the token was traded for its successor (revoked_at alone may also mean a revocation).
  ADD COLUMN rotated_at       timestamptz,
  -- The successor token, encrypted with a key derived from this token: for a few seconds after the
  -- rotation, a second tab presenting this token gets the same successor instead of ending the
  -- session. Without this token the column is useless.
  ADD COLUMN successor_sealed text;

-- A mobile number belongs to the account that verified it. Sign-ups still waiting may share one,
-- so a stranger's pending sign-up can no longer keep the owner out.
ALTER TABLE players DROP CONSTRAINT players_mobile_key;
CREATE UNIQUE INDEX players_verified_mobile_key ON players (mobile) WHERE verified;
-- Expired sign-ups are found by age and deleted.
CREATE INDEX players_pending_created_idx ON players (created_at) WHERE NOT verified;
