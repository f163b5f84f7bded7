import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { domainSettingsSchema, maxDescriptionLength, maxDomainTitleLength } from './domain-settings';

const complete = {
  domain: 'gold.localhost',
  domainTitle: 'Gold Exchange',
  description: 'Exchange betting in gold',
  mainLogo: 'http://localhost:4000/cdn/brands/gold/logo.svg',
  authBackgroundImage: 'http://localhost:4000/cdn/brands/gold/auth-background.svg',
  authLogoImage: 'http://localhost:4000/cdn/brands/gold/auth-logo.svg',
  favicon: '/favicon.svg',
  baseUrl: 'http://localhost:4000',
  hubUrl: 'http://localhost:4000/hubs/notifications',
  siteSuspended: false,
  bodyBgColor: '#FBF7EC',
  theme: 'gold',
  codec: 'identity',
  showSupportLink: true,
  supportLink: 'https://support.example/gold',
  telegramId: 'gold_exchange',
  instagramId: 'gold.exchange',
  showDepositW: true,
  football: true,
  tennis: true,
  cricket: true,
  kabaddi: false,
  horseRacing: true,
  bonuses: [],
  events: { sports: [] },
  games: [{ id: 1 }],
  tv: null,
  remotes: { casino: 'http://localhost:3003/mf-manifest.json' },
};

const parse = (overrides: Record<string, unknown>) => domainSettingsSchema.safeParse({ ...complete, ...overrides });

describe('domain settings schema', () => {
  it('keeps every field of a complete brand file', () => {
    expect(domainSettingsSchema.parse(complete)).toEqual(complete);
  });

  it('needs a domain title', () => {
    expect(domainSettingsSchema.safeParse({ domain: 'gold' }).success).toBe(false);
    expect(domainSettingsSchema.safeParse({ domainTitle: '' }).success).toBe(false);
    expect(domainSettingsSchema.safeParse({ domainTitle: '   ' }).success).toBe(false);
    expect(domainSettingsSchema.safeParse(null).success).toBe(false);
    expect(domainSettingsSchema.safeParse([]).success).toBe(false);
  });

  it.each([
    ['domainTitle', 42],
    ['siteSuspended', 'true'],
    ['showDepositW', 1],
    ['football', 'yes'],
    ['supportLink', { href: 'https://x.example' }],
    ['telegramId', 12345],
    ['bodyBgColor', 0xffffff],
    ['codec', 'rot13'],
    ['description', ['a']],
    ['remotes', { poker: 'https://p.example/m.json' }],
  ])('fails when %s has the wrong type or value (%j)', (field, value) => {
    expect(parse({ [field]: value }).success).toBe(false);
  });

  it('reads null as not set', () => {
    const parsed = parse({ supportLink: null, telegramId: null, siteSuspended: null, description: null });
    expect(parsed.success && parsed.data).toMatchObject({
      supportLink: undefined,
      telegramId: undefined,
      siteSuspended: undefined,
      description: undefined,
    });
  });

  it('keeps the fields other features read', () => {
    const parsed = domainSettingsSchema.parse({ domainTitle: 'Gold', games: [{ id: 1 }], bonuses: [], extra: 'x' });
    expect(parsed).toMatchObject({ domainTitle: 'Gold', games: [{ id: 1 }], bonuses: [], extra: 'x' });
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

describe('hostile brand values', () => {
  it.each(['supportLink', 'mainLogo', 'authLogoImage', 'authBackgroundImage', 'favicon', 'baseUrl', 'hubUrl'])(
    'drops a %s that is not http(s) or a same-origin path',
    (field) => {
      for (const hostile of [
        'javascript:alert(document.cookie)',
        'data:text/html,<script>x</script>',
        '//evil.example',
      ]) {
        const parsed = parse({ [field]: hostile });
        expect(parsed.success).toBe(true);
        expect(parsed.data?.[field]).toBeUndefined();
      }
    },
  );

  it('drops handles that are not handles', () => {
    const parsed = domainSettingsSchema.parse({
      domainTitle: 'A',
      telegramId: '"><img src=x onerror=alert(1)>',
      instagramId: 'javascript:alert(1)',
    });
    expect(parsed.telegramId).toBeUndefined();
    expect(parsed.instagramId).toBeUndefined();
  });

  it('drops a bodyBgColor that is not a hex colour and a theme it does not know', () => {
    const parsed = domainSettingsSchema.parse({ domainTitle: 'A', bodyBgColor: 'red;}body{x:y', theme: 'neon' });
    expect(parsed.bodyBgColor).toBeUndefined();
    expect(parsed.theme).toBeUndefined();
  });

  it('keeps markup in the title and description as text, capped in length', () => {
    const parsed = domainSettingsSchema.parse({
      domainTitle: `<script>alert(1)</script>${'T'.repeat(500)}`,
      description: `<b>bold</b>${'d'.repeat(1000)}`,
    });
    expect(parsed.domainTitle.startsWith('<script>alert(1)</script>')).toBe(true);
    expect(parsed.domainTitle).toHaveLength(maxDomainTitleLength);
    expect(parsed.description?.startsWith('<b>bold</b>')).toBe(true);
    expect(parsed.description).toHaveLength(maxDescriptionLength);
  });

  it('never passes on an unsafe link, whatever string the file holds', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (supportLink, telegramId) => {
        const parsed = domainSettingsSchema.parse({ domainTitle: 'A', supportLink, telegramId });
        const link = parsed.supportLink;
        const linkIsSafe =
          link === undefined || /^https?:\/\//i.test(link) || (link.startsWith('/') && !link.startsWith('//'));
        return linkIsSafe && (parsed.telegramId === undefined || /^[A-Za-z0-9_.]{1,64}$/.test(parsed.telegramId));
      }),
    );
  });
});
