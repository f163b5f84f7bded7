import { transactionHistorySchema, transactionMessages } from '@exchange/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { postToLedger } from '../ledger/ledger.js';
import { startTestApp, testAdminAuthorization, type TestApp } from '../testing/test-app.js';
import { adminRoutes } from './admin.js';
import { transactionRoutes } from './transactions.js';

let testApp: TestApp;
let app: FastifyInstance;
let playerId: number;
let authorization: string;

const day = (date: string) => new Date(`${date}T12:00:00Z`);

beforeAll(async () => {
  testApp = await startTestApp({ routes: [adminRoutes, transactionRoutes], seed: false });
  app = testApp.app;
  const created = await app.inject({
    method: 'POST',
    url: '/admin/players',
    headers: testAdminAuthorization,
    payload: { username: 'statement-player', balance: '0' },
  });
  playerId = created.json().result.player.id as number;
  authorization = `Bearer ${created.json().result.accessToken as string}`;
  const postings = [
    ['2026-01-05', 'deposit', '1000.00', 'upi:A'],
    ['2026-01-06', 'withdrawal', '-250.50', 'request:1'],
    ['2026-01-07', 'bonus', '100.00', 'bonus:1'],
    ['2026-01-08', 'withdrawal_reversal', '250.50', 'request:1'],
    ['2026-02-01', 'adjustment', '-99.99', 'fix:1'],
  ] as const;
  for (const [date, kind, amount, reference] of postings) {
    await postToLedger(testApp.db, testApp.services.playerEvents, {
      playerId,
      kind,
      amount,
      reference,
      description: { code: 'bonusCredited', values: { title: `${kind} ${reference}` } },
    });
    await testApp.db.query('UPDATE ledger_entries SET created_at = $1 WHERE kind = $2 AND reference = $3', [
      day(date),
      kind,
      reference,
    ]);
  }
});

afterAll(() => testApp.close());

const history = (query: Record<string, string | number>) =>
  app.inject({
    method: 'GET',
    url: '/Transaction/GetHistory',
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
    headers: { authorization },
  });
const january = { FromDate: '2026-01-01T00:00:00Z', ToDate: '2026-01-31T23:59:59.999Z' };

describe('Transaction/GetHistory', () => {
  it('answers the period newest first with credit, debit and the running balance', async () => {
    const response = await history({ ...january, SkipCount: 0, MaxResultCount: 10 });
    const page = transactionHistorySchema.parse(response.json().result);
    expect(page.totalCount).toBe(4);
    expect(
      page.items.map(({ date, type, credit, debit, balance }) => ({ date, type, credit, debit, balance })),
    ).toEqual([
      { date: '2026-01-08T12:00:00.000Z', type: 'withdrawal', credit: 250.5, debit: 0, balance: 1100 },
      { date: '2026-01-07T12:00:00.000Z', type: 'bonus', credit: 100, debit: 0, balance: 849.5 },
      { date: '2026-01-06T12:00:00.000Z', type: 'withdrawal', credit: 0, debit: 250.5, balance: 749.5 },
      { date: '2026-01-05T12:00:00.000Z', type: 'deposit', credit: 1000, debit: 0, balance: 1000 },
    ]);
  });

  it('pages on the server and filters by type', async () => {
    const second = await history({ ...january, SkipCount: 1, MaxResultCount: 2 });
    expect(second.json().result.totalCount).toBe(4);
    expect(second.json().result.items.map((item: { kind: string }) => item.kind)).toEqual(['bonus', 'withdrawal']);
    const withdrawals = await history({ ...january, Type: 'withdrawal', SkipCount: 0, MaxResultCount: 10 });
    expect(withdrawals.json().result.totalCount).toBe(2);
    const adjustments = await history({
      FromDate: '2026-01-01T00:00:00Z',
      ToDate: '2026-02-28T00:00:00Z',
      Type: 'adjustment',
      SkipCount: 0,
      MaxResultCount: 10,
    });
    expect(adjustments.json().result.items).toMatchObject([{ kind: 'adjustment', debit: 99.99 }]);
  });

  it.each([
    [{ FromDate: '2026-02-01T00:00:00Z', ToDate: '2026-01-01T00:00:00Z' }, 'periodDatesReversed'],
    [{ FromDate: '2024-01-01T00:00:00Z', ToDate: '2026-01-01T00:00:00Z' }, 'periodTooLong'],
    [{ FromDate: '2026-01-01T00:00:00Z' }, 'periodDatesRequired'],
  ] as const)('refuses the period %j', async (period, code) => {
    const response = await history({ ...period, SkipCount: 0, MaxResultCount: 10 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ message: transactionMessages[code], code });
  });

  it('refuses a page larger than 100', async () => {
    const response = await history({ ...january, SkipCount: 0, MaxResultCount: 500 });
    expect(response.json().error.message).toBe('MaxResultCount: MaxResultCount must be a whole number from 1 to 100.');
  });
});

describe('Transaction/GetDetail', () => {
  it('answers one of the player’s entries with its details, and no one else’s', async () => {
    const page = await history({ ...january, SkipCount: 3, MaxResultCount: 1 });
    const id = page.json().result.items[0].id as number;
    const detail = await app.inject({
      method: 'GET',
      url: `/Transaction/GetDetail?id=${id}`,
      headers: { authorization },
    });
    expect(detail.json().result).toMatchObject({ id, kind: 'deposit', amount: 1000, reference: 'upi:A', details: {} });

    const other = await app.inject({
      method: 'POST',
      url: '/admin/players',
      headers: testAdminAuthorization,
      payload: { username: 'statement-other' },
    });
    const foreign = await app.inject({
      method: 'GET',
      url: `/Transaction/GetDetail?id=${id}`,
      headers: { authorization: `Bearer ${other.json().result.accessToken as string}` },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toEqual({
      message: transactionMessages.transactionNotFound,
      code: 'transactionNotFound',
      values: {},
    });
    expect(playerId).toBeGreaterThan(0);
  });
});
