import { transactionDetailQuerySchema, transactionHistoryQuerySchema } from '@exchange/contracts';

import { createSessionGuard, playerOf } from '../auth/player-guard.js';
import { ok } from '../http/envelope.js';
import { statementDetail, statementPage } from '../transactions/statement.js';
import type { RouteModule } from './route-module.js';

/** The account statement over the ledger: a period a page at a time, and one entry in full. */
export const transactionRoutes: RouteModule = async (app, { config, db }) => {
  const { authenticate } = createSessionGuard(config, db);

  app.get(
    '/Transaction/GetHistory',
    { onRequest: authenticate, schema: { querystring: transactionHistoryQuerySchema } },
    async (request) => {
      const { query } = request;
      return ok(
        await statementPage(db, playerOf(request).id, {
          from: new Date(query.FromDate),
          to: new Date(query.ToDate),
          type: query.Type ?? 'all',
          skip: query.SkipCount,
          take: query.MaxResultCount,
        }),
      );
    },
  );

  app.get(
    '/Transaction/GetDetail',
    { onRequest: authenticate, schema: { querystring: transactionDetailQuerySchema } },
    async (request) => ok(await statementDetail(db, playerOf(request).id, request.query.id)),
  );
};
