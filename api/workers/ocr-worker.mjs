// The OCR's own thread (started by api/src/payments/ocr-pool.ts). tesseract.js runs here, so when
// it throws where nobody listens, or its own worker thread dies, only this thread ends: the api's
// thread sees the exit, fails the receipt and starts a fresh one. Plain JavaScript, not TypeScript,
// so the same file runs from src/ under vitest and from dist/ under plain Node.
//
// Messages: in { id, image: ArrayBuffer } (transferred), out { id, text } or { id, error }.
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';

import { createWorker } from 'tesseract.js';

const require = createRequire(import.meta.url);

/** @type {Promise<import('tesseract.js').Worker> | null} */
let tesseract = null;

// The language data comes from the `@tesseract.js-data/eng` package on disk (never downloaded)
// and is not cached anywhere else.
const start = () => {
  const english = require('@tesseract.js-data/eng');
  return createWorker('eng', undefined, {
    langPath: english.langPath,
    gzip: english.gzip,
    cacheMethod: 'none',
    // Without a handler tesseract.js rethrows a failed job where nobody can catch it; the job's
    // own promise rejects either way, and that is what is reported.
    errorHandler: () => undefined,
  });
};

parentPort?.on('message', async ({ id, image }) => {
  try {
    tesseract ??= start();
    const { data } = await (await tesseract).recognize(Buffer.from(image));
    parentPort?.postMessage({ id, text: data.text });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
