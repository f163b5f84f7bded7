import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';

import { paymentMessages } from '@exchange/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { apiRoot } from '../paths.js';
import { pngBomb, pngWithBadChecksum, pngWithBadFilterByte, truncatedJpeg } from './testing/broken-images.js';

// The api as `node dist/main.js` runs it, in a process of its own (from source, through tsx), with
// real tesseract.js: broken receipts must fail on their own and leave the process serving.

const adminToken = 'admin-token-of-the-broken-receipts-test';
let api: ChildProcess;
let url: string;
let uploadsDir: string;
const logLines: string[] = [];

/**
 * Loads the contracts package from its source, as the tests do: the process is plain Node, which
 * would otherwise resolve it to a `dist/` that may not be built.
 */
function contractsFromSource(): string {
  const source = pathToFileURL(path.join(apiRoot, '../contracts/src/index.ts')).href;
  const hooks = `export async function resolve(specifier, context, next) {
    return next(specifier === '@exchange/contracts' ? ${JSON.stringify(source)} : specifier, context);
  }`;
  const register = `import { register } from 'node:module';
    register(${JSON.stringify(`data:text/javascript,${encodeURIComponent(hooks)}`)});`;
  return `data:text/javascript,${encodeURIComponent(register)}`;
}

/** Starts the api on a free port and resolves with its address once it listens. */
async function startApiProcess(): Promise<void> {
  api = spawn(process.execPath, ['--import', 'tsx', '--import', contractsFromSource(), 'src/main.ts'], {
    cwd: apiRoot,
    env: {
      PATH: process.env.PATH,
      DATA_DIR: 'memory',
      HOST: '127.0.0.1',
      PORT: '0',
      ADMIN_TOKEN: adminToken,
      TOKEN_SECRET: 'a-token-secret-of-the-broken-receipts-test',
      PASSWORD_HASH_COST: '10',
      LOG_LEVEL: 'info',
      UPLOADS_DIR: uploadsDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines = createInterface({ input: api.stdout! });
  api.stderr?.resume();
  url = await new Promise<string>((resolve, reject) => {
    api.once('exit', (code) => reject(new Error(`The api exited with code ${code} before listening.`)));
    lines.on('line', (line) => {
      logLines.push(line);
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
      if (listening?.[1] !== undefined) resolve(listening[1]);
    });
  });
}

beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'broken-receipts-'));
  await startApiProcess();
}, 90_000);

afterAll(async () => {
  if (api !== undefined && api.exitCode === null && api.signalCode === null) {
    const exited = new Promise((resolve) => api.once('exit', resolve));
    api.kill('SIGTERM');
    await exited;
  }
  await rm(uploadsDir, { recursive: true, force: true });
});

async function call<T>(method: string, route: string, authorization: string, body?: unknown) {
  const response = await fetch(`${url}${route}`, {
    method,
    headers: {
      authorization,
      ...(body === undefined || body instanceof FormData ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { result: T; error?: { message: string } } };
}

const asAdmin = `Bearer ${adminToken}`;

function receipt(bytes: Buffer, name: string): FormData {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  return form;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('an api process sent broken receipts', () => {
  it('fails each one, refuses the bomb, and still places a bet', async () => {
    const { body: created } = await call<{ accessToken: string }>('POST', '/admin/players', asAdmin, {
      username: 'brokenreceipts',
      balance: '1000.00',
    });
    const player = `Bearer ${created.result.accessToken}`;

    const bomb = await call('POST', '/Setting/StoreImage', player, receipt(pngBomb(), 'bomb.png'));
    expect(bomb).toMatchObject({
      status: 400,
      body: { error: { message: paymentMessages.receiptPixels, code: 'receiptPixels' } },
    });

    const ids: string[] = [];
    for (const [bytes, name] of [
      [pngWithBadFilterByte(), 'filter.png'],
      [pngWithBadChecksum(), 'checksum.png'],
      [truncatedJpeg(), 'cut.jpg'],
    ] as const) {
      const stored = await call<{ id: string }>('POST', '/Setting/StoreImage', player, receipt(bytes, name));
      expect(stored.status).toBe(200);
      ids.push(stored.body.result.id);
    }

    const statuses = async () =>
      Promise.all(
        ids.map(async (id) => {
          const read = await call<{ textStatus: string }>('GET', `/Setting/GetImageText?id=${id}`, player);
          return read.body.result.textStatus;
        }),
      );
    const deadline = Date.now() + 60_000;
    let seen = await statuses();
    while (seen.includes('pending') && Date.now() < deadline) {
      await sleep(250);
      seen = await statuses();
    }
    expect(seen).toEqual(['failed', 'failed', 'failed']);
    // Each failure is logged once; the log line may reach this process's pipe after the answer that reads 'failed'.
    const failuresLogged = () =>
      ids.map((id) => logLines.filter((line) => line.includes(`Reading the text of receipt ${id} failed`)).length);
    const logDeadline = Date.now() + 5_000;
    while (failuresLogged().includes(0) && Date.now() < logDeadline) await sleep(50);
    expect(failuresLogged()).toEqual([1, 1, 1]);

    // The same process, still serving: a bet on a market made for it.
    const { body: event } = await call<{ markets: { id: string; runners: { id: number }[] }[] }>(
      'POST',
      '/admin/sports/events',
      asAdmin,
      {
        sportId: 1,
        competition: 'Test League',
        title: 'Receipts v Bets',
        openDate: new Date(Date.now() + 3_600_000).toISOString(),
        markets: [{ name: 'Match Odds', type: 'MATCH_ODDS', runners: ['Receipts', 'Bets'] }],
      },
    );
    const market = event.result.markets[0];
    const bet = await call<{ bet: { status: string } }>('POST', '/Bet/PlaceBetV2', player, {
      idempotencyKey: 'after-broken-receipts',
      marketId: market?.id,
      runnerId: market?.runners[0]?.id,
      side: 'BACK',
      odds: 2,
      stake: 100,
    });
    expect(bet.body.error).toBeUndefined();
    expect(bet.status).toBe(200);
    expect(bet.body.result.bet.status).toBe('UNMATCHED');
    expect(api.exitCode).toBeNull();
    expect(api.signalCode).toBeNull();
  }, 120_000);
});
