import { fileURLToPath } from 'node:url';

// Resolved from this module rather than the working directory so that `node api/dist/main.js`
// from the repository root, `pnpm start` inside api/ and vitest running src/ all find the same
// folders: src/ and dist/ sit at the same depth under the package.
export const apiRoot: string = fileURLToPath(new URL('../', import.meta.url));
export const migrationsDir: string = fileURLToPath(new URL('../migrations/', import.meta.url));
export const seedsDir: string = fileURLToPath(new URL('../seeds/', import.meta.url));
/** The OCR's worker thread: plain JavaScript outside src/, so src/ and dist/ run the same file. */
export const ocrWorkerFile: string = fileURLToPath(new URL('../workers/ocr-worker.mjs', import.meta.url));
