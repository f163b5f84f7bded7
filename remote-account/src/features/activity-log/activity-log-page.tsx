import { loginAttemptResults, type LoginAttempt, type LoginAttemptResult } from '@exchange/contracts';
import { paths, useLocaleFormat } from '@exchange/shared';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';

import { AccountPage } from '../../components/account-page';
import { AccountTable, type AccountColumn } from '../../components/account-table';
import { useAccountPaging } from '../../components/account-table-pagination';
import { HistoryResults } from '../../components/history-results';
import { useAccountTranslation } from '../../i18n/account-translations';
import { loginAttemptsQuery } from './api/get-user-login-attempts';

/** The result filter: every attempt, or those of one result (the api filters on one result at a time). */
type ResultFilter = 'all' | LoginAttemptResult;
const resultFilters: readonly ResultFilter[] = ['all', ...loginAttemptResults];

const isKnownResult = (result: string): result is LoginAttemptResult =>
  (loginAttemptResults as readonly string[]).includes(result);

const resultColours: Record<LoginAttemptResult, ChipProps['color']> = {
  Success: 'success',
  InvalidPassword: 'error',
  LockedOut: 'warning',
  NotVerified: 'default',
};

/** An attempt with its place on the page: attempts carry no id, and two may share a second. */
type ListedAttempt = LoginAttempt & { position: number };

/** `/activity-log`: the player's login attempts, newest first, by result, a server page at a time. */
export function ActivityLogPage() {
  const { t } = useAccountTranslation();
  const format = useLocaleFormat();
  const [result, setResult] = useState<ResultFilter>('all');
  const { page, pageSize, setPage, controls: paging } = useAccountPaging();
  const attempts = useQuery(
    loginAttemptsQuery({
      ...(result === 'all' ? {} : { Result: result }),
      SkipCount: page * pageSize,
      MaxResultCount: pageSize,
    }),
  );

  // A result a compatible server names that this page does not know is shown as the server wrote it.
  const resultLabel = (value: string) => (isKnownResult(value) ? t(`activityLog.results.${value}`) : value);
  const columns: AccountColumn<ListedAttempt>[] = [
    {
      key: 'time',
      label: t('activityLog.columns.time'),
      primary: true,
      noWrap: true,
      render: (attempt) => format.dateTime(attempt.time),
    },
    {
      key: 'result',
      label: t('activityLog.columns.result'),
      render: (attempt) => (
        <Chip
          size="small"
          variant="outlined"
          color={isKnownResult(attempt.result) ? resultColours[attempt.result] : 'default'}
          label={resultLabel(attempt.result)}
        />
      ),
    },
    {
      key: 'ip',
      label: t('activityLog.columns.ip'),
      noWrap: true,
      render: (attempt) => attempt.clientIp ?? t('activityLog.unknownIp'),
    },
  ];

  return (
    <AccountPage title={t('pages.activityLog.title')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('activityLog.intro')}{' '}
        <Link component={RouterLink} to={paths.changePassword()}>
          {t('activityLog.changePassword')}
        </Link>
      </Typography>
      <Box
        component="form"
        aria-label={t('activityLog.filters')}
        onSubmit={(event) => event.preventDefault()}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}
      >
        <TextField
          select
          label={t('activityLog.result')}
          value={result}
          onChange={(event) => {
            setResult(event.target.value as ResultFilter);
            setPage(0);
          }}
          size="small"
          sx={{ minWidth: 200 }}
        >
          {resultFilters.map((option) => (
            <MenuItem key={option} value={option}>
              {option === 'all' ? t('activityLog.allResults') : resultLabel(option)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <HistoryResults
        history={attempts}
        empty={result === 'all' ? t('activityLog.empty') : t('activityLog.emptyResult')}
        paging={paging}
      >
        {(data, dimmed) => (
          <AccountTable
            label={t('pages.activityLog.title')}
            columns={columns}
            rows={data.items.map((attempt, position) => ({ ...attempt, position }))}
            rowKey={(attempt) => attempt.position}
            dimmed={dimmed}
          />
        )}
      </HistoryResults>
    </AccountPage>
  );
}
