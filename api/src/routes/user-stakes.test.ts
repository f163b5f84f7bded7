import { stakeFormMessages, type StakeFormCode } from '@exchange/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestApp, testAdminAuthorization, type TestApp } from '../testing/test-app.js';
import { accountRoutes } from './account.js';
import { adminRoutes } from './admin.js';
import { userStakeRoutes } from './user-stakes.js';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp({ routes: [adminRoutes, accountRoutes, userStakeRoutes] });
});

afterAll(() => testApp.close());

const stakes = [50, 150, 250, 750, 1500, 2500, 7500, 15000].map((value) => ({ title: `₹${value}`, value }));

describe('UserStake/Add', () => {
  it('saves the eight buttons, which the next login answers as stakes', async () => {
    const demo = await testApp.app.inject({ method: 'GET', url: '/Account/LoginAsDemoUser' });
    const authorization = `Bearer ${demo.json().result.accessToken as string}`;
    const saved = await testApp.app.inject({
      method: 'POST',
      url: '/UserStake/Add',
      headers: { authorization },
      payload: stakes,
    });
    expect(saved.json()).toEqual({ success: true, result: stakes });
    const again = await testApp.app.inject({ method: 'GET', url: '/Account/LoginAsDemoUser' });
    expect(again.json().result.stakes).toEqual(stakes);
  });

  it.each([
    [stakes.slice(1), 'stakeCount'],
    [stakes.map((stake) => ({ ...stake, value: 10.5 })), 'stakeValue'],
    [stakes.map((stake) => ({ ...stake, title: '' })), 'stakeLabel'],
  ] as const)('refuses bad buttons with their code and keeps the saved ones', async (payload, code: StakeFormCode) => {
    const message = stakeFormMessages[code];
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/admin/players',
      headers: testAdminAuthorization,
      payload: { username: `stakes-${message.length}` },
    });
    const authorization = `Bearer ${created.json().result.accessToken as string}`;
    const refused = await testApp.app.inject({
      method: 'POST',
      url: '/UserStake/Add',
      headers: { authorization },
      payload,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({ message, code });
    const [count] = await testApp.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM player_stakes WHERE player_id = $1',
      [created.json().result.player.id],
    );
    expect(count?.n).toBe(0);
  });
});
