import type { ProfitLossPoint } from '@exchange/contracts';

/**
 * The running P/L after each settlement, summed in paise so the last point is exactly the period's
 * net (a float sum of rupees drifts by fractions of a paisa).
 */
export function cumulativeSeries(points: readonly ProfitLossPoint[]): { at: Date; total: number }[] {
  let paise = 0;
  return points.map((point) => {
    paise += Math.round(point.net * 100);
    return { at: new Date(point.at), total: paise / 100 };
  });
}

const minuteMs = 60 * 1000;
const dayMs = 24 * 60 * minuteMs;

export interface TimeTicks {
  /** How each tick's label is written. */
  readonly format: Intl.DateTimeFormatOptions;
  /** The shortest step between two ticks: never finer than the labels, so no two labels are alike. */
  readonly minStepMs: number;
}

/**
 * How the chart's time axis labels its ticks, by the span of the series: by day and month over two
 * days or more; by the time of day (with the date) within that; to the second within ten minutes (a
 * few settlements minutes apart would otherwise show one minute on every tick). Ticks are at least one
 * label's unit apart.
 */
export function timeTicks(series: readonly { at: Date }[]): TimeTicks {
  const first = series[0]?.at.getTime() ?? 0;
  const last = series[series.length - 1]?.at.getTime() ?? 0;
  const span = last - first;
  if (span >= 2 * dayMs) return { format: { day: 'numeric', month: 'short' }, minStepMs: dayMs };
  if (span >= 10 * minuteMs) {
    return { format: { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }, minStepMs: minuteMs };
  }
  return { format: { hour: '2-digit', minute: '2-digit', second: '2-digit' }, minStepMs: 1000 };
}
