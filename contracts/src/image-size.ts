import type { ReceiptContentType } from './payments-forms.js';

/** An image's type and size in pixels as its header states them, before anything is decoded. */
export interface ImageSize {
  readonly type: ReceiptContentType;
  readonly width: number;
  readonly height: number;
}

/**
 * The largest receipt the OCR decodes. A decoder allocates width × height whatever the file's
 * size, so a 35 KB PNG can ask for 6000 × 6000 (36 megapixels, over 600 MB once read). Phone
 * screenshots are at most about 5 megapixels and camera photos of a receipt 12; 16 megapixels
 * leaves room for both and bounds what one read can take. A long scrolling screenshot is narrow,
 * so a side may be long, but not longer than 10,000 pixels.
 */
export const imagePixelLimits = {
  maxPixels: 16_000_000,
  maxSide: 10_000,
} as const;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string): number[] => [...text].map((character) => character.charCodeAt(0));

const u16be = (bytes: Uint8Array, at: number): number => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
const u16le = (bytes: Uint8Array, at: number): number => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
const u24le = (bytes: Uint8Array, at: number): number => u16le(bytes, at) + (bytes[at + 2] ?? 0) * 0x1_0000;
// Multiplied rather than shifted: a shift would turn a top bit into a negative number.
const u32be = (bytes: Uint8Array, at: number): number => u16be(bytes, at) * 0x1_0000 + u16be(bytes, at + 2);
const u32le = (bytes: Uint8Array, at: number): number => u16le(bytes, at) + u16le(bytes, at + 2) * 0x1_0000;

const sized = (type: ReceiptContentType, width: number, height: number): ImageSize | null =>
  width > 0 && height > 0 ? { type, width, height } : null;

/** PNG: the first chunk must be IHDR (13 bytes), whose first fields are the width and the height. */
function pngSize(bytes: Uint8Array): ImageSize | null {
  if (bytes.length < 24 || u32be(bytes, 8) !== 13 || !startsWith(bytes, ascii('IHDR'), 12)) return null;
  const width = u32be(bytes, 16);
  const height = u32be(bytes, 20);
  // The format caps both at 2^31 − 1.
  if (width > 0x7fff_ffff || height > 0x7fff_ffff) return null;
  return sized('image/png', width, height);
}

// Start-of-frame markers: C0–CF except DHT (C4), JPG (C8) and DAC (CC), which share the range.
const isStartOfFrame = (marker: number): boolean =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
// Markers that stand alone, without a length: TEM and the restart markers.
const standsAlone = (marker: number): boolean => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/** JPEG: segments are walked by their lengths to the first start-of-frame, which holds the size. */
function jpegSize(bytes: Uint8Array): ImageSize | null {
  let at = 2;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    // Any number of 0xFF fill bytes may come before a marker.
    while (bytes[at] === 0xff) at += 1;
    if (at >= bytes.length) return null;
    const marker = bytes[at] ?? 0;
    at += 1;
    if (standsAlone(marker)) continue;
    // The image data (SOS) or its end (EOI) before any frame: no size to read.
    if (marker === 0xda || marker === 0xd9 || marker === 0xd8) return null;
    if (at + 2 > bytes.length) return null;
    const length = u16be(bytes, at);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      // Length, precision (1 byte), height, width. A height of 0 is announced later (DNL): refused.
      if (length < 7 || at + 7 > bytes.length) return null;
      return sized('image/jpeg', u16be(bytes, at + 5), u16be(bytes, at + 3));
    }
    at += length;
  }
  return null;
}

/** WebP: the first chunk after `RIFF….WEBP` is VP8 (lossy), VP8L (lossless) or VP8X (extended). */
function webpSize(bytes: Uint8Array): ImageSize | null {
  if (startsWith(bytes, ascii('VP8 '), 12)) {
    // Frame tag (3 bytes), then the key frame's start code, then 14-bit sizes (2 scale bits above).
    if (bytes.length < 30 || !startsWith(bytes, [0x9d, 0x01, 0x2a], 23)) return null;
    return sized('image/webp', u16le(bytes, 26) & 0x3fff, u16le(bytes, 28) & 0x3fff);
  }
  if (startsWith(bytes, ascii('VP8L'), 12)) {
    // A signature byte, then width − 1 and height − 1 in 14 bits each, least significant first.
    if (bytes.length < 25 || bytes[20] !== 0x2f) return null;
    const bits = u32le(bytes, 21);
    return sized('image/webp', (bits & 0x3fff) + 1, (Math.floor(bits / 0x4000) & 0x3fff) + 1);
  }
  if (startsWith(bytes, ascii('VP8X'), 12)) {
    // Flags (1 byte), reserved (3), then the canvas's width − 1 and height − 1 in 24 bits each.
    if (bytes.length < 30) return null;
    return sized('image/webp', u24le(bytes, 24) + 1, u24le(bytes, 27) + 1);
  }
  return null;
}

/**
 * The type and size of a PNG, JPEG or WebP image from its header alone; null for anything else and
 * for a header that cannot be read (then the image is refused like a file of the wrong type).
 */
export function readImageSize(bytes: Uint8Array): ImageSize | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return pngSize(bytes);
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return jpegSize(bytes);
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return webpSize(bytes);
  return null;
}

/** Whether an image is small enough to decode: no side over `maxSide`, no more than `maxPixels` in all. */
export function withinPixelLimits(
  size: Pick<ImageSize, 'width' | 'height'>,
  limits: { readonly maxPixels: number; readonly maxSide: number } = imagePixelLimits,
): boolean {
  return size.width <= limits.maxSide && size.height <= limits.maxSide && size.width * size.height <= limits.maxPixels;
}
