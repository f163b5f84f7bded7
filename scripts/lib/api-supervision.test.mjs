import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, expect, it } from 'vitest';

import { freePort, startApi, waitForHttp } from './app-servers.mjs';
import { superviseProcess } from './supervisor.mjs';

/** @type {string} */
let dir;
/** @type {string} */
let entryPoint;

// A stand-in for the built api: answers /health on PORT and counts its starts in a file.
const fakeApi = `
import http from 'node:http';
import { appendFileSync } from 'node:fs';
appendFileSync(process.env.STARTS_FILE, 'start\\n');
http.createServer((request, response) => response.end('ok')).listen(Number(process.env.PORT), process.env.HOST);
`;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'api-supervision-'));
  entryPoint = join(dir, 'fake-api.mjs');
  writeFileSync(entryPoint, fakeApi);
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

it('brings a killed api process back on the same port, and stops it for good on close', async () => {
  const port = await freePort();
  const start = () =>
    startApi({
      entryPoint,
      port,
      env: { STARTS_FILE: join(dir, 'starts') },
      timeoutMs: 10_000,
      reportUnexpectedExit: false,
    });
  /** @type {string[]} */
  const lines = [];
  const first = await start();
  const supervisor = superviseProcess({
    name: 'api',
    first,
    firstStartedAt: Date.now(),
    start,
    policy: { firstDelayMs: 50 },
    log: (line) => lines.push(line),
  });
  try {
    expect(supervisor.current()?.kill('SIGKILL')).toBe(true);
    await first.exited;
    await expect.poll(() => lines.length, { timeout: 10_000 }).toBe(2);
    expect(lines).toEqual([
      'The api stopped (SIGKILL); restarting in 0.1 s (attempt 1)…',
      `The api is back on http://localhost:${port}.`,
    ]);
    await waitForHttp(`http://127.0.0.1:${port}/health`, 5_000);
    expect(supervisor.current()).not.toBe(first);
  } finally {
    await supervisor.close();
  }
  await expect(fetch(`http://127.0.0.1:${port}/health`)).rejects.toThrow();
  expect(lines).toHaveLength(2);
  expect(readFileSync(join(dir, 'starts'), 'utf8')).toBe('start\nstart\n');
});
