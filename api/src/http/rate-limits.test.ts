import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { accountRoutes } from '../routes/account.js';
import { adminRoutes } from '../routes/admin.js';
import { oauthRoutes } from '../routes/oauth.js';
import { createPaymentRoutes } from '../routes/payments.js';
import { startTestApp, testAdminAuthorization, type TestApp } from '../testing/test-app.js';
import { encodePayload } from './codec.js';
import { tooManyAttempts } from './rate-limits.js';

// Small limits, so each rule is reached in a few calls. Every test calls from addresses of its own
// and uses names of its own, so the counters of one test never reach another.
const env = {
  RATE_LIMIT_LOGIN_PER_IP: '4/1m',
  RATE_LIMIT_LOGIN_PER_ACCOUNT: '3/1m',
  RATE_LIMIT_DEMO_PER_IP: '2/1m',
  RATE_LIMIT_REGISTER_PER_IP: '2/10m',
  RATE_LIMIT_REGISTER_PER_ACCOUNT: '3/10m',
  RATE_LIMIT_VERIFY_PER_IP: '3/10m',
  RATE_LIMIT_VERIFY_PER_ACCOUNT: '2/10m',
  RATE_LIMIT_CHANGE_PASSWORD_PER_IP: '5/15m',
  RATE_LIMIT_CHANGE_PASSWORD_PER_ACCOUNT: '2/15m',
  RATE_LIMIT_REFRESH_PER_IP: '2/1m',
  RATE_LIMIT_TOKEN_PER_IP: '3/1m',
  RATE_LIMIT_TOKEN_PER_CLIENT: '4/1m',
  RATE_LIMIT_UPLOAD_PER_IP: '4/10m',
  RATE_LIMIT_UPLOAD_PER_ACCOUNT: '2/10m',
};

// Receipts are never read here: the calls below are refused or counted before any image is.
const noReader = { read: async () => '', close: async () => undefined };

let testApp: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  testApp = await startTestApp({
    routes: [accountRoutes, oauthRoutes, adminRoutes, createPaymentRoutes({ reader: noReader })],
    env,
  });
  ({ app } = testApp);
});

afterAll(() => testApp.close());

let addresses = 0;
/** A client address no other call of the file has used. */
const newIp = () => {
  addresses += 1;
  return `10.0.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};

const call = (ip: string, options: InjectOptions) => app.inject({ ...options, remoteAddress: ip });
const post = (ip: string, url: string, payload: object, headers: Record<string, string> = {}) =>
  call(ip, { method: 'POST', url, payload, headers });

function expectTooMany(response: LightMyRequestResponse, windowSeconds: number) {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  const refusal = tooManyAttempts(retryAfter);
  expect(response.json()).toEqual({
    success: false,
    error: { message: refusal.message, code: refusal.refusal?.code, values: refusal.refusal?.values },
  });
  expect(response.json().error.code).toMatch(/^tooManyAttempts(Seconds|Minutes)$/);
}

const statuses = (responses: readonly LightMyRequestResponse[]) => responses.map((response) => response.statusCode);

async function inSequence(count: number, send: (index: number) => Promise<LightMyRequestResponse>) {
  const responses: LightMyRequestResponse[] = [];
  for (let index = 0; index < count; index += 1) responses.push(await send(index));
  return responses;
}

const login = (ip: string, userName: string, password = 'wrong-password') =>
  post(ip, '/Account/Authenticate', { userNameOrEmailAddress: userName, password });

describe('tooManyAttempts', () => {
  it.each([
    [0.2, '1 second', 'tooManyAttemptsSeconds', 1],
    [1, '1 second', 'tooManyAttemptsSeconds', 1],
    [42, '42 seconds', 'tooManyAttemptsSeconds', 42],
    [59.5, '1 minute', 'tooManyAttemptsMinutes', 1],
    [60, '1 minute', 'tooManyAttemptsMinutes', 1],
    [61, '2 minutes', 'tooManyAttemptsMinutes', 2],
    [600, '10 minutes', 'tooManyAttemptsMinutes', 10],
    [900, '15 minutes', 'tooManyAttemptsMinutes', 15],
  ])('says %s s as "%s", rounded up, with its code and count', (seconds, wait, code, count) => {
    const error = tooManyAttempts(seconds);
    expect(error.statusCode).toBe(429);
    expect(error.message).toBe(`Too many attempts. Please try again in ${wait}.`);
    expect(error.refusal).toEqual({ code, values: { count } });
  });
});

describe('POST /Account/Authenticate', () => {
  it('refuses a fourth password a minute for one username, whatever its case, spaces or address', async () => {
    const tries = await inSequence(3, (index) => login(newIp(), ['Keeper', 'keeper', '  KEEPER '][index] ?? ''));
    expect(statuses(tries)).not.toContain(429);

    expectTooMany(await login(newIp(), 'kEePeR'), 60);
    // Another player is not held back by the first one's guesses.
    expect((await login(newIp(), 'someone-else')).statusCode).not.toBe(429);
  });

  it('refuses a fifth login a minute from one address, whatever the usernames', async () => {
    const ip = newIp();
    const tries = await inSequence(4, (index) => login(ip, `random-${index}-${ip}`));
    expect(statuses(tries)).not.toContain(429);

    const refused = await login(ip, `random-last-${ip}`);
    expectTooMany(refused, 60);
    expect(refused.json<{ error: { message: string } }>().error.message).toMatch(
      /^Too many attempts\. Please try again in (\d+ seconds?|1 minute)\.$/,
    );
    // The refusal comes before the body is read: even a broken body gets it.
    const broken = await call(ip, {
      method: 'POST',
      url: '/Account/Authenticate',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expectTooMany(broken, 60);
    // Another address is still served.
    expect((await login(newIp(), `random-other-${ip}`)).statusCode).not.toBe(429);
  });

  it('keys the username of an encoded body on its decoded value', async () => {
    const encoded = (ip: string) =>
      post(ip, '/Account/Authenticate', encodePayload({ userNameOrEmailAddress: 'Encoded', password: 'wrong' }), {
        'x-payload-codec': 'base64-json',
      });
    const tries = await inSequence(3, () => encoded(newIp()));
    expect(statuses(tries)).not.toContain(429);
    expectTooMany(await login(newIp(), 'encoded'), 60);
  });
});

describe('GET /Account/LoginAsDemoUser', () => {
  it('serves two demo logins a minute per address, HEAD requests included', async () => {
    const ip = newIp();
    expect((await call(ip, { method: 'HEAD', url: '/Account/LoginAsDemoUser' })).statusCode).toBe(200);
    expect((await call(ip, { method: 'GET', url: '/Account/LoginAsDemoUser' })).statusCode).toBe(200);
    expectTooMany(await call(ip, { method: 'GET', url: '/Account/LoginAsDemoUser' }), 60);
    expect((await call(newIp(), { method: 'GET', url: '/Account/LoginAsDemoUser' })).statusCode).toBe(200);
  });
});

describe('sign-up calls', () => {
  it('refuses a third registration in ten minutes from one address', async () => {
    const ip = newIp();
    const tries = await inSequence(2, (index) =>
      post(ip, '/Account/Register', { userName: `signup${index}x${addresses}` }),
    );
    expect(statuses(tries)).not.toContain(429);
    const refused = await post(ip, '/Account/Register', { userName: `signuplast${addresses}` });
    expectTooMany(refused, 600);
    expect(refused.json()).toEqual({
      success: false,
      error: {
        message: 'Too many attempts. Please try again in 10 minutes.',
        code: 'tooManyAttemptsMinutes',
        values: { count: 10 },
      },
    });
  });

  it('refuses a fourth registration in ten minutes of one username from any address', async () => {
    const tries = await inSequence(3, () => post(newIp(), '/Account/Register', { userName: 'SameName' }));
    expect(statuses(tries)).not.toContain(429);
    expectTooMany(await post(newIp(), '/Account/Register', { userName: 'samename' }), 600);
  });

  it('limits verification and resending per username and per address', async () => {
    const verify = (ip: string, userName: string) =>
      post(ip, '/Account/VerificationUser', { userName, mobile: '9800000000', code: '000000' });
    const first = await inSequence(2, () => verify(newIp(), 'verifier'));
    expect(statuses(first)).not.toContain(429);
    expectTooMany(await verify(newIp(), 'Verifier'), 600);

    const resend = (ip: string, userName: string) =>
      post(ip, '/Account/ResendVerificationCode', { userName, mobile: '9800000000' });
    const ip = newIp();
    const resent = await inSequence(3, (index) => resend(ip, `resender${index}`));
    expect(statuses(resent)).not.toContain(429);
    expectTooMany(await resend(ip, 'resender-last'), 600);
  });
});

async function playerToken(username: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/admin/players',
    headers: testAdminAuthorization,
    payload: { username },
  });
  return response.json<{ result: { accessToken: string } }>().result.accessToken;
}

describe('POST /Account/changePassword', () => {
  const changePassword = (ip: string, authorization: string) =>
    post(
      ip,
      '/Account/changePassword',
      { currentPassword: 'guess-1234', newPassword: 'another-5678' },
      { authorization },
    );

  it("refuses a third attempt in fifteen minutes on one player's token, from any address", async () => {
    const token = await playerToken('passwordchanger');
    const tries = await inSequence(2, () => changePassword(newIp(), `Bearer ${token}`));
    expect(statuses(tries)).not.toContain(429);
    expectTooMany(await changePassword(newIp(), `Bearer ${token}`), 900);
    // Another player's attempts count on their own.
    expect((await changePassword(newIp(), `Bearer ${await playerToken('otherchanger')}`)).statusCode).not.toBe(429);
  });

  it('counts calls with an invalid token against the address only', async () => {
    const ip = newIp();
    const tries = await inSequence(5, () => changePassword(ip, 'Bearer not-a-token'));
    expect(statuses(tries)).toEqual([401, 401, 401, 401, 401]);
    expectTooMany(await changePassword(ip, 'Bearer not-a-token'), 900);
  });
});

describe('GET /Account/RefreshToken', () => {
  it('refuses a third refresh a minute from one address', async () => {
    const ip = newIp();
    const refresh = () => call(ip, { method: 'GET', url: '/Account/RefreshToken?refreshToken=unknown' });
    expect(statuses(await inSequence(2, refresh))).not.toContain(429);
    expectTooMany(await refresh(), 60);
  });
});

describe('POST /api/v1/token/token', () => {
  const exchange = (ip: string, clientUser: string) =>
    post(ip, '/api/v1/token/token', {
      client_user: clientUser,
      client_secret: 'wrong-secret',
      redirect_uri: 'https://partner.example/callback',
      grant_type: 'authorization_code',
      code: 'unknown-code',
    });

  it('limits exchanges per address and per client', async () => {
    const ip = newIp();
    expect(statuses(await inSequence(3, (index) => exchange(ip, `client-${index}`)))).toEqual([400, 400, 400]);
    expectTooMany(await exchange(ip, 'client-last'), 60);

    expect(statuses(await inSequence(4, () => exchange(newIp(), 'Partner')))).toEqual([400, 400, 400, 400]);
    expectTooMany(await exchange(newIp(), 'partner'), 60);
  });
});

describe('POST /Setting/StoreImage', () => {
  // No file at all: the upload is refused (400) after it is counted, so nothing is stored.
  const uploadNothing = (ip: string, token: string) =>
    post(ip, '/Setting/StoreImage', {}, { authorization: `Bearer ${token}` });

  it("refuses a third upload in ten minutes from one player's token, from any address", async () => {
    const token = await playerToken('receiptsender');
    expect(statuses(await inSequence(2, () => uploadNothing(newIp(), token)))).toEqual([400, 400]);
    expectTooMany(await uploadNothing(newIp(), token), 600);
    expect((await uploadNothing(newIp(), await playerToken('otherreceiptsender'))).statusCode).toBe(400);
  });

  it('refuses a fifth upload in ten minutes from one address, whatever the players', async () => {
    const ip = newIp();
    const tries = await inSequence(4, async (index) => uploadNothing(ip, await playerToken(`sharedip${index}`)));
    expect(statuses(tries)).toEqual([400, 400, 400, 400]);
    expectTooMany(await uploadNothing(ip, await playerToken('sharedip4')), 600);
  });
});

describe('calls without a limit', () => {
  it('are never refused for their number', async () => {
    const ip = newIp();
    const answers = await inSequence(12, () =>
      call(ip, { method: 'POST', url: '/Account/GetAccessTokenValidateTime' }),
    );
    expect(new Set(statuses(answers))).toEqual(new Set([401]));
  });
});
