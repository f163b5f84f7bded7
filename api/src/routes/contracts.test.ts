import {
  ipLookupResultSchema,
  loginResultSchema,
  openBetsSchema,
  profitLossSchema,
  refreshTokenResultSchema,
  registerResultSchema,
  settingExpirySchema,
  successEnvelopeSchema,
} from '@exchange/contracts';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';

import { startTestApp, type TestApp } from '../testing/test-app.js';
import { accountRoutes } from './account.js';
import { betRoutes } from './bets.js';
import { settingsRoutes } from './settings.js';

// The api answers what the contracts say, so the client's check of every answer never fails
// against it: each call's body is read with the same schema the client uses.

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp({ routes: [accountRoutes, betRoutes, settingsRoutes] });
});

afterAll(() => testApp.close());

async function answer<Schema extends z.ZodMiniType>(schema: Schema, request: InjectOptions): Promise<z.output<Schema>> {
  const response = await testApp.app.inject(request);
  const parsed = successEnvelopeSchema(schema).safeParse(response.json());
  expect(parsed.error?.issues ?? [], JSON.stringify(response.json())).toEqual([]);
  return (parsed.data as { result: z.output<Schema> }).result;
}

describe('the api keeps the contracts', () => {
  it('for a demo login, its refresh and the bets it opens', async () => {
    const login = await answer(loginResultSchema, { method: 'GET', url: '/Account/LoginAsDemoUser' });
    const authorization = `Bearer ${login.accessToken}`;
    await answer(refreshTokenResultSchema, {
      method: 'GET',
      url: `/Account/RefreshToken?refreshToken=${encodeURIComponent(login.refreshToken)}`,
      headers: { authorization },
    });
    await answer(openBetsSchema, { method: 'GET', url: '/Bet/GetUserOpenBets', headers: { authorization } });
    await answer(profitLossSchema, {
      method: 'GET',
      url: '/Bet/GetUserExpectedProfitLoss',
      headers: { authorization },
    });
  });

  it('for a sign-up, the address lookup and the settings version', async () => {
    const registered = await answer(registerResultSchema, {
      method: 'POST',
      url: '/Account/Register',
      payload: { userName: 'contract1', mobile: '9000000001', password: 'secret123', domain: 'localhost' },
    });
    expect(registered.userName).toBe('contract1');
    await answer(ipLookupResultSchema, { method: 'GET', url: '/Account/GetIp' });
    await answer(settingExpirySchema, { method: 'GET', url: '/api/setting/GetSettingExpiry?domain=localhost' });
  });
});
