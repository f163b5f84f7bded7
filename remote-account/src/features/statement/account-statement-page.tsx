import { maxPageSize, statementTypes, type StatementEntry, type StatementType } from '@exchange/contracts';
import { EmptyState, ErrorState, LoadingRows, useLocaleFormat } from '@exchange/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { AccountPage } from '../../components/account-page';
import { AccountTable, type AccountColumn } from '../../components/account-table';
import { AccountTablePagination, useAccountPaging } from '../../components/account-table-pagination';
import { downloadCsv } from '../../components/csv';
import { PeriodFields } from '../../components/period-fields';
import { useAccountMessage } from '../../components/use-account-message';
import { useAccountTranslation } from '../../i18n/account-translations';
import { getTransactionHistory, transactionHistoryQuery } from './api/get-transaction-history';
import { statementCsv } from './statement-csv';
import { openingStatementFilter, statementFilterQuery, statementPageQuery } from './statement-query';
import { TransactionDetailDialog } from './transaction-detail-dialog';
import { useEntryDescription } from './use-entry-description';

/** The most rows one export writes; a longer period is exported in parts. */
const maxExportRows = 10_000;

/** `/account-cash-statement`: the ledger as a table with a period, a type filter, pages, details and CSV. */
export function AccountStatementPage() {
  const { t } = useAccountTranslation();
  const format = useLocaleFormat();
  const message = useAccountMessage();
  const describe = useEntryDescription();
  // The opening filter is the one the page's loader asked for already (`prefetchOpeningStatement`).
  const [opening] = useState(openingStatementFilter);
  const [period, setPeriod] = useState(opening.period);
  const [type, setType] = useState<StatementType>(opening.type);
  const { page, pageSize, setPage, controls: paging } = useAccountPaging();
  const [detailId, setDetailId] = useState<number | null>(null);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<unknown>(null);

  const filter = statementFilterQuery({ period, type });
  const { query, problem } = statementPageQuery({ period, type }, page, pageSize);
  const history = useQuery({ ...transactionHistoryQuery(query), enabled: problem.ok });

  async function exportCsv() {
    setExporting(true);
    setExportError(null);
    try {
      const rows: StatementEntry[] = [];
      for (let skip = 0; skip < maxExportRows; skip += maxPageSize) {
        const chunk = await getTransactionHistory({ ...filter, SkipCount: skip, MaxResultCount: maxPageSize });
        rows.push(...chunk.items);
        if (rows.length >= chunk.totalCount || chunk.items.length === 0) break;
      }
      const csv = statementCsv(
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
      );
      downloadCsv(`statement-${period.from}-${period.to}.csv`, csv);
    } catch (error) {
      setExportError(error);
    } finally {
      setExporting(false);
    }
  }

  const items = history.data?.items ?? [];
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
      actions={
        <Button variant="outlined" onClick={() => void exportCsv()} disabled={!problem.ok || exporting}>
          {exporting ? t('statement.exporting') : t('statement.export')}
        </Button>
      }
    >
      <Box
        component="form"
        aria-label={t('statement.filters')}
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
          label={t('statement.type')}
          value={type}
          onChange={(event) => {
            setType(event.target.value as StatementType);
            setPage(0);
          }}
          size="small"
          sx={{ minWidth: 160 }}
        >
          {statementTypes.map((option) => (
            <MenuItem key={option} value={option}>
              {t(`statement.types.${option}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {!problem.ok && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {message(problem.error)}
        </Alert>
      )}
      {exportError !== null && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {message(exportError)}
        </Alert>
      )}
      {problem.ok && history.isLoading && <LoadingRows rows={5} height={40} />}
      {problem.ok && history.isError && (
        <ErrorState describe={message} error={history.error} onRetry={() => void history.refetch()} />
      )}
      {history.isSuccess && items.length === 0 && <EmptyState>{t('statement.empty')}</EmptyState>}
      {history.isSuccess && items.length > 0 && (
        <>
          <AccountTable
            label={t('pages.statement.title')}
            columns={columns}
            rows={items}
            rowKey={(entry) => entry.id}
            dimmed={history.isPlaceholderData}
          />
          <AccountTablePagination count={history.data.totalCount} {...paging} />
        </>
      )}
      <TransactionDetailDialog id={detailId} onClose={() => setDetailId(null)} />
    </AccountPage>
  );
}
