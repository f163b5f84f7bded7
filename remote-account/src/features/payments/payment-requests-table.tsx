import type { PaymentRequest, PaymentRequestStatus } from '@exchange/contracts';
import { useLocaleFormat } from '@exchange/shared';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

import { useAccountTranslation } from '../../i18n/account-translations';

const statusColours: Record<PaymentRequestStatus, ChipProps['color']> = {
  pending: 'warning',
  approved: 'success',
  paid: 'success',
  rejected: 'error',
  failed: 'error',
  expired: 'default',
};

export function RequestStatus({ status }: { status: PaymentRequestStatus }) {
  const { t } = useAccountTranslation();
  return (
    <Chip size="small" variant="outlined" color={statusColours[status]} label={t(`requests.statuses.${status}`)} />
  );
}

/** Deposit and withdrawal requests as a table that scrolls sideways on a phone. */
export function PaymentRequestsTable({
  items,
  label,
  dimmed = false,
}: {
  items: readonly PaymentRequest[];
  label: string;
  dimmed?: boolean;
}) {
  const { t } = useAccountTranslation();
  const format = useLocaleFormat();
  return (
    <TableContainer sx={{ overflowX: 'auto', opacity: dimmed ? 0.6 : 1 }}>
      <Table size="small" aria-label={label} sx={{ minWidth: 560 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('requests.columns.date')}</TableCell>
            <TableCell>{t('requests.columns.type')}</TableCell>
            <TableCell align="right">{t('requests.columns.amount')}</TableCell>
            <TableCell>{t('requests.columns.status')}</TableCell>
            <TableCell>{t('requests.columns.details')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((request) => (
            <TableRow key={request.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.dateTime(request.createdAt)}</TableCell>
              <TableCell>
                {t(`requests.types.${request.type}`)} · {t(`requests.methods.${request.method}`)}
              </TableCell>
              <TableCell align="right">{format.amount(request.amount)}</TableCell>
              <TableCell>
                <RequestStatus status={request.status} />
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                {[request.reference, request.utr && `UTR ${request.utr}`, request.destination, request.note]
                  .filter(Boolean)
                  .join(' · ')}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
