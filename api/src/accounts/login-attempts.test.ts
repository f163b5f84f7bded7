import { loginAttemptResults, refusalText } from '@exchange/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { parseLoginAttemptsQuery } from './login-attempts.js';

describe('parseLoginAttemptsQuery', () => {
  it('reads every valid page request', () => {
    fc.assert(
      fc.property(
        fc.option(fc.constantFrom(...loginAttemptResults), { nil: undefined }),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (result, max, skip) => {
          const query = { Result: result ?? '', MaxResultCount: String(max), SkipCount: String(skip) };
          expect(parseLoginAttemptsQuery(query)).toEqual({
            ok: true,
            value: { result, maxResultCount: max, skipCount: skip },
          });
        },
      ),
    );
  });

  it('defaults to the first ten of every result and matches result names without regard to case', () => {
    expect(parseLoginAttemptsQuery({})).toEqual({
      ok: true,
      value: { result: undefined, maxResultCount: 10, skipCount: 0 },
    });
    expect(parseLoginAttemptsQuery({ Result: 'lockedout' })).toMatchObject({ value: { result: 'LockedOut' } });
  });

  it('refuses a page size outside 1 to 100', () => {
    fc.assert(
      fc.property(fc.integer({ min: 101, max: 1_000_000 }), (max) => {
        expect(parseLoginAttemptsQuery({ MaxResultCount: String(max) })).toEqual({
          ok: false,
          error: { code: 'loginAttemptCountRange', values: { max: 100 } },
        });
      }),
    );
    expect(parseLoginAttemptsQuery({ MaxResultCount: '2.5' })).toMatchObject({ ok: false });
    expect(refusalText('loginAttemptCountRange', { max: 100 })).toBe(
      'MaxResultCount must be a whole number from 1 to 100.',
    );
  });
});
