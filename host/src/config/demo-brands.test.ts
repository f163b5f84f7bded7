// @vitest-environment node
import { resolveThemeChoice, themeNames, type DomainSettings } from '@exchange/shared';
import { beforeAll, describe, expect, it } from 'vitest';

import { isWhitelisted, loadDomainSettings, settingsFileStem } from './domain-settings-loader';
import { platformConfigSchema, type PlatformConfig } from './platform-config';

// The deployed platform.json and the brand files the api serves are data, not code: this test
// reads them from disk, in Node, so that a broken brand file fails here, not in a player's
// browser. The host compiles without Node types, hence the untyped import of node:fs.
interface FileSystem {
  readFileSync(path: string, encoding: 'utf8'): string;
  existsSync(path: string): boolean;
}

const repository = decodeURIComponent(new URL('../../../', import.meta.url).pathname);
const settingsDir = `${repository}api/cdn/settings/`;
const brandsDir = `${repository}api/cdn/brands/`;

let fs: FileSystem;
let platform: PlatformConfig;
const brands = new Map<string, DomainSettings>();

/** Serves the files of api/cdn/settings the way the api does. */
const diskCdn = (async (input: RequestInfo | URL) => {
  const name = /\/settings\/([a-z0-9.-]+\.json)\?key=\d+$/.exec(String(input))?.[1];
  const file = name === undefined ? undefined : `${settingsDir}${name}`;
  if (file === undefined || !fs.existsSync(file)) return new Response('{}', { status: 404 });
  return new Response(fs.readFileSync(file, 'utf8'), { status: 200 });
}) as typeof fetch;

const demoHosts = () => (platform.whitelistedDomains ?? []).filter((host) => host.endsWith('.localhost'));

beforeAll(async () => {
  const nodeFs = 'node:fs';
  fs = (await import(/* @vite-ignore */ nodeFs)) as FileSystem;
  platform = platformConfigSchema.parse(JSON.parse(fs.readFileSync(`${repository}host/public/platform.json`, 'utf8')));
  for (const hostname of [...demoHosts(), 'localhost']) {
    brands.set(
      hostname,
      await loadDomainSettings({
        settingsCdnBase: platform.settingsCdnBase,
        hostname,
        fetch: diskCdn,
        sleep: async () => undefined,
        onWarning: (message) => {
          throw new Error(message);
        },
      }),
    );
  }
});

describe('platform.json', () => {
  it('whitelists about 30 domains, every demo brand and localhost among them', () => {
    const whitelist = platform.whitelistedDomains ?? [];
    expect(whitelist.length).toBeGreaterThanOrEqual(25);
    expect(whitelist.length).toBeLessThanOrEqual(35);
    expect(demoHosts().length).toBeGreaterThanOrEqual(8);
    expect(isWhitelisted('localhost', whitelist)).toBe(true);
  });

  it('names a whitelisted crash-game brand, the api and the hub', () => {
    expect(isWhitelisted(platform.crashGameDomain ?? '', platform.whitelistedDomains)).toBe(true);
    expect(platform.apiBase).toBe('http://localhost:4000');
    expect(platform.hubUrl).toBe('http://localhost:4000/hubs/notifications');
  });

  it('maps only whitelisted hosts to themes', () => {
    for (const host of Object.keys(platform.themes ?? {})) {
      expect(isWhitelisted(host, platform.whitelistedDomains), host).toBe(true);
    }
  });
});

describe('the demo brands', () => {
  it('each have a file of their own named by full hostname, and localhost has the test variant', () => {
    for (const host of demoHosts()) {
      expect(settingsFileStem(host)).toBe(host);
      expect(fs.existsSync(`${settingsDir}${host}.json`), host).toBe(true);
    }
    expect(fs.existsSync(`${settingsDir}default.json`)).toBe(true);
  });

  it('load and validate, each with its own title, description, images and contacts', () => {
    const titles = new Set<string>();
    for (const [host, settings] of brands) {
      titles.add(settings.domainTitle);
      for (const field of ['description', 'favicon', 'mainLogo', 'authLogoImage', 'authBackgroundImage'] as const) {
        expect(settings[field], `${host} ${field}`).toEqual(expect.any(String));
      }
      expect(settings.supportLink, host).toMatch(/^https:\/\//);
      expect(settings.telegramId, host).toEqual(expect.any(String));
      expect(settings.instagramId, host).toEqual(expect.any(String));
    }
    expect(titles.size).toBe(brands.size);
  });

  it('point their images at brand files the api serves', () => {
    for (const [host, settings] of brands) {
      for (const image of [settings.favicon, settings.mainLogo, settings.authLogoImage, settings.authBackgroundImage]) {
        expect(image, host).toMatch(new RegExp(`^${platform.apiBase}/cdn/brands/[a-z0-9-]+/[a-z0-9-]+\\.svg$`));
        const file = `${brandsDir}${String(image).replace(`${platform.apiBase}/cdn/brands/`, '')}`;
        expect(fs.existsSync(file), `${host}: ${image}`).toBe(true);
      }
    }
  });

  it('cover every named theme, a bodyBgColor-only brand, a suspended brand and the crash game', () => {
    const choices = [...brands].map(([hostname, settings]) =>
      resolveThemeChoice({ hostname, themesByHost: platform.themes, settings }),
    );
    const named = new Set(choices.flatMap((choice) => (choice.kind === 'named' ? [choice.name] : [])));
    for (const name of themeNames) expect(named, name).toContain(name);
    expect(choices.some((choice) => choice.kind === 'body')).toBe(true);
    expect([...brands.values()].some((settings) => settings.siteSuspended === true)).toBe(true);
    expect(brands.has(platform.crashGameDomain ?? '')).toBe(true);
  });

  it('switch sports off and on, and show support and deposit links variously', () => {
    const values = (key: keyof DomainSettings) => new Set([...brands.values()].map((settings) => settings[key]));
    for (const key of ['football', 'tennis', 'kabaddi', 'horseRacing', 'showSupportLink', 'showDepositW'] as const) {
      expect(values(key), key).toEqual(new Set([true, false]));
    }
  });
});
