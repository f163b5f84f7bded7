import compress from '@fastify/compress';
import cors, { type FastifyCorsOptions } from '@fastify/cors';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';

import { exchangeForwarding, type ExchangeRole } from './cluster/forwarding.js';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { apiDocument } from './http/api-document.js';
import { payloadCodec } from './http/codec.js';
import { clientErrorHandler, errorHandler, notFoundHandler } from './http/errors.js';
import { inputGuard } from './http/input-guard.js';
import { withLogRedaction } from './http/log-redaction.js';
import { createOriginMatcher } from './http/origins.js';
import { rateLimits } from './http/rate-limits.js';
import { validatorCompiler } from './http/route-input.js';
import { securityHeaders } from './http/security-headers.js';
import type { Relay } from './realtime/event-bus.js';
import { redisRelay } from './realtime/redis-relay.js';
import { routeModules, type RouteModule } from './routes/index.js';
import { createServices, runServices, type ServiceOverrides, type Services } from './services.js';
import { databaseWorldStore } from './sports/world-store.js';
import { SportsWorld } from './sports/world.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The services this server's route modules share (services.ts); tests read their buses here. */
    readonly services: Services;
  }
  interface FastifyContextConfig {
    /** A route's own CORS options, which @fastify/cors reads but does not declare. */
    cors?: false | FastifyCorsOptions;
  }
}

/** The server's parts; what the services' overrides replace (clocks, terms, codes, seeds) is for tests. */
export interface ServerOptions extends ServiceOverrides {
  readonly config: Config;
  readonly db: Database;
  /** Defaults to a pino logger at `config.logLevel`; pass `false` to keep tests quiet. */
  readonly logger?: FastifyServerOptions['logger'];
  /** Replaces the built-in route modules, e.g. to test one module alone. */
  readonly routes?: readonly RouteModule[];
  /**
   * The sports world the routes serve. By default one on the wall clock that writes to `db`; it
   * holds nothing until opened (`startApi` opens and starts it; tests open their own).
   */
  readonly world?: SportsWorld;
  /** The shared services, or some of them; the rest are made here. */
  readonly services?: Partial<Services>;
  /**
   * In a deployment of several processes (`INTERNAL_URL`): whether this one writes the exchange, and
   * where the writer is. Its calls are forwarded there while it does not, and the exchange's
   * services start when it begins to (see `startApi`). Without it the process is the writer.
   */
  readonly exchangeRole?: ExchangeRole;
}

/** The deployment's relay to the other api processes (`REDIS_URL`), living as long as the server. */
function redisRelayOf(app: FastifyInstance, config: Config): Relay | undefined {
  if (config.redisUrl === null) return undefined;
  const relay = redisRelay(config.redisUrl, app.log);
  app.addHook('onReady', () => relay.ready());
  app.addHook('onClose', () => relay.close());
  return relay;
}

/** Builds the api without listening; use `inject` in tests or `listen` to serve. */
export function buildServer(options: ServerOptions): FastifyInstance {
  const { config, db, logger, routes = routeModules, world } = options;
  const app = Fastify({
    // Secret query values (the refresh token of GET /Account/RefreshToken…) never reach the log.
    logger: withLogRedaction(logger ?? { level: config.logLevel }),
    // Requests refused before routing (by Node's parser, or a URL that does not decode) answer in
    // the envelope too.
    clientErrorHandler,
    // Fastify ignores what this handler returns; the reply errorHandler hands back is only a
    // thenable of the response it has already sent.
    frameworkErrors: (error, request, reply) => {
      void errorHandler(error, request, reply);
    },
    trustProxy: config.trustProxy.length === 0 ? false : [...config.trustProxy],
  });

  const isAllowedOrigin = createOriginMatcher(config.corsOrigins);
  void app.register(cors, {
    // Returning false for unknown origins sends no CORS headers at all, and their preflight
    // requests get the 404 envelope.
    origin: (origin, callback) => {
      callback(null, origin !== undefined && isAllowedOrigin(origin));
    },
    // The session and XSRF cookies travel with cross-origin calls from the host.
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    maxAge: 600,
  });

  void app.register(securityHeaders);

  // JSON (and the CDN's SVGs) over 1 KB go out brotli- or gzip-compressed by Accept-Encoding: match
  // lists and settings shrink several times over on a phone's connection. The hook sits on each
  // route and runs after the global ones, so it compresses what the payload codec has encoded. The
  // hub's WebSocket upgrade never reaches it (its route hands the socket over before any reply), and
  // request bodies are not decompressed: no client sends them compressed.
  void app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });

  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler);
  app.setValidatorCompiler(validatorCompiler);
  app.decorateRequest('playerSession', null);
  void app.register(apiDocument);
  // Before the route modules, so their hooks cover every route; the input guard after the codec,
  // so it checks decoded values, and the rate limits after both, so account keys are clean.
  void app.register(payloadCodec);
  void app.register(inputGuard);
  void app.register(rateLimits, { config });
  // After the rate limits, so a forwarded call is counted by the writer only.
  if (options.exchangeRole !== undefined) void app.register(exchangeForwarding, { role: options.exchangeRole });

  const sportsWorld = world ?? new SportsWorld({ store: databaseWorldStore(db, app.log), log: app.log });
  const { betting, accounts, payments, casino } = options;
  const given = options.services;
  const relay = redisRelayOf(app, config);
  const services = createServices({
    db,
    config,
    world: sportsWorld,
    log: app.log,
    given,
    relay,
    betting,
    accounts,
    payments,
    casino,
  });
  app.decorate('services', services);
  runServices(app, services, sportsWorld, options.exchangeRole === undefined);
  for (const routeModule of routes) {
    void app.register(routeModule, { config, db, world: sportsWorld, services });
  }
  return app;
}
