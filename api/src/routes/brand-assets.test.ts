import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from '../config.js';
import { buildServer } from '../server.js';
import { noDatabase } from '../testing/no-database.js';
import { brandAssetContentType, brandAssetRoutes } from './brand-assets.js';
import { settingsCdnRoutes } from './settings-cdn.js';

// The shipped CDN folder: these tests also hold the demo brands' files to their promises.
const config = loadConfig({ DATA_DIR: 'memory' });
let app: FastifyInstance;

beforeAll(async () => {
  app = buildServer({ config, db: noDatabase, logger: false, routes: [settingsCdnRoutes, brandAssetRoutes] });
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

describe('GET /cdn/brands/*', () => {
  it('serves a brand image as SVG, cacheable for five minutes, embeddable and inert', async () => {
    const response = await app.inject({
      url: '/cdn/brands/gold/logo.svg',
      headers: { origin: 'http://gold.localhost:3000' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['content-security-policy']).toContain('sandbox');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.body).toBe(await readFile(path.join(config.settingsCdnDir, 'brands', 'gold', 'logo.svg'), 'utf8'));
  });

  it.each([
    '/cdn/brands/..%2Fsettings%2Flocalhost.json',
    '/cdn/brands/%2e%2e/%2e%2e/package.json',
    '/cdn/brands/gold/..%2F..%2F..%2Fpackage.json',
    '/cdn/brands/gold/..%5C..%5Clogo.svg',
    '/cdn/brands/gold/.hidden.svg',
    '/cdn/brands/gold//logo.svg',
    '/cdn/brands/Gold/Logo.svg',
    '/cdn/brands/gold/logo.svg.json',
    '/cdn/brands/gold/logo.html',
    '/cdn/brands/gold',
    '/cdn/brands/',
    '/cdn/brands/gold/missing.svg',
    '/cdn/brands/gold/logo svg',
  ])('refuses %s with the 404 envelope', async (url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, error: { message: expect.any(String) } });
  });

  it('names only lower-case asset paths with a known image type', () => {
    expect(brandAssetContentType('gold/favicon.svg')).toBe('image/svg+xml');
    expect(brandAssetContentType('gold/photos/hero.webp')).toBe('image/webp');
    expect(brandAssetContentType('gold/../x.svg')).toBeUndefined();
    expect(brandAssetContentType('gold/x.exe')).toBeUndefined();
  });

  it('names no content type for an extension that is a name of every plain object', async () => {
    // The asset pattern admits lower-case letters only, so `constructor` is the one such name.
    expect(brandAssetContentType('gold/logo.constructor')).toBeUndefined();
    expect((await app.inject({ url: '/cdn/brands/gold/logo.constructor' })).statusCode).toBe(404);
  });
});

describe('the shipped brand files', () => {
  const settingsDir = path.join(config.settingsCdnDir, 'settings');
  const imageFields = ['favicon', 'mainLogo', 'authLogoImage', 'authBackgroundImage'] as const;

  it('point every image at a brand asset this api serves', async () => {
    const files = (await readdir(settingsDir)).filter((file) => file.endsWith('.json'));
    expect(files.length).toBeGreaterThanOrEqual(10);
    for (const file of files) {
      const settings = JSON.parse(await readFile(path.join(settingsDir, file), 'utf8')) as Record<string, unknown>;
      for (const field of imageFields) {
        const url = new URL(String(settings[field]));
        expect(url.origin, `${file} ${field}`).toBe('http://localhost:4000');
        const response = await app.inject({ url: url.pathname });
        expect(response.statusCode, `${file} ${field}`).toBe(200);
        expect(response.headers['content-type']).toBe('image/svg+xml');
      }
    }
  });

  it('are served on the settings CDN under their full hostname', async () => {
    for (const host of ['gold.localhost', 'aviator.localhost', 'paused.localhost', 'localhost', 'default']) {
      const response = await app.inject({ url: `/cdn/settings/${host}.json?key=500` });
      expect(response.statusCode, host).toBe(200);
      expect(response.json(), host).toMatchObject({ domainTitle: expect.any(String) });
    }
  });
});
