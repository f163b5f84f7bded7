-- Responsible play: the limits a player sets on their own deposits and losses, the reality-check
-- reminder, and a time-out or self-exclusion. Limits are whole minor units (paise). A cut applies
-- at once; a rise or a removal waits (pending_* until pending_effective_at), so a limit cannot be
-- lifted in a moment of chasing losses.
CREATE TABLE responsible_limits (
  player_id            bigint      NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  kind                 text        NOT NULL CHECK (kind IN ('deposit', 'loss')),
  period               text        NOT NULL CHECK (period IN ('daily', 'weekly')),
  -- NULL: no limit in force.
  amount_minor         bigint      CHECK (amount_minor > 0),
  -- A waiting change: pending_effective_at set, pending_amount_minor the new limit (NULL: none).
  pending_amount_minor bigint      CHECK (pending_amount_minor > 0),
  pending_effective_at timestamptz,
  updated_at           timestamptz NOT NULL,
  PRIMARY KEY (player_id, kind, period),
  CHECK (pending_amount_minor IS NULL OR pending_effective_at IS NOT NULL)
);

-- The reminder and the break. excluded_until in the future refuses logins and stakes.
CREATE TABLE responsible_play (
  player_id             bigint      PRIMARY KEY REFERENCES players (id) ON DELETE CASCADE,
  reality_check_minutes integer     NOT NULL DEFAULT 0 CHECK (reality_check_minutes IN (0, 15, 30, 60)),
  break_kind            text        CHECK (break_kind IN ('timeOut', 'selfExclusion')),
  excluded_until        timestamptz,
  updated_at            timestamptz NOT NULL,
  CHECK ((break_kind IS NULL) = (excluded_until IS NULL))
);

-- Deposit limits add up a player's recent deposit requests.
CREATE INDEX payment_requests_player_deposits_idx ON payment_requests (player_id, created_at) WHERE type = 'deposit';
