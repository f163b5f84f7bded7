import { describe, expect, it } from 'vitest';

import { cumulativeSeries, tickFormat } from './cumulative-series';

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

describe('tickFormat', () => {
  const at = (iso: string) => ({ at: new Date(iso) });

  it('labels ticks with the time of day when every settlement is within a day or two', () => {
    expect(tickFormat([at('2026-01-05T09:00:00Z'), at('2026-01-05T18:30:00Z')])).toHaveProperty('hour');
  });

  it('labels ticks by day over a longer period', () => {
    expect(tickFormat([at('2026-01-01T09:00:00Z'), at('2026-01-20T18:30:00Z')])).toEqual({
      day: 'numeric',
      month: 'short',
    });
  });
});
