import { observeCall } from '@exchange/shared/testing';
import { describe, expect, it } from 'vitest';

import { resendVerificationCode } from './resend-verification-code';
import { verifyUser } from './verify-user';

const identity = { userName: 'bob01', mobile: '9876543210' };

describe('the verification calls', () => {
  it('verifyUser posts the code and answers a login', async () => {
    const login = { accessToken: 'a', refreshToken: 'r', expireInSeconds: 3600 };
    const observed = await observeCall(
      'POST',
      'Account/VerificationUser',
      () => verifyUser({ ...identity, code: '123456' }),
      login,
    );
    expect(observed.request.body).toEqual({ ...identity, code: '123456' });
    expect(observed.showedLoading).toBe(true);
    expect(observed.result).toEqual(login);
  });

  it('resendVerificationCode posts the pending sign-up', async () => {
    const observed = await observeCall(
      'POST',
      'Account/ResendVerificationCode',
      () => resendVerificationCode(identity),
      null,
    );
    expect(observed.request.body).toEqual(identity);
  });
});
