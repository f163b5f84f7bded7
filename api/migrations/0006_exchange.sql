-- The exchange's catalogue: competitions hold events, events hold markets, markets hold runners.
-- The living world of the api (src/sports/) and the admin calls write these rows; prices, order
-- books and ball-by-ball states live in the api's memory. Ids are assigned by the api, which
-- continues after the highest one on start, so no sequence is needed.
CREATE TABLE competitions (
  id       integer PRIMARY KEY,
  sport_id integer NOT NULL REFERENCES sports (id),
  name     text    NOT NULL CHECK (name <> '')
);
CREATE INDEX competitions_sport_idx ON competitions (sport_id);

-- status: UPCOMING, then IN_PLAY, then FINISHED. home and away are the two sides of a match
-- (null for a race); participants lists every side or runner in card order.
CREATE TABLE events (
  id             bigint      PRIMARY KEY,
  dream_event_id text        NOT NULL UNIQUE CHECK (dream_event_id <> ''),
  sport_id       integer     NOT NULL REFERENCES sports (id),
  competition_id integer     NOT NULL REFERENCES competitions (id),
  title          text        NOT NULL CHECK (title <> ''),
  home           text,
  away           text,
  participants   jsonb       NOT NULL DEFAULT '[]'::jsonb,
  open_date      timestamptz NOT NULL,
  status         text        NOT NULL CHECK (status IN ('UPCOMING', 'IN_PLAY', 'FINISHED')),
  -- 'world' for the simulation's fixtures, 'admin' for events made through the admin calls.
  source         text        NOT NULL DEFAULT 'world' CHECK (source IN ('world', 'admin')),
  created_at     timestamptz NOT NULL DEFAULT now(),
  finished_at    timestamptz
);
CREATE INDEX events_sport_status_idx ON events (sport_id, status, open_date);

-- Market ids are the feed's ("1.1000001"). kind says how prices are made: an order book
-- (exchange), house quotes in 0–100 (bookmaker) or yes/no run lines (fancy). bet_delay is how
-- many seconds a bet waits while in play; version rises with every recorded change.
CREATE TABLE markets (
  id            text          PRIMARY KEY CHECK (id ~ '^1\.[0-9]+$'),
  event_id      bigint        NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  name          text          NOT NULL CHECK (name <> ''),
  type          text          NOT NULL CHECK (type IN ('MATCH_ODDS', 'OVER_UNDER', 'TO_WIN_TOSS', 'TIED_MATCH',
                                                     'COMPLETED_MATCH', 'WIN', 'BOOKMAKER', 'FANCY')),
  kind          text          NOT NULL CHECK (kind IN ('exchange', 'bookmaker', 'fancy')),
  state         text          NOT NULL CHECK (state IN ('OPEN', 'SUSPENDED', 'BALL_RUNNING', 'CLOSED')),
  in_play       boolean       NOT NULL DEFAULT false,
  bet_delay     integer       NOT NULL DEFAULT 0 CHECK (bet_delay >= 0),
  total_matched numeric(18,2) NOT NULL DEFAULT 0 CHECK (total_matched >= 0),
  version       bigint        NOT NULL DEFAULT 1,
  created_at    timestamptz   NOT NULL DEFAULT now(),
  closed_at     timestamptz
);
CREATE INDEX markets_event_idx ON markets (event_id);

-- A runner of a market: a side, a horse, Yes/No, or a fancy session whose opening run line is
-- `line` (the live line moves with the game; a fancy bet records the line it took).
CREATE TABLE runners (
  id            bigint       PRIMARY KEY,
  market_id     text         NOT NULL REFERENCES markets (id) ON DELETE CASCADE,
  name          text         NOT NULL CHECK (name <> ''),
  sort_priority integer      NOT NULL,
  line          numeric(8,1),
  UNIQUE (market_id, sort_priority)
);
