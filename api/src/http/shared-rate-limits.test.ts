import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';

import { loadConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { accountRoutes } from '../routes/account.js';
import { buildServer } from '../server.js';
import { SportsWorld } from '../sports/world.js';
import { openTestDatabase } from '../testing/test-database.js';

// Two api processes of one deployment behind one address: their limits count the same calls in Redis.

let db: Database | undefined;
const servers: FastifyInstance[] = [];

beforeAll(async () => {
  const redisUrl = inject('apiRedisServer');
  if (redisUrl === undefined) throw new Error('The run has no Redis server: the api-postgres setup provides one.');
  db = await openTestDatabase();
  const config = loadConfig({
    DATA_DIR: 'memory',
    LOG_LEVEL: 'silent',
    REDIS_URL: redisUrl,
    RATE_LIMIT_DEMO_PER_IP: '3/1m',
  });
  for (let index = 0; index < 2; index += 1) {
    const app = buildServer({
      config,
      db,
      logger: false,
      routes: [accountRoutes],
      world: new SportsWorld({ simulate: false }),
    });
    servers.push(app);
    await app.ready();
  }
});

afterAll(async () => {
  await Promise.allSettled(servers.map((server) => server.close()));
  await db?.close();
});

const demoLogin = (app: FastifyInstance | undefined, ip: string) =>
  app?.inject({ method: 'GET', url: '/Account/LoginAsDemoUser', remoteAddress: ip });

describe('rate limits across api processes (Redis)', () => {
  it('count the calls of one address through every process together', async () => {
    const [first, second] = servers;
    const ip = '10.9.0.1';
    const answers = [await demoLogin(first, ip), await demoLogin(second, ip), await demoLogin(first, ip)];
    expect(answers.map((answer) => answer?.statusCode)).toEqual([200, 200, 200]);
    const fourth = await demoLogin(second, ip);
    expect(fourth?.statusCode).toBe(429);
    expect(Number(fourth?.headers['retry-after'])).toBeGreaterThan(0);
    // Another address still has its own three.
    expect((await demoLogin(second, '10.9.0.2'))?.statusCode).toBe(200);
  });
});
