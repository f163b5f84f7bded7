-- Players' seeds in the crash game's rounds (docs/adr/0058). A bet may carry its player's seed;
-- when betting closes, the round's client seed becomes its chain's client seed followed by the
-- seeds of its first `player_seeds_mixed` bets that carry one, in the order placed, joined by ':'.
-- Only then is its crash point known: a round taking bets has no client seed, crash point or crash
-- time yet. Rounds made before this mix in none (0) and were sealed when made.
ALTER TABLE crash_bets
  ADD COLUMN seed text CHECK (seed ~ '^[A-Za-z0-9_-]{1,32}$'),
  ADD COLUMN seed_position smallint CHECK (seed_position BETWEEN 1 AND 3),
  ADD CONSTRAINT crash_bets_seed_position_key UNIQUE (round_id, seed_position),
  ADD CONSTRAINT crash_bets_seed_position_seeded CHECK (seed_position IS NULL OR seed IS NOT NULL);

ALTER TABLE crash_rounds
  ALTER COLUMN crash_point DROP NOT NULL,
  ALTER COLUMN crashes_at DROP NOT NULL,
  ADD COLUMN player_seeds_mixed smallint NOT NULL DEFAULT 0 CHECK (player_seeds_mixed BETWEEN 0 AND 3),
  DROP CONSTRAINT crash_rounds_client_seed_check,
  ADD CONSTRAINT crash_rounds_client_seed_check CHECK (char_length(client_seed) BETWEEN 1 AND 200),
  DROP CONSTRAINT crash_rounds_fairness,
  ADD CONSTRAINT crash_rounds_fairness CHECK (
    (server_seed IS NOT NULL AND seed_hash IS NOT NULL
      AND chain_id IS NULL AND chain_index IS NULL AND game_hash IS NULL AND client_seed IS NULL
      AND crash_point IS NOT NULL AND crashes_at IS NOT NULL)
    OR (server_seed IS NULL AND seed_hash IS NULL
      AND chain_id IS NOT NULL AND chain_index IS NOT NULL AND game_hash IS NOT NULL
      AND (client_seed IS NULL) = (crash_point IS NULL) AND (crash_point IS NULL) = (crashes_at IS NULL)));
