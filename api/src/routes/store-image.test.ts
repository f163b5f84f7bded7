import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { paymentMessages } from '@exchange/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { OcrError } from '../payments/ocr-pool.js';
import type { TextReader } from '../payments/receipt-reader.js';
import { RECEIPTS_BUSY_RETRY_SECONDS, type ReceiptStore } from '../payments/receipts.js';
import { pngBomb, truncatedJpeg, validPng } from '../payments/testing/broken-images.js';
import { startTestApp, testAdminAuthorization, type TestApp } from '../testing/test-app.js';
import { adminRoutes } from './admin.js';
import { createPaymentRoutes } from './payments.js';

// `Setting/StoreImage` against what can go wrong with an image: the sizes its header states, a
// full OCR queue and a reading that fails. The reader is a stand-in the tests steer.
let testApp: TestApp;
let app: FastifyInstance;
let receipts: ReceiptStore;
let uploadsDir: string;
const reader: TextReader & { room: boolean; failNext: boolean } = {
  room: true,
  failNext: false,
  hasRoom() {
    return this.room;
  },
  async read() {
    if (!this.failNext) return 'UTR 412345678901';
    this.failNext = false;
    throw new OcrError('crashed', 'The OCR worker stopped: Error attempting to read image.');
  },
  close: async () => undefined,
};
const logged: string[] = [];

beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'store-image-'));
  testApp = await startTestApp({
    routes: [adminRoutes, createPaymentRoutes({ reader, uploadsDir, onReceiptStore: (store) => (receipts = store) })],
    logger: {
      level: 'error',
      stream: { write: (line: string) => logged.push(JSON.parse(line).msg as string) },
    },
  });
  ({ app } = testApp);
});

afterAll(async () => {
  await testApp.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

async function playerAuthorization(username: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/admin/players',
    headers: testAdminAuthorization,
    payload: { username },
  });
  return `Bearer ${response.json<{ result: { accessToken: string } }>().result.accessToken}`;
}

function upload(authorization: string, bytes: Buffer) {
  const boundary = '----receipt-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="receipt.png"\r\nContent-Type: image/png\r\n\r\n`;
  return app.inject({
    method: 'POST',
    url: '/Setting/StoreImage',
    headers: { authorization, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
}

const storedFiles = async () => (await readdir(uploadsDir)).length;

describe('Setting/StoreImage', () => {
  it('refuses an image whose header states too many pixels, before storing or reading it', async () => {
    const authorization = await playerAuthorization('bombsender');
    const before = await storedFiles();
    const response = await upload(authorization, pngBomb());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      error: { message: paymentMessages.receiptPixels, code: 'receiptPixels', values: {} },
    });
    expect(await storedFiles()).toBe(before);
  });

  it('refuses an image whose header cannot be read like a file of the wrong type', async () => {
    const authorization = await playerAuthorization('headlesssender');
    const signatureOnly = validPng().subarray(0, 12);
    const response = await upload(authorization, signatureOnly);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ message: paymentMessages.receiptType, code: 'receiptType' });
  });

  it('refuses an upload with 503 and a time to retry while the OCR queue is full, storing nothing', async () => {
    const authorization = await playerAuthorization('busysender');
    const before = await storedFiles();
    reader.room = false;
    try {
      const response = await upload(authorization, validPng());
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe(String(RECEIPTS_BUSY_RETRY_SECONDS));
      expect(response.json().error).toMatchObject({ message: paymentMessages.receiptsBusy, code: 'receiptsBusy' });
    } finally {
      reader.room = true;
    }
    expect(await storedFiles()).toBe(before);
    expect((await upload(authorization, validPng())).statusCode).toBe(200);
  });

  it('stores an image the OCR fails on as failed, with one line in the log, and reads the next', async () => {
    const authorization = await playerAuthorization('brokensender');
    reader.failNext = true;
    const broken = await upload(authorization, truncatedJpeg());
    expect(broken.statusCode).toBe(200);
    const good = await upload(authorization, validPng());
    await receipts.idle();
    const textOf = async (id: string) =>
      (await app.inject({ method: 'GET', url: `/Setting/GetImageText?id=${id}`, headers: { authorization } })).json()
        .result;
    expect(await textOf(broken.json().result.id)).toMatchObject({ contentType: 'image/jpeg', textStatus: 'failed' });
    expect(await textOf(good.json().result.id)).toMatchObject({ textStatus: 'done', utr: '412345678901' });
    expect(logged.filter((line) => line.includes(broken.json().result.id))).toHaveLength(1);
  });
});
