import { observeCall } from '@exchange/shared/testing';
import { expect, it } from 'vitest';

import { register } from './register';

it('register posts the sign-up, the password as typed, without a bearer, with the loading indicator', async () => {
  localStorage.setItem('accessToken', 'stale-token');
  const signUp = { userName: 'bob01', mobile: '9876543210', password: '<i>secret</i>123', domain: 'brand.example' };
  const observed = await observeCall('POST', 'Account/Register', () => register(signUp), { userName: 'bob01' });
  expect(observed.request.body).toEqual(signUp);
  expect(observed.bearer).toBeNull();
  expect(observed.showedLoading).toBe(true);
  expect(observed.result).toEqual({ userName: 'bob01' });
});
