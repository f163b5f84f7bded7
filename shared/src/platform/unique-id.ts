/** The part of Web Crypto an id needs; `randomUUID` is missing outside secure contexts. */
export type RandomSource = Pick<Crypto, 'getRandomValues'> & { randomUUID?: Crypto['randomUUID'] };

const byteToHex = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

/**
 * A random RFC 4122 version 4 id. `crypto.randomUUID` exists only in secure contexts (https,
 * localhost), so a brand served over plain http on any other hostname would fail to start with
 * it; `getRandomValues` works everywhere and is as random.
 */
export function createUniqueId(source: RandomSource = globalThis.crypto): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  return uuidV4FromBytes(source.getRandomValues(new Uint8Array(16)));
}

/** Formats 16 random bytes as a version 4, variant 10 id (the bits RFC 4122 fixes are overwritten). */
export function uuidV4FromBytes(random: Uint8Array): string {
  if (random.length !== 16) throw new RangeError(`A UUID needs 16 bytes, got ${random.length}.`);
  const bytes = Uint8Array.from(random);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byteToHex[byte] ?? '');
  return [
    hex.slice(0, 4).join(''),
    hex.slice(4, 6).join(''),
    hex.slice(6, 8).join(''),
    hex.slice(8, 10).join(''),
    hex.slice(10, 16).join(''),
  ].join('-');
}
