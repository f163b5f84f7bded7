import { describe, expect, it } from 'vitest';

import { cumulativeSeries, timeTicks } from './cumulative-series';

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

describe('timeTicks', () => {
  const at = (iso: string) => ({ at: new Date(iso) });

  it('labels ticks by day over two days or more, a day apart at least', () => {
    expect(timeTicks([at('2026-01-01T09:00:00Z'), at('2026-01-20T18:30:00Z')])).toEqual({
      format: { day: 'numeric', month: 'short' },
      minStepMs: 86_400_000,
    });
  });

  it('labels ticks with the time of day within two days, a minute apart at least', () => {
    const ticks = timeTicks([at('2026-01-05T09:00:00Z'), at('2026-01-05T18:30:00Z')]);
    expect(ticks.format).toMatchObject({ hour: '2-digit', minute: '2-digit' });
    expect(ticks.minStepMs).toBe(60_000);
  });

  it('labels ticks to the second when the settlements are minutes apart, so no two labels are alike', () => {
    const ticks = timeTicks([at('2026-11-28T03:09:02Z'), at('2026-11-28T03:09:40Z'), at('2026-11-28T03:12:10Z')]);
    expect(ticks).toEqual({ format: { hour: '2-digit', minute: '2-digit', second: '2-digit' }, minStepMs: 1000 });
    const label = (ms: number) => new Date(ms).toLocaleTimeString('en-IN', { ...ticks.format, timeZone: 'UTC' });
    const start = Date.parse('2026-11-28T03:09:02Z');
    const labels = [0, 1, 2, 3, 4, 5].map((step) => label(start + step * ticks.minStepMs * 30));
    expect(new Set(labels).size).toBe(6);
  });
});
