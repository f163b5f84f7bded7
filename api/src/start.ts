import type { FastifyInstance, FastifyServerOptions } from 'fastify';

import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { runMigrations } from './db/migrations.js';
import { openDatabase } from './db/open.js';
import { runSeeds } from './db/seeds.js';
import type { RouteModule } from './routes/index.js';
import { buildServer } from './server.js';
import type { ServiceOverrides } from './services.js';
import { databaseWorldStore } from './sports/world-store.js';
import { SportsWorld } from './sports/world.js';

export interface RunningApi {
  readonly app: FastifyInstance;
  readonly db: Database;
  /** Address the server listens on, e.g. http://127.0.0.1:4000. */
  readonly url: string;
  /** Stops accepting requests, lets in-flight ones finish, then closes the database. */
  close(): Promise<void>;
}

/** What a start may replace; the services' overrides (clocks, seeds, timings) are for tests, as in `buildServer`. */
export interface StartOptions extends ServiceOverrides {
  readonly logger?: FastifyServerOptions['logger'];
  /** Replaces the sports world (its clock and seed); by default one on the wall clock, stored in the database. */
  readonly world?: (db: Database) => SportsWorld;
  /** Replaces the route modules; by default all of them. */
  readonly routes?: readonly RouteModule[];
}

/** Opens the database, brings its schema and reference data up to date, then listens. */
export async function startApi(config: Config, options: StartOptions = {}): Promise<RunningApi> {
  const db = await openDatabase(config.database);
  let app: FastifyInstance | undefined;
  let world: SportsWorld | undefined;
  try {
    const migrations = await runMigrations(db);
    const seeds = await runSeeds(db);
    // The server's logger exists only once the server does; the world reports through it.
    const log = { error: (details: object, message: string) => app?.log.error(details, message) };
    world = options.world?.(db) ?? new SportsWorld({ store: databaseWorldStore(db, log), log });
    const { logger, routes, betting, accounts, payments, casino } = options;
    app = buildServer({ config, db, logger, routes, world, betting, accounts, payments, casino });
    app.log.info(
      { database: db.kind, applied: migrations.applied, migrations: migrations.total, seeds },
      'database ready',
    );
    // The day's fixtures are made and played up to now before the first request is answered.
    await world.open();
    world.start();

    // Fastify logs the listening address itself.
    const url = await app.listen({ host: config.host, port: config.port });

    const server = app;
    const running = world;
    return {
      app: server,
      db,
      url,
      async close() {
        try {
          await server.close();
          await running.stop();
        } finally {
          await db.close();
        }
      },
    };
  } catch (error) {
    await app?.close();
    await world?.stop();
    await db.close();
    throw error;
  }
}
