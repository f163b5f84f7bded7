import { describe, expect, it } from 'vitest';

import { placementBench } from './budgets.mjs';
import { percentile, summarise } from './placement.mjs';
import { judgePlacement, placementMarkdown } from './report.mjs';

/** @typedef {import('./report.mjs').PlacementFigures} PlacementFigures */

/** @returns {PlacementFigures} */
const figures = (placementP99 = placementBench.placementP99Ms, pushP99 = placementBench.balancePushP99Ms) => ({
  date: '2026-01-01T00:00:00.000Z',
  placement: { count: 1000, p50Ms: 12, p99Ms: placementP99, maxMs: 90, clients: 200, betsPerSecond: 40.2 },
  throughput: { count: 1000, p50Ms: 240, p99Ms: 400, maxMs: 420, clients: 200, betsPerSecond: 812.4 },
  push: { count: 10_000, p50Ms: 40, p99Ms: pushP99, maxMs: 250, connections: 2000, pushes: 5 },
});

describe('the betting figures', () => {
  it('take the nearest-rank percentile', () => {
    const samples = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(samples, 0.5)).toBe(50);
    expect(percentile(samples, 0.99)).toBe(99);
    expect(summarise([3, 1, 2])).toEqual({ count: 3, p50Ms: 2, p99Ms: 3, maxMs: 3 });
  });

  it('meet their budgets at the limit and miss them a millisecond over', () => {
    expect(judgePlacement(figures()).map((verdict) => verdict.met)).toEqual([true, true]);
    const over = judgePlacement(figures(placementBench.placementP99Ms + 1, placementBench.balancePushP99Ms + 1));
    expect(over).toEqual([
      {
        budget: 'Bet/PlaceBetV2 p99 with 200 concurrent clients ≤ 50 ms',
        met: false,
        figure: '51 ms (p50 12 ms; flat out 812 bets/s)',
      },
      { budget: 'UserBalance push with 2000 hub clients p99 ≤ 200 ms', met: false, figure: '201 ms (p50 40 ms)' },
    ]);
  });

  it('show as a table with the throughput', () => {
    const markdown = placementMarkdown(figures());
    expect(markdown).toContain(
      "| `Bet/PlaceBetV2`, 200 concurrent clients at a player's pace | 1000 | 12 ms | 50 ms | 90 ms | 40 bets/s |",
    );
    expect(markdown).toContain(
      '| `Bet/PlaceBetV2`, 200 concurrent clients flat out | 1000 | 240 ms | 400 ms | 420 ms | 812 bets/s |',
    );
    expect(markdown).toContain(
      '| `UserBalance` push with 2000 hub clients connected (×5) | 10000 | 40 ms | 200 ms | 250 ms |  |',
    );
  });
});
