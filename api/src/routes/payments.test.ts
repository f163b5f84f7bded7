import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { paymentMessages, type UpiPayment } from '@exchange/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { defaultPaymentSettings } from '../payments/payment-settings.js';
import type { ReceiptStore } from '../payments/receipts.js';
import { startTestApp, testAdminAuthorization, type TestApp } from '../testing/test-app.js';
import { accountRoutes } from './account.js';
import { createAdminPaymentRoutes } from './admin-payments.js';
import { adminRoutes } from './admin.js';
import { createPaymentRoutes } from './payments.js';

let testApp: TestApp;
let app: FastifyInstance;
let receipts: ReceiptStore;
let uploadsDir: string;
let clock = new Date('2026-03-01T10:00:00Z');
const now = () => clock;
const readTexts: Buffer[] = [];

beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'receipts-'));
  testApp = await startTestApp({
    routes: [
      adminRoutes,
      accountRoutes,
      createPaymentRoutes({
        now,
        uploadsDir,
        settings: defaultPaymentSettings,
        reader: {
          read: async (image) => {
            readTexts.push(image);
            return 'Payment successful\nUTR: 4123 4567 8901\nAmount 500.00';
          },
          close: async () => undefined,
        },
        onReceiptStore: (store) => {
          receipts = store;
        },
      }),
      createAdminPaymentRoutes({ now, settings: defaultPaymentSettings }),
    ],
  });
  app = testApp.app;
});

afterAll(async () => {
  await testApp.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

interface Player {
  id: number;
  authorization: string;
}

async function newPlayer(username: string, balance = '1000.00'): Promise<Player> {
  const response = await app.inject({
    method: 'POST',
    url: '/admin/players',
    headers: testAdminAuthorization,
    payload: { username, balance },
  });
  const { player, accessToken } = response.json<{ result: { player: { id: number }; accessToken: string } }>().result;
  return { id: player.id, authorization: `Bearer ${accessToken}` };
}

const call = (player: Player, options: InjectOptions) =>
  app.inject({ ...options, headers: { ...options.headers, authorization: player.authorization } });
const post = (player: Player, url: string, payload?: unknown) =>
  call(player, { method: 'POST', url, payload: payload as InjectOptions['payload'] });
const admin = (url: string, payload: unknown = {}) =>
  app.inject({ method: 'POST', url, headers: testAdminAuthorization, payload: payload as InjectOptions['payload'] });

const balanceOf = async (player: Player) => {
  const [row] = await testApp.db.query<{ balance: string }>(
    'SELECT balance::text AS balance FROM players WHERE id = $1',
    [player.id],
  );
  return row?.balance;
};
const ledgerOf = (player: Player) =>
  testApp.db.query<{ kind: string; amount: string; balance_after: string }>(
    "SELECT kind, amount::text AS amount, balance_after::text AS balance_after FROM ledger_entries WHERE player_id = $1 AND kind <> 'opening_balance' ORDER BY id",
    [player.id],
  );
const requestCount = async (player: Player) =>
  (
    await testApp.db.query<{ n: number }>('SELECT count(*)::int AS n FROM payment_requests WHERE player_id = $1', [
      player.id,
    ])
  )[0]?.n;

function multipart(bytes: Buffer, fileName = 'receipt.png', type = 'image/png') {
  const boundary = '----receipt-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const pngBytes = (size = 64) =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(size - 8, 1)]);
const upload = (player: Player, bytes: Buffer, fileName?: string, type?: string) =>
  call(player, { method: 'POST', url: '/Setting/StoreImage', ...multipart(bytes, fileName, type) });

describe('payment info', () => {
  it('names the UPI and bank methods with the operator’s details and the limits', async () => {
    const player = await newPlayer('info-player');
    const response = await call(player, { method: 'GET', url: '/Account/GetPaymentInfo' });
    expect(response.json().result).toEqual({
      methods: [
        { kind: 'upi', payeeName: 'Exchange Operator', upiId: 'exchange.operator@okaxis' },
        {
          kind: 'bank',
          bankName: 'State Bank of India',
          accountName: 'Exchange Operator Pvt Ltd',
          accountNumber: '00000012345678',
          ifsc: 'SBIN0001234',
        },
      ],
      limits: { minDeposit: 100, maxDeposit: 100000, minWithdrawal: 100, maxWithdrawal: 100000 },
      upiExpirySeconds: 600,
    });
  });
});

describe('UPI payments', () => {
  it('generates a payment with its intent, and paying it credits the balance exactly once', async () => {
    const player = await newPlayer('upi-payer');
    const generated = await post(player, '/api/Payment/Generate', { amount: '500' });
    expect(generated.statusCode).toBe(200);
    const payment = generated.json<{ result: UpiPayment }>().result;
    expect(payment).toMatchObject({
      amount: 500,
      status: 'pending',
      expiresAt: '2026-03-01T10:10:00.000Z',
      paidAt: null,
    });
    expect(payment.upiUri).toBe(
      `upi://pay?pa=exchange.operator%40okaxis&pn=Exchange%20Operator&am=500.00&tr=${payment.reference}&cu=INR`,
    );

    const pending = await post(player, '/api/Payment/Check', { reference: payment.reference });
    expect(pending.json().result.status).toBe('pending');

    const paid = await admin(`/admin/payments/${payment.reference}/complete`, { outcome: 'paid' });
    expect(paid.json().result).toMatchObject({ status: 'paid', paidAt: '2026-03-01T10:00:00.000Z' });
    expect((await admin(`/admin/payments/${payment.reference}/complete`, { outcome: 'paid' })).statusCode).toBe(200);
    expect((await post(player, '/api/Payment/Check', { reference: payment.reference })).json().result.status).toBe(
      'paid',
    );

    expect(await balanceOf(player)).toBe('1500.00');
    expect(await ledgerOf(player)).toEqual([{ kind: 'deposit', amount: '500.00', balance_after: '1500.00' }]);
  });

  it('expires an unpaid payment, which can then be neither paid nor seen by another player', async () => {
    const player = await newPlayer('upi-late');
    const other = await newPlayer('upi-other');
    const { reference } = (await post(player, '/api/Payment/Generate', { amount: 250 })).json<{ result: UpiPayment }>()
      .result;
    expect((await post(other, '/api/Payment/Check', { reference })).statusCode).toBe(404);

    clock = new Date(clock.getTime() + 601_000);
    try {
      expect((await post(player, '/api/Payment/Check', { reference })).json().result.status).toBe('expired');
      const late = await admin(`/admin/payments/${reference}/complete`, { outcome: 'paid' });
      expect(late.statusCode).toBe(409);
      expect(late.json().error.message).toBe('This payment is already expired.');
      expect(await balanceOf(player)).toBe('1000.00');
    } finally {
      clock = new Date('2026-03-01T10:00:00Z');
    }
  });

  it('marks a failed payment failed without moving money', async () => {
    const player = await newPlayer('upi-failed');
    const { reference } = (await post(player, '/api/Payment/Generate', { amount: '100' })).json<{
      result: UpiPayment;
    }>().result;
    expect((await admin(`/admin/payments/${reference}/complete`, { outcome: 'failed' })).json().result.status).toBe(
      'failed',
    );
    expect(await ledgerOf(player)).toEqual([]);
  });

  it.each([
    [undefined, paymentMessages.amountRequired],
    ['0', paymentMessages.depositBelowMinimum],
    [-100, paymentMessages.amountFormat],
    ['abc', paymentMessages.amountFormat],
    ['500.005', paymentMessages.amountFormat],
    [100.5e3, paymentMessages.depositAboveMaximum],
  ])('refuses the amount %j with its message and writes nothing', async (amount, message) => {
    const player = await newPlayer(`upi-bad-${String(amount).replace(/\W/g, '')}`);
    const response = await post(player, '/api/Payment/Generate', { amount });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
    expect(await requestCount(player)).toBe(0);
  });

  it('refuses the demo player', async () => {
    const demo = await app.inject({ method: 'GET', url: '/Account/LoginAsDemoUser' });
    const player = { id: 0, authorization: `Bearer ${demo.json().result.accessToken as string}` };
    const response = await post(player, '/api/Payment/Generate', { amount: '500' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(paymentMessages.demoCannotPay);
  });
});

describe('withdrawals', () => {
  const bank = { method: 'bank', accountHolder: 'Asha Rao', accountNumber: '123456789012', ifsc: 'sbin0001234' };

  it('refuses more than the available balance with the message, and writes nothing', async () => {
    const player = await newPlayer('withdraw-much', '1000.00');
    await testApp.db.query("UPDATE players SET exposure = '200.00' WHERE id = $1", [player.id]);
    const response = await post(player, '/DepositWithdrawal/CreateWithdrawal', {
      ...bank,
      amount: '900',
      idempotencyKey: 'withdraw-much-1',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(paymentMessages.overAvailableBalance);
    expect(await requestCount(player)).toBe(0);
    expect(await balanceOf(player)).toBe('1000.00');
  });

  it('holds the amount at once, once for a double submit, and gives it back when rejected', async () => {
    const player = await newPlayer('withdraw-held', '1000.00');
    const body = { ...bank, amount: '400', idempotencyKey: 'withdraw-held-1' };
    const first = await post(player, '/DepositWithdrawal/CreateWithdrawal', body);
    const second = await post(player, '/DepositWithdrawal/CreateWithdrawal', body);
    expect(first.json().result).toMatchObject({
      type: 'withdrawal',
      method: 'bank',
      amount: 400,
      status: 'pending',
      destination: 'Asha Rao · ••••9012 · SBIN0001234',
    });
    expect(second.json().result.id).toBe(first.json().result.id);
    expect(await balanceOf(player)).toBe('600.00');

    const rejected = await admin(`/admin/payment-requests/${first.json().result.id as number}/reject`, {
      note: 'Account name does not match',
    });
    expect(rejected.json().result).toMatchObject({ status: 'rejected', note: 'Account name does not match' });
    expect(await balanceOf(player)).toBe('1000.00');
    expect(await ledgerOf(player)).toEqual([
      { kind: 'withdrawal', amount: '-400.00', balance_after: '600.00' },
      { kind: 'withdrawal_reversal', amount: '400.00', balance_after: '1000.00' },
    ]);
    expect((await admin(`/admin/payment-requests/${first.json().result.id as number}/approve`)).statusCode).toBe(409);
  });

  it.each([
    [{ ...bank, ifsc: 'SBIN1234567' }, paymentMessages.ifsc],
    [{ ...bank, accountNumber: '12ab' }, paymentMessages.accountNumber],
    [{ method: 'upi', upiId: 'asha@' }, paymentMessages.upiId],
  ])('refuses bad payout details with their message', async (details, message) => {
    const player = await newPlayer(`withdraw-bad-${message.length}`);
    const response = await post(player, '/DepositWithdrawal/CreateWithdrawal', {
      ...details,
      amount: '200',
      idempotencyKey: 'withdraw-bad-1',
    });
    expect(response.json().error.message).toBe(message);
    expect(await requestCount(player)).toBe(0);
  });

  it('lists withdrawals in the history, newest first, a page at a time', async () => {
    const player = await newPlayer('withdraw-list', '5000.00');
    for (const [index, amount] of ['100', '200', '300'].entries()) {
      await post(player, '/DepositWithdrawal/CreateWithdrawal', {
        method: 'upi',
        upiId: 'asha@okaxis',
        amount,
        idempotencyKey: `withdraw-list-${index}`,
      });
    }
    const page = await call(player, {
      method: 'GET',
      url: '/DepositWithdrawal/GetUserWithdrawalHistory?SkipCount=1&MaxResultCount=1',
    });
    expect(page.json().result).toMatchObject({ totalCount: 3, items: [{ amount: 200, destination: 'asha@okaxis' }] });
  });
});

describe('receipts and manual deposits', () => {
  it('stores a receipt under the data folder and reads its UTR off the request path', async () => {
    const player = await newPlayer('receipt-reader');
    const stored = await upload(player, pngBytes(), 'receipt.png');
    expect(stored.statusCode).toBe(200);
    const { id } = stored.json().result as { id: string };
    expect(stored.json().result).toMatchObject({ contentType: 'image/png', size: 64 });
    await receipts.idle();
    const read = await call(player, { method: 'GET', url: `/Setting/GetImageText?id=${id}` });
    expect(read.json().result).toMatchObject({ id, textStatus: 'done', utr: '412345678901' });
    expect(await readdir(uploadsDir)).toContain(`${id}.png`);
  });

  it.each([
    [
      'a renamed executable',
      Buffer.from('MZ\x90\x00this is not an image'),
      'receipt.png',
      400,
      paymentMessages.receiptType,
    ],
    ['an empty file', Buffer.alloc(0), 'receipt.png', 400, paymentMessages.receiptType],
    ['an image over 5 MB', pngBytes(5 * 1024 * 1024 + 1), 'big.png', 413, paymentMessages.receiptTooLarge],
  ])('refuses %s', async (_case, bytes, fileName, status, message) => {
    const player = await newPlayer(`receipt-bad-${status}-${bytes.length}`);
    const response = await upload(player, bytes, fileName);
    expect(response.statusCode).toBe(status);
    expect(response.json().error.message).toBe(message);
  });

  it('takes a receipt of exactly 5 MB', async () => {
    const player = await newPlayer('receipt-limit');
    expect((await upload(player, pngBytes(5 * 1024 * 1024))).statusCode).toBe(200);
  });

  it('creates one pending deposit per submit, and an approval credits it', async () => {
    const player = await newPlayer('manual-depositor', '0');
    const { id: receiptId } = (await upload(player, pngBytes())).json().result as { id: string };
    const body = { amount: '750.50', utr: '123456789012', receiptId, idempotencyKey: 'manual-deposit-1' };
    const created = await post(player, '/DepositWithdrawal/CreateDeposit', body);
    expect(created.json().result).toMatchObject({
      type: 'deposit',
      method: 'manual',
      status: 'pending',
      amount: 750.5,
    });
    expect((await post(player, '/DepositWithdrawal/CreateDeposit', body)).json().result.id).toBe(
      created.json().result.id,
    );
    const again = await post(player, '/DepositWithdrawal/CreateDeposit', {
      ...body,
      idempotencyKey: 'manual-deposit-2',
    });
    expect(again.json().error.message).toBe('This UTR has already been submitted.');

    const pending = await post(player, '/DepositWithdrawal/PlayerRequests', { SkipCount: 0, MaxResultCount: 10 });
    expect(pending.json().result.totalCount).toBe(1);
    await admin(`/admin/payment-requests/${created.json().result.id as number}/approve`);
    expect(await balanceOf(player)).toBe('750.50');
    const all = await post(player, '/DepositWithdrawal/GetDepositWithdrawals', { SkipCount: 0, MaxResultCount: 10 });
    expect(all.json().result.items).toMatchObject([{ status: 'approved', utr: '123456789012' }]);
  });

  it('refuses another player’s receipt and a bad UTR', async () => {
    const owner = await newPlayer('receipt-owner');
    const thief = await newPlayer('receipt-thief');
    const { id: receiptId } = (await upload(owner, pngBytes())).json().result as { id: string };
    const stolen = await post(thief, '/DepositWithdrawal/CreateDeposit', {
      amount: '500',
      utr: '999999999999',
      receiptId,
      idempotencyKey: 'stolen-receipt',
    });
    expect(stolen.json().error.message).toBe('The receipt was not found. Please upload it again.');
    const badUtr = await post(owner, '/DepositWithdrawal/CreateDeposit', {
      amount: '500',
      utr: '12345',
      receiptId,
      idempotencyKey: 'bad-utr-1',
    });
    expect(badUtr.json().error.message).toBe(paymentMessages.utr);
  });
});
