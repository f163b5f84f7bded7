import { readFile } from 'node:fs/promises';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from './config.js';
import type { Database } from './db/database.js';
import { HttpError } from './http/errors.js';
import type { RouteModule } from './routes/index.js';
import { buildServer } from './server.js';
import { openTestDatabase } from './testing/test-database.js';

const config = loadConfig({ DATA_DIR: 'memory' });
let db: Database;
let app: FastifyInstance;

beforeAll(async () => {
  db = await openTestDatabase({ seed: false });
  app = buildServer({ config, db, logger: false });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await db.close();
});

describe('GET /health', () => {
  it('answers in the envelope with the database kind and the applied migrations', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual({
      success: true,
      result: { status: 'ok', database: 'pglite', migrations: 4 },
    });
  });

  it('answers 503 in the error envelope when the database is unreachable', async () => {
    const broken: Database = {
      kind: 'postgres',
      query: () => Promise.reject(new Error('connection refused')),
      exec: () => Promise.reject(new Error('connection refused')),
      transaction: () => Promise.reject(new Error('connection refused')),
      close: () => Promise.resolve(),
    };
    const brokenApp = buildServer({ config, db: broken, logger: false });
    const response = await brokenApp.inject({ method: 'GET', url: '/health' });
    await brokenApp.close();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ success: false, error: { message: 'Database unavailable' } });
  });
});

describe('errors', () => {
  it('answers unknown routes with 404 in the error envelope', async () => {
    const response = await app.inject({ method: 'POST', url: '/Account/Nothing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      error: { message: 'Route POST /Account/Nothing not found' },
    });
  });

  it('maps thrown errors to their status, hiding the message of unexpected ones', async () => {
    const failing: RouteModule = async (scope) => {
      scope.get('/conflict', async () => {
        throw new HttpError(409, 'Already registered');
      });
      scope.get('/crash', async () => {
        throw new Error('secret connection string in a stack trace');
      });
      scope.post('/echo', async (request) => request.body);
    };
    const testApp = buildServer({ config, db, logger: false, routes: [failing] });

    const conflict = await testApp.inject({ method: 'GET', url: '/conflict' });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({ success: false, error: { message: 'Already registered' } });

    const crash = await testApp.inject({ method: 'GET', url: '/crash' });
    expect(crash.statusCode).toBe(500);
    expect(crash.json()).toEqual({ success: false, error: { message: 'Internal server error' } });

    const badJson = await testApp.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"oops"',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toMatchObject({ success: false, error: { message: expect.any(String) } });

    await testApp.close();
  });
});

describe('CORS', () => {
  const get = (origin: string) => app.inject({ method: 'GET', url: '/health', headers: { origin } });

  it('allows a configured origin with credentials', async () => {
    const response = await get('http://localhost:3000');
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(response.headers['access-control-allow-credentials']).toBe('true');
  });

  it('allows a brand origin on *.localhost:3000', async () => {
    const response = await get('http://acme.localhost:3000');
    expect(response.headers['access-control-allow-origin']).toBe('http://acme.localhost:3000');
    expect(response.headers['access-control-allow-credentials']).toBe('true');
  });

  it('does not allow other origins', async () => {
    const response = await get('http://evil.example');
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('answers the preflight of an allowed origin and not that of another', async () => {
    const preflight = (origin: string) =>
      app.inject({
        method: 'OPTIONS',
        url: '/Account/Authenticate',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,x-xsrf-token',
        },
      });

    const allowed = await preflight('http://brand.localhost:3000');
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('http://brand.localhost:3000');
    expect(allowed.headers['access-control-allow-methods']).toContain('POST');
    expect(allowed.headers['access-control-allow-headers']).toBe('content-type,x-xsrf-token');

    const refused = await preflight('http://evil.example');
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    expect(refused.json()).toMatchObject({ success: false });
  });

  it('follows CORS_ORIGINS when it is set', async () => {
    const custom = buildServer({
      config: loadConfig({ DATA_DIR: 'memory', CORS_ORIGINS: 'https://exchange.example' }),
      db,
      logger: false,
    });
    const allowed = await custom.inject({ url: '/health', headers: { origin: 'https://exchange.example' } });
    const dropped = await custom.inject({ url: '/health', headers: { origin: 'http://localhost:3000' } });
    await custom.close();
    expect(allowed.headers['access-control-allow-origin']).toBe('https://exchange.example');
    expect(dropped.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('TRUST_PROXY', () => {
  const ipSeenBy = async (env: Record<string, string>, remoteAddress: string) => {
    const server = buildServer({ config: loadConfig({ DATA_DIR: 'memory', ...env }), db, logger: false });
    const response = await server.inject({
      url: '/Account/GetIp',
      remoteAddress,
      headers: { 'x-forwarded-for': '198.51.100.1' },
    });
    await server.close();
    return (response.json() as { result: { ip: string } }).result.ip;
  };

  it('takes the client address from X-Forwarded-For only when the peer is a trusted proxy', async () => {
    expect(await ipSeenBy({}, '10.0.0.2')).toBe('10.0.0.2');
    expect(await ipSeenBy({ TRUST_PROXY: '10.0.0.0/8' }, '10.0.0.2')).toBe('198.51.100.1');
    expect(await ipSeenBy({ TRUST_PROXY: '10.0.0.0/8' }, '203.0.113.7')).toBe('203.0.113.7');
  });
});

describe('settings CDN', () => {
  const shipped = path.join(config.settingsCdnDir, 'settings', 'localhost.json');

  it('serves localhost.json uncached and readable from any origin', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/cdn/settings/localhost.json',
      headers: { origin: 'http://localhost:3000' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(response.json()).toEqual(JSON.parse(await readFile(shipped, 'utf8')));
    expect(response.json()).toMatchObject({ domain: 'localhost', siteSuspended: false });
  });

  it('names its own port in the brand files when it runs on another one', async () => {
    const moved = buildServer({ config: loadConfig({ DATA_DIR: 'memory', PORT: '4300' }), db, logger: false });
    try {
      const response = await moved.inject({ url: '/cdn/settings/localhost.json' });
      const shippedSettings = JSON.parse(await readFile(shipped, 'utf8')) as Record<string, unknown>;
      expect(shippedSettings.baseUrl).toBe('http://localhost:4000');
      expect(response.json()).toMatchObject({
        baseUrl: 'http://localhost:4300',
        hubUrl: 'http://localhost:4300/hubs/notifications',
        mainLogo: 'http://localhost:4300/cdn/brands/exchange/logo.svg',
      });
      expect(response.body).not.toContain(':4000');
    } finally {
      await moved.close();
    }
  });

  it('ignores the cache-busting query string', async () => {
    const plain = await app.inject({ url: '/cdn/settings/localhost.json' });
    const busted = await app.inject({ url: '/cdn/settings/localhost.json?key=123' });
    expect(busted.statusCode).toBe(200);
    expect(busted.body).toBe(plain.body);
  });

  it.each([
    '/cdn/settings/..%2F..%2Fpackage.json',
    '/cdn/settings/../../package.json',
    '/cdn/settings/%2e%2e%2fsettings%2flocalhost.json',
    '/cdn/settings/..%5C..%5Cpackage.json',
    '/cdn/settings/sub/localhost.json',
    '/cdn/settings/LOCALHOST.json',
    '/cdn/settings/localhost.txt',
  ])('refuses %s with the 404 envelope', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, error: { message: expect.any(String) } });
    expect(response.body).not.toContain('@exchange/api');
  });

  it('answers an unknown brand with the 404 envelope', async () => {
    const response = await app.inject({ url: '/cdn/settings/unknown-brand.example.json?key=9' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.json()).toEqual({
      success: false,
      error: { message: 'Settings file unknown-brand.example.json not found' },
    });
  });
});
