import { betChangedMessageSchema } from '@exchange/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { startSession } from '../auth/sessions.js';
import { createAccessTokens } from '../auth/tokens.js';
import { betChangedNotification, type BetChanged } from '../betting/bet-events.js';
import { BettingService } from '../betting/betting-service.js';
import {
  manualWait,
  newKey,
  startBettingTestKit,
  type BettingTestKit,
  type TestPlayer,
} from '../betting/betting-test-kit.js';
import { Exchange } from '../exchange/exchange.js';
import type { BalanceChanged } from '../players/player-events.js';
import { createPlayer } from '../players/players.js';
import { SportsWorld } from '../sports/world.js';
import { startTestApp } from '../testing/test-app.js';
import { betRoutes } from './bets.js';

let kit: BettingTestKit;

beforeAll(async () => {
  kit = await startBettingTestKit();
});

afterAll(() => kit.close());

interface BetAnswer {
  id: number;
  status: string;
  stake: number;
  matchedStake: number;
  unmatchedStake: number;
  averageMatchedOdds: number | null;
  odds: number;
  rate?: number | null;
  profitLoss?: number | null;
}

const place = (player: TestPlayer, body: Record<string, unknown>) =>
  kit.call(player, 'POST', '/Bet/PlaceBetV2', { idempotencyKey: newKey(), ...body });

async function placed(player: TestPlayer, body: Record<string, unknown>) {
  const response = await place(player, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ result: { bet: BetAnswer; balance: number; exposure: number } }>().result;
}

const refusal = async (player: TestPlayer, body: Record<string, unknown>) => {
  const response = await place(player, body);
  return { status: response.statusCode, message: response.json<{ error: { message: string } }>().error.message };
};

/** A refused placement's code and values, as a client translates it. */
const refusalCode = async (player: TestPlayer, body: Record<string, unknown>) => {
  const { error } = (await place(player, body)).json<{ error: { code?: string; values?: Record<string, unknown> } }>();
  return { code: error.code, values: error.values };
};

async function profitLoss(player: TestPlayer, marketId: string) {
  const response = await kit.call(player, 'GET', `/Bet/GetUserExpectedProfitLoss?marketId=${marketId}`);
  const [item] = response.json<{
    result: { runners: { runnerId: number; profitLoss: number }[]; exposure: number }[];
  }>().result;
  return item;
}

async function ledger(playerId: number) {
  return kit.db.query<{ kind: string; amount: string; reference: string }>(
    "SELECT kind, amount::text AS amount, reference FROM ledger_entries WHERE player_id = $1 AND kind <> 'opening_balance' ORDER BY id",
    [playerId],
  );
}

describe('Odds/GetUserLimits', () => {
  it('lists the stake and profit limits of every market type', async () => {
    const player = await kit.newPlayer('100.00');
    const response = await kit.call(player, 'GET', '/Odds/GetUserLimits');
    const limits = response.json<{
      result: { marketType: string; minStake: number; maxStake: number; maxProfit: number }[];
    }>().result;
    expect(limits.find((limit) => limit.marketType === 'MATCH_ODDS')).toMatchObject({
      minStake: 100,
      maxStake: 200_000,
      maxProfit: 1_000_000,
    });
    expect(limits.find((limit) => limit.marketType === 'FANCY')).toMatchObject({
      maxStake: 100_000,
      maxProfit: 200_000,
    });
  });
});

describe('Bet/PlaceBetV2 refuses bad bets with a message and places nothing', () => {
  let player: TestPlayer;
  let marketId: string;
  let runnerId: number;

  beforeAll(async () => {
    player = await kit.newPlayer('1000000.00');
    const market = await kit.addMarket();
    marketId = market.marketId;
    runnerId = market.runnerIds[0] ?? 0;
  });

  it.each([
    [{ stake: 0 }, 'The stake must be more than 0.'],
    [{ stake: -5 }, 'The stake must be more than 0.'],
    [{ stake: 10.555 }, 'stake: An amount has at most two decimals.'],
    [{ stake: 'ten' }, 'stake: Invalid input: expected number, received string'],
    [{ stake: 99.99 }, 'The minimum stake is 100.00.'],
    [{ stake: 200_000.01 }, 'The maximum stake is 200000.00.'],
    [{ odds: 2.01 }, '2.01 is not a price of the ladder.'],
    [{ odds: 2.000000001 }, '2.000000001 is not a price of the ladder.'],
    [{ odds: 1001 }, 'Odds are from 1.01 to 1000.'],
    [{ odds: 1 }, 'Odds are from 1.01 to 1000.'],
    [{ stake: 2000, odds: 1000 }, 'This bet could win 1998000.00; one bet may win at most 1000000.00.'],
    [{ side: 'YES' }, 'A bet on this market is BACK or LAY.'],
  ])('%j', async (change, message) => {
    const answer = await refusal(player, { marketId, runnerId, side: 'BACK', odds: 2.5, stake: 100, ...change });
    expect(answer).toEqual({ status: 400, message });
  });

  it('answers with the code and values of each refusal, amounts as money text', async () => {
    const bet = { marketId, runnerId, side: 'BACK', odds: 2.5, stake: 100 };
    expect(await refusalCode(player, { ...bet, stake: 99.99 })).toEqual({
      code: 'minStake',
      values: { amount: '100.00' },
    });
    expect(await refusalCode(player, { ...bet, stake: 2000, odds: 1000 })).toEqual({
      code: 'maxProfit',
      values: { profit: '1998000.00', amount: '1000000.00' },
    });
    expect(await refusalCode(player, { ...bet, odds: 2.01 })).toEqual({
      code: 'oddsOffLadder',
      values: { odds: 2.01 },
    });
    expect(await refusalCode(player, { ...bet, odds: 1 })).toEqual({
      code: 'oddsFormat',
      values: { min: 1.01, max: 1000 },
    });
    expect(await refusalCode(player, { ...bet, marketId: '1.1' })).toEqual({
      code: 'marketNotFound',
      values: { marketId: '1.1' },
    });
    const poor = await kit.newPlayer('500.00');
    expect(await refusalCode(poor, { ...bet, odds: 2, stake: 600 })).toEqual({
      code: 'insufficientBalance',
      values: { available: '500.00', needed: '600.00' },
    });
  });

  it('refuses an unknown market and a runner of another market', async () => {
    expect(await refusal(player, { marketId: '1.1', runnerId, side: 'BACK', odds: 2, stake: 100 })).toEqual({
      status: 404,
      message: 'Market 1.1 not found.',
    });
    expect(await refusal(player, { marketId, runnerId: 1, side: 'BACK', odds: 2, stake: 100 })).toEqual({
      status: 400,
      message: 'Runner 1 is not in this market.',
    });
  });

  it('refuses a suspended or closed market', async () => {
    const market = await kit.addMarket();
    const bet = { marketId: market.marketId, runnerId: market.runnerIds[0], side: 'BACK', odds: 2, stake: 100 };
    await kit.exchange.withMarket(market.marketId, (writer) => writer.setState('SUSPENDED'));
    expect(await refusal(player, bet)).toEqual({
      status: 409,
      message: 'This market is suspended: the bet was not placed.',
    });
    await kit.exchange.withMarket(market.marketId, (writer) => writer.setState('CLOSED'));
    expect(await refusal(player, bet)).toEqual({
      status: 409,
      message: 'This market is closed: the bet was not placed.',
    });
  });

  it('refuses a bet the available balance cannot hold, counting held exposure', async () => {
    const poor = await kit.newPlayer('500.00');
    const market = await kit.addMarket();
    const [first, second] = market.runnerIds;
    expect(
      await refusal(poor, { marketId: market.marketId, runnerId: first, side: 'BACK', odds: 2, stake: 600 }),
    ).toEqual({
      status: 400,
      message: 'Insufficient balance: 500.00 available, 600.00 needed.',
    });
    // A lay risks its liability: 300 at 3.0 holds 600.
    expect(
      await refusal(poor, { marketId: market.marketId, runnerId: first, side: 'LAY', odds: 3, stake: 300 }),
    ).toEqual({
      status: 400,
      message: 'Insufficient balance: 500.00 available, 600.00 needed.',
    });
    await placed(poor, { marketId: market.marketId, runnerId: first, side: 'BACK', odds: 2, stake: 400 });
    expect(
      await refusal(poor, { marketId: market.marketId, runnerId: second, side: 'BACK', odds: 2, stake: 200 }),
    ).toEqual({
      status: 400,
      message: 'Insufficient balance: 100.00 available, 200.00 needed.',
    });
    expect(await kit.balanceOf(poor.id)).toEqual({ balance: '500.00', exposure: '400.00' });
  });
});

describe('matching through the engine', () => {
  it('matches a back against the lay offers and holds the stake as exposure without debiting it', async () => {
    const player = await kit.newPlayer('10000.00');
    const { marketId, runnerIds } = await kit.addMarket();
    const [first = 0, second = 0] = runnerIds;
    await kit.quote(marketId, first, 'lay', 2.5, 1000);
    const result = await placed(player, { marketId, runnerId: first, side: 'BACK', odds: 2.5, stake: 200 });
    expect(result.bet).toMatchObject({
      status: 'MATCHED',
      matchedStake: 200,
      unmatchedStake: 0,
      averageMatchedOdds: 2.5,
    });
    expect(result).toMatchObject({ balance: 10000, exposure: 200 });
    expect(await profitLoss(player, marketId)).toEqual({
      eventId: expect.any(Number),
      marketId,
      eventName: expect.stringMatching(/^Event \d+$/),
      marketName: 'Match Odds',
      marketKind: 'exchange',
      runners: [
        { runnerId: first, profitLoss: 300 },
        { runnerId: second, profitLoss: -200 },
      ],
      exposure: 200,
    });
  });

  it('takes a better price when the book has one, and leaves the unmatched rest resting', async () => {
    const player = await kit.newPlayer('10000.00');
    const { marketId, runnerIds } = await kit.addMarket();
    const [first = 0] = runnerIds;
    await kit.quote(marketId, first, 'lay', 3, 150);
    const { bet, exposure } = await placed(player, { marketId, runnerId: first, side: 'BACK', odds: 2.5, stake: 200 });
    expect(bet).toMatchObject({
      status: 'PARTIALLY_MATCHED',
      matchedStake: 150,
      unmatchedStake: 50,
      averageMatchedOdds: 3,
    });
    // Matched: −150 if the runner loses; unmatched back: 50 more.
    expect(exposure).toBe(200);
    const book = kit.exchange.prices(marketId)?.runners.find((runner) => runner.runnerId === first);
    expect(book?.lay).toEqual([{ price: 2.5, size: 50 }]);
  });

  it('matches a resting bet later, when another player takes it, and updates its exposure', async () => {
    const backer = await kit.newPlayer('1000.00');
    const layer = await kit.newPlayer('1000.00');
    const { marketId, runnerIds } = await kit.addMarket();
    const [first = 0] = runnerIds;
    const resting = await placed(backer, { marketId, runnerId: first, side: 'BACK', odds: 3, stake: 100 });
    expect(resting.bet.status).toBe('UNMATCHED');
    const taken = await placed(layer, { marketId, runnerId: first, side: 'LAY', odds: 3, stake: 100 });
    expect(taken.bet).toMatchObject({ status: 'MATCHED', matchedStake: 100, averageMatchedOdds: 3 });
    expect(taken.exposure).toBe(200);
    await kit.settled();
    const open = await kit.call(backer, 'GET', '/Bet/GetUserOpenBets');
    expect(open.json<{ result: { openBets: BetAnswer[] } }>().result.openBets[0]).toMatchObject({
      id: resting.bet.id,
      status: 'MATCHED',
      matchedStake: 100,
      unmatchedStake: 0,
    });
    expect(await kit.balanceOf(backer.id)).toEqual({ balance: '1000.00', exposure: '100.00' });
    expect(await kit.balanceOf(layer.id)).toEqual({ balance: '1000.00', exposure: '200.00' });
  });

  it('cancels the unmatched part and releases its exposure', async () => {
    const player = await kit.newPlayer('1000.00');
    const { marketId, runnerIds } = await kit.addMarket();
    const [first = 0] = runnerIds;
    await kit.quote(marketId, first, 'back', 2, 50);
    const { bet } = await placed(player, { marketId, runnerId: first, side: 'LAY', odds: 2, stake: 150 });
    expect(bet).toMatchObject({ status: 'PARTIALLY_MATCHED', matchedStake: 50, unmatchedStake: 100 });
    expect(await kit.balanceOf(player.id)).toEqual({ balance: '1000.00', exposure: '150.00' });
    const response = await kit.call(player, 'POST', '/Bet/CancelBets', { betIds: [bet.id] });
    expect(response.json()).toMatchObject({
      success: true,
      result: { bets: [{ id: bet.id, status: 'MATCHED', matchedStake: 50, unmatchedStake: 0 }], exposure: 50 },
    });
    expect(kit.exchange.orders(marketId, first).filter((order) => order.owner !== 'market-maker')).toEqual([]);

    const unmatched = await placed(player, { marketId, runnerId: first, side: 'BACK', odds: 5, stake: 100 });
    const cancelled = await kit.call(player, 'POST', '/Bet/CancelBets', { betIds: [unmatched.bet.id] });
    expect(cancelled.json()).toMatchObject({
      result: { bets: [{ status: 'CANCELLED', unmatchedStake: 0 }], exposure: 50 },
    });
    const other = await kit.newPlayer('10.00');
    expect((await kit.call(other, 'POST', '/Bet/CancelBets', { betIds: [bet.id] })).json()).toEqual({
      success: false,
      error: { message: `Bet ${bet.id} not found.`, code: 'betNotFound', values: { betId: bet.id } },
    });
  });

  it('edits the unmatched part to a new price and stake: cancelled and placed again, the matched part kept', async () => {
    const player = await kit.newPlayer('1000.00');
    const { marketId, runnerIds } = await kit.addMarket();
    const [first = 0] = runnerIds;
    await kit.quote(marketId, first, 'back', 2, 50);
    const { bet } = await placed(player, { marketId, runnerId: first, side: 'LAY', odds: 2, stake: 150 });
    expect(bet).toMatchObject({ matchedStake: 50, unmatchedStake: 100 });
    const key = newKey();
    const response = await kit.call(player, 'POST', '/Bet/ReplaceBet', {
      idempotencyKey: key,
      betId: bet.id,
      odds: 1.9,
      stake: 120,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { result } = response.json<{
      result: { bet: BetAnswer & { side: string; runnerId: number }; exposure: number };
    }>();
    expect(result.bet).toMatchObject({ side: 'LAY', runnerId: first, odds: 1.9, stake: 120, status: 'UNMATCHED' });
    expect(result.bet.id).not.toBe(bet.id);
    // 50 matched at 2 risks 50; 120 waiting at 1.9 would risk 108 more.
    expect(result.exposure).toBe(158);
    const open = (await kit.call(player, 'GET', '/Bet/GetUserOpenBets')).json<{ result: { openBets: BetAnswer[] } }>();
    expect(open.result.openBets.find((candidate) => candidate.id === bet.id)).toMatchObject({
      status: 'MATCHED',
      matchedStake: 50,
      unmatchedStake: 0,
    });
    const resting = kit.exchange.orders(marketId, first).filter((order) => order.owner !== 'market-maker');
    expect(resting.map((order) => [order.price, order.remaining])).toEqual([[1.9, 12_000n]]);
    // Sent again, the same edit answers the same new bet.
    const again = await kit.call(player, 'POST', '/Bet/ReplaceBet', {
      idempotencyKey: key,
      betId: bet.id,
      odds: 1.9,
      stake: 120,
    });
    expect(again.json<{ result: { bet: BetAnswer } }>().result.bet.id).toBe(result.bet.id);
  });

  it('refuses an edit its own checks turn down before touching the bet, and a bet with nothing waiting', async () => {
    const player = await kit.newPlayer('1000.00');
    const { marketId, runnerIds } = await kit.addMarket();
    const [first = 0] = runnerIds;
    const { bet } = await placed(player, { marketId, runnerId: first, side: 'BACK', odds: 5, stake: 100 });
    const edit = (body: Record<string, unknown>) =>
      kit.call(player, 'POST', '/Bet/ReplaceBet', { idempotencyKey: newKey(), betId: bet.id, ...body });
    const offLadder = await edit({ odds: 5.05, stake: 100 });
    expect(offLadder.statusCode).toBe(400);
    expect(offLadder.json()).toMatchObject({ error: { code: 'oddsOffLadder' } });
    expect((await edit({ odds: 6, stake: 0.5 })).json()).toMatchObject({ error: { code: 'minStake' } });
    const open = (await kit.call(player, 'GET', '/Bet/GetUserOpenBets')).json<{ result: { openBets: BetAnswer[] } }>();
    expect(open.result.openBets).toMatchObject([{ id: bet.id, status: 'UNMATCHED', unmatchedStake: 100, odds: 5 }]);

    await kit.call(player, 'POST', '/Bet/CancelBets', { betIds: [bet.id] });
    expect((await edit({ odds: 6, stake: 100 })).json()).toEqual({
      success: false,
      error: {
        message: `Bet ${bet.id} has no unmatched part left to change.`,
        code: 'betNotEditable',
        values: { betId: bet.id },
      },
    });
    const other = await kit.newPlayer('10.00');
    const foreign = await kit.call(other, 'POST', '/Bet/ReplaceBet', {
      idempotencyKey: newKey(),
      betId: bet.id,
      odds: 6,
      stake: 100,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('pushes the balance change and the bet to the player after the commit', async () => {
    const player = await kit.newPlayer('1000.00');
    const { marketId, runnerIds } = await kit.addMarket();
    const balances: BalanceChanged[] = [];
    const bets: BetChanged[] = [];
    const stopBalances = kit.services.playerEvents.onBalanceChanged((event) => balances.push(event));
    const stopBets = kit.services.betEvents.onBetChanged((event) => bets.push(event));
    const { bet } = await placed(player, { marketId, runnerId: runnerIds[0], side: 'BACK', odds: 4, stake: 250 });
    stopBalances();
    stopBets();
    expect(balances).toEqual([{ playerId: player.id, balance: '1000.00', exposure: '250.00' }]);
    expect(bets).toEqual([{ playerId: player.id, bet: expect.objectContaining({ id: bet.id, status: 'UNMATCHED' }) }]);
    // What the hub sends as the message's Data is what the client reads it with.
    const [notification] = bets.map(betChangedNotification);
    expect(betChangedMessageSchema.safeParse(JSON.parse(notification?.Data ?? 'null')).success).toBe(true);
  });
});

describe('idempotency', () => {
  it('answers a retry with the first result and places one bet, even for a concurrent double submit', async () => {
    const player = await kit.newPlayer('1000.00');
    const { marketId, runnerIds } = await kit.addMarket();
    const body = { idempotencyKey: newKey(), marketId, runnerId: runnerIds[0], side: 'BACK', odds: 2, stake: 100 };
    const [a, b] = await Promise.all([
      kit.call(player, 'POST', '/Bet/PlaceBetV2', body),
      kit.call(player, 'POST', '/Bet/PlaceBetV2', body),
    ]);
    const again = await kit.call(player, 'POST', '/Bet/PlaceBetV2', body);
    const ids = [a, b, again].map((response) => response.json<{ result: { bet: { id: number } } }>().result.bet.id);
    expect(new Set(ids).size).toBe(1);
    const [count] = await kit.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bets WHERE player_id = $1', [
      player.id,
    ]);
    expect(count?.n).toBe(1);
    expect(await kit.balanceOf(player.id)).toEqual({ balance: '1000.00', exposure: '100.00' });

    const changed = await kit.call(player, 'POST', '/Bet/PlaceBetV2', { ...body, stake: 200 });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toEqual({
      success: false,
      error: {
        message: 'This idempotency key was already used for a different bet.',
        code: 'betKeyReused',
        values: {},
      },
    });
  });
});

describe('in-play bet delay', () => {
  it('waits betDelay seconds, tells nothing meanwhile, then checks the market again', async () => {
    const delay = manualWait();
    const delayed = await startBettingTestKit({ wait: delay.wait });
    try {
      const player = await delayed.newPlayer('1000.00');
      const { marketId, runnerIds } = await delayed.addMarket({ inPlay: true, betDelay: 5 });
      const bet = { idempotencyKey: newKey(), marketId, runnerId: runnerIds[0], side: 'BACK', odds: 2, stake: 100 };
      let answered = false;
      const pending = delayed.call(player, 'POST', '/Bet/PlaceBetV2', bet).then((response) => {
        answered = true;
        return response;
      });
      await vi.waitFor(() => expect(delay.waits).toEqual([5000]));
      expect(answered).toBe(false);
      expect(await delayed.db.query('SELECT id FROM bets')).toEqual([]);
      delay.release();
      expect((await pending).json()).toMatchObject({ success: true, result: { bet: { status: 'UNMATCHED' } } });

      // Suspended during the delay: refused when it ends.
      const second = delayed.call(player, 'POST', '/Bet/PlaceBetV2', { ...bet, idempotencyKey: newKey() });
      await vi.waitFor(() => expect(delay.waits).toHaveLength(2));
      await delayed.exchange.withMarket(marketId, (writer) => writer.setState('SUSPENDED'));
      delay.release();
      expect((await second).json()).toEqual({
        success: false,
        error: { message: 'This market is suspended: the bet was not placed.', code: 'marketSuspended', values: {} },
      });
    } finally {
      await delayed.close();
    }
  });
});

describe('bookmaker and fancy markets', () => {
  it('takes the house quote, refuses a worse one and takes a better one unless told not to', async () => {
    const player = await kit.newPlayer('10000.00');
    const { marketId, runnerIds } = await kit.addMarket({ kind: 'bookmaker' });
    const [first = 0] = runnerIds;
    await kit.house(marketId, first, { back: [{ price: 80, size: 100000 }], lay: [{ price: 85, size: 100000 }] });
    expect(await refusal(player, { marketId, runnerId: first, side: 'BACK', odds: 85, stake: 1000 })).toEqual({
      status: 409,
      message: 'The price has changed: 80 is offered now, not 85. The bet was not placed.',
    });
    expect(
      await refusal(player, {
        marketId,
        runnerId: first,
        side: 'BACK',
        odds: 75,
        stake: 1000,
        acceptBetterOdds: false,
      }),
    ).toEqual({ status: 409, message: 'The price has changed: 80 is offered now, not 75. The bet was not placed.' });
    const { bet, exposure } = await placed(player, { marketId, runnerId: first, side: 'BACK', odds: 75, stake: 1000 });
    expect(bet).toMatchObject({ status: 'MATCHED', odds: 75, averageMatchedOdds: 80 });
    expect(exposure).toBe(1000);
    // A lay at 85 risks 1000 × 85 / 100 = 850 on the runner, and wins 1000 elsewhere: the back evens the second runner.
    await placed(player, { marketId, runnerId: first, side: 'LAY', odds: 85, stake: 1000 });
    expect(await profitLoss(player, marketId)).toMatchObject({
      runners: [
        { runnerId: first, profitLoss: -50 },
        { runnerId: runnerIds[1], profitLoss: 0 },
      ],
      exposure: 50,
    });
  });

  it('holds the worst result of a fancy line and pays YES at or above it', async () => {
    const player = await kit.newPlayer('5000.00');
    const { marketId, runnerIds } = await kit.addMarket({ kind: 'fancy', runners: 1, sportId: 3 });
    const [line = 0] = runnerIds;
    await kit.house(marketId, line, { no: { line: 50, rate: 100 }, yes: { line: 51, rate: 90 } });
    expect(await refusal(player, { marketId, runnerId: line, side: 'BACK', odds: 51, stake: 100 })).toEqual({
      status: 400,
      message: 'A bet on a fancy line is YES or NO.',
    });
    const yes = await placed(player, { marketId, runnerId: line, side: 'YES', odds: 51, stake: 1000 });
    expect(yes.bet).toMatchObject({ status: 'MATCHED', rate: 90 });
    expect(yes.exposure).toBe(1000);
    const no = await placed(player, { marketId, runnerId: line, side: 'NO', odds: 50, stake: 1000 });
    // YES 51 and NO 50: below 50 NO wins 1000 and YES loses 1000; at 50 both lose (−2000); above, YES +900 NO −1000.
    expect(no.exposure).toBe(2000);
    const settled = await kit.admin(`/admin/markets/${marketId}/settle`, { runs: { [line]: 55 } });
    expect(settled.json()).toMatchObject({ result: { outcome: 'RUNS', bets: 2 } });
    // Net −100: no commission; the exposure goes.
    expect(await kit.balanceOf(player.id)).toEqual({ balance: '4900.00', exposure: '0.00' });
  });
});

describe('cash out', () => {
  it('lays off a matched back at the current best price so every runner shows the same P/L', async () => {
    const player = await kit.newPlayer('1000.00');
    const { marketId, runnerIds } = await kit.addMarket();
    const [first = 0, second = 0] = runnerIds;
    await kit.quote(marketId, first, 'lay', 3, 100);
    await placed(player, { marketId, runnerId: first, side: 'BACK', odds: 3, stake: 100 });
    // The price shortens: the player can now lay at 2.0.
    await kit.quote(marketId, first, 'back', 2, 1000);
    const key = newKey();
    const response = await kit.call(player, 'POST', '/Bet/CashOut', { idempotencyKey: key, marketId });
    expect(response.statusCode, response.body).toBe(200);
    const { bet } = response.json<{ result: { bet: BetAnswer & { side: string; cashOut: boolean } } }>().result;
    expect(bet).toMatchObject({
      side: 'LAY',
      odds: 2,
      stake: 150,
      matchedStake: 150,
      status: 'MATCHED',
      cashOut: true,
    });
    expect(await profitLoss(player, marketId)).toMatchObject({
      runners: [
        { runnerId: first, profitLoss: 50 },
        { runnerId: second, profitLoss: 50 },
      ],
      exposure: 0,
    });
    const retry = await kit.call(player, 'POST', '/Bet/CashOut', { idempotencyKey: key, marketId });
    expect(retry.json<{ result: { bet: { id: number } } }>().result.bet.id).toBe(bet.id);
    const nothing = await kit.call(player, 'POST', '/Bet/CashOut', { idempotencyKey: newKey(), marketId });
    expect(nothing.json()).toEqual({
      success: false,
      error: {
        message: 'There is nothing to cash out on this market at the current prices.',
        code: 'nothingToCashOut',
        values: {},
      },
    });
  });
});

describe('partial cash out', () => {
  it('evens out a share of the position, then the rest, each hedge that share of the full one', async () => {
    const player = await kit.newPlayer('1000.00');
    const { marketId, runnerIds } = await kit.addMarket();
    const [first = 0, second = 0] = runnerIds;
    await kit.quote(marketId, first, 'lay', 3, 100);
    await placed(player, { marketId, runnerId: first, side: 'BACK', odds: 3, stake: 100 });
    await kit.quote(marketId, first, 'back', 2, 1000);
    // +200 / −100 now; the full hedge lays 150 at 2, half of it 75: +125 / −25.
    const half = await kit.call(player, 'POST', '/Bet/CashOut', { idempotencyKey: newKey(), marketId, percent: 50 });
    expect(half.statusCode, half.body).toBe(200);
    expect(half.json()).toMatchObject({
      result: {
        bet: { side: 'LAY', odds: 2, stake: 75, matchedStake: 75, status: 'MATCHED' },
        percent: 50,
        runners: [
          { runnerId: first, profitLoss: 125 },
          { runnerId: second, profitLoss: -25 },
        ],
        exposure: 25,
      },
    });
    const rest = await kit.call(player, 'POST', '/Bet/CashOut', { idempotencyKey: newKey(), marketId, percent: 100 });
    expect(rest.json()).toMatchObject({
      result: {
        bet: { side: 'LAY', odds: 2, stake: 75 },
        percent: 100,
        runners: [
          { runnerId: first, profitLoss: 50 },
          { runnerId: second, profitLoss: 50 },
        ],
        exposure: 0,
      },
    });
    const none = await kit.call(player, 'POST', '/Bet/CashOut', { idempotencyKey: newKey(), marketId, percent: 0 });
    expect(none.statusCode).toBe(400);
  });
});

describe('lapses', () => {
  it('lapses unmatched CANCEL bets when the market turns in play, keeps KEEP bets, lapses all at close', async () => {
    const player = await kit.newPlayer('1000.00');
    const { marketId, runnerIds } = await kit.addMarket();
    const bet = { marketId, runnerId: runnerIds[0], side: 'BACK', odds: 4, stake: 100 };
    const cancel = await placed(player, { ...bet, persistence: 'CANCEL' });
    const keep = await placed(player, { ...bet, odds: 5, persistence: 'KEEP' });
    expect(await kit.balanceOf(player.id)).toEqual({ balance: '1000.00', exposure: '200.00' });
    await kit.exchange.withMarket(marketId, (writer) => writer.setInPlay(true));
    await kit.settled();
    const open = await kit.call(player, 'GET', '/Bet/GetUserOpenBets');
    expect(open.json<{ result: { openBets: BetAnswer[] } }>().result.openBets.map((item) => item.id)).toEqual([
      keep.bet.id,
    ]);
    expect(await kit.balanceOf(player.id)).toEqual({ balance: '1000.00', exposure: '100.00' });
    await kit.exchange.withMarket(marketId, (writer) => writer.setState('CLOSED'));
    await kit.settled();
    expect(await kit.balanceOf(player.id)).toEqual({ balance: '1000.00', exposure: '0.00' });
    const history = await kit.call(player, 'POST', '/Bet/GetUserBetHistory', { status: 'LAPSED' });
    expect(history.json()).toMatchObject({
      result: {
        totalCount: 2,
        items: expect.arrayContaining([expect.objectContaining({ id: cancel.bet.id, status: 'LAPSED' })]),
      },
    });
  });
});

describe('settlement', () => {
  it('pays the net winnings less 2 % commission to the paisa, releases the exposure, and writes the ledger', async () => {
    const player = await kit.newPlayer('1000.00');
    const { marketId, runnerIds } = await kit.addMarket();
    const [first = 0, second = 0] = runnerIds;
    await kit.quote(marketId, first, 'lay', 2.02, 1000);
    await kit.quote(marketId, second, 'back', 1.5, 1000);
    const back = await placed(player, { marketId, runnerId: first, side: 'BACK', odds: 2.02, stake: 123.45 });
    const lay = await placed(player, { marketId, runnerId: second, side: 'LAY', odds: 1.5, stake: 100 });
    expect(lay.exposure).toBe(173.45);
    const response = await kit.admin(`/admin/markets/${marketId}/settle`, { winnerRunnerId: first });
    expect(response.json()).toEqual({
      success: true,
      result: { marketId, outcome: 'WINNER', players: 1, bets: 2 },
    });
    // Back 123.45 at 2.02 wins 125.919 → 125.92; lay 100 on the loser wins 100: net 225.92; commission 4.5184 → 4.52.
    expect(await ledger(player.id)).toEqual([
      { kind: 'bet_settlement', amount: '225.92', reference: `${marketId}:${player.id}` },
      { kind: 'commission', amount: '-4.52', reference: `${marketId}:${player.id}` },
    ]);
    expect(await kit.balanceOf(player.id)).toEqual({ balance: '1221.40', exposure: '0.00' });
    // Bonus wagering counts the matched stakes a settlement records.
    const [settlement] = await kit.db.query<{ stake: string }>(
      "SELECT details->>'stake' AS stake FROM ledger_entries WHERE player_id = $1 AND kind = 'bet_settlement'",
      [player.id],
    );
    expect(settlement?.stake).toBe('223.45');
    const history = await kit.call(player, 'POST', '/Bet/GetUserBetHistory', { status: 'SETTLED', MaxResultCount: 1 });
    expect(history.json()).toMatchObject({ result: { totalCount: 2, items: [{ status: 'SETTLED' }] } });
    const settledBets = await kit.db.query<{ id: number; profit_loss: string }>(
      'SELECT id, profit_loss::text AS profit_loss FROM bets WHERE player_id = $1 ORDER BY id',
      [player.id],
    );
    expect(settledBets).toEqual([
      { id: back.bet.id, profit_loss: '125.92' },
      { id: lay.bet.id, profit_loss: '100.00' },
    ]);

    // Again with the same result: nothing more; with another: refused.
    await kit.admin(`/admin/markets/${marketId}/settle`, { winnerRunnerId: first });
    expect(await ledger(player.id)).toHaveLength(2);
    const other = await kit.admin(`/admin/markets/${marketId}/settle`, { winnerRunnerId: second });
    expect(other.statusCode).toBe(409);
  });

  it('takes a net loss without commission', async () => {
    const player = await kit.newPlayer('1000.00');
    const { marketId, runnerIds } = await kit.addMarket();
    const [first = 0, second = 0] = runnerIds;
    await kit.quote(marketId, first, 'lay', 3, 1000);
    await placed(player, { marketId, runnerId: first, side: 'BACK', odds: 3, stake: 250 });
    await kit.admin(`/admin/markets/${marketId}/settle`, { winnerRunnerId: second });
    expect(await ledger(player.id)).toEqual([
      { kind: 'bet_settlement', amount: '-250.00', reference: `${marketId}:${player.id}` },
    ]);
    expect(await kit.balanceOf(player.id)).toEqual({ balance: '750.00', exposure: '0.00' });
  });

  it('voids a market: stakes stay, exposure goes, bets are VOID', async () => {
    const player = await kit.newPlayer('1000.00');
    const { marketId, runnerIds } = await kit.addMarket();
    await kit.quote(marketId, runnerIds[0] ?? 0, 'back', 4, 1000);
    await placed(player, { marketId, runnerId: runnerIds[0], side: 'LAY', odds: 4, stake: 100 });
    expect(await kit.balanceOf(player.id)).toEqual({ balance: '1000.00', exposure: '300.00' });
    await kit.admin(`/admin/markets/${marketId}/void`);
    expect(await ledger(player.id)).toEqual([]);
    expect(await kit.balanceOf(player.id)).toEqual({ balance: '1000.00', exposure: '0.00' });
    const history = await kit.call(player, 'POST', '/Bet/GetUserBetHistory', { status: 'VOID' });
    expect(history.json()).toMatchObject({ result: { totalCount: 1, items: [{ status: 'VOID', profitLoss: 0 }] } });
  });

  it('refuses settlement calls without the admin token', async () => {
    const response = await kit.app.inject({ method: 'POST', url: '/admin/markets/1.5/void' });
    expect(response.statusCode).toBe(401);
  });
});

describe('authentication', () => {
  it.each([
    ['GET', '/Bet/GetUserOpenBets'],
    ['GET', '/Bet/GetUserExpectedProfitLoss'],
    ['POST', '/Bet/PlaceBetV2'],
    ['GET', '/Odds/GetUserLimits'],
  ] as const)('%s %s answers 401 without a token', async (method, url) => {
    const response = await kit.app.inject({ method, url });
    expect(response.statusCode).toBe(401);
  });
});

describe('on the sports world', () => {
  it('bets on a market the world made, with its names, and lapses what rests when the world closes it', async () => {
    const world = new SportsWorld({ simulate: false });
    const app = await startTestApp({ routes: [betRoutes], world });
    try {
      const event = world.createEvent(
        {
          sportId: 1,
          competitionName: 'Friendlies',
          title: 'Reds v Blues',
          participants: ['Reds', 'Blues'],
          openDate: world.now() + 3_600_000,
        },
        [
          {
            name: 'Match Odds',
            type: 'MATCH_ODDS',
            kind: 'exchange',
            betDelay: 0,
            runners: [{ name: 'Reds' }, { name: 'Blues' }],
          },
        ],
      );
      const market = event.markets[0];
      const [reds, blues] = market?.runners ?? [];
      if (market === undefined || reds === undefined || blues === undefined) throw new Error('no market');
      await world.setPrices(market.id, [{ runnerId: reds.id, back: 2, lay: 2.02 }]);
      const { player } = await createPlayer(app.db, { username: 'worldly', balance: '1000.00' });
      const sessionId = await startSession(app.db, { playerId: player.id, now: new Date() });
      const tokens = createAccessTokens({ secret: app.config.tokenSecret, ttlSeconds: 60 });
      const authorization = `Bearer ${(await tokens.signAccessToken(player, sessionId)).accessToken}`;
      const bet = (body: object) =>
        app.app.inject({
          method: 'POST',
          url: '/Bet/PlaceBetV2',
          headers: { authorization },
          payload: { idempotencyKey: newKey(), ...body },
        });
      const matched = await bet({ marketId: market.id, runnerId: reds.id, side: 'BACK', odds: 2, stake: 100 });
      expect(matched.json()).toMatchObject({
        result: {
          bet: {
            status: 'MATCHED',
            eventName: 'Reds v Blues',
            marketName: 'Match Odds',
            runnerName: 'Reds',
            sportId: 1,
          },
        },
      });
      const resting = await bet({ marketId: market.id, runnerId: blues.id, side: 'BACK', odds: 50, stake: 100 });
      expect(resting.json()).toMatchObject({ result: { bet: { status: 'UNMATCHED' }, exposure: 200 } });
      await world.closeMarket(market.id);
      await world.exchange.idle();
      await app.services.betting.idle();
      const [row] = await app.db.query<{ exposure: string }>(
        'SELECT exposure::text AS exposure FROM players WHERE id = $1',
        [player.id],
      );
      // The lapsed back no longer counts: the matched back risks its stake.
      expect(row?.exposure).toBe('100.00');
    } finally {
      await app.close();
      await world.stop();
    }
  });
});

describe('a restart', () => {
  /** A betting service as a restarted api makes it: the same database, a new engine holding `markets`. */
  const restartedWith = (exchange: Exchange) =>
    new BettingService({
      db: kit.db,
      exchange,
      playerEvents: kit.services.playerEvents,
      betEvents: kit.services.betEvents,
    });

  const betRow = async (betId: number) =>
    (
      await kit.db.query<{ status: string; matched: string; order_id: string | null }>(
        'SELECT status, matched_stake::text AS matched, order_id FROM bets WHERE id = $1',
        [betId],
      )
    )[0];

  it('puts resting bets back in the book of their open market, in the order they were placed', async () => {
    const [first, second] = [await kit.newPlayer('1000.00'), await kit.newPlayer('1000.00')];
    const { marketId, runnerIds } = await kit.addMarket();
    const [runnerId = 0] = runnerIds;
    const older = (await placed(first, { marketId, runnerId, side: 'BACK', odds: 6, stake: 300 })).bet;
    const newer = (await placed(second, { marketId, runnerId, side: 'BACK', odds: 6, stake: 200 })).bet;
    const exchange = new Exchange();
    exchange.addMarket({ id: marketId, kind: 'exchange', state: 'OPEN', inPlay: false, betDelay: 0, runnerIds });
    const restarted = restartedWith(exchange);
    await restarted.start();

    const orders = exchange.orders(marketId, runnerId);
    expect(orders.map((order) => [order.reference, order.remaining])).toEqual([
      [String(older.id), 30000n],
      [String(newer.id), 20000n],
    ]);
    expect(await betRow(older.id)).toMatchObject({ status: 'UNMATCHED', order_id: orders[0]?.orderId });
    expect(await kit.balanceOf(first.id)).toEqual({ balance: '1000.00', exposure: '300.00' });

    // A later lay takes the older bet first, and the fill is the bet's.
    await exchange.withMarket(marketId, (writer) =>
      writer.place({ runnerId, side: 'lay', price: 6, size: 10000n, owner: 'crowd' }),
    );
    await exchange.idle();
    await restarted.idle();
    await restarted.stop();
    expect(await betRow(older.id)).toMatchObject({ status: 'PARTIALLY_MATCHED', matched: '100.00' });
    expect(await betRow(newer.id)).toMatchObject({ status: 'UNMATCHED', matched: '0.00' });
  });

  it('lapses a bet to go at the off when its market is in play by then', async () => {
    const player = await kit.newPlayer('1000.00');
    const { marketId, runnerIds } = await kit.addMarket();
    const [runnerId = 0] = runnerIds;
    const { bet } = await placed(player, {
      marketId,
      runnerId,
      side: 'LAY',
      odds: 3,
      stake: 100,
      persistence: 'CANCEL',
    });
    const exchange = new Exchange();
    exchange.addMarket({ id: marketId, kind: 'exchange', state: 'OPEN', inPlay: true, betDelay: 0, runnerIds });
    const restarted = restartedWith(exchange);
    await restarted.start();
    await restarted.stop();
    expect(exchange.orders(marketId, runnerId)).toEqual([]);
    expect((await betRow(bet.id))?.status).toBe('LAPSED');
    expect(await kit.balanceOf(player.id)).toEqual({ balance: '1000.00', exposure: '0.00' });
  });

  it('lapses bets whose market the new engine does not hold, and releases their exposure', async () => {
    const player = await kit.newPlayer('1000.00');
    const { marketId, runnerIds } = await kit.addMarket();
    const { bet } = await placed(player, { marketId, runnerId: runnerIds[0], side: 'BACK', odds: 6, stake: 300 });
    expect(await kit.balanceOf(player.id)).toEqual({ balance: '1000.00', exposure: '300.00' });
    const restarted = restartedWith(new Exchange());
    await restarted.start();
    await restarted.stop();
    expect(await kit.balanceOf(player.id)).toEqual({ balance: '1000.00', exposure: '0.00' });
    const [row] = await kit.db.query<{ status: string }>('SELECT status FROM bets WHERE id = $1', [bet.id]);
    expect(row?.status).toBe('LAPSED');
  });
});
