import { randomBytes } from 'node:crypto';

import {
  bonusLockedMessage,
  paymentMessages,
  type CreateWithdrawalRequest,
  type PaymentRequest,
  type PaymentRequestPage,
  type UpiPayment,
} from '@exchange/contracts';

import { lockedBonus } from '../bonus/bonuses.js';
import type { Database, Queryable } from '../db/database.js';
import { HttpError } from '../http/errors.js';
import { InsufficientFundsError, postInTransaction, type PostingResult } from '../ledger/ledger.js';
import { fromMinorUnits, toMinorUnits } from '../players/money.js';
import { playerEventsFor } from '../players/player-events.js';
import type { Player } from '../players/players.js';
import { assertDepositAllowed } from '../responsible-play/responsible-play.js';
import type { PaymentSettings } from './payment-settings.js';
import {
  columns,
  destinationText,
  iso,
  isoOrNull,
  requestConditions,
  sameAmount,
  sameDestination,
  toAdminPaymentRequest,
  toPaymentRequest,
  violatedUniqueIndex,
  type AdminPaymentRequest,
  type AdminRequestRow,
  type Destination,
  type RequestFilter,
  type RequestRow,
} from './request-rows.js';

export type { RequestFilter } from './request-rows.js';

type Clock = () => Date;

export interface ManualDeposit {
  readonly amount: string;
  readonly utr: string;
  readonly receiptId: string;
  readonly idempotencyKey: string;
}

export type Withdrawal = CreateWithdrawalRequest & { readonly amount: string };

export const paymentRequestMessages = {
  receiptNotFound: 'The receipt was not found. Please upload it again.',
  utrAlreadyUsed: 'This UTR has already been submitted.',
  paymentNotFound: 'There is no such payment.',
  requestNotFound: 'There is no such request.',
  notPending: 'This request has already been decided.',
} as const;

/**
 * The requests of one player one at a time: two deposits at once cannot both fit under a deposit
 * limit nor both take one receipt, two withdrawals cannot both take the same money, and a retry
 * under one key waits for the first and finds it.
 */
const lockPlayer = (tx: Queryable, playerId: number) =>
  tx.query('SELECT id FROM players WHERE id = $1 FOR UPDATE', [playerId]);

/** What may be withdrawn now, and the bonus money held back from it. */
export interface Withdrawable {
  /** Balance less exposure less the locked bonus, never below 0. */
  readonly withdrawable: string;
  /** Bonus money claimed and not yet wagered. */
  readonly lockedBonus: string;
}

/** Read under the player's lock when a withdrawal depends on it. */
async function withdrawableOf(q: Queryable, playerId: number): Promise<Withdrawable> {
  const [funds] = await q.query<{ balance: string; exposure: string }>(
    'SELECT balance::text AS balance, exposure::text AS exposure FROM players WHERE id = $1',
    [playerId],
  );
  const locked = await lockedBonus(q, playerId);
  const free = funds === undefined ? 0n : toMinorUnits(funds.balance) - toMinorUnits(funds.exposure) - locked.amount;
  return { withdrawable: fromMinorUnits(free > 0n ? free : 0n), lockedBonus: fromMinorUnits(locked.amount) };
}

const refuseDemo = (player: Player) => {
  if (player.isDemo) throw new HttpError(403, paymentMessages.demoCannotPay);
};

/**
 * Deposits and withdrawals as state machines over `payment_requests`: every movement of money
 * they cause goes through the ledger in the same transaction as the state change, so a request is
 * never half done, and (kind, reference) makes each posting happen once however often it is asked.
 */
export function createPaymentService({
  db,
  settings,
  now,
}: {
  readonly db: Database;
  readonly settings: PaymentSettings;
  readonly now: Clock;
}) {
  const events = playerEventsFor(db);
  const tell = (playerId: number, posting: PostingResult | null) => {
    if (posting?.posted === true) {
      events.emitBalanceChanged({ playerId, balance: posting.balance, exposure: posting.exposure });
    }
  };

  const upiUri = (reference: string, amount: string) =>
    `upi://pay?${[
      ['pa', settings.upiId],
      ['pn', settings.payeeName],
      ['am', amount],
      ['tr', reference],
      ['cu', 'INR'],
    ]
      .map(([key, value]) => `${key}=${encodeURIComponent(value ?? '')}`)
      .join('&')}`;

  const toUpiPayment = (row: RequestRow): UpiPayment => {
    const status: UpiPayment['status'] =
      row.status === 'paid' || row.status === 'failed' || row.status === 'expired' ? row.status : 'pending';
    return {
      reference: row.reference ?? '',
      amount: Number(row.amount),
      status,
      upiUri: upiUri(row.reference ?? '', row.amount),
      expiresAt: iso(row.expires_at ?? row.created_at),
      paidAt: row.status === 'paid' ? isoOrNull(row.decided_at) : null,
    };
  };

  /** A pending UPI payment past its time is expired: written when anyone next looks. */
  const expireOverdue = (q: Queryable, where: string, parameters: unknown[]) =>
    q.query(
      `UPDATE payment_requests SET status = 'expired', decided_at = expires_at
       WHERE type = 'deposit' AND method = 'upi' AND status = 'pending' AND expires_at <= $1 AND ${where}`,
      [now(), ...parameters],
    );

  async function findByReference(q: Queryable, reference: string, lock = false): Promise<RequestRow> {
    const [row] = await q.query<RequestRow>(
      `SELECT ${columns} FROM payment_requests WHERE reference = $1 AND type = 'deposit'${lock ? ' FOR UPDATE' : ''}`,
      [reference],
    );
    if (row === undefined) throw new HttpError(404, paymentRequestMessages.paymentNotFound);
    return row;
  }

  /**
   * The request made earlier under this key (the same body again answers it), or a new one. The key
   * names one request: the same key with another body is refused, never answered with the first.
   * Call it holding the player's lock, so a retry racing the first waits and finds it.
   */
  async function insertOnce(
    tx: Queryable,
    playerId: number,
    idempotencyKey: string,
    sameBody: (earlier: RequestRow) => boolean,
    insert: () => Promise<RequestRow | undefined>,
  ): Promise<{ row: RequestRow; created: boolean }> {
    const [earlier] = await tx.query<RequestRow>(
      `SELECT ${columns} FROM payment_requests WHERE player_id = $1 AND idempotency_key = $2`,
      [playerId, idempotencyKey],
    );
    if (earlier !== undefined) {
      if (!sameBody(earlier)) throw new HttpError(409, paymentMessages.keyReused);
      return { row: earlier, created: false };
    }
    const row = await insert();
    if (row === undefined) throw new Error('The payment request was not written.');
    return { row, created: true };
  }

  return {
    /** `api/Payment/Generate`: a new UPI payment of `amount`, pending until paid, failed or expired. */
    async generateUpi(player: Player, amount: string): Promise<UpiPayment> {
      refuseDemo(player);
      const at = now();
      const reference = `EX${randomBytes(6).toString('hex').toUpperCase()}`;
      const row = await db.transaction(async (tx) => {
        await lockPlayer(tx, player.id);
        await assertDepositAllowed(tx, player.id, amount, at);
        const [inserted] = await tx.query<RequestRow>(
          `INSERT INTO payment_requests (player_id, type, method, amount, status, reference, expires_at, created_at)
           VALUES ($1, 'deposit', 'upi', $2::numeric, 'pending', $3, $4, $5)
           RETURNING ${columns}`,
          [player.id, amount, reference, new Date(at.getTime() + settings.upiExpirySeconds * 1000), at],
        );
        return inserted;
      });
      if (row === undefined) throw new Error('The payment was not written.');
      return toUpiPayment(row);
    },

    /** `api/Payment/Check`: the player's own payment as it stands. */
    async checkUpi(playerId: number, reference: string): Promise<UpiPayment> {
      await expireOverdue(db, 'reference = $2', [reference]);
      const row = await findByReference(db, reference);
      if (row.player_id !== playerId) throw new HttpError(404, paymentRequestMessages.paymentNotFound);
      return toUpiPayment(row);
    },

    /** Any UPI payment by its reference, as it stands: for the simulated payer, who has no session. */
    async lookUpUpi(reference: string): Promise<UpiPayment> {
      await expireOverdue(db, 'reference = $2', [reference]);
      const row = await findByReference(db, reference);
      if (row.method !== 'upi') throw new HttpError(404, paymentRequestMessages.paymentNotFound);
      return toUpiPayment(row);
    },

    /**
     * The payer's side of the simulation (an admin call or the payer page): paid credits the ledger once; asking again
     * answers the same; a payment that failed or expired cannot be paid any more.
     */
    async completeUpi(reference: string, outcome: 'paid' | 'failed'): Promise<UpiPayment> {
      await expireOverdue(db, 'reference = $2', [reference]);
      const { row, posting } = await db.transaction(async (tx) => {
        const current = await findByReference(tx, reference, true);
        if (current.status === outcome) return { row: current, posting: null };
        if (current.status !== 'pending') throw new HttpError(409, `This payment is already ${current.status}.`);
        const [updated] = await tx.query<RequestRow>(
          `UPDATE payment_requests SET status = $2, decided_at = $3 WHERE id = $1 RETURNING ${columns}`,
          [current.id, outcome, now()],
        );
        if (updated === undefined) throw new Error('The payment was not updated.');
        const posted =
          outcome === 'paid'
            ? await postInTransaction(tx, {
                playerId: current.player_id,
                kind: 'deposit',
                amount: current.amount,
                reference: `upi:${reference}`,
                description: 'UPI deposit',
                details: { method: 'upi', paymentReference: reference, requestId: current.id },
              })
            : null;
        return { row: updated, posting: posted };
      });
      tell(row.player_id, posting);
      return toUpiPayment(row);
    },

    /**
     * `DepositWithdrawal/CreateDeposit`: a manual deposit waiting for the operator. Its receipt backs
     * no other request that still stands (a rejected one gives it back): checked here under the
     * player's lock, and by a unique index, so two at once cannot both take it.
     */
    async createDeposit(player: Player, deposit: ManualDeposit): Promise<PaymentRequest> {
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
            if (receipt === undefined) throw new HttpError(400, paymentRequestMessages.receiptNotFound);
            const [used] = await tx.query<{ id: number }>(
              `SELECT id FROM payment_requests WHERE utr = $1 AND type = 'deposit' AND status IN ('pending', 'approved')`,
              [deposit.utr],
            );
            if (used !== undefined) throw new HttpError(409, paymentRequestMessages.utrAlreadyUsed);
            const [backing] = await tx.query<{ id: number }>(
              `SELECT id FROM payment_requests WHERE receipt_id = $1 AND status <> 'rejected'`,
              [deposit.receiptId],
            );
            if (backing !== undefined) throw new HttpError(409, paymentMessages.receiptAlreadyUsed);
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
          throw new HttpError(409, paymentMessages.receiptAlreadyUsed, { cause: error });
        }
        throw error;
      }
    },

    /** What the player may withdraw now and the bonus money locked: for the withdrawal form. */
    withdrawable: (playerId: number): Promise<Withdrawable> => withdrawableOf(db, playerId),

    /**
     * `DepositWithdrawal/CreateWithdrawal`: holds the amount at once (a ledger debit), so it cannot
     * be staked while the operator decides. Refused beyond the balance less the exposure less the
     * bonus money not yet wagered, read under the player's lock in the transaction that holds it.
     */
    async createWithdrawal(player: Player, withdrawal: Withdrawal): Promise<PaymentRequest> {
      refuseDemo(player);
      const destination: Destination =
        withdrawal.method === 'bank'
          ? {
              method: 'bank',
              accountHolder: withdrawal.accountHolder,
              accountNumber: withdrawal.accountNumber,
              ifsc: withdrawal.ifsc,
            }
          : { method: 'upi', upiId: withdrawal.upiId };
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
            const funds = await withdrawableOf(tx, player.id);
            if (toMinorUnits(withdrawal.amount) > toMinorUnits(funds.withdrawable)) {
              throw new HttpError(
                400,
                toMinorUnits(funds.lockedBonus) > 0n
                  ? bonusLockedMessage({ withdrawable: funds.withdrawable, locked: funds.lockedBonus })
                  : paymentMessages.overAvailableBalance,
              );
            }
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
              description: withdrawal.method === 'bank' ? 'Withdrawal to bank account' : 'Withdrawal to UPI',
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
          throw new HttpError(400, paymentMessages.overAvailableBalance, { cause: error });
        }
        throw error;
      }
    },

    /** The player's requests, newest first. */
    async list(playerId: number, filter: RequestFilter): Promise<PaymentRequestPage> {
      await expireOverdue(db, 'player_id = $2', [playerId]);
      const { where, parameters } = requestConditions(filter, { playerId });
      const rows = await db.query<RequestRow>(
        `SELECT ${columns} FROM payment_requests WHERE ${where}
         ORDER BY created_at DESC, id DESC OFFSET $${parameters.length + 1} LIMIT $${parameters.length + 2}`,
        [...parameters, filter.skip, filter.take],
      );
      const [count] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM payment_requests WHERE ${where}`,
        parameters,
      );
      return { totalCount: count?.n ?? 0, items: rows.map(toPaymentRequest) };
    },

    /**
     * The operator's listing, newest first: every player's requests with the receipt's evidence
     * (`toAdminPaymentRequest`).
     */
    async adminList(filter: RequestFilter & { readonly playerId?: number }): Promise<{
      readonly totalCount: number;
      readonly items: AdminPaymentRequest[];
    }> {
      await expireOverdue(db, 'true', []);
      const { where, parameters } = requestConditions(filter, { playerId: filter.playerId, alias: 'r' });
      const rows = await db.query<AdminRequestRow>(
        `SELECT r.id, r.player_id, r.type, r.method, r.amount::text AS amount, r.status, r.reference, r.utr,
                r.receipt_id, r.destination, r.note, r.expires_at, r.created_at, r.decided_at, r.receipt_reused,
                p.username, u.utr AS receipt_utr, u.text_status AS receipt_text_status
           FROM payment_requests r
           JOIN players p ON p.id = r.player_id
           LEFT JOIN uploads u ON u.id = r.receipt_id
          WHERE ${where}
          ORDER BY r.created_at DESC, r.id DESC OFFSET $${parameters.length + 1} LIMIT $${parameters.length + 2}`,
        [...parameters, filter.skip, filter.take],
      );
      const [count] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM payment_requests r WHERE ${where}`,
        parameters,
      );
      return { totalCount: count?.n ?? 0, items: rows.map(toAdminPaymentRequest) };
    },

    /**
     * The operator's decision on a manual deposit or a withdrawal: an approved deposit credits the
     * ledger, a rejected withdrawal gives the held amount back; the other two move nothing.
     */
    async decide(id: number, decision: 'approve' | 'reject', note: string | null): Promise<PaymentRequest> {
      const { row, posting } = await db.transaction(async (tx) => {
        const [current] = await tx.query<RequestRow>(
          `SELECT ${columns} FROM payment_requests WHERE id = $1 FOR UPDATE`,
          [id],
        );
        if (current === undefined || (current.type === 'deposit' && current.method === 'upi')) {
          throw new HttpError(404, paymentRequestMessages.requestNotFound);
        }
        if (current.status !== 'pending') throw new HttpError(409, paymentRequestMessages.notPending);
        const [updated] = await tx.query<RequestRow>(
          `UPDATE payment_requests SET status = $2, decided_at = $3, note = $4 WHERE id = $1 RETURNING ${columns}`,
          [id, decision === 'approve' ? 'approved' : 'rejected', now(), note],
        );
        if (updated === undefined) throw new Error('The request was not updated.');
        let posted: PostingResult | null = null;
        if (current.type === 'deposit' && decision === 'approve') {
          posted = await postInTransaction(tx, {
            playerId: current.player_id,
            kind: 'deposit',
            amount: current.amount,
            reference: `request:${id}`,
            description: 'Bank deposit',
            details: { method: 'manual', requestId: id, utr: current.utr },
          });
        } else if (current.type === 'withdrawal' && decision === 'reject') {
          posted = await postInTransaction(tx, {
            playerId: current.player_id,
            kind: 'withdrawal_reversal',
            amount: current.amount,
            reference: `request:${id}`,
            description: 'Withdrawal rejected: amount returned',
            details: { requestId: id, note },
          });
        }
        return { row: updated, posting: posted };
      });
      tell(row.player_id, posting);
      return toPaymentRequest(row);
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
