import { crc32, deflateSync } from 'node:zlib';

// Images whose headers are valid and whose data is not: what a player can upload to make a
// decoder fail (or allocate far more than the file's size), built by hand so each fault is exact.

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const u32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};

function chunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  return Buffer.concat([u32(data.length), typed, u32(crc32(typed))]);
}

/** An 8-bit greyscale PNG; `rows` are the filtered scanlines (filter byte first) before deflate. */
function greyPng(width: number, height: number, idat: Buffer): Buffer {
  const header = Buffer.concat([u32(width), u32(height), Buffer.from([8, 0, 0, 0, 0])]);
  return Buffer.concat([PNG_SIGNATURE, chunk('IHDR', header), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
}

/** Scanlines of a white image with a dark band, each with filter type 0 (none). */
function scanlines(width: number, height: number): Buffer {
  const rows = Buffer.alloc((width + 1) * height, 0xff);
  for (let y = 0; y < height; y += 1) {
    rows[y * (width + 1)] = 0;
    if (y > height / 3 && y < (2 * height) / 3) rows.fill(0x20, y * (width + 1) + 1, (y + 1) * (width + 1));
  }
  return rows;
}

/** A small valid PNG (64 × 32), to show the same bytes decode once unbroken. */
export function validPng(): Buffer {
  return greyPng(64, 32, deflateSync(scanlines(64, 32)));
}

/** A row starts with adaptive-filter type 0xFF (only 0 to 4 exist). */
export function pngWithBadFilterByte(): Buffer {
  const rows = scanlines(64, 32);
  rows[0] = 0xff;
  return greyPng(64, 32, deflateSync(rows));
}

/** IDAT's zlib stream ends with an Adler-32 checksum with its bits flipped. */
export function pngWithBadChecksum(): Buffer {
  const idat = deflateSync(scanlines(64, 32));
  for (let at = idat.length - 4; at < idat.length; at += 1) idat[at] = (idat[at] ?? 0) ^ 0xff;
  return greyPng(64, 32, idat);
}

/** 6000 × 6000 black pixels: 36 MB once inflated, about 35 KB as a file. */
export function pngBomb(): Buffer {
  return greyPng(6000, 6000, deflateSync(Buffer.alloc(6001 * 6000), { level: 9 }));
}

/**
 * A baseline JPEG (64 × 64, one component) cut in its scan data: every header a reader checks is
 * there, the picture is not.
 */
export function truncatedJpeg(): Buffer {
  const segment = (marker: number, payload: number[]) =>
    Buffer.from([0xff, marker, (payload.length + 2) >> 8, (payload.length + 2) & 0xff, ...payload]);
  const quantisation = [0, ...new Array<number>(64).fill(1)];
  // One DC and one AC table, each with a single one-bit code.
  const dcTable = [0x00, 1, ...new Array<number>(15).fill(0), 0];
  const acTable = [0x10, 1, ...new Array<number>(15).fill(0), 0];
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    segment(0xdb, quantisation),
    segment(0xc0, [8, 0, 64, 0, 64, 1, 1, 0x11, 0]),
    segment(0xc4, [...dcTable, ...acTable]),
    segment(0xda, [1, 1, 0x00, 0, 63, 0]),
    Buffer.from([0x12, 0x34]),
  ]);
}
