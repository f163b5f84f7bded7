import type { ProfitLossPoint } from '@exchange/contracts';
import { useLocaleFormat } from '@exchange/shared';
import { LineChart } from '@mui/x-charts/LineChart';

import { cumulativeSeries, timeTicks } from './cumulative-series';

/**
 * The running P/L over the period. Its own chunk (with the charting library), loaded only when the
 * P/L page has points to draw.
 */
export function ProfitLossChart({ points, label }: { points: readonly ProfitLossPoint[]; label: string }) {
  const format = useLocaleFormat();
  const series = cumulativeSeries(points);
  const ticks = timeTicks(series);
  return (
    <LineChart
      height={240}
      skipAnimation
      margin={{ left: 8, right: 16, top: 16, bottom: 8 }}
      xAxis={[
        {
          data: series.map((point) => point.at),
          scaleType: 'time',
          tickMinStep: ticks.minStepMs,
          valueFormatter: (value: Date, context) =>
            context.location === 'tick' ? format.dateTime(value, ticks.format) : format.dateTime(value),
        },
      ]}
      yAxis={[{ valueFormatter: (value: number | null) => format.amount(value), width: 72 }]}
      series={[
        {
          data: series.map((point) => point.total),
          label,
          area: false,
          // The total changes at each settlement and holds until the next: a smoothed curve would
          // draw totals the player never had.
          curve: 'stepAfter',
          showMark: series.length <= 30,
          valueFormatter: (value) => format.amount(value),
        },
      ]}
      hideLegend
    />
  );
}
