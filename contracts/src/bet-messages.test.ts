import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { betMessage, betMessages, readBetMessage, type BetMessageKey } from './bet-messages.js';

describe('the betting messages', () => {
  it('fill in their values and read back as the same message with the same values', () => {
    expect(betMessage('insufficientBalance', { available: '500.00', needed: '600.00' })).toBe(
      'Insufficient balance: 500.00 available, 600.00 needed.',
    );
    expect(readBetMessage('Insufficient balance: 500.00 available, 600.00 needed.')).toEqual({
      key: 'insufficientBalance',
      values: { available: '500.00', needed: '600.00' },
    });
    fc.assert(
      fc.property(
        fc.constantFrom(...(Object.keys(betMessages) as BetMessageKey[])),
        fc.stringMatching(/^[0-9][0-9.,]{0,8}$/),
        (key, value) => {
          const names = [...betMessages[key].matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? '');
          const values = Object.fromEntries(names.map((name) => [name, value]));
          expect(readBetMessage(betMessage(key, values))).toEqual({ key, values });
        },
      ),
    );
  });

  it('do not recognise other texts', () => {
    expect(readBetMessage('Something else went wrong.')).toBeNull();
  });
});
