import {
  firstProblem,
  maxPageSize,
  statementTypes,
  transactionHistoryQuerySchema,
  type StatementEntry,
  type StatementType,
  type TransactionHistoryQuery,
} from '@exchange/contracts';
import { useLocaleFormat } from '@exchange/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { AccountPage } from '../../components/account-page';
import { EmptyState, LoadError, LoadingRows } from '../../components/query-state';
import { useAccountMessage } from '../../components/use-account-message';
import { useAccountTranslation } from '../../i18n/account-translations';
import { getTransactionHistory, transactionHistoryQuery } from './api/get-transaction-history';
import { statementCsv } from './statement-csv';
import { periodInstants, recentDays } from './statement-period';
import { TransactionDetailDialog } from './transaction-detail-dialog';
import { useEntryDescription } from './use-entry-description';

const pageSizes = [10, 25, 50];
/** The most rows one export writes; a longer period is exported in parts. */
const maxExportRows = 10_000;

/** `/account-cash-statement`: the ledger as a table with a period, a type filter, pages, details and CSV. */
export function AccountStatementPage() {
  const { t } = useAccountTranslation();
  const format = useLocaleFormat();
  const message = useAccountMessage();
  const describe = useEntryDescription();
  const [period, setPeriod] = useState(() => recentDays(7));
  const [type, setType] = useState<StatementType>('all');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(pageSizes[0] ?? 10);
  const [detailId, setDetailId] = useState<number | null>(null);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<unknown>(null);

  const filter = { ...periodInstants(period.from, period.to), ...(type === 'all' ? {} : { Type: type }) };
  const query: TransactionHistoryQuery = { ...filter, SkipCount: page * pageSize, MaxResultCount: pageSize };
  const problem = firstProblem(transactionHistoryQuerySchema, query);
  const history = useQuery({ ...transactionHistoryQuery(query), enabled: problem.ok });

  const changePeriod = (field: 'from' | 'to') => (event: { target: { value: string } }) => {
    setPeriod((current) => ({ ...current, [field]: event.target.value }));
    setPage(0);
  };

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
      const url = URL.createObjectURL(new Blob([`\uFEFF${csv}`], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `statement-${period.from}-${period.to}.csv`;
      link.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      setExportError(error);
    } finally {
      setExporting(false);
    }
  }

  const items = history.data?.items ?? [];
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
        <TextField
          type="date"
          label={t('statement.from')}
          value={period.from}
          onChange={changePeriod('from')}
          slotProps={{ inputLabel: { shrink: true } }}
          size="small"
        />
        <TextField
          type="date"
          label={t('statement.to')}
          value={period.to}
          onChange={changePeriod('to')}
          slotProps={{ inputLabel: { shrink: true } }}
          size="small"
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
          {message(problem.message)}
        </Alert>
      )}
      {exportError !== null && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {message(exportError)}
        </Alert>
      )}
      {problem.ok && history.isLoading && <LoadingRows label={t('common.loading')} />}
      {problem.ok && history.isError && <LoadError error={history.error} onRetry={() => void history.refetch()} />}
      {history.isSuccess && items.length === 0 && <EmptyState>{t('statement.empty')}</EmptyState>}
      {history.isSuccess && items.length > 0 && (
        <>
          <TableContainer sx={{ overflowX: 'auto', opacity: history.isPlaceholderData ? 0.6 : 1 }}>
            <Table size="small" aria-label={t('pages.statement.title')} sx={{ minWidth: 560 }}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('statement.columns.date')}</TableCell>
                  <TableCell>{t('statement.columns.description')}</TableCell>
                  <TableCell align="right">{t('statement.columns.credit')}</TableCell>
                  <TableCell align="right">{t('statement.columns.debit')}</TableCell>
                  <TableCell align="right">{t('statement.columns.balance')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {items.map((entry) => (
                  <TableRow key={entry.id} hover>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.dateTime(entry.date)}</TableCell>
                    <TableCell>
                      <Link
                        component="button"
                        type="button"
                        onClick={() => setDetailId(entry.id)}
                        sx={{ textAlign: 'left' }}
                      >
                        {describe(entry)}
                      </Link>
                    </TableCell>
                    <TableCell align="right" sx={{ color: 'success.main' }}>
                      {entry.credit > 0 ? format.amount(entry.credit) : ''}
                    </TableCell>
                    <TableCell align="right" sx={{ color: 'error.main' }}>
                      {entry.debit > 0 ? format.amount(entry.debit) : ''}
                    </TableCell>
                    <TableCell align="right">{format.amount(entry.balance)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={history.data.totalCount}
            page={page}
            onPageChange={(_event, next) => setPage(next)}
            rowsPerPage={pageSize}
            rowsPerPageOptions={pageSizes}
            onRowsPerPageChange={(event) => {
              setPageSize(Number(event.target.value));
              setPage(0);
            }}
            labelRowsPerPage={t('common.rowsPerPage')}
            labelDisplayedRows={({ from, to, count }) => t('common.displayedRows', { from, to, count })}
            getItemAriaLabel={(kind) => t(`common.pageButtons.${kind}`)}
          />
        </>
      )}
      <TransactionDetailDialog id={detailId} onClose={() => setDetailId(null)} />
    </AccountPage>
  );
}
