import type { Bet, BetHistoryRequest, BetHistoryStatus } from '@exchange/contracts';
import { EmptyState, ErrorState, LoadingRows, useLocaleFormat } from '@exchange/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { AccountPage } from '../../components/account-page';
import { AccountTable, type AccountColumn } from '../../components/account-table';
import { AccountTablePagination, useAccountPaging } from '../../components/account-table-pagination';
import { downloadCsv, plainAmount, toCsv } from '../../components/csv';
import { betPeriod, periodProblem, recentDays } from '../../components/day-period';
import { PeriodFields } from '../../components/period-fields';
import { SignedAmount } from '../../components/signed-amount';
import { useSportName, useSportOptions } from '../../components/sport-options';
import { useAccountMessage } from '../../components/use-account-message';
import { useAccountTranslation } from '../../i18n/account-translations';
import { betHistoryQuery, getUserBetHistory } from './api/get-user-bet-history';

/** The page's outcome filter and the statuses each asks the api for. */
const outcomes = {
  all: ['SETTLED', 'VOID'],
  won: ['WON'],
  lost: ['LOST'],
  void: ['VOID'],
} as const satisfies Record<string, readonly BetHistoryStatus[]>;
type Outcome = keyof typeof outcomes;
const outcomeKeys = Object.keys(outcomes) as Outcome[];

/** The most rows one export writes. */
const maxExportRows = 10_000;
const exportPageSize = 100;

type BetResult = 'won' | 'lost' | 'even' | 'void';
const resultOf = (bet: Bet): BetResult =>
  bet.status === 'VOID' ? 'void' : (bet.profitLoss ?? 0) > 0 ? 'won' : (bet.profitLoss ?? 0) < 0 ? 'lost' : 'even';
const resultColours: Record<BetResult, ChipProps['color']> = {
  won: 'success',
  lost: 'error',
  even: 'default',
  void: 'default',
};

/** `/bet-history`: the player's settled and voided bets by period, sport and outcome, server pages, CSV. */
export function BetHistoryPage() {
  const { t } = useAccountTranslation();
  const format = useLocaleFormat();
  const message = useAccountMessage();
  const sports = useSportOptions();
  const sportName = useSportName();
  const [period, setPeriod] = useState(() => recentDays(7));
  const [sportId, setSportId] = useState<number | 'all'>('all');
  const [outcome, setOutcome] = useState<Outcome>('all');
  const { page, pageSize, setPage, controls: paging } = useAccountPaging();
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<unknown>(null);

  const problem = periodProblem(period.from, period.to);
  const filter: BetHistoryRequest = {
    ...betPeriod(period.from, period.to),
    status: [...outcomes[outcome]],
    ...(sportId === 'all' ? {} : { sportId }),
  };
  const history = useQuery(
    betHistoryQuery({ ...filter, SkipCount: page * pageSize, MaxResultCount: pageSize }, problem === null),
  );
  const startAgain = () => setPage(0);

  const sideLabel = (bet: Bet) => t(`betHistory.sides.${bet.side}`);
  const resultLabel = (bet: Bet) => t(`betHistory.results.${resultOf(bet)}`);
  const odds = (bet: Bet) => format.number(bet.averageMatchedOdds ?? bet.odds, { maximumFractionDigits: 2 });

  async function exportCsv() {
    setExporting(true);
    setExportError(null);
    try {
      const rows: Bet[] = [];
      for (let skip = 0; skip < maxExportRows; skip += exportPageSize) {
        const chunk = await getUserBetHistory({ ...filter, SkipCount: skip, MaxResultCount: exportPageSize });
        rows.push(...chunk.items);
        if (rows.length >= chunk.totalCount || chunk.items.length === 0) break;
      }
      const csv = toCsv(
        [
          t('betHistory.columns.settled'),
          t('betHistory.columns.placed'),
          t('betHistory.columns.sport'),
          t('betHistory.columns.event'),
          t('betHistory.columns.market'),
          t('betHistory.columns.selection'),
          t('betHistory.columns.side'),
          t('betHistory.columns.odds'),
          t('betHistory.columns.stake'),
          t('betHistory.columns.profitLoss'),
          t('betHistory.columns.result'),
        ],
        rows.map((bet) => [
          bet.settledAt == null ? '' : format.dateTime(bet.settledAt),
          format.dateTime(bet.placedAt),
          sportName(bet.sportId),
          bet.eventName,
          bet.marketName,
          bet.runnerName,
          sideLabel(bet),
          String(bet.averageMatchedOdds ?? bet.odds),
          plainAmount(bet.matchedStake),
          plainAmount(bet.profitLoss ?? 0),
          resultLabel(bet),
        ]),
      );
      downloadCsv(`bet-history-${period.from}-${period.to}.csv`, csv);
    } catch (error) {
      setExportError(error);
    } finally {
      setExporting(false);
    }
  }

  const columns: AccountColumn<Bet>[] = [
    {
      key: 'event',
      label: t('betHistory.columns.event'),
      primary: true,
      render: (bet) => (
        <>
          {bet.eventName}
          <Box component="span" sx={{ display: 'block', color: 'text.secondary', typography: 'body2' }}>
            {sportName(bet.sportId)} · {bet.marketName}
          </Box>
        </>
      ),
    },
    {
      key: 'selection',
      label: t('betHistory.columns.selection'),
      render: (bet) => `${bet.runnerName} · ${sideLabel(bet)}`,
    },
    { key: 'odds', label: t('betHistory.columns.odds'), align: 'right', noWrap: true, render: odds },
    {
      key: 'stake',
      label: t('betHistory.columns.stake'),
      align: 'right',
      noWrap: true,
      render: (bet) => format.amount(bet.matchedStake),
    },
    {
      key: 'profitLoss',
      label: t('betHistory.columns.profitLoss'),
      align: 'right',
      noWrap: true,
      render: (bet) => <SignedAmount value={bet.profitLoss ?? 0} />,
    },
    {
      key: 'result',
      label: t('betHistory.columns.result'),
      render: (bet) => (
        <Chip size="small" variant="outlined" color={resultColours[resultOf(bet)]} label={resultLabel(bet)} />
      ),
    },
    {
      key: 'settled',
      label: t('betHistory.columns.settled'),
      noWrap: true,
      render: (bet) => (bet.settledAt == null ? '–' : format.dateTime(bet.settledAt)),
    },
  ];

  const items = history.data?.items ?? [];
  return (
    <AccountPage
      title={t('pages.betHistory.title')}
      actions={
        <Button variant="outlined" onClick={() => void exportCsv()} disabled={problem !== null || exporting}>
          {exporting ? t('statement.exporting') : t('statement.export')}
        </Button>
      }
    >
      <Box
        component="form"
        aria-label={t('betHistory.filters')}
        onSubmit={(event) => event.preventDefault()}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}
      >
        <PeriodFields
          from={period.from}
          to={period.to}
          onChange={(field, value) => {
            setPeriod((current) => ({ ...current, [field]: value }));
            startAgain();
          }}
        />
        <TextField
          select
          label={t('betHistory.sport')}
          value={String(sportId)}
          onChange={(event) => {
            setSportId(event.target.value === 'all' ? 'all' : Number(event.target.value));
            startAgain();
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
        <TextField
          select
          label={t('betHistory.result')}
          value={outcome}
          onChange={(event) => {
            setOutcome(event.target.value as Outcome);
            startAgain();
          }}
          size="small"
          sx={{ minWidth: 150 }}
        >
          {outcomeKeys.map((key) => (
            <MenuItem key={key} value={key}>
              {t(`betHistory.outcomes.${key}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {problem !== null && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {message(problem)}
        </Alert>
      )}
      {exportError !== null && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {message(exportError)}
        </Alert>
      )}
      {problem === null && history.isLoading && <LoadingRows rows={5} height={40} />}
      {problem === null && history.isError && (
        <ErrorState describe={message} error={history.error} onRetry={() => void history.refetch()} />
      )}
      {problem === null && history.isSuccess && items.length === 0 && <EmptyState>{t('betHistory.empty')}</EmptyState>}
      {problem === null && history.isSuccess && items.length > 0 && (
        <>
          <AccountTable
            label={t('pages.betHistory.title')}
            columns={columns}
            rows={items}
            rowKey={(bet) => bet.id}
            dimmed={history.isPlaceholderData}
          />
          <AccountTablePagination count={history.data.totalCount} {...paging} />
        </>
      )}
    </AccountPage>
  );
}
