-- Accounts: registration with a mobile number, verification codes, password logins with a lockout,
-- rotated refresh tokens, the login history, partner sites' authorization codes and casino tokens.
-- Every secret a player or partner presents (password, code, token) is stored as a hash only.
-- Times are written by the api's clock rather than now(), so tests can move it.

-- verified defaults to true because only registration creates an account that must still prove its
-- mobile number; players made by the admin calls or the seeds are trusted as they are.
ALTER TABLE players
  ADD COLUMN password_hash      text,
  ADD COLUMN mobile             text CONSTRAINT players_mobile_key UNIQUE CHECK (mobile ~ '^[6-9][0-9]{9}$'),
  ADD COLUMN verified           boolean     NOT NULL DEFAULT true,
  ADD COLUMN is_demo            boolean     NOT NULL DEFAULT false,
  -- The brand domain a registration came from; null for players that did not register.
  ADD COLUMN registered_domain  text,
  ADD COLUMN failed_login_count integer     NOT NULL DEFAULT 0 CHECK (failed_login_count >= 0),
  ADD COLUMN locked_until       timestamptz;

-- Databases seeded before this migration already hold the demo player.
UPDATE players SET is_demo = true WHERE lower(username) = 'demo';

-- A code is single use: used_at marks the one that verified the account, superseded_at the ones a
-- newer code replaced. failed_attempts counts wrong guesses against the pending code.
CREATE TABLE verification_codes (
  id              bigserial   PRIMARY KEY,
  player_id       bigint      NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  code_hash       text        NOT NULL,
  created_at      timestamptz NOT NULL,
  expires_at      timestamptz NOT NULL,
  used_at         timestamptz,
  superseded_at   timestamptz,
  failed_attempts integer     NOT NULL DEFAULT 0 CHECK (failed_attempts >= 0)
);
CREATE INDEX verification_codes_player_idx ON verification_codes (player_id, created_at DESC, id DESC);

-- Every rotation adds a token to the family of the login that started it; presenting a revoked
-- token again revokes the whole family.
CREATE TABLE refresh_tokens (
  id         bigserial   PRIMARY KEY,
  player_id  bigint      NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  family_id  uuid        NOT NULL,
  token_hash text        NOT NULL CONSTRAINT refresh_tokens_token_hash_key UNIQUE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);
CREATE INDEX refresh_tokens_player_idx ON refresh_tokens (player_id);

-- Attempts on unknown usernames are kept too (player_id null), with the username that was tried.
CREATE TABLE login_attempts (
  id             bigserial   PRIMARY KEY,
  player_id      bigint      REFERENCES players (id) ON DELETE CASCADE,
  username_tried text        NOT NULL,
  result         text        NOT NULL CHECK (result IN ('Success', 'InvalidPassword', 'LockedOut', 'NotVerified')),
  client_ip      text,
  attempted_at   timestamptz NOT NULL
);
CREATE INDEX login_attempts_player_idx ON login_attempts (player_id, attempted_at DESC, id DESC);

-- Partner sites that exchange an authorization code for a login (POST /api/v1/token/token).
CREATE TABLE oauth_clients (
  id            bigserial   PRIMARY KEY,
  client_user   text        NOT NULL CHECK (client_user <> ''),
  secret_hash   text        NOT NULL,
  name          text        NOT NULL DEFAULT '',
  redirect_uris text[]      NOT NULL CHECK (cardinality(redirect_uris) > 0),
  created_at    timestamptz NOT NULL
);
CREATE UNIQUE INDEX oauth_clients_client_user_key ON oauth_clients (client_user);

-- A code is bound to its client, redirect URI and player. family_id is the refresh-token family its
-- exchange started, revoked if the code is ever presented again.
CREATE TABLE oauth_codes (
  id           bigserial   PRIMARY KEY,
  client_id    bigint      NOT NULL REFERENCES oauth_clients (id) ON DELETE CASCADE,
  player_id    bigint      NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  code_hash    text        NOT NULL CONSTRAINT oauth_codes_code_hash_key UNIQUE,
  redirect_uri text        NOT NULL,
  created_at   timestamptz NOT NULL,
  expires_at   timestamptz NOT NULL,
  used_at      timestamptz,
  family_id    uuid
);

-- The opaque token a login hands to the casino launcher, which finds the player by its hash.
CREATE TABLE casino_tokens (
  id         bigserial   PRIMARY KEY,
  player_id  bigint      NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  token_hash text        NOT NULL CONSTRAINT casino_tokens_token_hash_key UNIQUE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX casino_tokens_player_idx ON casino_tokens (player_id);

-- The player's bet-slip stake buttons, in order. A player without rows gets the default set.
CREATE TABLE player_stakes (
  player_id bigint        NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  position  smallint      NOT NULL CHECK (position >= 0),
  title     text          NOT NULL,
  value     numeric(18,2) NOT NULL CHECK (value > 0),
  PRIMARY KEY (player_id, position)
);
