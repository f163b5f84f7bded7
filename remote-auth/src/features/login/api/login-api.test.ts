import { observeCall } from '@exchange/shared/testing';
import { describe, expect, it } from 'vitest';

import { authenticate } from './authenticate';
import { loginAsDemoUser } from './login-as-demo-user';

const login = { accessToken: 'a', refreshToken: 'r', expireInSeconds: 3600, casinoToken: 'c', football: true };

describe('the login calls', () => {
  it('authenticate posts the credentials, the password as typed, without a bearer or the loading indicator', async () => {
    localStorage.setItem('accessToken', 'stale-token');
    const credentials = { userNameOrEmailAddress: 'alice', password: "se<b>cret'123;" };
    const observed = await observeCall('POST', 'Account/Authenticate', () => authenticate(credentials), login);
    expect(observed.request.body).toEqual(credentials);
    expect(observed.bearer).toBeNull();
    expect(observed.showedLoading).toBe(false);
    expect(observed.result).toEqual(login);
  });

  it('loginAsDemoUser asks in the background and keeps every field of the login', async () => {
    const observed = await observeCall('GET', 'Account/LoginAsDemoUser', () => loginAsDemoUser(), login);
    expect(observed.request.url.search).toBe('');
    expect(observed.showedLoading).toBe(false);
    expect(observed.result).toEqual(login);
  });
});
