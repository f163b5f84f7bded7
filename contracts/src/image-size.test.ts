import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { imagePixelLimits, readImageSize, withinPixelLimits } from './image-size.js';
import { sniffImageType } from './payments-forms.js';

const bytes = (...parts: (readonly number[] | Uint8Array)[]): Uint8Array =>
  Uint8Array.from(parts.flatMap((part) => [...part]));
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));
const be16 = (value: number) => [(value >>> 8) & 0xff, value & 0xff];
const be32 = (value: number) => [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];
const le16 = (value: number) => [value & 0xff, (value >>> 8) & 0xff];
const le24 = (value: number) => [value & 0xff, (value >>> 8) & 0xff, (value >>> 16) & 0xff];
const le32 = (value: number) => [...le16(value & 0xffff), ...le16(value >>> 16)];

const pngHeader = (width: number, height: number) =>
  bytes(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    be32(13),
    ascii('IHDR'),
    be32(width),
    be32(height),
    [8, 6, 0, 0, 0],
    be32(0),
  );

/** SOI, then any segments (APPn, DQT, DHT, comments) before the frame, then a start-of-frame. */
const jpegHeader = (width: number, height: number, before: readonly (readonly number[])[] = [], sof = 0xc0) =>
  bytes(
    [0xff, 0xd8],
    ...before,
    [0xff, sof],
    be16(17),
    [8],
    be16(height),
    be16(width),
    [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1],
  );

const segment = (marker: number, payload: readonly number[]) => [0xff, marker, ...be16(payload.length + 2), ...payload];

const riff = (chunk: string, payload: readonly number[]) =>
  bytes(ascii('RIFF'), le32(payload.length + 12), ascii('WEBP'), ascii(chunk), le32(payload.length), payload);

const webpLossy = (width: number, height: number) =>
  riff('VP8 ', [0x30, 0x01, 0x00, 0x9d, 0x01, 0x2a, ...le16(width), ...le16(height), 0, 0]);
const webpLossless = (width: number, height: number) =>
  riff('VP8L', [0x2f, ...le32((width - 1) | ((height - 1) << 14)), 0, 0]);
const webpExtended = (width: number, height: number) =>
  riff('VP8X', [0x10, 0, 0, 0, ...le24(width - 1), ...le24(height - 1)]);

describe('readImageSize', () => {
  it('reads the size of each format from its header', () => {
    expect(readImageSize(pngHeader(6000, 6000))).toEqual({ type: 'image/png', width: 6000, height: 6000 });
    expect(readImageSize(jpegHeader(1080, 2400))).toEqual({ type: 'image/jpeg', width: 1080, height: 2400 });
    expect(readImageSize(webpLossy(720, 420))).toEqual({ type: 'image/webp', width: 720, height: 420 });
    expect(readImageSize(webpLossless(16384, 1))).toEqual({ type: 'image/webp', width: 16384, height: 1 });
    expect(readImageSize(webpExtended(16_777_216, 3))).toEqual({ type: 'image/webp', width: 16_777_216, height: 3 });
  });

  it('walks past APPn segments (EXIF) and reads progressive frames, never a DHT or DAC', () => {
    const exif = segment(0xe1, new Array<number>(3000).fill(0x41));
    const huffman = segment(0xc4, [0, 1, 2, 3]);
    expect(readImageSize(jpegHeader(4032, 3024, [exif, huffman], 0xc2))).toMatchObject({ width: 4032, height: 3024 });
    expect(readImageSize(jpegHeader(10, 20, [[0xff, 0xff, 0xff, 0xe0, ...be16(2)]]))).toMatchObject({ width: 10 });
  });

  it.each([
    ['a PNG whose first chunk is not IHDR', bytes(pngHeader(10, 10).slice(0, 12), ascii('tEXt'), new Uint8Array(16))],
    ['a PNG of zero width', pngHeader(0, 10)],
    ['a PNG cut inside IHDR', pngHeader(10, 10).slice(0, 20)],
    ['a JPEG cut before its frame', jpegHeader(10, 10).slice(0, 4)],
    ['a JPEG cut inside its frame', jpegHeader(10, 10).slice(0, 8)],
    ['a JPEG whose data starts before any frame', bytes([0xff, 0xd8], segment(0xda, [1, 2, 3]))],
    ['a JPEG whose height comes later (DNL)', jpegHeader(10, 0)],
    ['a JPEG with a segment shorter than its length field', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 1])],
    ['a JPEG with junk between segments', bytes([0xff, 0xd8, 0x00, 0xff, 0xc0])],
    ['a lossy WebP without its start code', riff('VP8 ', new Array<number>(10).fill(0))],
    ['a lossless WebP without its signature', riff('VP8L', [0, 0, 0, 0, 0])],
    ['a WebP whose first chunk is metadata', riff('EXIF', new Array<number>(10).fill(0))],
    ['a GIF', bytes(ascii('GIF89a'), new Uint8Array(20))],
    ['nothing', new Uint8Array(0)],
  ])('reads no size from %s', (_name, image) => {
    expect(readImageSize(image)).toBeNull();
  });

  const dimension = fc.integer({ min: 1, max: 0xffff });

  it('reads back any size a header states, whatever comes before a JPEG frame', () => {
    const anySegment = fc
      .tuple(
        fc.constantFrom(0xe0, 0xe1, 0xed, 0xfe, 0xdb, 0xc4, 0xdd),
        fc.uint8Array({ maxLength: 300 }).map((payload) => [...payload]),
      )
      .map(([marker, payload]) => segment(marker, payload));
    fc.assert(
      fc.property(dimension, dimension, fc.array(anySegment, { maxLength: 4 }), (width, height, before) => {
        expect(readImageSize(pngHeader(width, height))).toEqual({ type: 'image/png', width, height });
        expect(readImageSize(jpegHeader(width, height, before))).toEqual({ type: 'image/jpeg', width, height });
        const small = { width: (width % 0x3fff) + 1, height: (height % 0x3fff) + 1 };
        expect(readImageSize(webpLossy(small.width, small.height))).toMatchObject(small);
        expect(readImageSize(webpLossless(small.width, small.height))).toMatchObject(small);
        expect(readImageSize(webpExtended(width * 100, height * 100))).toMatchObject({
          width: width * 100,
          height: height * 100,
        });
      }),
    );
  });

  it('never throws, and names only the type the bytes sniff as', () => {
    const prefixes = [
      pngHeader(1, 1).slice(0, 8),
      bytes([0xff, 0xd8, 0xff]),
      bytes(ascii('RIFF'), [0, 0, 0, 0], ascii('WEBP')),
    ];
    const image = fc.oneof(
      fc.uint8Array({ maxLength: 64 }),
      fc
        .tuple(fc.constantFrom(...prefixes), fc.uint8Array({ maxLength: 64 }))
        .map(([prefix, rest]) => bytes(prefix, rest)),
    );
    fc.assert(
      fc.property(image, (candidate) => {
        const size = readImageSize(candidate);
        if (size === null) return;
        expect(size.type).toBe(sniffImageType(candidate));
        expect(size.width).toBeGreaterThan(0);
        expect(size.height).toBeGreaterThan(0);
      }),
    );
  });

  it('reads either nothing or the right size from a header cut anywhere', () => {
    fc.assert(
      fc.property(dimension, dimension, fc.nat(), (width, height, cut) => {
        for (const header of [pngHeader(width, height), jpegHeader(width, height), webpExtended(width, height)]) {
          const size = readImageSize(header.slice(0, cut % (header.length + 1)));
          if (size !== null) expect(size).toMatchObject({ width, height });
        }
      }),
    );
  });
});

describe('withinPixelLimits', () => {
  it('lets through phone screenshots and photos, and refuses the 6000 × 6000 bomb', () => {
    expect(withinPixelLimits({ width: 1440, height: 3200 })).toBe(true);
    expect(withinPixelLimits({ width: 4032, height: 3024 })).toBe(true);
    expect(withinPixelLimits({ width: 1080, height: 10_000 })).toBe(true);
    expect(withinPixelLimits({ width: 6000, height: 6000 })).toBe(false);
    expect(withinPixelLimits({ width: 10_001, height: 10 })).toBe(false);
  });

  it('agrees with both limits for any size', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20_000 }), fc.integer({ min: 1, max: 20_000 }), (width, height) => {
        const expected =
          width <= imagePixelLimits.maxSide &&
          height <= imagePixelLimits.maxSide &&
          width * height <= imagePixelLimits.maxPixels;
        expect(withinPixelLimits({ width, height })).toBe(expected);
      }),
    );
  });
});
