import { readFile } from 'node:fs/promises';
import path from 'node:path';

import {
  eventMarketsQuerySchema,
  eventQuerySchema,
  eventsBySportQuerySchema,
  marketOddsQuerySchema,
  type MarketPrices,
  success,
  type SportTree,
} from '@exchange/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { $ZodType, output } from 'zod/v4/core';

import { fieldsOf, refuse } from '../accounts/validation.js';
import { bearerTokenOf, createSessionVerifier } from '../auth/player-guard.js';
import type { Config } from '../config.js';
import { fail, ok } from '../http/envelope.js';
import { refused } from '../http/errors.js';
import { requestOrigin } from '../http/request-origin.js';
import { checkedInput } from '../http/route-input.js';
import type { Player } from '../players/players.js';
import { byPlayThenStart, eventView, marketsView, scorecardView } from '../sports/views.js';
import type { SportsWorld } from '../sports/world.js';
import type { RouteApp, RouteContext, RouteModule } from './route-module.js';

/** The player flag that switches each sport (specification point 3: the stored user info). */
const playerFlagOfSport: Readonly<Record<number, keyof Player>> = {
  1: 'football',
  2: 'tennis',
  3: 'cricket',
  25: 'kabaddi',
  26: 'horseRacing',
};

/** Most markets one poll of `Odds/GetUserOddsV2` may name: a page follows a handful. */
export const maxMarketsPerPoll = 50;
/** Most events `Event/Closest` answers. */
const maxClosest = 50;

/** The short sample stream every in-play event plays, served below `/cdn/` so other origins may fetch it. */
export const liveSamplePath = '/cdn/media/live-sample/index.m3u8';
const mediaFile = /^(index\.m3u8|segment-\d{1,3}\.m2ts)$/;

/** Whether an event has live TV now: the rule `Sport/GetVideoLink` and the TV stream service share. */
export const hasLiveTv = (event: { readonly status: string }): boolean => event.status === 'IN_PLAY';

/**
 * The stream's files are fetched by players' pages on every brand origin (hls.js reads them with
 * XHR), without credentials; segments are video already, so they are not compressed.
 */
export const liveMediaRouteOptions = {
  config: { cors: { origin: '*', credentials: false } },
  compress: false,
} as const;

/** Answers one file of the sample stream (its playlist or a segment), or a 404. */
export async function sendLiveSampleFile(config: Config, file: string, reply: FastifyReply): Promise<FastifyReply> {
  if (!mediaFile.test(file)) return reply.code(404).send(fail('Media file not found'));
  let body: Buffer;
  try {
    body = await readFile(path.join(path.resolve(config.settingsCdnDir, 'media', 'live-sample'), file));
  } catch {
    return reply.code(404).send(fail(`Media file ${file} not found`));
  }
  reply.header('Cache-Control', 'public, max-age=300');
  reply.header('X-Content-Type-Options', 'nosniff');
  return reply.type(file.endsWith('.m3u8') ? 'application/vnd.apple.mpegurl' : 'video/mp2t').send(body);
}

/**
 * A contracts query schema, read from the query string: values arrive as text and the contracts
 * describe numbers, so whole numbers become numbers and everything else stays text, and the schema
 * names what is wrong.
 */
const sportsQuery = <Schema extends $ZodType>(schema: Schema) =>
  z.preprocess(
    (query) =>
      Object.fromEntries(
        Object.entries((query ?? {}) as Record<string, unknown>).map(([key, value]) => [
          key,
          typeof value === 'string' && /^-?\d{1,15}$/.test(value) ? Number(value) : value,
        ]),
      ),
    schema,
  );

/** `Event/Closest`'s `count`: 10 unless given, at most `maxClosest`. */
const closestQuery = checkedInput((query) => {
  const { count } = fieldsOf(query);
  const limit = count === undefined ? 10 : Number(count);
  return Number.isInteger(limit) && limit >= 1 && limit <= maxClosest
    ? success({ limit })
    : refuse('closestCount', { max: maxClosest });
});

/** The path as the specification writes it and with its first letter in the other case (`event/…`, `Event/…`). */
const bothCasings = (specPath: string): string[] => {
  const first = specPath.charAt(0);
  const other = first === first.toUpperCase() ? first.toLowerCase() : first.toUpperCase();
  return [`/${specPath}`, `/${other}${specPath.slice(1)}`];
};

/** What the sports calls share: the world, the reader's allowed sports and the route helper. */
interface SportsReads {
  readonly world: SportsWorld;
  /** The sports the caller may see: a logged-in player's switched-on sports, or every sport. */
  allowedSports(request: FastifyRequest): Promise<(sportId: number) => boolean>;
  /** Registers a GET under the specification's path in both casings, its query read by `query`. */
  get<Query extends $ZodType>(
    specPath: string,
    query: Query,
    handler: (request: FastifyRequest, query: output<Query>) => Promise<unknown>,
  ): void;
  /** The event, or a 404. */
  knownEvent(eventId: number): NonNullable<ReturnType<SportsWorld['event']>>;
}

function sportsReads(app: RouteApp, { config, db, world }: RouteContext): SportsReads {
  const verify = createSessionVerifier(config, db);
  return {
    world,
    async allowedSports(request) {
      const token = bearerTokenOf(request);
      if (token === undefined) return () => true;
      const check = await verify(token);
      if (!check.ok) return () => true;
      const { player } = check.value;
      return (sportId) => {
        const flag = playerFlagOfSport[sportId];
        return flag === undefined || player[flag] === true;
      };
    },
    get(specPath, query, handler) {
      for (const url of bothCasings(specPath)) {
        app.get(url, { schema: { querystring: query } }, (request) =>
          handler(request, request.query as output<typeof query>),
        );
      }
    },
    knownEvent(eventId) {
      const event = world.event(eventId);
      if (event === undefined) throw refused(404, 'eventNotFound', { eventId });
      return event;
    },
  };
}

/** The lists of events: the tree, a sport's match list and the next events to start. */
function eventListRoutes({ world, allowedSports, get }: SportsReads): void {
  get('Event/TreeSportWithEvent', z.unknown(), async (request) => {
    const allowed = await allowedSports(request);
    // Finished events stay (after the others) until the world forgets them; lists of what is on filter them out.
    const events = world.eventList().sort(byPlayThenStart);
    const tree: SportTree = world
      .sports()
      .filter((sport) => allowed(sport.id))
      .map((sport) => ({
        id: sport.id,
        name: sport.name,
        order: sport.id,
        events: events.filter((event) => event.sportId === sport.id).map((event) => eventView(world, event, false)),
      }));
    return ok(tree);
  });

  get('event/GetBySportName', sportsQuery(eventsBySportQuerySchema), async (request, { sportId, sportName }) => {
    if (sportId === undefined && sportName === undefined) throw refused(400, 'sportNotNamed');
    const sport = world
      .sports()
      .find((candidate) =>
        sportId === undefined
          ? candidate.name.toLowerCase() === sportName?.trim().toLowerCase()
          : candidate.id === sportId,
      );
    if (sport === undefined) throw refused(404, 'sportNotFound', { sport: sportId ?? sportName ?? '' });
    const allowed = await allowedSports(request);
    if (!allowed(sport.id)) return ok([]);
    return ok(
      world
        .eventList()
        .filter((event) => event.sportId === sport.id)
        .sort(byPlayThenStart)
        .map((event) => eventView(world, event, true)),
    );
  });

  get('Event/Closest', closestQuery, async (request, { limit }) => {
    const allowed = await allowedSports(request);
    return ok(
      world
        .eventList()
        .filter((event) => event.status === 'UPCOMING' && allowed(event.sportId))
        .sort((a, b) => a.openDate - b.openDate || a.id - b.id)
        .slice(0, limit)
        .map((event) => eventView(world, event, true)),
    );
  });
}

/** One event's pages: its markets, live prices for polling, its scorecard and its video link. */
function eventRoutes({ world, get, knownEvent }: SportsReads): void {
  get('Market/GetByEventId', sportsQuery(eventMarketsQuerySchema), async (_request, { eventId }) => {
    const event = knownEvent(eventId);
    return ok({ event: eventView(world, event, true), markets: marketsView(world, event) });
  });

  get('Odds/GetUserOddsV2', sportsQuery(marketOddsQuerySchema), async (_request, { marketIds }) => {
    const ids = [...new Set(marketIds.split(',').map((id) => id.trim()))].filter((id) => id !== '');
    if (ids.length > maxMarketsPerPoll) throw refused(400, 'tooManyMarkets', { max: maxMarketsPerPoll });
    const bad = ids.find((id) => !/^1\.\d{1,15}$/.test(id));
    if (bad !== undefined) throw refused(400, 'notAMarketId', { id: bad.slice(0, 20) });
    // Unknown and forgotten markets are left out: the client keeps what it last had for them.
    return ok(
      ids.map((id) => world.exchange.prices(id)).filter((prices): prices is MarketPrices => prices !== undefined),
    );
  });

  for (const specPath of ['api/services/app/Sport/GetScoreCard', 'Sport/GetScoreCard']) {
    get(specPath, sportsQuery(eventQuerySchema), async (_request, { eventId }) => {
      const scorecard = scorecardView(world, knownEvent(eventId));
      if (scorecard === null) throw refused(404, 'noScorecard', { eventId });
      return ok(scorecard);
    });
  }

  for (const specPath of ['api/services/app/Sport/GetVideoLink', 'Sport/GetVideoLink']) {
    get(specPath, sportsQuery(eventQuerySchema), async (request, { eventId }) => {
      const event = knownEvent(eventId);
      // The stream is the api's own, so its address is the one the caller reached the api at.
      const url = hasLiveTv(event) ? `${requestOrigin(request)}${liveSamplePath}` : null;
      return ok({ eventId, url });
    });
  }
}

/** The sample stream's playlist and segments: the feed `Sport/GetVideoLink` names. */
function liveSampleRoutes(app: RouteApp, config: Config): void {
  app.get<{ Params: { file: string } }>('/cdn/media/live-sample/:file', liveMediaRouteOptions, (request, reply) =>
    sendLiveSampleFile(config, request.params.file, reply),
  );
}

/**
 * The sports calls: the tree of sports and events, match lists, the next events, an event's
 * markets, live prices for polling, scorecards and video links, all readable without logging in.
 * A logged-in player's switched-off sports are left out; a visitor gets every sport and the client
 * applies the brand's switches. An invalid or ended token reads as a visitor: these calls are public.
 */
export const sportsRoutes: RouteModule = async (app, context) => {
  const reads = sportsReads(app, context);
  eventListRoutes(reads);
  eventRoutes(reads);
  liveSampleRoutes(app, context.config);
};
