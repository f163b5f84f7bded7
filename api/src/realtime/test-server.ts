import type { FastifyInstance } from 'fastify';

import { loadConfig, type Config } from '../config.js';
import type { Database } from '../db/database.js';
import { adminSportsRoutes } from '../routes/admin-sports.js';
import { adminRoutes } from '../routes/admin.js';
import { createRealtimeRoutes } from '../routes/realtime.js';
import { buildServer } from '../server.js';
import { SportsWorld } from '../sports/world.js';
import { openTestDatabase } from '../testing/test-database.js';
import type { HubTimings } from './hub-contract.js';

/**
 * A listening api with the admin calls (players, groups, sports) and the hub, on an in-memory
 * database and a free port. Its sports world holds only the events the admin calls make.
 */
export interface RealtimeTestServer {
  readonly app: FastifyInstance;
  readonly db: Database;
  readonly config: Config;
  /** e.g. http://127.0.0.1:41234 */
  readonly url: string;
  readonly hubUrl: string;
  /** Calls an admin endpoint with the admin token; answers the status and the parsed body. */
  admin(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; body: unknown }>;
  close(): Promise<void>;
}

/** Where a test server keeps its data: its own database, or one it shares, with Redis between the servers. */
export interface SharedParts {
  readonly db: Database;
  readonly redisUrl: string;
  /** The admin token and token secret every server of one deployment shares. */
  readonly secrets: { readonly ADMIN_TOKEN: string; readonly TOKEN_SECRET: string };
}

export async function startRealtimeTestServer(
  timings: Partial<HubTimings> = {},
  shared?: SharedParts,
): Promise<RealtimeTestServer> {
  const config = loadConfig({
    DATA_DIR: 'memory',
    LOG_LEVEL: 'silent',
    ...(shared === undefined ? {} : { REDIS_URL: shared.redisUrl, ...shared.secrets }),
  });
  const db = shared?.db ?? (await openTestDatabase());
  const world = new SportsWorld({ simulate: false });
  await world.open();
  const app = buildServer({
    config,
    db,
    logger: false,
    routes: [adminRoutes, adminSportsRoutes, createRealtimeRoutes({ timings })],
    world,
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });

  return {
    app,
    db,
    config,
    url,
    hubUrl: `${url}/hubs/notifications`,
    async admin(method, path, body) {
      const response = await fetch(`${url}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${config.adminToken}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    async close() {
      try {
        await app.close();
        await world.stop();
      } finally {
        if (shared === undefined) await db.close();
      }
    },
  };
}
