import {
  casinoGameLoginRequestSchema,
  casinoGamesRequestSchema,
  casinoGameUrlRequestSchema,
} from '@exchange/contracts';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { z } from 'zod';

import { checkCasinoToken } from '../accounts/casino-tokens.js';
import { stakesFor } from '../accounts/login-result.js';
import { bearerTokenOf, createSessionGuard, sessionOf, type SessionGuard } from '../auth/player-guard.js';
import { gameArtwork } from '../casino/artwork.js';
import {
  catalogue,
  filterGames,
  findGameByCode,
  gameListByName,
  toCasinoGame,
  type CatalogueEntry,
} from '../casino/catalogue.js';
import { crashGameCode, readAutoCashOut, readPlayerSeed, readStake, type CrashGame } from '../casino/crash-game.js';
import { gamePageLanguageOf } from '../casino/game-page-strings.js';
import {
  fairPageHtml,
  gameNotFoundHtml,
  gamePageAssets,
  gamePageHtml,
  gamePagePolicy,
  readGamePageAsset,
} from '../casino/game-page.js';
import { createLaunch, findLaunch, type Launch } from '../casino/launches.js';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { fail, ok } from '../http/envelope.js';
import { refused } from '../http/errors.js';
import { createOriginMatcher } from '../http/origins.js';
import { requestOrigin } from '../http/request-origin.js';
import { findPlayerById } from '../players/players.js';
import { assertMayStake } from '../responsible-play/responsible-play.js';
import type { RouteApp, RouteContext, RouteModule } from './route-module.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The game launch of the bearer token, on the game page's calls (`CasinoCalls.launched`); else null. */
    gameLaunch: Launch | null;
  }
}

const crashSlotSchema = z.union([z.literal(1), z.literal(2)]);
// The page of one bet sends only a stake, and a cash-out with no body: slot 1, no auto cash-out.
const crashBetSchema = z.object({
  stake: z.union([z.string(), z.number()]),
  slot: crashSlotSchema.optional(),
  autoCashOut: z.union([z.string(), z.number()]).nullish(),
  seed: z.string().nullish(),
});
const crashCashOutSchema = z.object({ slot: crashSlotSchema.optional() }).nullish();

/** What the casino's calls share: the clock, session checks, the launch behind a game page. */
interface CasinoCalls {
  readonly db: Database;
  readonly now: () => Date;
  readonly sessions: SessionGuard;
  /** The game of a launch request: code and id must name the same catalogue game. */
  gameOf(gameCode: string, gameId: number): CatalogueEntry;
  /** The page that asked, when it is one the api serves (CORS has checked it already). */
  lobbyOriginOf(request: FastifyRequest): string | null;
  gameUrl(request: FastifyRequest, entry: CatalogueEntry, token: string): string;
  /**
   * An onRequest hook admitting the game page's calls: the launch behind the bearer token (of the
   * game when one is named), or a 401 as for any ended session.
   */
  launched(gameCode?: string): onRequestAsyncHookHandler;
}

/** The launch a `launched` hook found. */
function launchOf(request: FastifyRequest): Launch {
  if (request.gameLaunch === null) throw new Error(`${request.url} does not check its game launch`);
  return request.gameLaunch;
}

function casinoCalls({ config, db }: RouteContext, now: () => Date): CasinoCalls {
  const isAllowedOrigin = createOriginMatcher(config.corsOrigins);
  return {
    db,
    now,
    sessions: createSessionGuard(config, db, now),
    gameOf(gameCode, gameId) {
      const entry = findGameByCode(gameCode);
      if (entry === undefined || entry.id !== gameId) throw refused(404, 'casinoGameNotFound');
      return entry;
    },
    lobbyOriginOf(request) {
      const origin = request.headers.origin;
      return typeof origin === 'string' && isAllowedOrigin(origin) ? origin : null;
    },
    gameUrl: (request, entry, token) => `${requestOrigin(request)}/casino/games/${entry.code}#token=${token}`,
    launched: (gameCode) => async (request) => {
      const token = bearerTokenOf(request);
      const launch = token === undefined ? null : await findLaunch(db, token, now());
      if (launch === null) throw refused(401, 'gameLaunchEnded');
      if (gameCode !== undefined && launch.gameCode !== gameCode) {
        throw refused(403, 'gameSessionOtherGame');
      }
      request.gameLaunch = launch;
    },
  };
}

/** The catalogue: GetGames, the CDN's game list files and the tiles' artwork. */
function catalogueRoutes(app: RouteApp, { sessions }: CasinoCalls): void {
  // "Token if any" (specification point 7): a visitor gets the catalogue too; a token that is sent
  // must be good, or the client learns its session has ended.
  app.get(
    '/api/InternationalCasino/GetGames',
    { onRequest: sessions.authenticateIfSent, schema: { querystring: casinoGamesRequestSchema } },
    async (request) => {
      const apiOrigin = requestOrigin(request);
      return ok(filterGames(catalogue, request.query ?? {}).map((entry) => toCasinoGame(entry, apiOrigin)));
    },
  );

  // The CDN's game list files by name (all, a section, a provider), in the envelope the client
  // reads, and the tiles' artwork. Like the settings CDN: any origin, never with credentials.
  app.get<{ Params: { name: string } }>(
    '/cdn/games/:name',
    { config: { cors: { origin: '*', credentials: false } } },
    async (request, reply) => {
      const name = /^([a-z0-9-]{1,60})\.json$/.exec(request.params.name)?.[1];
      const list = name === undefined ? undefined : gameListByName(name);
      if (list === undefined) return reply.code(404).send(fail('Game list not found'));
      reply.header('Cache-Control', 'public, max-age=300');
      const apiOrigin = requestOrigin(request);
      return ok(list.map((entry) => toCasinoGame(entry, apiOrigin)));
    },
  );

  app.get<{ Params: { code: string } }>(
    '/cdn/games/art/:code',
    { config: { cors: { origin: '*', credentials: false } } },
    async (request, reply) => {
      const code = /^([a-z0-9_]{1,80})\.svg$/.exec(request.params.code)?.[1];
      const entry = code === undefined ? undefined : findGameByCode(code);
      if (entry === undefined) return reply.code(404).send(fail('Artwork not found'));
      reply.header('Cache-Control', 'public, max-age=86400');
      reply.header('X-Content-Type-Options', 'nosniff');
      // An SVG opened on its own is a document: it must not run script or load anything.
      reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      return reply.type('image/svg+xml').send(gameArtwork(entry));
    },
  );
}

/** The three casino login and token calls. */
function launchRoutes(
  app: RouteApp,
  { db, now, sessions, gameOf, lobbyOriginOf, gameUrl, launched }: CasinoCalls,
): void {
  // 1. The specification's casino game URL, asked with the player's access token.
  app.post(
    '/Casino/GetGameUrl',
    { onRequest: sessions.authenticate, schema: { body: casinoGameUrlRequestSchema } },
    async (request) => {
      const { player, sessionId } = sessionOf(request);
      const input = request.body;
      if (input.userId !== player.id) {
        throw refused(403, 'casinoGameOtherPlayer');
      }
      const entry = gameOf(input.gameCode, input.gameId);
      const token = await createLaunch(db, {
        playerId: player.id,
        gameCode: entry.code,
        sessionId,
        lobbyOrigin: lobbyOriginOf(request),
        now: now(),
      });
      return ok({ url: gameUrl(request, entry, token) });
    },
  );

  // 2. The same with the login's casino token instead of the access token (how a casino
  //    aggregator's lobby asks for a game; no bearer). The token's session must still stand, and
  //    the game ends with it.
  app.post('/Casino/GameLogin', { schema: { body: casinoGameLoginRequestSchema } }, async (request) => {
    const input = request.body;
    const at = now();
    const check = await checkCasinoToken(db, input.casinoToken, at);
    if (!check.ok) throw refused(401, check.error);
    const entry = gameOf(input.gameCode, input.gameId);
    const token = await createLaunch(db, {
      playerId: check.value.playerId,
      gameCode: entry.code,
      sessionId: check.value.sessionId,
      lobbyOrigin: lobbyOriginOf(request),
      now: at,
    });
    return ok({ url: gameUrl(request, entry, token) });
  });

  // 3. The game page's own login: its launch token (from the URL's fragment) → who plays what.
  app.post('/Casino/GameSession', { onRequest: launched() }, async (request) => {
    const launch = launchOf(request);
    const [player, entry] = [await findPlayerById(db, launch.playerId), findGameByCode(launch.gameCode)];
    if (player === null || entry === undefined) throw refused(401, 'gameSessionEnded');
    return ok({
      username: player.username,
      balance: Number(player.balance),
      // The player's own stake buttons (or the default set): the game's stake chips.
      stakes: await stakesFor(db, player.id),
      game: { code: entry.code, name: entry.name, provider: entry.provider },
      lobbyOrigin: launch.lobbyOrigin,
      expiresAt: launch.expiresAt.toISOString(),
    });
  });
}

/** The game pages, the crash game's fairness page and their static files, framed by the lobby. */
function gamePageRoutes(app: RouteApp, config: Config, crash: CrashGame): void {
  const pagePolicy = gamePagePolicy(config.corsOrigins);

  const sendPage = (reply: FastifyReply, status: number, html: string) => {
    // Framed by the lobby: the api's own `frame-ancestors 'none'` and X-Frame-Options give way to
    // the game page's policy, which names the sites allowed to frame it.
    reply.removeHeader('X-Frame-Options');
    reply.header('Content-Security-Policy', pagePolicy);
    reply.header('Cache-Control', 'no-cache');
    return reply.code(status).type('text/html; charset=utf-8').send(html);
  };

  // The lobby names the player's language in `lang`; the page is written in it.
  app.get<{ Params: { code: string }; Querystring: { lang?: unknown } }>(
    '/casino/games/:code',
    async (request, reply) => {
      const language = gamePageLanguageOf(request.query.lang);
      const entry = findGameByCode(request.params.code);
      if (entry === undefined) return sendPage(reply, 404, gameNotFoundHtml(language));
      return sendPage(reply, 200, gamePageHtml(entry, language));
    },
  );

  // Anyone may check a round: the page shows only what is published (the newest chain's terminating
  // hash and client seed), and the check runs in the browser.
  app.get<{ Querystring: { lang?: unknown } }>('/casino/fair', async (request, reply) => {
    const language = gamePageLanguageOf(request.query.lang);
    return sendPage(reply, 200, fairPageHtml(await crash.chain(), language));
  });

  app.get<{ Params: { name: string } }>('/casino/static/:name', async (request, reply) => {
    const contentType = gamePageAssets.get(request.params.name);
    if (contentType === undefined) return reply.code(404).send(fail('Not found'));
    reply.header('Cache-Control', 'public, max-age=300');
    return reply.type(contentType).send(await readGamePageAsset(request.params.name));
  });
}

/** The crash game's calls, from its page. */
function crashGameRoutes(app: RouteApp, { db, now, launched }: CasinoCalls, crash: CrashGame): void {
  const crashLaunch = launched(crashGameCode);

  app.get('/casino/crash/state', { onRequest: crashLaunch }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return ok(await crash.state(launchOf(request).playerId));
  });

  app.post('/casino/crash/bets', { onRequest: crashLaunch, schema: { body: crashBetSchema } }, async (request) => {
    const { playerId } = launchOf(request);
    const { stake, slot, autoCashOut, seed } = request.body;
    const order = { slot: slot ?? 1, autoCashOut: readAutoCashOut(autoCashOut), seed: readPlayerSeed(seed) };
    await assertMayStake(db, playerId, now());
    return ok(await crash.placeBet(playerId, readStake(stake), order));
  });

  app.post('/casino/crash/cashout', { onRequest: crashLaunch, schema: { body: crashCashOutSchema } }, async (request) =>
    ok(await crash.cashOut(launchOf(request).playerId, request.body?.slot ?? 1)),
  );
}

/**
 * The casino: the catalogue (GetGames and the CDN's game list files, with their artwork), the three
 * launch calls, the game pages and the crash game's calls. See api/README.md, "Casino".
 */
export const casinoRoutes: RouteModule = async (app, context) => {
  const { crashGame } = context.services;
  // Launches and sessions are checked on the crash game's clock.
  const calls = casinoCalls(context, crashGame.now);
  app.decorateRequest('gameLaunch', null);
  catalogueRoutes(app, calls);
  launchRoutes(app, calls);
  gamePageRoutes(app, context.config, crashGame);
  crashGameRoutes(app, calls, crashGame);
};
