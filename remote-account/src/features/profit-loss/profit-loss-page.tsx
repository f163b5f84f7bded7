import type { EventProfitLoss, ProfitLossHistoryQuery, ProfitLossTotals } from '@exchange/contracts';
import { useLocaleFormat } from '@exchange/shared';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';

import { AccountPage } from '../../components/account-page';
import { AccountTable, type AccountColumn } from '../../components/account-table';
import { betPeriod, periodProblem, recentDays } from '../../components/day-period';
import { HistoryResults } from '../../components/history-results';
import { PeriodFilterForm, usePeriodFilter, type Period } from '../../components/period-filter';
import { SignedAmount } from '../../components/signed-amount';
import { useSportName } from '../../components/sport-options';
import { SportSelect, type SportChoice } from '../../components/sport-select';
import { useAccountTranslation } from '../../i18n/account-translations';
import { profitLossHistoryQuery } from './api/get-user-profit-loss';
import { EventBetsDialog } from './event-bets-dialog';

// The charting library is only this chart's: a chunk of its own, fetched once there is a series to draw.
const ProfitLossChart = lazy(() =>
  import('./profit-loss-chart').then((module) => ({ default: module.ProfitLossChart })),
);

const chartHeight = 240;

function Totals({ totals }: { totals: ProfitLossTotals }) {
  const { t } = useAccountTranslation();
  const format = useLocaleFormat();
  const figures = [
    { key: 'profitLoss', label: t('profitLoss.columns.profitLoss'), value: <SignedAmount value={totals.profitLoss} /> },
    { key: 'commission', label: t('profitLoss.columns.commission'), value: format.amount(totals.commission) },
    { key: 'net', label: t('profitLoss.columns.net'), value: <SignedAmount value={totals.net} /> },
    { key: 'bets', label: t('profitLoss.columns.bets'), value: format.number(totals.bets) },
  ];
  return (
    <Box
      component="dl"
      aria-label={t('profitLoss.totals')}
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }, gap: 1, m: 0, mb: 2 }}
    >
      {figures.map((figure) => (
        <Paper key={figure.key} variant="outlined" sx={{ p: 1.5 }} data-total={figure.key}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {figure.label}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0 }}>
            {figure.value}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}

/** What the P/L shows when it opens: the last thirty days, every sport. */
const openingFilter = (): { period: Period; sportId: SportChoice } => ({ period: recentDays(30), sportId: 'all' });

/** `/ProfitLoss`: P/L per event over a period, its totals, a running chart, and each event's bets in a dialog. */
export function ProfitLossPage() {
  const { t } = useAccountTranslation();
  const format = useLocaleFormat();
  const sportName = useSportName();
  const { filter, change, changeDay, page, pageSize, paging } = usePeriodFilter(openingFilter);
  const { period, sportId } = filter;
  const [open, setOpen] = useState<EventProfitLoss | null>(null);

  const problem = periodProblem(period.from, period.to);
  const instants = betPeriod(period.from, period.to);
  const query: ProfitLossHistoryQuery = {
    ...instants,
    ...(sportId === 'all' ? {} : { sportId }),
    SkipCount: page * pageSize,
    MaxResultCount: pageSize,
  };
  const history = useQuery(profitLossHistoryQuery(query, problem === null));

  const columns: AccountColumn<EventProfitLoss>[] = [
    {
      key: 'event',
      label: t('profitLoss.columns.event'),
      primary: true,
      render: (event) => (
        <>
          <Link component="button" type="button" onClick={() => setOpen(event)} sx={{ textAlign: 'left' }}>
            {event.eventName}
          </Link>
          <Box component="span" sx={{ display: 'block', color: 'text.secondary', typography: 'body2' }}>
            {sportName(event.sportId)}
          </Box>
        </>
      ),
    },
    {
      key: 'settled',
      label: t('profitLoss.columns.settled'),
      noWrap: true,
      render: (event) => format.dateTime(event.settledAt),
    },
    { key: 'bets', label: t('profitLoss.columns.bets'), align: 'right', render: (event) => format.number(event.bets) },
    {
      key: 'profitLoss',
      label: t('profitLoss.columns.profitLoss'),
      align: 'right',
      noWrap: true,
      render: (event) => <SignedAmount value={event.profitLoss} />,
    },
    {
      key: 'commission',
      label: t('profitLoss.columns.commission'),
      align: 'right',
      noWrap: true,
      render: (event) => format.amount(event.commission),
    },
    {
      key: 'net',
      label: t('profitLoss.columns.net'),
      align: 'right',
      noWrap: true,
      render: (event) => <SignedAmount value={event.net} />,
    },
  ];

  return (
    <AccountPage title={t('pages.profitLoss.title')}>
      <PeriodFilterForm label={t('profitLoss.filters')} period={period} onDayChange={changeDay} problem={problem}>
        <SportSelect value={sportId} onChange={(sport) => change({ sportId: sport })} />
      </PeriodFilterForm>
      {problem === null && (
        <HistoryResults history={history} empty={t('profitLoss.empty')} paging={paging}>
          {(data, dimmed) => (
            <>
              <Totals totals={data.totals} />
              <Box component="figure" aria-label={t('profitLoss.chart')} sx={{ m: 0, mb: 2, minHeight: chartHeight }}>
                <Suspense fallback={<Skeleton variant="rounded" height={chartHeight} />}>
                  <ProfitLossChart points={data.series} label={t('profitLoss.chart')} />
                </Suspense>
              </Box>
              <AccountTable
                label={t('pages.profitLoss.title')}
                columns={columns}
                rows={data.items}
                rowKey={(event) => event.eventId}
                dimmed={dimmed}
              />
            </>
          )}
        </HistoryResults>
      )}
      <EventBetsDialog event={open} period={instants} onClose={() => setOpen(null)} />
    </AccountPage>
  );
}
