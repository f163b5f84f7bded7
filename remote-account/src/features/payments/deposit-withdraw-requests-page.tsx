import { EmptyState, ErrorState, LoadingRows } from '@exchange/shared';
import { useQuery } from '@tanstack/react-query';

import { AccountPage } from '../../components/account-page';
import { AccountTablePagination, useAccountPaging } from '../../components/account-table-pagination';
import { useAccountMessage } from '../../components/use-account-message';
import { useAccountTranslation } from '../../i18n/account-translations';
import { depositWithdrawalsQuery } from './api/get-deposit-withdrawals';
import { PaymentRequestsTable } from './payment-requests-table';

/** `/dwrequests`: the player's deposit and withdrawal requests with their status, page by page. */
export function DepositWithdrawRequestsPage() {
  const { t } = useAccountTranslation();
  const message = useAccountMessage();
  const { page, pageSize, controls: paging } = useAccountPaging();
  const requests = useQuery(depositWithdrawalsQuery({ SkipCount: page * pageSize, MaxResultCount: pageSize }));
  const items = requests.data?.items ?? [];
  return (
    <AccountPage title={t('pages.depositWithdrawRequests.title')}>
      {requests.isLoading && <LoadingRows rows={5} height={40} />}
      {requests.isError && (
        <ErrorState describe={message} error={requests.error} onRetry={() => void requests.refetch()} />
      )}
      {requests.isSuccess && items.length === 0 && <EmptyState>{t('requests.empty')}</EmptyState>}
      {requests.isSuccess && items.length > 0 && (
        <>
          <PaymentRequestsTable
            items={items}
            label={t('pages.depositWithdrawRequests.title')}
            dimmed={requests.isPlaceholderData}
          />
          <AccountTablePagination count={requests.data.totalCount} {...paging} />
        </>
      )}
    </AccountPage>
  );
}
