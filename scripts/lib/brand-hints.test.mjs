import { describe, expect, it, vi } from 'vitest';

import {
  brandHintsMaxRemembered,
  brandHintsTtlMs,
  createBrandHintsSource,
  hostnameOf,
  insertBrandHints,
  normaliseHostname,
  safeImageUrl,
  settingsFileStem,
} from './brand-hints.mjs';

/**
 * The start-up's own rules (a TypeScript module of the host, outside this project's types).
 * @type {{ settingsFileStem: (hostname: string) => string, normaliseHostname: (hostname: string) => string }}
 */
const startUp = await import(/* @vite-ignore */ `${import.meta.dirname}/../../host/src/config/settings-files.ts`);

const page = '<div id="app-loading"><img id="app-loading-logo" alt="" hidden><div class="spinner"></div></div>';

describe('the settings file of a hostname', () => {
  it('is the one the start-up asks for', () => {
    const hostnames = [
      'localhost',
      '127.0.0.1',
      '[::1]',
      'Demo.Localhost.',
      'royal.localhost',
      'test.gold.example',
      'preview.gold.example',
      'gold.example',
      'www.Gold.Example',
      'contest.example',
    ];
    for (const hostname of hostnames) {
      expect(settingsFileStem(hostname), hostname).toBe(startUp.settingsFileStem(hostname));
      expect(normaliseHostname(hostname), hostname).toBe(startUp.normaliseHostname(hostname));
    }
  });

  it('reads the hostname from the Host header', () => {
    expect(hostnameOf('demo.localhost:3000')).toBe('demo.localhost');
    expect(hostnameOf('gold.example')).toBe('gold.example');
    expect(hostnameOf('[::1]:3000')).toBe('[::1]');
    expect(hostnameOf(undefined)).toBeUndefined();
    expect(hostnameOf('bad host')).toBeUndefined();
  });
});

describe('an image address a page may carry', () => {
  it('is http(s) or a path on the page origin', () => {
    expect(safeImageUrl('https://cdn.example/brands/gold/logo.svg')).toBe('https://cdn.example/brands/gold/logo.svg');
    expect(safeImageUrl('/brands/logo.png?v=2&size=1')).toBe('/brands/logo.png?v=2&size=1');
  });

  it('is nothing that could run, leave the origin or end the attribute', () => {
    for (const value of [
      'javascript:alert(1)',
      'data:image/svg+xml,<svg/>',
      '//evil.example/logo.svg',
      'https://cdn.example/a"onerror="alert(1)',
      "https://cdn.example/a'b",
      'https://cdn.example/a b',
      'https://cdn.example/<x>',
      'logo.svg',
      '',
      42,
      undefined,
    ]) {
      expect(safeImageUrl(value), String(value)).toBeUndefined();
    }
  });
});

describe('the overlay logo written into a page', () => {
  const hints = { mainLogo: 'https://cdn.example/main.svg', authLogo: 'https://cdn.example/auth.svg?a=1&b=2' };

  it('is the login card logo, in the card box, on an auth page', () => {
    expect(insertBrandHints(page, hints, '/auth/login')).toContain(
      '<img id="app-loading-logo" alt="" src="https://cdn.example/auth.svg?a=1&amp;b=2" fetchpriority="high" class="auth-card">',
    );
  });

  it("is the brand's logo elsewhere, and on an auth page of a brand without a login logo", () => {
    const shown = '<img id="app-loading-logo" alt="" src="https://cdn.example/main.svg" fetchpriority="high">';
    expect(insertBrandHints(page, hints, '/index')).toContain(shown);
    expect(insertBrandHints(page, { mainLogo: hints.mainLogo }, '/auth/login')).toContain(shown);
  });

  it('leaves the page as built without a logo', () => {
    expect(insertBrandHints(page, undefined, '/auth/login')).toBe(page);
    expect(insertBrandHints(page, {}, '/index')).toBe(page);
  });
});

/**
 * A settings CDN: its files by name, each answered after `delayMs`.
 * @param {Record<string, unknown>} files
 */
function fakeCdn(files, delayMs = 0) {
  return vi.fn(async (/** @type {string | URL | Request} */ url) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    const name = new URL(String(url)).pathname.replace(/^\/cdn\/settings\//, '').replace(/\.json$/, '');
    const body = files[name];
    return body === undefined ? new Response('Not found', { status: 404 }) : Response.json(body);
  });
}

const platform = { settingsCdnBase: 'http://cdn.test/cdn' };

describe('the brand hints source', () => {
  it("reads the brand's logos, the default-domain file filling what the brand's leaves out", async () => {
    const fetch = fakeCdn({
      'gold.example': { mainLogo: 'https://cdn.test/gold.svg' },
      default: { mainLogo: 'https://cdn.test/default.svg', authLogoImage: 'https://cdn.test/auth.svg' },
    });
    const source = createBrandHintsSource({ platform: () => platform, fetch });
    expect(await source.hintsFor('gold.example')).toEqual({
      mainLogo: 'https://cdn.test/gold.svg',
      authLogo: 'https://cdn.test/auth.svg',
    });
    expect(fetch.mock.calls.map(([url]) => url).sort()).toEqual([
      'http://cdn.test/cdn/settings/default.json',
      'http://cdn.test/cdn/settings/gold.example.json',
    ]);
  });

  it('keeps them a minute, then reads them again while answering with what it has', async () => {
    let time = 0;
    const files = { localhost: { mainLogo: 'https://cdn.test/one.svg' } };
    const fetch = fakeCdn(files);
    const source = createBrandHintsSource({ platform: () => platform, fetch, now: () => time });
    expect((await source.hintsFor('localhost'))?.mainLogo).toBe('https://cdn.test/one.svg');
    files.localhost = { mainLogo: 'https://cdn.test/two.svg' };
    time = brandHintsTtlMs - 1;
    expect((await source.hintsFor('test.gold.example'))?.mainLogo).toBe('https://cdn.test/one.svg');
    expect(fetch).toHaveBeenCalledTimes(2);
    time = brandHintsTtlMs;
    expect((await source.hintsFor('localhost'))?.mainLogo).toBe('https://cdn.test/one.svg');
    await vi.waitFor(async () =>
      expect((await source.hintsFor('localhost'))?.mainLogo).toBe('https://cdn.test/two.svg'),
    );
  });

  it('gives none for a brand without settings, a hostname off the whitelist or no CDN', async () => {
    const fetch = fakeCdn({ default: { mainLogo: 'https://cdn.test/default.svg' }, 'gold.example': {} });
    const source = createBrandHintsSource({ platform: () => platform, fetch });
    expect(await source.hintsFor('unknown.example')).toBeUndefined();
    const listed = createBrandHintsSource({
      platform: () => ({ ...platform, whitelistedDomains: ['other.example'] }),
      fetch,
    });
    expect(await listed.hintsFor('gold.example')).toBeUndefined();
    expect(await createBrandHintsSource({ platform: () => undefined, fetch }).hintsFor('gold.example')).toBeUndefined();
    expect(await source.hintsFor(undefined)).toBeUndefined();
  });

  it('does not hold a page for a slow CDN, and uses its answer for the next one', async () => {
    const fetch = fakeCdn({ localhost: { mainLogo: 'https://cdn.test/slow.svg' } }, 100);
    const source = createBrandHintsSource({ platform: () => platform, fetch, waitMs: 10 });
    expect(await source.hintsFor('localhost')).toBeUndefined();
    await vi.waitFor(async () =>
      expect((await source.hintsFor('localhost'))?.mainLogo).toBe('https://cdn.test/slow.svg'),
    );
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('remembers a bounded number of hostnames, forgetting the one read longest ago first', async () => {
    const fetch = fakeCdn({});
    // The brands' own files asked for (the default-domain file is read once for all of them).
    const brandReads = () => fetch.mock.calls.filter(([url]) => !String(url).endsWith('/default.json')).length;
    const source = createBrandHintsSource({ platform: () => platform, fetch });
    for (let index = 0; index <= brandHintsMaxRemembered; index += 1) await source.hintsFor(`made-up-${index}.example`);
    expect(brandReads()).toBe(brandHintsMaxRemembered + 1);
    await source.hintsFor(`made-up-${brandHintsMaxRemembered}.example`);
    expect(brandReads()).toBe(brandHintsMaxRemembered + 1);
    await source.hintsFor('made-up-0.example');
    expect(brandReads()).toBe(brandHintsMaxRemembered + 2);
  });

  it("reads the default-domain file once a minute for all the CDN's brands", async () => {
    let time = 0;
    const fetch = fakeCdn({
      'gold.example': { mainLogo: 'https://cdn.test/gold.svg' },
      'silver.example': {},
      default: { mainLogo: 'https://cdn.test/default.svg' },
    });
    const source = createBrandHintsSource({ platform: () => platform, fetch, now: () => time });
    expect((await source.hintsFor('gold.example'))?.mainLogo).toBe('https://cdn.test/gold.svg');
    expect((await source.hintsFor('silver.example'))?.mainLogo).toBe('https://cdn.test/default.svg');
    const defaultReads = () => fetch.mock.calls.filter(([url]) => String(url).endsWith('/default.json')).length;
    expect(defaultReads()).toBe(1);
    time = brandHintsTtlMs;
    await source.hintsFor('bronze.example');
    expect(defaultReads()).toBe(2);
  });

  it('gives none when the CDN cannot be reached, without failing the page', async () => {
    const fetch = vi.fn(() => Promise.reject(new TypeError('fetch failed')));
    const source = createBrandHintsSource({ platform: () => platform, fetch });
    expect(await source.hintsFor('localhost')).toBeUndefined();
  });
});
