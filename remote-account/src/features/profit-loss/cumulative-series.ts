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

const dayMs = 24 * 60 * 60 * 1000;

/**
 * How the chart's time axis labels its ticks: by the time of day when the series spans less than
 * two days (day labels would repeat one date on every tick), by day and month otherwise.
 */
export function tickFormat(series: readonly { at: Date }[]): Intl.DateTimeFormatOptions {
  const first = series[0]?.at.getTime() ?? 0;
  const last = series[series.length - 1]?.at.getTime() ?? 0;
  return last - first < 2 * dayMs
    ? { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }
    : { day: 'numeric', month: 'short' };
}
