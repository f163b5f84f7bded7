import type { FastifyInstance, FastifyServerOptions } from 'fastify';

import { leaderAddress, startExchangeLease, type ExchangeLease } from './cluster/exchange-lease.js';
import { fencedDatabase } from './cluster/fencing.js';
import type { ExchangeRole } from './cluster/forwarding.js';
import type { Config } from './config.js';
import { checkMoneyOnStart } from './db/data-folder-integrity.js';
import type { Database } from './db/database.js';
import { runMigrations } from './db/migrations.js';
import { openDatabase } from './db/open.js';
import { runSeeds } from './db/seeds.js';
import type { RouteModule } from './routes/index.js';
import { buildServer } from './server.js';
import { startExchangeServices, type ServiceOverrides } from './services.js';
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
  /**
   * In a deployment (`INTERNAL_URL`): what happens when this process, writing the exchange, loses
   * its lease. By default it exits at once, so that it writes nothing more; its supervisor starts it
   * again, and it waits its turn.
   */
  readonly onLeaseLost?: () => void;
}

/** Opens the database, brings its schema and reference data up to date, then listens. */
export async function startApi(config: Config, options: StartOptions = {}): Promise<RunningApi> {
  const db = await openDatabase(config.database);
  let app: FastifyInstance | undefined;
  let world: SportsWorld | undefined;
  let lease: ExchangeLease | undefined;
  try {
    const migrations = await runMigrations(db);
    const money = await checkMoneyOnStart(db, config.database);
    const seeds = await runSeeds(db);
    const deployment =
      config.internalUrl === null || config.database.kind !== 'postgres'
        ? null
        : deploymentOf(config, db, options.onLeaseLost);
    // In a deployment, what the process serves writes through the exchange's fence.
    const served = deployment?.db ?? db;
    // The server's logger exists only once the server does; the world reports through it.
    const log = { error: (details: object, message: string) => app?.log.error(details, message) };
    world = options.world?.(served) ?? new SportsWorld({ store: databaseWorldStore(served, log), log });
    const { logger, routes, betting, accounts, payments, casino } = options;
    app = buildServer({
      config,
      db: served,
      logger,
      routes,
      world,
      betting,
      accounts,
      payments,
      casino,
      exchangeRole: deployment?.role,
    });
    app.log.info(
      { database: db.kind, applied: migrations.applied, migrations: migrations.total, seeds },
      'database ready',
    );
    if (money !== null) app.log.error(money.details, money.message);
    if (deployment === null) {
      // The day's fixtures are made and played up to now before the first request is answered.
      await world.open();
      world.start();
    }

    // Fastify logs the listening address itself.
    const url = await app.listen({ host: config.host, port: config.port });
    if (deployment !== null && config.database.kind === 'postgres') {
      lease = deployment.lead(app, world, config.database.url);
    }

    const server = app;
    const running = world;
    const held = lease;
    return {
      app: server,
      db,
      url,
      async close() {
        try {
          await server.close();
          await running.stop();
        } finally {
          await held?.release();
          await db.close();
        }
      },
    };
  } catch (error) {
    await app?.close();
    await world?.stop();
    await lease?.release();
    await db.close();
    throw error;
  }
}

/**
 * One process of a deployment: it forwards the exchange's calls to the writer until it takes the
 * exchange's lease itself; then it raises the term (which fences the last writer off), resumes the
 * sports world from the database, puts the resting bets back in their books, and only then tells
 * the others where it is. Losing the lease, or finding its term fenced off, it writes nothing more.
 */
function deploymentOf(config: Config, db: Database, onLeaseLost: () => void = () => process.exit(70)) {
  const ownUrl = config.internalUrl ?? '';
  const address = leaderAddress((sql) => db.query<{ url: string | null }>(sql));
  let leads = false;
  let term: number | null = null;
  let lost = false;
  const stopWriting = () => {
    leads = false;
    if (lost) return;
    lost = true;
    onLeaseLost();
  };
  const role: ExchangeRole = {
    leads: () => leads,
    // This process's own address before it is ready is nobody's: the call is refused, not looped.
    leader: async () => {
      const url = await address.current();
      return url === ownUrl ? null : url;
    },
    forgetLeader: () => address.forget(),
  };
  const lead = (app: FastifyInstance, world: SportsWorld, databaseUrl: string): ExchangeLease => {
    const lease = startExchangeLease({ databaseUrl, ownUrl, log: app.log });
    // Not one more write: calls are forwarded (or refused) from now on, until the process exits.
    lease.onLost(stopWriting);
    lease.acquired
      .then(async () => {
        term = await lease.claim();
        await world.open();
        world.start();
        await startExchangeServices(app.services, world);
        leads = true;
        await lease.announce(term);
        address.forget();
      })
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'this process could not take the exchange over');
        stopWriting();
      });
    return lease;
  };
  return { role, lead, db: fencedDatabase(db, () => term, stopWriting) };
}
