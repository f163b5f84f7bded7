import { transactionDetailQuerySchema, transactionHistoryQuerySchema } from '@exchange/contracts';

import { createPlayerAuthenticator } from '../auth/player-guard.js';
import { ok } from '../http/envelope.js';
import { valid } from '../payments/request-input.js';
import { statementDetail, statementPage } from '../transactions/statement.js';
import type { RouteModule } from './route-module.js';

/** The account statement over the ledger: a period a page at a time, and one entry in full. */
export const transactionRoutes: RouteModule = async (app, { config, db }) => {
  const requirePlayer = createPlayerAuthenticator(config, db);

  app.get('/Transaction/GetHistory', async (request) => {
    const player = await requirePlayer(request);
    const query = valid(transactionHistoryQuerySchema, request.query);
    return ok(
      await statementPage(db, player.id, {
        from: new Date(query.FromDate),
        to: new Date(query.ToDate),
        type: query.Type ?? 'all',
        skip: query.SkipCount,
        take: query.MaxResultCount,
      }),
    );
  });

  app.get('/Transaction/GetDetail', async (request) => {
    const player = await requirePlayer(request);
    const { id } = valid(transactionDetailQuerySchema, request.query);
    return ok(await statementDetail(db, player.id, id));
  });
};
