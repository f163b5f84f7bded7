import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from '../config.js';
import { buildServer } from '../server.js';
import { noDatabase } from '../testing/no-database.js';
import { normaliseDomain, settingsFileStemFor, settingsRoutes } from './settings.js';

// These routes read files only; a database that refuses everything proves it.

const gold = { domain: 'gold.localhost', domainTitle: 'Gold Exchange', football: true };
const test = { domain: 'localhost', domainTitle: 'Exchange' };

let cdnDir: string;
let app: FastifyInstance;
const settingsFile = (stem: string) => path.join(cdnDir, 'settings', `${stem}.json`);

beforeAll(async () => {
  cdnDir = await mkdtemp(path.join(tmpdir(), 'settings-routes-'));
  await mkdir(path.join(cdnDir, 'settings'));
  await writeFile(settingsFile('gold.localhost'), JSON.stringify(gold));
  await writeFile(settingsFile('localhost'), JSON.stringify(test));
  await writeFile(settingsFile('default'), JSON.stringify({ domainTitle: 'Default' }));
  await writeFile(path.join(cdnDir, 'secret.json'), JSON.stringify({ secret: true }));
  const config = loadConfig({ DATA_DIR: 'memory', SETTINGS_CDN_DIR: cdnDir });
  app = buildServer({ config, db: noDatabase, logger: false, routes: [settingsRoutes] });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await rm(cdnDir, { recursive: true, force: true });
});

describe('GET /Setting/GetSetting', () => {
  it('answers the brand file of the domain in the envelope', async () => {
    const response = await app.inject({ url: '/Setting/GetSetting?domain=gold.localhost' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({ success: true, result: gold });
  });

  it('takes the domain from the calling page when the query names none', async () => {
    const response = await app.inject({
      url: '/Setting/GetSetting',
      headers: { origin: 'http://gold.localhost:3000' },
    });
    expect(response.json()).toEqual({ success: true, result: gold });
  });

  it.each([
    'localhost',
    'localhost:3000',
    '127.0.0.1',
    'test.gold.example',
    'gold.preview.example',
    'GOLD.TEST.example.',
  ])('answers the test variant for %s', async (domain) => {
    const response = await app.inject({ url: `/Setting/GetSetting?domain=${encodeURIComponent(domain)}` });
    expect(response.json()).toEqual({ success: true, result: test });
  });

  it('answers 404 for a domain without settings, never another brand’s', async () => {
    const response = await app.inject({ url: '/Setting/GetSetting?domain=unknown.example' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, error: { message: 'Settings for unknown.example not found' } });
  });

  it.each([
    '../secret',
    '..',
    'gold..localhost',
    'gold.localhost/../../secret',
    '%2e%2e%2fsecret',
    'a b',
    '-x.example',
  ])('refuses %j as a domain', async (domain) => {
    const response = await app.inject({ url: `/Setting/GetSetting?domain=${encodeURIComponent(domain)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, error: { message: 'domain must be a host name' } });
  });

  it('asks for a domain when neither the query nor the origin names one', async () => {
    const response = await app.inject({ url: '/Setting/GetSetting' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, error: { message: 'domain is required' } });
  });
});

describe('GET /api/setting/GetSettingExpiry', () => {
  const expiryOf = async (domain: string) => {
    const response = await app.inject({ url: `/api/setting/GetSettingExpiry?domain=${domain}` });
    expect(response.statusCode).toBe(200);
    return (response.json() as { result: { expiry: string } }).result.expiry;
  };

  it('answers a timestamp that changes when the brand file changes', async () => {
    await utimes(settingsFile('default'), new Date('2024-01-01T00:00:00Z'), new Date('2024-01-01T00:00:00Z'));
    await utimes(settingsFile('gold.localhost'), new Date('2024-05-01T10:00:00Z'), new Date('2024-05-01T10:00:00Z'));
    expect(await expiryOf('gold.localhost')).toBe('2024-05-01T10:00:00.000Z');
    await utimes(settingsFile('gold.localhost'), new Date('2024-06-02T11:30:00Z'), new Date('2024-06-02T11:30:00Z'));
    expect(await expiryOf('gold.localhost')).toBe('2024-06-02T11:30:00.000Z');
  });

  it('changes too when the default-domain file under every brand changes', async () => {
    await utimes(settingsFile('default'), new Date('2025-03-03T03:03:03Z'), new Date('2025-03-03T03:03:03Z'));
    expect(await expiryOf('gold.localhost')).toBe('2025-03-03T03:03:03.000Z');
  });

  it('answers 404 for a domain without settings', async () => {
    const response = await app.inject({ url: '/api/setting/GetSettingExpiry?domain=unknown.example' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false });
  });
});

describe('GET /Account/GetIp', () => {
  it('answers the caller’s address', async () => {
    const response = await app.inject({ url: '/Account/GetIp', remoteAddress: '203.0.113.7' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, result: { ip: '203.0.113.7' } });
  });

  it('does not believe a forwarded address from an untrusted peer', async () => {
    const response = await app.inject({
      url: '/Account/GetIp',
      remoteAddress: '203.0.113.7',
      headers: { 'x-forwarded-for': '198.51.100.1' },
    });
    expect(response.json()).toEqual({ success: true, result: { ip: '203.0.113.7' } });
  });
});

describe('domain names', () => {
  it('are normalised and mapped to their settings file like the client does', () => {
    expect(normaliseDomain(' Gold.Localhost.:3000 ')).toBe('gold.localhost');
    expect(normaliseDomain('[::1]:3000')).toBe('[::1]');
    expect(settingsFileStemFor('gold.localhost')).toBe('gold.localhost');
    expect(settingsFileStemFor('test.localhost')).toBe('test.localhost');
    expect(settingsFileStemFor('contest.example')).toBe('contest.example');
    expect(settingsFileStemFor('preview.gold.example')).toBe('localhost');
  });
});
