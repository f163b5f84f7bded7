import { describe, expect, it } from 'vitest';

import { domainSettingsSchema } from './domain-settings';

describe('domain settings schema', () => {
  it('needs a domain title', () => {
    expect(domainSettingsSchema.safeParse({ domain: 'gold' }).success).toBe(false);
    expect(domainSettingsSchema.safeParse({ domainTitle: '' }).success).toBe(false);
  });

  it('keeps the fields other features read', () => {
    const parsed = domainSettingsSchema.parse({ domainTitle: 'Gold', games: [{ id: 1 }], bonuses: [] });
    expect(parsed).toMatchObject({ domainTitle: 'Gold', games: [{ id: 1 }], bonuses: [] });
  });

  it('accepts remote overrides only for known remotes', () => {
    expect(
      domainSettingsSchema.safeParse({ domainTitle: 'A', remotes: { casino: 'https://c.example/m.json' } }).success,
    ).toBe(true);
    expect(
      domainSettingsSchema.safeParse({ domainTitle: 'A', remotes: { poker: 'https://p.example/m.json' } }).success,
    ).toBe(false);
  });
});
