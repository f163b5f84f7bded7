-- Two bets per player and round, each in its own slot (docs/adr/0057): the bets made before this
-- are slot 1. A bet may name an auto cash-out, a multiplier the server cashes it out at once the
-- round's clock passes it (if the round has not crashed before); it is void once the bet is
-- cashed out by hand at a lower multiplier.
ALTER TABLE crash_bets
  ADD COLUMN slot smallint NOT NULL DEFAULT 1 CHECK (slot IN (1, 2)),
  ADD COLUMN auto_cashout numeric(12,2) CHECK (auto_cashout >= 1.01 AND auto_cashout <= 1000);

ALTER TABLE crash_bets DROP CONSTRAINT crash_bets_round_id_player_id_key;
ALTER TABLE crash_bets ADD CONSTRAINT crash_bets_round_player_slot_key UNIQUE (round_id, player_id, slot);

-- The open bets with an auto cash-out, which every call of the game looks at.
CREATE INDEX crash_bets_open_auto_idx ON crash_bets (round_id) WHERE status = 'open' AND auto_cashout IS NOT NULL;
