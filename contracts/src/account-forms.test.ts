import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  accountFormMessages,
  firstProblem,
  loginFormSchema,
  mobileSchema,
  passwordSchema,
  signupFormSchema,
  usernameSchema,
  validateForm,
  verificationCodeSchema,
  verificationFormSchema,
} from './account-forms.js';
import { isRefusalCode, refusalText } from './refusals.js';

const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
const digits = '0123456789'.split('');
const letter = fc.constantFrom(...letters);
const digit = fc.constantFrom(...digits);
const alphanumeric = fc.constantFrom(...letters, ...digits);
const notAlphanumeric = fc
  .string({ minLength: 1, maxLength: 1, unit: 'grapheme' })
  .filter((char) => !/^[A-Za-z0-9]$/.test(char) && char.trim() !== '');

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

const valid = { username: 'player01', mobile: '9876543210', password: 'secret123', confirmPassword: 'secret123' };

describe('usernameSchema', () => {
  it('accepts 4 to 20 letters or digits', () => {
    fc.assert(
      fc.property(fc.string({ unit: alphanumeric, minLength: 4, maxLength: 20 }), (name) => {
        expect(usernameSchema.safeParse(name).success).toBe(true);
      }),
    );
  });

  it('rejects fewer than 4 or more than 20 characters', () => {
    const tooShort = fc.string({ unit: alphanumeric, maxLength: 3 });
    const tooLong = fc.string({ unit: alphanumeric, minLength: 21, maxLength: 60 });
    fc.assert(
      fc.property(fc.oneof(tooShort, tooLong), (name) => {
        expect(messageOf(usernameSchema.safeParse(name))).toBe('username');
      }),
    );
  });

  it('rejects any character that is not a letter or a digit', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: alphanumeric, minLength: 2, maxLength: 9 }),
        notAlphanumeric,
        fc.string({ unit: alphanumeric, minLength: 2, maxLength: 9 }),
        (before, odd, after) => {
          expect(messageOf(usernameSchema.safeParse(`${before}${odd}${after}`))).toBe('username');
        },
      ),
    );
  });

  it.each(['Demo1', 'player', '12345678', 'ABCDefgh1234IJKLmnop'])('accepts %s', (name) => {
    expect(usernameSchema.safeParse(name).success).toBe(true);
  });

  it.each(['', 'abc', 'player one', 'player_01', 'joão123', 'ABCDefgh1234IJKLmnopq'])('rejects %j', (name) => {
    expect(messageOf(usernameSchema.safeParse(name))).toBe('username');
  });

  it('ignores spaces around the name', () => {
    expect(usernameSchema.parse('  player01 ')).toBe('player01');
  });
});

describe('mobileSchema', () => {
  it('accepts ten digits starting with 6, 7, 8 or 9', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('6', '7', '8', '9'),
        fc.string({ unit: digit, minLength: 9, maxLength: 9 }),
        (first, rest) => {
          expect(mobileSchema.safeParse(first + rest).success).toBe(true);
        },
      ),
    );
  });

  it('rejects a first digit from 0 to 5', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('0', '1', '2', '3', '4', '5'),
        fc.string({ unit: digit, minLength: 9, maxLength: 9 }),
        (first, rest) => {
          expect(messageOf(mobileSchema.safeParse(first + rest))).toBe('mobile');
        },
      ),
    );
  });

  it('rejects any other length', () => {
    const digitsOfWrongLength = fc
      .string({ unit: digit, maxLength: 20 })
      .filter((number) => number.length !== 10)
      .map((number) => `9${number.slice(1)}`);
    fc.assert(
      fc.property(digitsOfWrongLength, (number) => {
        expect(messageOf(mobileSchema.safeParse(number))).toBe('mobile');
      }),
    );
  });

  it.each(['+919876543210', '09876543210', '98765 43210', '98765-43210', '987654321a'])('rejects %s', (number) => {
    expect(messageOf(mobileSchema.safeParse(number))).toBe('mobile');
  });
});

describe('passwordSchema', () => {
  const anyChar = fc.string({ minLength: 1, maxLength: 1, unit: 'grapheme-ascii' });

  it('accepts 8 or more characters with a letter and a digit', () => {
    fc.assert(
      fc.property(letter, digit, fc.string({ unit: anyChar, minLength: 6, maxLength: 40 }), (l, d, rest) => {
        expect(passwordSchema.safeParse(`${rest}${l}${d}`).success).toBe(true);
      }),
    );
  });

  it('rejects fewer than 8 characters whatever they are', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 7, unit: 'grapheme-ascii' }), (password) => {
        expect(messageOf(passwordSchema.safeParse(password))).toBe('password');
      }),
    );
  });

  it('rejects a password without a digit, or without a letter', () => {
    const noDigits = fc
      .string({ minLength: 8, maxLength: 30, unit: 'grapheme-ascii' })
      .map((text) => text.replace(/[0-9]/g, 'x'));
    const noLetters = fc
      .string({ minLength: 8, maxLength: 30, unit: 'grapheme-ascii' })
      .map((text) => text.replace(/[A-Za-z]/g, '7'));
    fc.assert(
      fc.property(fc.oneof(noDigits, noLetters), (password) => {
        expect(messageOf(passwordSchema.safeParse(password))).toBe('password');
      }),
    );
  });

  it('counts spaces: a password is not trimmed', () => {
    expect(passwordSchema.parse(' pass 12 ')).toBe(' pass 12 ');
    expect(passwordSchema.safeParse('  ab12  ').success).toBe(true);
  });
});

describe('verificationCodeSchema', () => {
  it('accepts exactly six digits', () => {
    fc.assert(
      fc.property(fc.string({ unit: digit, minLength: 6, maxLength: 6 }), (code) => {
        expect(verificationCodeSchema.safeParse(code).success).toBe(true);
      }),
    );
  });

  it('rejects anything else', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 12 }).filter((code) => !/^\s*[0-9]{6}\s*$/.test(code)),
        (code) => {
          expect(messageOf(verificationCodeSchema.safeParse(code))).toBe('verificationCode');
        },
      ),
    );
  });
});

describe('validateForm', () => {
  it('gives the parsed values of a valid sign-up', () => {
    expect(validateForm(signupFormSchema, { ...valid, username: ' player01 ' })).toEqual({ ok: true, value: valid });
  });

  it('gives every failing field its message after one check', () => {
    expect(
      validateForm(signupFormSchema, { username: 'ab', mobile: '12345', password: 'short', confirmPassword: 'other' }),
    ).toEqual({
      ok: false,
      error: {
        username: 'username',
        mobile: 'mobile',
        password: 'password',
        confirmPassword: 'passwordsDiffer',
      },
    });
  });

  it('says the passwords differ exactly when the confirmation is not the password', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.string({ maxLength: 20 }), (password, confirmPassword) => {
        const result = validateForm(signupFormSchema, { ...valid, password, confirmPassword });
        const differ = !result.ok && result.error.confirmPassword === 'passwordsDiffer';
        expect(differ).toBe(password !== confirmPassword);
      }),
    );
  });

  it('asks for both login fields, and nothing more', () => {
    expect(validateForm(loginFormSchema, { username: ' ', password: '' })).toEqual({
      ok: false,
      error: { username: 'usernameRequired', password: 'passwordRequired' },
    });
    expect(validateForm(loginFormSchema, { username: 'x', password: 'y' })).toEqual({
      ok: true,
      value: { username: 'x', password: 'y' },
    });
  });

  it('checks the verification code', () => {
    expect(validateForm(verificationFormSchema, { code: '12345' })).toEqual({
      ok: false,
      error: { code: 'verificationCode' },
    });
    expect(validateForm(verificationFormSchema, { code: ' 123456 ' })).toEqual({
      ok: true,
      value: { code: '123456' },
    });
  });
});

describe('the account form codes', () => {
  it('are refusal codes, each said in English by its table', () => {
    for (const [code, english] of Object.entries(accountFormMessages)) {
      expect(isRefusalCode(code), code).toBe(true);
      expect(refusalText(code as keyof typeof accountFormMessages)).toBe(english);
    }
    expect(refusalText('username')).toBe('Username must be 4 to 20 letters or digits.');
  });

  it('are what firstProblem gives, in the schema field order', () => {
    expect(
      firstProblem(signupFormSchema, { username: 'player01', mobile: '123', password: 'x', confirmPassword: '' }),
    ).toEqual({ ok: false, error: 'mobile' });
  });
});
