import type { Bet, BetHistoryRequest, BetHistoryStatus } from '@exchange/contracts';
import { useLocaleFormat } from '@exchange/shared';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';

import { AccountPage } from '../../components/account-page';
import { AccountTable, type AccountColumn } from '../../components/account-table';
import { plainAmount, toCsv } from '../../components/csv';
import { ExportButton, ExportFailure, useCsvExport } from '../../components/csv-export';
import { betPeriod, periodProblem, recentDays } from '../../components/day-period';
import { HistoryResults } from '../../components/history-results';
import { PeriodFilterForm, usePeriodFilter, type Period } from '../../components/period-filter';
import { SignedAmount } from '../../components/signed-amount';
import { useSportName } from '../../components/sport-options';
import { SportSelect, type SportChoice } from '../../components/sport-select';
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

type BetResult = 'won' | 'lost' | 'even' | 'void';
const resultOf = (bet: Bet): BetResult =>
  bet.status === 'VOID' ? 'void' : (bet.profitLoss ?? 0) > 0 ? 'won' : (bet.profitLoss ?? 0) < 0 ? 'lost' : 'even';
const resultColours: Record<BetResult, ChipProps['color']> = {
  won: 'success',
  lost: 'error',
  even: 'default',
  void: 'default',
};

/** What the history shows when it opens: the last seven days, every sport and outcome. */
const openingFilter = (): { period: Period; sportId: SportChoice; outcome: Outcome } => ({
  period: recentDays(7),
  sportId: 'all',
  outcome: 'all',
});

/** `/bet-history`: the player's settled and voided bets by period, sport and outcome, server pages, CSV. */
export function BetHistoryPage() {
  const { t } = useAccountTranslation();
  const format = useLocaleFormat();
  const sportName = useSportName();
  const { filter, change, changeDay, page, pageSize, paging } = usePeriodFilter(openingFilter);
  const { period, sportId, outcome } = filter;

  const problem = periodProblem(period.from, period.to);
  const request: BetHistoryRequest = {
    ...betPeriod(period.from, period.to),
    status: [...outcomes[outcome]],
    ...(sportId === 'all' ? {} : { sportId }),
  };
  const history = useQuery(
    betHistoryQuery({ ...request, SkipCount: page * pageSize, MaxResultCount: pageSize }, problem === null),
  );

  const sideLabel = (bet: Bet) => t(`betHistory.sides.${bet.side}`);
  const resultLabel = (bet: Bet) => t(`betHistory.results.${resultOf(bet)}`);
  const odds = (bet: Bet) => format.number(bet.averageMatchedOdds ?? bet.odds, { maximumFractionDigits: 2 });

  const csvExport = useCsvExport({
    fetchPage: (range) => getUserBetHistory({ ...request, ...range }),
    toCsv: (rows) =>
      toCsv(
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
      ),
    fileName: `bet-history-${period.from}-${period.to}.csv`,
  });

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

  return (
    <AccountPage
      title={t('pages.betHistory.title')}
      actions={<ExportButton csvExport={csvExport} disabled={problem !== null} />}
    >
      <PeriodFilterForm label={t('betHistory.filters')} period={period} onDayChange={changeDay} problem={problem}>
        <SportSelect value={sportId} onChange={(sport) => change({ sportId: sport })} />
        <TextField
          select
          label={t('betHistory.result')}
          value={outcome}
          onChange={(event) => change({ outcome: event.target.value as Outcome })}
          size="small"
          sx={{ minWidth: 150 }}
        >
          {outcomeKeys.map((key) => (
            <MenuItem key={key} value={key}>
              {t(`betHistory.outcomes.${key}`)}
            </MenuItem>
          ))}
        </TextField>
      </PeriodFilterForm>
      <ExportFailure csvExport={csvExport} />
      {problem === null && (
        <HistoryResults history={history} empty={t('betHistory.empty')} paging={paging}>
          {(data, dimmed) => (
            <AccountTable
              label={t('pages.betHistory.title')}
              columns={columns}
              rows={data.items}
              rowKey={(bet) => bet.id}
              dimmed={dimmed}
            />
          )}
        </HistoryResults>
      )}
    </AccountPage>
  );
}
