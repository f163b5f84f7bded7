-- The crash game's hash chains (docs/adr/0056, replacing the per-round seeds of docs/adr/0019).
-- A chain is made from a secret seed that never leaves the server: hash_N = SHA-256(seed as hex
-- text), hash_(i-1) = SHA-256(hash_i as hex text), down to the terminating hash hash_0, which is
-- published with the chain's public client seed before its first round. Round k of the chain plays
-- hash_k, so each revealed hash, hashed once, gives the previous round's hash.
CREATE TABLE crash_chains (
  id               bigserial   PRIMARY KEY,
  game_code        text        NOT NULL,
  chain_seed       text        NOT NULL CHECK (chain_seed ~ '^[0-9a-f]{64}$'),
  length           integer     NOT NULL CHECK (length >= 1),
  terminating_hash text        NOT NULL UNIQUE CHECK (terminating_hash ~ '^[0-9a-f]{64}$'),
  client_seed      text        NOT NULL CHECK (char_length(client_seed) BETWEEN 1 AND 64),
  created_at       timestamptz NOT NULL
);
CREATE INDEX crash_chains_game_idx ON crash_chains (game_code, id DESC);

-- Every 1,000th hash of a chain and its last (hash_N), so a round's hash is at most 999 SHA-256
-- steps from a stored one.
CREATE TABLE crash_chain_checkpoints (
  chain_id    bigint  NOT NULL REFERENCES crash_chains (id) ON DELETE CASCADE,
  chain_index integer NOT NULL CHECK (chain_index >= 1),
  hash        text    NOT NULL CHECK (hash ~ '^[0-9a-f]{64}$'),
  PRIMARY KEY (chain_id, chain_index)
);

-- A round of a chain names its chain and place, its game hash and the client seed its crash point
-- was derived with (per round, so a later per-round seed keeps earlier rounds checkable). Rounds
-- made before the chains keep their own seed and seed hash, and nothing of a chain.
ALTER TABLE crash_rounds
  ALTER COLUMN server_seed DROP NOT NULL,
  ALTER COLUMN seed_hash DROP NOT NULL,
  ADD COLUMN chain_id bigint REFERENCES crash_chains (id),
  ADD COLUMN chain_index integer CHECK (chain_index >= 1),
  ADD COLUMN game_hash text CHECK (game_hash ~ '^[0-9a-f]{64}$'),
  ADD COLUMN client_seed text CHECK (char_length(client_seed) BETWEEN 1 AND 64),
  ADD CONSTRAINT crash_rounds_chain_place_key UNIQUE (chain_id, chain_index),
  ADD CONSTRAINT crash_rounds_game_hash_key UNIQUE (game_hash),
  ADD CONSTRAINT crash_rounds_fairness CHECK (
    (server_seed IS NOT NULL AND seed_hash IS NOT NULL
      AND chain_id IS NULL AND chain_index IS NULL AND game_hash IS NULL AND client_seed IS NULL)
    OR (server_seed IS NULL AND seed_hash IS NULL
      AND chain_id IS NOT NULL AND chain_index IS NOT NULL AND game_hash IS NOT NULL AND client_seed IS NOT NULL));
