import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

import type { APIRequestContext, Page } from '@playwright/test';

import { expect, insecureBrandHostname, test } from '../fixtures';

/** A Content-Security-Policy violation as the page saw it. */
interface Violation {
  directive: string;
  blockedURI: string;
  sample: string;
  /** Where the refused code is: a file and line, for eval. */
  source: string;
}

declare global {
  interface Window {
    cspViolations?: Violation[];
    foreignScriptRan?: boolean;
  }
}

/** Records every `securitypolicyviolation` of the page from its first script on. */
async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push({
        directive: event.effectiveDirective,
        blockedURI: event.blockedURI,
        sample: event.sample,
        source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      });
    });
  });
}

const violationsOf = (page: Page) => page.evaluate(() => window.cspViolations ?? []);

/** A server on another loopback port: an origin the policy does not know. */
async function startForeignServer(handler: http.RequestListener): Promise<{ origin: string; close: () => void }> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

/** The header names and values a response must carry, whatever the file. */
function expectSecurityHeaders(headers: Record<string, string>, what: string) {
  const policy = headers['content-security-policy'] ?? '';
  expect(policy, what).toContain("default-src 'self'");
  expect(policy, what).toMatch(/(?:^|; )script-src 'self'(?: http:\/\/localhost:\d+)+(?: 'sha256-[A-Za-z0-9+/]+=*')*;/);
  expect(policy, what).toContain("frame-ancestors 'none'");
  expect(policy, what).toContain("object-src 'none'");
  expect(policy, what).toContain("base-uri 'self'");
  expect(policy, what).toContain("form-action 'self'");
  expect(policy, what).not.toContain('unsafe-');
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options'], what).toBe('DENY');
}

async function headersOf(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  return { headers: response.headers(), body: await response.text() };
}

test('every response of the host and of a remote carries the security headers', async ({ apps, request }) => {
  const host = apps.url('host');
  const index = await headersOf(request, `${host}/`);
  expectSecurityHeaders(index.headers, 'index.html');
  // Every <script> of the built page names a file, but the one inline script (the stored colour scheme,
  // ADR 0067), which the policy allows by the hash of its text and nothing else.
  const scripts = [...index.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map((match) => ({
    attributes: match[1] ?? '',
    text: match[2] ?? '',
  }));
  const inline = scripts.filter(({ attributes }) => !/\bsrc=/.test(attributes));
  expect(inline).toHaveLength(1);
  for (const { attributes } of scripts.filter((script) => !inline.includes(script))) {
    expect(attributes).toMatch(/\bsrc="\/[^"]+\.js"/);
  }
  const scriptSources = /(?:^|; )script-src ([^;]*)/.exec(index.headers['content-security-policy'] ?? '')?.[1] ?? '';
  const inlineHash = createHash('sha256')
    .update(inline[0]?.text ?? '')
    .digest('base64');
  expect(scriptSources.split(' ').filter((source) => source.startsWith("'"))).toEqual([
    "'self'",
    `'sha256-${inlineHash}'`,
  ]);
  // The page's nonce is fresh, and the same in the page and its policy.
  const nonce = /'nonce-([A-Za-z0-9+/]+=*)'/.exec(index.headers['content-security-policy'] ?? '')?.[1];
  expect(nonce).toBeDefined();
  expect(index.body).toContain(`<meta name="csp-nonce" content="${nonce}"`);
  expect(index.body).toContain(`<style nonce="${nonce}">`);
  expect(index.body).not.toContain('style="');
  expect(index.headers['cache-control']).toBe('no-store');
  const again = await headersOf(request, `${host}/`);
  expect(again.headers['content-security-policy']).not.toBe(index.headers['content-security-policy']);

  const chunk = /<script[^>]*src="(\/[^"]+\.js)"/.exec(index.body)?.[1] ?? '';
  for (const path of ['/auth/login', '/platform.json', chunk, '/mf-manifest.json']) {
    expectSecurityHeaders((await headersOf(request, `${host}${path}`)).headers, `host ${path}`);
  }

  const auth = apps.url('remote-auth');
  const manifest = await headersOf(request, `${auth}/mf-manifest.json`);
  expectSecurityHeaders(manifest.headers, 'remote mf-manifest.json');
  const exposed = (JSON.parse(manifest.body) as { exposes: { assets: { js: { sync: string[] } } }[] }).exposes[0]
    ?.assets.js.sync[0];
  expect(exposed).toBeDefined();
  for (const path of ['/remoteEntry.js', `/${exposed}`]) {
    expectSecurityHeaders((await headersOf(request, `${auth}${path}`)).headers, `remote ${path}`);
  }
});

for (const path of ['/auth/login', '/test']) {
  test(`${path} renders styled with the policy on, without a single violation`, async ({ page }) => {
    await recordViolations(page);
    const csp = page.waitForResponse((response) => new URL(response.url()).pathname === path);
    await page.goto(path);
    expect((await (await csp).allHeaders())['content-security-policy']).toContain("'nonce-");
    if (path === '/auth/login') {
      const demo = page.getByRole('button', { name: 'Login with demo ID' });
      await expect(demo).toBeVisible();
      // MUI's styles applied: a contained button is not the browser's grey default.
      await expect(demo).not.toHaveCSS('background-color', 'rgb(239, 239, 239)');
      await expect(demo).not.toHaveCSS('border-radius', '0px');
    } else {
      await expect(page.getByRole('heading', { level: 1, name: 'Test page' })).toBeVisible();
      // CssBaseline's reset: the body loses the browser's 8px margin.
      await expect(page.locator('body')).toHaveCSS('margin', '0px');
    }
    // Emotion's and notistack's style elements carry the nonce (the browser hides its value).
    // notistack (goober) comes with the pages under the player route, not with the auth pages.
    const styles = await page.evaluate(() =>
      [...document.querySelectorAll('style')].map((style) => ({ id: style.id, hasNonce: style.nonce !== '' })),
    );
    expect(styles.length).toBeGreaterThan(1);
    expect(styles.filter((style) => !style.hasNonce)).toEqual([]);
    if (path === '/test') expect(styles.map((style) => style.id)).toContain('_goober');
    else expect(styles.map((style) => style.id)).not.toContain('_goober');
    await page.waitForLoadState('networkidle');
    expect(await violationsOf(page)).toEqual([]);
  });
}

test('a player logs in with the demo ID and goes through every remote without a violation', async ({ page }) => {
  await recordViolations(page);
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Login with demo ID' }).click();
  await expect(page).toHaveURL('/index');
  await page.waitForLoadState('networkidle');
  expect(await violationsOf(page), '/auth/login and /index').toEqual([]);

  for (const [path, remote] of [
    ['/markets/10/20', 'sports'],
    ['/casino', 'casino'],
    ['/bet-history', 'account'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator(`[data-remote="${remote}"]`).getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await violationsOf(page), path).toEqual([]);
  }
});

test('a brand on plain http outside localhost starts, without a secure context', async ({
  playwright,
  launchOptions,
}) => {
  const hostPort = new URL(test.info().project.use.baseURL ?? 'http://localhost:3000').port;
  const browser = await playwright.chromium.launch({
    ...launchOptions,
    args: [...(launchOptions.args ?? []), `--host-resolver-rules=MAP ${insecureBrandHostname} 127.0.0.1`],
  });
  try {
    const page = await browser.newPage();
    await recordViolations(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`http://${insecureBrandHostname}:${hostPort}/auth/login`);
    expect(await page.evaluate(() => window.isSecureContext)).toBe(false);
    expect(await page.evaluate(() => typeof crypto.randomUUID)).toBe('undefined');
    await expect(page.getByLabel('Username', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login with demo ID' })).toBeVisible();
    expect(errors).toEqual([]);
    expect(await violationsOf(page)).toEqual([]);
  } finally {
    await browser.close();
  }
});

test('a script from an origin the policy does not name never runs', async ({ page }) => {
  const foreign = await startForeignServer((_request, response) => {
    response.setHeader('Content-Type', 'text/javascript');
    response.end('window.foreignScriptRan = true;');
  });
  try {
    await recordViolations(page);
    await page.goto('/auth/login');
    await expect(page.getByRole('button', { name: 'Login with demo ID' })).toBeVisible();

    const outcome = await page.evaluate(
      (src) =>
        new Promise<string>((resolve) => {
          const script = document.createElement('script');
          script.src = src;
          script.onload = () => resolve('loaded');
          script.onerror = () => resolve('refused');
          document.head.append(script);
        }),
      `${foreign.origin}/evil.js`,
    );
    // An inline script injected into the page is refused as well.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.foreignScriptRan = true;';
      document.head.append(script);
    });

    expect(outcome).toBe('refused');
    expect(await page.evaluate(() => window.foreignScriptRan)).toBeUndefined();
    const violations = await violationsOf(page);
    expect(violations).toContainEqual(
      expect.objectContaining({ directive: 'script-src-elem', blockedURI: `${foreign.origin}/evil.js` }),
    );
    expect(violations).toContainEqual(expect.objectContaining({ directive: 'script-src-elem', blockedURI: 'inline' }));
  } finally {
    foreign.close();
  }
});

test('no other site can frame the app, so nobody can be made to log in inside a frame', async ({ apps, page }) => {
  const loginUrl = `${apps.url('host')}/auth/login`;
  const framer = await startForeignServer((_request, response) => {
    response.setHeader('Content-Type', 'text/html');
    response.end(`<!doctype html><title>Framer</title><iframe name="app" src="${loginUrl}"></iframe>`);
  });
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(apps.url('api'))) apiCalls.push(request.url());
  });
  const consoleMessages: string[] = [];
  page.on('console', (message) => consoleMessages.push(message.text()));
  try {
    const framed = page.waitForResponse(loginUrl);
    await page.goto(framer.origin);
    // The server answered the frame's request, and the browser refused to show it.
    expect((await (await framed).allHeaders())['content-security-policy']).toContain("frame-ancestors 'none'");
    await expect.poll(() => consoleMessages.some((text) => text.includes("frame-ancestors 'none'"))).toBe(true);
    const frame = page.frame({ name: 'app' });
    expect(frame).not.toBeNull();
    await expect
      .poll(() => frame?.evaluate(() => document.querySelector('#root') !== null).catch(() => false))
      .toBe(false);
    await expect(page.frameLocator('iframe').getByRole('button', { name: 'Login with demo ID' })).toHaveCount(0);
    // The app never started inside the frame: it asked the api for nothing.
    expect(apiCalls).toEqual([]);
  } finally {
    framer.close();
  }
});

test('logging out in the browser ends the session on the server: its token no longer reads anything', async ({
  apps,
  page,
  request,
}) => {
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Login with demo ID' }).click();
  await expect(page).toHaveURL('/index');
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const openBets = () =>
    request.get(`${apps.url('api')}/Bet/GetUserOpenBets`, { headers: { authorization: `Bearer ${token}` } });
  expect((await openBets()).status()).toBe(200);

  const serverLogout = page.waitForResponse((response) => response.url().endsWith('/Account/Logout'));
  await page.getByRole('link', { name: 'Log out' }).first().click();
  expect((await serverLogout).status()).toBe(200);
  await expect(page).toHaveURL('/auth/login');

  const afterLogout = await openBets();
  expect(afterLogout.status()).toBe(401);
  expect(await afterLogout.json()).toEqual({
    success: false,
    error: { message: 'The session has ended', code: 'sessionClosed', values: {} },
  });
});
