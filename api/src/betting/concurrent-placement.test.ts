import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { Exchange } from '../exchange/exchange.js';
import { betRoutes } from '../routes/bets.js';
import { buildServer } from '../server.js';
import { newKey, startBettingTestKit, type BettingTestKit } from './betting-test-kit.js';

// Two api processes on one database: each has its own engine and services, and only the database
// is shared. In the api-postgres project the two place bets at the same time on separate
// connections, as two processes do.
let kit: BettingTestKit;
let second: FastifyInstance;
let secondExchange: Exchange;

beforeAll(async () => {
  kit = await startBettingTestKit();
  secondExchange = new Exchange();
  second = buildServer({
    config: kit.config,
    db: kit.db,
    logger: false,
    routes: [betRoutes],
    betting: { exchange: secondExchange, wait: async () => {} },
  });
  await second.ready();
});

afterAll(async () => {
  await second.close();
  await kit.close();
});

describe('one player betting through two processes at once', () => {
  it('is never accepted beyond the balance', async () => {
    const player = await kit.newPlayer('1000.00');
    const { marketId, runnerIds } = await kit.addMarket();
    secondExchange.addMarket({ id: marketId, kind: 'exchange', state: 'OPEN', inPlay: false, betDelay: 0, runnerIds });
    const [runnerId = 0] = runnerIds;
    // Backs at 1000 rest: each holds its stake of 100, so ten fit in the balance of 1,000.
    const bet = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/Bet/PlaceBetV2',
        headers: { authorization: player.authorization },
        payload: { idempotencyKey: newKey(), marketId, runnerId, side: 'BACK', odds: 1000, stake: 100 },
      });
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, index) => bet(index % 2 === 0 ? kit.app : second)),
    );
    const accepted = answers.filter((answer) => answer.statusCode === 200).length;
    expect(answers.map((answer) => answer.statusCode).filter((status) => status !== 200 && status !== 400)).toEqual([]);
    expect(accepted).toBe(10);
    expect(await kit.balanceOf(player.id)).toEqual({ balance: '1000.00', exposure: '1000.00' });
  });
});
