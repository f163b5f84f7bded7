import cors from '@fastify/cors';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';

import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { payloadCodec } from './http/codec.js';
import { errorHandler, notFoundHandler } from './http/errors.js';
import { createOriginMatcher } from './http/origins.js';
import { routeModules, type RouteModule } from './routes/index.js';

export interface ServerOptions {
  readonly config: Config;
  readonly db: Database;
  /** Defaults to a pino logger at `config.logLevel`; pass `false` to keep tests quiet. */
  readonly logger?: FastifyServerOptions['logger'];
  /** Replaces the built-in route modules, e.g. to test one module alone. */
  readonly routes?: readonly RouteModule[];
}

/** Builds the api without listening; use `inject` in tests or `listen` to serve. */
export function buildServer({ config, db, logger, routes = routeModules }: ServerOptions): FastifyInstance {
  const app = Fastify({ logger: logger ?? { level: config.logLevel } });

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

  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler);
  // Before the route modules, so its hooks cover every route.
  void app.register(payloadCodec);

  for (const routeModule of routes) {
    void app.register(routeModule, { config, db });
  }
  return app;
}
