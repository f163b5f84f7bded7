import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from '../config.js';
import { buildServer } from '../server.js';
import { noDatabase } from '../testing/no-database.js';
import { settingsTextWithSandboxPayments, withSandboxPayments } from './sandbox-setting.js';
import { settingsCdnRoutes } from './settings-cdn.js';
import { settingsRoutes } from './settings.js';

// A brand file that claims the field itself: the api's setting decides, never the file.
const gold = { domain: 'gold.localhost', domainTitle: 'Gold Exchange', sandboxPayments: false };
const localhost = { domain: 'localhost', domainTitle: 'Exchange' };
const pretty = `${JSON.stringify(localhost, null, 2)}\n`;

let cdnDir: string;
let sandboxOn: FastifyInstance;
let sandboxOff: FastifyInstance;

const serverWith = async (env: Record<string, string>) => {
  const config = loadConfig({ DATA_DIR: 'memory', SETTINGS_CDN_DIR: cdnDir, ...env });
  const app = buildServer({ config, db: noDatabase, logger: false, routes: [settingsRoutes, settingsCdnRoutes] });
  await app.ready();
  return app;
};

beforeAll(async () => {
  cdnDir = await mkdtemp(path.join(tmpdir(), 'sandbox-setting-'));
  await mkdir(path.join(cdnDir, 'settings'));
  await writeFile(path.join(cdnDir, 'settings', 'gold.localhost.json'), JSON.stringify(gold));
  await writeFile(path.join(cdnDir, 'settings', 'localhost.json'), pretty);
  await writeFile(path.join(cdnDir, 'settings', 'default.json'), '{"domainTitle": "Default",');
  [sandboxOn, sandboxOff] = await Promise.all([serverWith({ SANDBOX_PAYMENTS: 'on' }), serverWith({})]);
});

afterAll(async () => {
  await Promise.all([sandboxOn.close(), sandboxOff.close()]);
  await rm(cdnDir, { recursive: true, force: true });
});

describe('the settings answers with sandbox payments on', () => {
  it('say so in every brand file of the CDN, whatever the file says', async () => {
    const own = await sandboxOn.inject({ url: '/cdn/settings/localhost.json?key=1' });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ ...localhost, sandboxPayments: true });
    const claimed = await sandboxOn.inject({ url: '/cdn/settings/gold.localhost.json' });
    expect(claimed.json()).toEqual({ ...gold, sandboxPayments: true });
  });

  it('say so in Setting/GetSetting', async () => {
    const response = await sandboxOn.inject({ url: '/Setting/GetSetting?domain=localhost' });
    expect(response.json()).toEqual({ success: true, result: { ...localhost, sandboxPayments: true } });
  });

  it('leave a file that is not JSON as it is, for the apps to report', async () => {
    const broken = await sandboxOn.inject({ url: '/cdn/settings/default.json' });
    expect(broken.body).toBe('{"domainTitle": "Default",');
  });
});

describe('the settings answers with sandbox payments off', () => {
  it('serve the file byte for byte when it does not name the field', async () => {
    const response = await sandboxOff.inject({ url: '/cdn/settings/localhost.json' });
    expect(response.body).toBe(pretty);
  });

  it("take out a brand file's own claim, in the CDN and in Setting/GetSetting", async () => {
    const { sandboxPayments: _claim, ...withoutClaim } = gold;
    const cdn = await sandboxOff.inject({ url: '/cdn/settings/gold.localhost.json' });
    expect(cdn.json()).toEqual(withoutClaim);
    const api = await sandboxOff.inject({ url: '/Setting/GetSetting?domain=gold.localhost' });
    expect(api.json()).toEqual({ success: true, result: withoutClaim });
  });
});

describe('withSandboxPayments', () => {
  it('sets the field on objects only', () => {
    expect(withSandboxPayments({ domainTitle: 'A', sandboxPayments: 'yes' }, true)).toEqual({
      domainTitle: 'A',
      sandboxPayments: true,
    });
    expect(withSandboxPayments({ domainTitle: 'A', sandboxPayments: true }, false)).toEqual({ domainTitle: 'A' });
    expect(withSandboxPayments(['a'], true)).toEqual(['a']);
    expect(settingsTextWithSandboxPayments('[1]', true)).toBe('[1]');
    expect(settingsTextWithSandboxPayments('{"a":1}', true)).toBe('{"a":1,"sandboxPayments":true}');
  });
});
