import { chainHashOf, crashPointHundredthsOf, drawChainSeed, drawClientSeed } from '../casino/fairness.js';
import { serveApi } from '../serve.js';

// Entry point of `node dist/testing/e2e-main.js`: the api the browser tests run, main.js with a
// crash game whose rounds fit a test. A test that watches a whole round waits for the betting
// window, the flight and the pause, which in production last 6 s, up to 80 s and 3 s; here they come
// from E2E_CRASH_BETTING_MS, E2E_CRASH_MAX_POINT (the highest crash point drawn, so the longest
// flight) and E2E_CRASH_PAUSE_MS. With a highest point, each round is a hash chain of its own (one
// round long), its seed drawn until that round crashes by it: every round still checks out in the
// page, against its own chain's terminating hash.

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

/**
 * Chains of one round whose seeds are drawn at random until that round (hash_1 = SHA-256(seed))
 * crashes at or below `maxPoint` with the suite's client seed.
 */
function chainsCrashingBy(maxPoint: number) {
  const maxHundredths = Math.round(maxPoint * 100);
  const clientSeed = drawClientSeed();
  return {
    chainLength: 1,
    drawClientSeed: () => clientSeed,
    drawChainSeed: () => {
      for (;;) {
        const seed = drawChainSeed();
        if (crashPointHundredthsOf(chainHashOf(seed), clientSeed) <= maxHundredths) return seed;
      }
    },
  };
}

const maxPoint = decimal('E2E_CRASH_MAX_POINT');

await serveApi({
  casino: {
    bettingMs: wholeNumber('E2E_CRASH_BETTING_MS'),
    pauseMs: wholeNumber('E2E_CRASH_PAUSE_MS'),
    ...(maxPoint === undefined ? {} : chainsCrashingBy(maxPoint)),
  },
});
