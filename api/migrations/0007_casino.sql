-- The casino: game launches and the crash game (sbe_aviator). The catalogue itself is code
-- (api/src/casino/catalogue.ts); what happens in a game is data.

-- A launch: the opaque token in a game URL's fragment, by which the game page, served by this api,
-- acts for the player in that one game. Stored as a SHA-256 hash, like the other bearer secrets.
-- `lobby_origin` is the page that asked for the URL (its Origin, already checked by CORS): the only
-- origin the game talks to with postMessage. A launch made with an access token lasts only as long
-- as that login's session (`session_id`); one made with a casino token, as long as that token.
CREATE TABLE casino_launches (
  id           bigserial   PRIMARY KEY,
  player_id    bigint      NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  session_id   uuid        REFERENCES sessions (id) ON DELETE CASCADE,
  token_hash   text        NOT NULL CONSTRAINT casino_launches_token_hash_key UNIQUE,
  game_code    text        NOT NULL,
  lobby_origin text,
  created_at   timestamptz NOT NULL,
  expires_at   timestamptz NOT NULL
);
CREATE INDEX casino_launches_player_idx ON casino_launches (player_id);

-- One round of the crash game. The seed's SHA-256 (`seed_hash`) is published when betting opens;
-- the seed, from which the crash point follows (docs/adr/0019), is revealed once the round has
-- crashed. Times are fixed when the round is made: betting until `starts_at`, flight until
-- `crashes_at`.
CREATE TABLE crash_rounds (
  id              bigserial     PRIMARY KEY,
  game_code       text          NOT NULL,
  server_seed     text          NOT NULL CHECK (server_seed ~ '^[0-9a-f]{64}$'),
  seed_hash       text          NOT NULL UNIQUE CHECK (seed_hash ~ '^[0-9a-f]{64}$'),
  crash_point     numeric(12,2) NOT NULL CHECK (crash_point >= 1),
  betting_opens_at timestamptz  NOT NULL,
  starts_at       timestamptz   NOT NULL,
  crashes_at      timestamptz   NOT NULL,
  CHECK (betting_opens_at < starts_at AND starts_at <= crashes_at)
);
CREATE INDEX crash_rounds_game_idx ON crash_rounds (game_code, id DESC);

-- A player's bet on a round: one per player and round. The stake is a `casino_stake` ledger entry
-- when the bet is placed; a cash-out is a `casino_win` entry of stake × multiplier. A bet not
-- cashed out by the crash is lost (its stake is already gone).
CREATE TABLE crash_bets (
  id                bigserial     PRIMARY KEY,
  round_id          bigint        NOT NULL REFERENCES crash_rounds (id) ON DELETE CASCADE,
  player_id         bigint        NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  stake             numeric(18,2) NOT NULL CHECK (stake > 0),
  status            text          NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'won', 'lost')),
  cashout_multiplier numeric(12,2) CHECK (cashout_multiplier >= 1),
  payout            numeric(18,2) NOT NULL DEFAULT 0 CHECK (payout >= 0),
  placed_at         timestamptz   NOT NULL,
  settled_at        timestamptz,
  UNIQUE (round_id, player_id),
  CHECK ((status = 'won') = (cashout_multiplier IS NOT NULL))
);
CREATE INDEX crash_bets_player_idx ON crash_bets (player_id, id DESC);
