import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from './config.js';
import type { Database } from './db/database.js';
import { ok } from './http/envelope.js';
import { HttpError } from './http/errors.js';
import type { RouteModule } from './routes/index.js';
import { buildServer } from './server.js';
import { shippedMigrations } from './testing/shipped-migrations.js';
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
      result: { status: 'ok', database: 'pglite', migrations: shippedMigrations },
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
      error: {
        message: 'Route POST /Account/Nothing not found',
        code: 'routeNotFound',
        values: { method: 'POST', path: '/Account/Nothing' },
      },
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
    expect(crash.json()).toEqual({
      success: false,
      error: { message: 'Internal server error', code: 'internalError', values: {} },
    });

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

  it('names the api that serves the demo settings, also on a port other than the default', async () => {
    const onOtherPort = buildServer({ config: loadConfig({ DATA_DIR: 'memory', PORT: '4100' }), db, logger: false });
    const fromCdn = await onOtherPort.inject({ url: '/cdn/settings/localhost.json' });
    const fromApi = await onOtherPort.inject({ url: '/Setting/GetSetting?domain=localhost' });
    await onOtherPort.close();
    const expected = { baseUrl: 'http://localhost:4100', hubUrl: 'http://localhost:4100/hubs/notifications' };
    expect(fromCdn.json()).toMatchObject(expected);
    expect(fromCdn.body).not.toContain('localhost:4000');
    expect((fromApi.json() as { result: unknown }).result).toMatchObject(expected);
    // The default port serves the files as they are.
    expect((await app.inject({ url: '/cdn/settings/localhost.json' })).json()).toMatchObject({
      baseUrl: 'http://localhost:4000',
    });
  });

  it('names the local apps on the ports the stack moved them to (LOCAL_PORTS)', async () => {
    const moved = buildServer({
      config: loadConfig({ DATA_DIR: 'memory', PORT: '4100', LOCAL_PORTS: '3005=3105,3003=3103' }),
      db,
      logger: false,
    });
    const fromCdn = await moved.inject({ url: '/cdn/settings/royal.localhost.json?key=1' });
    await moved.close();
    expect(fromCdn.json()).toMatchObject({
      baseUrl: 'http://localhost:4100',
      remotes: { casino: 'http://localhost:3105/mf-manifest.json' },
    });
    expect(() => loadConfig({ DATA_DIR: 'memory', LOCAL_PORTS: '3005:3105' })).toThrow(/LOCAL_PORTS/);
  });

  it("names the load balancer's port, not its own, for an api process behind one (LOCAL_PORTS=4000=…)", async () => {
    const behind = buildServer({
      config: loadConfig({ DATA_DIR: 'memory', PORT: '41234', LOCAL_PORTS: '4000=4000' }),
      db,
      logger: false,
    });
    const fromCdn = await behind.inject({ url: '/cdn/settings/localhost.json' });
    await behind.close();
    expect(fromCdn.json()).toMatchObject({ baseUrl: 'http://localhost:4000' });
    expect(fromCdn.body).not.toContain('41234');
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

describe('compression', () => {
  // A list answer of about 6 KB, as the match lists are; the tests own it so its size is known.
  const matches = Array.from({ length: 60 }, (_, index) => ({ id: index, name: `Match ${index}`, inPlay: false }));
  const listRoute: RouteModule = async (routes) => {
    routes.get('/test/matches', async () => ok(matches));
  };
  let server: FastifyInstance;
  const url = '/test/matches';

  beforeAll(async () => {
    server = buildServer({ config, db, logger: false, routes: [listRoute] });
    await server.ready();
  });
  afterAll(async () => {
    await server.close();
  });

  it('sends JSON over 1 KB compressed as the client accepts, brotli first, and says it varies', async () => {
    const plain = await server.inject({ url });
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const br = await server.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual({
      success: true,
      result: matches,
    });

    const gzip = await server.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('compresses the envelope after the payload codec has encoded it', async () => {
    const response = await server.inject({
      url,
      headers: { 'accept-encoding': 'br', 'x-payload-codec': 'base64-json' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/x-payload-codec/i);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    const { payload } = JSON.parse(brotliDecompressSync(response.rawPayload).toString('utf8')) as { payload: string };
    expect(JSON.parse(Buffer.from(payload, 'base64').toString('utf8'))).toEqual({ success: true, result: matches });
  });

  it('leaves answers under 1 KB as they are, with their security headers', async () => {
    for (const path of ['/health', '/cdn/settings/localhost.json']) {
      const response = await app.inject({ url: path, headers: { 'accept-encoding': 'br' } });
      expect(response.headers['content-encoding'], path).toBeUndefined();
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['content-security-policy'], path).toContain("default-src 'none'");
    }
  });

  it('does not take compressed request bodies', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/Account/Authenticate',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ userNameOrEmailAddress: 'demo', password: 'x' })),
    });
    expect(response.statusCode).toBe(400);
  });
});
