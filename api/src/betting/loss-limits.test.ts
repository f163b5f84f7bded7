import { refusalText, type PlaceBetRequest } from '@exchange/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createCrashGame, type CrashGame } from '../casino/crash-game.js';
import { postToLedger } from '../ledger/ledger.js';
import { findPlayerById } from '../players/players.js';
import { setLimits } from '../responsible-play/responsible-play.js';
import { newKey, startBettingTestKit, type BettingTestKit, type TestPlayer } from './betting-test-kit.js';
import { defaultBettingSettings, type BettingSettings } from './settings.js';

// Loss limits count what can still be lost: the losses settled in the window, what every open bet
// could still lose (the exposure), and what the new stake could lose. Stakes from 1.00 so that
// a limit of 100.00 leaves room for a series of bets.
const settings: BettingSettings = {
  ...defaultBettingSettings,
  limits: {
    exchange: { ...defaultBettingSettings.limits.exchange, minStake: 100n },
    bookmaker: { ...defaultBettingSettings.limits.bookmaker, minStake: 100n },
    fancy: { ...defaultBettingSettings.limits.fancy, minStake: 100n },
  },
};

let kit: BettingTestKit;

beforeAll(async () => {
  kit = await startBettingTestKit({ settings });
});

afterAll(() => kit.close());

async function limitLosses(player: TestPlayer, daily: string | null, weekly: string | null): Promise<void> {
  const found = await findPlayerById(kit.db, player.id);
  if (found === null) throw new Error(`No player ${player.id}`);
  await setLimits(kit.db, found, { kind: 'loss', daily, weekly }, new Date());
}

let postings = 0;
/** A loss already settled (a lost market), in the window of both limits. */
async function settledLoss(player: TestPlayer, amount: string): Promise<void> {
  postings += 1;
  await postToLedger(kit.db, kit.services.playerEvents, {
    playerId: player.id,
    kind: 'bet_settlement',
    amount: `-${amount}`,
    reference: `lost-${player.id}-${postings}`,
    description: { code: 'betLost', values: { event: 'Test match', market: 'Match Odds' } },
    allowBelowExposure: true,
  });
}

const place = (player: TestPlayer, bet: Omit<PlaceBetRequest, 'idempotencyKey'>) =>
  kit.call(player, 'POST', '/Bet/PlaceBetV2', { idempotencyKey: newKey(), ...bet });

const refusal = (response: LightMyRequestResponse) => {
  const error = response.json<{ error?: { message: string; code?: string; values?: unknown } }>().error;
  return { status: response.statusCode, message: error?.message, code: error?.code, values: error?.values };
};

const dailyRoom = (risk: string, limit: string, room: string) =>
  `This bet could lose ${risk}, which would pass your daily loss limit of ${limit}: at most ${room} more can be at risk today.`;

/** A placement refused for the room left under the daily loss limit, amounts as money text. */
const dailyRoomRefusal = (risk: string, limit: string, room: string) => ({
  status: 403,
  message: dailyRoom(risk, limit, room),
  code: 'dailyLossRoom',
  values: { risk, limit, room },
});

/** A placement refused because the daily loss limit is reached. */
const dailyLimitRefusal = {
  status: 403,
  message: refusalText('dailyLossLimit'),
  code: 'dailyLossLimit',
  values: {},
};

/**
 * Ten lays of `stake` at 2.02 sent at once, one on each of ten new markets where backers wait at
 * 2.02 for 5000, so each lay would match in full at once.
 */
async function tenConcurrentLays(player: TestPlayer, stake: number) {
  const markets = await Promise.all(Array.from({ length: 10 }, () => kit.addMarket()));
  for (const market of markets) await kit.quote(market.marketId, market.runnerIds[0] ?? 0, 'back', 2.02, 5000);
  return Promise.all(
    markets.map((market) =>
      place(player, { marketId: market.marketId, runnerId: market.runnerIds[0] ?? 0, side: 'LAY', odds: 2.02, stake }),
    ),
  );
}

describe('a loss limit counts what open bets could still lose', () => {
  it('refuses all of ten concurrent matched lays at 2.02 for 5000 under a limit of 100', async () => {
    const player = await kit.newPlayer('100000.00');
    await limitLosses(player, '100.00', '100.00');
    const answers = await tenConcurrentLays(player, 5000);
    for (const answer of answers) {
      expect(refusal(answer)).toEqual(dailyRoomRefusal('5100.00', '100.00', '100.00'));
    }
    await kit.settled();
    expect(await kit.balanceOf(player.id)).toEqual({ balance: '100000.00', exposure: '0.00' });
    const [bets] = await kit.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bets WHERE player_id = $1', [
      player.id,
    ]);
    expect(bets?.n).toBe(0);
  });

  it('lets exactly the concurrent bets through that fit, each counting the ones before it', async () => {
    const player = await kit.newPlayer('100000.00');
    await limitLosses(player, '100.00', '100.00');
    // Each lay of 20 at 2.02 could lose 20.40: four fit in 100 (81.60), a fifth would not.
    const answers = await tenConcurrentLays(player, 20);
    const accepted = answers.filter((answer) => answer.statusCode === 200);
    expect(accepted).toHaveLength(4);
    for (const answer of answers.filter((one) => one.statusCode !== 200)) {
      expect(refusal(answer)).toEqual(dailyRoomRefusal('20.40', '100.00', '18.40'));
    }
    await kit.settled();
    expect((await kit.balanceOf(player.id)).exposure).toBe('81.60');
  });

  it('accepts a series of bets until settled losses and exposure reach the limit, then refuses with the room left', async () => {
    const player = await kit.newPlayer('10000.00');
    await limitLosses(player, '100.00', null);
    await settledLoss(player, '40.00');
    const market = await kit.addMarket();
    // No one lays on this market: each back rests whole, holding its stake as exposure.
    const back = (stake: number) =>
      place(player, { marketId: market.marketId, runnerId: market.runnerIds[0] ?? 0, side: 'BACK', odds: 3, stake });

    expect((await back(25)).statusCode).toBe(200);
    expect((await back(25)).statusCode).toBe(200);
    expect(refusal(await back(25))).toEqual(dailyRoomRefusal('25.00', '100.00', '10.00'));
    expect((await back(10)).statusCode).toBe(200);
    expect(refusal(await back(1))).toEqual(dailyLimitRefusal);
    expect((await kit.balanceOf(player.id)).exposure).toBe('60.00');

    // Cancelling a resting bet frees its room again.
    const open = await kit.call(player, 'GET', '/Bet/GetUserOpenBets');
    const [newest] = open.json<{ result: { openBets: { id: number }[] } }>().result.openBets;
    await kit.call(player, 'POST', '/Bet/CancelBets', { betIds: [newest?.id] });
    expect((await back(10)).statusCode).toBe(200);
  });

  it('says which limit a bet would pass: the weekly one counts the whole week', async () => {
    const player = await kit.newPlayer('10000.00');
    await limitLosses(player, null, '50.00');
    await settledLoss(player, '45.50');
    const market = await kit.addMarket();
    const answer = await place(player, {
      marketId: market.marketId,
      runnerId: market.runnerIds[0] ?? 0,
      side: 'BACK',
      odds: 3,
      stake: 5,
    });
    expect(refusal(answer)).toEqual({
      status: 403,
      message:
        'This bet could lose 5.00, which would pass your weekly loss limit of 50.00: at most 4.50 more can be at risk this week.',
      code: 'weeklyLossRoom',
      values: { risk: '5.00', limit: '50.00', room: '4.50' },
    });
  });

  it('accepts at the limit a cash out and a bet against the position, which lower what is at risk', async () => {
    const player = await kit.newPlayer('10000.00');
    await limitLosses(player, '100.00', '100.00');
    const exchange = await kit.addMarket();
    const runnerId = exchange.runnerIds[0] ?? 0;
    await kit.quote(exchange.marketId, runnerId, 'lay', 2, 1000);
    const backed = await place(player, { marketId: exchange.marketId, runnerId, side: 'BACK', odds: 2, stake: 100 });
    expect(backed.json<{ result: { bet: { matchedStake: number } } }>().result.bet.matchedStake).toBe(100);
    expect((await kit.balanceOf(player.id)).exposure).toBe('100.00');
    // The limit is reached by what the matched back could lose: a new bet is refused.
    const other = exchange.runnerIds[1] ?? 0;
    expect(
      refusal(await place(player, { marketId: exchange.marketId, runnerId: other, side: 'BACK', odds: 2, stake: 1 })),
    ).toEqual(dailyLimitRefusal);

    // Layers wait at 1.5: the cash out's hedge lays 133.33 there and leaves nothing at risk.
    await kit.quote(exchange.marketId, runnerId, 'back', 1.5, 1000);
    const cashedOut = await kit.call(player, 'POST', '/Bet/CashOut', {
      idempotencyKey: newKey(),
      marketId: exchange.marketId,
    });
    expect(cashedOut.statusCode).toBe(200);
    await kit.settled();
    expect((await kit.balanceOf(player.id)).exposure).toBe('0.00');

    // The house matches a bookmaker bet in full, so a lay against a back lowers the exposure at once.
    const bookmaker = await kit.addMarket({ kind: 'bookmaker' });
    const favourite = bookmaker.runnerIds[0] ?? 0;
    await kit.house(bookmaker.marketId, favourite, {
      back: [{ price: 90, size: 100000 }],
      lay: [{ price: 95, size: 100000 }],
    });
    const onBookmaker = (side: 'BACK' | 'LAY', odds: number) =>
      place(player, { marketId: bookmaker.marketId, runnerId: favourite, side, odds, stake: 100 });
    expect((await onBookmaker('BACK', 90)).statusCode).toBe(200);
    expect(refusal(await onBookmaker('BACK', 90))).toEqual(dailyLimitRefusal);
    expect((await onBookmaker('LAY', 95)).statusCode).toBe(200);
    // Won 90 or lost 95 on the favourite, 0 otherwise: 5 is at risk now.
    expect((await kit.balanceOf(player.id)).exposure).toBe('5.00');
  });

  it('leaves a player without a loss limit to the balance rules', async () => {
    const player = await kit.newPlayer('100000.00');
    const market = await kit.addMarket();
    await kit.quote(market.marketId, market.runnerIds[0] ?? 0, 'back', 2.02, 5000);
    const answer = await place(player, {
      marketId: market.marketId,
      runnerId: market.runnerIds[0] ?? 0,
      side: 'LAY',
      odds: 2.02,
      stake: 5000,
    });
    expect(answer.statusCode).toBe(200);
  });
});

describe('the crash game under a loss limit', () => {
  let clock = new Date();
  let crash: CrashGame;

  beforeAll(() => {
    crash = createCrashGame({
      db: kit.db,
      events: kit.services.playerEvents,
      now: () => clock,
      chainLength: 10,
      bettingMs: 5000,
      pauseMs: 1000,
    });
  });

  /** Moves to a new round that takes bets. */
  async function nextRound(): Promise<void> {
    clock = new Date(clock.getTime() + 3600_000);
    await crash.state(0);
  }

  it('counts a stake in full, with the settled losses and the open bets of the exchange', async () => {
    const player = await kit.newPlayer('10000.00');
    await limitLosses(player, '100.00', '100.00');
    await settledLoss(player, '20.00');
    const market = await kit.addMarket();
    await place(player, {
      marketId: market.marketId,
      runnerId: market.runnerIds[0] ?? 0,
      side: 'BACK',
      odds: 3,
      stake: 30,
    });
    await nextRound();

    await expect(crash.placeBet(player.id, '60.00')).rejects.toMatchObject({
      statusCode: 403,
      message: dailyRoom('60.00', '100.00', '50.00'),
    });
    await expect(crash.placeBet(player.id, '50.00')).resolves.toMatchObject({ bet: { stake: 50 } });

    // The round's stake is a loss until it is cashed out: the next round has no room left.
    await nextRound();
    await expect(crash.placeBet(player.id, '10.00')).rejects.toMatchObject({
      statusCode: 403,
      message: refusalText('dailyLossLimit'),
    });
    expect(await kit.balanceOf(player.id)).toEqual({ balance: '9930.00', exposure: '30.00' });
  });
});
