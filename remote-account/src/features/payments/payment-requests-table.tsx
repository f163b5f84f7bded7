import type { PaymentRequest, PaymentRequestStatus } from '@exchange/contracts';
import { useLocaleFormat } from '@exchange/shared';
import Chip, { type ChipProps } from '@mui/material/Chip';

import { AccountTable, type AccountColumn } from '../../components/account-table';
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

/** Deposit and withdrawal requests: a table, or one card per request on a phone. */
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
  const columns: AccountColumn<PaymentRequest>[] = [
    {
      key: 'type',
      label: t('requests.columns.type'),
      primary: true,
      render: (request) => `${t(`requests.types.${request.type}`)} · ${t(`requests.methods.${request.method}`)}`,
    },
    {
      key: 'date',
      label: t('requests.columns.date'),
      noWrap: true,
      render: (request) => format.dateTime(request.createdAt),
    },
    {
      key: 'amount',
      label: t('requests.columns.amount'),
      align: 'right',
      noWrap: true,
      render: (request) => format.amount(request.amount),
    },
    {
      key: 'status',
      label: t('requests.columns.status'),
      render: (request) => <RequestStatus status={request.status} />,
    },
    {
      key: 'details',
      label: t('requests.columns.details'),
      render: (request) =>
        [
          request.reference,
          request.utr && `UTR ${request.utr}`,
          request.destination,
          // A request to the cashier: how the player asked for it to be handled, and their own note.
          request.preferredMethod && t(`cashier.methods.${request.preferredMethod}`),
          request.playerNote && t('requests.yourNote', { note: request.playerNote }),
          request.note,
        ]
          .filter(Boolean)
          .join(' · '),
    },
  ];
  return <AccountTable label={label} columns={columns} rows={items} rowKey={(request) => request.id} dimmed={dimmed} />;
}
