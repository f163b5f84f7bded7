import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';

import { createUniqueId, uuidV4FromBytes, type RandomSource } from './unique-id';

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Web Crypto as a page outside a secure context sees it: no randomUUID. */
const insecureCrypto: RandomSource = {
  getRandomValues: (array) => globalThis.crypto.getRandomValues(array),
};

describe('createUniqueId', () => {
  it('uses crypto.randomUUID where the page has it', () => {
    const randomUUID = vi.fn(() => '11111111-2222-4333-8444-555555555555' as const);
    const getRandomValues = vi.fn();
    expect(createUniqueId({ randomUUID, getRandomValues })).toBe('11111111-2222-4333-8444-555555555555');
    expect(getRandomValues).not.toHaveBeenCalled();
  });

  it('works with the global crypto', () => {
    expect(createUniqueId()).toMatch(uuidV4);
  });

  it('falls back to getRandomValues outside a secure context, with valid and unique v4 ids', () => {
    const ids = Array.from({ length: 2_000 }, () => createUniqueId(insecureCrypto));
    for (const id of ids) expect(id).toMatch(uuidV4);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('uuidV4FromBytes', () => {
  it('keeps every random bit except the version and variant', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 16, maxLength: 16 }), (bytes) => {
        const id = uuidV4FromBytes(bytes);
        expect(id).toMatch(uuidV4);
        const decoded = Uint8Array.from(id.replaceAll('-', '').match(/../g) ?? [], (pair) => parseInt(pair, 16));
        const expected = Uint8Array.from(bytes);
        expected[6] = ((expected[6] ?? 0) & 0x0f) | 0x40;
        expected[8] = ((expected[8] ?? 0) & 0x3f) | 0x80;
        expect(decoded).toEqual(expected);
      }),
    );
  });

  it('does not change the bytes it is given', () => {
    const bytes = new Uint8Array(16).fill(0xff);
    expect(uuidV4FromBytes(bytes)).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(bytes.every((byte) => byte === 0xff)).toBe(true);
  });

  it('refuses anything but 16 bytes', () => {
    expect(() => uuidV4FromBytes(new Uint8Array(15))).toThrow(RangeError);
  });
});
