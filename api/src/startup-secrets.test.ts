import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ConfigError } from './config.js';
import { DataFolderError } from './db/data-folder.js';
import { startApi } from './start.js';
import { loadStartupConfig, SECRETS_FILE_NAME } from './startup-secrets.js';

let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'api-startup-secrets-'));
});

afterAll(() => rm(root, { recursive: true, force: true }));

let folders = 0;
const freshDataDir = () => {
  folders += 1;
  return path.join(root, `data-${folders}`);
};

describe('loadStartupConfig', () => {
  it('generates secrets in a new data folder with mode 0600, and reuses them on the next start', async () => {
    const dataDir = freshDataDir();
    const messages: string[] = [];
    const first = await loadStartupConfig({ DATA_DIR: dataDir, CREATE_DATA_DIR: 'on' }, (message) =>
      messages.push(message),
    );
    expect(first.adminToken).toMatch(/^[\w-]{43}$/);
    expect(first.tokenSecret).toMatch(/^[\w-]{43}$/);
    expect(first.adminToken).not.toBe(first.tokenSecret);

    const file = path.join(dataDir, SECRETS_FILE_NAME);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({
      adminToken: first.adminToken,
      tokenSecret: first.tokenSecret,
    });
    if (process.platform !== 'win32') expect((await stat(file)).mode & 0o777).toBe(0o600);
    // The log says where they are, never what they are.
    expect(messages).toEqual([`Generated ADMIN_TOKEN and TOKEN_SECRET for this data folder in ${file}`]);
    expect(messages.join('')).not.toContain(first.tokenSecret);

    const again = await loadStartupConfig({ DATA_DIR: dataDir, CREATE_DATA_DIR: 'on' });
    expect({ adminToken: again.adminToken, tokenSecret: again.tokenSecret }).toEqual({
      adminToken: first.adminToken,
      tokenSecret: first.tokenSecret,
    });
  });

  it('lets the environment win over the data folder, secret by secret', async () => {
    const dataDir = freshDataDir();
    const stored = await loadStartupConfig({ DATA_DIR: dataDir, CREATE_DATA_DIR: 'on' });
    const adminToken = 'an-admin-token-from-the-environment';
    const config = await loadStartupConfig({ DATA_DIR: dataDir, CREATE_DATA_DIR: 'on', ADMIN_TOKEN: adminToken });
    expect(config).toMatchObject({ adminToken, tokenSecret: stored.tokenSecret });
  });

  it('writes nothing when both are set', async () => {
    const dataDir = freshDataDir();
    await loadStartupConfig({
      DATA_DIR: dataDir,
      CREATE_DATA_DIR: 'on',
      ADMIN_TOKEN: 'an-admin-token-from-the-environment',
      TOKEN_SECRET: 'a-token-secret-of-at-least-thirty-two-characters',
    });
    await expect(stat(path.join(dataDir, SECRETS_FILE_NAME))).rejects.toThrow(/ENOENT/);
  });

  it('makes random secrets for an in-memory database on every start', async () => {
    const first = await loadStartupConfig({ DATA_DIR: 'memory' });
    const second = await loadStartupConfig({ DATA_DIR: 'memory' });
    expect(second.tokenSecret).not.toBe(first.tokenSecret);
    expect(second.adminToken).not.toBe(first.adminToken);
  });

  it('refuses to start PostgreSQL without ADMIN_TOKEN and TOKEN_SECRET', async () => {
    const start = loadStartupConfig({ DATABASE_URL: 'postgres://db.example/exchange' });
    await expect(start).rejects.toThrow(ConfigError);
    await expect(start).rejects.toThrow(/ADMIN_TOKEN must be set when DATABASE_URL is set/);
    await expect(start).rejects.toThrow(/TOKEN_SECRET must be set when DATABASE_URL is set/);
  });

  it('refuses configured secrets that are too short', async () => {
    await expect(
      loadStartupConfig({ DATA_DIR: freshDataDir(), CREATE_DATA_DIR: 'on', TOKEN_SECRET: 'short' }),
    ).rejects.toThrow(/TOKEN_SECRET must be at least 32 characters long/);
    await expect(
      loadStartupConfig({ DATA_DIR: freshDataDir(), CREATE_DATA_DIR: 'on', ADMIN_TOKEN: 'short' }),
    ).rejects.toThrow(/ADMIN_TOKEN must be at least 16 characters long/);
  });

  it('refuses a configured data folder that does not exist, and creates nothing', async () => {
    const dataDir = freshDataDir();
    const start = loadStartupConfig({ DATA_DIR: dataDir });
    await expect(start).rejects.toThrow(DataFolderError);
    await expect(start).rejects.toThrow(
      `The data folder ${dataDir} does not exist. If its volume should be mounted there, mount it and start again; ` +
        'to start a new, empty exchange in it, start once with CREATE_DATA_DIR=on.',
    );
    await expect(stat(dataDir)).rejects.toThrow(/ENOENT/);
  });

  it('refuses a data folder that holds no database (a volume that did not mount), and writes nothing in it', async () => {
    const dataDir = freshDataDir();
    await mkdir(dataDir);
    await expect(loadStartupConfig({ DATA_DIR: dataDir })).rejects.toThrow(/holds no database/);
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('refuses a damaged secrets file instead of replacing it', async () => {
    const dataDir = freshDataDir();
    await loadStartupConfig({ DATA_DIR: dataDir, CREATE_DATA_DIR: 'on' });
    const file = path.join(dataDir, SECRETS_FILE_NAME);
    await writeFile(file, '{"adminToken":"short"}');
    await expect(loadStartupConfig({ DATA_DIR: dataDir, CREATE_DATA_DIR: 'on' })).rejects.toThrow(/is damaged/);
    expect(await readFile(file, 'utf8')).toBe('{"adminToken":"short"}');
  });

  it('keeps the secrets beside a PGlite database that starts in the same folder', async () => {
    const dataDir = freshDataDir();
    const config = await loadStartupConfig({ DATA_DIR: dataDir, CREATE_DATA_DIR: 'on', PORT: '0' });
    const api = await startApi(config, { logger: false });
    try {
      expect((await fetch(`${api.url}/health`)).status).toBe(200);
    } finally {
      await api.close();
    }
    // A folder that holds its database opens without being told to create one.
    expect((await loadStartupConfig({ DATA_DIR: dataDir })).tokenSecret).toBe(config.tokenSecret);
  }, 60_000);
});
