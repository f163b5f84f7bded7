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
