import { Worker, type ResourceLimits } from 'node:worker_threads';

import { ocrWorkerFile } from '../paths.js';

/** Why a reading did not give text. */
export type OcrFailureReason = 'failed' | 'crashed' | 'timed-out' | 'queue-full' | 'closed';

export class OcrError extends Error {
  readonly reason: OcrFailureReason;

  constructor(reason: OcrFailureReason, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'OcrError';
    this.reason = reason;
  }
}

export interface OcrPoolOptions {
  /** The script each worker thread runs (see api/workers/ocr-worker.mjs for its messages). */
  readonly workerFile?: string | URL;
  /** Worker threads reading at once; each holds its own tesseract.js. */
  readonly size?: number;
  /** Jobs that may wait for a free worker; one more is refused at once. */
  readonly maxWaiting?: number;
  /** How long one job may run before its worker is stopped; the first includes loading tesseract. */
  readonly timeLimitMs?: number;
  readonly resourceLimits?: ResourceLimits;
  /** Reports a worker that stopped while it had no job (a job's failure is its owner's to report). */
  readonly log?: (details: { err: unknown }, message: string) => void;
}

export const ocrPoolDefaults = {
  size: 1,
  // With one worker reading, four waiting: about a minute of OCR at most, and 25 MB of images.
  maxWaiting: 4,
  timeLimitMs: 30_000,
  // The thread itself needs little: tesseract decodes and recognises in its own WebAssembly thread,
  // whose memory the pixel limit bounds. This stops a runaway on the JavaScript side.
  resourceLimits: { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 16 },
} as const;

interface Job {
  readonly id: number;
  readonly image: ArrayBuffer;
  readonly resolve: (text: string) => void;
  readonly reject: (error: OcrError) => void;
}

interface Slot {
  readonly worker: Worker;
  job: Job | null;
  timer: NodeJS.Timeout | undefined;
  /** What the worker reported before it stopped. */
  error: unknown;
}

type Reply = { readonly id: number; readonly text: string } | { readonly id: number; readonly error: string };

export interface OcrPool {
  /** Queues an image and resolves with its text; rejects with an OcrError. */
  read(image: Uint8Array): Promise<string>;
  /** Whether `read` would queue a job now rather than refuse it. */
  hasRoom(): boolean;
  /** Fails the waiting and running jobs and stops every worker. */
  close(): Promise<void>;
}

/** A pool's settings, resolved from its options, and its state: what the functions below share. */
interface Pool {
  readonly workerFile: string | URL;
  readonly size: number;
  readonly maxWaiting: number;
  readonly timeLimitMs: number;
  readonly resourceLimits: ResourceLimits;
  readonly log: (details: { err: unknown }, message: string) => void;
  readonly waiting: Job[];
  readonly slots: Set<Slot>;
  readonly exits: Set<Promise<unknown>>;
  nextId: number;
  closed: boolean;
}

/** Takes a worker out of service: it gets no more jobs, and is stopped. */
function retire({ slots, exits }: Pool, slot: Slot): void {
  clearTimeout(slot.timer);
  slot.job = null;
  if (!slots.delete(slot)) return;
  const exited = slot.worker.terminate().finally(() => exits.delete(exited));
  exits.add(exited);
}

function finish(pool: Pool, slot: Slot, outcome: { text: string } | { error: OcrError }): void {
  const { job } = slot;
  if (job === null) return;
  clearTimeout(slot.timer);
  slot.job = null;
  if ('text' in outcome) {
    job.resolve(outcome.text);
  } else {
    // A job tesseract refused cleanly leaves the worker as it was (starting a new one takes
    // seconds); after a crash or a time-out nothing of it is trusted with the next receipt.
    if (outcome.error.reason !== 'failed') retire(pool, slot);
    job.reject(outcome.error);
  }
  pump(pool);
}

function spawn(pool: Pool): Slot {
  const { workerFile, resourceLimits, slots, log } = pool;
  const worker = new Worker(workerFile, { resourceLimits });
  // An idle worker does not keep the process alive; a running job's timer does.
  worker.unref();
  const slot: Slot = { worker, job: null, timer: undefined, error: undefined };
  worker.on('message', (reply: Reply) => {
    if (slot.job?.id !== reply.id) return;
    finish(pool, slot, 'text' in reply ? { text: reply.text } : { error: new OcrError('failed', reply.error) });
  });
  // 'exit' always follows 'error'.
  worker.on('error', (error) => {
    slot.error = error;
  });
  worker.on('exit', (code) => {
    const cause = slot.error ?? new Error(`The OCR worker exited with code ${code}.`);
    if (slot.job !== null) {
      finish(pool, slot, { error: new OcrError('crashed', `The OCR worker stopped: ${messageOf(cause)}`, { cause }) });
    } else if (slots.delete(slot)) {
      log({ err: cause }, 'The OCR worker stopped while idle; the next receipt starts a fresh one');
    }
    pump(pool);
  });
  slots.add(slot);
  return slot;
}

function start(pool: Pool, slot: Slot, job: Job): void {
  const { timeLimitMs } = pool;
  slot.job = job;
  slot.timer = setTimeout(() => {
    finish(pool, slot, { error: new OcrError('timed-out', `Reading took more than ${timeLimitMs} ms.`) });
  }, timeLimitMs);
  // The job owns its copy of the image, so it moves to the worker instead of being copied again.
  slot.worker.postMessage({ id: job.id, image: job.image }, [job.image]);
}

/** Starts waiting jobs on free workers, starting workers up to the pool's size. */
function pump(pool: Pool): void {
  const { waiting, slots, size } = pool;
  while (!pool.closed && waiting.length > 0) {
    let slot = [...slots].find((candidate) => candidate.job === null);
    if (slot === undefined && slots.size < size) {
      try {
        slot = spawn(pool);
      } catch (error) {
        waiting.shift()?.reject(new OcrError('crashed', `The OCR worker did not start: ${messageOf(error)}`));
        continue;
      }
    }
    if (slot === undefined) return;
    const job = waiting.shift();
    if (job !== undefined) start(pool, slot, job);
  }
}

// A job that finds a free worker starts at once; only jobs with none to go to wait.
const hasRoom = ({ waiting, maxWaiting, slots, size }: Pool): boolean =>
  waiting.length < maxWaiting || slots.size < size || [...slots].some((slot) => slot.job === null);

/**
 * OCR in worker threads of our own. Whatever tesseract.js does wrong, throwing where nobody
 * listens, crashing its thread, running out of memory or never answering, ends one worker: its
 * job fails, and the next job starts a fresh worker. The queue is bounded, so a burst of uploads
 * is refused rather than held in memory.
 */
export function createOcrPool(options: OcrPoolOptions = {}): OcrPool {
  const pool: Pool = {
    workerFile: options.workerFile ?? ocrWorkerFile,
    size: options.size ?? ocrPoolDefaults.size,
    maxWaiting: options.maxWaiting ?? ocrPoolDefaults.maxWaiting,
    timeLimitMs: options.timeLimitMs ?? ocrPoolDefaults.timeLimitMs,
    resourceLimits: options.resourceLimits ?? ocrPoolDefaults.resourceLimits,
    log: options.log ?? (() => undefined),
    waiting: [],
    slots: new Set<Slot>(),
    exits: new Set<Promise<unknown>>(),
    nextId: 1,
    closed: false,
  };

  return {
    read(image) {
      if (pool.closed) return Promise.reject(new OcrError('closed', 'The OCR has stopped.'));
      if (!hasRoom(pool)) return Promise.reject(new OcrError('queue-full', 'Too many images are waiting.'));
      // A copy of its own: the caller keeps its buffer, which may share memory with others.
      const copy = new Uint8Array(image.byteLength);
      copy.set(image);
      return new Promise<string>((resolve, reject) => {
        pool.waiting.push({ id: pool.nextId++, image: copy.buffer, resolve, reject });
        pump(pool);
      });
    },
    hasRoom: () => !pool.closed && hasRoom(pool),
    async close() {
      pool.closed = true;
      const stopped = new OcrError('closed', 'The OCR has stopped.');
      for (const job of pool.waiting.splice(0)) job.reject(stopped);
      for (const slot of [...pool.slots]) {
        const { job } = slot;
        retire(pool, slot);
        job?.reject(stopped);
      }
      await Promise.allSettled([...pool.exits]);
    },
  };
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
