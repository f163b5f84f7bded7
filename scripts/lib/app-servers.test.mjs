import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startStaticServer } from './app-servers.mjs';
import { noncePlaceholderText } from './security-headers.mjs';

/** @type {string} */
let dir;
/** @type {import('./app-servers.mjs').StaticServer} */
let server;

const platform = {
  settingsCdnBase: 'http://cdn.test/cdn',
  remotes: { auth: 'http://auth.test/mf-manifest.json' },
  allowedRemoteOrigins: ['http://auth.test'],
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'static-server-'));
  writeFileSync(
    join(dir, 'index.html'),
    `<meta name="csp-nonce" content="${noncePlaceholderText}"><style nonce="${noncePlaceholderText}"></style>`,
  );
  writeFileSync(join(dir, 'platform.json'), JSON.stringify(platform));
  utimesSync(join(dir, 'platform.json'), 1_000, 1_000);
  writeFileSync(join(dir, 'main.0123456789.js'), 'console.log(1);');
  server = await startStaticServer({ name: 'test', dir, port: 0, spa: true });
});

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** @param {string} path */
const get = (path) => fetch(`${server.url}${path}`);

/** @param {Response} response */
function nonceOf(response) {
  return /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
}

describe('startStaticServer', () => {
  it('sends the security headers with every response, files and errors alike', async () => {
    for (const path of ['/', '/index.html', '/markets/1.234', '/platform.json', '/main.0123456789.js', '/gone.js']) {
      const response = await get(path);
      expect(response.headers.get('content-security-policy'), path).toContain("script-src 'self' http://auth.test;");
      expect(response.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
    }
  });

  it('writes a fresh nonce into each page and its policy, and lets no one keep the page', async () => {
    // `/index` is a route of the app, not a name for index.html without its extension.
    const pages = await Promise.all(['/', '/index', '/deposit'].map(get));
    const nonces = pages.map(nonceOf);
    for (const [index, page] of pages.entries()) {
      const nonce = nonces[index];
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(await page.text()).toBe(`<meta name="csp-nonce" content="${nonce}"><style nonce="${nonce}"></style>`);
      expect(page.headers.get('cache-control')).toBe('no-store');
      expect(page.headers.get('etag')).toBeNull();
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    }
    expect(new Set(nonces).size).toBe(3);
  });

  it('gives other files no nonce and keeps their caching', async () => {
    const chunk = await get('/main.0123456789.js');
    expect(nonceOf(chunk)).toBeUndefined();
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/gone.js')).status).toBe(404);
  });

  it('answers HEAD for a page with its headers and no body', async () => {
    const response = await fetch(`${server.url}/`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(nonceOf(response)).toBeDefined();
    expect(await response.text()).toBe('');
  });

  it('follows an edit of platform.json without a restart', async () => {
    writeFileSync(
      join(dir, 'platform.json'),
      JSON.stringify({ ...platform, allowedGameOrigins: ['https://games.test'] }),
    );
    utimesSync(join(dir, 'platform.json'), 2_000, 2_000);
    expect((await get('/')).headers.get('content-security-policy')).toContain('frame-src https://games.test;');
  });
});
