import type { PaymentRequestPage } from '@exchange/contracts';

import type { PaymentContext } from './payment-context.js';
import {
  columns,
  requestConditions,
  toAdminPaymentRequest,
  toPaymentRequest,
  type AdminPaymentRequest,
  type AdminRequestRow,
  type RequestFilter,
  type RequestRow,
} from './request-rows.js';
import { expireOverdue } from './upi-payments.js';

// The listings of payment requests: the player's own, and the operator's of every player.

/** The player's requests, newest first. */
export async function listRequests(
  { db, now }: PaymentContext,
  playerId: number,
  filter: RequestFilter,
): Promise<PaymentRequestPage> {
  await expireOverdue(db, now, 'player_id = $2', [playerId]);
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
}

/**
 * The operator's listing, newest first: every player's requests with the receipt's evidence
 * (`toAdminPaymentRequest`).
 */
export async function adminListRequests(
  { db, now }: PaymentContext,
  filter: RequestFilter & { readonly playerId?: number },
): Promise<{
  readonly totalCount: number;
  readonly items: AdminPaymentRequest[];
}> {
  await expireOverdue(db, now, 'true', []);
  const { where, parameters } = requestConditions(filter, { playerId: filter.playerId, alias: 'r' });
  const rows = await db.query<AdminRequestRow>(
    `SELECT r.id, r.player_id, r.type, r.method, r.amount::text AS amount, r.status, r.reference, r.utr,
            r.receipt_id, r.destination, r.note, r.preferred_method, r.player_note, r.expires_at, r.created_at, r.decided_at, r.receipt_reused,
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
}
