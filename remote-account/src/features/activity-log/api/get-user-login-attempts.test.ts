import { observeCall } from '@exchange/shared/testing';
import { expect, it } from 'vitest';

import { getUserLoginAttempts } from './get-user-login-attempts';

it('getUserLoginAttempts sends the page as a query and answers the page', async () => {
  const page = {
    totalCount: 21,
    items: [{ time: '2026-01-05T12:00:00.000Z', result: 'Success', clientIp: '203.0.113.9' }],
  };
  const observed = await observeCall(
    'POST',
    'Account/GetUserLoginAttempts',
    () => getUserLoginAttempts({ Result: 'Success', MaxResultCount: 10, SkipCount: 20 }),
    page,
  );
  expect(Object.fromEntries(observed.request.url.searchParams)).toEqual({
    Result: 'Success',
    MaxResultCount: '10',
    SkipCount: '20',
  });
  expect(observed.request.body).toBeUndefined();
  expect(observed.result).toEqual(page);
});
