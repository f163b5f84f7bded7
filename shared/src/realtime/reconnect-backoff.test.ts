import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { reconnectDelayMs } from './reconnect-backoff';

describe('reconnectDelayMs', () => {
  it('waits 0, 2, 10 and 30 s, then 30 s for every further attempt', () => {
    expect(Array.from({ length: 7 }, (_, attempt) => reconnectDelayMs(attempt))).toEqual([
      0, 2_000, 10_000, 30_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('never shrinks from one attempt to the next and never exceeds 30 s', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1_000_000 }), (attempt) => {
        const delay = reconnectDelayMs(attempt);
        expect(reconnectDelayMs(attempt + 1)).toBeGreaterThanOrEqual(delay);
        expect(delay).toBeGreaterThanOrEqual(0);
        expect(delay).toBeLessThanOrEqual(30_000);
      }),
    );
  });
});
