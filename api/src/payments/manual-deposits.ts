import type { PaymentRequest } from '@exchange/contracts';

import { refused } from '../http/errors.js';
import type { Player } from '../players/players.js';
import { assertDepositAllowed } from '../responsible-play/responsible-play.js';
import type { PaymentContext } from './payment-context.js';
import { columns, sameAmount, toPaymentRequest, violatedUniqueIndex, type RequestRow } from './request-rows.js';
import { insertOnce, lockPlayer, refuseDemo } from './request-writes.js';

/** A bank transfer the player made, told with its UTR and the receipt they uploaded. */
export interface ManualDeposit {
  readonly amount: string;
  readonly utr: string;
  readonly receiptId: string;
  readonly idempotencyKey: string;
}

/**
 * `DepositWithdrawal/CreateDeposit`: a manual deposit waiting for the operator. Its receipt backs
 * no other request that still stands (a rejected one gives it back): checked here under the
 * player's lock, and by a unique index, so two at once cannot both take it.
 */
export async function createDeposit(
  { db, now }: PaymentContext,
  player: Player,
  deposit: ManualDeposit,
): Promise<PaymentRequest> {
  refuseDemo(player);
  const sameDeposit = (earlier: RequestRow) =>
    earlier.type === 'deposit' &&
    earlier.method === 'manual' &&
    sameAmount(earlier.amount, deposit.amount) &&
    earlier.utr === deposit.utr &&
    earlier.receipt_id === deposit.receiptId;
  try {
    const { row } = await db.transaction(async (tx) => {
      await lockPlayer(tx, player.id);
      return insertOnce(tx, player.id, deposit.idempotencyKey, sameDeposit, async () => {
        // A malformed id is no receipt of this player: answered before the uuid column refuses it.
        const [receipt] = /^[0-9a-f-]{36}$/i.test(deposit.receiptId)
          ? await tx.query<{ id: string }>('SELECT id FROM uploads WHERE id = $1 AND player_id = $2', [
              deposit.receiptId,
              player.id,
            ])
          : [];
        if (receipt === undefined) throw refused(400, 'receiptNotFound');
        const [used] = await tx.query<{ id: number }>(
          `SELECT id FROM payment_requests WHERE utr = $1 AND type = 'deposit' AND status IN ('pending', 'approved')`,
          [deposit.utr],
        );
        if (used !== undefined) throw refused(409, 'utrAlreadyUsed');
        const [backing] = await tx.query<{ id: number }>(
          `SELECT id FROM payment_requests WHERE receipt_id = $1 AND status <> 'rejected'`,
          [deposit.receiptId],
        );
        if (backing !== undefined) throw refused(409, 'receiptAlreadyUsed');
        await assertDepositAllowed(tx, player.id, deposit.amount, now());
        const [inserted] = await tx.query<RequestRow>(
          `INSERT INTO payment_requests (player_id, type, method, amount, status, utr, receipt_id, idempotency_key, created_at)
           VALUES ($1, 'deposit', 'manual', $2::numeric, 'pending', $3, $4, $5, $6)
           RETURNING ${columns}`,
          [player.id, deposit.amount, deposit.utr, deposit.receiptId, deposit.idempotencyKey, now()],
        );
        return inserted;
      });
    });
    return toPaymentRequest(row);
  } catch (error) {
    if (violatedUniqueIndex(error) === 'payment_requests_receipt_once') {
      throw refused(409, 'receiptAlreadyUsed', {}, { cause: error });
    }
    throw error;
  }
}
