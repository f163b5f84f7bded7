import { observeCall } from '@exchange/shared/testing';
import { expect, it } from 'vitest';

import { changePassword } from './change-password';

it('changePassword posts both passwords as typed with the bearer and the loading indicator', async () => {
  localStorage.setItem('accessToken', 'token-1');
  const input = { currentPassword: 'secret123', newPassword: "p<a>ss'word;" };
  const observed = await observeCall('POST', 'Account/changePassword', () => changePassword(input), null);
  expect(observed.request.body).toEqual(input);
  expect(observed.bearer).toBe('token-1');
  expect(observed.showedLoading).toBe(true);
});
