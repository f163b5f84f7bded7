import TablePagination from '@mui/material/TablePagination';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { AccountPage } from '../../components/account-page';
import { EmptyState, LoadError, LoadingRows } from '../../components/query-state';
import { useAccountTranslation } from '../../i18n/account-translations';
import { depositWithdrawalsQuery } from './api/get-deposit-withdrawals';
import { PaymentRequestsTable } from './payment-requests-table';

const pageSizes = [10, 25, 50];

/** `/dwrequests`: the player's deposit and withdrawal requests with their status, page by page. */
export function DepositWithdrawRequestsPage() {
  const { t } = useAccountTranslation();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(10);
  const requests = useQuery(depositWithdrawalsQuery({ SkipCount: page * pageSize, MaxResultCount: pageSize }));
  const items = requests.data?.items ?? [];
  return (
    <AccountPage title={t('pages.depositWithdrawRequests.title')}>
      {requests.isLoading && <LoadingRows label={t('common.loading')} />}
      {requests.isError && <LoadError error={requests.error} onRetry={() => void requests.refetch()} />}
      {requests.isSuccess && items.length === 0 && <EmptyState>{t('requests.empty')}</EmptyState>}
      {requests.isSuccess && items.length > 0 && (
        <>
          <PaymentRequestsTable
            items={items}
            label={t('pages.depositWithdrawRequests.title')}
            dimmed={requests.isPlaceholderData}
          />
          <TablePagination
            component="div"
            count={requests.data.totalCount}
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
    </AccountPage>
  );
}
