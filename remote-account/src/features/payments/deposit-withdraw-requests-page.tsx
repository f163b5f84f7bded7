import { useQuery } from '@tanstack/react-query';

import { AccountPage } from '../../components/account-page';
import { useAccountPaging } from '../../components/account-table-pagination';
import { HistoryResults } from '../../components/history-results';
import { useAccountTranslation } from '../../i18n/account-translations';
import { depositWithdrawalsQuery } from './api/get-deposit-withdrawals';
import { PaymentRequestsTable } from './payment-requests-table';

/** `/dwrequests`: the player's deposit and withdrawal requests with their status, page by page. */
export function DepositWithdrawRequestsPage() {
  const { t } = useAccountTranslation();
  const { page, pageSize, controls: paging } = useAccountPaging();
  const requests = useQuery(depositWithdrawalsQuery({ SkipCount: page * pageSize, MaxResultCount: pageSize }));
  return (
    <AccountPage title={t('pages.depositWithdrawRequests.title')}>
      <HistoryResults history={requests} empty={t('requests.empty')} paging={paging}>
        {(data, dimmed) => (
          <PaymentRequestsTable items={data.items} label={t('pages.depositWithdrawRequests.title')} dimmed={dimmed} />
        )}
      </HistoryResults>
    </AccountPage>
  );
}
