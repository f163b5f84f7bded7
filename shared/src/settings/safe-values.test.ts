import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { capText, maxUrlLength, toSafeHandle, toSafeUrl } from './safe-values';

/** What a safe URL must be, checked independently of how the sanitiser decides it. */
function isHttpOrSameOriginPath(url: string): boolean {
  if (url.startsWith('/')) return !url.startsWith('//') && !url.includes('\\');
  const parsed = new URL(url);
  return parsed.protocol === 'http:' || parsed.protocol === 'https:';
}

const schemes = ['javascript', 'JavaScript', 'data', 'vbscript', 'file', 'blob', 'ftp', 'mailto', 'tel', 'intent'];

describe('toSafeUrl', () => {
  it.each([
    'https://cdn.example/brands/gold/logo.svg',
    'http://localhost:4000/cdn/brands/gold/logo.svg',
    'HTTPS://Support.Example/chat?x=1#top',
    '/cdn/brands/gold/logo.svg',
    '/',
  ])('keeps %s', (url) => {
    expect(toSafeUrl(url)).toBe(url);
  });

  it.each([
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'vbscript:msgbox(1)',
    '//evil.example/logo.svg',
    '/\\evil.example/logo.svg',
    'https:\\\\evil.example',
    'https:/evil.example',
    'http://',
    'logo.svg',
    '',
    '   ',
  ])('drops %j', (url) => {
    expect(toSafeUrl(url)).toBeUndefined();
  });

  it('drops URLs longer than the cap', () => {
    expect(toSafeUrl(`https://a.example/${'a'.repeat(maxUrlLength)}`)).toBeUndefined();
  });

  it('answers only http(s) URLs and same-origin paths, for any input', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.webPath(),
          fc.constantFrom(...schemes).map((s) => `${s}:x`),
        ),
        (input) => {
          const safe = toSafeUrl(input);
          return safe === undefined || isHttpOrSameOriginPath(safe);
        },
      ),
    );
  });

  it('drops every URL whose scheme is not http(s), however it is spelt and padded', () => {
    const padding = fc.constantFrom('', ' ', '\t', '\n', '\u0000', '\u001f');
    fc.assert(
      fc.property(padding, fc.constantFrom(...schemes), fc.nat({ max: 3 }), fc.string(), (pad, scheme, cut, rest) => {
        // A control character inside the scheme is ignored by browsers, so it must not help either.
        const spelt = `${scheme.slice(0, cut)}${pad}${scheme.slice(cut)}`;
        return toSafeUrl(`${pad}${spelt}:${rest}`) === undefined;
      }),
    );
  });

  it('keeps every web URL and is idempotent', () => {
    fc.assert(fc.property(fc.webUrl(), (url) => toSafeUrl(url) === url));
    fc.assert(
      fc.property(fc.string(), (input) => {
        const once = toSafeUrl(input);
        return once === undefined || toSafeUrl(once) === once;
      }),
    );
  });
});

describe('toSafeHandle', () => {
  it('keeps handles and drops anything else', () => {
    expect(toSafeHandle('gold_exchange.support')).toBe('gold_exchange.support');
    for (const bad of ['', '@gold', 'gold exchange', '<b>gold</b>', 'gold/../x', 'a'.repeat(65), 'héllo']) {
      expect(toSafeHandle(bad)).toBeUndefined();
    }
  });

  it('answers only strings of handle characters', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const safe = toSafeHandle(input);
        return safe === undefined || /^[A-Za-z0-9_.]{1,64}$/.test(safe);
      }),
    );
  });
});

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe('capText', () => {
  it('keeps at most the cap of characters, never splitting one', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.nat({ max: 40 }), (text, cap) => {
        const capped = capText(text, cap);
        return Array.from(capped).length <= cap && text.startsWith(capped) && !loneSurrogate.test(capped);
      }),
    );
    expect(capText('<b>Gold</b>', 100)).toBe('<b>Gold</b>');
  });
});
