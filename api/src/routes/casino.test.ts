import { casinoGameSchema, casinoSections, crashGame, defaultStakeButtons } from '@exchange/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { startSession, revokeSession } from '../auth/sessions.js';
import { createAccessTokens } from '../auth/tokens.js';
import { chainHashOf, crashPointHundredthsOf, flightMsOf, reachedAtMs } from '../casino/fairness.js';
import { listLedgerEntries } from '../ledger/ledger.js';
import type { BalanceChanged } from '../players/player-events.js';
import { createPlayer, type Player } from '../players/players.js';
import { saveStakes } from '../stakes/user-stakes.js';
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
      stakes: defaultStakeButtons,
    });
  });

  it("gives the game page the player's own stake buttons once they have set them", async () => {
    const own = [50, 150, 250, 750, 1500, 2500, 7500, 15000].map((value) => ({ title: `₹${value}`, value }));
    await saveStakes(testApp.db, player.id, own);
    try {
      const { token } = await launch();
      const session = await send({ method: 'POST', url: '/Casino/GameSession', headers: asPlayer(token) });
      expect(session.json().result.stakes).toEqual(own);
    } finally {
      await testApp.db.query('DELETE FROM player_stakes WHERE player_id = $1', [player.id]);
    }
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
    expect(hindi.body).toContain('<label for="stake-1" class="stake-label">दाँव (₹)</label>');
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
      expect(page.body).toContain('<label for="stake-1" class="stake-label">Stake (₹)</label>');
    }
    const missing = await send({ method: 'GET', url: '/casino/games/no_such_game?lang=hi' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('गेम नहीं मिला।');
  });

  it.each([
    {
      language: 'en',
      names: {
        panel: 'Bet',
        stake: 'Stake (₹)',
        down: 'Lower the stake',
        up: 'Raise the stake',
        chips: 'Quick stakes',
        chip: 'Stake ₹',
        autoCashOut: 'Auto cash-out',
        autoCashOutAt: 'Auto cash-out at (×)',
        autoBet: 'Auto bet',
        bet: 'Bet',
        recent: 'Last 20 rounds',
        sound: 'Sound',
        liveBets: 'Bets this round',
        playerSeed: 'Your seed',
        newSeed: 'New seed',
        roundSeeds: "This round's seeds",
      },
    },
    {
      language: 'hi',
      names: {
        panel: 'दाँव',
        stake: 'दाँव (₹)',
        down: 'दाँव घटाएँ',
        up: 'दाँव बढ़ाएँ',
        chips: 'तुरंत दाँव',
        chip: 'दाँव ₹',
        autoCashOut: 'ऑटो कैश आउट',
        autoCashOutAt: 'ऑटो कैश आउट का गुणक (×)',
        autoBet: 'ऑटो दाँव',
        bet: 'दाँव लगाएँ',
        recent: 'पिछले 20 राउंड',
        sound: 'ध्वनि',
        liveBets: 'इस राउंड के दाँव',
        playerSeed: 'आपका सीड',
        newSeed: 'नया सीड',
        roundSeeds: 'इस राउंड के सीड',
      },
    },
  ])(
    'gives the crash game two bet panels, the curve and the live bets, every control named in $language',
    async ({ language, names }) => {
      const { body } = await send({ method: 'GET', url: `/casino/games/sbe_aviator?lang=${language}` });
      expect(body).toMatch(/<canvas id="curve" aria-hidden="true"><\/canvas>/);
      expect(body).toContain('<p id="multiplier-live" class="visually-hidden" aria-live="polite" aria-atomic="true">');
      expect(body).toContain(`<ol id="recent" class="recent" aria-label="${names.recent}" tabindex="0">`);
      expect(body).toContain(
        `<button id="sound" class="sound" type="button" aria-pressed="false">${names.sound}</button>`,
      );
      expect(body).toContain(`<h2 id="live-bets-title">${names.liveBets}</h2>`);
      expect(body).toContain('<tbody id="round-bets"></tbody>');
      for (const slot of [1, 2]) {
        expect(body).toContain(`<h2 id="panel-${slot}-title" class="panel-title">${names.panel} ${slot}</h2>`);
        expect(body).toContain(`<label for="stake-${slot}" class="stake-label">${names.stake}</label>`);
        expect(body).toContain(
          `<button id="stake-down-${slot}" type="button" class="step" aria-label="${names.down}">`,
        );
        expect(body).toContain(`<button id="stake-up-${slot}" type="button" class="step" aria-label="${names.up}">`);
        // The default stake buttons until the session names the player's own: each titled, its stake in data-stake.
        const chips = new RegExp(
          `<div id="chips-${slot}" class="chips" role="group" aria-label="${names.chips}">((?:<button [^>]*>[^<]*</button>)*)</div>`,
        ).exec(body)?.[1];
        const chipButtons = [
          ...(chips ?? '').matchAll(
            /<button type="button" class="chip" data-stake="([^"]+)" aria-label="([^"]+)">([^<]*)<\/button>/g,
          ),
        ].map(([, value, label, title]) => ({ value: Number(value), label, title }));
        expect(chipButtons).toHaveLength(8);
        expect(chipButtons).toEqual(
          defaultStakeButtons.map(({ title, value }) => ({ value, label: `${names.chip}${value}`, title })),
        );
        expect(chipButtons.map(({ title }) => title)).toEqual(['100', '500', '1k', '2k', '3k', '4k', '5k', '6k']);
        expect(body).toContain(
          `<label class="switch"><input id="auto-cashout-${slot}" type="checkbox" role="switch"> ${names.autoCashOut}</label>`,
        );
        expect(body).toContain(`<label for="auto-at-${slot}" class="visually-hidden">${names.autoCashOutAt}</label>`);
        expect(body).toContain(
          `<label class="switch"><input id="auto-bet-${slot}" type="checkbox" role="switch"> ${names.autoBet}</label>`,
        );
        expect(body).toContain(
          `<button id="bet-${slot}" class="bet-button" type="submit" data-mode="wait" disabled>${names.bet}</button>`,
        );
        expect(body).toContain(`<p id="result-${slot}" class="result" role="status"></p>`);
      }
      // The player's seed, sent with each bet: a labelled field the page fills, and a button for a new one.
      expect(body).toContain(`<label for="player-seed">${names.playerSeed}</label>`);
      expect(body).toContain(
        '<input id="player-seed" name="playerSeed" maxlength="32" autocomplete="off" autocapitalize="off" spellcheck="false" aria-describedby="player-seed-hint">',
      );
      expect(body).toMatch(/<p id="player-seed-hint" class="hint">[^<]+<\/p>/);
      expect(body).toContain(`<button id="new-seed" type="button">${names.newSeed}</button>`);
      // The chain's client seed, then the round's seeds once it has them.
      expect(body).toContain('<code id="terminating-hash">…</code>');
      expect(body).toContain('<code id="chain-client-seed">…</code>');
      expect(body).toContain(`<h3 id="round-seeds-title">${names.roundSeeds}</h3>`);
      expect(body).toContain('<div id="round-seeds-box" hidden>');
      expect(body).toContain('<code id="round-client-seed"></code>');
      expect(body).toContain('<ol id="round-seeds" class="round-seeds" aria-labelledby="round-seeds-title"></ol>');
      // Auto bet and auto cash-out start off; ids are unique.
      expect(body).not.toMatch(/checked/);
      const ids = [...body.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]);
      expect(new Set(ids).size).toBe(ids.length);
      expect(body).not.toMatch(/<script>|style="/);
      for (const script of ['crash-clock.js', 'crash-curve.js', 'crash-sound.js']) {
        const asset = await send({ method: 'GET', url: `/casino/static/${script}` });
        expect(asset.statusCode, script).toBe(200);
        expect(asset.headers['content-type'], script).toContain('javascript');
      }
    },
  );

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
      bet: {
        roundId: round.id,
        slot: 1,
        stake: 100,
        autoCashOut: null,
        status: 'open',
        cashoutMultiplier: null,
        payout: 0,
        seed: null,
      },
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
      bet: {
        roundId: round.id,
        slot: 1,
        stake: 100,
        autoCashOut: null,
        status: 'won',
        cashoutMultiplier: 2,
        payout: 200,
        seed: null,
      },
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
      chainClientSeed: clientSeed,
      // The round's own client seed is fixed when betting closes.
      clientSeed: null,
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
    expect(page.body).toContain('<label for="game-hash">');
    // Each round has its own client seed: the field starts empty, takes up to 200 characters and says where to find it.
    expect(page.body).not.toContain(`value="${clientSeed}"`);
    expect(page.body).toContain('<label for="client-seed">Client seed</label>');
    expect(page.body).toContain(
      '<input id="client-seed" name="clientSeed" autocomplete="off" autocapitalize="off" spellcheck="false" maxlength="200" required aria-describedby="client-seed-hint">',
    );
    expect(page.body).toMatch(/<p id="client-seed-hint" class="hint">[^<]*past rounds list[^<]*<\/p>/);
    // One round is checked: no earlier rounds to list, and nothing under the form but its empty live regions.
    expect(page.body).not.toMatch(/id="earlier"|<table|fair-rounds|rounds-heading/);
    expect(page.body).toContain(
      [
        '</form>',
        '  <p id="fair-message" class="message" role="alert"></p>',
        '  <p id="fair-point" class="result" role="status"></p>',
        '  <p id="fair-chain" class="result" role="status"></p>',
        '</main>',
      ].join('\n'),
    );
    const hindi = await send({ method: 'GET', url: '/casino/fair?lang=hi' });
    expect(hindi.body).toContain('<html lang="hi"');
    expect(hindi.body).toContain('गेम हैश');
    expect(hindi.body).toContain('<label for="client-seed">क्लाइंट सीड</label>');
    expect(hindi.body).toMatch(/<p id="client-seed-hint" class="hint">[^<]*पिछले राउंड की सूची[^<]*<\/p>/);
    expect(hindi.body).not.toMatch(/id="earlier"|<table/);

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
    expect(state.bet).toEqual({
      roundId: round.id,
      slot: 1,
      stake: 40,
      autoCashOut: null,
      status: 'lost',
      cashoutMultiplier: null,
      payout: 0,
      seed: null,
    });
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
    for (const seed of ['two words', 'x'.repeat(33), 'a:b', 42]) {
      const badSeed = await send({
        method: 'POST',
        url: '/casino/crash/bets',
        headers: asPlayer(token),
        payload: { stake: 10, seed },
      });
      expect(badSeed.statusCode).toBe(400);
    }
    const badSeed = await send({
      method: 'POST',
      url: '/casino/crash/bets',
      headers: asPlayer(token),
      payload: { stake: 10, seed: 'a:b' },
    });
    expect(badSeed.json().error).toMatchObject({
      code: 'crashSeedFormat',
      message: 'Your seed is 1 to 32 letters, digits, underscores or hyphens.',
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

describe("a player's seed", () => {
  it("goes with the bet and into the round's client seed when betting closes, which the round is checked with", async () => {
    const { token } = await launch();
    const round = await nextRound(token, highSeed());
    const placed = await send({
      method: 'POST',
      url: '/casino/crash/bets',
      headers: asPlayer(token),
      payload: { stake: '10.00', seed: 'my-Seed_42' },
    });
    expect(placed.statusCode).toBe(200);
    expect(placed.json().result.bet).toMatchObject({ roundId: round.id, seed: 'my-Seed_42' });

    clock = new Date(Date.parse(round.startsAt) + 10);
    const flying = (await send({ method: 'GET', url: '/casino/crash/state', headers: asPlayer(token) })).json().result
      .round;
    expect(flying).toMatchObject({
      phase: 'flying',
      chainClientSeed: clientSeed,
      clientSeed: `${clientSeed}:my-Seed_42`,
      playerSeedsMixed: 3,
      playerSeeds: [{ player: 'f***r', seed: 'my-Seed_42', own: true }],
    });
    clock = new Date(clock.getTime() + 600_000);
    const { history } = (await send({ method: 'GET', url: '/casino/crash/state', headers: asPlayer(token) })).json()
      .result;
    const past = history.find((entry: { id: number }) => entry.id === round.id);
    expect(past.clientSeed).toBe(`${clientSeed}:my-Seed_42`);
    expect(past.crashPoint).toBe(crashPointHundredthsOf(past.gameHash, `${clientSeed}:my-Seed_42`) / 100);
  });
});

describe('two bets a round and the auto cash-out', () => {
  const state = async (token: string) =>
    (await send({ method: 'GET', url: '/casino/crash/state', headers: asPlayer(token) })).json().result;
  const bet = (token: string, payload: object) =>
    send({ method: 'POST', url: '/casino/crash/bets', headers: asPlayer(token), payload });
  const cashOut = (token: string, payload?: object) =>
    send({ method: 'POST', url: '/casino/crash/cashout', headers: asPlayer(token), payload });
  /** The clock `ms` into the round's flight. */
  const intoFlight = (round: { startsAt: string }, ms: number) => {
    clock = new Date(Date.parse(round.startsAt) + ms);
  };
  const ledgerOfRound = async (roundId: number) =>
    (await listLedgerEntries(testApp.db, player.id, { skip: 0, take: 50 })).items
      .filter((entry) => entry.details.roundId === roundId)
      .map(({ kind, amount, reference }) => ({ kind, amount, reference }));

  it('takes two bets in one round, each a ledger line, and pays one by hand and one at its auto cash-out', async () => {
    const { token } = await launch();
    const seed = highSeed();
    const round = await nextRound(token, seed);
    const before = Number((await state(token)).balance);

    const first = await bet(token, { stake: 100, autoCashOut: '2.50' });
    expect(first.statusCode).toBe(200);
    expect(first.json().result.bet).toEqual({
      roundId: round.id,
      slot: 1,
      stake: 100,
      autoCashOut: 2.5,
      status: 'open',
      cashoutMultiplier: null,
      payout: 0,
      seed: null,
    });
    const second = await bet(token, { stake: '200', slot: 2, autoCashOut: 1.5 });
    expect(second.json().result).toEqual({
      bet: {
        roundId: round.id,
        slot: 2,
        stake: 200,
        autoCashOut: 1.5,
        status: 'open',
        cashoutMultiplier: null,
        payout: 0,
        seed: null,
      },
      balance: before - 300,
    });

    // By hand at 1.20×, before its own auto cash-out at 2.50×: paid at 1.20×, the auto one void.
    intoFlight(round, reachedAtMs(120));
    const byHand = await cashOut(token, { slot: 1 });
    expect(byHand.json().result).toEqual({
      bet: {
        roundId: round.id,
        slot: 1,
        stake: 100,
        autoCashOut: 2.5,
        status: 'won',
        cashoutMultiplier: 1.2,
        payout: 120,
        seed: null,
      },
      balance: before - 180,
    });

    // A moment before 1.50× the second bet is still open; once the clock passes it, it is paid at 1.50×.
    intoFlight(round, reachedAtMs(150) - 1);
    expect((await state(token)).bets[1]).toMatchObject({ slot: 2, status: 'open', payout: 0 });
    intoFlight(round, reachedAtMs(150));
    const paid = await state(token);
    expect(paid.bets[1]).toEqual({
      roundId: round.id,
      slot: 2,
      stake: 200,
      autoCashOut: 1.5,
      status: 'won',
      cashoutMultiplier: 1.5,
      payout: 300,
      seed: null,
    });
    expect(paid.balance).toBe(before + 120);

    // Cashing it out by hand later answers the auto cash-out: paid once, at 1.50×.
    intoFlight(round, 8000);
    const late = await cashOut(token, { slot: 2 });
    expect(late.statusCode).toBe(200);
    expect(late.json().result).toEqual({ bet: paid.bets[1], balance: before + 120 });

    // After the crash both stay as paid: the first bet's 2.50× never paid it again.
    intoFlight(round, flightMsOf(crashOf(seed)));
    const crashed = await state(token);
    expect(crashed.round.phase).toBe('crashed');
    expect(crashed.bets.map((one: { payout: number }) => one.payout)).toEqual([120, 300]);
    expect(crashed.balance).toBe(before + 120);
    expect(await ledgerOfRound(round.id)).toEqual([
      { kind: 'casino_win', amount: '300.00', reference: `sbe_aviator:${round.id}:${player.id}:2` },
      { kind: 'casino_win', amount: '120.00', reference: `sbe_aviator:${round.id}:${player.id}` },
      { kind: 'casino_stake', amount: '-200.00', reference: `sbe_aviator:${round.id}:${player.id}:2` },
      { kind: 'casino_stake', amount: '-100.00', reference: `sbe_aviator:${round.id}:${player.id}` },
    ]);
    expect(pushes.map((push) => push.balance)).toEqual(
      [before - 100, before - 300, before - 180, before + 120].map((balance) => balance.toFixed(2)),
    );
  });

  it('pays an auto cash-out with no call from the player after the bet, once however many read at once', async () => {
    const { token } = await launch();
    const seed = highSeed();
    const round = await nextRound(token, seed);
    const before = Number((await state(token)).balance);
    expect((await bet(token, { stake: '100.00', autoCashOut: '1.50' })).statusCode).toBe(200);

    // The player's page is gone; the round flies past 1.50× and crashes. Eight reads at once then.
    intoFlight(round, flightMsOf(crashOf(seed)));
    const reads = await Promise.all(Array.from({ length: 8 }, () => state(token)));
    for (const read of reads) {
      expect(read.bet).toMatchObject({ slot: 1, status: 'won', cashoutMultiplier: 1.5, payout: 150 });
      expect(read.balance).toBe(before + 50);
    }
    expect(await ledgerOfRound(round.id)).toEqual([
      { kind: 'casino_win', amount: '150.00', reference: `sbe_aviator:${round.id}:${player.id}` },
      { kind: 'casino_stake', amount: '-100.00', reference: `sbe_aviator:${round.id}:${player.id}` },
    ]);
    expect(pushes.map((push) => push.balance)).toEqual([(before - 100).toFixed(2), (before + 50).toFixed(2)]);
  });

  it('loses a bet whose auto cash-out is above the crash point, and pays one exactly at it', async () => {
    const { token } = await launch();
    const seed = seedAbove(150, 200);
    const point = crashOf(seed) / 100;
    const round = await nextRound(token, seed);
    const before = Number((await state(token)).balance);
    await bet(token, { stake: 50, autoCashOut: point.toFixed(2) });
    await bet(token, { stake: 50, slot: 2, autoCashOut: (point + 0.01).toFixed(2) });

    intoFlight(round, flightMsOf(crashOf(seed)));
    const crashed = await state(token);
    expect(crashed.bets).toEqual([
      expect.objectContaining({
        slot: 1,
        status: 'won',
        cashoutMultiplier: point,
        payout: Math.floor(50 * point * 100) / 100,
      }),
      expect.objectContaining({ slot: 2, status: 'lost', cashoutMultiplier: null, payout: 0 }),
    ]);
    expect(crashed.balance).toBeCloseTo(before - 100 + Math.floor(50 * point * 100) / 100, 2);
    expect((await ledgerOfRound(round.id)).filter((entry) => entry.kind === 'casino_win')).toHaveLength(1);
  });

  it("lists the round's bets with masked names, and shows an auto cash-out only once it has happened", async () => {
    const { token } = await launch();
    const round = await nextRound(token, highSeed());
    const { player: zara } = await createPlayer(testApp.db, { username: 'zara', balance: '500.00' });
    await testApp.services.crashGame.placeBet(zara.id, '50.00', { slot: 2, autoCashOut: 150 });
    await bet(token, { stake: 80 });

    intoFlight(round, reachedAtMs(150) - 1);
    const flying = await state(token);
    expect(flying.roundBetCount).toBe(2);
    expect(flying.roundBets).toEqual([
      { player: 'f***r', slot: 1, stake: 80, status: 'open', cashoutMultiplier: null, payout: null },
      { player: 'z***a', slot: 2, stake: 50, status: 'open', cashoutMultiplier: null, payout: null },
    ]);
    expect(JSON.stringify(flying)).not.toContain('zara');

    intoFlight(round, reachedAtMs(150));
    expect((await state(token)).roundBets[1]).toEqual({
      player: 'z***a',
      slot: 2,
      stake: 50,
      status: 'won',
      cashoutMultiplier: 1.5,
      payout: 75,
    });
  });

  it('answers the last 20 crash points, newest first', async () => {
    const { token } = await launch();
    const played: number[] = [];
    for (let turn = 0; turn < 22; turn += 1) played.push((await nextRound(token, highSeed())).id);
    await nextRound(token, highSeed());
    const { history } = await state(token);
    expect(history.map((past: { id: number }) => past.id)).toEqual(played.slice(-20).reverse());
    for (const past of history) expect(past.crashPoint).toBeGreaterThanOrEqual(3);
  });

  it('refuses a slot other than 1 and 2, an auto cash-out out of range and a second bet in a slot', async () => {
    const { token } = await launch();
    await nextRound(token, highSeed());
    for (const slot of [0, 3, '2', 1.5]) expect((await bet(token, { stake: 10, slot })).statusCode).toBe(400);
    for (const autoCashOut of ['1.00', '1000.01', '1.505', 'high', 0, -2]) {
      const refused = await bet(token, { stake: 10, autoCashOut });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toMatchObject({
        code: 'crashAutoCashOutRange',
        values: { min: '1.01', max: '1000.00' },
      });
    }
    expect((await state(token)).bets).toEqual([]);
    expect(pushes).toEqual([]);

    expect((await bet(token, { stake: 10, slot: 2, autoCashOut: '1000' })).statusCode).toBe(200);
    const twice = await bet(token, { stake: 10, slot: 2 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('crashBetTwice');
    expect((await bet(token, { stake: 10, slot: 1 })).statusCode).toBe(200);
    expect((await cashOut(token, { slot: 3 })).statusCode).toBe(400);
    expect((await state(token)).bets.map((one: { slot: number }) => one.slot)).toEqual([1, 2]);
  });
});
