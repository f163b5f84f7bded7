import { statementLine, type CreateWithdrawalRequest, type PaymentRequest } from '@exchange/contracts';

import { lockedBonus } from '../bonus/bonuses.js';
import type { Queryable } from '../db/database.js';
import { refused } from '../http/errors.js';
import { InsufficientFundsError, postInTransaction, type PostingResult } from '../ledger/ledger.js';
import { fromMinorUnits, toMinorUnits } from '../players/money.js';
import type { Player } from '../players/players.js';
import type { PaymentContext } from './payment-context.js';
import {
  columns,
  destinationText,
  sameAmount,
  sameDestination,
  toPaymentRequest,
  type Destination,
  type RequestRow,
} from './request-rows.js';
import { insertOnce, lockPlayer, refuseDemo } from './request-writes.js';

/** A withdrawal the player asks for, its amount as decimal text. */
export type Withdrawal = CreateWithdrawalRequest & { readonly amount: string };

/** What may be withdrawn now, and the bonus money held back from it. */
export interface Withdrawable {
  /** Balance less exposure less the locked bonus, never below 0. */
  readonly withdrawable: string;
  /** Bonus money claimed and not yet wagered. */
  readonly lockedBonus: string;
}

/** Read under the player's lock when a withdrawal depends on it. */
export async function withdrawableOf(q: Queryable, playerId: number): Promise<Withdrawable> {
  const [funds] = await q.query<{ balance: string; exposure: string }>(
    'SELECT balance::text AS balance, exposure::text AS exposure FROM players WHERE id = $1',
    [playerId],
  );
  const locked = await lockedBonus(q, playerId);
  const free = funds === undefined ? 0n : toMinorUnits(funds.balance) - toMinorUnits(funds.exposure) - locked.amount;
  return { withdrawable: fromMinorUnits(free > 0n ? free : 0n), lockedBonus: fromMinorUnits(locked.amount) };
}

/**
 * Refuses an amount beyond what may be withdrawn now, naming the locked bonus when there is one.
 * Call it holding the player's lock when the amount is then held.
 */
export async function refuseOverWithdrawable(q: Queryable, playerId: number, amount: string): Promise<void> {
  const funds = await withdrawableOf(q, playerId);
  if (toMinorUnits(amount) > toMinorUnits(funds.withdrawable)) {
    throw toMinorUnits(funds.lockedBonus) > 0n
      ? refused(400, 'bonusLocked', { withdrawable: funds.withdrawable, locked: funds.lockedBonus })
      : refused(400, 'overAvailableBalance');
  }
}

const destinationOf = (withdrawal: Withdrawal): Destination =>
  withdrawal.method === 'bank'
    ? {
        method: 'bank',
        accountHolder: withdrawal.accountHolder,
        accountNumber: withdrawal.accountNumber,
        ifsc: withdrawal.ifsc,
      }
    : { method: 'upi', upiId: withdrawal.upiId };

/**
 * `DepositWithdrawal/CreateWithdrawal`: holds the amount at once (a ledger debit), so it cannot
 * be staked while the operator decides. Refused beyond the balance less the exposure less the
 * bonus money not yet wagered, read under the player's lock in the transaction that holds it.
 */
export async function createWithdrawal(
  { db, now, tell }: PaymentContext,
  player: Player,
  withdrawal: Withdrawal,
): Promise<PaymentRequest> {
  refuseDemo(player);
  const destination = destinationOf(withdrawal);
  try {
    const sameWithdrawal = (earlier: RequestRow) =>
      earlier.type === 'withdrawal' &&
      earlier.method === withdrawal.method &&
      sameAmount(earlier.amount, withdrawal.amount) &&
      sameDestination(earlier.destination, destination);
    const { row, posting } = await db.transaction(async (tx) => {
      let posted: PostingResult | null = null;
      await lockPlayer(tx, player.id);
      const once = await insertOnce(tx, player.id, withdrawal.idempotencyKey, sameWithdrawal, async () => {
        await refuseOverWithdrawable(tx, player.id, withdrawal.amount);
        const [inserted] = await tx.query<RequestRow>(
          `INSERT INTO payment_requests (player_id, type, method, amount, status, destination, idempotency_key, created_at)
           VALUES ($1, 'withdrawal', $2, $3::numeric, 'pending', $4::jsonb, $5, $6)
           RETURNING ${columns}`,
          [
            player.id,
            withdrawal.method,
            withdrawal.amount,
            JSON.stringify(destination),
            withdrawal.idempotencyKey,
            now(),
          ],
        );
        if (inserted === undefined) return undefined;
        posted = await postInTransaction(tx, {
          playerId: player.id,
          kind: 'withdrawal',
          amount: `-${withdrawal.amount}`,
          reference: `request:${inserted.id}`,
          description: statementLine(withdrawal.method === 'bank' ? 'withdrawalToBank' : 'withdrawalToUpi'),
          details: {
            method: withdrawal.method,
            requestId: inserted.id,
            destination: destinationText(inserted.destination),
          },
        });
        return inserted;
      });
      return { row: once.row, posting: posted as PostingResult | null };
    });
    tell(player.id, posting);
    return toPaymentRequest(row);
  } catch (error) {
    if (error instanceof InsufficientFundsError) {
      throw refused(400, 'overAvailableBalance', {}, { cause: error });
    }
    throw error;
  }
}
