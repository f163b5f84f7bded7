import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { Services } from '../services.js';
import type { SportsWorld } from '../sports/world.js';

/** What every domain route module receives; passed explicitly so tests can hand in their own. */
export interface RouteContext {
  readonly config: Config;
  readonly db: Database;
  /** The sports world and its exchange: one per server, shared by the sports, betting, hub and admin calls. */
  readonly world: SportsWorld;
  /** The services every module of this server shares (ADR 0041). */
  readonly services: Services;
}

/**
 * One Fastify plugin per domain (health, settings CDN, account, sports, bets, …). Each is
 * registered in its own encapsulated context, so its hooks and decorators stay private to it. A
 * route declares its input as zod schemas (`schema: { body, querystring, params }`): the handler
 * reads it parsed and typed, and a refused request never reaches the handler (http/route-input.ts).
 */
export type RouteModule = FastifyPluginAsyncZod<RouteContext>;

/** The instance a route module registers its routes on. */
export type RouteApp = Parameters<RouteModule>[0];
