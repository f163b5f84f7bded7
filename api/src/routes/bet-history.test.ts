import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { newKey, startBettingTestKit, type BettingTestKit, type TestPlayer } from '../betting/betting-test-kit.js';

// The bet history and profit and loss calls over one player's settled, lost, voided markets, a
// second market of one event, and another player's bet that must never show.

let kit: BettingTestKit;
let player: TestPlayer;
const events: Record<'won' | 'mixed' | 'void', number> = { won: 0, mixed: 0, void: 0 };
const hour = 60 * 60 * 1000;
const period = () => ({
  from: new Date(Date.now() - hour).toISOString(),
  to: new Date(Date.now() + hour).toISOString(),
});

async function place(who: TestPlayer, body: Record<string, unknown>) {
  const response = await kit.call(who, 'POST', '/Bet/PlaceBetV2', { idempotencyKey: newKey(), ...body });
  expect(response.statusCode, response.body).toBe(200);
}

/** A second market of an existing event, as the world adds them. */
async function addMarketTo(eventId: number, marketId: string, runnerIds: [number, number]) {
  await kit.db.query(
    `INSERT INTO markets (id, event_id, name, type, kind, state, in_play, bet_delay)
     VALUES ($1, $2, 'Winner', 'MATCH_ODDS', 'exchange', 'OPEN', false, 0)`,
    [marketId, eventId],
  );
  for (const [index, id] of runnerIds.entries()) {
    await kit.db.query('INSERT INTO runners (id, market_id, name, sort_priority) VALUES ($1, $2, $3, $4)', [
      id,
      marketId,
      `Side ${index + 1}`,
      index + 1,
    ]);
  }
  kit.exchange.addMarket({ id: marketId, kind: 'exchange', state: 'OPEN', inPlay: false, betDelay: 0, runnerIds });
}

beforeAll(async () => {
  kit = await startBettingTestKit();
  player = await kit.newPlayer('10000.00');
  const other = await kit.newPlayer('1000.00');

  // Won: back 123.45 at 2.02 wins 125.92, lay 100 at 1.5 on the loser wins 100; commission 4.52.
  const won = await kit.addMarket();
  events.won = won.eventId;
  const [a = 0, b = 0] = won.runnerIds;
  await kit.quote(won.marketId, a, 'lay', 2.02, 1000);
  await kit.quote(won.marketId, b, 'back', 1.5, 1000);
  await place(player, { marketId: won.marketId, runnerId: a, side: 'BACK', odds: 2.02, stake: 123.45 });
  await place(player, { marketId: won.marketId, runnerId: b, side: 'LAY', odds: 1.5, stake: 100 });
  await place(other, { marketId: won.marketId, runnerId: a, side: 'BACK', odds: 2.02, stake: 100 });
  await kit.admin(`/admin/markets/${won.marketId}/settle`, { winnerRunnerId: a });

  // A cricket event with two markets: one lost (−250), one won (+100, commission 2.00).
  const lost = await kit.addMarket({ sportId: 3 });
  events.mixed = lost.eventId;
  const [c = 0, d = 0] = lost.runnerIds;
  await kit.quote(lost.marketId, c, 'lay', 3, 1000);
  await place(player, { marketId: lost.marketId, runnerId: c, side: 'BACK', odds: 3, stake: 250 });
  await kit.admin(`/admin/markets/${lost.marketId}/settle`, { winnerRunnerId: d });
  await addMarketTo(lost.eventId, '1.9555001', [955_001, 955_002]);
  await kit.quote('1.9555001', 955_001, 'lay', 2, 1000);
  await place(player, { marketId: '1.9555001', runnerId: 955_001, side: 'BACK', odds: 2, stake: 100 });
  await kit.admin('/admin/markets/1.9555001/settle', { winnerRunnerId: 955_001 });

  // Void: the stake comes back, the bet is VOID with no P/L.
  const voided = await kit.addMarket();
  events.void = voided.eventId;
  await kit.quote(voided.marketId, voided.runnerIds[0] ?? 0, 'back', 4, 1000);
  await place(player, { marketId: voided.marketId, runnerId: voided.runnerIds[0], side: 'LAY', odds: 4, stake: 100 });
  await kit.admin(`/admin/markets/${voided.marketId}/void`);

  // An open bet: not history.
  const open = await kit.addMarket();
  await place(player, { marketId: open.marketId, runnerId: open.runnerIds[0], side: 'BACK', odds: 5, stake: 100 });
});

afterAll(() => kit.close());

interface HistoryAnswer {
  totalCount: number;
  items: { id: number; status: string; eventId: number; sportId: number; profitLoss: number | null }[];
}

async function history(body: Record<string, unknown>) {
  const response = await kit.call(player, 'POST', '/Bet/GetUserBetHistory', body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ result: HistoryAnswer }>().result;
}

describe('Bet/GetUserBetHistory', () => {
  it('lists the settled and voided bets of the period, newest first, and only the player’s', async () => {
    const answer = await history({ ...period(), status: ['SETTLED', 'VOID'] });
    expect(answer.totalCount).toBe(5);
    expect(answer.items.map((bet) => bet.status)).toEqual(['VOID', 'SETTLED', 'SETTLED', 'SETTLED', 'SETTLED']);
    expect(answer.items.map((bet) => bet.profitLoss).sort((x, y) => (x ?? 0) - (y ?? 0))).toEqual([
      -250, 0, 100, 100, 125.92,
    ]);
  });

  it('filters by outcome: won, lost and voided', async () => {
    expect((await history({ ...period(), status: 'WON' })).totalCount).toBe(3);
    const lost = await history({ ...period(), status: 'LOST' });
    expect(lost.items.map((bet) => bet.profitLoss)).toEqual([-250]);
    const voided = await history({ ...period(), status: ['VOID'] });
    expect(voided.items.map((bet) => bet.eventId)).toEqual([events.void]);
  });

  it('filters by sport and by event', async () => {
    const cricket = await history({ ...period(), sportId: 3, status: ['SETTLED', 'VOID'] });
    expect(cricket.items.map((bet) => bet.sportId)).toEqual([3, 3]);
    const event = await history({ eventId: events.won, status: ['SETTLED', 'VOID'] });
    expect(event.totalCount).toBe(2);
  });

  it('answers a page at a time', async () => {
    const first = await history({ ...period(), status: ['SETTLED', 'VOID'], MaxResultCount: 2 });
    const second = await history({ ...period(), status: ['SETTLED', 'VOID'], MaxResultCount: 2, SkipCount: 2 });
    const last = await history({ ...period(), status: ['SETTLED', 'VOID'], MaxResultCount: 2, SkipCount: 4 });
    expect([first.items.length, second.items.length, last.items.length]).toEqual([2, 2, 1]);
    const ids = [...first.items, ...second.items, ...last.items].map((bet) => bet.id);
    expect(new Set(ids).size).toBe(5);
    expect(second.totalCount).toBe(5);
  });

  it('finds nothing outside the period', async () => {
    const answer = await history({ from: '2020-01-01T00:00:00.000Z', to: '2020-01-31T23:59:59.999Z' });
    expect(answer).toEqual({ totalCount: 0, items: [] });
  });

  it('refuses a reversed period, an unknown status and a page too large, saying the rule or naming the field', async () => {
    const { from, to } = period();
    const cases = [
      [{ from: to, to: from }, 'The start date must not be after the end date.'],
      [{ status: 'OPEN' }, 'status'],
      [{ status: [] }, 'status'],
      [{ MaxResultCount: 101 }, 'MaxResultCount'],
      [{ from: 'soon' }, 'from: not a date.'],
    ] as const;
    for (const [body, message] of cases) {
      const response = await kit.call(player, 'POST', '/Bet/GetUserBetHistory', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ error: { message: string } }>().error.message).toContain(message);
    }
  });
});

interface ProfitLossAnswer {
  totalCount: number;
  items: {
    eventId: number;
    bets: number;
    profitLoss: number;
    commission: number;
    net: number;
    markets: { marketId: string; profitLoss: number; commission: number; bets: number }[];
  }[];
  totals: { events: number; bets: number; profitLoss: number; commission: number; net: number };
  series: { at: string; net: number }[];
}

const query = (params: Record<string, string | number>) =>
  `/Bet/GetUserProfitLoss?${new URLSearchParams(Object.entries(params).map(([key, value]): [string, string] => [key, String(value)]))}`;

async function profitLoss(params: Record<string, string | number>) {
  const response = await kit.call(player, 'GET', query(params));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ result: ProfitLossAnswer }>().result;
}

describe('Bet/GetUserProfitLoss', () => {
  it('sums each event’s markets from the ledger, with the period’s totals and running series', async () => {
    const answer = await profitLoss({ ...period(), SkipCount: 0, MaxResultCount: 10 });
    expect(answer.totals).toEqual({ events: 3, bets: 5, profitLoss: 75.92, commission: 6.52, net: 69.4 });
    expect(answer.totalCount).toBe(3);
    expect(answer.items.map((item) => [item.eventId, item.profitLoss, item.commission, item.net])).toEqual([
      [events.void, 0, 0, 0],
      [events.mixed, -150, 2, -152],
      [events.won, 225.92, 4.52, 221.4],
    ]);
    const mixed = answer.items[1];
    expect(mixed?.markets.map((market) => [market.profitLoss, market.commission, market.bets])).toEqual([
      [-250, 0, 1],
      [100, 2, 1],
    ]);
    expect(answer.series.map((point) => point.net)).toEqual([221.4, -250, 98, 0]);
    expect(answer.series.map((point) => point.at)).toEqual([...answer.series.map((point) => point.at)].sort());
  });

  it('pages the events while the totals cover the whole period', async () => {
    const second = await profitLoss({ ...period(), SkipCount: 1, MaxResultCount: 1 });
    expect(second.items.map((item) => item.eventId)).toEqual([events.mixed]);
    expect(second.totalCount).toBe(3);
    expect(second.totals.net).toBe(69.4);
  });

  it('filters by sport', async () => {
    const cricket = await profitLoss({ ...period(), sportId: 3, SkipCount: 0, MaxResultCount: 10 });
    expect(cricket.items.map((item) => item.eventId)).toEqual([events.mixed]);
    expect(cricket.totals).toEqual({ events: 1, bets: 2, profitLoss: -150, commission: 2, net: -152 });
  });

  it('answers an empty period with zero totals', async () => {
    const answer = await profitLoss({
      from: '2020-01-01T00:00:00.000Z',
      to: '2020-01-31T23:59:59.999Z',
      SkipCount: 0,
      MaxResultCount: 10,
    });
    expect(answer).toEqual({
      totalCount: 0,
      items: [],
      totals: { events: 0, bets: 0, profitLoss: 0, commission: 0, net: 0 },
      series: [],
    });
  });

  it('refuses a missing, reversed or too long period and bad pages, saying the rule or naming the field', async () => {
    const { from, to } = period();
    const page = { SkipCount: 0, MaxResultCount: 10 };
    const cases = [
      [{ to, ...page }, 'Choose a start and an end date.'],
      [{ from: to, to: from, ...page }, 'The start date must not be after the end date.'],
      [
        { from: '2024-01-01T00:00:00.000Z', to: '2025-06-01T00:00:00.000Z', ...page },
        'Choose a period of at most 366 days.',
      ],
      [{ from, to, SkipCount: -1, MaxResultCount: 10 }, 'SkipCount'],
      [{ from, to, SkipCount: 0, MaxResultCount: 500 }, 'MaxResultCount'],
      [{ from, to, sportId: 'cricket', ...page }, 'sportId'],
    ] as const;
    for (const [params, message] of cases) {
      const response = await kit.call(player, 'GET', query(params));
      expect(response.statusCode, JSON.stringify(params)).toBe(400);
      expect(response.json<{ error: { message: string } }>().error.message).toContain(message);
    }
  });

  it('needs the player’s token', async () => {
    const response = await kit.app.inject({
      method: 'GET',
      url: query({ ...period(), SkipCount: 0, MaxResultCount: 1 }),
    });
    expect(response.statusCode).toBe(401);
  });
});
