import { describe, expect, it } from 'vitest';

import { catalogue } from './catalogue.js';

describe('the reference catalogue', () => {
  it("names a live table's stakes as numbers, and in English as lobbies always read them", () => {
    const byName = (name: string) => catalogue.find((entry) => entry.name === name);
    expect(byName('Grand Blackjack VIP')).toMatchObject({
      tagline: 'Min 1,000 · Max 10L',
      stakeLimits: { min: 1000, max: 1_000_000 },
    });
    expect(byName('Monopoly Big Ball')).toMatchObject({
      tagline: 'Min 10 · Max 50K',
      stakeLimits: { min: 10, max: 50_000 },
    });
    expect(byName('Gates of Gold')).toMatchObject({ tagline: null, stakeLimits: null });
  });
});
