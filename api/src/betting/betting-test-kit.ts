import { parseMinor } from '@exchange/contracts';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';

import { startSession } from '../auth/sessions.js';
import { createAccessTokens } from '../auth/tokens.js';
import type { Queryable } from '../db/database.js';
import { Exchange, type HouseQuote } from '../exchange/exchange.js';
import { createPlayer } from '../players/players.js';
import { adminBetRoutes } from '../routes/admin-bets.js';
import { betRoutes } from '../routes/bets.js';
import { startTestApp, testAdminAuthorization, type TestApp } from '../testing/test-app.js';
import type { BettingSettings } from './settings.js';

export interface TestMarket {
  readonly marketId: string;
  readonly eventId: number;
  readonly runnerIds: readonly number[];
}

export interface NewTestMarket {
  readonly kind?: 'exchange' | 'bookmaker' | 'fancy';
  readonly runners?: number;
  readonly inPlay?: boolean;
  readonly betDelay?: number;
  readonly sportId?: number;
}

export interface TestPlayer {
  readonly id: number;
  readonly authorization: string;
}

/** A controllable in-play delay: each wait resolves when the test releases it. */
export interface ManualWait {
  readonly wait: (ms: number) => Promise<void>;
  readonly waits: number[];
  release(): void;
}

export function manualWait(): ManualWait {
  const waits: number[] = [];
  const held: (() => void)[] = [];
  return {
    waits,
    wait: (ms) =>
      new Promise<void>((resolve) => {
        waits.push(ms);
        held.push(resolve);
      }),
    release: () => {
      for (const resolve of held.splice(0)) resolve();
    },
  };
}

export interface BettingTestKit extends TestApp {
  readonly exchange: Exchange;
  addMarket(spec?: NewTestMarket): Promise<TestMarket>;
  newPlayer(balance: string): Promise<TestPlayer>;
  /** Rests market-maker orders (`size` in currency units): `lay` orders make the back column, `back` the lay column. */
  quote(marketId: string, runnerId: number, side: 'back' | 'lay', price: number, size: number): Promise<void>;
  house(marketId: string, runnerId: number, quote: HouseQuote): Promise<void>;
  call(player: TestPlayer, method: 'GET' | 'POST', url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  admin(url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  balanceOf(playerId: number): Promise<{ balance: string; exposure: string }>;
  /** Waits until the engine's queued jobs and the records of later fills and lapses are done. */
  settled(): Promise<void>;
}

let keySequence = 0;
/** A fresh idempotency key. */
export const newKey = (): string => `key-${Date.now().toString(36)}-${(keySequence += 1)}`;

/** The ids of the catalogue rows the kit adds next. */
interface Sequences {
  event: number;
  market: number;
  runner: number;
}

/** A market with its event and runners, in the catalogue tables and in the engine. */
async function addTestMarket(
  db: Queryable,
  exchange: Exchange,
  next: Sequences,
  { kind = 'exchange', runners = 2, inPlay = false, betDelay = 0, sportId = 1 }: NewTestMarket = {},
): Promise<TestMarket> {
  next.event += 1;
  next.market += 1;
  const eventId = next.event;
  const marketId = `1.${next.market}`;
  await db.query(
    `INSERT INTO events (id, dream_event_id, sport_id, competition_id, title, participants, open_date, status)
         VALUES ($1, $2, $3, $4, $5, '[]'::jsonb, now(), $6)`,
    [
      eventId,
      String(eventId),
      sportId,
      sportId === 3 ? 900002 : 900001,
      `Event ${eventId}`,
      inPlay ? 'IN_PLAY' : 'UPCOMING',
    ],
  );
  const type = kind === 'exchange' ? 'MATCH_ODDS' : kind === 'bookmaker' ? 'BOOKMAKER' : 'FANCY';
  await db.query(
    `INSERT INTO markets (id, event_id, name, type, kind, state, in_play, bet_delay) VALUES ($1, $2, $3, $4, $5, 'OPEN', $6, $7)`,
    [marketId, eventId, type === 'MATCH_ODDS' ? 'Match Odds' : type, type, kind, inPlay, betDelay],
  );
  const runnerIds: number[] = [];
  for (let index = 0; index < runners; index += 1) {
    next.runner += 1;
    runnerIds.push(next.runner);
    await db.query('INSERT INTO runners (id, market_id, name, sort_priority) VALUES ($1, $2, $3, $4)', [
      next.runner,
      marketId,
      `Runner ${index + 1}`,
      index + 1,
    ]);
  }
  exchange.addMarket({ id: marketId, kind, state: 'OPEN', inPlay, betDelay, runnerIds });
  return { marketId, eventId, runnerIds };
}

/**
 * The bet and admin bet calls on a fresh database with their own engine and catalogue rows, for
 * the route tests of betting.
 */
export async function startBettingTestKit(
  options: { settings?: BettingSettings; wait?: (ms: number) => Promise<void> } = {},
): Promise<BettingTestKit> {
  const exchange = new Exchange();
  const testApp = await startTestApp({
    routes: [betRoutes, adminBetRoutes],
    betting: { exchange, settings: options.settings, wait: options.wait ?? (async () => {}) },
  });
  const { app, db } = testApp;
  await db.query(
    `INSERT INTO competitions (id, sport_id, name) VALUES (900001, 1, 'Test League'), (900002, 3, 'Test Cup')`,
  );
  const tokens = createAccessTokens({ secret: testApp.config.tokenSecret, ttlSeconds: 3600 });
  const next: Sequences = { event: 800_000, market: 9_000_000, runner: 700_000 };
  let nextPlayer = 0;

  return {
    ...testApp,
    exchange,
    addMarket: (spec) => addTestMarket(db, exchange, next, spec),
    async newPlayer(balance) {
      nextPlayer += 1;
      const { player } = await createPlayer(db, { username: `bettor${nextPlayer}`, balance });
      const sessionId = await startSession(db, { playerId: player.id, now: new Date() });
      const { accessToken } = await tokens.signAccessToken(player, sessionId);
      return { id: player.id, authorization: `Bearer ${accessToken}` };
    },
    async quote(marketId, runnerId, side, price, size) {
      const minor = parseMinor(size);
      if (minor === null) throw new RangeError(`${size} is not an amount`);
      await exchange.placeOrder({ marketId, runnerId, side, price, size: minor, owner: 'market-maker' });
    },
    async house(marketId, runnerId, quote) {
      await exchange.withMarket(marketId, (market) => market.setHouseQuote(runnerId, quote));
    },
    call(player, method, url, payload) {
      const request: InjectOptions = { method, url, headers: { authorization: player.authorization } };
      return app.inject(payload === undefined ? request : { ...request, payload: payload as InjectOptions['payload'] });
    },
    admin(url, payload) {
      return app.inject({ method: 'POST', url, headers: testAdminAuthorization, payload: (payload ?? {}) as object });
    },
    async settled() {
      const { betting } = testApp.services;
      for (let round = 0; round < 3; round += 1) {
        await exchange.idle();
        await betting.idle();
      }
    },
    async balanceOf(playerId) {
      const [row] = await db.query<{ balance: string; exposure: string }>(
        'SELECT balance::text AS balance, exposure::text AS exposure FROM players WHERE id = $1',
        [playerId],
      );
      if (row === undefined) throw new Error(`No player ${playerId}`);
      return row;
    },
  };
}
