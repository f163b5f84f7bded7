import { randomBytes } from 'node:crypto';

import { statementLine, type UpiPayment } from '@exchange/contracts';

import type { Queryable } from '../db/database.js';
import { HttpError, refused } from '../http/errors.js';
import { postInTransaction } from '../ledger/ledger.js';
import type { Player } from '../players/players.js';
import { assertDepositAllowed } from '../responsible-play/responsible-play.js';
import type { Clock, PaymentContext } from './payment-context.js';
import type { PaymentSettings } from './payment-settings.js';
import { columns, iso, isoOrNull, type RequestRow } from './request-rows.js';
import { lockPlayer, refuseDemo } from './request-writes.js';

// UPI deposits: a payment the player makes by reference, pending until it is paid, fails or expires.

const upiUri = (settings: PaymentSettings, reference: string, amount: string) =>
  `upi://pay?${[
    ['pa', settings.upiId],
    ['pn', settings.payeeName],
    ['am', amount],
    ['tr', reference],
    ['cu', 'INR'],
  ]
    .map(([key, value]) => `${key}=${encodeURIComponent(value ?? '')}`)
    .join('&')}`;

const toUpiPayment = (settings: PaymentSettings, row: RequestRow): UpiPayment => {
  const status: UpiPayment['status'] =
    row.status === 'paid' || row.status === 'failed' || row.status === 'expired' ? row.status : 'pending';
  return {
    reference: row.reference ?? '',
    amount: Number(row.amount),
    status,
    upiUri: upiUri(settings, row.reference ?? '', row.amount),
    expiresAt: iso(row.expires_at ?? row.created_at),
    paidAt: row.status === 'paid' ? isoOrNull(row.decided_at) : null,
  };
};

/**
 * A pending UPI payment past its time is expired: written when anyone next looks. `where` narrows
 * the payments looked at, its parameters numbered from $2.
 */
export const expireOverdue = (q: Queryable, now: Clock, where: string, parameters: unknown[]) =>
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
  if (row === undefined) throw refused(404, 'paymentNotFound');
  return row;
}

/** `api/Payment/Generate`: a new UPI payment of `amount`, pending until paid, failed or expired. */
export async function generateUpi(
  { db, settings, now }: PaymentContext,
  player: Player,
  amount: string,
): Promise<UpiPayment> {
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
  return toUpiPayment(settings, row);
}

/** `api/Payment/Check`: the player's own payment as it stands. */
export async function checkUpi(
  { db, settings, now }: PaymentContext,
  playerId: number,
  reference: string,
): Promise<UpiPayment> {
  await expireOverdue(db, now, 'reference = $2', [reference]);
  const row = await findByReference(db, reference);
  if (row.player_id !== playerId) throw refused(404, 'paymentNotFound');
  return toUpiPayment(settings, row);
}

/** Any UPI payment by its reference, as it stands: for the simulated payer, who has no session. */
export async function lookUpUpi({ db, settings, now }: PaymentContext, reference: string): Promise<UpiPayment> {
  await expireOverdue(db, now, 'reference = $2', [reference]);
  const row = await findByReference(db, reference);
  if (row.method !== 'upi') throw refused(404, 'paymentNotFound');
  return toUpiPayment(settings, row);
}

const decidedCodes = {
  paid: 'paymentAlreadyPaid',
  failed: 'paymentAlreadyFailed',
  expired: 'paymentAlreadyExpired',
} as const;

/** The refusal (409) of paying or failing a UPI payment that is no longer pending. */
const alreadyDecided = (status: RequestRow['status']): HttpError =>
  status === 'paid' || status === 'failed' || status === 'expired'
    ? refused(409, decidedCodes[status])
    : new HttpError(409, `This payment is already ${status}.`);

/**
 * The payer's side of the simulation (an admin call or the payer page): paid credits the ledger once; asking again
 * answers the same; a payment that failed or expired cannot be paid any more.
 */
export async function completeUpi(
  { db, settings, now, tell }: PaymentContext,
  reference: string,
  outcome: 'paid' | 'failed',
): Promise<UpiPayment> {
  await expireOverdue(db, now, 'reference = $2', [reference]);
  const { row, posting } = await db.transaction(async (tx) => {
    const current = await findByReference(tx, reference, true);
    if (current.status === outcome) return { row: current, posting: null };
    if (current.status !== 'pending') throw alreadyDecided(current.status);
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
            description: statementLine('upiDeposit'),
            details: { method: 'upi', paymentReference: reference, requestId: current.id },
          })
        : null;
    return { row: updated, posting: posted };
  });
  tell(row.player_id, posting);
  return toUpiPayment(settings, row);
}
