import {
  betLimitsSchema,
  betSchema,
  cancelBetsResultSchema,
  cashOutResultSchema,
  marketProfitLossSchema,
  openBetsSchema,
  pagedResultSchema,
  placeBetResultSchema,
  profitLossSchema,
  successEnvelopeSchema,
} from '@exchange/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';

import { newKey, startBettingTestKit, type BettingTestKit } from '../betting/betting-test-kit.js';

// The betting calls answer what the contracts say, so the bet slip's check of every answer never
// fails against the api: each body is read with the schema the client uses.

let kit: BettingTestKit;

beforeAll(async () => {
  kit = await startBettingTestKit();
});

afterAll(() => kit.close());

function read<Schema extends z.ZodMiniType>(schema: Schema, response: LightMyRequestResponse): z.output<Schema> {
  const parsed = successEnvelopeSchema(schema).safeParse(response.json());
  expect(parsed.error?.issues ?? [], response.body).toEqual([]);
  return (parsed.data as { result: z.output<Schema> }).result;
}

describe('the betting calls keep the contracts', () => {
  it('from placement to settlement', async () => {
    const player = await kit.newPlayer('10000.00');
    const { marketId, runnerIds } = await kit.addMarket();
    const [first = 0, second = 0] = runnerIds;
    await kit.quote(marketId, first, 'lay', 3, 100);

    read(betLimitsSchema, await kit.call(player, 'GET', '/Odds/GetUserLimits'));
    const matched = read(
      placeBetResultSchema,
      await kit.call(player, 'POST', '/Bet/PlaceBetV2', {
        idempotencyKey: newKey(),
        marketId,
        runnerId: first,
        side: 'BACK',
        odds: 3,
        stake: 150,
        persistence: 'KEEP',
      }),
    );
    expect(matched.bet.status).toBe('PARTIALLY_MATCHED');
    // The price shortens once the offer at 3 is taken: cash out can lay at 2.
    await kit.quote(marketId, first, 'back', 2, 1000);
    const resting = read(
      placeBetResultSchema,
      await kit.call(player, 'POST', '/Bet/PlaceBetV2', {
        idempotencyKey: newKey(),
        marketId,
        runnerId: second,
        side: 'LAY',
        odds: 1.5,
        stake: 100,
      }),
    );
    read(openBetsSchema, await kit.call(player, 'GET', '/Bet/GetUserOpenBets'));
    const profitLoss = read(profitLossSchema, await kit.call(player, 'GET', '/Bet/GetUserExpectedProfitLoss'));
    expect(z.array(marketProfitLossSchema).safeParse(profitLoss).success).toBe(true);
    read(
      cancelBetsResultSchema,
      await kit.call(player, 'POST', '/Bet/CancelBets', { betIds: [matched.bet.id, resting.bet.id] }),
    );
    read(
      cashOutResultSchema,
      await kit.call(player, 'POST', '/Bet/CashOut', { idempotencyKey: newKey(), marketId, percent: 50 }),
    );
    expect((await kit.admin(`/admin/markets/${marketId}/settle`, { winnerRunnerId: first })).statusCode).toBe(200);
    const history = read(
      pagedResultSchema(betSchema),
      await kit.call(player, 'POST', '/Bet/GetUserBetHistory', { MaxResultCount: 10 }),
    );
    expect(history.items.map((bet) => bet.status).sort()).toEqual(['CANCELLED', 'SETTLED', 'SETTLED']);
  });
});
