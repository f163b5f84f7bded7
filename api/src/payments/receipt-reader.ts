import { createOcrPool, type OcrPoolOptions } from './ocr-pool.js';

/** Reads the text of an image. */
export interface TextReader {
  read(image: Buffer): Promise<string>;
  /** Whether a read would be taken now; a reader without a queue always has room. */
  hasRoom?(): boolean;
  /** Stops the reader's workers; reading again is refused. */
  close(): Promise<void>;
}

/**
 * English text recognition with tesseract.js, in worker threads of the api's own (ocr-pool.ts) so
 * that a broken image or a crash of tesseract fails one receipt and never the api. The language
 * data comes from the `@tesseract.js-data/eng` package on disk (never downloaded); a worker starts
 * on the first read, so an api that never gets a receipt never loads it.
 */
export function createTesseractReader(options: OcrPoolOptions = {}): TextReader {
  return createOcrPool(options);
}
