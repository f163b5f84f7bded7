import { drawClientSeed, maxCrashPoint } from '../casino/fairness.js';
import { serveApi } from '../serve.js';
import { chainSeedCrashingWithin } from './crash-chain-seeds.js';

// Entry point of `node dist/testing/e2e-main.js`: the api the browser tests run, main.js with a
// crash game whose rounds fit a test. A test that watches a whole round waits for the betting
// window, the flight and the pause, which in production last 6 s, up to 80 s and 3 s; here they come
// from E2E_CRASH_BETTING_MS, E2E_CRASH_MAX_POINT (the highest crash point drawn, so the longest
// flight), E2E_CRASH_MIN_POINT (the lowest, so a test's auto cash-out below it is always reached)
// and E2E_CRASH_PAUSE_MS. With a highest or lowest point, each round is a hash chain of its own (one
// round long), its seed drawn until that round crashes within them: every round still checks out in
// the page, against its own chain's terminating hash. Such rounds mix in no player's seed (which
// would move their crash point after the draw); their client seed is the chain's alone, as the page
// then says.

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
 * crashes at or above `minPoint` and at or below `maxPoint` with the suite's client seed.
 */
function chainsCrashingWithin(minPoint: number, maxPoint: number) {
  if (minPoint > maxPoint)
    throw new Error(`E2E_CRASH_MIN_POINT (${minPoint}) is above E2E_CRASH_MAX_POINT (${maxPoint})`);
  const minHundredths = Math.round(minPoint * 100);
  const maxHundredths = Math.round(maxPoint * 100);
  const clientSeed = drawClientSeed();
  return {
    chainLength: 1,
    playerSeedsMixed: 0,
    drawClientSeed: () => clientSeed,
    drawChainSeed: () => chainSeedCrashingWithin(clientSeed, minHundredths, maxHundredths),
  };
}

const maxPoint = decimal('E2E_CRASH_MAX_POINT');
const minPoint = decimal('E2E_CRASH_MIN_POINT');

await serveApi({
  casino: {
    bettingMs: wholeNumber('E2E_CRASH_BETTING_MS'),
    pauseMs: wholeNumber('E2E_CRASH_PAUSE_MS'),
    ...(maxPoint === undefined && minPoint === undefined
      ? {}
      : chainsCrashingWithin(minPoint ?? 1, maxPoint ?? maxCrashPoint)),
  },
});
