import {
  fillTemplate,
  responsiblePlayMessages,
  type ResponsiblePlayCode,
  type ResponsiblePlaySettings,
  type WordingValues,
} from '@exchange/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { postToLedger } from '../ledger/ledger.js';
import { defaultPaymentSettings } from '../payments/payment-settings.js';
import { assertLossRoom, assertMayStake } from '../responsible-play/responsible-play.js';
import { startTestApp, testAdminAuthorization, type TestApp } from '../testing/test-app.js';
import { accountRoutes } from './account.js';
import { createAdminAccountRoutes } from './admin-accounts.js';
import { adminPaymentRoutes } from './admin-payments.js';
import { adminRoutes } from './admin.js';
import { createBetRoutes } from './bets.js';
import { createPaymentRoutes } from './payments.js';
import { createResponsiblePlayRoutes } from './responsible-play.js';

// One clock for the file; every test uses its own players, so moving it for one leaves the others
// meaningful. Ledger entries are stamped by the database's clock, so the tests of losses set it
// back to the real time first.
let clockTime = Date.now();
const now = () => new Date(clockTime);
const advanceHours = (hours: number) => {
  clockTime += hours * 3600_000;
};
const useRealTime = () => {
  clockTime = Date.now();
};

let testApp: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  testApp = await startTestApp({
    routes: [
      adminRoutes,
      accountRoutes,
      createAdminAccountRoutes({ now }),
      createResponsiblePlayRoutes({ now }),
      createPaymentRoutes({
        payerPage: false,
        reader: { read: async () => '', close: async () => undefined },
      }),
      adminPaymentRoutes,
      createBetRoutes({ now }),
    ],
    accounts: { now },
    payments: { now, settings: defaultPaymentSettings },
    betting: { now },
    // Tokens outlive the hours this file moves its clock by.
    env: { ACCESS_TOKEN_TTL_SECONDS: String(365 * 24 * 3600) },
  });
  app = testApp.app;
});

afterAll(() => testApp.close());

interface TestPlayer {
  id: number;
  authorization: string;
}

let serial = 0;
async function newPlayer(balance = '10000.00'): Promise<TestPlayer> {
  serial += 1;
  const created = await app.inject({
    method: 'POST',
    url: '/admin/players',
    headers: testAdminAuthorization,
    payload: { username: `careful${serial}`, balance },
  });
  const { player, accessToken } = created.json<{ result: { player: { id: number }; accessToken: string } }>().result;
  return { id: player.id, authorization: `Bearer ${accessToken}` };
}

const call = (player: TestPlayer, url: string, payload?: object) =>
  app.inject({
    method: payload === undefined ? 'GET' : 'POST',
    url,
    headers: { authorization: player.authorization },
    ...(payload === undefined ? {} : { payload }),
  });

const settingsOf = (response: LightMyRequestResponse): ResponsiblePlaySettings => {
  expect(response.json()).toMatchObject({ success: true });
  return response.json<{ result: ResponsiblePlaySettings }>().result;
};

const refusal = (response: LightMyRequestResponse) => {
  const error = response.json<{ error?: { message: string; code?: string } }>().error;
  return { status: response.statusCode, message: error?.message, code: error?.code };
};

/** A refusal as `refusal` reads it: its status, its English wording and its code. */
const refusedWith = (status: number, code: ResponsiblePlayCode, values: WordingValues = {}) => ({
  status,
  message: fillTemplate(responsiblePlayMessages[code], values),
  code,
});

const setLimits = (player: TestPlayer, kind: 'deposit' | 'loss', daily: string, weekly = '') =>
  call(player, '/ResponsiblePlay/SetLimits', { kind, daily, weekly });

describe('limits', () => {
  it('applies a first limit and a cut at once', async () => {
    const player = await newPlayer();
    const first = settingsOf(await setLimits(player, 'deposit', '1000', '5000.50'));
    expect(first.deposit.daily).toEqual({ amount: 1000, used: 0, pending: null });
    expect(first.deposit.weekly).toEqual({ amount: 5000.5, used: 0, pending: null });
    const cut = settingsOf(await setLimits(player, 'deposit', '999.99', '5000.50'));
    expect(cut.deposit.daily).toEqual({ amount: 999.99, used: 0, pending: null });
  });

  it('holds a rise (and a removal) for 24 hours, showing what waits and when', async () => {
    const player = await newPlayer();
    await setLimits(player, 'loss', '500', '2000');
    const asked = now();
    const raised = settingsOf(await setLimits(player, 'loss', '800', ''));
    const effectiveAt = new Date(asked.getTime() + 24 * 3600_000).toISOString();
    expect(raised.loss.daily).toEqual({ amount: 500, used: 0, pending: { amount: 800, effectiveAt } });
    expect(raised.loss.weekly).toEqual({ amount: 2000, used: 0, pending: { amount: null, effectiveAt } });

    // Asking for the same rise again does not restart its wait.
    advanceHours(23);
    const again = settingsOf(await setLimits(player, 'loss', '800', ''));
    expect(again.loss.daily.pending).toEqual({ amount: 800, effectiveAt });
    expect(again.loss.daily.amount).toBe(500);

    advanceHours(1);
    const later = settingsOf(await call(player, '/ResponsiblePlay/GetSettings'));
    expect(later.loss.daily).toEqual({ amount: 800, used: 0, pending: null });
    expect(later.loss.weekly).toEqual({ amount: null, used: 0, pending: null });
  });

  it('drops a waiting rise when the player cuts the limit instead', async () => {
    const player = await newPlayer();
    await setLimits(player, 'deposit', '500');
    await setLimits(player, 'deposit', '900');
    const cut = settingsOf(await setLimits(player, 'deposit', '400'));
    expect(cut.deposit.daily).toEqual({ amount: 400, used: 0, pending: null });
  });

  it.each([
    ['0', 'limitNotPositive'],
    ['-100', 'limitAmountFormat'],
    ['100.005', 'limitAmountFormat'],
    ['lots', 'limitAmountFormat'],
  ] as const)('refuses %s with its code and writes nothing', async (daily, code) => {
    const player = await newPlayer();
    await setLimits(player, 'deposit', '700');
    expect(refusal(await setLimits(player, 'deposit', daily, '900'))).toEqual(refusedWith(400, code));
    const unchanged = settingsOf(await call(player, '/ResponsiblePlay/GetSettings'));
    expect(unchanged.deposit.daily.amount).toBe(700);
    expect(unchanged.deposit.weekly.amount).toBeNull();
  });

  it('refuses a weekly limit below the daily one', async () => {
    const player = await newPlayer();
    expect(refusal(await setLimits(player, 'deposit', '700', '600'))).toEqual(
      refusedWith(400, 'weeklyLimitBelowDaily'),
    );
  });

  it('lets the demo player read but change nothing', async () => {
    const demoLogin = await app.inject({ method: 'GET', url: '/Account/LoginAsDemoUser' });
    const demo = {
      id: 0,
      authorization: `Bearer ${demoLogin.json<{ result: { accessToken: string } }>().result.accessToken}`,
    };
    expect(settingsOf(await call(demo, '/ResponsiblePlay/GetSettings')).canChange).toBe(false);
    const refused = refusedWith(403, 'demoCannotChangeResponsiblePlay');
    expect(refusal(await setLimits(demo, 'deposit', '100'))).toEqual(refused);
    expect(refusal(await call(demo, '/ResponsiblePlay/TakeBreak', { period: '24h' }))).toEqual(refused);
  });
});

describe('deposit limit', () => {
  it('refuses a UPI payment and a manual deposit that would go over it, exactly at the paisa', async () => {
    const player = await newPlayer();
    await setLimits(player, 'deposit', '1000', '1500');
    const generated = await call(player, '/api/Payment/Generate', { amount: '999.99' });
    expect(generated.statusCode).toBe(200);
    const paid = await app.inject({
      method: 'POST',
      url: `/admin/payments/${generated.json<{ result: { reference: string } }>().result.reference}/complete`,
      headers: testAdminAuthorization,
      payload: { outcome: 'paid' },
    });
    expect(paid.statusCode).toBe(200);
    expect(refusal(await call(player, '/api/Payment/Generate', { amount: '100.00' }))).toEqual(
      refusedWith(400, 'dailyDepositLimit'),
    );
    const settings = settingsOf(await call(player, '/ResponsiblePlay/GetSettings'));
    expect(settings.deposit.daily.used).toBe(999.99);

    // A day later the daily window is clear, the weekly one still counts the first payment.
    advanceHours(25);
    expect(refusal(await call(player, '/api/Payment/Generate', { amount: '500.02' }))).toEqual(
      refusedWith(400, 'weeklyDepositLimit'),
    );
    expect((await call(player, '/api/Payment/Generate', { amount: '500.01' })).statusCode).toBe(200);

    const manual = await call(player, '/DepositWithdrawal/CreateDeposit', {
      amount: '100',
      utr: '123456789012',
      receiptId: '00000000-0000-4000-8000-000000000000',
      idempotencyKey: 'over-the-limit',
    });
    // The receipt is checked first; with no limit left, the limit speaks before anything is written.
    expect(manual.statusCode).toBe(400);
    const [count] = await testApp.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM payment_requests WHERE player_id = $1 AND type = 'deposit'",
      [player.id],
    );
    expect(count?.n).toBe(2);
  });
});

describe('deposit limit counts what is still pending', () => {
  it('lets exactly the deposits through that fit when they are asked for at once', async () => {
    const player = await newPlayer();
    await setLimits(player, 'deposit', '1000');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call(player, '/api/Payment/Generate', { amount: '200.00' })),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(5);
    for (const answer of answers.filter((one) => one.statusCode !== 200)) {
      expect(refusal(answer)).toEqual(refusedWith(400, 'dailyDepositLimit'));
    }
    expect(settingsOf(await call(player, '/ResponsiblePlay/GetSettings')).deposit.daily.used).toBe(1000);

    // A payment no one paid before it expired will never be credited: it no longer counts.
    advanceHours((defaultPaymentSettings.upiExpirySeconds + 1) / 3600);
    expect(settingsOf(await call(player, '/ResponsiblePlay/GetSettings')).deposit.daily.used).toBe(0);
    expect((await call(player, '/api/Payment/Generate', { amount: '1000.00' })).statusCode).toBe(200);
  });

  it('counts a manual deposit waiting for the operator whenever it was asked for, and once credited in the window', async () => {
    const player = await newPlayer();
    await setLimits(player, 'deposit', '1000');
    const [waiting] = await testApp.db.query<{ id: number }>(
      `INSERT INTO payment_requests (player_id, type, method, amount, status, created_at)
       VALUES ($1, 'deposit', 'manual', 700, 'pending', $2) RETURNING id`,
      [player.id, new Date(clockTime - 3 * 24 * 3600_000)],
    );
    expect(refusal(await call(player, '/api/Payment/Generate', { amount: '300.01' }))).toEqual(
      refusedWith(400, 'dailyDepositLimit'),
    );
    expect((await call(player, '/api/Payment/Generate', { amount: '300.00' })).statusCode).toBe(200);

    // Credited now, asked for three days ago: it counts in today's window.
    const approved = await app.inject({
      method: 'POST',
      url: `/admin/payment-requests/${waiting?.id}/approve`,
      headers: testAdminAuthorization,
      payload: {},
    });
    expect(approved.statusCode).toBe(200);
    expect(settingsOf(await call(player, '/ResponsiblePlay/GetSettings')).deposit.daily.used).toBe(1000);
    expect(refusal(await call(player, '/api/Payment/Generate', { amount: '100.00' }))).toEqual(
      refusedWith(400, 'dailyDepositLimit'),
    );
  });

  it('counts a deposit asked of the cashier, and refuses one that would go over', async () => {
    const player = await newPlayer();
    await setLimits(player, 'deposit', '1000');
    const ask = (amount: string, idempotencyKey: string) =>
      call(player, '/DepositWithdrawal/CreateRequestForDepositWithdrawal', {
        type: 'deposit',
        amount,
        preferredMethod: 'cash_agent',
        idempotencyKey,
      });
    expect((await ask('600', 'cashier-limit-1')).statusCode).toBe(200);
    expect(refusal(await ask('400.01', 'cashier-limit-2'))).toEqual(refusedWith(400, 'dailyDepositLimit'));
    expect(refusal(await call(player, '/api/Payment/Generate', { amount: '400.01' }))).toEqual(
      refusedWith(400, 'dailyDepositLimit'),
    );
    expect(settingsOf(await call(player, '/ResponsiblePlay/GetSettings')).deposit.daily.used).toBe(600);
  });
});

describe('loss limit', () => {
  it('counts the net loss of settled bets and casino rounds, to the paisa', async () => {
    useRealTime();
    const player = await newPlayer();
    await setLimits(player, 'loss', '300');
    const post = (kind: string, amount: string, reference: string) =>
      postToLedger(testApp.db, testApp.services.playerEvents, {
        playerId: player.id,
        kind,
        amount,
        reference,
        description: { code: 'balanceAdjustment', values: {} },
        allowBelowExposure: true,
      });
    await post('bet_settlement', '-250.00', `loss-${player.id}-1`);
    await post('casino_stake', '-100.00', `loss-${player.id}-2`);
    await post('casino_win', '50.01', `loss-${player.id}-3`);
    // A deposit is not play: it does not offset losses.
    await post('deposit', '5000.00', `loss-${player.id}-4`);
    expect(settingsOf(await call(player, '/ResponsiblePlay/GetSettings')).loss.daily.used).toBe(299.99);

    // 299.99 lost: a stake that could lose 0.01 more fits, one of 0.02 does not.
    const stake = (risk: bigint, openExposure = 0n) =>
      testApp.db.transaction((tx) => assertLossRoom(tx, player.id, now(), { openExposure, risk }));
    await expect(stake(1n)).resolves.toBeUndefined();
    await expect(stake(2n)).rejects.toMatchObject({
      statusCode: 403,
      message:
        'This bet could lose 0.02, which would pass your daily loss limit of 300.00: at most 0.01 more can be at risk today.',
      refusal: { code: 'dailyLossRoom', values: { risk: '0.02', limit: '300.00', room: '0.01' } },
    });
    // What open bets could still lose counts as much as what was lost.
    await expect(stake(1n, 1n)).rejects.toMatchObject({
      statusCode: 403,
      message: responsiblePlayMessages.dailyLossLimit,
      refusal: { code: 'dailyLossLimit' },
    });

    await post('commission', '-0.01', `loss-${player.id}-5`);
    await expect(stake(1n)).rejects.toMatchObject({
      statusCode: 403,
      message: responsiblePlayMessages.dailyLossLimit,
      refusal: { code: 'dailyLossLimit' },
    });
    // A stake that adds nothing at risk (a cash out's hedge) is never refused by a loss limit.
    await expect(stake(0n, 5000n)).resolves.toBeUndefined();
  });
});

describe('time-out and self-exclusion', () => {
  const password = 'secret123';
  async function accountWithPassword() {
    serial += 1;
    const who = { userName: `pause${serial}x`, mobile: `97${String(serial).padStart(8, '0')}` };
    await app.inject({ method: 'POST', url: '/Account/Register', payload: { ...who, password } });
    const code = await app.inject({
      url: `/admin/accounts/${who.userName}/verification-code`,
      headers: testAdminAuthorization,
    });
    const verified = await app.inject({
      method: 'POST',
      url: '/Account/VerificationUser',
      payload: { ...who, code: code.json<{ result: { code: string } }>().result.code },
    });
    const login = verified.json<{ result: { accessToken: string; refreshToken: string; userId: number } }>().result;
    return { ...who, login, player: { id: login.userId, authorization: `Bearer ${login.accessToken}` } };
  }
  const logIn = (userName: string) =>
    app.inject({
      method: 'POST',
      url: '/Account/Authenticate',
      payload: { userNameOrEmailAddress: userName, password },
    });

  it('ends every session and refuses logins until the time-out ends', async () => {
    const account = await accountWithPassword();
    const second = await logIn(account.userName);
    expect(second.statusCode).toBe(200);

    const taken = await call(account.player, '/ResponsiblePlay/TakeBreak', { period: '24h' });
    expect(taken.json()).toEqual({
      success: true,
      result: { kind: 'timeOut', until: new Date(clockTime + 24 * 3600_000).toISOString() },
    });
    expect((await call(account.player, '/ResponsiblePlay/GetSettings')).statusCode).toBe(401);
    const secondToken = {
      id: 0,
      authorization: `Bearer ${second.json<{ result: { accessToken: string } }>().result.accessToken}`,
    };
    expect((await call(secondToken, '/ResponsiblePlay/GetSettings')).statusCode).toBe(401);
    const refreshed = await app.inject({
      url: `/Account/RefreshToken?refreshToken=${encodeURIComponent(account.login.refreshToken)}`,
    });
    expect(refreshed.statusCode).toBe(401);

    const until = new Date(clockTime + 24 * 3600_000).toISOString();
    const timedOut = refusal(await logIn(account.userName));
    expect(timedOut).toEqual(refusedWith(403, 'timeOut', { until }));
    // The refusal says when the time-out ends.
    expect(timedOut.message).toBe(
      `Your account is on a time-out until ${new Date(until).toUTCString()}. You can log in again then.`,
    );
    advanceHours(23.9);
    expect(refusal(await logIn(account.userName))).toEqual(refusedWith(403, 'timeOut', { until }));
    advanceHours(0.1);
    expect((await logIn(account.userName)).statusCode).toBe(200);
  });

  it('keeps a self-exclusion when a shorter time-out is asked for during it', async () => {
    const account = await accountWithPassword();
    await call(account.player, '/ResponsiblePlay/TakeBreak', { period: '6m' });
    expect(refusal(await logIn(account.userName))).toMatchObject({ status: 403, code: 'selfExcluded' });
    const [row] = await testApp.db.query<{ break_kind: string }>(
      'SELECT break_kind FROM responsible_play WHERE player_id = $1',
      [account.player.id],
    );
    expect(row?.break_kind).toBe('selfExclusion');
  });

  it('refuses stakes during a break, which a casino launch could otherwise outlive', async () => {
    const player = await newPlayer();
    await expect(assertMayStake(testApp.db, player.id, now())).resolves.toBeUndefined();
    expect((await call(player, '/ResponsiblePlay/TakeBreak', { period: '30d' })).statusCode).toBe(200);
    await expect(assertMayStake(testApp.db, player.id, now())).rejects.toMatchObject({
      statusCode: 403,
      message: expect.stringMatching(
        /^Your account is on a time-out until .+ GMT\. You can log in again then\.$/,
      ) as string,
      refusal: { code: 'timeOut' },
    });
  });

  it('refuses an unknown break with its message', async () => {
    const player = await newPlayer();
    expect(refusal(await call(player, '/ResponsiblePlay/TakeBreak', { period: '2h' }))).toEqual(
      refusedWith(400, 'breakPeriodUnknown'),
    );
    expect((await call(player, '/ResponsiblePlay/GetSettings')).statusCode).toBe(200);
  });
});

describe('reality check', () => {
  it('stores the interval and answers the session’s time and result', async () => {
    useRealTime();
    const player = await newPlayer();
    expect(refusal(await call(player, '/ResponsiblePlay/SetRealityCheck', { minutes: 20 }))).toEqual(
      refusedWith(400, 'realityCheckInterval'),
    );
    expect(
      settingsOf(await call(player, '/ResponsiblePlay/SetRealityCheck', { minutes: 30 })).realityCheckMinutes,
    ).toBe(30);
    await postToLedger(testApp.db, testApp.services.playerEvents, {
      playerId: player.id,
      kind: 'bet_settlement',
      amount: '125.50',
      reference: `reality-${player.id}`,
      description: { code: 'betWon', values: { event: 'Test match', market: 'Match Odds' } },
    });
    const check = await call(player, '/ResponsiblePlay/GetRealityCheck');
    expect(check.json()).toMatchObject({
      success: true,
      result: { intervalMinutes: 30, profitLoss: 125.5, now: now().toISOString() },
    });
  });
});
