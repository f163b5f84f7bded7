import pg from 'pg';

import { runMigrations } from '../db/migrations.js';
import { openPostgresDatabase } from '../db/postgres.js';
import { runSeeds } from '../db/seeds.js';
import { haproxyPath } from '../local-servers/haproxy.js';
import { postgresBinDir, startPostgresServer } from '../local-servers/postgres-server.js';
import { redisServerPath, startRedisServer } from '../local-servers/redis-server.js';

/** The template databases every test file of the run copies (`openTestDatabase`). */
export const postgresTemplates = { migrated: 'api_template_migrated', seeded: 'api_template_seeded' } as const;

interface GlobalSetupContext {
  provide(key: 'apiPostgresServer' | 'apiRedisServer', value: string): void;
}

async function createTemplate(server: { url(database: string): string }, name: string, seed: boolean): Promise<void> {
  const admin = new pg.Client(server.url('postgres'));
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const db = await openPostgresDatabase(server.url(name));
  try {
    await runMigrations(db);
    if (seed) await runSeeds(db);
  } finally {
    await db.close();
  }
}

/**
 * A vitest global setup for the `api-postgres` project: a PostgreSQL server of the run's own
 * (Debian's `postgresql` package; `npm test` installs it when missing), with a migrated and a
 * seeded template database, and a Redis server (Debian's `redis-server`) for the tests of several
 * api processes (which start HAProxy, Debian's `haproxy`, themselves). Each test file creates its own database from a template.
 */
export async function setup(context: GlobalSetupContext): Promise<() => Promise<void>> {
  const binDir = postgresBinDir();
  const redisProgram = redisServerPath();
  if (binDir === undefined || redisProgram === undefined || haproxyPath() === undefined) {
    throw new Error(
      "The api-postgres tests need PostgreSQL's programs, Redis and HAProxy (Debian's postgresql, redis-server " +
        'and haproxy packages): `npm test` installs them, or run `apt-get install postgresql redis-server haproxy`, ' +
        'or set POSTGRES_BIN_DIR, REDIS_SERVER_PATH and HAPROXY_PATH.',
    );
  }
  const [server, redis] = await Promise.all([startPostgresServer(binDir), startRedisServer(redisProgram)]);
  const stop = async () => {
    await Promise.allSettled([server.stop(), redis.stop()]);
  };
  try {
    await createTemplate(server, postgresTemplates.migrated, false);
    await createTemplate(server, postgresTemplates.seeded, true);
  } catch (error) {
    await stop();
    throw error;
  }
  context.provide('apiPostgresServer', server.url('postgres'));
  context.provide('apiRedisServer', redis.url);
  return stop;
}
