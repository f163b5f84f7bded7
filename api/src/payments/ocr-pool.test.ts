import { afterEach, describe, expect, it } from 'vitest';

import { createOcrPool, OcrError, type OcrPool, type OcrPoolOptions } from './ocr-pool.js';

// The first byte of an image tells the fake worker what to do (see testing/fake-ocr-worker.mjs).
const behaviour = {
  answer: 0,
  failJob: 1,
  throwUncaught: 2,
  exitThread: 3,
  hang: 4,
  answerSlowly: 5,
  fillHeap: 6,
} as const;

const image = (kind: keyof typeof behaviour, text = '') =>
  Buffer.concat([Buffer.from([behaviour[kind]]), Buffer.from(text)]);

const fakeWorker = new URL('./testing/fake-ocr-worker.mjs', import.meta.url);

let pool: OcrPool | undefined;
const logged: string[] = [];

function startPool(options: OcrPoolOptions = {}): OcrPool {
  pool = createOcrPool({ workerFile: fakeWorker, log: (_details, message) => logged.push(message), ...options });
  return pool;
}

afterEach(async () => {
  await pool?.close();
  pool = undefined;
  logged.length = 0;
});

const failureOf = (reading: Promise<string>) =>
  reading.then(
    (text) => ({ text }),
    (error: unknown) => ({ reason: error instanceof OcrError ? error.reason : 'not an OcrError' }),
  );

/** `threadId text` → thread id. */
const threadOf = (text: string) => text.split(' ')[0];

describe('the OCR pool', () => {
  it('reads jobs in turn with one worker, which it keeps between jobs', async () => {
    const ocr = startPool();
    const [first, second] = await Promise.all([ocr.read(image('answer', 'one')), ocr.read(image('answer', 'two'))]);
    expect(first).toMatch(/^\d+ one$/);
    expect(second).toMatch(/^\d+ two$/);
    expect(threadOf(second ?? '')).toBe(threadOf(first ?? ''));
  });

  it('leaves the caller’s buffer whole: the worker gets a copy of its own', async () => {
    const ocr = startPool();
    const mine = image('answer', 'kept');
    await ocr.read(mine);
    expect(mine.toString('latin1', 1)).toBe('kept');
  });

  it('fails a job the reader refuses, and keeps its worker for the next one', async () => {
    const ocr = startPool();
    const before = await ocr.read(image('answer', 'before'));
    expect(await failureOf(ocr.read(image('failJob')))).toEqual({ reason: 'failed' });
    await expect(ocr.read(image('failJob'))).rejects.toThrow('Error attempting to read image.');
    const after = await ocr.read(image('answer', 'after'));
    expect(threadOf(after)).toBe(threadOf(before));
  });

  it.each([
    ['a worker that throws where nobody listens', 'throwUncaught', 'crashed'],
    ['a worker that exits', 'exitThread', 'crashed'],
  ] as const)('fails the job of %s, then reads the next one in a fresh worker', async (_case, kind, reason) => {
    const ocr = startPool();
    const before = await ocr.read(image('answer', 'before'));
    expect(await failureOf(ocr.read(image(kind)))).toEqual({ reason });
    const after = await ocr.read(image('answer', 'after'));
    expect(after).toMatch(/ after$/);
    expect(threadOf(after)).not.toBe(threadOf(before));
    // The job's owner reports its failure; the pool adds no line of its own.
    expect(logged).toEqual([]);
  });

  it('says why a worker stopped', async () => {
    const ocr = startPool();
    await expect(ocr.read(image('throwUncaught'))).rejects.toThrow(
      'The OCR worker stopped: Error attempting to read image.',
    );
    await expect(ocr.read(image('exitThread'))).rejects.toThrow(
      'The OCR worker stopped: The OCR worker exited with code 7.',
    );
  });

  it('stops a worker that fills its heap, and carries on', async () => {
    const ocr = startPool({ resourceLimits: { maxOldGenerationSizeMb: 16, maxYoungGenerationSizeMb: 4 } });
    expect(await failureOf(ocr.read(image('fillHeap')))).toEqual({ reason: 'crashed' });
    expect(await ocr.read(image('answer', 'alive'))).toMatch(/ alive$/);
  });

  it('stops a job at its time limit, and the next job waits only for a fresh worker', async () => {
    const ocr = startPool({ timeLimitMs: 2_000 });
    const started = Date.now();
    const hung = failureOf(ocr.read(image('hang')));
    const next = ocr.read(image('answer', 'next'));
    expect(await hung).toEqual({ reason: 'timed-out' });
    expect(await next).toMatch(/ next$/);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('lets a slow job finish within its time limit', async () => {
    const ocr = startPool({ timeLimitMs: 5_000 });
    expect(await ocr.read(image('answerSlowly'))).toBe('slow');
  });

  it('refuses a job at once when the queue is full, and takes jobs again once it drains', async () => {
    const ocr = startPool({ maxWaiting: 2 });
    const running = ocr.read(image('answerSlowly'));
    const queued = [ocr.read(image('answer', 'a')), ocr.read(image('answer', 'b'))];
    expect(ocr.hasRoom()).toBe(false);
    expect(await failureOf(ocr.read(image('answer', 'c')))).toEqual({ reason: 'queue-full' });
    await Promise.all([running, ...queued]);
    expect(ocr.hasRoom()).toBe(true);
    expect(await ocr.read(image('answer', 'd'))).toMatch(/ d$/);
  });

  it('reads with several workers at once when asked to', async () => {
    const ocr = startPool({ size: 2, maxWaiting: 0 });
    const both = [ocr.read(image('answerSlowly')), ocr.read(image('answerSlowly'))];
    expect(ocr.hasRoom()).toBe(false);
    expect(await Promise.all(both)).toEqual(['slow', 'slow']);
  });

  it('fails the running and waiting jobs on close, and refuses new ones', async () => {
    const ocr = startPool();
    const running = failureOf(ocr.read(image('hang')));
    const waiting = failureOf(ocr.read(image('answer')));
    await ocr.close();
    expect(await running).toEqual({ reason: 'closed' });
    expect(await waiting).toEqual({ reason: 'closed' });
    expect(await failureOf(ocr.read(image('answer')))).toEqual({ reason: 'closed' });
    expect(ocr.hasRoom()).toBe(false);
  });

  it('fails a job whose worker script cannot start', async () => {
    const ocr = startPool({ workerFile: new URL('./testing/no-such-worker.mjs', import.meta.url) });
    expect(await failureOf(ocr.read(image('answer')))).toEqual({ reason: 'crashed' });
  });
});
