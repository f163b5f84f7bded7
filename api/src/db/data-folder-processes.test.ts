import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startApiProcess, type ApiProcess } from '../testing/api-process.js';

// Two api processes on one data folder, as an operator might start them by mistake: PGlite has no
// lock of its own, so each would see only its own writes and the folder would end up broken.

const adminToken = 'admin-token-of-the-data-folder-test';
let dataDir: string;
const started: ApiProcess[] = [];

const env = () => ({
  DATA_DIR: dataDir,
  CREATE_DATA_DIR: 'on',
  ADMIN_TOKEN: adminToken,
  TOKEN_SECRET: 'a-token-secret-of-the-data-folder-test',
  LOG_LEVEL: 'info',
});

const start = (): ApiProcess => {
  const api = startApiProcess(env());
  started.push(api);
  return api;
};

const newPlayer = async (url: string, username: string) =>
  fetch(`${url}/admin/players`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ username, balance: '100.00' }),
  });

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'data-folder-'));
});

afterAll(async () => {
  await Promise.all(started.map((api) => api.stop()));
  await rm(dataDir, { recursive: true, force: true });
});

describe('a data folder', () => {
  it('is opened by one api process at a time, and taken over after that process is killed', async () => {
    const first = start();
    const url = await first.listening;
    expect((await newPlayer(url, 'kept')).status).toBe(201);

    const second = start();
    expect(await second.exited).toBe(1);
    expect(second.lines.join('\n')).toContain(
      `The data folder ${dataDir} is in use by another api process (${first.child.pid})`,
    );
    // The first one serves on, its write kept.
    expect((await fetch(`${url}/health`)).status).toBe(200);

    first.child.kill('SIGKILL');
    await first.exited;
    const third = start();
    const after = await third.listening;
    // The player made through the first process is there (200: found, not made again): its 201 was not lost.
    expect((await newPlayer(after, 'kept')).status).toBe(200);
  }, 120_000);
});
