import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { defaultRedirectTarget, safeRedirectTarget } from './safe-redirect';

const origin = 'https://brand.example';

/** What the login reads from its own address bar. */
const redirectParameterOf = (search: string) => new URLSearchParams(search).get('redirect');

describe('safeRedirectTarget', () => {
  it.each([
    ['/bet-history', '/bet-history'],
    ['/bet-history?page=2#top', '/bet-history?page=2#top'],
    ['/markets/10/20', '/markets/10/20'],
    ['/a/../ProfitLoss', '/ProfitLoss'],
    ['/index', '/index'],
  ])('keeps the path of this site %s', (raw, expected) => {
    expect(safeRedirectTarget(raw, origin)).toBe(expected);
  });

  it.each([
    ['a protocol-relative host', '//evil.example'],
    ['another origin', 'https://evil.example'],
    ['the same origin written absolute', 'https://brand.example/bet-history'],
    ['a backslash host', '/\\evil.example'],
    ['a backslash later on', '/x/..\\..\\/evil.example'],
    ['a script', 'javascript:alert(1)'],
    ['a data URL', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', 'bet-history'],
    ['the still-encoded slashes', '%2F%2Fevil.example'],
    ['a tab inside the slashes', '/\t/evil.example'],
    ['a newline inside the slashes', '/\n/evil.example'],
    ['a carriage return', '/\r/evil.example'],
    ['a leading space', ' /bet-history'],
    ['a NUL', '/bet-history\u0000'],
    ['a dot segment that empties into two slashes', '/.//evil.example'],
    ['three slashes', '///evil.example'],
    ['the login page', '/auth/login'],
    ['the logout page', '/Auth/Logout'],
    ['the logout page, encoded', '/%61uth/logout'],
    ['nothing', ''],
  ])('sends %s to the default route', (_what, raw) => {
    expect(safeRedirectTarget(raw, origin)).toBe(defaultRedirectTarget);
  });

  it('sends a missing parameter to the default route', () => {
    expect(safeRedirectTarget(null, origin)).toBe('/');
    expect(safeRedirectTarget(undefined, origin)).toBe('/');
  });

  it('reads the parameter decoded, so encoded slashes are caught', () => {
    expect(redirectParameterOf('?redirect=%2F%2Fevil.example')).toBe('//evil.example');
    expect(safeRedirectTarget(redirectParameterOf('?redirect=%2F%2Fevil.example'), origin)).toBe('/');
    expect(safeRedirectTarget(redirectParameterOf('?redirect=%2F%5Cevil.example'), origin)).toBe('/');
    expect(safeRedirectTarget(redirectParameterOf('?redirect=%2Fbet-history'), origin)).toBe('/bet-history');
  });

  it('keeps an encoded path encoded: it stays a path of this site', () => {
    const target = safeRedirectTarget('/%2F%2Fevil.example', origin);
    expect(target).toBe('/%2F%2Fevil.example');
    expect(new URL(target, origin).origin).toBe(origin);
  });

  it('resolves to this origin, as a path of one leading slash, whatever it is given', () => {
    const pieces = fc.constantFrom(
      '/',
      '//',
      '\\',
      '.',
      '..',
      ':',
      '%2F',
      '%5C',
      '%2e',
      '@',
      '?',
      '#',
      '\t',
      '\n',
      ' ',
      'http:',
      'https://',
      'javascript:',
      'evil.example',
      'brand.example',
      'auth',
      'bet-history',
    );
    const hostile = fc.array(pieces, { maxLength: 8 }).map((parts) => parts.join(''));
    const origins = fc.constantFrom(
      origin,
      'http://localhost:3000',
      'http://gold.localhost:3000',
      'https://x.example:8443',
    );
    fc.assert(
      fc.property(fc.oneof(hostile, fc.string(), fc.webUrl(), fc.webPath()), origins, (raw, at) => {
        const target = safeRedirectTarget(raw, at);
        expect(target.startsWith('/')).toBe(true);
        expect(target.startsWith('//')).toBe(false);
        expect(target.startsWith('/\\')).toBe(false);
        expect(new URL(target, at).origin).toBe(new URL(at).origin);
        // What the browser does with it once more changes nothing: the answer is already resolved.
        expect(safeRedirectTarget(target, at)).toBe(target);
      }),
      { numRuns: 2000 },
    );
  });
});
