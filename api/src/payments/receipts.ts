import { createHash, randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

import {
  findUtr,
  readImageSize,
  receiptRules,
  refusal,
  refusalText,
  withinPixelLimits,
  type StoredImage,
} from '@exchange/contracts';

import type { Queryable } from '../db/database.js';
import { HttpError, refused } from '../http/errors.js';
import type { TextReader } from './receipt-reader.js';

type UploadRow = {
  readonly id: string;
  readonly content_type: string;
  readonly size: number;
  readonly text_status: StoredImage['textStatus'];
  readonly utr: string | null;
};

const toStoredImage = (row: UploadRow): StoredImage => ({
  id: row.id,
  contentType: row.content_type,
  size: row.size,
  textStatus: row.text_status,
  utr: row.utr,
});

const extensions: Readonly<Record<string, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/** How long a player is asked to wait when the OCR queue is full: about what the queue takes to drain. */
export const RECEIPTS_BUSY_RETRY_SECONDS = 60;

/** The OCR queue is full: the upload is refused before it is stored, and may be sent again later. */
export class ReceiptsBusyError extends HttpError {
  readonly retryAfterSeconds = RECEIPTS_BUSY_RETRY_SECONDS;

  constructor() {
    super(503, refusalText('receiptsBusy'), { refusal: refusal('receiptsBusy') });
  }
}

export interface ReceiptStoreOptions {
  readonly db: Queryable;
  /** Folder the images are written to (created when missing). */
  readonly dir: string;
  readonly reader: TextReader;
  readonly now: () => Date;
  readonly logError: (error: unknown, message: string) => void;
}

/**
 * Receipt images: checked by their bytes (PNG, JPEG or WebP, at most 5 MB, whatever the file is
 * called) and by the size their header states (imagePixelLimits), written under the data folder,
 * then read by OCR off the request path; the text and the UTR found in it are stored with the
 * upload for the page to ask for. An image the OCR cannot read is marked `failed`.
 */
export function createReceiptStore({ db, dir, reader, now, logError }: ReceiptStoreOptions) {
  const readings = new Set<Promise<void>>();

  async function readText(id: string, reading: Promise<string>): Promise<void> {
    try {
      const text = await reading;
      await db.query(`UPDATE uploads SET text_status = 'done', text = $2, utr = $3 WHERE id = $1`, [
        id,
        text.slice(0, 10_000),
        findUtr(text),
      ]);
    } catch (error) {
      logError(error, `Reading the text of receipt ${id} failed`);
      await db.query(`UPDATE uploads SET text_status = 'failed' WHERE id = $1`, [id]).catch(() => undefined);
    }
  }

  return {
    async store(playerId: number, image: Buffer): Promise<StoredImage> {
      if (image.length > receiptRules.maxBytes) throw refused(413, 'receiptTooLarge');
      // Only the header is read: an image is never decoded on the request path.
      const size = readImageSize(image);
      if (size === null) throw refused(400, 'receiptType');
      if (!withinPixelLimits(size)) throw refused(400, 'receiptPixels');
      if (reader.hasRoom?.() === false) throw new ReceiptsBusyError();
      // Queued before anything is awaited, so two uploads at once cannot both take the last place.
      const reading = reader.read(image);
      // Its failure is reported once the upload is recorded; if recording fails, there is nothing to mark.
      reading.catch(() => undefined);
      const contentType = size.type;
      const id = randomUUID();
      const fileName = `${id}.${extensions[contentType] ?? 'bin'}`;
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, fileName), image, { mode: 0o600 });
      const [row] = await db.query<UploadRow>(
        `INSERT INTO uploads (id, player_id, content_type, size, sha256, file_name, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         RETURNING id, content_type, size, text_status, utr`,
        [id, playerId, contentType, image.length, createHash('sha256').update(image).digest('hex'), fileName, now()],
      );
      if (row === undefined) throw new Error('The upload was not recorded.');
      const done = readText(id, reading).finally(() => readings.delete(done));
      readings.add(done);
      return toStoredImage(row);
    },

    /** `Setting/GetImageText`: the player's own upload with what OCR has read so far. */
    async text(playerId: number, id: string): Promise<StoredImage> {
      const [row] = /^[0-9a-f-]{36}$/.test(id)
        ? await db.query<UploadRow>(
            'SELECT id, content_type, size, text_status, utr FROM uploads WHERE id = $1 AND player_id = $2',
            [id, playerId],
          )
        : [];
      if (row === undefined) throw refused(404, 'receiptNotFound');
      return toStoredImage(row);
    },

    /** Whether an upload would be queued for reading now rather than refused as busy. */
    hasRoom: (): boolean => reader.hasRoom?.() ?? true,

    /** Resolves when every receipt queued so far has been read or has failed (tests, shutdown). */
    idle: async (): Promise<void> => {
      await Promise.all([...readings]);
    },
  };
}

export type ReceiptStore = ReturnType<typeof createReceiptStore>;
