import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { paymentMessages } from '@exchange/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startApiProcess, type ApiProcess } from '../testing/api-process.js';
import { pngBomb, pngWithBadChecksum, pngWithBadFilterByte, truncatedJpeg } from './testing/broken-images.js';

// The api as `node dist/main.js` runs it, in a process of its own (from source, through tsx), with
// real tesseract.js: broken receipts must fail on their own and leave the process serving.

const adminToken = 'admin-token-of-the-broken-receipts-test';
let api: ApiProcess | undefined;
let url: string;
let uploadsDir: string;

/** Starts the api on a free port and resolves with its address once it listens. */
async function startApi(): Promise<void> {
  api = startApiProcess({
    DATA_DIR: 'memory',
    ADMIN_TOKEN: adminToken,
    TOKEN_SECRET: 'a-token-secret-of-the-broken-receipts-test',
    PASSWORD_HASH_COST: '10',
    LOG_LEVEL: 'info',
    UPLOADS_DIR: uploadsDir,
  });
  url = await api.listening;
}

beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'broken-receipts-'));
  await startApi();
}, 90_000);

afterAll(async () => {
  await api?.stop();
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
      ids.map(
        (id) => (api?.lines ?? []).filter((line) => line.includes(`Reading the text of receipt ${id} failed`)).length,
      );
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
    expect(api?.child.exitCode).toBeNull();
    expect(api?.child.signalCode).toBeNull();
  }, 120_000);
});
