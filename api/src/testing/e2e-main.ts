import { crashPointHundredthsOf, drawServerSeed } from '../casino/fairness.js';
import { serveApi } from '../serve.js';

// Entry point of `node dist/testing/e2e-main.js`: the api the browser tests run, main.js with a
// crash game whose rounds fit a test. A test that watches a whole round waits for the betting
// window, the flight and the pause, which in production last 6 s, up to 80 s and 3 s; here they come
// from E2E_CRASH_BETTING_MS, E2E_CRASH_MAX_POINT (the highest crash point drawn, so the longest
// flight) and E2E_CRASH_PAUSE_MS. Each round still has a random seed whose hash decides its point.

function wholeNumber(name: string): number | undefined {
  const value = process.env[name];
  if (value === undefined || value === '') return undefined;
  if (!/^\d+$/.test(value)) throw new Error(`${name} must be a whole number (got "${value}")`);
  return Number(value);
}

function decimal(name: string): number | undefined {
  const value = process.env[name];
  if (value === undefined || value === '') return undefined;
  if (!/^\d+(\.\d{1,2})?$/.test(value) || Number(value) < 1) {
    throw new Error(`${name} must be a multiplier of at least 1 with up to two decimals (got "${value}")`);
  }
  return Number(value);
}

/** Seeds drawn at random until one crashes at or below `maxPoint`: the fairness check is unchanged. */
function seedsCrashingBy(maxPoint: number): () => string {
  const maxHundredths = Math.round(maxPoint * 100);
  return () => {
    for (;;) {
      const seed = drawServerSeed();
      if (crashPointHundredthsOf(seed) <= maxHundredths) return seed;
    }
  };
}

const maxPoint = decimal('E2E_CRASH_MAX_POINT');

await serveApi({
  casino: {
    bettingMs: wholeNumber('E2E_CRASH_BETTING_MS'),
    pauseMs: wholeNumber('E2E_CRASH_PAUSE_MS'),
    drawSeed: maxPoint === undefined ? undefined : seedsCrashingBy(maxPoint),
  },
});
