import {
  ErrorState,
  LoadingRows,
  paths,
  selectDomainSetting,
  selectUserInfo,
  useSessionStore,
  useSettingsStore,
} from '@exchange/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';

import { AccountPage } from '../../components/account-page';
import { useAccountMessage } from '../../components/use-account-message';
import { useAccountTranslation } from '../../i18n/account-translations';
import { paymentInfoQuery } from './api/get-payment-info';
import { CashierRequest } from './cashier-request';
import { ManualDeposit, type BankMethod } from './manual-deposit';
import { UpiDeposit } from './upi-deposit';
import { WithdrawalForm } from './withdrawal-form';

/** The specification's demo player: it sees this page but may not deposit or withdraw. */
const isDemoPlayer = (username: string | undefined) => username?.toLowerCase() === 'demo';

type DepositWay = 'upi' | 'bank';

/**
 * `/depositw/:id?`: deposit by UPI or bank transfer, or withdraw (`/depositw/withdraw`); either may
 * instead be asked of the operator's cashier. Shown only where the brand sets `showDepositW`; a
 * direct visit elsewhere says why.
 */
export function DepositWithdrawPage() {
  const { t } = useAccountTranslation();
  const message = useAccountMessage();
  const { id } = useParams();
  const navigate = useNavigate();
  const settings = useSettingsStore(selectDomainSetting);
  const userInfo = useSessionStore(selectUserInfo);
  const [way, setWay] = useState<DepositWay>('upi');
  const info = useQuery(paymentInfoQuery());
  const tab = id === 'withdraw' ? 'withdraw' : 'deposit';
  const demo = isDemoPlayer(userInfo?.username);

  if (settings?.showDepositW !== true) {
    return (
      <AccountPage title={t('pages.depositWithdraw.title')}>
        <Alert severity="info">{t('deposit.notOffered')}</Alert>
      </AccountPage>
    );
  }

  const bank = info.data?.methods.find((method): method is BankMethod => method.kind === 'bank');
  return (
    <AccountPage title={t('pages.depositWithdraw.title')}>
      {demo && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('deposit.demo')}
        </Alert>
      )}
      <Tabs
        value={tab}
        onChange={(_event, next: string) =>
          void navigate(paths.depositWithdraw(next === 'withdraw' ? 'withdraw' : undefined))
        }
        aria-label={t('pages.depositWithdraw.title')}
        // The brand's primary is too light for small text on white (4.3:1): the indicator marks the tab.
        sx={{ mb: 2, '& .MuiTab-root.Mui-selected': { color: 'text.primary' } }}
      >
        <Tab value="deposit" label={t('deposit.tab')} id="deposit-tab" aria-controls="deposit-panel" />
        <Tab value="withdraw" label={t('withdraw.tab')} id="withdraw-tab" aria-controls="withdraw-panel" />
      </Tabs>
      {info.isLoading && <LoadingRows rows={3} height={40} />}
      {info.isError && <ErrorState describe={message} error={info.error} onRetry={() => void info.refetch()} />}
      {info.isSuccess && tab === 'deposit' && (
        <Box role="tabpanel" id="deposit-panel" aria-labelledby="deposit-tab">
          <ToggleButtonGroup
            exclusive
            value={way}
            onChange={(_event, next: DepositWay | null) => next !== null && setWay(next)}
            aria-label={t('deposit.method')}
            size="small"
            sx={{ mb: 2 }}
          >
            {info.data.methods.map((method) => (
              <ToggleButton key={method.kind} value={method.kind === 'upi' ? 'upi' : 'bank'}>
                {t(method.kind === 'upi' ? 'deposit.upi.title' : 'deposit.manual.title')}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          {way === 'upi' ? <UpiDeposit disabled={demo} /> : <ManualDeposit bank={bank} disabled={demo} />}
        </Box>
      )}
      {info.isSuccess && tab === 'withdraw' && (
        <Box role="tabpanel" id="withdraw-panel" aria-labelledby="withdraw-tab">
          <WithdrawalForm disabled={demo} />
        </Box>
      )}
      {info.isSuccess && (
        // Remade with the tab, so it asks for what the player came to do.
        <CashierRequest key={tab} type={tab === 'withdraw' ? 'withdrawal' : 'deposit'} disabled={demo} />
      )}
    </AccountPage>
  );
}
