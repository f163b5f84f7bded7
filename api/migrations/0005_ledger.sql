-- The ledger: every change of a player's balance is one entry, written in the same transaction as
-- the balance it leaves, so statements are derived from it and always add up. Amounts are signed
-- numeric(18,2): credits positive, debits negative. `kind` names the business event (deposit,
-- withdrawal, bet settlement, commission, bonus, casino stake and win, adjustment…) and
-- (kind, reference) makes a posting idempotent: the same settlement or payment posted twice is
-- one entry.
CREATE TABLE ledger_entries (
  id            bigserial     PRIMARY KEY,
  player_id     bigint        NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  kind          text          NOT NULL CHECK (kind ~ '^[a-z][a-z_]*$'),
  amount        numeric(18,2) NOT NULL CHECK (amount <> 0),
  balance_after numeric(18,2) NOT NULL CHECK (balance_after >= 0),
  reference     text          NOT NULL CHECK (reference <> ''),
  description   text          NOT NULL,
  details       jsonb         NOT NULL DEFAULT '{}'::jsonb,
  created_at    timestamptz   NOT NULL DEFAULT now(),
  UNIQUE (kind, reference)
);
CREATE INDEX ledger_entries_player_idx ON ledger_entries (player_id, created_at DESC, id DESC);

-- Balances that exist before the ledger open it, so every statement starts from a recorded entry.
INSERT INTO ledger_entries (player_id, kind, amount, balance_after, reference, description)
SELECT id, 'opening_balance', balance, balance, 'player:' || id, 'Opening balance'
FROM players
WHERE balance > 0;
