-- Players seeded with a balance (the Demo player) open their ledger with it, once.
INSERT INTO ledger_entries (player_id, kind, amount, balance_after, reference, description, line_code)
SELECT p.id, 'opening_balance', p.balance, p.balance, 'player:' || p.id, 'Opening balance', 'openingBalance'
FROM players p
WHERE p.balance > 0
  AND NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.player_id = p.id)
ON CONFLICT (kind, reference) DO NOTHING;
