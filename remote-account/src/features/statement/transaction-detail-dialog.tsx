import { ErrorState, LoadingRows, useLocaleFormat } from '@exchange/shared';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useQuery } from '@tanstack/react-query';

import { useAccountMessage } from '../../components/use-account-message';
import { useAccountTranslation } from '../../i18n/account-translations';
import { transactionDetailQuery } from './api/get-transaction-detail';
import { useEntryDescription } from './use-entry-description';

/** Plain text of a detail value: server text is never rendered as markup. */
const detailText = (value: unknown): string =>
  value === null || value === undefined ? '–' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** `Transaction/GetDetail` of one statement row, in a dialog. */
export function TransactionDetailDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useAccountTranslation();
  const message = useAccountMessage();
  const format = useLocaleFormat();
  const describe = useEntryDescription();
  const detail = useQuery({ ...transactionDetailQuery(id ?? 0), enabled: id !== null });
  const entry = detail.data;
  const rows: [string, string][] =
    entry === undefined
      ? []
      : [
          [t('statement.columns.date'), format.dateTime(entry.date)],
          [t('statement.columns.description'), describe(entry)],
          [t('statement.detail.amount'), format.amount(entry.amount)],
          [t('statement.columns.balance'), format.amount(entry.balance)],
          [t('statement.detail.type'), t(`statement.types.${entry.type}`)],
          [t('statement.detail.reference'), entry.reference],
          ...Object.entries(entry.details).map(([key, value]): [string, string] => [key, detailText(value)]),
        ];
  return (
    <Dialog open={id !== null} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="transaction-detail-title">
      <DialogTitle id="transaction-detail-title">{t('statement.detail.title')}</DialogTitle>
      <DialogContent>
        {detail.isLoading && <LoadingRows rows={4} height={40} />}
        {detail.isError && <ErrorState describe={message} error={detail.error} onRetry={() => void detail.refetch()} />}
        {entry !== undefined && (
          <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '8px 16px' }}>
            {rows.map(([label, value]) => (
              <div key={label} style={{ display: 'contents' }}>
                <dt style={{ fontWeight: 600 }}>{label}</dt>
                <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
