import { marketExposure, parseMinor, projectedProfitLoss, type RunnerBet } from '@exchange/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seededRandom } from '../exchange/random.js';
import { newKey, startBettingTestKit, type BettingTestKit, type TestMarket } from './betting-test-kit.js';

let kit: BettingTestKit;

beforeAll(async () => {
  kit = await startBettingTestKit();
});

afterAll(() => kit.close());

const minor = (text: string): bigint => parseMinor(text) ?? 0n;

describe('concurrent placement', () => {
  it('200 simultaneous bets of one player never hold more than the balance, and everything reconciles', async () => {
    const player = await kit.newPlayer('10000.00');
    const markets: TestMarket[] = [];
    for (let index = 0; index < 4; index += 1) markets.push(await kit.addMarket({ runners: 3 }));
    // Liquidity on two markets, so some bets match and some rest.
    for (const market of markets.slice(0, 2)) {
      for (const runnerId of market.runnerIds) {
        await kit.quote(market.marketId, runnerId, 'lay', 3, 2000);
        await kit.quote(market.marketId, runnerId, 'back', 2.5, 2000);
      }
    }
    const random = seededRandom(7);
    const odds = [2, 2.5, 3, 4];
    const bets = Array.from({ length: 200 }, () => {
      const market = markets[Math.floor(random() * markets.length)] ?? markets[0];
      return {
        idempotencyKey: newKey(),
        marketId: market?.marketId,
        runnerId: market?.runnerIds[Math.floor(random() * 3)],
        side: random() < 0.5 ? 'BACK' : 'LAY',
        odds: odds[Math.floor(random() * odds.length)],
        stake: 100 + Math.floor(random() * 400),
      };
    });
    const answers = await Promise.all(bets.map((bet) => kit.call(player, 'POST', '/Bet/PlaceBetV2', bet)));
    await kit.settled();
    const accepted = answers.filter((answer) => answer.statusCode === 200).length;
    const refused = answers.filter((answer) => answer.statusCode === 400);
    expect(accepted).toBeGreaterThan(10);
    expect(accepted + refused.length).toBe(200);
    for (const answer of refused)
      expect(answer.json<{ error: { message: string } }>().error.message).toMatch(/^Insufficient balance/);

    // The exposure held is what exchange-math makes of the recorded fills and unmatched parts.
    const { balance, exposure } = await kit.balanceOf(player.id);
    expect(balance).toBe('10000.00');
    expect(minor(exposure)).toBeLessThanOrEqual(minor(balance));
    let expected = 0n;
    for (const market of markets) {
      const rows = await kit.db.query<{
        runner_id: number;
        side: 'BACK' | 'LAY';
        odds: string;
        unmatched: string;
        id: number;
      }>(
        `SELECT id, runner_id, side, odds::text AS odds, (stake - matched_stake - cancelled_stake)::text AS unmatched
         FROM bets WHERE player_id = $1 AND market_id = $2`,
        [player.id, market.marketId],
      );
      const fills = await kit.db.query<{ bet_id: number; price: string; size: string }>(
        `SELECT bet_id, price::text AS price, size::text AS size FROM bet_fills WHERE bet_id IN
           (SELECT id FROM bets WHERE player_id = $1 AND market_id = $2)`,
        [player.id, market.marketId],
      );
      const matched: RunnerBet[] = fills.map((fill) => {
        const bet = rows.find((row) => row.id === fill.bet_id);
        return {
          runnerId: bet?.runner_id ?? 0,
          side: bet?.side ?? 'BACK',
          odds: Number(fill.price),
          stake: minor(fill.size),
        };
      });
      const unmatched = rows.reduce((sum, row) => {
        const stake = minor(row.unmatched);
        return sum + (row.side === 'BACK' ? stake : (stake * (minor(row.odds) - 100n) + 50n) / 100n);
      }, 0n);
      expected += marketExposure(projectedProfitLoss('exchange', market.runnerIds, matched), unmatched);
    }
    expect(minor(exposure)).toBe(expected);

    // Settling every market releases all exposure; the balance is the ledger's sum to the paisa.
    for (const market of markets) {
      const response = await kit.admin(`/admin/markets/${market.marketId}/settle`, {
        winnerRunnerId: market.runnerIds[1],
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    const after = await kit.balanceOf(player.id);
    expect(after.exposure).toBe('0.00');
    const [sum] = await kit.db.query<{ total: string }>(
      'SELECT sum(amount)::text AS total FROM ledger_entries WHERE player_id = $1',
      [player.id],
    );
    expect(sum?.total).toBe(after.balance);
  }, 60_000);

  it('two players racing for one offer share exactly what it holds', async () => {
    const first = await kit.newPlayer('5000.00');
    const second = await kit.newPlayer('5000.00');
    const { marketId, runnerIds } = await kit.addMarket();
    const runnerId = runnerIds[0] ?? 0;
    await kit.quote(marketId, runnerId, 'lay', 2.5, 1000);
    const bet = { marketId, runnerId, side: 'BACK', odds: 2.5, stake: 100 };
    const calls = Array.from({ length: 20 }, (_, index) =>
      kit.call(index % 2 === 0 ? first : second, 'POST', '/Bet/PlaceBetV2', { ...bet, idempotencyKey: newKey() }),
    );
    const answers = await Promise.all(calls);
    await kit.settled();
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const [totals] = await kit.db.query<{ matched: string; fills: string }>(
      `SELECT sum(matched_stake)::text AS matched,
              (SELECT sum(size) FROM bet_fills f JOIN bets b ON b.id = f.bet_id WHERE b.market_id = $1)::text AS fills
       FROM bets WHERE market_id = $1`,
      [marketId],
    );
    expect(totals).toEqual({ matched: '1000.00', fills: '1000.00' });
    // Unmatched backs rest at 2.5 for layers to take: the other 1000.
    expect(kit.exchange.prices(marketId)?.runners[0]?.lay).toEqual([{ price: 2.5, size: 1000 }]);
    // Backs on one runner risk their whole stake, matched or not.
    expect(await kit.balanceOf(first.id)).toEqual({ balance: '5000.00', exposure: '1000.00' });
    expect(await kit.balanceOf(second.id)).toEqual({ balance: '5000.00', exposure: '1000.00' });
  });
});
