import type { PlaceBetRequest } from '@exchange/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database, Queryable } from '../db/database.js';
import { Exchange } from '../exchange/exchange.js';
import { createPlayerEvents } from '../players/player-events.js';
import { createPlayer, type Player } from '../players/players.js';
import { setLimits } from '../responsible-play/responsible-play.js';
import { openTestDatabase } from '../testing/test-database.js';
import { createBetEvents } from './bet-events.js';
import { BettingService } from './betting-service.js';
import type { MarketInfo } from './market-store.js';
import { lockModeOf } from './placement-store.js';

/**
 * Placement runs on one PGlite connection, so every statement of it is time no other bet can use.
 * These tests pin how many statements a placement sends; a change that adds one shows here.
 */

interface Sent {
  readonly sql: string;
  readonly params: readonly unknown[];
}

/** The database with every statement it is sent (BEGIN and COMMIT of a transaction included) recorded. */
function recording(db: Database): { db: Database; statements: string[]; sent: Sent[] } {
  const statements: string[] = [];
  const sent: Sent[] = [];
  const wrap = (target: Queryable): Queryable => ({
    query: (sql, params) => {
      statements.push(sql.replace(/\s+/g, ' ').trim());
      sent.push({ sql, params: params ?? [] });
      return target.query(sql, params);
    },
    exec: (sql) => {
      statements.push(sql);
      return target.exec(sql);
    },
  });
  const plain = wrap(db);
  return {
    statements,
    sent,
    db: {
      kind: db.kind,
      query: plain.query,
      exec: plain.exec,
      transaction: async (fn) => {
        statements.push('BEGIN');
        try {
          const result = await db.transaction((tx) => fn(wrap(tx)));
          statements.push('COMMIT');
          return result;
        } catch (error) {
          statements.push('ROLLBACK');
          throw error;
        }
      },
      close: () => db.close(),
    },
  };
}

let database: Database;
let db: Database;
let statements: string[];
let sent: Sent[];
let exchange: Exchange;
let betting: BettingService;
const markets = new Map<string, MarketInfo>();
let nextMarket = 0;
let keys = 0;

function addMarket(kind: MarketInfo['kind'] = 'exchange'): MarketInfo {
  nextMarket += 1;
  const market: MarketInfo = {
    id: `1.${880_000 + nextMarket}`,
    name: 'Match Odds',
    type: kind === 'exchange' ? 'MATCH_ODDS' : 'BOOKMAKER',
    kind,
    betDelay: 0,
    eventId: 990_000 + nextMarket,
    eventName: 'Home v Away',
    sportId: 4,
    runners: [
      { id: nextMarket * 10 + 1, name: 'Home' },
      { id: nextMarket * 10 + 2, name: 'Away' },
    ],
  };
  markets.set(market.id, market);
  exchange.addMarket({
    id: market.id,
    kind,
    state: 'OPEN',
    inPlay: false,
    betDelay: 0,
    runnerIds: market.runners.map((runner) => runner.id),
  });
  return market;
}

const bet = (market: MarketInfo, fields: Partial<PlaceBetRequest> = {}): PlaceBetRequest => ({
  idempotencyKey: `count-${(keys += 1)}-abcdef`,
  marketId: market.id,
  runnerId: market.runners[0]?.id ?? 0,
  side: 'BACK',
  odds: 2,
  stake: 100,
  ...fields,
});

/** A player with daily and weekly loss limits far above the test bets. */
async function lossLimitedPlayer(username: string): Promise<Player> {
  const { player } = await createPlayer(database, { username, balance: '10000.00' });
  await setLimits(database, player, { kind: 'loss', daily: '5000.00', weekly: '9000.00' }, new Date());
  return player;
}

/** The statements one placement sends, after the market and the player are known. */
async function statementsOf(place: () => Promise<unknown>): Promise<string[]> {
  statements.length = 0;
  sent.length = 0;
  await place();
  await betting.idle();
  return [...statements];
}

beforeAll(async () => {
  database = await openTestDatabase();
  ({ db, statements, sent } = recording(database));
  exchange = new Exchange();
  betting = new BettingService({
    db,
    exchange,
    catalogue: (id) => markets.get(id) ?? null,
    playerEvents: createPlayerEvents(),
    betEvents: createBetEvents(),
  });
  await betting.start();
  placementStatements = 5 + lockApart();
});

afterAll(async () => {
  await betting.stop();
  await database.close();
});

// Between BEGIN and COMMIT, one statement that locks the player, claims the key and reads the
// player's bets on the market (and whether they have a loss limit), and one that writes the
// outcome and the exposure; and the key looked up once before the market's turn. On PostgreSQL
// the lock is a statement of its own before the read (LockMode in placement-store.ts).
const lockApart = (): number => (lockModeOf(database) === 'apart' ? 1 : 0);
let placementStatements = 5;

describe('the statements of one placement', () => {
  it('a first bet that rests in an empty book', async () => {
    const { player } = await createPlayer(db, { username: 'counted1', balance: '10000.00' });
    const market = addMarket();
    const sent = await statementsOf(() => betting.placeBet(player.id, bet(market)));
    expect(sent, sent.join('\n')).toHaveLength(placementStatements);
    expect(sent.filter((sql) => sql.includes('FROM players'))).toHaveLength(1 + lockApart());
  });

  it('as many for a bet that matches, whatever the player already holds on the market', async () => {
    const { player } = await createPlayer(db, { username: 'counted2', balance: '100000.00' });
    const market = addMarket();
    const [runnerId = 0, otherId = 0] = market.runners.map((runner) => runner.id);
    for (let index = 0; index < 6; index += 1) {
      const side = index % 2 === 0 ? 'BACK' : 'LAY';
      await betting.placeBet(player.id, bet(market, { runnerId: otherId, side, odds: 3 + index }));
    }
    // Two resting offers, so the bet takes two fills.
    await exchange.placeOrder({ marketId: market.id, runnerId, side: 'lay', price: 1.5, size: 6000n, owner: 'crowd' });
    await exchange.placeOrder({ marketId: market.id, runnerId, side: 'lay', price: 1.6, size: 6000n, owner: 'crowd' });
    const sent = await statementsOf(async () => {
      const placed = await betting.placeBet(player.id, bet(market, { odds: 1.5, stake: 110 }));
      expect(placed.bet.matchedStake).toBe(110);
    });
    expect(sent, sent.join('\n')).toHaveLength(placementStatements);
  });

  it('as many for a bet the house matches', async () => {
    const { player } = await createPlayer(db, { username: 'counted3', balance: '10000.00' });
    const market = addMarket('bookmaker');
    const runnerId = market.runners[0]?.id ?? 0;
    await exchange.withMarket(market.id, (writer) => {
      writer.setHouseQuote(runnerId, { back: [{ price: 90, size: 100000 }], lay: [{ price: 95, size: 100000 }] });
    });
    const sent = await statementsOf(() => betting.placeBet(player.id, bet(market, { odds: 90 })));
    expect(sent, sent.join('\n')).toHaveLength(placementStatements);
  });

  it('one more for a player with a loss limit, sent after the lock, and only for a bet that adds to the risk', async () => {
    const limited = await lossLimitedPlayer('counted5');
    const market = addMarket();
    const placed = await statementsOf(() => betting.placeBet(limited.id, bet(market)));
    expect(placed, placed.join('\n')).toHaveLength(placementStatements + 1);
    // BEGIN, then the lock; the loss limits and the ledger are read after it, in a statement of their own.
    expect(placed[2]).toContain('FOR UPDATE');
    expect(placed[3 + lockApart()]).toContain('JOIN responsible_limits');
    expect(placed[3 + lockApart()]).toContain('FROM ledger_entries');

    // The bookmaker matches in full: a lay against the back lowers the exposure, so the limits are not read.
    const bookmaker = addMarket('bookmaker');
    const runnerId = bookmaker.runners[0]?.id ?? 0;
    await exchange.withMarket(bookmaker.id, (writer) => {
      writer.setHouseQuote(runnerId, { back: [{ price: 90, size: 100000 }], lay: [{ price: 95, size: 100000 }] });
    });
    await betting.placeBet(limited.id, bet(bookmaker, { odds: 90 }));
    const lowering = await statementsOf(() => betting.placeBet(limited.id, bet(bookmaker, { side: 'LAY', odds: 95 })));
    expect(lowering, lowering.join('\n')).toHaveLength(placementStatements);
  });

  it('every statement of a placement can use an index', async () => {
    const { player } = await createPlayer(db, { username: 'counted4', balance: '10000.00' });
    const market = addMarket();
    await betting.placeBet(player.id, bet(market, { odds: 4 }));
    await statementsOf(() => betting.placeBet(player.id, bet(market)));
    const placement = [...sent];
    const limited = await lossLimitedPlayer('counted6');
    await statementsOf(() => betting.placeBet(limited.id, bet(market)));
    placement.push(...sent);
    // On a test database's few rows the planner scans tables whole; forbidding that shows
    // whether a statement has an index to go by.
    await database.transaction(async (tx) => {
      await tx.query('SET LOCAL enable_seqscan = off');
      for (const { sql, params } of placement) {
        const plan = await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params);
        expect(plan.length).toBeGreaterThan(0);
        expect(plan.map((line) => line['QUERY PLAN']).join('\n'), sql).not.toMatch(/Seq Scan/);
      }
    });
  });
});
