import { casinoGameSchema, casinoSections, crashGame } from '@exchange/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { startSession, revokeSession } from '../auth/sessions.js';
import { createAccessTokens } from '../auth/tokens.js';
import { chainHashOf, crashPointHundredthsOf, flightMsOf } from '../casino/fairness.js';
import { listLedgerEntries } from '../ledger/ledger.js';
import type { BalanceChanged } from '../players/player-events.js';
import { createPlayer, type Player } from '../players/players.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { casinoRoutes } from './casino.js';

const lobbyOrigin = 'http://localhost:3000';
let clock = new Date('2026-05-01T12:00:00.000Z');
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
// Chains of one round each, so the tests pick a round's crash point by its chain seed: one flies
// past 2×, one crashes at once. A chain of one round plays hash_1 = SHA-256(seed), and its
// terminating hash is SHA-256(hash_1).
const clientSeed = 'test client seed';
const seeds: string[] = [];
const seedsDrawn: string[] = [];
let seedIndex = 0;
const gameHashOf = (chainSeed: string) => chainHashOf(chainSeed);
const crashOf = (chainSeed: string) => crashPointHundredthsOf(gameHashOf(chainSeed), clientSeed);
/** A new chain seed (a seed is never used twice) whose round crashes in [hundredths, below). */
const seedAbove = (hundredths: number, below = Infinity): string => {
  for (let index = seedIndex; ; index += 1) {
    seedIndex = index + 1;
    const seed = chainHashOf(`test seed ${index}`);
    const point = crashOf(seed);
    if (point >= hundredths && point < below) return seed;
  }
};
const highSeed = () => seedAbove(300, 2000);
const instantSeed = () => seedAbove(100, 101);

let testApp: TestApp;
let app: FastifyInstance;
let player: Player;
let accessToken: string;
let sessionId: string;
const pushes: BalanceChanged[] = [];

beforeAll(async () => {
  testApp = await startTestApp({
    routes: [casinoRoutes],
    casino: {
      now: () => clock,
      chainLength: 1,
      drawChainSeed: () => {
        const seed = seeds.shift() ?? highSeed();
        seedsDrawn.push(seed);
        return seed;
      },
      drawClientSeed: () => clientSeed,
      bettingMs: 5000,
      pauseMs: 2000,
    },
    seed: false,
  });
  app = testApp.app;
  ({ player } = await createPlayer(testApp.db, { username: 'flyer', balance: '1000.00' }));
  sessionId = await startSession(testApp.db, { playerId: player.id, now: clock });
  const tokens = createAccessTokens({ secret: testApp.config.tokenSecret, ttlSeconds: 24 * 3600 });
  accessToken = (await tokens.signAccessToken(player, sessionId)).accessToken;
  testApp.services.playerEvents.onBalanceChanged((event) => pushes.push(event));
});

afterAll(() => testApp.close());

beforeEach(() => {
  pushes.length = 0;
});

const send = (options: InjectOptions) => app.inject(options);

async function launch(
  game: { gameCode: string; gameId: number; country: string } = crashGame,
): Promise<{ url: string; token: string }> {
  const response = await send({
    method: 'POST',
    url: '/Casino/GetGameUrl',
    headers: { authorization: `Bearer ${accessToken}`, origin: lobbyOrigin },
    payload: { userId: player.id, ...game },
  });
  expect(response.statusCode).toBe(200);
  const { url } = (response.json() as { result: { url: string } }).result;
  return { url, token: new URL(url).hash.replace('#token=', '') };
}

const asPlayer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Moves the clock past whatever round is on, so the next call opens a new round with the next seed. */
async function nextRound(token: string, seed: string): Promise<{ id: number; startsAt: string }> {
  advance(10 * 60 * 1000);
  seeds.push(seed);
  const state = (await send({ method: 'GET', url: '/casino/crash/state', headers: asPlayer(token) })).json();
  if (state.success !== true) throw new Error(JSON.stringify(state));
  return state.result.round;
}

describe('the casino catalogue', () => {
  it('answers at least 60 games of at least 6 providers in every section, each a valid game', async () => {
    const response = await send({
      method: 'GET',
      url: '/api/InternationalCasino/GetGames',
      headers: { host: 'api.test:4000' },
    });
    const games = (response.json() as { result: unknown[] }).result.map((game) => casinoGameSchema.parse(game));
    expect(games.length).toBeGreaterThanOrEqual(60);
    expect(new Set(games.map((game) => game.provider)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(games.map((game) => game.section))).toEqual(new Set(casinoSections));
    expect(new Set(games.map((game) => game.id)).size).toBe(games.length);
    expect(games.find((game) => game.code === 'sbe_aviator')).toMatchObject({ id: 201206, section: 'crash' });
    expect(games[0]?.imageUrl).toMatch(/^http:\/\/api\.test:4000\/cdn\/games\/art\/[a-z0-9_]+\.svg$/);
  });

  it('filters by section, provider and search, all optional', async () => {
    const get = async (query: string) =>
      (await send({ method: 'GET', url: `/api/InternationalCasino/GetGames?${query}` })).json().result as {
        name: string;
        section: string;
        provider: string;
      }[];
    const teen = await get('section=indian-card&search=teen');
    expect(teen.map((game) => game.name)).toEqual(['Teen Patti', 'Teen Patti 20-20', 'Muflis Teen Patti']);
    const jetline = await get('provider=Jetline%20Games');
    expect(jetline.length).toBeGreaterThan(0);
    expect(jetline.every((game) => game.provider === 'Jetline Games')).toBe(true);
    expect(await get('search=no-such-game')).toEqual([]);
  });

  it('refuses a token that is sent but not good, and serves visitors', async () => {
    expect((await send({ method: 'GET', url: '/api/InternationalCasino/GetGames' })).statusCode).toBe(200);
    const forged = await send({
      method: 'GET',
      url: '/api/InternationalCasino/GetGames',
      headers: { authorization: 'Bearer nonsense' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('serves game list files by name from the CDN, readable from any origin', async () => {
    const slots = await send({
      method: 'GET',
      url: '/cdn/games/slots.json',
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(slots.statusCode).toBe(200);
    expect(slots.headers['access-control-allow-origin']).toBe('*');
    const games = slots.json().result as { section: string }[];
    expect(games.length).toBeGreaterThan(5);
    expect(games.every((game) => game.section === 'slots')).toBe(true);
    expect((await send({ method: 'GET', url: '/cdn/games/lotus-live.json' })).json().result.length).toBeGreaterThan(0);
    for (const name of ['unknown.json', '..%2Fsettings%2Flocalhost.json', 'slots']) {
      expect((await send({ method: 'GET', url: `/cdn/games/${name}` })).statusCode).toBe(404);
    }
  });

  it('serves every game its generated SVG artwork, inert, to other origins', async () => {
    const art = await send({ method: 'GET', url: '/cdn/games/art/sbe_aviator.svg' });
    expect(art.statusCode).toBe(200);
    expect(art.headers['content-type']).toContain('image/svg+xml');
    expect(art.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(art.headers['content-security-policy']).toContain('sandbox');
    expect(art.body).toMatch(/^<svg [^>]*viewBox="0 0 320 240"/);
    expect(art.body).toContain('Aviator');
    expect(art.body).not.toMatch(/<script|href=/);
    expect((await send({ method: 'GET', url: '/cdn/games/art/unknown.svg' })).statusCode).toBe(404);
  });
});

describe('launching a game', () => {
  it('answers a URL to the game page on this api, its token in the fragment', async () => {
    const { url, token } = await launch();
    expect(url).toMatch(
      /^http:\/\/localhost:80\/casino\/games\/sbe_aviator#token=[\w-]{43}$|^http:\/\/localhost(:\d+)?\/casino\/games\/sbe_aviator#token=[\w-]{43}$/,
    );
    const session = await send({ method: 'POST', url: '/Casino/GameSession', headers: asPlayer(token) });
    expect(session.json().result).toMatchObject({
      username: 'flyer',
      game: { code: 'sbe_aviator', name: 'Aviator' },
      lobbyOrigin,
    });
  });

  it('opens a game for the logged-in player only, and only a game of the catalogue', async () => {
    const post = (payload: object, authorization = `Bearer ${accessToken}`) =>
      send({ method: 'POST', url: '/Casino/GetGameUrl', headers: { authorization }, payload });
    expect((await post({ userId: player.id + 1, ...crashGame })).statusCode).toBe(403);
    expect((await post({ userId: player.id, ...crashGame, gameId: 1 })).statusCode).toBe(404);
    expect((await post({ userId: player.id, gameCode: 'nope', gameId: 1, country: 'IN' })).statusCode).toBe(404);
    expect((await post({ userId: player.id, gameCode: 'sbe_aviator' })).statusCode).toBe(400);
    expect((await post({ userId: player.id, ...crashGame }, 'Bearer forged')).statusCode).toBe(401);
  });

  it('opens a game with the casino token of a login, and refuses an unknown one', async () => {
    const refused = await send({
      method: 'POST',
      url: '/Casino/GameLogin',
      payload: { casinoToken: 'not-a-token', gameCode: 'sbe_aviator', gameId: 201206 },
    });
    expect(refused.statusCode).toBe(401);
  });

  it('serves the game page with a strict policy that only the allowed sites may frame', async () => {
    const page = await send({ method: 'GET', url: '/casino/games/sbe_aviator' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['x-frame-options']).toBeUndefined();
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("default-src 'none'");
    expect(policy).toMatch(/frame-ancestors [^;]*http:\/\/localhost:3000/);
    expect(policy).not.toContain('unsafe-inline');
    expect(page.body).not.toMatch(/<script>|style="/);
    const demo = await send({ method: 'GET', url: '/casino/games/sf_gates_of_gold' });
    expect(demo.body).toContain('Demo table');
    expect((await send({ method: 'GET', url: '/casino/static/crash-game.js' })).headers['content-type']).toContain(
      'javascript',
    );
    expect((await send({ method: 'GET', url: '/casino/static/..%2F..%2Fconfig.ts' })).statusCode).toBe(404);
  });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'])(
    'answers 404 for the static name %s, which is no file of the game pages',
    async (name) => {
      const response = await send({ method: 'GET', url: `/casino/static/${name}` });
      expect({ status: response.statusCode, body: response.json() as unknown }).toEqual({
        status: 404,
        body: { success: false, error: { message: 'Not found' } },
      });
    },
  );

  it("writes the game page in the player's language named by the lobby, English otherwise", async () => {
    const hindi = await send({ method: 'GET', url: '/casino/games/sbe_aviator?lang=hi' });
    expect(hindi.statusCode).toBe(200);
    expect(hindi.body).toContain('<html lang="hi"');
    expect(hindi.body).toContain('<label for="stake">दाँव (₹)</label>');
    expect(hindi.body).toContain('>दाँव लगाएँ</button>');
    // The scripts' words come as data, in the same language, and the page still runs no inline script.
    expect(hindi.body).toMatch(/data-strings="[^"]*कैश आउट/);
    expect(hindi.body).not.toMatch(/<script>|style="/);
    const demo = await send({ method: 'GET', url: '/casino/games/sf_gates_of_gold?lang=hi' });
    expect(demo.body).toContain('डेमो टेबल');

    for (const url of [
      '/casino/games/sbe_aviator',
      '/casino/games/sbe_aviator?lang=xx',
      '/casino/games/sbe_aviator?lang=hi&lang=en',
    ]) {
      const page = await send({ method: 'GET', url });
      expect(page.body).toContain('<html lang="en"');
      expect(page.body).toContain('<label for="stake">Stake (₹)</label>');
    }
    const missing = await send({ method: 'GET', url: '/casino/games/no_such_game?lang=hi' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('गेम नहीं मिला।');
  });

  it('ends the game when the login that opened it ends', async () => {
    const otherSession = await startSession(testApp.db, { playerId: player.id, now: clock });
    const tokens = createAccessTokens({ secret: testApp.config.tokenSecret, ttlSeconds: 3600 });
    const other = (await tokens.signAccessToken(player, otherSession)).accessToken;
    const response = await send({
      method: 'POST',
      url: '/Casino/GetGameUrl',
      headers: { authorization: `Bearer ${other}` },
      payload: { userId: player.id, ...crashGame },
    });
    const token = new URL(response.json().result.url as string).hash.replace('#token=', '');
    expect((await send({ method: 'POST', url: '/Casino/GameSession', headers: asPlayer(token) })).statusCode).toBe(200);
    await revokeSession(testApp.db, otherSession, clock);
    expect((await send({ method: 'POST', url: '/Casino/GameSession', headers: asPlayer(token) })).statusCode).toBe(401);
  });
});

describe('the crash game', () => {
  it('takes a bet before the round, pays a cash-out through the ledger and pushes each balance', async () => {
    const { token } = await launch();
    const round = await nextRound(token, highSeed());
    const before = Number(
      (await send({ method: 'GET', url: '/casino/crash/state', headers: asPlayer(token) })).json().result.balance,
    );

    const bet = await send({
      method: 'POST',
      url: '/casino/crash/bets',
      headers: asPlayer(token),
      payload: { stake: '100' },
    });
    expect(bet.statusCode).toBe(200);
    expect(bet.json().result).toEqual({
      bet: { roundId: round.id, stake: 100, status: 'open', cashoutMultiplier: null, payout: 0 },
      balance: before - 100,
    });

    const again = await send({
      method: 'POST',
      url: '/casino/crash/bets',
      headers: asPlayer(token),
      payload: { stake: 50 },
    });
    expect(again.statusCode).toBe(409);

    // 8 s into the flight the multiplier is 2.00×.
    clock = new Date(Date.parse(round.startsAt) + 8000);
    const flying = (await send({ method: 'GET', url: '/casino/crash/state', headers: asPlayer(token) })).json().result;
    expect(flying.round).toMatchObject({ phase: 'flying', multiplier: 2, crashPoint: null, gameHash: null });

    const cashed = await send({ method: 'POST', url: '/casino/crash/cashout', headers: asPlayer(token) });
    expect(cashed.json().result).toEqual({
      bet: { roundId: round.id, stake: 100, status: 'won', cashoutMultiplier: 2, payout: 200 },
      balance: before + 100,
    });
    expect(pushes.map((push) => push.balance)).toEqual([(before - 100).toFixed(2), (before + 100).toFixed(2)]);

    const { items } = await listLedgerEntries(testApp.db, player.id, { skip: 0, take: 2 });
    expect(items.map(({ kind, amount }) => ({ kind, amount }))).toEqual([
      { kind: 'casino_win', amount: '200.00' },
      { kind: 'casino_stake', amount: '-100.00' },
    ]);
  });

  it('publishes the terminating hash before the round and reveals the game hash after the crash', async () => {
    const { token } = await launch();
    const seed = highSeed();
    const round = await nextRound(token, seed);
    const state = async () =>
      (await send({ method: 'GET', url: '/casino/crash/state', headers: asPlayer(token) })).json().result;
    const terminatingHash = chainHashOf(gameHashOf(seed));
    expect((await state()).round).toMatchObject({
      phase: 'betting',
      chainIndex: 1,
      terminatingHash,
      clientSeed,
      gameHash: null,
    });
    clock = new Date(Date.parse(round.startsAt) + flightMsOf(crashOf(seed)));
    const crashed = await state();
    expect(crashed.round).toMatchObject({
      phase: 'crashed',
      gameHash: gameHashOf(seed),
      terminatingHash,
      crashPoint: crashOf(seed) / 100,
    });
    expect(crashed.history[0]).toEqual({
      id: round.id,
      chainIndex: 1,
      gameHash: gameHashOf(seed),
      clientSeed,
      terminatingHash,
      crashPoint: crashOf(seed) / 100,
    });
  });

  it('serves the fairness page with the chain published now, and no chain seed in any answer', async () => {
    const { token } = await launch();
    await nextRound(token, highSeed());
    const state = (await send({ method: 'GET', url: '/casino/crash/state', headers: asPlayer(token) })).json().result;
    const page = await send({ method: 'GET', url: '/casino/fair' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).not.toMatch(/<script>|style="/);
    expect(page.body).toContain(`value="${state.round.terminatingHash}"`);
    expect(page.body).toContain(`value="${clientSeed}"`);
    expect(page.body).toContain('<label for="game-hash">');
    const hindi = await send({ method: 'GET', url: '/casino/fair?lang=hi' });
    expect(hindi.body).toContain('<html lang="hi"');
    expect(hindi.body).toContain('गेम हैश');

    advance(10 * 60 * 1000);
    const later = await send({ method: 'GET', url: '/casino/crash/state', headers: asPlayer(token) });
    const answered = [page.body, hindi.body, JSON.stringify(state), later.body].join('\n');
    expect(seedsDrawn.length).toBeGreaterThan(1);
    for (const seed of seedsDrawn) expect(answered).not.toContain(seed);
  });

  it('loses a bet not cashed out by the crash, and refuses a late cash-out', async () => {
    const { token } = await launch();
    const round = await nextRound(token, instantSeed());
    await send({ method: 'POST', url: '/casino/crash/bets', headers: asPlayer(token), payload: { stake: 40 } });
    clock = new Date(Date.parse(round.startsAt) + 1);
    const late = await send({ method: 'POST', url: '/casino/crash/cashout', headers: asPlayer(token) });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toEqual({
      message: 'Too late: the round crashed at 1.00×.',
      code: 'crashTooLate',
      values: { point: '1.00' },
    });
    const state = (await send({ method: 'GET', url: '/casino/crash/state', headers: asPlayer(token) })).json().result;
    expect(state.bet).toEqual({ roundId: round.id, stake: 40, status: 'lost', cashoutMultiplier: null, payout: 0 });
  });

  it('refuses a bet in flight, a stake out of range and a bet larger than the balance, losing nothing', async () => {
    const { token } = await launch();
    const round = await nextRound(token, highSeed());
    const bet = (stake: unknown) =>
      send({ method: 'POST', url: '/casino/crash/bets', headers: asPlayer(token), payload: { stake } });
    const balance = (await send({ method: 'GET', url: '/casino/crash/state', headers: asPlayer(token) })).json().result
      .balance;

    const tooMuch = await bet(balance + 1);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error.message).toBe(
      `Your balance is too low for this bet: ${balance.toFixed(2)} available, ${(balance + 1).toFixed(2)} needed.`,
    );
    expect(tooMuch.json().error).toMatchObject({
      code: 'crashBalanceLow',
      values: { available: balance.toFixed(2), requested: (balance + 1).toFixed(2) },
    });
    for (const stake of ['5', '1.234', '-10', 'ten', null]) expect((await bet(stake)).statusCode).toBe(400);
    expect((await bet('5')).json().error).toMatchObject({
      code: 'crashStakeRange',
      values: { min: '10.00', max: '100000.00' },
    });
    const state = (await send({ method: 'GET', url: '/casino/crash/state', headers: asPlayer(token) })).json().result;
    expect(state).toMatchObject({ balance, bet: null });

    clock = new Date(Date.parse(round.startsAt) + 10);
    const inFlight = await bet(10);
    expect(inFlight.statusCode).toBe(409);
    expect(inFlight.json().error.message).toBe('Bets are taken before the round starts: wait for the next round.');
    expect(pushes).toEqual([]);
  });

  it('answers only the launch of the crash game, and refuses anyone else', async () => {
    const { token: demoToken } = await launch({ gameCode: 'sf_gates_of_gold', gameId: 200013, country: 'IN' });
    expect((await send({ method: 'GET', url: '/casino/crash/state', headers: asPlayer(demoToken) })).statusCode).toBe(
      403,
    );
    expect((await send({ method: 'GET', url: '/casino/crash/state', headers: asPlayer('forged') })).statusCode).toBe(
      401,
    );
    expect((await send({ method: 'GET', url: '/casino/crash/state' })).statusCode).toBe(401);
  });
});
