import { statementLine, type PaymentRequest } from '@exchange/contracts';

import { HttpError } from '../http/errors.js';
import { postInTransaction, type PostingResult } from '../ledger/ledger.js';
import { paymentRequestMessages, type PaymentContext } from './payment-context.js';
import { columns, toPaymentRequest, type RequestRow } from './request-rows.js';

/**
 * The operator's decision on a manual deposit, a withdrawal or a request to the cashier: an approved
 * manual deposit credits the ledger, a rejected withdrawal gives the held amount back, and a rejected
 * deposit or an approved withdrawal moves nothing. A request to the cashier held nothing, so either
 * decision only records it (approved: handled); the cashier moves the money by their own means.
 */
export async function decideRequest(
  { db, now, tell }: PaymentContext,
  id: number,
  decision: 'approve' | 'reject',
  note: string | null,
): Promise<PaymentRequest> {
  const { row, posting } = await db.transaction(async (tx) => {
    const [current] = await tx.query<RequestRow>(`SELECT ${columns} FROM payment_requests WHERE id = $1 FOR UPDATE`, [
      id,
    ]);
    if (current === undefined || (current.type === 'deposit' && current.method === 'upi')) {
      throw new HttpError(404, paymentRequestMessages.requestNotFound);
    }
    if (current.status !== 'pending') throw new HttpError(409, paymentRequestMessages.notPending);
    const [updated] = await tx.query<RequestRow>(
      `UPDATE payment_requests SET status = $2, decided_at = $3, note = $4 WHERE id = $1 RETURNING ${columns}`,
      [id, decision === 'approve' ? 'approved' : 'rejected', now(), note],
    );
    if (updated === undefined) throw new Error('The request was not updated.');
    // A request to the cashier held nothing, and its decision moves nothing.
    if (current.method === 'cashier') return { row: updated, posting: null };
    let posted: PostingResult | null = null;
    if (current.type === 'deposit' && decision === 'approve') {
      posted = await postInTransaction(tx, {
        playerId: current.player_id,
        kind: 'deposit',
        amount: current.amount,
        reference: `request:${id}`,
        description: statementLine('bankDeposit'),
        details: { method: 'manual', requestId: id, utr: current.utr },
      });
    } else if (current.type === 'withdrawal' && decision === 'reject') {
      posted = await postInTransaction(tx, {
        playerId: current.player_id,
        kind: 'withdrawal_reversal',
        amount: current.amount,
        reference: `request:${id}`,
        description: statementLine('withdrawalReturned'),
        details: { requestId: id, note },
      });
    }
    return { row: updated, posting: posted };
  });
  tell(row.player_id, posting);
  return toPaymentRequest(row);
}
