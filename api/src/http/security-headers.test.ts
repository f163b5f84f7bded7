import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from '../config.js';
import { brandAssetRoutes } from '../routes/brand-assets.js';
import { healthRoutes } from '../routes/health.js';
import { createRealtimeRoutes } from '../routes/realtime.js';
import { settingsCdnRoutes } from '../routes/settings-cdn.js';
import { buildServer } from '../server.js';
import { noDatabase } from '../testing/no-database.js';

const config = loadConfig({ DATA_DIR: 'memory' });
const host = 'http://localhost:3000';
let app: FastifyInstance;

beforeAll(async () => {
  app = buildServer({
    config,
    db: noDatabase,
    logger: false,
    routes: [healthRoutes, settingsCdnRoutes, brandAssetRoutes, createRealtimeRoutes()],
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

function expectApiHeaders(response: LightMyRequestResponse) {
  expect(response.headers).toMatchObject({
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'x-frame-options': 'DENY',
  });
}

describe('security headers', () => {
  it('forbid sniffing, referrers, framing and any loading on a JSON answer, error or not', async () => {
    for (const url of ['/health', '/no/such/route']) {
      const response = await app.inject({ url, headers: { origin: host } });
      expectApiHeaders(response);
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'none'",
      );
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      // CORS is untouched: the host still reads the answer with credentials.
      expect(response.headers['access-control-allow-origin']).toBe(host);
      expect(response.headers['access-control-allow-credentials']).toBe('true');
    }
  });

  it('let the host on another origin load the CDN settings and brand images', async () => {
    const settings = await app.inject({ url: '/cdn/settings/localhost.json?key=1', headers: { origin: host } });
    expect(settings.statusCode).toBe(200);
    expectApiHeaders(settings);
    expect(settings.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(settings.headers['access-control-allow-origin']).toBe('*');

    const logo = await app.inject({ url: '/cdn/brands/exchange/logo.svg' });
    expect(logo.statusCode).toBe(200);
    expectApiHeaders(logo);
    expect(logo.headers['cross-origin-resource-policy']).toBe('cross-origin');
    // The image keeps its own policy: inline styles for the drawing, sandboxed when opened alone.
    expect(logo.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
  });

  it('leave CORS preflight requests working', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/health',
      headers: { origin: host, 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(host);
  });

  it('leave the hub negotiation working', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/hubs/notifications/negotiate?negotiateVersion=1',
      headers: { origin: host },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ negotiateVersion: 1, connectionToken: expect.any(String) });
  });
});
