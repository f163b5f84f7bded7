-- Requests to the operator's cashier: a player who does not pay by UPI or receipt (or withdraw to a
-- saved account) asks the cashier to handle a deposit or a withdrawal by bank transfer, a cash
-- agent or another UPI app. Such a request holds no money: it waits, pending, in the operator's
-- review list with the other requests, and approving or rejecting it moves nothing. It is a row of
-- payment_requests with method 'cashier', so the player's listings show it beside the others.
ALTER TABLE payment_requests
  ADD COLUMN preferred_method text CHECK (preferred_method IN ('bank_transfer', 'cash_agent', 'other_upi')),
  -- The player's own words; `note` stays the operator's reason for a rejection.
  ADD COLUMN player_note text CHECK (char_length(player_note) BETWEEN 1 AND 300);

ALTER TABLE payment_requests DROP CONSTRAINT payment_requests_method_check;
ALTER TABLE payment_requests DROP CONSTRAINT payment_requests_check;

ALTER TABLE payment_requests
  ADD CONSTRAINT payment_requests_method_check CHECK (method IN ('upi', 'manual', 'bank', 'cashier')),
  -- Deposits come by UPI payment, a manual transfer or the cashier; withdrawals go to a bank
  -- account, a UPI id or through the cashier.
  ADD CONSTRAINT payment_requests_type_method CHECK (
    (type = 'deposit' AND method IN ('upi', 'manual', 'cashier'))
    OR (type = 'withdrawal' AND method IN ('bank', 'upi', 'cashier'))),
  -- Only a request to the cashier names the way the player would like it handled, and every one does;
  -- only such a request carries a note of the player's.
  ADD CONSTRAINT payment_requests_cashier_method CHECK ((method = 'cashier') = (preferred_method IS NOT NULL)),
  ADD CONSTRAINT payment_requests_player_note CHECK (player_note IS NULL OR method = 'cashier');
