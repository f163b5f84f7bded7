import type { FastifyInstance, FastifyServerOptions } from 'fastify';

import { loadConfig, MIN_PASSWORD_HASH_COST, type Config } from '../config.js';
import type { Database } from '../db/database.js';
import { rateLimitVariables } from '../http/rate-limit-settings.js';
import type { RouteModule } from '../routes/route-module.js';
import { buildServer } from '../server.js';
import type { ServiceOverrides, Services } from '../services.js';
import type { SportsWorld } from '../sports/world.js';
import { openTestDatabase } from './test-database.js';

/** The admin token of every test app, and the header that carries it. */
export const testAdminToken = 'admin-token-for-the-tests';
export const testAdminAuthorization = { authorization: `Bearer ${testAdminToken}` } as const;

export interface TestApp {
  readonly app: FastifyInstance;
  readonly db: Database;
  readonly config: Config;
  /** The services the routes share: the event buses a test listens to, among them. */
  readonly services: Services;
  close(): Promise<void>;
}

/**
 * Limits far above what a test file sends: the tests of a file share one app and one address, and
 * sign up or log in hundreds of times. The tests of the limits themselves pass their own values.
 */
export const generousRateLimitEnv: Readonly<Record<string, string>> = Object.fromEntries(
  Object.values(rateLimitVariables).map((variable) => [variable, '100000/1m']),
);

// The cheapest scrypt cost the configuration accepts: the tests hash and verify passwords hundreds
// of times, and nothing they check depends on N.
const testPasswordHashCost = { PASSWORD_HASH_COST: String(MIN_PASSWORD_HASH_COST) };

/** The app's route modules and what the test replaces: clocks, terms, codes and seeds of the services among them. */
export interface TestAppOptions extends ServiceOverrides {
  readonly routes: readonly RouteModule[];
  /** Seed reference data (sports, the Demo player); on by default. */
  readonly seed?: boolean;
  /**
   * Environment variables; the rate limits default to `generousRateLimitEnv`, the password hash
   * cost to the lowest allowed.
   */
  readonly env?: Record<string, string>;
  readonly logger?: FastifyServerOptions['logger'];
  /** The sports world the routes serve; by default a dormant one (no fixtures until opened). */
  readonly world?: SportsWorld;
  /** Services of the test's own; the rest are made as the server makes them. */
  readonly services?: Partial<Services>;
}

/**
 * The api with the given route modules on a fresh in-memory database, migrated (and seeded),
 * for tests that drive it with `inject`.
 */
export async function startTestApp({
  routes,
  seed = true,
  env = {},
  logger = false,
  world,
  services: given,
  ...overrides
}: TestAppOptions): Promise<TestApp> {
  const config = loadConfig({
    DATA_DIR: 'memory',
    ADMIN_TOKEN: testAdminToken,
    ...testPasswordHashCost,
    ...generousRateLimitEnv,
    ...env,
  });
  const db = await openTestDatabase({ seed });
  const app = buildServer({ config, db, logger, routes: [...routes], world, services: given, ...overrides });
  await app.ready();
  return {
    app,
    db,
    config,
    services: app.services,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}
