import { createRequire } from 'node:module';

import type { Worker } from 'tesseract.js';

/** Reads the text of an image. */
export interface TextReader {
  read(image: Buffer): Promise<string>;
  /** Stops the reader's worker; reading again starts a new one. */
  close(): Promise<void>;
}

const require = createRequire(import.meta.url);

/**
 * English text recognition with tesseract.js in a worker thread. The language data comes from the
 * `@tesseract.js-data/eng` package on disk (never downloaded) and is not cached anywhere else;
 * the worker starts on the first read, so an api that never gets a receipt never loads it.
 */
export function createTesseractReader(): TextReader {
  let worker: Promise<Worker> | null = null;

  const start = async (): Promise<Worker> => {
    const { createWorker } = await import('tesseract.js');
    const english = require('@tesseract.js-data/eng') as { langPath: string; gzip: boolean };
    return createWorker('eng', undefined, {
      langPath: english.langPath,
      gzip: english.gzip,
      cacheMethod: 'none',
    });
  };

  return {
    async read(image) {
      worker ??= start();
      try {
        const { data } = await (await worker).recognize(image);
        return data.text;
      } catch (error) {
        // A worker that failed to start is not kept: the next receipt tries again.
        const failed = worker;
        worker = null;
        await failed?.then((started) => started.terminate()).catch(() => undefined);
        throw error;
      }
    },
    async close() {
      const running = worker;
      worker = null;
      if (running !== null) await (await running).terminate();
    },
  };
}
