-- Bets of players and the matches that fill them. A bet records what the player asked for and the
-- names it was placed under (markets and events are forgotten by the world once finished, a bet's
-- history is not). Amounts are numeric(18,2); odds, quotes and lines numeric(10,2).
--
-- stake = matched_stake + cancelled_stake + what still rests unmatched in the order book.
-- cancelled_stake is the unmatched part the player cancelled or that lapsed.
CREATE TABLE bets (
  id              bigserial     PRIMARY KEY,
  player_id       bigint        NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  -- The client's key of one submission: every retry sends it again and gets the first answer.
  idempotency_key text          NOT NULL CHECK (idempotency_key ~ '^[A-Za-z0-9-]{8,64}$'),
  -- What was asked under that key, so the same key with another bet is refused, never answered.
  request_digest  text          NOT NULL,
  market_id       text          NOT NULL,
  market_name     text          NOT NULL,
  market_type     text          NOT NULL,
  market_kind     text          NOT NULL CHECK (market_kind IN ('exchange', 'bookmaker', 'fancy')),
  event_id        bigint        NOT NULL,
  event_name      text          NOT NULL,
  sport_id        integer       NOT NULL,
  runner_id       bigint        NOT NULL,
  runner_name     text          NOT NULL,
  side            text          NOT NULL CHECK (side IN ('BACK', 'LAY', 'YES', 'NO')),
  -- Asked odds (exchange), the quote taken (bookmaker) or the run line taken (fancy).
  odds            numeric(10,2) NOT NULL CHECK (odds >= 0),
  -- Fancy: the rate per 100 of the quote taken; null elsewhere.
  rate            numeric(10,2),
  stake           numeric(18,2) NOT NULL CHECK (stake > 0),
  matched_stake   numeric(18,2) NOT NULL DEFAULT 0 CHECK (matched_stake >= 0),
  cancelled_stake numeric(18,2) NOT NULL DEFAULT 0 CHECK (cancelled_stake >= 0),
  persistence     text          NOT NULL CHECK (persistence IN ('CANCEL', 'KEEP')),
  status          text          NOT NULL CHECK (status IN ('UNMATCHED', 'PARTIALLY_MATCHED', 'MATCHED', 'CANCELLED',
                                                           'LAPSED', 'SETTLED', 'VOID')),
  -- The engine's order while part of the bet rests in the book.
  order_id        text,
  -- A cash out's hedging bet, placed for the player through the same path.
  cash_out        boolean       NOT NULL DEFAULT false,
  placed_at       timestamptz   NOT NULL DEFAULT now(),
  settled_at      timestamptz,
  -- The bet's own P/L at settlement, before the market's commission.
  profit_loss     numeric(18,2),
  CHECK (matched_stake + cancelled_stake <= stake),
  UNIQUE (player_id, idempotency_key)
);
CREATE INDEX bets_player_market_idx ON bets (player_id, market_id);
CREATE INDEX bets_market_idx ON bets (market_id) WHERE settled_at IS NULL;
CREATE INDEX bets_player_placed_idx ON bets (player_id, placed_at DESC, id DESC);

-- The matched parts of a bet, each at the price it matched at (the resting order's).
CREATE TABLE bet_fills (
  id         bigserial     PRIMARY KEY,
  bet_id     bigint        NOT NULL REFERENCES bets (id) ON DELETE CASCADE,
  price      numeric(10,2) NOT NULL,
  size       numeric(18,2) NOT NULL CHECK (size > 0),
  matched_at timestamptz   NOT NULL DEFAULT now()
);
CREATE INDEX bet_fills_bet_idx ON bet_fills (bet_id);

-- What each player holds against the balance on each market; players.exposure is their sum.
CREATE TABLE market_exposures (
  player_id bigint        NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  market_id text          NOT NULL,
  exposure  numeric(18,2) NOT NULL CHECK (exposure >= 0),
  PRIMARY KEY (player_id, market_id)
);

-- A market's result, written once: a winning runner, the runs of each fancy line, or void.
CREATE TABLE market_results (
  market_id  text        PRIMARY KEY,
  outcome    text        NOT NULL CHECK (outcome IN ('WINNER', 'RUNS', 'VOID')),
  winner_id  bigint,
  runs       jsonb,
  settled_at timestamptz NOT NULL DEFAULT now()
);

-- One player's settlement of one market: the net P/L and the commission charged on net winnings.
CREATE TABLE market_settlements (
  player_id   bigint        NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  market_id   text          NOT NULL,
  profit_loss numeric(18,2) NOT NULL,
  commission  numeric(18,2) NOT NULL CHECK (commission >= 0),
  settled_at  timestamptz   NOT NULL DEFAULT now(),
  PRIMARY KEY (player_id, market_id)
);
