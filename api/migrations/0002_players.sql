-- Players of the exchange. Money is numeric(18,2), never a binary float. Exposure is the amount
-- held against the balance by open bets; it is not debited until settlement. The sport flags are
-- the per-player switches of the stored user info, combined with the brand's own flags.
CREATE TABLE players (
  id           bigserial     PRIMARY KEY,
  username     text          NOT NULL CHECK (username <> ''),
  balance      numeric(18,2) NOT NULL DEFAULT 0 CHECK (balance >= 0),
  exposure     numeric(18,2) NOT NULL DEFAULT 0 CHECK (exposure >= 0),
  football     boolean       NOT NULL DEFAULT true,
  tennis       boolean       NOT NULL DEFAULT true,
  cricket      boolean       NOT NULL DEFAULT true,
  kabaddi      boolean       NOT NULL DEFAULT true,
  horse_racing boolean       NOT NULL DEFAULT true,
  created_at   timestamptz   NOT NULL DEFAULT now()
);

-- "Demo" and "demo" are the same player.
CREATE UNIQUE INDEX players_username_key ON players (lower(username));
