import { describe, expect, it } from 'vitest';

import { loginResultSchema, pagedResultSchema } from './account-calls.js';
import { openBetsSchema } from './bets-calls.js';
import { placeBetRequestSchema } from './betting-calls.js';
import { fail, failureEnvelopeSchema, ok, successEnvelopeSchema } from './envelope.js';
import { closestEventsQuerySchema, marketPricesSchema, maxClosestEvents } from './sports-calls.js';

const login = { accessToken: 'a', refreshToken: 'r', expireInSeconds: 3600 };

describe('envelope', () => {
  it('reads what ok and fail write', () => {
    expect(successEnvelopeSchema(loginResultSchema).safeParse(ok(login)).success).toBe(true);
    expect(failureEnvelopeSchema.parse(fail('Invalid username or password.')).error.message).toBe(
      'Invalid username or password.',
    );
  });

  it('refuses a success whose result breaks the call schema', () => {
    const parsed = successEnvelopeSchema(loginResultSchema).safeParse(ok({ ...login, accessToken: 42 }));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['result', 'accessToken']);
  });
});

describe('call schemas', () => {
  it('keep the fields a server adds beyond the specification', () => {
    expect(loginResultSchema.parse({ ...login, football: true })).toMatchObject({ football: true });
  });

  it('need the fields the client reads', () => {
    expect(loginResultSchema.safeParse({ accessToken: 'a', expireInSeconds: 60 }).success).toBe(false);
    expect(openBetsSchema.safeParse({ openBets: [], balance: 10, exposure: 0 }).success).toBe(true);
    expect(openBetsSchema.safeParse({ openBets: [{}], balance: 10, exposure: 0 }).success).toBe(false);
  });

  it('page any item schema', () => {
    expect(pagedResultSchema(openBetsSchema).safeParse({ totalCount: 0, items: [] }).success).toBe(true);
    expect(pagedResultSchema(openBetsSchema).safeParse({ totalCount: 1, items: [{}] }).success).toBe(false);
  });
});

describe('sports schemas', () => {
  const prices = {
    marketId: '1.101',
    state: 'OPEN',
    inPlay: false,
    totalMatched: 1200,
    version: 3,
    runners: [{ runnerId: 1, back: [{ price: 1.5, size: 200 }], lay: [{ price: 1.52, size: 90 }] }],
  };

  it('read an exchange market and a fancy line', () => {
    expect(marketPricesSchema.safeParse(prices).success).toBe(true);
    const fancy = { ...prices, runners: [{ runnerId: 9, no: { line: 45, rate: 100 }, yes: { line: 46, rate: 100 } }] };
    expect(marketPricesSchema.safeParse(fancy).success).toBe(true);
  });

  it('refuse more than three levels a side and an unknown market state', () => {
    const level = { price: 2, size: 1 };
    const deep = { ...prices, runners: [{ runnerId: 1, back: [level, level, level, level], lay: [] }] };
    expect(marketPricesSchema.safeParse(deep).success).toBe(false);
    expect(marketPricesSchema.safeParse({ ...prices, state: 'PAUSED' }).success).toBe(false);
  });

  it('ask Event/Closest for a whole number of events up to its most, or its default', () => {
    expect(closestEventsQuerySchema.safeParse({}).success).toBe(true);
    expect(closestEventsQuerySchema.safeParse({ count: 1 }).success).toBe(true);
    expect(closestEventsQuerySchema.safeParse({ count: maxClosestEvents }).success).toBe(true);
    for (const count of [0, 2.5, maxClosestEvents + 1]) {
      expect(closestEventsQuerySchema.safeParse({ count }).success).toBe(false);
    }
  });
});

describe('betting schemas', () => {
  const request = {
    idempotencyKey: 'a1b2c3d4-0000',
    marketId: '1.1',
    runnerId: 2,
    side: 'BACK',
    odds: 2.5,
    stake: 100,
  };

  it('read a placement with its idempotency key and an exact stake', () => {
    expect(placeBetRequestSchema.safeParse(request).success).toBe(true);
    expect(placeBetRequestSchema.safeParse({ ...request, stake: 10.005 }).success).toBe(false);
    expect(placeBetRequestSchema.safeParse({ ...request, idempotencyKey: 'short' }).success).toBe(false);
    expect(placeBetRequestSchema.safeParse({ ...request, side: 'OVER' }).success).toBe(false);
  });
});
