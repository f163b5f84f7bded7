import { EmptyState, ErrorState, LoadingRows } from '@exchange/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';

import { AccountPage } from '../../components/account-page';
import { useAccountPaging } from '../../components/account-table-pagination';
import { HistoryResults } from '../../components/history-results';
import { useAccountMessage } from '../../components/use-account-message';
import { useAccountTranslation } from '../../i18n/account-translations';
import { depositWithdrawalsQuery } from './api/get-deposit-withdrawals';
import { playerRequestsQuery } from './api/player-requests';
import { PaymentRequestsTable } from './payment-requests-table';

/** How many pending requests the page shows above the full list; a player rarely has more. */
const pendingShown = 20;

/** The requests still waiting, from `PlayerRequests`: newest first, the full list below has the rest. */
function PendingRequests() {
  const { t } = useAccountTranslation();
  const message = useAccountMessage();
  const pending = useQuery(playerRequestsQuery({ SkipCount: 0, MaxResultCount: pendingShown }));
  return (
    // Headed parts of the page's one region, not regions of their own.
    <Box component="section" sx={{ mb: 3 }}>
      <Typography component="h2" variant="h6">
        {t('requests.pending.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('requests.pending.intro')}
      </Typography>
      {pending.isLoading && <LoadingRows rows={2} height={40} />}
      {pending.isError && (
        <ErrorState describe={message} error={pending.error} onRetry={() => void pending.refetch()} />
      )}
      {pending.isSuccess && pending.data.items.length === 0 && <EmptyState>{t('requests.pending.empty')}</EmptyState>}
      {pending.isSuccess && pending.data.items.length > 0 && (
        <>
          <PaymentRequestsTable items={pending.data.items} label={t('requests.pending.title')} />
          {pending.data.totalCount > pending.data.items.length && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('requests.pending.more', { shown: pending.data.items.length, total: pending.data.totalCount })}
            </Typography>
          )}
        </>
      )}
    </Box>
  );
}

/**
 * `/dwrequests`: the player's requests still waiting for the cashier, then every deposit and
 * withdrawal request with its status, page by page.
 */
export function DepositWithdrawRequestsPage() {
  const { t } = useAccountTranslation();
  const { page, pageSize, controls: paging } = useAccountPaging();
  const requests = useQuery(depositWithdrawalsQuery({ SkipCount: page * pageSize, MaxResultCount: pageSize }));
  return (
    <AccountPage title={t('pages.depositWithdrawRequests.title')}>
      <PendingRequests />
      <Box component="section">
        <Typography component="h2" variant="h6" sx={{ mb: 1.5 }}>
          {t('requests.all')}
        </Typography>
        <HistoryResults history={requests} empty={t('requests.empty')} paging={paging}>
          {(data, dimmed) => <PaymentRequestsTable items={data.items} label={t('requests.all')} dimmed={dimmed} />}
        </HistoryResults>
      </Box>
    </AccountPage>
  );
}
