// A stand-in for api/workers/ocr-worker.mjs in the pool's tests: what it does with a job depends
// on the image's first byte, so one worker script plays every way a real reader can go wrong.
import { parentPort, threadId } from 'node:worker_threads';

const behaviours = {
  // Answers the image's bytes after the first as text, after the thread's id (to tell a fresh
  // worker from a reused one).
  0: ({ id, bytes }) =>
    parentPort.postMessage({ id, text: `${threadId} ${Buffer.from(bytes.subarray(1)).toString()}` }),
  // Reports a failed job, as tesseract does for an image it cannot read.
  1: ({ id }) => parentPort.postMessage({ id, error: 'Error attempting to read image.' }),
  // Throws where nobody listens, which ends the thread.
  2: () =>
    setImmediate(() => {
      throw new Error('Error attempting to read image.');
    }),
  // Ends the thread outright.
  3: () => process.exit(7),
  // Never answers.
  4: () => undefined,
  // Answers after a while.
  5: ({ id }) => setTimeout(() => parentPort.postMessage({ id, text: 'slow' }), 300),
  // Fills the heap past the thread's resource limits.
  6: () => {
    const hoard = [];
    for (;;) hoard.push(new Array(100_000).fill(Math.random()));
  },
};

parentPort.on('message', ({ id, image }) => {
  const bytes = new Uint8Array(image);
  behaviours[bytes[0] ?? 0]({ id, bytes });
});
