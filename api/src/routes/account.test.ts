import type { RefusalCode, WordingValues } from '@exchange/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { randomVerificationCode, tokenDigest as sha256 } from '../accounts/secrets.js';
import type { Database } from '../db/database.js';
import { buildServer } from '../server.js';
import { startTestApp, testAdminAuthorization, type TestApp } from '../testing/test-app.js';
import { accountRoutes } from './account.js';
import { createAdminAccountRoutes } from './admin-accounts.js';

const adminAuth = testAdminAuthorization;

// One clock for the file, only ever moved forward: every test uses its own accounts, so moving it
// for one test leaves the codes and lockouts of the others meaningful.
let clockTime = new Date('2030-01-01T00:00:00.000Z').getTime();
const now = () => new Date(clockTime);
const advance = (seconds: number) => {
  clockTime += seconds * 1000;
};

let failNextCode = false;
const generateCode = () => {
  if (failNextCode) {
    failNextCode = false;
    throw new Error('the code generator failed');
  }
  return randomVerificationCode();
};

const logLines: string[] = [];
let testApp: TestApp;
let db: Database;
let app: FastifyInstance;

beforeAll(async () => {
  testApp = await startTestApp({
    routes: [accountRoutes, createAdminAccountRoutes({ now })],
    accounts: { now, generateCode },
    logger: { level: 'info', stream: { write: (line: string) => void logLines.push(line) } },
  });
  ({ app, db } = testApp);
});

afterAll(() => testApp.close());

// ---- helpers ----

let serial = 0;
/** A fresh username and mobile number for each call. */
const identity = () => {
  serial += 1;
  return { userName: `player${serial}x`, mobile: `98${String(serial).padStart(8, '0')}` };
};
const password = 'secret123';

const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, headers, ...(payload === undefined ? {} : { payload }) });

const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

/** An error envelope: the English message and, for a player's refusal, its code and values. */
const failure = (message: string, code?: RefusalCode, values: WordingValues = {}) => ({
  success: false,
  error: code === undefined ? { message } : { message, code, values },
});

function expectFailure(
  response: LightMyRequestResponse,
  status: number,
  message: string,
  code?: RefusalCode,
  values: WordingValues = {},
) {
  expect({ status: response.statusCode, body: response.json() as unknown }).toEqual({
    status,
    body: failure(message, code, values),
  });
}

interface LoginResultBody {
  accessToken: string;
  refreshToken: string;
  expireInSeconds: number;
  userId: number;
  [field: string]: unknown;
}

const resultOf = <T>(response: LightMyRequestResponse): T => {
  expect(response.json()).toMatchObject({ success: true });
  return response.json<{ result: T }>().result;
};

const register = (fields: object) => post('/Account/Register', fields);

async function pendingCode(userName: string): Promise<string> {
  const response = await app.inject({ url: `/admin/accounts/${userName}/verification-code`, headers: adminAuth });
  return resultOf<{ code: string }>(response).code;
}

const verify = (fields: { userName: string; mobile: string; code: string }) =>
  post('/Account/VerificationUser', fields);

/** A verified account; answers its identity and the login result of its verification. */
async function verifiedAccount(secret = password) {
  const who = identity();
  expect((await register({ ...who, password: secret })).statusCode).toBe(200);
  const login = resultOf<LoginResultBody>(await verify({ ...who, code: await pendingCode(who.userName) }));
  return { ...who, login };
}

const authenticate = (userName: string, secret: string) =>
  post('/Account/Authenticate', { userNameOrEmailAddress: userName, password: secret });

const playerRow = async (userName: string) =>
  (
    await db.query<{ id: number; verified: boolean; mobile: string | null; registered_domain: string | null }>(
      'SELECT id, verified, mobile, registered_domain FROM players WHERE lower(username) = lower($1)',
      [userName],
    )
  )[0];

const countRows = async (sql: string, params: unknown[]) =>
  (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))[0]?.n;

const loginResultShape = (fields: object) => ({
  accessToken: expect.any(String),
  refreshToken: expect.any(String),
  expireInSeconds: 3600,
  userIp: '127.0.0.1',
  stakes: [
    { title: '100', value: 100 },
    { title: '500', value: 500 },
    { title: '1k', value: 1000 },
    { title: '2k', value: 2000 },
    { title: '3k', value: 3000 },
    { title: '4k', value: 4000 },
    { title: '5k', value: 5000 },
    { title: '6k', value: 6000 },
  ],
  casinoToken: expect.stringMatching(/^[\w-]{43}$/),
  userId: expect.any(Number),
  balance: 0,
  exposure: 0,
  football: true,
  tennis: true,
  cricket: true,
  kabaddi: true,
  horseRacing: true,
  ...fields,
});

// ---- registration ----

describe('POST /Account/Register', () => {
  const usernameRule = 'Username must be 4 to 20 letters or digits.';
  const mobileRule = 'Mobile must be a 10-digit number starting with 6, 7, 8 or 9.';
  const passwordRule = 'Password must be at least 8 characters with a letter and a digit.';
  const good = { userName: 'validname', mobile: '9876543210', password: 'secret123' };

  it.each([
    [{ ...good, userName: undefined }, usernameRule, 'username'],
    [{ ...good, userName: '' }, usernameRule, 'username'],
    [{ ...good, userName: 'abc' }, usernameRule, 'username'],
    [{ ...good, userName: 'a'.repeat(21) }, usernameRule, 'username'],
    [{ ...good, userName: 'has space' }, usernameRule, 'username'],
    [{ ...good, userName: 'under_score' }, usernameRule, 'username'],
    [{ ...good, userName: 'naïve123' }, usernameRule, 'username'],
    [{ ...good, userName: 12345 }, usernameRule, 'username'],
    [{ ...good, mobile: undefined }, mobileRule, 'mobile'],
    [{ ...good, mobile: '' }, mobileRule, 'mobile'],
    [{ ...good, mobile: '5876543210' }, mobileRule, 'mobile'],
    [{ ...good, mobile: '0987654321' }, mobileRule, 'mobile'],
    [{ ...good, mobile: '987654321' }, mobileRule, 'mobile'],
    [{ ...good, mobile: '98765432101' }, mobileRule, 'mobile'],
    [{ ...good, mobile: '+919876543210' }, mobileRule, 'mobile'],
    [{ ...good, mobile: '98765-4321' }, mobileRule, 'mobile'],
    [{ ...good, mobile: 9876543210 }, mobileRule, 'mobile'],
    [{ ...good, password: undefined }, passwordRule, 'password'],
    [{ ...good, password: 'abc1234' }, passwordRule, 'password'],
    [{ ...good, password: 'abcdefgh' }, passwordRule, 'password'],
    [{ ...good, password: '12345678' }, passwordRule, 'password'],
    [{ ...good, password: '１２３４５６７８' }, passwordRule, 'password'],
    [{ ...good, confirmPassword: 'secret124' }, 'Passwords do not match.', 'passwordsDiffer'],
    [{ ...good, confirmPassword: '' }, 'Passwords do not match.', 'passwordsDiffer'],
    // The first broken rule in field order wins.
    [{ userName: 'x', mobile: 'y', password: 'z' }, usernameRule, 'username'],
    [{ ...good, mobile: 'y', password: 'z' }, mobileRule, 'mobile'],
  ] as const)('refuses %j with 400: %s', async (payload, message, code) => {
    expectFailure(await register(payload), 400, message, code);
    expect(await playerRow('validname')).toBeUndefined();
  });

  it('refuses a body that is not JSON or not an object with the first rule', async () => {
    expectFailure(await post('/Account/Register', []), 400, usernameRule, 'username');
    expectFailure(await app.inject({ method: 'POST', url: '/Account/Register' }), 400, usernameRule, 'username');
  });

  it('creates an unverified account with a code, logged and readable by the admin API', async () => {
    const who = identity();
    const response = await register({ ...who, password, confirmPassword: password, domain: 'Gold.Localhost:3000' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      result: { ...who, domain: 'gold.localhost', resendAfterSeconds: 30 },
    });

    expect(await playerRow(who.userName)).toMatchObject({
      verified: false,
      mobile: who.mobile,
      registered_domain: 'gold.localhost',
    });
    const admin = await app.inject({ url: `/admin/accounts/${who.userName}/verification-code`, headers: adminAuth });
    const { code, expiresAt } = resultOf<{ code: string; expiresAt: string }>(admin);
    expect(code).toMatch(/^\d{6}$/);
    expect(expiresAt).toBe(new Date(now().getTime() + 600_000).toISOString());

    const logged = logLines.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(logged).toContainEqual(
      expect.objectContaining({ level: 30, msg: `Verification code for ${who.userName}: ${code}` }),
    );

    // Only a digest is stored.
    const stored = await db.query<{ code_hash: string }>(
      'SELECT code_hash FROM verification_codes WHERE player_id = $1',
      [(await playerRow(who.userName))?.id],
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]?.code_hash).not.toContain(code);
  });

  it('trims the username and mobile, takes the domain from the Origin when none is sent, and refuses a bad one', async () => {
    const who = identity();
    const response = await post(
      '/Account/Register',
      { userName: `  ${who.userName} `, mobile: ` ${who.mobile} `, password },
      { origin: 'http://cyan.localhost:3000' },
    );
    expect(resultOf(response)).toEqual({ ...who, domain: 'cyan.localhost', resendAfterSeconds: 30 });

    const other = identity();
    expect(resultOf(await register({ ...other, password }))).toEqual({
      ...other,
      domain: null,
      resendAfterSeconds: 30,
    });
    expectFailure(
      await register({ ...identity(), password, domain: 'not a host/' }),
      400,
      'domain must be a host name',
    );
  });

  it('refuses a taken username, in any case, and creates nothing', async () => {
    const taken = await verifiedAccount();
    const before = await countRows('players', []);
    expectFailure(
      await register({ userName: taken.userName.toUpperCase(), mobile: identity().mobile, password }),
      409,
      'That username is taken.',
      'usernameTaken',
    );
    expectFailure(
      await register({ userName: 'demo', mobile: identity().mobile, password }),
      409,
      'That username is taken.',
      'usernameTaken',
    );
    expect(await countRows('players', [])).toBe(before);
  });

  it('refuses a mobile number another account has verified, and leaves no account behind', async () => {
    const owner = await verifiedAccount();
    const second = identity();
    expectFailure(
      await register({ userName: second.userName, mobile: owner.mobile, password }),
      409,
      'That mobile number is already registered.',
      'mobileTaken',
    );
    expect(await playerRow(second.userName)).toBeUndefined();
  });

  it("never lets someone else's pending sign-up be taken over: without its password the username is taken", async () => {
    const victim = identity();
    await register({ ...victim, password: 'victimpass1' });
    const victimCode = await pendingCode(victim.userName);
    advance(31);

    // The attacker knows the username and mobile, not the password.
    expectFailure(
      await register({ ...victim, password: 'attacker99' }),
      409,
      'That username is taken.',
      'usernameTaken',
    );
    expectFailure(
      await register({ userName: victim.userName, mobile: identity().mobile, password: 'attacker99' }),
      409,
      'That username is taken.',
      'usernameTaken',
    );
    // No new code was made, and the sign-up still belongs to its password.
    expect(await pendingCode(victim.userName)).toBe(victimCode);
    expect(resultOf(await verify({ ...victim, code: victimCode }))).toMatchObject({ username: victim.userName });
    expectFailure(
      await authenticate(victim.userName, 'attacker99'),
      401,
      'Invalid username or password.',
      'invalidCredentials',
    );
    expect((await authenticate(victim.userName, 'victimpass1')).statusCode).toBe(200);
  });

  it('leaves nothing behind when the registration fails half-way', async () => {
    const who = identity();
    failNextCode = true;
    const failed = await register({ ...who, password });
    expectFailure(failed, 500, 'Internal server error', 'internalError');
    expect(await playerRow(who.userName)).toBeUndefined();
    expect(await countRows('players WHERE mobile = $1', [who.mobile])).toBe(0);

    // Nothing blocks the same sign-up afterwards.
    expect(resultOf(await register({ ...who, password }))).toMatchObject(who);
  });

  it('resumes a pending sign-up with its own password like a resend: new code, same password', async () => {
    const who = identity();
    await register({ ...who, password: 'firstpass1' });
    const firstCode = await pendingCode(who.userName);

    const tooSoon = await register({ ...who, password: 'firstpass1' });
    expectFailure(tooSoon, 429, 'Please wait before asking for another code.', 'resendTooSoon');
    expect(tooSoon.headers['retry-after']).toBe('30');

    advance(30);
    expect(resultOf(await register({ ...who, password: 'firstpass1' }))).toMatchObject(who);
    const secondCode = await pendingCode(who.userName);
    expect(await countRows('players WHERE mobile = $1', [who.mobile])).toBe(1);

    if (secondCode !== firstCode) {
      expectFailure(
        await verify({ ...who, code: firstCode }),
        400,
        'The code is not correct.',
        'verificationCodeWrong',
      );
    }
    expect(resultOf(await verify({ ...who, code: secondCode }))).toMatchObject({ username: who.userName });
    expect((await authenticate(who.userName, 'firstpass1')).statusCode).toBe(200);
  });

  it('reserves a mobile number only once verified: the first sign-up to verify keeps it', async () => {
    const stranger = identity();
    const owner = { userName: identity().userName, mobile: stranger.mobile };
    // A stranger signs up with the owner's number first; the owner is not blocked.
    await register({ ...stranger, password });
    expect(resultOf(await register({ ...owner, password: 'ownerpass1' }))).toMatchObject(owner);
    expect(await countRows('players WHERE mobile = $1', [owner.mobile])).toBe(2);

    expect(resultOf(await verify({ ...owner, code: await pendingCode(owner.userName) }))).toMatchObject({
      username: owner.userName,
    });
    expectFailure(
      await verify({ ...stranger, code: await pendingCode(stranger.userName) }),
      409,
      'That mobile number has already been verified by another account.',
      'mobileVerifiedElsewhere',
    );
    expect(await playerRow(stranger.userName)).toMatchObject({ verified: false });
    expectFailure(
      await register({ ...identity(), mobile: owner.mobile, password }),
      409,
      'That mobile number is already registered.',
      'mobileTaken',
    );
  });

  it('lets a pending sign-up expire after 24 hours: it blocks nobody and is deleted', async () => {
    const squatter = identity();
    await register({ ...squatter, password: 'squatter1' });
    const code = await pendingCode(squatter.userName);
    const { id } = (await playerRow(squatter.userName))!;

    advance(24 * 3600 - 1);
    expectFailure(await register({ ...squatter, password }), 409, 'That username is taken.', 'usernameTaken');
    advance(1);
    expectFailure(
      await verify({ ...squatter, code }),
      400,
      'This sign-up has expired. Please register again.',
      'signUpExpired',
    );
    expectFailure(
      await post('/Account/ResendVerificationCode', squatter),
      404,
      'This sign-up has expired. Please register again.',
      'signUpExpired',
    );

    // The next registration purges it, codes included, and the name is free again.
    const owner = { ...squatter, mobile: identity().mobile };
    expect(resultOf(await register({ ...owner, password }))).toMatchObject(owner);
    expect((await playerRow(owner.userName))?.id).not.toBe(id);
    expect(await countRows('verification_codes WHERE player_id = $1', [id])).toBe(0);
  });
});

// ---- verification ----

describe('POST /Account/VerificationUser', () => {
  it.each([
    [{ code: '12345' }, 'The code must be 6 digits.', 'verificationCode'],
    [{ code: '1234567' }, 'The code must be 6 digits.', 'verificationCode'],
    [{ code: 'abcdef' }, 'The code must be 6 digits.', 'verificationCode'],
    [{ code: 123456 }, 'The code must be 6 digits.', 'verificationCode'],
    [{ code: undefined }, 'The code must be 6 digits.', 'verificationCode'],
    [{ userName: 'x' }, 'Username must be 4 to 20 letters or digits.', 'username'],
    [{ mobile: '123' }, 'Mobile must be a 10-digit number starting with 6, 7, 8 or 9.', 'mobile'],
  ] as const)('refuses %j with 400: %s', async (fields, message, code) => {
    const payload = { userName: 'someone1', mobile: '9123456789', code: '123456', ...fields };
    expectFailure(await post('/Account/VerificationUser', payload), 400, message, code);
  });

  it('verifies with the right code and answers the login result with the domain', async () => {
    const who = identity();
    await register({ ...who, password, domain: 'aviator.localhost' });
    const code = await pendingCode(who.userName);

    const response = await verify({ ...who, code: ` ${code} ` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const result = resultOf<LoginResultBody>(response);
    expect(result).toEqual(loginResultShape({ username: who.userName, domain: 'aviator.localhost' }));
    expect(await playerRow(who.userName)).toMatchObject({ verified: true, id: result.userId });

    const left = await post('/Account/GetAccessTokenValidateTime', undefined, bearer(result.accessToken));
    expect(resultOf(left)).toEqual({ expireInSeconds: 3600 });
    // The used code is no longer pending.
    expect(
      (await app.inject({ url: `/admin/accounts/${who.userName}/verification-code`, headers: adminAuth })).statusCode,
    ).toBe(404);
  });

  it('refuses a wrong code, an unknown sign-up and a mobile that does not match', async () => {
    const who = identity();
    await register({ ...who, password });
    const code = await pendingCode(who.userName);
    const wrong = code === '000000' ? '000001' : '000000';
    expectFailure(await verify({ ...who, code: wrong }), 400, 'The code is not correct.', 'verificationCodeWrong');
    expectFailure(await verify({ ...identity(), code }), 400, 'The code is not correct.', 'verificationCodeWrong');
    expectFailure(
      await verify({ ...who, mobile: identity().mobile, code }),
      400,
      'The code is not correct.',
      'verificationCodeWrong',
    );
    expect(await playerRow(who.userName)).toMatchObject({ verified: false });
  });

  it('refuses a code that was already used', async () => {
    const who = identity();
    await register({ ...who, password });
    const code = await pendingCode(who.userName);
    expect((await verify({ ...who, code })).statusCode).toBe(200);
    expectFailure(await verify({ ...who, code }), 400, 'This code has already been used.', 'verificationCodeUsed');
  });

  it('refuses an expired code; a new one works', async () => {
    const who = identity();
    await register({ ...who, password });
    const code = await pendingCode(who.userName);
    advance(600);
    expectFailure(
      await verify({ ...who, code }),
      400,
      'This code has expired. Ask for a new one.',
      'verificationCodeExpired',
    );
    expect(await playerRow(who.userName)).toMatchObject({ verified: false });

    expect(resultOf(await post('/Account/ResendVerificationCode', who))).toEqual({ resendAfterSeconds: 30 });
    expect((await verify({ ...who, code: await pendingCode(who.userName) })).statusCode).toBe(200);
  });

  it('accepts a code until the last second of its ten minutes', async () => {
    const who = identity();
    await register({ ...who, password });
    const code = await pendingCode(who.userName);
    advance(599);
    expect((await verify({ ...who, code })).statusCode).toBe(200);
  });

  it('spends the pending code after five wrong guesses', async () => {
    const who = identity();
    await register({ ...who, password });
    const code = await pendingCode(who.userName);
    const wrong = code === '999999' ? '999998' : '999999';
    for (let guess = 0; guess < 5; guess += 1) {
      expectFailure(await verify({ ...who, code: wrong }), 400, 'The code is not correct.', 'verificationCodeWrong');
    }
    expectFailure(
      await verify({ ...who, code }),
      400,
      'This code has expired. Ask for a new one.',
      'verificationCodeExpired',
    );
  });
});

// ---- resend ----

describe('POST /Account/ResendVerificationCode', () => {
  it('sends a new code at most every 30 seconds; the old one stops working', async () => {
    const who = identity();
    await register({ ...who, password });
    const first = await pendingCode(who.userName);

    const early = await post('/Account/ResendVerificationCode', who);
    expectFailure(early, 429, 'Please wait before asking for another code.', 'resendTooSoon');
    expect(early.headers['retry-after']).toBe('30');
    advance(29);
    expect((await post('/Account/ResendVerificationCode', who)).headers['retry-after']).toBe('1');

    advance(1);
    const resent = await post('/Account/ResendVerificationCode', who);
    expect(resent.json()).toEqual({ success: true, result: { resendAfterSeconds: 30 } });
    const second = await pendingCode(who.userName);
    expectFailure(
      await post('/Account/ResendVerificationCode', who),
      429,
      'Please wait before asking for another code.',
      'resendTooSoon',
    );

    if (second !== first) {
      expectFailure(await verify({ ...who, code: first }), 400, 'The code is not correct.', 'verificationCodeWrong');
    }
    expect((await verify({ ...who, code: second })).statusCode).toBe(200);
  });

  it('refuses bad fields, an unknown sign-up and a verified account', async () => {
    expectFailure(
      await post('/Account/ResendVerificationCode', { userName: 'ab', mobile: '9876543210' }),
      400,
      'Username must be 4 to 20 letters or digits.',
      'username',
    );
    expectFailure(
      await post('/Account/ResendVerificationCode', { userName: 'abcd', mobile: '1' }),
      400,
      'Mobile must be a 10-digit number starting with 6, 7, 8 or 9.',
      'mobile',
    );
    expectFailure(
      await post('/Account/ResendVerificationCode', identity()),
      404,
      'No sign-up is waiting for this username and mobile number.',
      'noPendingSignUp',
    );
    const done = await verifiedAccount();
    advance(30);
    expectFailure(
      await post('/Account/ResendVerificationCode', { userName: done.userName, mobile: done.mobile }),
      409,
      'This account is already verified. Please log in.',
      'alreadyVerified',
    );
  });
});

// ---- password login and lockout ----

describe('POST /Account/Authenticate', () => {
  it('logs a verified player in with the login result', async () => {
    const account = await verifiedAccount();
    const response = await authenticate(account.userName.toUpperCase(), password);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(resultOf(response)).toEqual(loginResultShape({ username: account.userName, userId: account.login.userId }));
  });

  it('answers the same 401 for an unknown username and a wrong password', async () => {
    const account = await verifiedAccount();
    expectFailure(
      await authenticate(account.userName, 'wrongpass1'),
      401,
      'Invalid username or password.',
      'invalidCredentials',
    );
    expectFailure(
      await authenticate('nobodyhere', password),
      401,
      'Invalid username or password.',
      'invalidCredentials',
    );
    expectFailure(await authenticate('', ''), 401, 'Invalid username or password.', 'invalidCredentials');
    expectFailure(await post('/Account/Authenticate', {}), 401, 'Invalid username or password.', 'invalidCredentials');
  });

  it('refuses an unverified account once its password is right', async () => {
    const who = identity();
    await register({ ...who, password });
    expectFailure(
      await authenticate(who.userName, 'wrongpass1'),
      401,
      'Invalid username or password.',
      'invalidCredentials',
    );
    expectFailure(
      await authenticate(who.userName, password),
      403,
      'Please verify your mobile number first.',
      'notVerified',
    );
  });

  it('locks the account for 15 minutes after 5 consecutive wrong passwords', async () => {
    const account = await verifiedAccount();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expectFailure(
        await authenticate(account.userName, 'wrongpass1'),
        401,
        'Invalid username or password.',
        'invalidCredentials',
      );
    }
    expectFailure(
      await authenticate(account.userName, 'wrongpass1'),
      423,
      'Too many failed attempts. Try again in 15 minutes.',
      'lockedOut',
      { count: 15 },
    );
    // Even the right password is refused while locked.
    expectFailure(
      await authenticate(account.userName, password),
      423,
      'Too many failed attempts. Try again in 15 minutes.',
      'lockedOut',
      { count: 15 },
    );
    advance(14 * 60 + 1);
    expectFailure(
      await authenticate(account.userName, password),
      423,
      'Too many failed attempts. Try again in 1 minute.',
      'lockedOut',
      { count: 1 },
    );
    advance(59);
    expect((await authenticate(account.userName, password)).statusCode).toBe(200);
  });

  it('starts counting again after a success', async () => {
    const account = await verifiedAccount();
    for (let attempt = 1; attempt <= 4; attempt += 1) await authenticate(account.userName, 'wrongpass1');
    expect((await authenticate(account.userName, password)).statusCode).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expectFailure(
        await authenticate(account.userName, 'wrongpass1'),
        401,
        'Invalid username or password.',
        'invalidCredentials',
      );
    }
    expect((await authenticate(account.userName, 'wrongpass1')).statusCode).toBe(423);
  });

  it('takes the limit and the lockout time from the configuration', async () => {
    const strict = buildServer({
      config: { ...testApp.config, loginMaxFailedAttempts: 2, loginLockoutMinutes: 1 },
      db,
      logger: false,
      routes: [accountRoutes],
      accounts: { now },
    });
    try {
      const account = await verifiedAccount();
      const attempt = (secret: string) =>
        strict.inject({
          method: 'POST',
          url: '/Account/Authenticate',
          payload: { userNameOrEmailAddress: account.userName, password: secret },
        });
      expect((await attempt('wrongpass1')).statusCode).toBe(401);
      expectFailure(await attempt('wrongpass1'), 423, 'Too many failed attempts. Try again in 1 minute.', 'lockedOut', {
        count: 1,
      });
      advance(60);
      expect((await attempt(password)).statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });
});

// ---- demo ----

describe('GET /Account/LoginAsDemoUser', () => {
  it('logs in the seeded Demo player with its own balance and no password', async () => {
    const response = await app.inject({ url: '/Account/LoginAsDemoUser?domain=localhost' });
    expect(response.statusCode).toBe(200);
    const result = resultOf<LoginResultBody>(response);
    expect(result).toEqual(loginResultShape({ username: 'Demo', balance: 1500 }));
    const [demo] = await db.query<{ is_demo: boolean; verified: boolean; password_hash: string | null }>(
      'SELECT is_demo, verified, password_hash FROM players WHERE id = $1',
      [result.userId],
    );
    expect(demo).toEqual({ is_demo: true, verified: true, password_hash: null });

    expectFailure(await authenticate('Demo', ''), 401, 'Invalid username or password.', 'invalidCredentials');
    expectFailure(await authenticate('Demo', 'anything1'), 401, 'Invalid username or password.', 'invalidCredentials');
  });

  it("answers the player's own stake buttons when it has some", async () => {
    const demo = resultOf<LoginResultBody>(await app.inject({ url: '/Account/LoginAsDemoUser' }));
    await db.query(
      "INSERT INTO player_stakes (player_id, position, title, value) VALUES ($1, 0, '50', 50), ($1, 1, '2.5k', 2500.50)",
      [demo.userId],
    );
    try {
      const again = resultOf<LoginResultBody>(await app.inject({ url: '/Account/LoginAsDemoUser' }));
      expect(again.stakes).toEqual([
        { title: '50', value: 50 },
        { title: '2.5k', value: 2500.5 },
      ]);
    } finally {
      await db.query('DELETE FROM player_stakes WHERE player_id = $1', [demo.userId]);
    }
  });
});

// ---- refresh tokens ----

describe('GET /Account/RefreshToken', () => {
  const refresh = (refreshToken: string) =>
    app.inject({ url: `/Account/RefreshToken?refreshToken=${encodeURIComponent(refreshToken)}` });
  const ended = 'Your session has ended. Please log in again.';

  it('rotates: each use answers a new refresh token and revokes the one presented', async () => {
    const { login } = await verifiedAccount();
    advance(10);
    const response = await refresh(login.refreshToken);
    expect(response.headers['cache-control']).toBe('no-store');
    const first = resultOf<{ accessToken: string; expireInSeconds: number; refreshToken: string }>(response);
    expect(first).toEqual({
      accessToken: expect.any(String),
      expireInSeconds: 3600,
      refreshToken: expect.any(String),
      casinoToken: expect.stringMatching(/^[\w-]{43}$/),
    });
    expect(first.refreshToken).not.toBe(login.refreshToken);
    expect(first.accessToken).not.toBe(login.accessToken);

    const second = resultOf<{ refreshToken: string }>(await refresh(first.refreshToken));
    expect(second.refreshToken).not.toBe(first.refreshToken);
    const left = await post('/Account/GetAccessTokenValidateTime', undefined, bearer(first.accessToken));
    expect(resultOf(left)).toEqual({ expireInSeconds: 3600 });
    // Only a digest is stored.
    expect(await countRows('refresh_tokens WHERE token_hash = $1', [second.refreshToken])).toBe(0);
  });

  it('revokes the whole family when a revoked token comes back after the grace window', async () => {
    const { login, userName } = await verifiedAccount();
    const other = resultOf<LoginResultBody>(await authenticate(userName, password));
    const rotated = resultOf<{ refreshToken: string; accessToken: string }>(await refresh(login.refreshToken));

    advance(31);
    expectFailure(await refresh(login.refreshToken), 401, ended, 'sessionEnded');
    // The access tokens of the session end with it.
    expectFailure(
      await post('/Account/GetAccessTokenValidateTime', undefined, bearer(rotated.accessToken)),
      401,
      'The session has ended',
      'sessionClosed',
    );
    // The thief's copy and the rightful holder's latest token are both dead now.
    expectFailure(await refresh(rotated.refreshToken), 401, ended, 'sessionEnded');
    // Another login of the same player is another family, untouched.
    expect((await refresh(other.refreshToken)).statusCode).toBe(200);
  });

  it('answers a second refresh with the same token within 30 seconds with the same new refresh token', async () => {
    const { login } = await verifiedAccount();
    const [first, second] = await Promise.all([refresh(login.refreshToken), refresh(login.refreshToken)]);
    const firstPair = resultOf<{ accessToken: string; refreshToken: string }>(first);
    const secondPair = resultOf<{ accessToken: string; refreshToken: string }>(second);
    expect(secondPair.refreshToken).toBe(firstPair.refreshToken);

    advance(30);
    const late = resultOf<{ accessToken: string; refreshToken: string }>(await refresh(login.refreshToken));
    expect(late.refreshToken).toBe(firstPair.refreshToken);
    // Both tabs go on with one family: the shared successor rotates as usual, and every access token works.
    for (const pair of [firstPair, secondPair, late]) {
      expect((await post('/Account/GetAccessTokenValidateTime', undefined, bearer(pair.accessToken))).statusCode).toBe(
        200,
      );
    }
    expect((await refresh(firstPair.refreshToken)).statusCode).toBe(200);
    // Only digests and a sealed successor are stored, never a token as it is.
    const stored = await db.query<{ token_hash: string; successor_sealed: string | null }>(
      'SELECT token_hash, successor_sealed FROM refresh_tokens WHERE token_hash = $1',
      [sha256(login.refreshToken)],
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]?.successor_sealed).not.toContain(firstPair.refreshToken);
    expect(JSON.stringify(await db.query('SELECT * FROM refresh_tokens'))).not.toContain(firstPair.refreshToken);
  });

  it('refuses a missing, unknown or expired refresh token', async () => {
    expectFailure(await app.inject({ url: '/Account/RefreshToken' }), 401, ended, 'sessionEnded');
    expectFailure(await refresh('not-a-token'), 401, ended, 'sessionEnded');
    const { login } = await verifiedAccount();
    advance(30 * 24 * 3600);
    expectFailure(await refresh(login.refreshToken), 401, ended, 'sessionEnded');
  });
});

// ---- the access token's remaining time ----

describe('POST /Account/GetAccessTokenValidateTime', () => {
  it('answers the seconds the bearer token has left, and 401 without a valid one', async () => {
    const { login } = await verifiedAccount();
    advance(100);
    const response = await post('/Account/GetAccessTokenValidateTime', undefined, bearer(login.accessToken));
    expect(resultOf(response)).toEqual({ expireInSeconds: 3500 });

    expect((await post('/Account/GetAccessTokenValidateTime')).statusCode).toBe(401);
    expect((await post('/Account/GetAccessTokenValidateTime', undefined, bearer('garbage'))).statusCode).toBe(401);
    advance(3500);
    expectFailure(
      await post('/Account/GetAccessTokenValidateTime', undefined, bearer(login.accessToken)),
      401,
      'Access token expired',
      'accessTokenExpired',
    );
  });
});

// ---- login history ----

describe('POST /Account/GetUserLoginAttempts', () => {
  type Page = { totalCount: number; items: { time: string; result: string; clientIp: string }[] };
  const attempts = (accessToken: string, query: string) =>
    post(`/Account/GetUserLoginAttempts?${query}`, undefined, bearer(accessToken));

  it("lists the player's own attempts newest first, paged and filtered by result", async () => {
    const account = await verifiedAccount();
    const start = now().getTime();
    const results = ['InvalidPassword', 'Success', 'InvalidPassword', 'InvalidPassword', 'Success'];
    for (const result of results) {
      advance(1);
      await authenticate(account.userName, result === 'Success' ? password : 'wrongpass1');
    }
    // Someone else's attempts are not listed.
    await authenticate((await verifiedAccount()).userName, 'wrongpass1');
    const token = resultOf<LoginResultBody>(await authenticate(account.userName, password)).accessToken;

    const all = resultOf<Page>(await attempts(token, 'Result=&MaxResultCount=100&SkipCount=0'));
    expect(all.totalCount).toBe(6);
    expect(all.items.map((item) => item.result)).toEqual(['Success', ...results.toReversed()]);
    expect(all.items[1]).toEqual({
      time: new Date(start + 5000).toISOString(),
      result: 'Success',
      clientIp: '127.0.0.1',
    });

    const page = resultOf<Page>(await attempts(token, 'MaxResultCount=2&SkipCount=1'));
    expect(page.totalCount).toBe(6);
    expect(page.items.map((item) => item.time)).toEqual([
      new Date(start + 5000).toISOString(),
      new Date(start + 4000).toISOString(),
    ]);

    const failed = resultOf<Page>(await attempts(token, 'Result=invalidpassword&MaxResultCount=10&SkipCount=2'));
    expect(failed.totalCount).toBe(3);
    expect(failed.items).toEqual([
      { time: new Date(start + 1000).toISOString(), result: 'InvalidPassword', clientIp: '127.0.0.1' },
    ]);
  });

  it('records lockouts and unverified logins too', async () => {
    const who = identity();
    await register({ ...who, password });
    await authenticate(who.userName, password);
    const code = await pendingCode(who.userName);
    const token = resultOf<LoginResultBody>(await verify({ ...who, code })).accessToken;
    for (let attempt = 0; attempt < 6; attempt += 1) await authenticate(who.userName, 'wrongpass1');

    const page = resultOf<Page>(await attempts(token, 'MaxResultCount=10&SkipCount=0'));
    expect(page.items.map((item) => item.result)).toEqual([
      'LockedOut',
      ...Array<string>(5).fill('InvalidPassword'),
      'NotVerified',
    ]);
  });

  it.each([
    [
      'Result=Maybe',
      'Result must be one of Success, InvalidPassword, LockedOut, NotVerified.',
      'loginAttemptResultUnknown',
      { results: 'Success, InvalidPassword, LockedOut, NotVerified' },
    ],
    [
      'MaxResultCount=0',
      'MaxResultCount must be a whole number from 1 to 100.',
      'loginAttemptCountRange',
      { max: 100 },
    ],
    [
      'MaxResultCount=101',
      'MaxResultCount must be a whole number from 1 to 100.',
      'loginAttemptCountRange',
      { max: 100 },
    ],
    [
      'MaxResultCount=ten',
      'MaxResultCount must be a whole number from 1 to 100.',
      'loginAttemptCountRange',
      { max: 100 },
    ],
    ['SkipCount=-1', 'SkipCount must be a whole number of 0 or more.', 'loginAttemptSkipCount', {}],
  ] as const)('refuses %s with 400', async (query, message, code, values) => {
    const { login } = await verifiedAccount();
    expectFailure(await attempts(login.accessToken, query), 400, message, code, values);
  });

  it('needs a bearer token', async () => {
    expect((await post('/Account/GetUserLoginAttempts?MaxResultCount=10&SkipCount=0')).statusCode).toBe(401);
  });
});

// ---- password change ----

describe('POST /Account/changePassword', () => {
  const change = (accessToken: string, body: object) => post('/Account/changePassword', body, bearer(accessToken));

  it('refuses a wrong current password, a weak new one and an unchanged one, with 400', async () => {
    const { login } = await verifiedAccount();
    expectFailure(
      await change(login.accessToken, { currentPassword: 'wrongpass1', newPassword: 'another12' }),
      400,
      'Your current password is not correct.',
      'currentPasswordWrong',
    );
    expectFailure(
      await change(login.accessToken, { currentPassword: password, newPassword: 'short1' }),
      400,
      'Password must be at least 8 characters with a letter and a digit.',
      'password',
    );
    expectFailure(
      await change(login.accessToken, { currentPassword: password, newPassword: password }),
      400,
      'The new password must be different from the current one.',
      'newPasswordSame',
    );
  });

  it('changes the password and ends every session: older access tokens at once, every refresh token', async () => {
    const { login, userName } = await verifiedAccount();
    const otherDevice = resultOf<LoginResultBody>(await authenticate(userName, password));
    const response = await change(login.accessToken, { currentPassword: password, newPassword: 'another12' });
    expect(response.json()).toEqual({ success: true, result: { changed: true } });

    for (const accessToken of [login.accessToken, otherDevice.accessToken]) {
      expectFailure(
        await post('/Account/GetAccessTokenValidateTime', undefined, bearer(accessToken)),
        401,
        'The session has ended',
        'sessionClosed',
      );
    }
    expectFailure(
      await app.inject({ url: `/Account/RefreshToken?refreshToken=${encodeURIComponent(otherDevice.refreshToken)}` }),
      401,
      'Your session has ended. Please log in again.',
      'sessionEnded',
    );

    const refreshed = await app.inject({
      url: `/Account/RefreshToken?refreshToken=${encodeURIComponent(login.refreshToken)}`,
    });
    expectFailure(refreshed, 401, 'Your session has ended. Please log in again.', 'sessionEnded');
    expectFailure(await authenticate(userName, password), 401, 'Invalid username or password.', 'invalidCredentials');
    expect((await authenticate(userName, 'another12')).statusCode).toBe(200);
  });

  it('refuses the demo account, which has no password, and a call without a bearer token', async () => {
    const demo = resultOf<LoginResultBody>(await app.inject({ url: '/Account/LoginAsDemoUser' }));
    expectFailure(
      await change(demo.accessToken, { currentPassword: '', newPassword: 'another12' }),
      400,
      'Your current password is not correct.',
      'currentPasswordWrong',
    );
    expect((await post('/Account/changePassword', { currentPassword: password, newPassword: 'x' })).statusCode).toBe(
      401,
    );
  });
});

// ---- logout ----

describe('POST /Account/Logout', () => {
  const logout = (body: object | undefined, headers: Record<string, string> = {}) =>
    post('/Account/Logout', body, headers);
  const refresh = (refreshToken: string) =>
    app.inject({ url: `/Account/RefreshToken?refreshToken=${encodeURIComponent(refreshToken)}` });
  const tokenTime = (accessToken: string) =>
    post('/Account/GetAccessTokenValidateTime', undefined, bearer(accessToken));
  const done = { success: true, result: { loggedOut: true } };

  it('ends the session of the bearer token and of the refresh token; other sessions go on', async () => {
    const { login, userName } = await verifiedAccount();
    const otherDevice = resultOf<LoginResultBody>(await authenticate(userName, password));
    const response = await logout({ refreshToken: login.refreshToken }, bearer(login.accessToken));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(done);

    expectFailure(await tokenTime(login.accessToken), 401, 'The session has ended', 'sessionClosed');
    expectFailure(
      await refresh(login.refreshToken),
      401,
      'Your session has ended. Please log in again.',
      'sessionEnded',
    );
    expect((await tokenTime(otherDevice.accessToken)).statusCode).toBe(200);
    expect((await refresh(otherDevice.refreshToken)).statusCode).toBe(200);
  });

  it('ends a session from the refresh token alone, or from an expired access token alone', async () => {
    const first = await verifiedAccount();
    expect((await logout({ refreshToken: first.login.refreshToken })).json()).toEqual(done);
    expectFailure(await tokenTime(first.login.accessToken), 401, 'The session has ended', 'sessionClosed');

    const second = await verifiedAccount();
    advance(3601);
    expect((await logout(undefined, bearer(second.login.accessToken))).json()).toEqual(done);
    expectFailure(
      await refresh(second.login.refreshToken),
      401,
      'Your session has ended. Please log in again.',
      'sessionEnded',
    );
  });

  it('answers the same success whatever it is given, and again', async () => {
    const { login } = await verifiedAccount();
    for (const [body, headers] of [
      [undefined, {}],
      [{ refreshToken: 'not-a-token' }, bearer('not.a.jwt')],
      [{ refreshToken: login.refreshToken }, bearer(login.accessToken)],
      [{ refreshToken: login.refreshToken }, bearer(login.accessToken)],
    ] as const) {
      const response = await logout(body, headers);
      expect({ status: response.statusCode, body: response.json() as unknown }).toEqual({ status: 200, body: done });
    }
  });
});

describe('a forgotten password', () => {
  const forgot = (who: { userName: string; mobile: string }) => post('/Account/ForgotPassword', who);
  const reset = (fields: { userName: string; mobile: string; code: string; newPassword: string }) =>
    post('/Account/ResetPassword', fields);

  it('sends a code to the verified mobile; with it a new password works, the old one and every session end', async () => {
    const account = await verifiedAccount();
    const who = { userName: account.userName, mobile: account.mobile };
    // Straight after the sign-up: its code is used and holds nothing back.
    expect(resultOf(await forgot(who))).toEqual({ resendAfterSeconds: 30 });
    const code = await pendingCode(account.userName);
    // Asked again at once, nothing new is sent: the code stays the one to use.
    await forgot(who);
    expect(await pendingCode(account.userName)).toBe(code);
    const wrong = code === '000000' ? '111111' : '000000';
    expectFailure(
      await reset({ ...who, code: wrong, newPassword: 'brandnew9' }),
      400,
      'The code is not correct.',
      'verificationCodeWrong',
    );
    expect(resultOf(await reset({ ...who, code, newPassword: 'brandnew9' }))).toEqual({ reset: true });

    expect((await authenticate(account.userName, password)).statusCode).toBe(401);
    expect((await authenticate(account.userName, 'brandnew9')).statusCode).toBe(200);
    // The session the account had before the reset no longer reads anything.
    const before = await post('/Account/GetAccessTokenValidateTime', undefined, bearer(account.login.accessToken));
    expect(before.statusCode).toBe(401);
    // A code works once.
    expectFailure(
      await reset({ ...who, code, newPassword: 'another99' }),
      400,
      'This code has already been used.',
      'verificationCodeUsed',
    );
  });

  it('answers the same for an account that does not exist or a mobile that is not its own, and sends nothing', async () => {
    const account = await verifiedAccount();
    const stranger = identity();
    expect(resultOf(await forgot(stranger))).toEqual({ resendAfterSeconds: 30 });
    expect(resultOf(await forgot({ userName: account.userName, mobile: stranger.mobile }))).toEqual({
      resendAfterSeconds: 30,
    });
    expect(
      (await app.inject({ url: `/admin/accounts/${account.userName}/verification-code`, headers: adminAuth }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses a new password that breaks the password rule, and a reset code at the sign-up verification', async () => {
    const account = await verifiedAccount();
    const who = { userName: account.userName, mobile: account.mobile };
    await forgot(who);
    const code = await pendingCode(account.userName);
    const short = await reset({ ...who, code, newPassword: 'abc' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ error: { code: 'password' } });
    // The code was not spent by the refused password: it still resets.
    const atSignUp = await verify({ ...who, code });
    expect(atSignUp.statusCode).toBe(409);
    expect(atSignUp.json()).toMatchObject({ error: { code: 'alreadyVerified' } });
  });
});
