import type { EventProfitLoss, ProfitLossHistoryQuery, ProfitLossTotals } from '@exchange/contracts';
import { EmptyState, ErrorState, LoadingRows, useLocaleFormat } from '@exchange/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';

import { AccountPage } from '../../components/account-page';
import { AccountTable, type AccountColumn } from '../../components/account-table';
import { AccountTablePagination, useAccountPaging } from '../../components/account-table-pagination';
import { betPeriod, periodProblem, recentDays } from '../../components/day-period';
import { PeriodFields } from '../../components/period-fields';
import { SignedAmount } from '../../components/signed-amount';
import { useSportName, useSportOptions } from '../../components/sport-options';
import { useAccountMessage } from '../../components/use-account-message';
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

/** `/ProfitLoss`: P/L per event over a period, its totals, a running chart, and each event's bets in a dialog. */
export function ProfitLossPage() {
  const { t } = useAccountTranslation();
  const format = useLocaleFormat();
  const message = useAccountMessage();
  const sports = useSportOptions();
  const sportName = useSportName();
  const [period, setPeriod] = useState(() => recentDays(30));
  const [sportId, setSportId] = useState<number | 'all'>('all');
  const { page, pageSize, setPage, controls: paging } = useAccountPaging();
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

  const items = history.data?.items ?? [];
  return (
    <AccountPage title={t('pages.profitLoss.title')}>
      <Box
        component="form"
        aria-label={t('profitLoss.filters')}
        onSubmit={(event) => event.preventDefault()}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}
      >
        <PeriodFields
          from={period.from}
          to={period.to}
          onChange={(field, value) => {
            setPeriod((current) => ({ ...current, [field]: value }));
            setPage(0);
          }}
        />
        <TextField
          select
          label={t('betHistory.sport')}
          value={String(sportId)}
          onChange={(event) => {
            setSportId(event.target.value === 'all' ? 'all' : Number(event.target.value));
            setPage(0);
          }}
          size="small"
          sx={{ minWidth: 150 }}
        >
          <MenuItem value="all">{t('betHistory.allSports')}</MenuItem>
          {sports.map((sport) => (
            <MenuItem key={sport.id} value={String(sport.id)}>
              {sport.name}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {problem !== null && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {message(problem)}
        </Alert>
      )}
      {problem === null && history.isLoading && <LoadingRows rows={5} height={40} />}
      {problem === null && history.isError && (
        <ErrorState describe={message} error={history.error} onRetry={() => void history.refetch()} />
      )}
      {problem === null && history.isSuccess && items.length === 0 && <EmptyState>{t('profitLoss.empty')}</EmptyState>}
      {problem === null && history.isSuccess && items.length > 0 && (
        <>
          <Totals totals={history.data.totals} />
          <Box component="figure" aria-label={t('profitLoss.chart')} sx={{ m: 0, mb: 2, minHeight: chartHeight }}>
            <Suspense fallback={<Skeleton variant="rounded" height={chartHeight} />}>
              <ProfitLossChart points={history.data.series} label={t('profitLoss.chart')} />
            </Suspense>
          </Box>
          <AccountTable
            label={t('pages.profitLoss.title')}
            columns={columns}
            rows={items}
            rowKey={(event) => event.eventId}
            dimmed={history.isPlaceholderData}
          />
          <AccountTablePagination count={history.data.totalCount} {...paging} />
        </>
      )}
      <EventBetsDialog event={open} period={instants} onClose={() => setOpen(null)} />
    </AccountPage>
  );
}
