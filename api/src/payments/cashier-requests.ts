import type { createRequestForDepositWithdrawalRequestSchema, PaymentRequest } from '@exchange/contracts';
import type { z } from 'zod';

import type { Player } from '../players/players.js';
import { assertDepositAllowed } from '../responsible-play/responsible-play.js';
import type { PaymentContext } from './payment-context.js';
import { columns, sameAmount, toPaymentRequest, type RequestRow } from './request-rows.js';
import { insertOnce, lockPlayer, refuseDemo } from './request-writes.js';
import { refuseOverWithdrawable } from './withdrawals.js';

/** A deposit or a withdrawal the player asks the operator's cashier to handle, as the contract parses it. */
export type CashierRequest = z.output<typeof createRequestForDepositWithdrawalRequestSchema>;

/**
 * `DepositWithdrawal/CreateRequestForDepositWithdrawal`: a request the operator's cashier handles
 * by bank transfer, a cash agent or another UPI app. It holds no money and moves none when the
 * operator decides it; it waits, pending, with the other requests. A deposit is still one under the
 * player's deposit limits (counted while pending, like a manual deposit), and a withdrawal may ask
 * for no more than the player could withdraw now.
 */
export async function createCashierRequest(
  { db, now }: PaymentContext,
  player: Player,
  request: CashierRequest,
): Promise<PaymentRequest> {
  refuseDemo(player);
  // A note of only spaces is no note.
  const note = request.note === undefined || request.note === '' ? null : request.note;
  const sameRequest = (earlier: RequestRow) =>
    earlier.method === 'cashier' &&
    earlier.type === request.type &&
    sameAmount(earlier.amount, request.amount) &&
    earlier.preferred_method === request.preferredMethod &&
    earlier.player_note === note;
  const { row } = await db.transaction(async (tx) => {
    await lockPlayer(tx, player.id);
    return insertOnce(tx, player.id, request.idempotencyKey, sameRequest, async () => {
      const at = now();
      if (request.type === 'deposit') await assertDepositAllowed(tx, player.id, request.amount, at);
      else await refuseOverWithdrawable(tx, player.id, request.amount);
      const [inserted] = await tx.query<RequestRow>(
        `INSERT INTO payment_requests
           (player_id, type, method, amount, status, preferred_method, player_note, idempotency_key, created_at)
         VALUES ($1, $2, 'cashier', $3::numeric, 'pending', $4, $5, $6, $7)
         RETURNING ${columns}`,
        [player.id, request.type, request.amount, request.preferredMethod, note, request.idempotencyKey, at],
      );
      return inserted;
    });
  });
  return toPaymentRequest(row);
}
