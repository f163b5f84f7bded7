-- The bet history and the profit and loss pages read a player's finished bets by when they were
-- settled, newest first; only finished bets have a settled_at, so the index holds only them.
CREATE INDEX bets_player_settled_idx ON bets (player_id, settled_at DESC, id DESC) WHERE settled_at IS NOT NULL;
