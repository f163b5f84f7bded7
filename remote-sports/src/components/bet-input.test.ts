import { describe, expect, it } from 'vitest';

import { addToStake } from './bet-input';

describe('a quick stake added to the stake', () => {
  it('adds exactly, in paise, writing whole rupees without decimals', () => {
    expect(addToStake('', 500)).toBe('500');
    expect(addToStake('500', 500)).toBe('1000');
    expect(addToStake('0.1', 0.2)).toBe('0.30');
    expect(addToStake(' 12.5 ', 100)).toBe('112.50');
  });

  it('counts what cannot be read as a stake as nothing', () => {
    expect(addToStake('abc', 100)).toBe('100');
    expect(addToStake('-50', 100)).toBe('100');
  });
});
