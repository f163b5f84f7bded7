import { describe, expect, it } from 'vitest';

import { cumulativeSeries } from './cumulative-series';

describe('cumulativeSeries', () => {
  it('adds each settlement to the running total, exact to the paisa', () => {
    const points = [0.1, 0.2, -0.3, 221.4, -152].map((net, index) => ({
      at: `2026-01-0${index + 1}T00:00:00.000Z`,
      net,
    }));
    expect(cumulativeSeries(points).map((point) => point.total)).toEqual([0.1, 0.3, 0, 221.4, 69.4]);
  });

  it('has no points for a period without settlements', () => {
    expect(cumulativeSeries([])).toEqual([]);
  });
});
