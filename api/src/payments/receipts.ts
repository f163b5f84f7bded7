import { createHash, randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { findUtr, paymentMessages, receiptRules, sniffImageType, type StoredImage } from '@exchange/contracts';

import type { Queryable } from '../db/database.js';
import { HttpError } from '../http/errors.js';
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
 * called), written under the data folder, then read by OCR one at a time off the request path;
 * the text and the UTR found in it are stored with the upload for the page to ask for.
 */
export function createReceiptStore({ db, dir, reader, now, logError }: ReceiptStoreOptions) {
  let queue: Promise<void> = Promise.resolve();

  async function readText(id: string, image: Buffer): Promise<void> {
    try {
      const text = await reader.read(image);
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
      if (image.length > receiptRules.maxBytes) throw new HttpError(413, paymentMessages.receiptTooLarge);
      const contentType = image.length === 0 ? null : sniffImageType(image);
      if (contentType === null) throw new HttpError(400, paymentMessages.receiptType);
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
      queue = queue.then(() => readText(id, image));
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
      if (row === undefined) throw new HttpError(404, 'The receipt was not found. Please upload it again.');
      return toStoredImage(row);
    },

    /** Resolves when every receipt queued so far has been read (tests, shutdown). */
    idle: (): Promise<void> => queue,
  };
}

export type ReceiptStore = ReturnType<typeof createReceiptStore>;
