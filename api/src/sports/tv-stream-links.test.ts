import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { tvStreamLinks } from './tv-stream-links.js';

const links = tvStreamLinks('a token secret of the tests, thirty-two characters or more');
const now = Date.parse('2026-03-01T10:00:00Z');

describe('the TV stream links', () => {
  it('admit the event they were signed for until they expire, and not after', () => {
    const token = links.sign(31, now + 60_000);
    expect(links.verify(token, now)).toBe(31);
    expect(links.verify(token, now + 59_999)).toBe(31);
    expect(links.verify(token, now + 60_000)).toBeUndefined();
  });

  it('refuse a token signed with another secret, or with its event or expiry changed', () => {
    const token = links.sign(31, now + 60_000);
    const [, expiresAt, signature] = token.split('.');
    expect(links.verify(`32.${expiresAt}.${signature}`, now)).toBeUndefined();
    expect(links.verify(`31.${now + 600_000}.${signature}`, now)).toBeUndefined();
    expect(tvStreamLinks('another secret of the tests, thirty-two characters').verify(token, now)).toBeUndefined();
  });

  it('read any text as a token without throwing, admitting none but their own', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (text) => {
        expect(links.verify(text, now)).toBeUndefined();
      }),
    );
  });
});
