import { z } from 'zod';

import { ok } from '../http/envelope.js';
import { requireAdminToken } from './admin-guard.js';
import type { RouteModule } from './route-module.js';

const marketParams = z.object({ marketId: z.string().regex(/^1\.\d{1,18}$/, 'must be a market id such as 1.1000001') });

const settleBody = z.union([
  z.object({ winnerRunnerId: z.number().int().positive() }).strict(),
  z.object({ runs: z.record(z.string().regex(/^\d+$/), z.number().int().min(0)) }).strict(),
]);

/**
 * The operator's settlement of a market, for tests and demos (the world settles its own markets
 * when they close): `settle` with the winning runner, or the runs of each fancy line, and `void`.
 * Both close the market in the engine first; a second call with the same result changes nothing.
 */
export const adminBetRoutes: RouteModule = async (app, { config, services }) => {
  app.addHook('onRequest', requireAdminToken(config.adminToken));
  const { betting } = services;

  app.post('/admin/markets/:marketId/settle', { schema: { params: marketParams, body: settleBody } }, async (request) =>
    ok(await betting.settleMarket(request.params.marketId, request.body)),
  );

  app.post('/admin/markets/:marketId/void', { schema: { params: marketParams } }, async (request) =>
    ok(await betting.settleMarket(request.params.marketId, { void: true })),
  );
};
