import { refusalText } from '@exchange/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  isValidMobile,
  isValidPassword,
  isValidUsername,
  isValidVerificationCode,
  validateNewPassword,
  validateRegistration,
  validateVerification,
} from './validation.js';

const alphanumeric = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'.split(''));
const digit = fc.constantFrom(...'0123456789'.split(''));
const letter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'.split(''));
const text = (chars: fc.Arbitrary<string>, minLength: number, maxLength: number) =>
  fc.array(chars, { minLength, maxLength }).map((parts) => parts.join(''));

describe('account rules', () => {
  it('accepts exactly the usernames of 4 to 20 ASCII letters or digits', () => {
    fc.assert(
      fc.property(text(alphanumeric, 4, 20), (name) => {
        expect(isValidUsername(name)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (name) => {
        expect(isValidUsername(name)).toBe(/^[A-Za-z0-9]{4,20}$/.test(name));
      }),
    );
    fc.assert(
      fc.property(text(alphanumeric, 0, 3), text(alphanumeric, 21, 30), (short, long) => {
        expect(isValidUsername(short)).toBe(false);
        expect(isValidUsername(long)).toBe(false);
      }),
    );
  });

  it('accepts ten digits starting with 6, 7, 8 or 9 as a mobile number, and nothing else', () => {
    fc.assert(
      fc.property(fc.constantFrom('6', '7', '8', '9'), text(digit, 9, 9), (first, rest) => {
        expect(isValidMobile(first + rest)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.constantFrom('0', '1', '2', '3', '4', '5'), text(digit, 9, 9), (first, rest) => {
        expect(isValidMobile(first + rest)).toBe(false);
      }),
    );
    fc.assert(
      fc.property(text(digit, 0, 15), (digits) => {
        fc.pre(digits.length !== 10);
        expect(isValidMobile(digits)).toBe(false);
      }),
    );
  });

  it('wants a password of at least 8 characters with a letter and a digit', () => {
    fc.assert(
      fc.property(letter, digit, fc.string({ minLength: 6, maxLength: 40 }), (l, d, rest) => {
        expect(isValidPassword(l + rest + d)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(text(letter, 8, 30), text(digit, 8, 30), (letters, digits) => {
        expect(isValidPassword(letters)).toBe(false);
        expect(isValidPassword(digits)).toBe(false);
      }),
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 7 }), (short) => {
        expect(isValidPassword(short)).toBe(false);
      }),
    );
  });

  it('wants a code of exactly six digits', () => {
    fc.assert(
      fc.property(text(digit, 6, 6), (code) => {
        expect(isValidVerificationCode(code)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), (code) => {
        expect(isValidVerificationCode(code)).toBe(/^[0-9]{6}$/.test(code));
      }),
    );
  });

  it('reads a registration, trimming the username and mobile but never the password', () => {
    expect(
      validateRegistration({ userName: ' abcd ', mobile: ' 9876543210', password: ' secret12 ', domain: 'x.test' }),
    ).toEqual({
      ok: true,
      value: { userName: 'abcd', mobile: '9876543210', password: ' secret12 ', domain: 'x.test' },
    });
    expect(
      validateRegistration({ userName: 'abcd', mobile: '9876543210', password: 'secret12', confirmPassword: null }),
    ).toMatchObject({ ok: true });
    expect(validateRegistration(null)).toEqual({ ok: false, error: { code: 'username', values: {} } });
  });

  it('reads a verification in field order', () => {
    expect(validateVerification({ userName: 'abcd', mobile: '9876543210', code: ' 012345 ' })).toEqual({
      ok: true,
      value: { userName: 'abcd', mobile: '9876543210', code: '012345' },
    });
    expect(validateVerification({ userName: 'abcd', mobile: '9876543210', code: '12 345' })).toEqual({
      ok: false,
      error: { code: 'verificationCode', values: {} },
    });
  });

  it('wants a new password that follows the rule and differs from the current one', () => {
    expect(validateNewPassword({ currentPassword: 'old12345', newPassword: 'new12345' })).toEqual({
      ok: true,
      value: 'new12345',
    });
    expect(validateNewPassword({ currentPassword: 'old12345', newPassword: 'old12345' })).toEqual({
      ok: false,
      error: { code: 'newPasswordSame', values: {} },
    });
    expect(validateNewPassword({ currentPassword: 'old12345', newPassword: 'new' })).toEqual({
      ok: false,
      error: { code: 'password', values: {} },
    });
  });

  it('says how many minutes a lockout has left', () => {
    expect(refusalText('lockedOut', { count: 15 })).toBe('Too many failed attempts. Try again in 15 minutes.');
    expect(refusalText('lockedOut', { count: 1 })).toBe('Too many failed attempts. Try again in 1 minute.');
  });
});
