import type { FastifyInstance, FastifyServerOptions } from 'fastify';

import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { runMigrations } from './db/migrations.js';
import { openDatabase } from './db/open.js';
import { runSeeds } from './db/seeds.js';
import { buildServer } from './server.js';

export interface RunningApi {
  readonly app: FastifyInstance;
  readonly db: Database;
  /** Address the server listens on, e.g. http://127.0.0.1:4000. */
  readonly url: string;
  /** Stops accepting requests, lets in-flight ones finish, then closes the database. */
  close(): Promise<void>;
}

export interface StartOptions {
  readonly logger?: FastifyServerOptions['logger'];
}

/** Opens the database, brings its schema and reference data up to date, then listens. */
export async function startApi(config: Config, options: StartOptions = {}): Promise<RunningApi> {
  const db = await openDatabase(config.database);
  let app: FastifyInstance | undefined;
  try {
    app = buildServer({ config, db, logger: options.logger });
    const migrations = await runMigrations(db);
    const seeds = await runSeeds(db);
    app.log.info(
      { database: db.kind, applied: migrations.applied, migrations: migrations.total, seeds },
      'database ready',
    );

    // Fastify logs the listening address itself.
    const url = await app.listen({ host: config.host, port: config.port });

    const server = app;
    return {
      app: server,
      db,
      url,
      async close() {
        try {
          await server.close();
        } finally {
          await db.close();
        }
      },
    };
  } catch (error) {
    await app?.close();
    await db.close();
    throw error;
  }
}
