import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { preferredEncoding, startStaticServer } from './app-servers.mjs';
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
  // What the build writes: a text file with its brotli and gzip copies beside it.
  const br = brotliCompressSync(chunkText);
  const gz = gzipSync(chunkText);
  writeFileSync(join(dir, 'page.abcdef0123.js'), chunkText);
  writeFileSync(join(dir, 'page.abcdef0123.js.br'), br);
  writeFileSync(join(dir, 'page.abcdef0123.js.gz'), gz);
  writeFileSync(join(dir, 'remoteEntry.js'), chunkText);
  writeFileSync(join(dir, 'remoteEntry.js.br'), br);
  server = await startStaticServer({ name: 'test', dir, port: 0, spa: true });
});

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** @param {string} path */
const get = (path) => fetch(`${server.url}${path}`);

const chunkText = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, index) => ({ index })))};`;

/**
 * A GET that shows the bytes as sent (fetch would decode them).
 * @param {string} path
 * @param {Record<string, string>} [headers]
 * @returns {Promise<{ status: number, headers: http.IncomingHttpHeaders, body: Buffer }>}
 */
function rawGet(path, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(`${server.url.replace('localhost', '127.0.0.1')}${path}`, { headers }, (response) => {
        /** @type {Buffer[]} */
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

/**
 * The body as the client reads it after undoing Content-Encoding.
 * @param {{ headers: http.IncomingHttpHeaders, body: Buffer }} response
 */
function decoded({ headers, body }) {
  const encoding = headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

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

  it('sends the brotli copy of a file when the client takes brotli, else gzip, else the file', async () => {
    const br = await rawGet('/page.abcdef0123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.length).toBeLessThan(chunkText.length / 4);
    expect(decoded(br)).toBe(chunkText);
    expect(br.headers['content-type']).toMatch(/javascript/);

    const gzip = await rawGet('/page.abcdef0123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(chunkText);

    const plain = await rawGet('/page.abcdef0123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(chunkText);

    for (const response of [br, gzip, plain]) {
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('keeps revalidating files that keep their name, in each encoding', async () => {
    const entry = await rawGet('/remoteEntry.js', { 'accept-encoding': 'br' });
    expect(entry.headers['content-encoding']).toBe('br');
    expect(entry.headers['cache-control']).toBe('no-cache');
    const etag = entry.headers.etag ?? '';
    expect(etag).not.toBe('');
    // The plain file is another representation with another validator.
    expect((await rawGet('/remoteEntry.js')).headers.etag).not.toBe(etag);
    const revalidated = await rawGet('/remoteEntry.js', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.vary).toBe('Accept-Encoding');
  });

  it('compresses each page with its own nonce, and never lets it be stored', async () => {
    const page = await rawGet('/deposit', { 'accept-encoding': 'br, gzip' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.vary).toBe('Accept-Encoding');
    expect(page.headers['cache-control']).toBe('no-store');
    const nonce = /'nonce-([^']+)'/.exec(String(page.headers['content-security-policy']))?.[1];
    expect(decoded(page)).toBe(`<meta name="csp-nonce" content="${nonce}"><style nonce="${nonce}"></style>`);
    expect(Number(page.headers['content-length'])).toBe(page.body.length);

    const gzip = await rawGet('/', { 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toContain('<meta name="csp-nonce"');
  });

  it('sends platform.json compressed as it is on disk now, also right after an edit', async () => {
    const before = await rawGet('/platform.json', { 'accept-encoding': 'br' });
    expect(before.headers['content-encoding']).toBe('br');
    expect(before.headers['cache-control']).toBe('no-cache');
    expect(before.headers['content-type']).toBe('application/json');
    expect(before.headers.vary).toBe('Accept-Encoding');
    const etag = before.headers.etag ?? '';
    expect((await rawGet('/platform.json', { 'accept-encoding': 'br', 'if-none-match': etag })).status).toBe(304);

    const edited = { ...platform, knownHostnames: ['edited.example'] };
    writeFileSync(join(dir, 'platform.json'), JSON.stringify(edited));
    utimesSync(join(dir, 'platform.json'), 3_000, 3_000);
    const after = await rawGet('/platform.json', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(JSON.parse(decoded(after))).toEqual(edited);
    expect(JSON.parse(decoded(await rawGet('/platform.json')))).toEqual(edited);
  });

  it('says Vary: Accept-Encoding on errors too', async () => {
    const missing = await rawGet('/gone.js', { 'accept-encoding': 'br' });
    expect(missing.status).toBe(404);
    expect(missing.headers.vary).toBe('Accept-Encoding');
  });
});

describe('a page with an inline script', () => {
  it('names the hash of its script, as sent, in the policy of the page alone', async () => {
    const script =
      "\n  if (localStorage.getItem('colorScheme') === 'dark') document.documentElement.dataset.x = '1';\n";
    const pageDir = mkdtempSync(join(tmpdir(), 'inline-script-'));
    writeFileSync(
      join(pageDir, 'index.html'),
      `<style nonce="${noncePlaceholderText}"></style><script>${script}</script>`,
    );
    writeFileSync(join(pageDir, 'main.0123456789.js'), 'console.log(1);');
    const pages = await startStaticServer({ name: 'pages', dir: pageDir, port: 0, spa: true });
    try {
      const hash = `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
      for (const path of ['/', '/index', '/account-cash-statement']) {
        const response = await fetch(`${pages.url}${path}`);
        const policy = response.headers.get('content-security-policy') ?? '';
        expect(/script-src ([^;]*)/.exec(policy)?.[1], path).toBe(`'self' ${hash}`);
        expect(await response.text()).toContain(`<script>${script}</script>`);
      }
      const file = await fetch(`${pages.url}/main.0123456789.js`);
      expect(file.headers.get('content-security-policy')).toContain("script-src 'self';");
    } finally {
      await pages.close();
      rmSync(pageDir, { recursive: true, force: true });
    }
  });
});

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0.1, gzip;q=1', 'br'],
    ['gzip', 'gzip'],
    ['BR', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.0, gzip;q=0', undefined],
    ['identity', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('a remote server with published versions', () => {
  /** @type {string} */
  let buildDir;
  /** @type {string} */
  let releasesDir;
  /** @type {import('./app-servers.mjs').StaticServer} */
  let remote;

  beforeAll(async () => {
    buildDir = mkdtempSync(join(tmpdir(), 'remote-build-'));
    releasesDir = mkdtempSync(join(tmpdir(), 'remote-releases-'));
    writeFileSync(join(buildDir, 'mf-manifest.json'), '{"name":"casino","build":"current"}');
    writeFileSync(join(buildDir, 'platform.json'), JSON.stringify(platform));
    remote = await startStaticServer({ name: 'remote', dir: buildDir, port: 0, cors: true, releasesDir });
  });

  afterAll(async () => {
    await remote?.close();
    rmSync(buildDir, { recursive: true, force: true });
    rmSync(releasesDir, { recursive: true, force: true });
  });

  /** @param {string} path */
  const getRemote = (path) => fetch(`${remote.url}${path}`);

  it('serves a version published after it started under /releases/, beside the current build', async () => {
    expect((await getRemote('/releases/0.2.0/mf-manifest.json')).status).toBe(404);
    mkdirSync(join(releasesDir, '0.2.0'));
    writeFileSync(join(releasesDir, '0.2.0', 'mf-manifest.json'), '{"name":"casino","build":"0.2.0"}');
    writeFileSync(join(releasesDir, '0.2.0', 'page.abcdef0123.js'), chunkText);

    const manifest = await getRemote('/releases/0.2.0/mf-manifest.json?cache=1');
    expect(await manifest.json()).toEqual({ name: 'casino', build: '0.2.0' });
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    const chunk = await getRemote('/releases/0.2.0/page.abcdef0123.js');
    expect(await chunk.text()).toBe(chunkText);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await (await getRemote('/mf-manifest.json')).json()).toEqual({ name: 'casino', build: 'current' });
  });

  it('gives a published page its nonce, and never leaves the releases folder', async () => {
    mkdirSync(join(releasesDir, '0.3.0'));
    writeFileSync(join(releasesDir, '0.3.0', 'index.html'), `<style nonce="${noncePlaceholderText}"></style>`);
    const page = await getRemote('/releases/0.3.0/index.html');
    expect(await page.text()).toBe(`<style nonce="${nonceOf(page)}"></style>`);
    expect((await getRemote('/releases/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
    expect((await getRemote('/releases/../platform.json')).status).not.toBe(500);
  });
});

describe("a host server writing the brand's logo into its pages", () => {
  /** @type {string} */
  let hostDir;
  /** @type {import('./app-servers.mjs').StaticServer} */
  let host;
  /** @type {http.Server} */
  let cdn;

  beforeAll(async () => {
    // The settings CDN: a brand with both logos, and the default-domain file.
    const files = {
      '/cdn/settings/gold.localhost.json': { authLogoImage: 'http://cdn.test/gold-auth.svg', mainLogo: '/gold.svg' },
      '/cdn/settings/default.json': { mainLogo: 'http://cdn.test/default.svg' },
    };
    cdn = http.createServer((request, response) => {
      const body = files[/** @type {keyof typeof files} */ (new URL(request.url ?? '/', 'http://cdn').pathname)];
      response.statusCode = body === undefined ? 404 : 200;
      response.end(body === undefined ? 'Not found' : JSON.stringify(body));
    });
    await new Promise((resolve) => cdn.listen(0, '127.0.0.1', () => resolve(undefined)));
    const address = cdn.address();
    const cdnPort = typeof address === 'object' && address ? address.port : 0;
    hostDir = mkdtempSync(join(tmpdir(), 'host-server-'));
    writeFileSync(join(hostDir, 'index.html'), '<div id="app-loading"><img id="app-loading-logo" alt="" hidden></div>');
    writeFileSync(
      join(hostDir, 'platform.json'),
      JSON.stringify({ settingsCdnBase: `http://127.0.0.1:${cdnPort}/cdn` }),
    );
    host = await startStaticServer({ name: 'host', dir: hostDir, port: 0, spa: true, brandHints: true });
  });

  afterAll(async () => {
    await host?.close();
    await new Promise((resolve) => cdn?.close(resolve));
    rmSync(hostDir, { recursive: true, force: true });
  });

  /**
   * @param {string} path
   * @param {string} hostname
   */
  const page = async (path, hostname) =>
    decoded(
      await new Promise((resolve, reject) => {
        http
          .get(
            `${host.url.replace('localhost', '127.0.0.1')}${path}`,
            { headers: { host: `${hostname}:${host.port}` } },
            (response) => {
              /** @type {Buffer[]} */
              const chunks = [];
              response.on('data', (chunk) => chunks.push(chunk));
              response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
            },
          )
          .on('error', reject);
      }),
    );

  it("shows the brand's login logo on its login page and its logo on its other pages", async () => {
    expect(await page('/auth/login', 'gold.localhost')).toBe(
      '<div id="app-loading"><img id="app-loading-logo" alt="" src="http://cdn.test/gold-auth.svg" fetchpriority="high" class="auth-card"></div>',
    );
    expect(await page('/index', 'gold.localhost')).toContain('src="/gold.svg" fetchpriority="high">');
  });

  it('leaves the page as built for a hostname without settings', async () => {
    expect(await page('/auth/login', 'other.localhost')).toBe(
      '<div id="app-loading"><img id="app-loading-logo" alt="" hidden></div>',
    );
  });
});
