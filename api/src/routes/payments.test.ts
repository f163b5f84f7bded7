import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { bonusListSchema, paymentMessages, refusalText, type PaymentCode, type UpiPayment } from '@exchange/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { defaultPaymentSettings } from '../payments/payment-settings.js';
import type { ReceiptStore } from '../payments/receipts.js';
import { startTestApp, testAdminAuthorization, type TestApp } from '../testing/test-app.js';
import { accountRoutes } from './account.js';
import { adminPaymentRoutes } from './admin-payments.js';
import { adminRoutes } from './admin.js';
import { createBonusRoutes } from './bonus.js';
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
        uploadsDir,
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
      adminPaymentRoutes,
      createBonusRoutes({ now }),
    ],
    payments: { now, settings: defaultPaymentSettings },
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
// A PNG signature and an IHDR chunk stating 64 × 32 pixels, padded to `size` bytes: the api checks
// the header only and never decodes it (the fake reader reads no pixels).
const pngHeader = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 64, 0, 0, 0, 32, 8, 0,
  0, 0, 0,
]);
const pngBytes = (size = 64) => Buffer.concat([pngHeader, Buffer.alloc(size - pngHeader.length, 1)]);
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
      withdrawable: 1000,
      lockedBonus: 0,
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
      expect(late.json().error).toMatchObject({
        message: 'This payment is already expired.',
        code: 'paymentAlreadyExpired',
      });
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
    [undefined, 'amountRequired'],
    ['0', 'depositBelowMinimum'],
    [-100, 'amountFormat'],
    ['abc', 'amountFormat'],
    ['500.005', 'amountFormat'],
    [100.5e3, 'depositAboveMaximum'],
  ] as const)('refuses the amount %j with its code and writes nothing', async (amount, code: PaymentCode) => {
    const player = await newPlayer(`upi-bad-${String(amount).replace(/\W/g, '')}`);
    const response = await post(player, '/api/Payment/Generate', { amount });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({ message: paymentMessages[code], code, values: {} });
    expect(await requestCount(player)).toBe(0);
  });

  it('refuses the demo player', async () => {
    const demo = await app.inject({ method: 'GET', url: '/Account/LoginAsDemoUser' });
    const player = { id: 0, authorization: `Bearer ${demo.json().result.accessToken as string}` };
    const response = await post(player, '/api/Payment/Generate', { amount: '500' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({ message: paymentMessages.demoCannotPay, code: 'demoCannotPay' });
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
    expect(response.json().error).toMatchObject({
      message: paymentMessages.overAvailableBalance,
      code: 'overAvailableBalance',
    });
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
    [{ ...bank, ifsc: 'SBIN1234567' }, 'ifscFormat'],
    [{ ...bank, accountNumber: '12ab' }, 'accountNumberDigits'],
    [{ method: 'upi', upiId: 'asha@' }, 'upiIdFormat'],
  ] as const)('refuses bad payout details with their code', async (details, code: PaymentCode) => {
    const message = paymentMessages[code];
    const player = await newPlayer(`withdraw-bad-${message.length}`);
    const response = await post(player, '/DepositWithdrawal/CreateWithdrawal', {
      ...details,
      amount: '200',
      idempotencyKey: 'withdraw-bad-1',
    });
    expect(response.json().error).toMatchObject({ message, code });
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
    ['a renamed executable', Buffer.from('MZ\x90\x00this is not an image'), 'receipt.png', 400, 'receiptType'],
    ['an empty file', Buffer.alloc(0), 'receipt.png', 400, 'receiptType'],
    ['an image over 5 MB', pngBytes(5 * 1024 * 1024 + 1), 'big.png', 413, 'receiptTooLarge'],
  ] as const)('refuses %s', async (_case, bytes, fileName, status, code: PaymentCode) => {
    const player = await newPlayer(`receipt-bad-${status}-${bytes.length}`);
    const response = await upload(player, bytes, fileName);
    expect(response.statusCode).toBe(status);
    expect(response.json().error).toMatchObject({ message: paymentMessages[code], code });
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
    expect(again.json().error).toMatchObject({
      message: 'This UTR has already been submitted.',
      code: 'utrAlreadyUsed',
    });

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
    expect(stolen.json().error).toMatchObject({
      message: 'The receipt was not found. Please upload it again.',
      code: 'receiptNotFound',
    });
    const badUtr = await post(owner, '/DepositWithdrawal/CreateDeposit', {
      amount: '500',
      utr: '12345',
      receiptId,
      idempotencyKey: 'bad-utr-1',
    });
    expect(badUtr.json().error).toMatchObject({ message: paymentMessages.utrDigits, code: 'utrDigits' });
  });
});

const adminGet = (url: string) => app.inject({ method: 'GET', url, headers: testAdminAuthorization });
const paymentInfo = async (player: Player) =>
  (await call(player, { method: 'GET', url: '/Account/GetPaymentInfo' })).json<{
    result: { withdrawable: number; lockedBonus: number };
  }>().result;

describe('bonus money is held until wagered', () => {
  const upi = { method: 'upi', upiId: 'asha@okaxis' };
  const claimAll = async (player: Player) => {
    const listed = bonusListSchema.parse(
      (await call(player, { method: 'GET', url: '/Bonus/GetBonuses' })).json().result,
    );
    for (const code of ['WELCOME100', 'WEEKEND250']) {
      const id = listed.find((bonus) => bonus.code === code)?.id;
      expect((await call(player, { method: 'GET', url: `/Bonus/Claim?id=${id}` })).statusCode).toBe(200);
    }
  };
  let betNumber = 0;
  const settledBet = async (player: Player, matched: string, status = 'SETTLED') => {
    betNumber += 1;
    await testApp.db.query(
      `INSERT INTO bets (player_id, idempotency_key, request_digest, market_id, market_name, market_type, market_kind,
                         event_id, event_name, sport_id, runner_id, runner_name, side, odds, stake, matched_stake,
                         persistence, status, placed_at, settled_at)
       VALUES ($1, $2, 'digest', 'm-wager', 'Match Odds', 'MATCH_ODDS', 'exchange', 1, 'A v B', 4, 1, 'A', 'BACK',
               2.00, $3::numeric, $3::numeric, 'CANCEL', $4, $5, $5)`,
      [player.id, `wager-bet-${betNumber}`, matched, status, new Date(clock.getTime() + 60_000)],
    );
  };

  it('refuses to pay out bonuses claimed and not wagered, naming the locked amount, and writes nothing', async () => {
    const player = await newPlayer('bonus-withdrawer', '0');
    await claimAll(player);
    expect(await balanceOf(player)).toBe('350.00');
    expect(await paymentInfo(player)).toMatchObject({ withdrawable: 0, lockedBonus: 350 });

    const response = await post(player, '/DepositWithdrawal/CreateWithdrawal', {
      ...upi,
      amount: '350',
      idempotencyKey: 'bonus-withdraw-1',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      message: 'You can withdraw at most 0.00: 350.00 of bonus money stays locked until its wagering is done.',
      code: 'bonusLocked',
      values: { withdrawable: '0.00', locked: '350.00' },
    });
    expect(await requestCount(player)).toBe(0);
    expect(await balanceOf(player)).toBe('350.00');
  });

  it('releases a bonus once its stakes are settled, and keeps the player’s own money withdrawable', async () => {
    const player = await newPlayer('bonus-wagerer', '1000.00');
    await claimAll(player);
    await testApp.db.query("UPDATE players SET exposure = '50.00' WHERE id = $1", [player.id]);
    // 1350 − 50 exposure − 350 locked.
    expect(await paymentInfo(player)).toMatchObject({ withdrawable: 950, lockedBonus: 350 });
    const over = await post(player, '/DepositWithdrawal/CreateWithdrawal', {
      ...upi,
      amount: '950.01',
      idempotencyKey: 'bonus-wager-over',
    });
    expect(over.json().error).toEqual({
      message: refusalText('bonusLocked', { withdrawable: '950.00', locked: '350.00' }),
      code: 'bonusLocked',
      values: { withdrawable: '950.00', locked: '350.00' },
    });

    // A void bet wagered nothing; 500 settled completes the welcome bonus (5 × 100).
    await settledBet(player, '500.00', 'VOID');
    expect(await paymentInfo(player)).toMatchObject({ lockedBonus: 350 });
    await settledBet(player, '500.00');
    expect(await paymentInfo(player)).toMatchObject({ withdrawable: 1050, lockedBonus: 250 });

    const paid = await post(player, '/DepositWithdrawal/CreateWithdrawal', {
      ...upi,
      amount: '1050',
      idempotencyKey: 'bonus-wager-ok',
    });
    expect(paid.statusCode).toBe(200);
    expect(await balanceOf(player)).toBe('300.00');
    expect(await paymentInfo(player)).toMatchObject({ withdrawable: 0, lockedBonus: 250 });
  });

  it('lets two withdrawals at once take the free money once', async () => {
    const player = await newPlayer('bonus-racer', '200.00');
    await claimAll(player);
    const answers = await Promise.all(
      ['a', 'b'].map((suffix) =>
        post(player, '/DepositWithdrawal/CreateWithdrawal', {
          ...upi,
          amount: '200',
          idempotencyKey: `bonus-race-${suffix}`,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect(await balanceOf(player)).toBe('350.00');
  });
});

describe('idempotency keys name one request', () => {
  const bank = { method: 'bank', accountHolder: 'Asha Rao', accountNumber: '123456789012', ifsc: 'SBIN0001234' };

  it('refuses a withdrawal key used again with another amount or account, and answers the same body again', async () => {
    const player = await newPlayer('key-withdrawer', '1000.00');
    const body = { ...bank, amount: '300', idempotencyKey: 'key-withdraw-1' };
    const first = await post(player, '/DepositWithdrawal/CreateWithdrawal', body);
    expect(first.statusCode).toBe(200);

    for (const changed of [
      { ...body, amount: '500' },
      { ...body, accountNumber: '999999999999' },
      { method: 'upi', upiId: 'asha@okaxis', amount: '300', idempotencyKey: 'key-withdraw-1' },
    ]) {
      const reused = await post(player, '/DepositWithdrawal/CreateWithdrawal', changed);
      expect(reused.statusCode).toBe(409);
      expect(reused.json().error).toMatchObject({
        message: paymentMessages.requestKeyReused,
        code: 'requestKeyReused',
      });
    }
    // The same request, the IFSC typed in lower case and the amount with decimals, is the same body.
    const again = await post(player, '/DepositWithdrawal/CreateWithdrawal', {
      ...body,
      ifsc: 'sbin0001234',
      amount: '300.00',
    });
    expect(again.json().result.id).toBe(first.json().result.id);
    expect(await balanceOf(player)).toBe('700.00');
    expect(await requestCount(player)).toBe(1);
  });

  it('refuses a deposit key used again with another UTR or amount', async () => {
    const player = await newPlayer('key-depositor', '0');
    const { id: receiptId } = (await upload(player, pngBytes())).json().result as { id: string };
    const body = { amount: '500', utr: '555566667777', receiptId, idempotencyKey: 'key-deposit-1' };
    const first = await post(player, '/DepositWithdrawal/CreateDeposit', body);
    expect(first.statusCode).toBe(200);
    for (const changed of [
      { ...body, utr: '555566668888' },
      { ...body, amount: '600' },
    ]) {
      const reused = await post(player, '/DepositWithdrawal/CreateDeposit', changed);
      expect(reused.statusCode).toBe(409);
      expect(reused.json().error).toMatchObject({
        message: paymentMessages.requestKeyReused,
        code: 'requestKeyReused',
      });
    }
    expect((await post(player, '/DepositWithdrawal/CreateDeposit', body)).json().result.id).toBe(
      first.json().result.id,
    );
    expect(await requestCount(player)).toBe(1);
  });
});

describe('a receipt backs one deposit', () => {
  it('refuses a second deposit on a receipt already used, until the first is rejected', async () => {
    const player = await newPlayer('receipt-reuser', '0');
    const { id: receiptId } = (await upload(player, pngBytes())).json().result as { id: string };
    const first = await post(player, '/DepositWithdrawal/CreateDeposit', {
      amount: '500',
      utr: '111122223333',
      receiptId,
      idempotencyKey: 'receipt-reuse-1',
    });
    expect(first.statusCode).toBe(200);
    const second = await post(player, '/DepositWithdrawal/CreateDeposit', {
      amount: '500',
      utr: '111122224444',
      receiptId,
      idempotencyKey: 'receipt-reuse-2',
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toMatchObject({
      message: paymentMessages.receiptAlreadyUsed,
      code: 'receiptAlreadyUsed',
    });
    expect(await requestCount(player)).toBe(1);

    await admin(`/admin/payment-requests/${first.json().result.id as number}/reject`, { note: 'Wrong amount' });
    const resubmitted = await post(player, '/DepositWithdrawal/CreateDeposit', {
      amount: '450',
      utr: '111122223333',
      receiptId,
      idempotencyKey: 'receipt-reuse-3',
    });
    expect(resubmitted.json().result).toMatchObject({ status: 'pending', amount: 450 });
  });

  it('lets exactly one of two deposits sent at once with one receipt win', async () => {
    const player = await newPlayer('receipt-racer', '0');
    const { id: receiptId } = (await upload(player, pngBytes())).json().result as { id: string };
    const answers = await Promise.all(
      ['777788889990', '777788889991', '777788889992'].map((utr, index) =>
        post(player, '/DepositWithdrawal/CreateDeposit', {
          amount: '500',
          utr,
          receiptId,
          idempotencyKey: `race-receipt-${index}`,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect(answers.filter((answer) => answer.statusCode === 409).map((answer) => answer.json().error.message)).toEqual([
      paymentMessages.receiptAlreadyUsed,
      paymentMessages.receiptAlreadyUsed,
    ]);
    expect(await requestCount(player)).toBe(1);
  });

  it('is enforced by the database too, whatever writes the request', async () => {
    const player = await newPlayer('receipt-direct', '0');
    const { id: receiptId } = (await upload(player, pngBytes())).json().result as { id: string };
    const insert = (utr: string) =>
      testApp.db.query(
        `INSERT INTO payment_requests (player_id, type, method, amount, status, utr, receipt_id, created_at)
         VALUES ($1, 'deposit', 'manual', 500, 'pending', $2, $3, now())`,
        [player.id, utr, receiptId],
      );
    await insert('101010101010');
    await expect(insert('202020202020')).rejects.toMatchObject({ code: '23505' });
  });
});

describe('the operator sees how the typed UTR compares with the receipt', () => {
  const depositsOf = async (player: Player) =>
    (await adminGet(`/admin/payment-requests?type=deposit&playerId=${player.id}`)).json<{
      result: { totalCount: number; items: Record<string, unknown>[] };
    }>().result.items;

  it('flags a UTR that differs from the one OCR read, and follows OCR finishing after the deposit', async () => {
    const player = await newPlayer('utr-checker', '0');
    // The fake reader finds 412345678901 on every receipt.
    const matching = (await upload(player, pngBytes())).json().result as { id: string };
    const differing = (await upload(player, pngBytes())).json().result as { id: string };
    await receipts.idle();
    await post(player, '/DepositWithdrawal/CreateDeposit', {
      amount: '500',
      utr: '412345678901',
      receiptId: matching.id,
      idempotencyKey: 'utr-match',
    });
    // Still being read when the deposit is made.
    await testApp.db.query("UPDATE uploads SET text_status = 'pending', utr = NULL WHERE id = $1", [differing.id]);
    await post(player, '/DepositWithdrawal/CreateDeposit', {
      amount: '600',
      utr: '999988887777',
      receiptId: differing.id,
      idempotencyKey: 'utr-mismatch',
    });
    expect(await depositsOf(player)).toMatchObject([
      { amount: 600, utr: '999988887777', receiptId: differing.id, receiptUtr: null, utrCheck: 'unread' },
      { amount: 500, utr: '412345678901', receiptId: matching.id, receiptUtr: '412345678901', utrCheck: 'match' },
    ]);

    // OCR finishes later: the listing shows the comparison with nothing else written.
    await testApp.db.query("UPDATE uploads SET text_status = 'done', utr = '412345678901' WHERE id = $1", [
      differing.id,
    ]);
    expect(await depositsOf(player)).toMatchObject([
      { utr: '999988887777', receiptUtr: '412345678901', utrCheck: 'mismatch', username: 'utr-checker' },
      { utrCheck: 'match' },
    ]);
  });

  it('lists withdrawals with the full account to pay and no UTR check, behind the admin token', async () => {
    const player = await newPlayer('admin-lister', '1000.00');
    await post(player, '/DepositWithdrawal/CreateWithdrawal', {
      method: 'bank',
      accountHolder: 'Asha Rao',
      accountNumber: '123456789012',
      ifsc: 'SBIN0001234',
      amount: '200',
      idempotencyKey: 'admin-list-1',
    });
    const listed = await adminGet(`/admin/payment-requests?type=withdrawal&status=pending&playerId=${player.id}`);
    expect(listed.json().result).toMatchObject({
      totalCount: 1,
      items: [{ destination: 'Asha Rao · 123456789012 · SBIN0001234', utrCheck: null, playerId: player.id }],
    });
    expect((await app.inject({ method: 'GET', url: '/admin/payment-requests' })).statusCode).toBe(401);
  });
});

describe('requests to the cashier', () => {
  const url = '/DepositWithdrawal/CreateRequestForDepositWithdrawal';
  const deposit = {
    type: 'deposit',
    amount: '2500',
    preferredMethod: 'cash_agent',
    note: '  Please call me after 6 pm  ',
    idempotencyKey: 'cashier-deposit-1',
  };
  const pendingOf = async (player: Player) =>
    (await post(player, '/DepositWithdrawal/PlayerRequests', { SkipCount: 0, MaxResultCount: 10 })).json<{
      result: { totalCount: number; items: Record<string, unknown>[] };
    }>().result;

  it.each([
    [{ ...deposit, amount: '99.99' }, 'depositBelowMinimum'],
    [{ ...deposit, type: 'withdrawal', amount: '100000.01' }, 'withdrawalAboveMaximum'],
    [{ ...deposit, amount: '12.345' }, 'amountFormat'],
    [{ ...deposit, type: 'transfer' }, 'cashierTypeRequired'],
    [{ ...deposit, preferredMethod: 'crypto' }, 'cashierMethodRequired'],
    [{ ...deposit, preferredMethod: undefined }, 'cashierMethodRequired'],
    [{ ...deposit, note: 'x'.repeat(301) }, 'cashierNoteTooLong'],
  ] as const)('refuses %j with its code and writes nothing', async (body, code: PaymentCode) => {
    const player = await newPlayer(`cashier-bad-${code}-${body.amount.length}`);
    const response = await post(player, url, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ message: paymentMessages[code], code });
    expect(await requestCount(player)).toBe(0);
  });

  it('makes one pending request per key, holding no money, and refuses the key with another body', async () => {
    const player = await newPlayer('cashier-depositor', '1000.00');
    const first = await post(player, url, deposit);
    expect(first.statusCode).toBe(200);
    expect(first.json().result).toMatchObject({
      type: 'deposit',
      method: 'cashier',
      amount: 2500,
      status: 'pending',
      preferredMethod: 'cash_agent',
      playerNote: 'Please call me after 6 pm',
      note: null,
      reference: null,
      destination: null,
    });
    // The same request again, its amount written with decimals and the note without the spaces.
    const again = await post(player, url, { ...deposit, amount: '2500.00', note: 'Please call me after 6 pm' });
    expect(again.json().result.id).toBe(first.json().result.id);
    for (const changed of [
      { ...deposit, amount: '2600' },
      { ...deposit, type: 'withdrawal', amount: '500' },
      { ...deposit, preferredMethod: 'bank_transfer' },
      { ...deposit, note: undefined },
    ]) {
      const reused = await post(player, url, changed);
      expect(reused.statusCode).toBe(409);
      expect(reused.json().error).toMatchObject({
        message: paymentMessages.requestKeyReused,
        code: 'requestKeyReused',
      });
    }
    expect(await requestCount(player)).toBe(1);
    expect(await balanceOf(player)).toBe('1000.00');
    expect(await ledgerOf(player)).toEqual([]);
  });

  it('shows in the player’s pending requests and listing, and to no other player', async () => {
    const player = await newPlayer('cashier-lister', '1000.00');
    const other = await newPlayer('cashier-other', '1000.00');
    const created = (
      await post(player, url, {
        type: 'withdrawal',
        amount: '400',
        preferredMethod: 'bank_transfer',
        idempotencyKey: 'cashier-list-1',
      })
    ).json().result as { id: number };

    expect(await pendingOf(player)).toMatchObject({
      totalCount: 1,
      items: [
        { id: created.id, type: 'withdrawal', method: 'cashier', preferredMethod: 'bank_transfer', playerNote: null },
      ],
    });
    const all = await post(player, '/DepositWithdrawal/GetDepositWithdrawals', {
      Type: 'withdrawal',
      SkipCount: 0,
      MaxResultCount: 10,
    });
    expect(all.json().result).toMatchObject({ totalCount: 1, items: [{ id: created.id, status: 'pending' }] });
    // A withdrawal asked of the cashier holds nothing until the cashier pays it.
    expect(await balanceOf(player)).toBe('1000.00');

    expect(await pendingOf(other)).toEqual({ totalCount: 0, items: [] });
    const otherAll = await post(other, '/DepositWithdrawal/GetDepositWithdrawals', {
      SkipCount: 0,
      MaxResultCount: 10,
    });
    expect(otherAll.json().result).toEqual({ totalCount: 0, items: [] });
  });

  it('refuses a withdrawal beyond what may be withdrawn now', async () => {
    const player = await newPlayer('cashier-much', '300.00');
    const response = await post(player, url, {
      type: 'withdrawal',
      amount: '300.01',
      preferredMethod: 'cash_agent',
      idempotencyKey: 'cashier-much-1',
    });
    expect(response.json().error).toMatchObject({
      message: paymentMessages.overAvailableBalance,
      code: 'overAvailableBalance',
    });
    expect(await requestCount(player)).toBe(0);
  });

  it('waits in the operator’s review list, and a decision records it without moving money', async () => {
    const player = await newPlayer('cashier-reviewed', '1000.00');
    const asked = (await post(player, url, { ...deposit, idempotencyKey: 'cashier-review-1' })).json().result as {
      id: number;
    };
    const withdrawal = (
      await post(player, url, {
        type: 'withdrawal',
        amount: '700',
        preferredMethod: 'other_upi',
        note: 'GPay please',
        idempotencyKey: 'cashier-review-2',
      })
    ).json().result as { id: number };

    const queue = await adminGet(`/admin/payment-requests?status=pending&playerId=${player.id}`);
    expect(queue.json().result).toMatchObject({
      totalCount: 2,
      items: [
        { id: withdrawal.id, method: 'cashier', preferredMethod: 'other_upi', playerNote: 'GPay please' },
        { id: asked.id, method: 'cashier', username: 'cashier-reviewed', utrCheck: null, receiptId: null },
      ],
    });

    const approved = await admin(`/admin/payment-requests/${asked.id}/approve`);
    expect(approved.json().result).toMatchObject({ status: 'approved', method: 'cashier' });
    const rejected = await admin(`/admin/payment-requests/${withdrawal.id}/reject`, { note: 'Please use UPI' });
    expect(rejected.json().result).toMatchObject({
      status: 'rejected',
      note: 'Please use UPI',
      playerNote: 'GPay please',
    });
    expect(await balanceOf(player)).toBe('1000.00');
    expect(await ledgerOf(player)).toEqual([]);
    expect(await pendingOf(player)).toEqual({ totalCount: 0, items: [] });
    expect((await admin(`/admin/payment-requests/${asked.id}/reject`)).statusCode).toBe(409);
  });

  it('is refused without a session', async () => {
    const response = await app.inject({ method: 'POST', url, payload: deposit });
    expect(response.statusCode).toBe(401);
  });
});
