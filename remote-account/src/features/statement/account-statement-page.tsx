import { statementTypes, type StatementEntry, type StatementType } from '@exchange/contracts';
import { useLocaleFormat } from '@exchange/shared';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { AccountPage } from '../../components/account-page';
import { AccountTable, type AccountColumn } from '../../components/account-table';
import { ExportButton, ExportFailure, useCsvExport } from '../../components/csv-export';
import { HistoryResults } from '../../components/history-results';
import { PeriodFilterForm, usePeriodFilter } from '../../components/period-filter';
import { useAccountTranslation } from '../../i18n/account-translations';
import { getTransactionHistory, transactionHistoryQuery } from './api/get-transaction-history';
import { statementCsv } from './statement-csv';
import { openingStatementFilter, statementFilterQuery, statementPageQuery } from './statement-query';
import { TransactionDetailDialog } from './transaction-detail-dialog';
import { useEntryDescription } from './use-entry-description';

/** `/account-cash-statement`: the ledger as a table with a period, a type filter, pages, details and CSV. */
export function AccountStatementPage() {
  const { t } = useAccountTranslation();
  const format = useLocaleFormat();
  const describe = useEntryDescription();
  // The opening filter is the one the page's loader asked for already (`prefetchOpeningStatement`).
  const { filter, change, changeDay, page, pageSize, paging } = usePeriodFilter(openingStatementFilter);
  const { period, type } = filter;
  const [detailId, setDetailId] = useState<number | null>(null);

  const { query, problem } = statementPageQuery(filter, page, pageSize);
  const history = useQuery({ ...transactionHistoryQuery(query), enabled: problem.ok });
  const csvExport = useCsvExport({
    fetchPage: (range) => getTransactionHistory({ ...statementFilterQuery(filter), ...range }),
    toCsv: (rows) =>
      statementCsv(
        rows,
        {
          date: t('statement.columns.date'),
          description: t('statement.columns.description'),
          credit: t('statement.columns.credit'),
          debit: t('statement.columns.debit'),
          balance: t('statement.columns.balance'),
        },
        (iso) => format.dateTime(iso),
        describe,
      ),
    fileName: `statement-${period.from}-${period.to}.csv`,
  });

  const columns: AccountColumn<StatementEntry>[] = [
    { key: 'date', label: t('statement.columns.date'), noWrap: true, render: (entry) => format.dateTime(entry.date) },
    {
      key: 'description',
      label: t('statement.columns.description'),
      primary: true,
      render: (entry) => (
        <Link component="button" type="button" onClick={() => setDetailId(entry.id)} sx={{ textAlign: 'left' }}>
          {describe(entry)}
        </Link>
      ),
    },
    {
      key: 'credit',
      label: t('statement.columns.credit'),
      align: 'right',
      noWrap: true,
      render: (entry) => (
        <Box component="span" sx={{ color: 'success.main' }}>
          {entry.credit > 0 ? format.amount(entry.credit) : ''}
        </Box>
      ),
    },
    {
      key: 'debit',
      label: t('statement.columns.debit'),
      align: 'right',
      noWrap: true,
      render: (entry) => (
        <Box component="span" sx={{ color: 'error.main' }}>
          {entry.debit > 0 ? format.amount(entry.debit) : ''}
        </Box>
      ),
    },
    {
      key: 'balance',
      label: t('statement.columns.balance'),
      align: 'right',
      noWrap: true,
      render: (entry) => format.amount(entry.balance),
    },
  ];
  return (
    <AccountPage
      title={t('pages.statement.title')}
      actions={<ExportButton csvExport={csvExport} disabled={!problem.ok} />}
    >
      <PeriodFilterForm
        label={t('statement.filters')}
        period={period}
        onDayChange={changeDay}
        problem={problem.ok ? null : problem.error}
      >
        <TextField
          select
          label={t('statement.type')}
          value={type}
          onChange={(event) => change({ type: event.target.value as StatementType })}
          size="small"
          sx={{ minWidth: 160 }}
        >
          {statementTypes.map((option) => (
            <MenuItem key={option} value={option}>
              {t(`statement.types.${option}`)}
            </MenuItem>
          ))}
        </TextField>
      </PeriodFilterForm>
      <ExportFailure csvExport={csvExport} />
      <HistoryResults history={history} empty={t('statement.empty')} paging={paging}>
        {(data, dimmed) => (
          <AccountTable
            label={t('pages.statement.title')}
            columns={columns}
            rows={data.items}
            rowKey={(entry) => entry.id}
            dimmed={dimmed}
          />
        )}
      </HistoryResults>
      <TransactionDetailDialog id={detailId} onClose={() => setDetailId(null)} />
    </AccountPage>
  );
}
