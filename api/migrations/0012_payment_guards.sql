-- Guards on money leaving and entering through requests.
--
-- A receipt backs one deposit: two requests naming one uploaded receipt cannot both stand. A
-- rejected request gives its receipt back (the operator refused it, the player may submit the
-- receipt again with the right amount or UTR), so the unique index leaves rejected rows out.
--
-- Requests written before this rule may already share a receipt. They keep their state (money may
-- have moved on them) and are marked, every one after the first of each receipt, so the operator's
-- listing shows them and the index leaves them out; every request written from now on is checked.
ALTER TABLE payment_requests ADD COLUMN receipt_reused boolean NOT NULL DEFAULT false;

UPDATE payment_requests later
   SET receipt_reused = true
 WHERE later.receipt_id IS NOT NULL
   AND later.status <> 'rejected'
   AND EXISTS (SELECT 1 FROM payment_requests earlier
                WHERE earlier.receipt_id = later.receipt_id
                  AND earlier.status <> 'rejected'
                  AND (earlier.created_at, earlier.id) < (later.created_at, later.id));

CREATE UNIQUE INDEX payment_requests_receipt_once ON payment_requests (receipt_id)
  WHERE receipt_id IS NOT NULL AND status <> 'rejected' AND NOT receipt_reused;

