import { paymentRequestStatuses, paymentRequestTypes } from '@exchange/contracts';
import { z } from 'zod';

import { ok } from '../http/envelope.js';
import { optionalBody } from '../http/route-input.js';
import { requireAdminToken } from './admin-guard.js';
import { playerIdParams } from './admin.js';
import type { RouteModule } from './route-module.js';

const listQuery = z.object({
  type: z.enum(paymentRequestTypes).optional(),
  status: z.enum(paymentRequestStatuses).optional(),
  playerId: z.coerce.number().int().positive().optional(),
  skip: z.coerce.number().int().min(0).default(0),
  take: z.coerce.number().int().min(1).max(100).default(50),
});

const referenceParams = z.object({ reference: z.string().min(1).max(40) });

const completeBody = z.object({ outcome: z.enum(['paid', 'failed']).default('paid') }).default({ outcome: 'paid' });
const decisionBody = z
  .object({ note: z.string().trim().max(200).nullable().optional() })
  .default({})
  .transform((body) => body.note ?? null);

/**
 * The operator's side of payments, behind the admin token: the UPI simulation's payer (marks a
 * payment paid or failed), the listing of requests with each receipt's OCR check, and the decision
 * on manual deposits and withdrawals.
 */
export const adminPaymentRoutes: RouteModule = async (app, { config, services }) => {
  app.addHook('onRequest', requireAdminToken(config.adminToken));
  const { payments } = services;

  app.post(
    '/admin/payments/:reference/complete',
    { schema: { params: referenceParams, body: optionalBody(completeBody) } },
    async (request) => ok(await payments.completeUpi(request.params.reference, request.body.outcome)),
  );

  // `?type=deposit&status=pending` is the review queue; `utrCheck: 'mismatch'` marks a typed UTR
  // that differs from the receipt's.
  app.get('/admin/payment-requests', { schema: { querystring: listQuery } }, async (request) =>
    ok(await payments.adminList(request.query)),
  );

  for (const decision of ['approve', 'reject'] as const) {
    app.post(
      `/admin/payment-requests/:id/${decision}`,
      { schema: { params: playerIdParams, body: optionalBody(decisionBody) } },
      async (request) => ok(await payments.decide(request.params.id, decision, request.body)),
    );
  }
};
