-- The sports world resumes after a restart instead of ending its day: an event not finished is
-- drawn again from the same dice and its game played up to the world's time. A market made for a
-- game keeps the game's name for it (null for markets an operator added), and the world's clock
-- keeps the operator's fast-forwards.
ALTER TABLE markets ADD COLUMN game_key text CHECK (game_key <> '');

CREATE TABLE world_clock (
  id        boolean PRIMARY KEY DEFAULT true CHECK (id),
  offset_ms bigint  NOT NULL DEFAULT 0 CHECK (offset_ms >= 0)
);
