import { paymentRequestStatuses, paymentRequestTypes } from '@exchange/contracts';
import { z } from 'zod';

import { ok } from '../http/envelope.js';
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

  app.post('/admin/payments/:reference/complete', async (request) => {
    const { reference } = z.object({ reference: z.string().min(1).max(40) }).parse(request.params);
    const { outcome } = completeBody.parse(request.body ?? undefined);
    return ok(await payments.completeUpi(reference, outcome));
  });

  // `?type=deposit&status=pending` is the review queue; `utrCheck: 'mismatch'` marks a typed UTR
  // that differs from the receipt's.
  app.get('/admin/payment-requests', async (request) => {
    const query = listQuery.parse(request.query);
    return ok(await payments.adminList(query));
  });

  for (const decision of ['approve', 'reject'] as const) {
    app.post(`/admin/payment-requests/:id/${decision}`, async (request) => {
      const { id } = playerIdParams.parse(request.params);
      return ok(await payments.decide(id, decision, decisionBody.parse(request.body ?? undefined)));
    });
  }
};
