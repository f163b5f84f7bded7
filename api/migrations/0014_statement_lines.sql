-- A ledger entry says what moved the money as a statement line too: a code of the contracts'
-- `statementLineTexts` and its values, which each client says in the player's language. The
-- English stays in `description`, for entries without a code and for readers that know none.
ALTER TABLE ledger_entries
  ADD COLUMN line_code   text  CHECK (line_code ~ '^[a-z][A-Za-z]*$'),
  ADD COLUMN line_values jsonb NOT NULL DEFAULT '{}'::jsonb;

-- Entries written before this migration whose English names no value get their code now; the
-- others keep their English only.
UPDATE ledger_entries SET line_code = lines.code
FROM (VALUES
  ('opening_balance', 'Opening balance', 'openingBalance'),
  ('adjustment', 'Balance adjustment', 'balanceAdjustment'),
  ('deposit', 'Bank deposit', 'bankDeposit'),
  ('deposit', 'UPI deposit', 'upiDeposit'),
  ('withdrawal', 'Withdrawal to bank account', 'withdrawalToBank'),
  ('withdrawal', 'Withdrawal to UPI', 'withdrawalToUpi'),
  ('withdrawal_reversal', 'Withdrawal rejected: amount returned', 'withdrawalReturned')
) AS lines (kind, description, code)
WHERE ledger_entries.kind = lines.kind AND ledger_entries.description = lines.description;
